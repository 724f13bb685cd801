import { minorToMajor, type Money } from '@touchline/betting';
import {
  bonusWageringMinor,
  stakeableMinor,
  totalMinor,
  withdrawableMinor,
  type StakeSplit,
  type WageringCounters,
  type WalletParts,
} from '@touchline/site';
import type { AccountBalances, BetCount, FullWallet, Wallet } from '@touchline/contract';
import type { Database, Queryable } from '../../db/database';
import { markBalanceChanged } from './balance-events';
import { repayDebts } from './resettlement-debt';
import { partsOf, planStake, stakeWalletOf, type StakeWallet } from './stake-plan';
import {
  countOpenBets,
  ensureHouseAccount,
  HOUSE_ACCOUNTS,
  lockWalletAccounts,
  lockWalletState,
  postTransaction,
  readWalletAccounts,
  readWalletState,
  updateWalletCounters,
  type LedgerEntry,
  type WalletPart,
} from './repository';

export interface WalletOwner {
  readonly id: number;
  readonly currency: string;
}

/** A player's wallet as the ledger has it: the three parts and the turnover counters. */
export interface WalletSnapshot {
  readonly parts: WalletParts;
  readonly counters: WageringCounters;
  /** What a resettlement left the player owing; paid back from the next credits. */
  readonly owedMinor: number;
}

/** A wallet locked for the rest of the transaction (see `openWalletForUpdate`). */
export interface LockedWallet extends WalletSnapshot, StakeWallet {
  readonly owner: WalletOwner;
}

const NO_COUNTERS: WageringCounters = { unwageredDepositsMinor: 0, bonusLeftToWagerMinor: 0 };

export async function readWallet(db: Queryable, owner: WalletOwner): Promise<WalletSnapshot> {
  // Sequential: `db` may be a transaction's single connection.
  const rows = await readWalletAccounts(db, owner.id, owner.currency);
  const state = await readWalletState(db, owner.id);
  return {
    parts: partsOf(rows),
    counters: state
      ? {
          unwageredDepositsMinor: state.unwagered_deposits_minor,
          bonusLeftToWagerMinor: state.bonus_left_to_wager_minor,
        }
      : NO_COUNTERS,
    owedMinor: state?.resettlement_debt_minor ?? 0,
  };
}

/**
 * Real money that may be withdrawn now: the real part less deposits not yet staked once
 * (site `withdrawableMinor`), less what the player owes from a resettlement.
 */
export function withdrawableOf(snapshot: WalletSnapshot): number {
  const { parts, counters, owedMinor } = snapshot;
  return Math.max(
    0,
    withdrawableMinor(parts.realMinor, counters.unwageredDepositsMinor) - owedMinor,
  );
}

/**
 * Locks the player's wallet: first the wallet-state row (every wallet change of one player queues
 * there), then the balance rows of the three parts. Call inside a transaction, before deciding.
 */
export async function openWalletForUpdate(
  tx: Queryable,
  owner: WalletOwner,
): Promise<LockedWallet> {
  const state = await lockWalletState(tx, owner.id, owner.currency);
  const rows = await lockWalletAccounts(tx, owner.id, owner.currency);
  const wallet = stakeWalletOf(rows, state);
  if (!wallet) throw new Error(`wallet accounts missing for player ${owner.id}`);
  return { owner, ...wallet, owedMinor: state.resettlement_debt_minor };
}

/**
 * Creates what a stake needs and a new player may not have yet: the wallet-state row, the part
 * accounts and the house account stakes are held on (each idempotent; one transaction).
 */
export async function ensureStakeWallet(db: Database, owner: WalletOwner): Promise<void> {
  await db.transaction(async (tx) => {
    await openWalletForUpdate(tx, owner);
    await ensureHouseAccount(tx, HOUSE_ACCOUNTS.betsHeld, owner.currency);
  });
}

// Views -----------------------------------------------------------------------------------------

/** spec shell §3 Wallet, every field; amounts in major units. */
export function fullWalletView(snapshot: WalletSnapshot, currency: string): FullWallet {
  const major = (minor: number) => minorToMajor(minor, currency);
  const { parts, counters, owedMinor } = snapshot;
  return {
    name: 'sportsbook',
    currency,
    balance: major(stakeableMinor(parts)),
    totalBalance: major(totalMinor(parts)),
    realBalance: major(parts.realMinor),
    bonusBalance: major(parts.bonusMinor),
    promoCash: major(parts.promoCashMinor),
    totalLeftToWager: major(counters.bonusLeftToWagerMinor),
    withdrawableAmount: major(withdrawableOf(snapshot)),
    ...(owedMinor > 0 ? { resettlementDebt: major(owedMinor) } : {}),
  };
}

