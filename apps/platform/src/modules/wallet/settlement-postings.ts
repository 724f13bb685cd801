import type { Queryable } from '../../db/database';
import { ensureHouseAccount, HOUSE_ACCOUNTS, postTransaction } from './repository';
import { markBalanceChanged } from './balance-events';
import { openWalletForUpdate, type WalletOwner } from './service';

/**
 * The house's result from bets: a closed bet's stake minus what it paid back. It grows when
 * players lose and shrinks when they win; like every house account it may go negative.
 */
export const SPORTSBOOK_RESULT_ACCOUNT = 'house:sportsbook-result';

/** How a bet was closed: by settlement (won, lost, void) or by the player cashing out. */
export type BetClosingKind = 'settlement' | 'cash-out';

export interface BetClosing {
  readonly kind: BetClosingKind;
  /** The bet's total stake, held in house:bets-held since placement. */
  readonly stakeMinor: number;
  /** What the player gets back (0 for a lost bet); real money. */
  readonly returnsMinor: number;
  /** The betslip reference, kept on the ledger transaction. */
  readonly reference: string;
  readonly at: Date;
}

/** Ledger kinds as they show in the player's statement. */
const KIND = {
  settlement: { paid: 'bet-return', unpaid: 'bet-lost' },
  'cash-out': { paid: 'bet-cash-out', unpaid: 'bet-cash-out' },
} as const;

/**
 * Closes a bet in the ledger inside the caller's transaction (the caller holds the bet's row
 * lock, so this runs once per bet): one balanced transaction releases the stake from
 * house:bets-held, pays the returns into the player's real part and books the difference to
 * house:sportsbook-result. So house:bets-held always equals the stakes of the open bets.
 *
 * Locks: the player's wallet (as every wallet change does) when money is paid; house accounts
 * keep no cached balance (migration 0013), so closings of different players' bets share no row.
 * Returns the ledger transaction id.
 */
export async function postBetClosing(
  tx: Queryable,
  owner: WalletOwner,
  closing: BetClosing,
): Promise<number> {
  const { stakeMinor, returnsMinor } = closing;
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) {
    throw new Error(`bet stake must be a positive integer of minor units: ${stakeMinor}`);
  }
  if (!Number.isSafeInteger(returnsMinor) || returnsMinor < 0) {
    throw new Error(`bet returns must be a non-negative integer of minor units: ${returnsMinor}`);
  }
  if (closing.kind === 'cash-out' && returnsMinor === 0) {
    throw new Error('a cash-out pays a positive amount');
  }
  const wallet = returnsMinor > 0 ? await openWalletForUpdate(tx, owner) : null;
  const betsHeld = await ensureHouseAccount(tx, HOUSE_ACCOUNTS.betsHeld, owner.currency);
  const result = await ensureHouseAccount(tx, SPORTSBOOK_RESULT_ACCOUNT, owner.currency);
  const entries = [
    { accountId: betsHeld, amountMinor: -stakeMinor },
    { accountId: result, amountMinor: stakeMinor - returnsMinor },
  ];
  if (wallet) entries.push({ accountId: wallet.accountIds.real, amountMinor: returnsMinor });
  const kind = KIND[closing.kind][returnsMinor > 0 ? 'paid' : 'unpaid'];
  const id = await postTransaction(tx, kind, closing.reference, entries, { at: closing.at });
  if (wallet) markBalanceChanged(tx, owner.id);
  return id;
}
