import { z } from 'zod';
import { isDecimalOdds, plainDecimalText } from '@touchline/betting';
import { LiveClock, MatchStatus } from './catalog';
import { JackpotBet } from './jackpot';

/**
 * Decimal odds on the wire: above 1, at most 6 decimals (what the book stores). A price the
 * book cannot represent is refused as 400 rather than rounded.
 */
const WireDecimal = z
  .number()
  .gt(1, 'decimal must be above 1')
  .lt(10_000_000, 'decimal must be below 10,000,000')
  .refine((n) => isDecimalOdds(plainDecimalText(n)), 'decimal may have at most 6 decimals');
/** Stakes arrive as major-unit numbers or numeric strings (the stake field's text). */
const StakeValue = z.union([
  z.number().min(0, 'stakes cannot be negative').max(1e15, 'stake too large'),
  z
    .string()
    .max(20)
    .regex(/^\d+(\.\d+)?$/, 'stake must be a number'),
]);
const Id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** spec betting-domain §3 Single bet, as a betslip sends it (computed fields are ignored). */
export const SingleBetInput = z.object({
  outcomeId: Id,
  eventId: Id.optional(),
  marketId: Id.optional(),
  /** The price the player saw; absent for a selection just added. */
  decimal: WireDecimal.nullish(),
  ref: z
    .string()
    .regex(/^sel\d+$/, 'ref must look like sel1')
    .optional(),
  unitStake: StakeValue.nullish(),
  freeMoneyUnitStake: StakeValue.nullish(),
  eachWay: z.boolean().optional(),
});
export type SingleBetInput = z.infer<typeof SingleBetInput>;

/** spec betting-domain §3 Multiple bet / System bet, as a betslip sends them. */
export const CombinationBetInput = z.object({
  betTypeId: z.number().int().positive().max(999_999),
  ref: z.string().max(20).optional(),
  unitStake: StakeValue.nullish(),
  freeMoneyUnitStake: StakeValue.nullish(),
  /** Each-way: the place part on every line too. */
  place: z.boolean().optional(),
});
export type CombinationBetInput = z.infer<typeof CombinationBetInput>;

/** spec betting-domain §3 Betslip model as a betslip sends it (priced or placed). */
export const BetslipModelInput = z.object({
  singles: z.array(SingleBetInput).max(100, 'too many selections'),
  multiples: z.array(CombinationBetInput).max(5).optional(),
  systems: z.array(CombinationBetInput).max(40).optional(),
  userAcceptOdds: z.enum(['D', 'A']).default('D'),
  originId: z.enum(['11', '20', '21']).default('11'),
  usePromoCash: z.boolean().optional(),
  accountId: Id.optional(),
  showSysBets: z.boolean().optional(),
});
export type BetslipModelInput = z.infer<typeof BetslipModelInput>;

/**
 * spec betting-domain §7 POST|PUT /xapi/rest/betslips/selections: the model, plus (POST) the
 * outcome ids of the selection just added, as numbers or comma-joined text.
 */
export const BetslipSelectionsRequest = BetslipModelInput.extend({
  outcomeIds: z
    .union([
      z.array(Id).max(100),
      z
        .string()
        .max(2000)
        .regex(/^\d+(,\d+)*$/, 'outcomeIds must be comma-joined ids')
        .transform((t) => t.split(',').map(Number)),
    ])
    .optional(),
});
export type BetslipSelectionsRequest = z.infer<typeof BetslipSelectionsRequest>;

/** spec betting-domain §3 Betslip model as posted to place a bet: every price seen is named. */
export const PlaceBetslipRequest = BetslipModelInput.extend({
  singles: z
    .array(SingleBetInput.extend({ decimal: WireDecimal }))
    .min(1, 'the betslip has no bets')
    .max(100, 'too many selections'),
});
export type PlaceBetslipRequest = z.infer<typeof PlaceBetslipRequest>;

/** spec betting-domain §7 PUT /xapi/rest/betslips/{betSlipId}/status. */
export const BetslipStatusParams = z.object({
  betSlipId: z.coerce
    .number('betSlipId must be a number')
    .int('betSlipId must be a whole number')
    .positive('betSlipId must be positive')
    .max(Number.MAX_SAFE_INTEGER, 'betSlipId is too large'),
});

export const PlaceBetslipQuery = z.object({
  uuid: z.uuid('uuid must be a UUID'),
  withAuth: z.string().optional(),
  extras: z.string().optional(),
});

export const BetslipError = z.object({
  code: z.string().regex(/^RES-\d{5}$/),
  message: z.string(),
  ref: z.string().optional(),
  /** For a price change (RES-00152): the price now on offer. */
  decimal: z.number().optional(),
  /** For a stake limit (RES-00034, RES-00140): the limit, major units. */
  limit: z.number().optional(),
});
export type BetslipError = z.infer<typeof BetslipError>;

