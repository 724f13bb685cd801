import type { Queryable } from '../../db/database';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  HOUSE_ACCOUNTS,
  lockBalance,
  lockPlayerAccounts,
  lockWalletState,
  lockWalletStates,
  PLAYER_ACCOUNTS,
  postTransaction,
  postTransactions,
  readTransactionEntries,
  type LedgerEntry,
} from './repository';
import { markBalanceChanged } from './balance-events';
import {
  recordDebtIncurred,
  repayDebts,
  RESETTLEMENT_SHORTFALL_ACCOUNT,
} from './resettlement-debt';
import { openWalletForUpdate, type WalletOwner } from './service';

export { RESETTLEMENT_SHORTFALL_ACCOUNT };

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

/** A settled bet's closing among many (`postBetClosings`). */
export interface SettlementClosing {
  readonly owner: WalletOwner;
  readonly stakeMinor: number;
  readonly returnsMinor: number;
  /** Parlay extra winnings paid on top (real money, from house:promotions). */
  readonly extraWinningsMinor: number;
  /** Part of the returns paid back into promo cash (a void bet's free-money stake). */
  readonly promoRefundMinor?: number;
  readonly reference: string;
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
  const entries = closingEntries(
    { betsHeld, result, promotions: null, real: wallet?.accountIds.real ?? null },
    { stakeMinor, returnsMinor, extraWinningsMinor: 0 },
  );
  const kind = KIND[closing.kind][returnsMinor > 0 ? 'paid' : 'unpaid'];
  const id = await postTransaction(tx, kind, closing.reference, entries, { at: closing.at });
  if (wallet) {
    await repayDebts(
      tx,
      owner.currency,
      [{ playerId: owner.id, reference: closing.reference }],
      closing.at,
    );
    markBalanceChanged(tx, owner.id);
  }
  return id;
}

function checkRefund(returnsMinor: number, refundMinor = 0): void {
  if (!Number.isSafeInteger(refundMinor) || refundMinor < 0 || refundMinor > returnsMinor) {
    throw new Error(`a promo refund must be within the returns: ${refundMinor}`);
  }
}

function checkAmounts(stakeMinor: number, returnsMinor: number, extraMinor: number): void {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) {
    throw new Error(`bet stake must be a positive integer of minor units: ${stakeMinor}`);
  }
  for (const [what, amount] of [
    ['returns', returnsMinor],
    ['extra winnings', extraMinor],
  ] as const) {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new Error(`bet ${what} must be a non-negative integer of minor units: ${amount}`);
    }
  }
}

/**
 * The entries of a bet's closing: house:bets-held −stake, house:sportsbook-result +(stake −
 * returns), the player's real part +(returns + extra winnings), house:promotions −extra.
 */
function closingEntries(
  accounts: {
    betsHeld: number;
    result: number;
    promotions: number | null;
    real: number | null;
    promoCash?: number | null;
  },
  amounts: {
    stakeMinor: number;
    returnsMinor: number;
    extraWinningsMinor: number;
    promoRefundMinor?: number;
  },
): LedgerEntry[] {
  const { stakeMinor, returnsMinor, extraWinningsMinor } = amounts;
  const refund = amounts.promoRefundMinor ?? 0;
  const paid = returnsMinor + extraWinningsMinor - refund;
  const entries: LedgerEntry[] = [
    { accountId: accounts.betsHeld, amountMinor: -stakeMinor },
    { accountId: accounts.result, amountMinor: stakeMinor - returnsMinor },
  ];
  if (paid > 0) {
    if (accounts.real === null) throw new Error('a paid closing needs the player real account');
    entries.push({ accountId: accounts.real, amountMinor: paid });
  }
  if (refund > 0) {
    if (!accounts.promoCash) throw new Error('a promo refund needs the player promo account');
    entries.push({ accountId: accounts.promoCash, amountMinor: refund });
  }
  if (extraWinningsMinor > 0) {
    if (accounts.promotions === null) throw new Error('extra winnings need house:promotions');
    entries.push({ accountId: accounts.promotions, amountMinor: -extraWinningsMinor });
  }
  return entries;
}

interface HouseAccounts {
  readonly betsHeld: number;
  readonly result: number;
  readonly promotions: number;
  readonly shortfall: number;
}

/**
 * The house accounts of bet closings in one currency (created when missing). Nothing is locked:
 * house accounts keep no cached balance (migration 0013), so closings share no row.
 */
async function houseAccounts(tx: Queryable, currency: string): Promise<HouseAccounts> {
  return {
    betsHeld: await ensureHouseAccount(tx, HOUSE_ACCOUNTS.betsHeld, currency),
    result: await ensureHouseAccount(tx, SPORTSBOOK_RESULT_ACCOUNT, currency),
    promotions: await ensureHouseAccount(tx, HOUSE_ACCOUNTS.promotions, currency),
    shortfall: await ensureHouseAccount(tx, RESETTLEMENT_SHORTFALL_ACCOUNT, currency),
  };
}

