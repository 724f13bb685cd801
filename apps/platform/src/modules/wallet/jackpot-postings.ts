import type { Queryable } from '../../db/database';
import { ensureHouseAccount, HOUSE_ACCOUNTS, postTransaction } from './repository';
import { repayDebts } from './resettlement-debt';
import { openWalletForUpdate, type WalletOwner } from './service';

export interface JackpotPayout {
  readonly owner: WalletOwner;
  readonly amountMinor: number;
}

export interface JackpotSettlementPosting {
  readonly currency: string;
  /** What each winning player is paid (one entry per player; zero amounts are left out). */
  readonly payouts: readonly JackpotPayout[];
  /** The operator's share, moved to house:jackpot-result. */
  readonly houseMinor: number;
  /** The round's key, kept on the ledger transaction. */
  readonly reference: string;
  readonly at: Date;
}

/**
 * Settles one jackpot round in one currency in the ledger, inside the caller's transaction (the
 * caller holds the round's lock, so this runs once): one balanced transaction takes the prizes
 * and the operator share out of house:jackpot-pool, where placement held the stakes
 * (`debitStake` with holding 'jackpot'); the rollover simply stays there. Winners' wallets are
 * locked in player-id order (house accounts keep no cached balance to lock). Null when nothing
 * moves (no stakes and no winner).
 */
export async function postJackpotSettlement(
  tx: Queryable,
  posting: JackpotSettlementPosting,
): Promise<number | null> {
  const { currency, houseMinor } = posting;
  const payouts = posting.payouts.filter((p) => p.amountMinor !== 0);
  for (const p of payouts) {
    if (!Number.isSafeInteger(p.amountMinor) || p.amountMinor < 0) {
      throw new Error(`a jackpot prize must be a non-negative integer: ${p.amountMinor}`);
    }
    if (p.owner.currency !== currency) throw new Error('a jackpot prize in another currency');
  }
  if (!Number.isSafeInteger(houseMinor) || houseMinor < 0) {
    throw new Error(`the jackpot house share must be a non-negative integer: ${houseMinor}`);
  }
  const paid = payouts.reduce((sum, p) => sum + p.amountMinor, 0);
  if (paid + houseMinor === 0) return null;
  const wallets = [];
  for (const p of [...payouts].sort((a, b) => a.owner.id - b.owner.id)) {
    wallets.push({ wallet: await openWalletForUpdate(tx, p.owner), amountMinor: p.amountMinor });
  }
  const pool = await ensureHouseAccount(tx, HOUSE_ACCOUNTS.jackpotPool, currency);
  const result = await ensureHouseAccount(tx, HOUSE_ACCOUNTS.jackpotResult, currency);
  const entries = [
    { accountId: pool, amountMinor: -(paid + houseMinor) },
    { accountId: result, amountMinor: houseMinor },
    ...wallets.map((w) => ({ accountId: w.wallet.accountIds.real, amountMinor: w.amountMinor })),
  ];
  const id = await postTransaction(tx, 'jackpot-settlement', posting.reference, entries, {
    at: posting.at,
  });
  // A winner who owes from a resettlement pays it back from the prize first.
  await repayDebts(
    tx,
    currency,
    wallets.map((w) => ({ playerId: w.wallet.owner.id, reference: posting.reference })),
    posting.at,
  );
  return id;
}
