import type { DepositLimitPeriod } from '@touchline/site';
import type { Queryable } from '../../db/database';

/** Ledger account names. A player's sportsbook wallet has real, bonus and promo-cash parts. */
export const PLAYER_ACCOUNTS = {
  real: 'sportsbook:real',
  bonus: 'sportsbook:bonus',
  promoCash: 'sportsbook:promo-cash',
} as const;
export type WalletPart = keyof typeof PLAYER_ACCOUNTS;
export const WALLET_PARTS: readonly WalletPart[] = ['real', 'bonus', 'promoCash'];

/** House accounts may go negative: the cashier account is where deposits come from. */
export const HOUSE_ACCOUNTS = {
  cashier: 'house:cashier',
  betsHeld: 'house:bets-held',
  /** Where bonuses and promo cash are paid from. */
  promotions: 'house:promotions',
  /** Operator credits that are not deposits (seed money, goodwill). */
  adjustments: 'house:adjustments',
  /** Jackpot stakes not yet paid out, and the rollovers carried to the next rounds. */
  jackpotPool: 'house:jackpot-pool',
  /** The operator's share of jackpot stakes. */
  jackpotResult: 'house:jackpot-result',
} as const;

export interface LedgerEntry {
  readonly accountId: number;
  readonly amountMinor: number;
}