/**
 * The real-part account of every player to be paid, each wallet locked: the wallet-state rows
 * first, all in player-id order (the lock every wallet change takes first, so no transaction
 * waits on these crosswise), then the real balance rows in account-id order. Rows missing (a
 * player never locked or credited before) are created one by one after.
 */
/** The `name` part accounts of players whose wallets are locked, created when missing. */
async function lockPartAccounts(
  tx: Queryable,
  playerIds: readonly number[],
  name: string,
  currency: string,
): Promise<Map<number, number>> {
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const accounts = await lockPlayerAccounts(tx, ids, name, currency);
  for (const id of ids) {
    if (accounts.has(id)) continue;
    const accountId = await ensurePlayerAccount(tx, id, currency, name);
    await lockBalance(tx, accountId);
    accounts.set(id, accountId);
  }
  return accounts;
}

async function lockRealAccounts(
  tx: Queryable,
  playerIds: readonly number[],
  currency: string,
): Promise<Map<number, number>> {
  const ids = [...new Set(playerIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const locked = new Set(await lockWalletStates(tx, ids));
  for (const id of ids) if (!locked.has(id)) await lockWalletState(tx, id, currency);
  const real = await lockPlayerAccounts(tx, ids, PLAYER_ACCOUNTS.real, currency);
  for (const id of ids) {
    if (real.has(id)) continue;
    const accountId = await ensurePlayerAccount(tx, id, currency);
    await lockBalance(tx, accountId);
    real.set(id, accountId);
  }
  return real;
}

/**
 * Closes many settled bets in the ledger inside the caller's transaction (the caller holds their
 * row locks): one balanced ledger transaction per bet, as `postBetClosing` books it, plus the
 * parlay extra winnings (real money from house:promotions). Written with a handful of statements
 * whatever the number of bets; every paid player is told after commit. Ids in the order given.
 */
export async function postBetClosings(
  tx: Queryable,
  closings: readonly SettlementClosing[],
  at: Date,
): Promise<number[]> {
  if (closings.length === 0) return [];
  for (const c of closings) {
    checkAmounts(c.stakeMinor, c.returnsMinor, c.extraWinningsMinor);
    checkRefund(c.returnsMinor, c.promoRefundMinor);
  }
  const currencies = [...new Set(closings.map((c) => c.owner.currency))].sort();
  const realByCurrency = new Map<string, Map<number, number>>();
  for (const currency of currencies) {
    const paid = closings.filter(
      (c) => c.owner.currency === currency && c.returnsMinor + c.extraWinningsMinor > 0,
    );
    realByCurrency.set(
      currency,
      await lockRealAccounts(
        tx,
        paid.map((c) => c.owner.id),
        currency,
      ),
    );
  }
  // A void free-money stake goes back to promo cash: those players' promo rows too (their
  // wallets are locked above, as they are paid).
  const promoByCurrency = new Map<string, Map<number, number>>();
  for (const currency of currencies) {
    const refunded = closings.filter(
      (c) => c.owner.currency === currency && (c.promoRefundMinor ?? 0) > 0,
    );
    promoByCurrency.set(
      currency,
      await lockPartAccounts(
        tx,
        refunded.map((c) => c.owner.id),
        PLAYER_ACCOUNTS.promoCash,
        currency,
      ),
    );
  }
  const houseByCurrency = new Map<string, HouseAccounts>();
  for (const currency of currencies)
    houseByCurrency.set(currency, await houseAccounts(tx, currency));
  const transactions = closings.map((c) => {
    const house = houseByCurrency.get(c.owner.currency);
    if (!house) throw new Error(`house accounts missing for ${c.owner.currency}`);
    const paid = c.returnsMinor + c.extraWinningsMinor > 0;
    const real = paid ? (realByCurrency.get(c.owner.currency)?.get(c.owner.id) ?? null) : null;
    const promoCash = promoByCurrency.get(c.owner.currency)?.get(c.owner.id) ?? null;
    return {
      kind: KIND.settlement[paid ? 'paid' : 'unpaid'],
      reference: c.reference,
      entries: closingEntries({ ...house, real, promoCash }, c),
    };
  });
  const ids = await postTransactions(tx, transactions, { at });
  // Paid players who owe from an earlier resettlement pay it back first (one read per currency).
  for (const currency of currencies) {
    const paid = closings.filter(
      (c) => c.owner.currency === currency && c.returnsMinor + c.extraWinningsMinor > 0,
    );
    await repayDebts(
      tx,
      currency,
      paid.map((c) => ({ playerId: c.owner.id, reference: c.reference })),
      at,
    );
  }
  for (const c of closings) {
    if (c.returnsMinor + c.extraWinningsMinor > 0) markBalanceChanged(tx, c.owner.id);
  }
  return ids;
}

/** One entry per account, with the sum of its amounts. */
function netted(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const sums = new Map<number, number>();
  for (const e of entries) sums.set(e.accountId, (sums.get(e.accountId) ?? 0) + e.amountMinor);
  return [...sums].map(([accountId, amountMinor]) => ({ accountId, amountMinor }));
}

export interface Resettlement {
  readonly owner: WalletOwner;
  /** The bet's closing ledger transaction, reversed entry by entry. */
  readonly closingTransactionId: number;
  /** The new closing when the bet's legs still decide it; null when it goes back to open. */
  readonly closing: Omit<SettlementClosing, 'owner' | 'reference'> | null;
  readonly reference: string;
  readonly at: Date;
}

/**
 * Resettles a bet in the ledger inside the caller's transaction (the caller holds the bet's row
 * lock): the old closing is reversed by a new transaction of opposite entries (past rows are never
 * edited) and the new closing, if any, posted with it in one statement, so the player's real
 * balance only has to cover the net. What it cannot cover goes to house:resettlement-shortfall
 * and becomes the player's debt (decision: a player balance never goes below zero; the debt is
 * paid back from the player's next credits, `repayDebts`).
 */
export async function postBetResettlement(
  tx: Queryable,
  resettlement: Resettlement,
): Promise<{ reversalId: number; closingId: number | null; shortfallMinor: number }> {
  const { owner, closing } = resettlement;
  if (closing) {
    checkAmounts(closing.stakeMinor, closing.returnsMinor, closing.extraWinningsMinor);
    checkRefund(closing.returnsMinor, closing.promoRefundMinor);
  }
  const wallet = await openWalletForUpdate(tx, owner);
  const house = await houseAccounts(tx, owner.currency);
  const old = await readTransactionEntries(tx, resettlement.closingTransactionId);
  if (old.length === 0)
    throw new Error(`closing ${resettlement.closingTransactionId} has no entries`);
  const reversal = old.map((e) => ({ accountId: e.accountId, amountMinor: -e.amountMinor }));
  const { real, promoCash } = wallet.accountIds;
  const newEntries = closing ? closingEntries({ ...house, real, promoCash }, closing) : [];
  const moveOf = (account: number, entries: readonly LedgerEntry[]) =>
    entries.filter((e) => e.accountId === account).reduce((s, e) => s + e.amountMinor, 0);
  const realMove = (entries: readonly LedgerEntry[]) => moveOf(real, entries);
  // Promo cash refunded by the old closing and spent since: the rest comes from real money.
  const promoDeficit = -(
    wallet.parts.promoCashMinor +
    moveOf(promoCash, reversal) +
    moveOf(promoCash, newEntries)
  );
  if (promoDeficit > 0) {
    reversal.push(
      { accountId: promoCash, amountMinor: promoDeficit },
      { accountId: real, amountMinor: -promoDeficit },
    );
  }
  const shortfallMinor = Math.max(
    0,
    -(wallet.parts.realMinor + realMove(reversal) + realMove(newEntries)),
  );
  if (shortfallMinor > 0) {
    reversal.push(
      { accountId: real, amountMinor: shortfallMinor },
      { accountId: house.shortfall, amountMinor: -shortfallMinor },
    );
  }
  const transactions = [
    { kind: 'bet-resettlement', reference: resettlement.reference, entries: netted(reversal) },
  ];
  if (closing) {
    const paid = closing.returnsMinor + closing.extraWinningsMinor > 0;
    transactions.push({
      kind: KIND.settlement[paid ? 'paid' : 'unpaid'],
      reference: resettlement.reference,
      entries: newEntries,
    });
  }
  const [reversalId, closingId] = await postTransactions(tx, transactions, {
    at: resettlement.at,
  });
  if (reversalId === undefined) throw new Error('resettlement posted nothing');
  const moved = (account: number) => moveOf(account, reversal) + moveOf(account, newEntries);
  const credit = { playerId: owner.id, reference: resettlement.reference };
  // The player now owes what the balance could not give back; a resettlement that pays the
  // player more pays back an earlier debt first.
  if (shortfallMinor > 0) {
    await recordDebtIncurred(tx, {
      ...credit,
      currency: owner.currency,
      amountMinor: shortfallMinor,
      ledgerTransactionId: reversalId,
      at: resettlement.at,
    });
  } else if (moved(real) > 0) {
    await repayDebts(tx, owner.currency, [credit], resettlement.at);
  }
  if (moved(real) !== 0 || moved(promoCash) !== 0) markBalanceChanged(tx, owner.id);
  return { reversalId, closingId: closingId ?? null, shortfallMinor };
}
