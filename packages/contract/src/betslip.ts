import { z } from 'zod';

const Decimal = z.number().gt(1).lt(10_000_000);
/** Stakes arrive as major-unit numbers or numeric strings (the stake field's text). */
const StakeValue = z.union([z.number().min(0), z.string().regex(/^\d+(\.\d+)?$/)]);

/** spec betting-domain §3 Single bet (request side). */
export const SingleBetInput = z.object({
  outcomeId: z.number().int().positive(),
  eventId: z.number().int().positive().optional(),
  marketId: z.number().int().positive().optional(),
  decimal: Decimal,
  ref: z.string().regex(/^sel\d+$/, 'ref must look like sel1'),
  unitStake: StakeValue,
  eachWay: z.boolean().optional(),
});

/** spec betting-domain §3 Betslip model as posted to place a bet. */
export const PlaceBetslipRequest = z.object({
  singles: z.array(SingleBetInput).min(1, 'the betslip has no bets').max(100),
  multiples: z.array(z.unknown()).max(0, 'multiples are not accepted yet').optional(),
  systems: z.array(z.unknown()).max(0, 'system bets are not accepted yet').optional(),
  userAcceptOdds: z.enum(['D', 'A']).default('D'),
  originId: z.enum(['11', '20', '21']).default('11'),
  usePromoCash: z.boolean().optional(),
});
export type PlaceBetslipRequest = z.infer<typeof PlaceBetslipRequest>;

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
});
export type BetslipError = z.infer<typeof BetslipError>;

export const PlacedSingle = z.object({
  ref: z.string(),
  outcomeId: z.number().int(),
  eventId: z.number().int(),
  marketId: z.number().int(),
  decimal: z.number(),
  unitStake: z.number(),
  potentialReturns: z.number(),
  betId: z.number().int(),
});

/** The answer to a placement: the model with ids and totals filled in. */
export const PlacedBetslip = z.object({
  betSlipId: z.number().int(),
  reference: z.string(),
  accountId: z.number().int(),
  originId: z.string(),
  userAcceptOdds: z.enum(['D', 'A']),
  currency: z.string(),
  totalCost: z.number(),
  potentialReturns: z.number(),
  availableBalance: z.number(),
  singles: z.array(PlacedSingle),
  multiples: z.array(z.unknown()),
  systems: z.array(z.unknown()),
  errors: z.array(BetslipError),
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
  result: BetLegResult.nullable(),
});
export type OpenBetLeg = z.infer<typeof OpenBetLeg>;

/**
 * Why an open bet has no cash-out offer now: a running leg's market is not open (suspended,
 * closed, outcome hidden, event over); every leg is resulted and settlement is about to pay;
 * or the bet is worth nothing (a lost leg in an accumulator).
 */
export const CashOutUnavailableReason = z.enum(['SUSPENDED', 'RESULTED', 'NO_VALUE']);
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

export const OpenBet = z.object({
  betId: z.number().int(),
  betSlipId: z.number().int(),
  reference: z.string(),
  betTypeId: z.number().int(),
  description: z.string(),
  status: z.enum(['open']),
  placedAt: z.string(),
  currency: z.string(),
  totalStake: z.number(),
  potentialReturns: z.number(),
  legs: z.array(OpenBetLeg),
  cashOut: CashOutOffer,
});
export type OpenBet = z.infer<typeof OpenBet>;

export const OpenBets = z.object({ bets: z.array(OpenBet) });
export type OpenBets = z.infer<typeof OpenBets>;