async function ensureAccount(
  tx: Queryable,
  playerId: number | null,
  name: string,
  currency: string,
): Promise<number> {
  const existing = await tx.query<{ id: number }>(
    `SELECT id FROM ledger_accounts
      WHERE player_id IS NOT DISTINCT FROM $1 AND name = $2 AND currency = $3`,
    [playerId, name, currency],
  );
  if (existing[0]) return existing[0].id;
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO ledger_accounts (player_id, name, currency) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING id`,
    [playerId, name, currency],
  );
  if (created) {
    // allow_negative is derived by the database from the account (migration 0006): house
    // accounts may go below zero, player accounts never.
    await tx.query('INSERT INTO ledger_balances (account_id) VALUES ($1)', [created.id]);
    return created.id;
  }
  // Another transaction created it concurrently.
  return ensureAccount(tx, playerId, name, currency);
}

export const ensurePlayerAccount = (
  tx: Queryable,
  playerId: number,
  currency: string,
  name: string = PLAYER_ACCOUNTS.real,
): Promise<number> => ensureAccount(tx, playerId, name, currency);

export const ensureHouseAccount = (
  tx: Queryable,
  name: string,
  currency: string,
): Promise<number> => ensureAccount(tx, null, name, currency);

/** Locks an account's balance row for the rest of the transaction and returns the balance. */
export async function lockBalance(tx: Queryable, accountId: number): Promise<number> {
  const [row] = await tx.query<{ balance_minor: number }>(
    'SELECT balance_minor FROM ledger_balances WHERE account_id = $1 FOR UPDATE',
    [accountId],
  );
  if (!row) throw new Error(`ledger balance row missing for account ${accountId}`);
  return row.balance_minor;
}

export async function readPlayerBalance(
  db: Queryable,
  playerId: number,
  currency: string,
  name: string = PLAYER_ACCOUNTS.real,
): Promise<number> {
  const [row] = await db.query<{ balance_minor: number }>(
    `SELECT b.balance_minor FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
      WHERE a.player_id = $1 AND a.name = $2 AND a.currency = $3`,
    [playerId, name, currency],
  );
  return row?.balance_minor ?? 0;
}

export interface WalletAccountRow {
  account_id: number;
  name: string;
  balance_minor: number;
}

const PART_NAMES = WALLET_PARTS.map((p) => PLAYER_ACCOUNTS[p]);

/** The player's wallet-part accounts with their balances (missing parts are absent). */
export function readWalletAccounts(
  db: Queryable,
  playerId: number,
  currency: string,
): Promise<WalletAccountRow[]> {
  return db.query<WalletAccountRow>(
    `SELECT a.id AS account_id, a.name, b.balance_minor
       FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
      WHERE a.player_id = $1 AND a.currency = $2 AND a.name = ANY($3::text[])`,
    [playerId, currency, PART_NAMES],
  );
}

/**
 * Locks the balance rows of every wallet part (created when missing), in account-id order so
 * that two transactions never wait on each other's rows crosswise.
 */
export async function lockWalletAccounts(
  tx: Queryable,
  playerId: number,
  currency: string,
): Promise<WalletAccountRow[]> {
  const lock = () =>
    tx.query<WalletAccountRow>(
      `SELECT a.id AS account_id, a.name, b.balance_minor
         FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
        WHERE a.player_id = $1 AND a.currency = $2 AND a.name = ANY($3::text[])
        ORDER BY a.id
          FOR UPDATE OF b`,
      [playerId, currency, PART_NAMES],
    );
  const rows = await lock();
  if (rows.length === PART_NAMES.length) return rows;
  for (const name of PART_NAMES) {
    if (!rows.some((r) => r.name === name)) await ensureAccount(tx, playerId, name, currency);
  }
  return lock();
}

export interface PostOptions {
  /** The platform clock's time for the transaction (defaults to the database's now()). */
  readonly at?: Date;
}

/**
 * Appends one balanced transaction. The database moves the cached balances from the inserted
 * entries (a trigger, migration 0006: nothing else may change them), checks that the entries sum
 * to zero (at commit) and that no player balance goes below zero.
 */
export async function postTransaction(
  tx: Queryable,
  kind: string,
  reference: string | null,
  entries: readonly LedgerEntry[],
  options: PostOptions = {},
): Promise<number> {
  const moving = entries.filter((e) => e.amountMinor !== 0);
  const sum = moving.reduce((s, e) => s + e.amountMinor, 0);
  if (sum !== 0 || moving.length < 2) throw new Error(`unbalanced ledger transaction ${kind}`);
  const [txRow] = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (kind, reference, created_at)
     VALUES ($1, $2, coalesce($3::timestamptz, now())) RETURNING id`,
    [kind, reference, options.at ?? null],
  );
  if (!txRow) throw new Error('ledger transaction insert returned nothing');
  const payload = JSON.stringify(moving.map((e) => ({ a: e.accountId, m: e.amountMinor })));
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at)
     SELECT $1, a, m, coalesce($3::timestamptz, now())
       FROM jsonb_to_recordset($2::jsonb) AS x(a bigint, m bigint)`,
    [txRow.id, payload, options.at ?? null],
  );
  return txRow.id;
}

export interface NewLedgerTransaction {
  readonly kind: string;
  readonly reference: string | null;
  readonly entries: readonly LedgerEntry[];
}

/**
 * Appends many balanced transactions with three statements whatever their number (settlement at
 * volume): their ids drawn from the sequence first, so each caller's transaction keeps its id
 * without relying on RETURNING's order, then one multi-row INSERT of the transactions and one of
 * all their entries. The balance trigger runs once for the whole INSERT and adds each account's
 * net sum, so a balance that only the net keeps at zero or above (a resettlement's reversal and
 * new closing posted together) passes. Ids in the order given.
 */
export async function postTransactions(
  tx: Queryable,
  transactions: readonly NewLedgerTransaction[],
  options: PostOptions = {},
): Promise<number[]> {
  if (transactions.length === 0) return [];
  const moving = transactions.map((t) => {
    const entries = t.entries.filter((e) => e.amountMinor !== 0);
    const sum = entries.reduce((s, e) => s + e.amountMinor, 0);
    if (sum !== 0 || entries.length < 2) throw new Error(`unbalanced ledger transaction ${t.kind}`);
    return entries;
  });
  const idRows = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::bigint AS id
       FROM generate_series(1, $1::int)`,
    [transactions.length],
  );
  const ids = idRows.map((r) => r.id);
  if (ids.length !== transactions.length) throw new Error('ledger ids: the sequence fell short');
  await tx.query(
    `INSERT INTO ledger_transactions (id, kind, reference, created_at)
     SELECT id, kind, reference, coalesce($2::timestamptz, now())
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, kind text, reference text)`,
    [
      JSON.stringify(
        transactions.map((t, i) => ({ id: ids[i], kind: t.kind, reference: t.reference })),
      ),
      options.at ?? null,
    ],
  );
  const entries = moving.flatMap((list, i) =>
    list.map((e) => ({ t: ids[i], a: e.accountId, m: e.amountMinor })),
  );
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at)
     SELECT t, a, m, coalesce($2::timestamptz, now())
       FROM jsonb_to_recordset($1::jsonb) AS x(t bigint, a bigint, m bigint)`,
    [JSON.stringify(entries), options.at ?? null],
  );
  return ids;
}

/** The entries of one ledger transaction (a resettlement reverses them). */
export function readTransactionEntries(
  db: Queryable,
  transactionId: number,
): Promise<LedgerEntry[]> {
  return db.query<LedgerEntry>(
    `SELECT account_id AS "accountId", amount_minor AS "amountMinor"
       FROM ledger_entries WHERE transaction_id = $1 ORDER BY id`,
    [transactionId],
  );
}

/**
 * Locks the wallet-state rows of many players at once, in player-id order (the wallet lock every
 * change of one player takes first). The players whose row exists; the caller creates the rest.
 */
export async function lockWalletStates(
  tx: Queryable,
  playerIds: readonly number[],
): Promise<number[]> {
  const rows = await tx.query<{ player_id: number }>(
    `SELECT player_id FROM wallet_states WHERE player_id = ANY($1::bigint[])
      ORDER BY player_id FOR UPDATE`,
    [playerIds],
  );
  return rows.map((r) => r.player_id);
}

/**
 * Locks the balance rows of many players' accounts of one name and currency, in account-id order;
 * the account id per player found (missing accounts are absent).
 */
export async function lockPlayerAccounts(
  tx: Queryable,
  playerIds: readonly number[],
  name: string,
  currency: string,
): Promise<Map<number, number>> {
  const rows = await tx.query<{ player_id: number; account_id: number }>(
    `SELECT a.player_id, a.id AS account_id
       FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
      WHERE a.player_id = ANY($1::bigint[]) AND a.name = $2 AND a.currency = $3
      ORDER BY a.id
        FOR UPDATE OF b`,
    [playerIds, name, currency],
  );
  return new Map(rows.map((r) => [r.player_id, r.account_id]));
}

// Wallet state ----------------------------------------------------------------------------------

export interface WalletStateRow {
  player_id: number;
  currency: string;
  unwagered_deposits_minor: number;
  bonus_left_to_wager_minor: number;
  /** What a resettlement left the player owing (migration 0023; `resettlement-debt.ts`). */
  resettlement_debt_minor: number;
}

const STATE_COLUMNS =
  'player_id, currency, unwagered_deposits_minor, bonus_left_to_wager_minor, resettlement_debt_minor';

export async function readWalletState(
  db: Queryable,
  playerId: number,
): Promise<WalletStateRow | null> {
  const [row] = await db.query<WalletStateRow>(
    `SELECT ${STATE_COLUMNS} FROM wallet_states WHERE player_id = $1`,
    [playerId],
  );
  return row ?? null;
}

/**
 * The wallet lock: every change to a player's wallet takes this row first, so one player's
 * stakes, withdrawals and deposits run one after another. Creates the row on first use.
 */
export async function lockWalletState(
  tx: Queryable,
  playerId: number,
  currency: string,
): Promise<WalletStateRow> {
  const lock = () =>
    tx.query<WalletStateRow>(
      `SELECT ${STATE_COLUMNS} FROM wallet_states WHERE player_id = $1 FOR UPDATE`,
      [playerId],
    );
  let [row] = await lock();
  if (!row) {
    await tx.query(
      `INSERT INTO wallet_states (player_id, currency) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [playerId, currency],
    );
    [row] = await lock();
  }
  if (!row) throw new Error(`wallet state missing for player ${playerId}`);
  if (row.currency !== currency) {
    throw new Error(`wallet of player ${playerId} is in ${row.currency}, not ${currency}`);
  }
  return row;
}