/**
 * GET /xapi/icore/players/{username}/balance/sportsbook (spec shell §7, polled every
 * user_wallet_poll_time). Decision: the short form, the header's poll, carries name, currency,
 * balance and totalBalance only (one indexed read); includeFullBalanceDetails=true adds the parts,
 * the wagering left and the withdrawable amount.
 */
export async function sportsbookWallet(
  db: Queryable,
  owner: WalletOwner,
  options: { full?: boolean } = {},
): Promise<Wallet> {
  if (options.full) return fullWalletView(await readWallet(db, owner), owner.currency);
  const parts = partsOf(await readWalletAccounts(db, owner.id, owner.currency));
  return {
    name: 'sportsbook',
    currency: owner.currency,
    balance: minorToMajor(stakeableMinor(parts), owner.currency),
    totalBalance: minorToMajor(totalMinor(parts), owner.currency),
  };
}

/** GET {franco base}/accounts/me/balance: the player's wallets, the sportsbook one in full. */
export async function accountBalances(db: Queryable, owner: WalletOwner): Promise<AccountBalances> {
  return { wallets: [fullWalletView(await readWallet(db, owner), owner.currency)] };
}

/**
 * GET /xapi/bet/account/{accountId}/betcount. The spec says it "returns balance (number)" and is
 * named for the bet count; decision: both, the open bets and the stakeable balance.
 */
export async function betCount(db: Queryable, owner: WalletOwner): Promise<BetCount> {
  const [count, rows] = await Promise.all([
    countOpenBets(db, owner.id),
    readWalletAccounts(db, owner.id, owner.currency),
  ]);
  return {
    betCount: count,
    balance: minorToMajor(stakeableMinor(partsOf(rows)), owner.currency),
    currency: owner.currency,
  };
}

/** What a stake may draw on now (real + bonus): the betslip's availableBalance. */
export async function stakeableBalanceMinor(db: Queryable, owner: WalletOwner): Promise<number> {
  return stakeableMinor(partsOf(await readWalletAccounts(db, owner.id, owner.currency)));
}

/**
 * What a betslip is priced with: the cash its stakes may draw on (promo cash included when the
 * slip asks for it) and the promo cash free-money stakes draw on.
 */
export async function slipBalancesMinor(
  db: Queryable,
  owner: WalletOwner,
  usePromoCash: boolean,
): Promise<SlipBalances> {
  return slipBalancesOf(
    partsOf(await readWalletAccounts(db, owner.id, owner.currency)),
    usePromoCash,
  );
}

export interface SlipBalances {
  readonly availableMinor: number;
  readonly promoCashMinor: number;
}

/** What a slip is priced with, of these parts (see `slipBalancesMinor`). */
export function slipBalancesOf(parts: WalletParts, usePromoCash: boolean): SlipBalances {
  return {
    availableMinor: stakeableMinor(parts, usePromoCash),
    promoCashMinor: parts.promoCashMinor,
  };
}

// Stakes ----------------------------------------------------------------------------------------

export type StakeDebit =
  | { readonly ok: true; readonly transactionId: number; readonly split: StakeSplit }
  | { readonly ok: false; readonly availableMinor: number };

export interface StakeRequest {
  readonly amountMinor: number;
  /** The bet reference, kept on the ledger transaction. */
  readonly reference: string;
  readonly usePromoCash: boolean;
  readonly at: Date;
  /**
   * Where the stake is held until settlement: house:bets-held for a bet (default), the
   * jackpot pool for a jackpot slip (its prizes are paid from there: jackpot-postings.ts).
   */
  readonly holding?: 'bet' | 'jackpot';
}

const HOLDINGS = {
  bet: { account: HOUSE_ACCOUNTS.betsHeld, kind: 'bet-stake' },
  jackpot: { account: HOUSE_ACCOUNTS.jackpotPool, kind: 'jackpot-stake' },
} as const;

