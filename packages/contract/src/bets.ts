import { z } from 'zod';
import { BET_STAKES, CashOutOffer, OpenBetLeg } from './betslip';
import { JackpotBet } from './jackpot';

/** spec betting-domain §9: 50 settled bets are fetched. */
export const DEFAULT_SETTLED_BETS = 50;
/** Decision: at most this many per call (the settled list is a recent history, not an export). */
export const MAX_SETTLED_BETS = 200;

/** spec betting-domain §7: GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50 (withAuth). */
export const SettledBetsQuery = z.object({
  numberOfBets: z.coerce
    .number('numberOfBets must be a number')
    .int('numberOfBets must be a whole number')
    .min(1, 'numberOfBets must be at least 1')
    .max(MAX_SETTLED_BETS, `numberOfBets must be at most ${MAX_SETTLED_BETS}`)
    .default(DEFAULT_SETTLED_BETS),
  withAuth: z.string().optional(),
});
export type SettledBetsQuery = z.infer<typeof SettledBetsQuery>;

/** How a bet closed: settled won, lost or void, or cashed out by the player. */
export const SettledBetStatus = z.enum(['won', 'lost', 'void', 'cashed_out']);
export type SettledBetStatus = z.infer<typeof SettledBetStatus>;

export const SettledBet = z.object({
  betId: z.number().int(),
  betSlipId: z.number().int(),
  reference: z.string(),
  betTypeId: z.number().int(),
  description: z.string(),
  status: SettledBetStatus,
  placedAt: z.string(),
  settledAt: z.string(),
  currency: z.string(),
  ...BET_STAKES,
  /** Decision (partial cash out): what cash outs paid on the bet, partial ones and a final one. */
  cashedOut: z.number().optional(),
  /** The stake still running when the bet closed (the stake as placed less what parts took). */
  remainingStake: z.number().optional(),
  /** What the bet paid back (0 for a loser; the stake for a void bet; the cash-out amount). */
  returns: z.number(),
  legs: z.array(OpenBetLeg),
});
export type SettledBet = z.infer<typeof SettledBet>;

/**
 * Newest first (by settlement time). Decision: the player's settled jackpot slips ride beside
 * the bets (newest settlement first, at most numberOfBets), in the jackpot's own shape.
 */
export const SettledBets = z.object({
  bets: z.array(SettledBet),
  jackpotBets: z.array(JackpotBet).optional(),
});
export type SettledBets = z.infer<typeof SettledBets>;

/** POST /xapi/bet/account/{accountId}/cashout/{betId}?uuid=… (decision; see docs/decisions.md). */
export const CashOutQuery = z.object({
  uuid: z.uuid('uuid must be a UUID'),
  withAuth: z.string().optional(),
});

const CashOutAmount = (field: string) =>
  z.union([
    z.number().positive(`${field} must be above 0`),
    z.string().regex(/^\d+(\.\d+)?$/, `${field} must be a number`),
  ]);

/**
 * The offer the player accepts, in major units, as shown on the open bet. `partialAmount`
 * (decision, partial cash out): take only this much of it now — at least the minimum (0.10, or
 * 1 thousand in thousand-scaled currencies), at most `amount`; the rest of the bet stays open.
 */
export const CashOutRequest = z.object({
  amount: CashOutAmount('amount'),
  partialAmount: CashOutAmount('partialAmount').optional(),
});
export type CashOutRequest = z.infer<typeof CashOutRequest>;

/**
 * The confirmation (lightweight, in the spirit of enable_api_lightweight_confirming_cashout):
 * the bet is closed and the amount paid, with the balance the stake can now draw on.
 */
export const CashOutConfirmation = z.object({
  betId: z.number().int(),
  /** The bet's status after the cash out: `open` after a partial one. */
  status: z.enum(['cashed_out', 'open']),
  /** What was paid now. */
  amount: z.number(),
  currency: z.string(),
  availableBalance: z.number(),
  kind: z.enum(['full', 'partial']).optional(),
  /** After a partial cash out: the stake left running on the bet. */
  remainingStake: z.number().optional(),
});
export type CashOutConfirmation = z.infer<typeof CashOutConfirmation>;

/** A refused cash-out: 409 with a code, a message and the offer as it stands now. */
export const CashOutRejection = z.object({
  code: z.enum(['CASHOUT_OFFER_CHANGED', 'CASHOUT_UNAVAILABLE', 'BET_NOT_OPEN']),
  message: z.string(),
  cashOut: CashOutOffer.optional(),
});
export type CashOutRejection = z.infer<typeof CashOutRejection>;

/**
 * A partial cash out the rule refuses (400): below the minimum, above the offer seen, or so
 * large that no stake would be left (cash out the whole bet instead).
 */
export const PARTIAL_CASHOUT_CODES = {
  belowMinimum: 'PARTIAL_CASHOUT_BELOW_MINIMUM',
  aboveOffer: 'PARTIAL_CASHOUT_ABOVE_OFFER',
  nothingLeft: 'PARTIAL_CASHOUT_LEAVES_NO_STAKE',
} as const;

/**
 * Automatic cash out (decision): PUT|GET|DELETE /xapi/bet/account/{accountId}/cashout/{betId}/auto.
 * The platform cashes the whole bet out, once, when its offer reaches `threshold` (major units).
 */
export const AutoCashOutRequest = z.object({ threshold: CashOutAmount('threshold') });
export type AutoCashOutRequest = z.infer<typeof AutoCashOutRequest>;

export const AutoCashOutRule = z.object({
  betId: z.number().int(),
  threshold: z.number(),
  currency: z.string(),
  createdAt: z.string(),
});
export type AutoCashOutRule = z.infer<typeof AutoCashOutRule>;