export async function updateWalletCounters(
  tx: Queryable,
  playerId: number,
  counters: { unwageredDepositsMinor: number; bonusLeftToWagerMinor: number },
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE wallet_states
        SET unwagered_deposits_minor = $2, bonus_left_to_wager_minor = $3, updated_at = $4
      WHERE player_id = $1`,
    [playerId, counters.unwageredDepositsMinor, counters.bonusLeftToWagerMinor, at],
  );
}

/**
 * Self-exclusion (responsible gambling): deposits not yet staked are no longer held back from
 * the withdrawable amount, so an excluded player can take all their real money out. Takes the
 * wallet lock, so call it before locking the player row (deposits lock wallet, then player).
 */
export async function releaseDepositHold(tx: Queryable, playerId: number, at: Date): Promise<void> {
  await tx.query(
    `UPDATE wallet_states SET unwagered_deposits_minor = 0, updated_at = $2
      WHERE player_id = $1 AND unwagered_deposits_minor <> 0`,
    [playerId, at],
  );
}

// Cashier -----------------------------------------------------------------------------------------

export interface CashierTransactionRow {
  id: number;
  player_id: number;
  kind: 'deposit' | 'withdrawal';
  status: 'completed';
  method: string;
  currency: string;
  amount_minor: number;
  request_hash: string;
  ledger_transaction_id: number;
  created_at: Date | string;
}

const CASHIER_COLUMNS = `id, player_id, kind, status, method, currency, amount_minor, request_hash,
  ledger_transaction_id, created_at`;

export async function findCashierTransactionByKey(
  tx: Queryable,
  playerId: number,
  idempotencyKey: string,
): Promise<CashierTransactionRow | null> {
  const [row] = await tx.query<CashierTransactionRow>(
    `SELECT ${CASHIER_COLUMNS} FROM cashier_transactions
      WHERE player_id = $1 AND idempotency_key = $2`,
    [playerId, idempotencyKey],
  );
  return row ?? null;
}

export interface NewCashierTransaction {
  playerId: number;
  kind: 'deposit' | 'withdrawal';
  method: string;
  currency: string;
  amountMinor: number;
  idempotencyKey: string;
  requestHash: string;
  ledgerTransactionId: number;
  at: Date;
}

export async function insertCashierTransaction(
  tx: Queryable,
  t: NewCashierTransaction,
): Promise<CashierTransactionRow> {
  const [row] = await tx.query<CashierTransactionRow>(
    `INSERT INTO cashier_transactions (player_id, kind, method, currency, amount_minor,
                                       idempotency_key, request_hash, ledger_transaction_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${CASHIER_COLUMNS}`,
    [
      t.playerId,
      t.kind,
      t.method,
      t.currency,
      t.amountMinor,
      t.idempotencyKey,
      t.requestHash,
      t.ledgerTransactionId,
      t.at,
    ],
  );
  if (!row) throw new Error('cashier transaction insert returned nothing');
  return row;
}

/** Cashier deposits in each rolling window `(from[period], now]`. */
export async function sumDepositWindows(
  db: Queryable,
  playerId: number,
  from: Readonly<Record<DepositLimitPeriod, Date>>,
  now: Date,
): Promise<Record<DepositLimitPeriod, number>> {
  const [row] = await db.query<Record<DepositLimitPeriod, number>>(
    `SELECT coalesce(sum(amount_minor) FILTER (WHERE created_at > $2::timestamptz), 0)::bigint AS daily,
            coalesce(sum(amount_minor) FILTER (WHERE created_at > $3::timestamptz), 0)::bigint AS weekly,
            coalesce(sum(amount_minor) FILTER (WHERE created_at > $4::timestamptz), 0)::bigint AS monthly
       FROM cashier_transactions
      WHERE player_id = $1 AND kind = 'deposit' AND created_at > least($2::timestamptz, $3::timestamptz, $4::timestamptz)
        AND created_at <= $5::timestamptz`,
    [playerId, from.daily, from.weekly, from.monthly, now],
  );
  return row ?? { daily: 0, weekly: 0, monthly: 0 };
}

// Deposit limits ----------------------------------------------------------------------------------

export interface DepositLimitRow {
  period: DepositLimitPeriod;
  currency: string;
  limit_minor: number | null;
  pending_limit_minor: number | null;
  pending_effective_at: Date | string | null;
}

export function readDepositLimits(db: Queryable, playerId: number): Promise<DepositLimitRow[]> {
  return db.query<DepositLimitRow>(
    `SELECT period, currency, limit_minor, pending_limit_minor, pending_effective_at
       FROM deposit_limits WHERE player_id = $1`,
    [playerId],
  );
}

export async function upsertDepositLimit(
  tx: Queryable,
  playerId: number,
  row: {
    period: DepositLimitPeriod;
    currency: string;
    limitMinor: number | null;
    pending: { limitMinor: number | null; effectiveAt: Date } | null;
  },
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO deposit_limits (player_id, period, currency, limit_minor, pending_limit_minor,
                                 pending_effective_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (player_id, period) DO UPDATE SET
       currency = EXCLUDED.currency, limit_minor = EXCLUDED.limit_minor,
       pending_limit_minor = EXCLUDED.pending_limit_minor,
       pending_effective_at = EXCLUDED.pending_effective_at, updated_at = EXCLUDED.updated_at`,
    [
      playerId,
      row.period,
      row.currency,
      row.limitMinor,
      row.pending?.limitMinor ?? null,
      row.pending?.effectiveAt ?? null,
      at,
    ],
  );
}