/**
 * Takes a stake from the wallet inside the caller's transaction (bet placement keeps its
 * one-transaction guarantee): locks the wallet, splits the stake over the parts (promo cash when
 * asked, then real, then bonus), moves it to the house's bets-held account, counts it against
 * the turnover counters and releases the bonus when its wagering is met. A wallet that cannot
 * cover the stake is an expected refusal, returned as a value.
 */
export async function debitStake(
  tx: Queryable,
  owner: WalletOwner,
  stake: StakeRequest,
): Promise<StakeDebit> {
  const wallet = await openWalletForUpdate(tx, owner);
  const holding = HOLDINGS[stake.holding ?? 'bet'];
  const plan = planStake(wallet, {
    amountMinor: stake.amountMinor,
    reference: stake.reference,
    usePromoCash: stake.usePromoCash,
    heldAccountId: await ensureHouseAccount(tx, holding.account, owner.currency),
    kind: holding.kind,
  });
  if (!plan.ok) return plan;
  const ids: number[] = [];
  for (const posting of plan.postings) {
    ids.push(
      await postTransaction(tx, posting.kind, posting.reference, posting.entries, { at: stake.at }),
    );
  }
  const [transactionId] = ids;
  if (transactionId === undefined) throw new Error('a stake without its posting');
  await updateWalletCounters(tx, owner.id, plan.after.counters, stake.at);
  markBalanceChanged(tx, owner.id);
  return { ok: true, transactionId, split: plan.split };
}

// Credits ---------------------------------------------------------------------------------------

/** How a credit changes the turnover counters. */
type CounterChange = (c: WageringCounters, amountMinor: number) => WageringCounters;
const unchanged: CounterChange = (c) => c;

/** Where each kind of credit comes from and goes to. */
const CREDITS = {
  deposit: {
    from: HOUSE_ACCOUNTS.cashier,
    to: 'real',
    counters: (c, m) => ({ ...c, unwageredDepositsMinor: c.unwageredDepositsMinor + m }),
  },
  // Seed data: an opening deposit made and wagered before the demo starts, so it is withdrawable.
  'opening-deposit': { from: HOUSE_ACCOUNTS.cashier, to: 'real', counters: unchanged },
  adjustment: { from: HOUSE_ACCOUNTS.adjustments, to: 'real', counters: unchanged },
  // Settlement: returns of a settled bet (winnings, voids, cash-outs) come back as real money.
  'bet-return': { from: HOUSE_ACCOUNTS.betsHeld, to: 'real', counters: unchanged },
  'promo-cash-grant': { from: HOUSE_ACCOUNTS.promotions, to: 'promoCash', counters: unchanged },
} as const satisfies Record<string, { from: string; to: WalletPart; counters: CounterChange }>;

export type CreditKind = keyof typeof CREDITS;

/** Posts a credit on a locked wallet (inside the caller's transaction); the ledger id. */
export async function postCredit(
  tx: Queryable,
  wallet: LockedWallet,
  kind: CreditKind,
  amountMinor: number,
  reference: string,
  at: Date,
): Promise<number> {
  assertPositive(amountMinor, kind);
  const credit = CREDITS[kind];
  const house = await ensureHouseAccount(tx, credit.from, wallet.owner.currency);
  const id = await postTransaction(
    tx,
    kind,
    reference,
    [
      { accountId: house, amountMinor: -amountMinor },
      { accountId: wallet.accountIds[credit.to], amountMinor },
    ],
    { at },
  );
  const next = credit.counters(wallet.counters, amountMinor);
  if (next !== wallet.counters) await updateWalletCounters(tx, wallet.owner.id, next, at);
  // Real money pays back what a resettlement left the player owing, first.
  if (credit.to === 'real') {
    await repayDebts(tx, wallet.owner.currency, [{ playerId: wallet.owner.id, reference }], at);
  }
  markBalanceChanged(tx, wallet.owner.id);
  return id;
}

/**
 * For settlement: credits a settled bet's return from the house's bets-held account to the real
 * part, inside the caller's transaction (the wallet is locked first, like every wallet change).
 */
export async function creditBetReturn(
  tx: Queryable,
  owner: WalletOwner,
  credit: { amountMinor: number; reference: string; at: Date },
): Promise<number> {
  const wallet = await openWalletForUpdate(tx, owner);
  return postCredit(tx, wallet, 'bet-return', credit.amountMinor, credit.reference, credit.at);
}