/** spec betting-domain §3 Single bet as the platform answers it (amounts in major units). */
export const PricedSingleBet = z.object({
  ref: z.string(),
  betTypeId: z.number().int(),
  outcomeId: z.number().int(),
  eventId: z.number().int(),
  marketId: z.number().int(),
  decimal: z.number(),
  /** The price the player saw, when the book's differs. */
  previousDecimal: z.number().nullable(),
  unitStake: z.number(),
  freeMoneyUnitStake: z.number(),
  maxFreeMoneyStake: z.number(),
  maxBetStake: z.number(),
  minBetStake: z.number(),
  totalStake: z.number(),
  stakeAfterTax: z.number(),
  potentialReturns: z.number(),
  potentialTaxDeduction: z.number(),
  potentialPlaceWin: z.number(),
  eachWay: z.boolean(),
  showEachWay: z.boolean(),
  placeTerms: z.string().nullable(),
  /** 'C': closed or unavailable (spec §3); 'O': on offer. */
  outcomeState: z.enum(['O', 'C']),
  message: z.string().nullable(),
  /** The event is in play: the bet waits the in-play delay. */
  inPlay: z.boolean(),
  /** Placement only: the bet this single became. */
  betId: z.number().int().optional(),
});
export type PricedSingleBet = z.infer<typeof PricedSingleBet>;

/** spec betting-domain §3 Multiple bet. */
export const PricedMultipleBet = z.object({
  betTypeId: z.number().int(),
  ref: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  noOfBets: z.number().int(),
  decimal: z.number(),
  price: z.string(),
  priceFormat: z.string(),
  unitStake: z.number(),
  freeMoneyUnitStake: z.number(),
  minBetStake: z.number(),
  maxBetStake: z.number(),
  totalStake: z.number(),
  stakeAfterTax: z.number(),
  potentialReturns: z.number(),
  potentialTaxDeduction: z.number(),
  taxPercentage: z.number(),
  place: z.boolean(),
  potentialPlaceWin: z.number(),
  extraParlayWinnings: z.number(),
  betId: z.number().int().optional(),
});
export type PricedMultipleBet = z.infer<typeof PricedMultipleBet>;

/** spec betting-domain §3 System bet (betTypeId 201000 + the §9 suffix). */
export const PricedSystemBet = z.object({
  betTypeId: z.number().int(),
  ref: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  noOfBets: z.number().int(),
  unitStake: z.number(),
  freeMoneyUnitStake: z.number(),
  minBetStake: z.number(),
  maxBetStake: z.number(),
  totalStake: z.number(),
  potentialReturns: z.number(),
  place: z.boolean(),
  potentialPlaceWin: z.number(),
  betId: z.number().int().optional(),
});
export type PricedSystemBet = z.infer<typeof PricedSystemBet>;

/** The answer to a pricing call: the model priced against the book (spec §3, §4 refresh). */
export const PricedBetslip = z.object({
  accountId: z.number().int().nullable(),
  originId: z.string(),
  userAcceptOdds: z.enum(['D', 'A']),
  currency: z.string(),
  singles: z.array(PricedSingleBet),
  multiples: z.array(PricedMultipleBet),
  systems: z.array(PricedSystemBet),
  totalOdds: z.number(),
  totalCost: z.number(),
  potentialReturns: z.number(),
  potentialPlaceWin: z.number(),
  /** Logged in: the cash the slip can draw on; null for an anonymous slip. */
  availableBalance: z.number().nullable(),
  betMayBeReferred: z.boolean(),
  /** The in-play delay a staked live bet waits, seconds (0 when none applies). */
  delay: z.number().int(),
  errors: z.array(BetslipError),
});
export type PricedBetslip = z.infer<typeof PricedBetslip>;

/**
 * Where a placed slip stands: ACCEPTED (its bets are open), PENDING (an in-play slip waiting the
 * delay: the betslip is awaiting approval), REJECTED (a leg was suspended or repriced against the
 * player during the delay; the stake is back in the wallet and `errors` say why).
 */
export const BetslipAcceptance = z.enum(['ACCEPTED', 'PENDING', 'REJECTED']);
export type BetslipAcceptance = z.infer<typeof BetslipAcceptance>;

/** The answer to a placement (and to its status call): the model with ids and totals filled in. */
export const PlacedBetslip = PricedBetslip.extend({
  betSlipId: z.number().int(),
  reference: z.string(),
  accountId: z.number().int(),
  status: BetslipAcceptance,
  /** PENDING: when the delay ends (ISO time); otherwise null. */
  acceptAt: z.string().nullable(),
});
export type PlacedBetslip = z.infer<typeof PlacedBetslip>;

/** A placement the platform refused: a RES code (betting-domain §8) plus per-bet detail. */
export const BetslipRejection = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(BetslipError),
});

/** How a leg finished (the feed's outcome result); null while it is still running. */
export const BetLegResult = z.enum(['won', 'placed', 'lost', 'void']);
export type BetLegResult = z.infer<typeof BetLegResult>;