export async function insertDepositLimitChange(
  tx: Queryable,
  change: {
    playerId: number;
    period: DepositLimitPeriod;
    currency: string;
    previousLimitMinor: number | null;
    requestedLimitMinor: number | null;
    outcome: 'immediate' | 'delayed' | 'unchanged';
    effectiveAt: Date;
    requestedAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO deposit_limit_changes (player_id, period, currency, previous_limit_minor,
                                        requested_limit_minor, outcome, effective_at, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      change.playerId,
      change.period,
      change.currency,
      change.previousLimitMinor,
      change.requestedLimitMinor,
      change.outcome,
      change.effectiveAt,
      change.requestedAt,
    ],
  );
}

// Statement ---------------------------------------------------------------------------------------

export interface WalletTransactionRow {
  id: number;
  kind: string;
  reference: string | null;
  created_at: Date | string;
  real_minor: number;
  bonus_minor: number;
  promo_cash_minor: number;
  /** The wallet's total balance right after this transaction (all parts). */
  balance_after_minor: number;
}

/** What a statement page asks for: the cursor and the optional filters. */
export interface WalletTransactionsPage {
  readonly before: number | null;
  /** Only transactions created at or after this instant. */
  readonly since: Date | null;
  /** Only these ledger kinds, plus (when `excludeForOther` is set) every kind not in it. */
  readonly kinds: {
    readonly include: readonly string[];
    readonly excludeForOther: readonly string[] | null;
  } | null;
  readonly limit: number;
}

