import { z } from 'zod';
import { IsoDateTime } from './common';

/**
 * Jackpots (spec betting-domain §3 Jackpot bet, §4 Jackpot, §7 Betslip table). The spec shows
 * the slip's fields but not the answers; the shapes here are decisions (docs/decisions.md
 * "Jackpots"). Amounts are major units of `currency`.
 */

/** A currency code as the query carries it (the jackpot's amounts are shown in it). */
const CurrencyCode = z
  .string()
  .regex(/^[A-Za-z]{3,5}$/, 'currency must be an ISO-like code')
  .transform((s) => s.toUpperCase());

/** Stakes arrive as major-unit numbers or numeric strings, as on the betslip. */
const StakeValue = z.union([z.number().min(0), z.string().regex(/^\d+(\.\d+)?$/)]);

const OriginId = z.enum(['11', '20', '21']);

export const JackpotOutcome = z.object({
  outcomeId: z.number().int(),
  description: z.string(),
});

/** How a jackpot match finished, once it has: the winning outcome, or void. */
export const JackpotLegResult = z.enum(['won', 'lost', 'void']);
export type JackpotLegResult = z.infer<typeof JackpotLegResult>;

export const JackpotEvent = z.object({
  ordinal: z.number().int(),
  eventId: z.number().int(),
  description: z.string(),
  startTime: IsoDateTime,
  marketId: z.number().int(),
  /** The 1X2 market's outcomes: home, draw, away. */
  outcomes: z.array(JackpotOutcome),
});

export const JackpotPrizeTier = z.object({
  /** Lines with exactly this many right picks share `amount`. */
  correct: z.number().int(),
  amount: z.number(),
});

export const ActiveJackpot = z.object({
  jackpotId: z.number().int(),
  name: z.string(),
  kind: z.enum(['weekly', 'midweek']),
  /** The first kick-off: no slip is taken from then on. */
  closesAt: IsoDateTime,
  eventCount: z.number().int(),
  currency: z.string(),
  stakePerLine: z.number(),
  /** What the tiers share now: the stakes so far less the operator share, plus the rollover. */
  prizePool: z.number(),
  rollover: z.number(),
  tiers: z.array(JackpotPrizeTier),
  events: z.array(JackpotEvent),
});
export type ActiveJackpot = z.infer<typeof ActiveJackpot>;

export const ActiveJackpots = z.object({ jackpots: z.array(ActiveJackpot) });
export type ActiveJackpots = z.infer<typeof ActiveJackpots>;

export const ActiveJackpotsQuery = z.object({ currency: CurrencyCode.optional() });

export const JackpotSingle = z.object({
  ordinal: z.number().int().positive().max(100),
  outcomeId: z.number().int().positive(),
});

/** spec betting-domain §3 Jackpot bet: the slip as posted (pricing and placement). */
export const JackpotSlip = z.object({
  jackpotId: z.number().int().positive(),
  /** What the web showed as the prize; informative, never trusted. */
  jackpotPrize: z.number().min(0).optional(),
  /** The stake per line; the jackpot's own stake per line when left out. */
  globalStake: StakeValue.optional(),
  /** What the web computed; informative (the platform prices the slip itself). */
  jackpotTotalStake: StakeValue.optional(),
  noOfBets: z.number().int().min(0).optional(),
  originId: OriginId.default('11'),
  singles: z.array(JackpotSingle).max(300),
  /** Pricing only: the currency to price in for a visitor (placement uses the player's). */
  currency: CurrencyCode.optional(),
});
export type JackpotSlip = z.infer<typeof JackpotSlip>;

export const JackpotSlipError = z.object({
  code: z.string(),
  message: z.string(),
  ordinal: z.number().int().optional(),
  outcomeId: z.number().int().optional(),
});
export type JackpotSlipError = z.infer<typeof JackpotSlipError>;

/** The priced slip: the model of §3 with totalCost, completeness and the errors found. */
export const JackpotSlipModel = z.object({
  jackpotId: z.number().int(),
  jackpotPrize: z.number(),
  currency: z.string(),
  globalStake: z.number(),
  noOfBets: z.number().int(),
  jackpotTotalStake: z.number(),
  totalCost: z.number(),
  originId: OriginId,
  complete: z.boolean(),
  singles: z.array(JackpotSingle),
  errors: z.array(JackpotSlipError),
});
export type JackpotSlipModel = z.infer<typeof JackpotSlipModel>;

/** The jackpot cost call (spec §7: takes globalStake, jackpotId, originId, outcomeIds). */
export const JackpotCostQuery = z.object({
  jackpotId: z.coerce.number().int().positive(),
  globalStake: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'globalStake must be a plain amount')
    .optional(),
  originId: OriginId.default('11'),
  outcomeIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'outcomeIds must be a comma-separated list of numeric ids')
    .transform((s) => s.split(',').map(Number))
    .optional(),
  currency: CurrencyCode.optional(),
});

export const JackpotCost = z.object({ model: JackpotSlipModel });
export type JackpotCost = z.infer<typeof JackpotCost>;

export const PlaceJackpotQuery = z.object({
  uuid: z.uuid('uuid must be a UUID'),
  withAuth: z.string().optional(),
});

export const JackpotBetPick = z.object({
  ordinal: z.number().int(),
  outcomeId: z.number().int(),
  eventId: z.number().int(),
  eventDescription: z.string(),
  outcomeDescription: z.string(),
  /** Null while the match is not resulted. */
  result: JackpotLegResult.nullable(),
});

export const JackpotBet = z.object({
  betId: z.number().int(),
  reference: z.string(),
  jackpotId: z.number().int(),
  jackpotName: z.string(),
  accountId: z.number().int(),
  originId: OriginId,
  status: z.enum(['open', 'won', 'lost']),
  placedAt: IsoDateTime,
  currency: z.string(),
  globalStake: z.number(),
  noOfBets: z.number().int(),
  totalCost: z.number(),
  /** Once settled: what it paid and its best line's right picks. */
  returns: z.number().nullable(),
  bestCorrect: z.number().int().nullable(),
  settledAt: IsoDateTime.nullable(),
  singles: z.array(JackpotBetPick),
});
export type JackpotBet = z.infer<typeof JackpotBet>;

/** The answer to a placement: the bet and the balance left. */
export const PlacedJackpotBet = JackpotBet.extend({ availableBalance: z.number() });
export type PlacedJackpotBet = z.infer<typeof PlacedJackpotBet>;

export const JackpotBets = z.object({ bets: z.array(JackpotBet) });
export type JackpotBets = z.infer<typeof JackpotBets>;