export const OpenBetLeg = z.object({
  outcomeId: z.number().int(),
  outcomeDescription: z.string(),
  marketId: z.number().int(),
  marketDescription: z.string(),
  eventId: z.number().int(),
  eventDescription: z.string(),
  eventStartTime: z.string(),
  decimal: z.number(),
  /** Each-way: the place terms the leg was struck at ('1/4', …); null for win-only. */
  placeTerms: z.string().nullable(),
  result: BetLegResult.nullable(),
  /**
   * The leg's market now (decision, docs/decisions.md "My Bets"): OPEN, SUSPENDED (no cash out
   * while so), CLOSED (taken down, awaiting its result) or RESULTED.
   */
  marketState: z.enum(['OPEN', 'SUSPENDED', 'CLOSED', 'RESULTED']),
  /** The event's live score and clock as the catalogue shows them (empty scores before kick-off). */
  live: z.object({
    status: MatchStatus,
    clock: LiveClock.nullable(),
    scores: z.array(
      z.object({
        opponentId: z.number().int(),
        description: z.string(),
        score: z.number().int().min(0),
      }),
    ),
  }),
});
export type OpenBetLeg = z.infer<typeof OpenBetLeg>;

/** An each-way bet's two parts (each costs `stake`; the place part pays at the place terms). */
export const EachWayParts = z.object({
  win: z.object({ stake: z.number(), potentialReturns: z.number() }),
  place: z.object({ stake: z.number(), potentialReturns: z.number() }),
});
export type EachWayParts = z.infer<typeof EachWayParts>;

/**
 * Why an open bet has no cash-out offer now: a running leg's market is not open (suspended,
 * closed, outcome hidden, event over); every leg is resulted and settlement is about to pay;
 * or the bet is worth nothing (a lost leg in an accumulator); or the bet is still awaiting
 * approval (the in-play delay).
 */
export const CashOutUnavailableReason = z.enum(['SUSPENDED', 'RESULTED', 'NO_VALUE', 'PENDING']);
export type CashOutUnavailableReason = z.infer<typeof CashOutUnavailableReason>;

/**
 * The cash-out offer carried by each open bet (decision: the spec names cashout_timeout and
 * enable_api_lightweight_confirming_cashout but no path). `amount` is what the platform pays
 * now, in major units; confirm it with POST /xapi/bet/account/{accountId}/cashout/{betId}.
 */
export const CashOutOffer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('available'), amount: z.number().positive() }),
  z.object({ status: z.literal('unavailable'), reason: CashOutUnavailableReason }),
]);
export type CashOutOffer = z.infer<typeof CashOutOffer>;

/** The stake and returns facts open and settled bets share (amounts in major units). */
export const BET_STAKES = {
  /** Per line (and per part, each-way). */
  unitStake: z.number(),
  /** Lines in the bet (1 for a single or the multiple; 4 for a Trixie …). */
  noOfBets: z.number().int().min(1),
  /**
   * Everything staked, as placed: unitStake × noOfBets, twice for each-way. After a partial cash
   * out, remainingStake, unitStake and the potentials describe what is still running.
   */
  totalStake: z.number(),
  /** Part of totalStake paid with free money. */
  freeMoneyStake: z.number(),
  eachWay: z.boolean(),
  /** The win part's returns if every leg wins at the struck prices. */
  potentialReturns: z.number(),
  /** Each-way: the place part's returns if every leg places; 0 otherwise. */
  potentialPlaceWin: z.number(),
  /** Parlay extra winnings promised on the multiple if it wins (0 when none). */
  extraWinnings: z.number(),
  eachWayParts: EachWayParts.nullable(),
};

export const OpenBet = z.object({
  betId: z.number().int(),
  betSlipId: z.number().int(),
  reference: z.string(),
  betTypeId: z.number().int(),
  description: z.string(),
  /** open, or pending: an in-play bet awaiting approval (the sport's delay). */
  status: z.enum(['open', 'pending']),
  placedAt: z.string(),
  currency: z.string(),
  ...BET_STAKES,
  legs: z.array(OpenBetLeg),
  cashOut: CashOutOffer,
  /** Decision (partial cash out): what partial cash outs paid so far (0 when none). */
  cashedOut: z.number().optional(),
  /** The stake still running: totalStake (as placed) less what partial cash outs released. */
  remainingStake: z.number().optional(),
  /** The automatic cash-out rule on the bet, if any: cash out when the offer reaches this. */
  autoCashOutThreshold: z.number().optional(),
});
export type OpenBet = z.infer<typeof OpenBet>;

/**
 * Decision (My Bets carries every bet type): the player's open jackpot slips beside the open
 * bets, in the jackpot's own shape (picks by ordinal, lines, no prices and no cash out).
 */
export const OpenBets = z.object({
  bets: z.array(OpenBet),
  jackpotBets: z.array(JackpotBet).optional(),
});
export type OpenBets = z.infer<typeof OpenBets>;