/**
 * The player's ledger transactions touching the wallet, newest first, before a cursor id and
 * through the filters. Each line's balance after is the running sum over the whole wallet history
 * (every transaction, shown or filtered out), so a filtered page still shows true balances.
 */
export function listWalletTransactions(
  db: Queryable,
  playerId: number,
  currency: string,
  page: WalletTransactionsPage,
): Promise<WalletTransactionRow[]> {
  return db.query<WalletTransactionRow>(
    `WITH lines AS (
       SELECT t.id, t.kind, t.reference, t.created_at,
              coalesce(sum(e.amount_minor) FILTER (WHERE a.name = $3), 0)::bigint AS real_minor,
              coalesce(sum(e.amount_minor) FILTER (WHERE a.name = $4), 0)::bigint AS bonus_minor,
              coalesce(sum(e.amount_minor) FILTER (WHERE a.name = $5), 0)::bigint AS promo_cash_minor,
              (sum(sum(e.amount_minor)) OVER (ORDER BY t.id))::bigint AS balance_after_minor
         FROM ledger_accounts a
         JOIN ledger_entries e ON e.account_id = a.id
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.player_id = $1 AND a.currency = $2 AND a.name = ANY(ARRAY[$3, $4, $5])
        GROUP BY t.id
     )
     SELECT id, kind, reference, created_at, real_minor, bonus_minor, promo_cash_minor,
            balance_after_minor
       FROM lines
      WHERE ($6::bigint IS NULL OR id < $6)
        AND ($7::timestamptz IS NULL OR created_at >= $7)
        AND ($8::text[] IS NULL OR kind = ANY($8::text[])
             OR ($9::text[] IS NOT NULL AND NOT (kind = ANY($9::text[]))))
      ORDER BY id DESC
      LIMIT $10`,
    [
      playerId,
      currency,
      PLAYER_ACCOUNTS.real,
      PLAYER_ACCOUNTS.bonus,
      PLAYER_ACCOUNTS.promoCash,
      page.before,
      page.since,
      page.kinds ? [...page.kinds.include] : null,
      page.kinds?.excludeForOther ? [...page.kinds.excludeForOther] : null,
      page.limit,
    ],
  );
}

// Players (read-only view of identity's table) -------------------------------------------------

/** spec shell §3 Player details holdWithdraw (identity's column, set by the operator). */
export async function isWithdrawalHeld(db: Queryable, playerId: number): Promise<boolean> {
  const [row] = await db.query<{ hold_withdraw: boolean }>(
    'SELECT hold_withdraw FROM players WHERE id = $1',
    [playerId],
  );
  return row?.hold_withdraw ?? false;
}

// Bets (read-only view of the betting module's table) -----------------------------------------

/** Open bets of a player (awaiting approval included): the count of GET …/betcount. */
export async function countOpenBets(db: Queryable, playerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    // Every bet type My Bets lists: bets awaiting approval or running, and running jackpot slips.
    `SELECT (SELECT count(*) FROM bets WHERE player_id = $1 AND status IN ('open', 'pending'))
          + (SELECT count(*) FROM jackpot_bets WHERE player_id = $1 AND status = 'open') AS n`,
    [playerId],
  );
  return row?.n ?? 0;
}