/** Pays real money out to the cashier (inside the caller's transaction, wallet locked). */
export async function postWithdrawal(
  tx: Queryable,
  wallet: LockedWallet,
  amountMinor: number,
  reference: string,
  at: Date,
): Promise<number> {
  assertPositive(amountMinor, 'withdrawal');
  const cashier = await ensureHouseAccount(tx, HOUSE_ACCOUNTS.cashier, wallet.owner.currency);
  const entries: LedgerEntry[] = [
    { accountId: wallet.accountIds.real, amountMinor: -amountMinor },
    { accountId: cashier, amountMinor },
  ];
  const id = await postTransaction(tx, 'withdrawal', reference, entries, { at });
  markBalanceChanged(tx, wallet.owner.id);
  return id;
}

function assertPositive(amountMinor: number, what: string): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`${what} must be a positive integer of minor units: ${amountMinor}`);
  }
}

function assertWalletCurrency(owner: WalletOwner, amount: Money): void {
  if (amount.currency !== owner.currency) {
    throw new Error(`amount in ${amount.currency} for a ${owner.currency} wallet`);
  }
}

async function credit(
  db: Database,
  owner: WalletOwner,
  kind: CreditKind,
  amount: Money,
  reference: string,
  at: Date,
): Promise<number> {
  assertWalletCurrency(owner, amount);
  return db.transaction(async (tx) =>
    postCredit(tx, await openWalletForUpdate(tx, owner), kind, amount.minor, reference, at),
  );
}

/**
 * A deposit from the house cashier into the real part, posted by the operator (tests, back
 * office): it counts as deposited money for the withdrawal rule but bypasses the demo cashier's
 * checks (per-transaction range, deposit limits, idempotency) — players deposit through
 * `cashierDeposit`.
 */
export function deposit(
  db: Database,
  owner: WalletOwner,
  amount: Money,
  reference: string,
  at: Date = new Date(),
): Promise<number> {
  return credit(db, owner, 'deposit', amount, reference, at);
}

/**
 * Seed data (README "Seed data"): a player's opening deposit, treated as already wagered once so
 * the demo money is withdrawable at once; it counts against no deposit limit.
 */
export function openingDeposit(
  db: Database,
  owner: WalletOwner,
  amount: Money,
  reference: string,
  at: Date = new Date(),
): Promise<number> {
  return credit(db, owner, 'opening-deposit', amount, reference, at);
}

/** An operator credit of real money that is not a deposit (seed money, goodwill): withdrawable. */
export function creditAdjustment(
  db: Database,
  owner: WalletOwner,
  amount: Money,
  reference: string,
  at: Date = new Date(),
): Promise<number> {
  return credit(db, owner, 'adjustment', amount, reference, at);
}

/** Promo cash: stakeable with `usePromoCash`, never withdrawable. */
export function grantPromoCash(
  db: Database,
  owner: WalletOwner,
  amount: Money,
  reference: string,
  at: Date = new Date(),
): Promise<number> {
  return credit(db, owner, 'promo-cash-grant', amount, reference, at);
}

/**
 * A bonus into the bonus part, adding multiplier × amount to the wagering left
 * (totalLeftToWager); it turns into real money once that reaches zero (see `debitStake`).
 */
export async function grantBonus(
  db: Database,
  owner: WalletOwner,
  amount: Money,
  options: { reference: string; wageringMultiplier?: number; at?: Date },
): Promise<number> {
  assertWalletCurrency(owner, amount);
  assertPositive(amount.minor, 'bonus');
  const wagering = bonusWageringMinor(amount.minor, options.wageringMultiplier);
  const at = options.at ?? new Date();
  return db.transaction(async (tx) => {
    const wallet = await openWalletForUpdate(tx, owner);
    const promotions = await ensureHouseAccount(tx, HOUSE_ACCOUNTS.promotions, owner.currency);
    const id = await postTransaction(
      tx,
      'bonus-grant',
      options.reference,
      [
        { accountId: promotions, amountMinor: -amount.minor },
        { accountId: wallet.accountIds.bonus, amountMinor: amount.minor },
      ],
      { at },
    );
    await updateWalletCounters(
      tx,
      owner.id,
      {
        ...wallet.counters,
        bonusLeftToWagerMinor: wallet.counters.bonusLeftToWagerMinor + wagering,
      },
      at,
    );
    markBalanceChanged(tx, owner.id);
    return id;
  });
}
