import { z } from 'zod';
import { BET_STAKES, CashOutOffer, OpenBetLeg } from './betslip';

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
  /** What the bet paid back (0 for a loser; the stake for a void bet; the cash-out amount). */
  returns: z.number(),
  legs: z.array(OpenBetLeg),
});
export type SettledBet = z.infer<typeof SettledBet>;

/** Newest first (by settlement time). */
export const SettledBets = z.object({ bets: z.array(SettledBet) });
export type SettledBets = z.infer<typeof SettledBets>;

/** POST /xapi/bet/account/{accountId}/cashout/{betId}?uuid=… (decision; see docs/decisions.md). */
export const CashOutQuery = z.object({
  uuid: z.uuid('uuid must be a UUID'),
  withAuth: z.string().optional(),
});

/** The offer the player accepts, in major units, as shown on the open bet. */
export const CashOutRequest = z.object({
  amount: z.union([
    z.number().positive('amount must be above 0'),
    z.string().regex(/^\d+(\.\d+)?$/, 'amount must be a number'),
  ]),
});
export type CashOutRequest = z.infer<typeof CashOutRequest>;

/**
 * The confirmation (lightweight, in the spirit of enable_api_lightweight_confirming_cashout):
 * the bet is closed and the amount paid, with the balance the stake can now draw on.
 */
export const CashOutConfirmation = z.object({
  betId: z.number().int(),
  status: z.literal('cashed_out'),
  amount: z.number(),
  currency: z.string(),
  availableBalance: z.number(),
});
export type CashOutConfirmation = z.infer<typeof CashOutConfirmation>;

/** A refused cash-out: 409 with a code, a message and the offer as it stands now. */
export const CashOutRejection = z.object({
  code: z.enum(['CASHOUT_OFFER_CHANGED', 'CASHOUT_UNAVAILABLE', 'BET_NOT_OPEN']),
  message: z.string(),
  cashOut: CashOutOffer.optional(),
});
export type CashOutRejection = z.infer<typeof CashOutRejection>;
