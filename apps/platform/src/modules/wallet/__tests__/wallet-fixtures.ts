import { randomUUID } from 'node:crypto';
import { money, parseMajorToMinor } from '@touchline/betting';
import { ENDPOINTS } from '@touchline/contract';
import type { Database, Queryable } from '../../../db/database';
import type { Harness } from '../../../test/harness';
import { bearer, injectCall, loginPlayer, placeSingle as placeSingleBet } from '../../../test/kit';
import { hashPassword } from '../../identity';
import { creditAdjustment, grantBonus, grantPromoCash, type WalletOwner } from '../service';

export { HOUSE_ACCOUNTS } from '../repository';

/** A player made for one test: its wallet owner, token and ids. */
export interface TestPlayer extends WalletOwner {
  readonly username: string;
  readonly accountId: number;
  readonly token: string;
  readonly auth: { authorization: string };
}

const PASSWORD = 'wallet-pass-1';

/** Creates and logs in a fresh player (through the password login of shell §7). */
export async function createPlayer(
  h: Harness,
  options: { currency?: string; prefix?: string } = {},
): Promise<TestPlayer> {
  const currency = options.currency ?? 'EUR';
  const username = `${options.prefix ?? 'wallet'}-${randomUUID().slice(0, 8)}`;
  const [row] = await h.db.query<{ id: number; account_id: number }>(
    `INSERT INTO players (username, password_hash, currency) VALUES ($1, $2, $3)
     RETURNING id, account_id`,
    [username, await hashPassword(PASSWORD), currency],
  );
  if (!row) throw new Error('player insert returned nothing');
  return login(h, { id: row.id, currency, username, accountId: row.account_id });
}

/** Logs a test player in (again): after moving the clock past the session's lifetime. */
export async function login(
  h: Harness,
  p: Pick<TestPlayer, 'id' | 'currency' | 'username' | 'accountId'>,
): Promise<TestPlayer> {
  const { token } = await loginPlayer(h.app, p.username, PASSWORD);
  return { ...p, token, auth: bearer(token) };
}

const minor = (major: string, currency: string): number => {
  const m = parseMajorToMinor(major, currency);
  if (m === null) throw new Error(`bad amount ${major}`);
  return m;
};

/** Withdrawable real money (an operator adjustment, not a deposit). */
export function fundReal(db: Database, p: WalletOwner, major: string): Promise<number> {
  return creditAdjustment(db, p, money(minor(major, p.currency), p.currency), 'test-funds');
}

export function fundBonus(
  db: Database,
  p: WalletOwner,
  major: string,
  wageringMultiplier: number,
): Promise<number> {
  return grantBonus(db, p, money(minor(major, p.currency), p.currency), {
    reference: 'test-bonus',
    wageringMultiplier,
  });
}

export function fundPromoCash(db: Database, p: WalletOwner, major: string): Promise<number> {
  return grantPromoCash(db, p, money(minor(major, p.currency), p.currency), 'test-promo');
}

/** Runs `fn` in one transaction as the migration owner instead of the application role. */
export function asOwner<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.owner.transaction(fn);
}

/** An open pre-match selection the clock has not passed. */
export async function openSelection(
  h: Harness,
  now: Date,
): Promise<{ outcomeId: number; marketId: number; eventId: number }> {
  const [row] = await h.db.query<{ outcome_id: number; market_id: number; event_id: number }>(
    `SELECT o.id AS outcome_id, m.id AS market_id, e.id AS event_id
       FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
      WHERE m.status = 'open' AND NOT o.hidden AND e.status = 'scheduled' AND e.start_time > $1
      ORDER BY e.start_time DESC, o.id LIMIT 1`,
    [now],
  );
  if (!row) throw new Error('no open selection');
  return { outcomeId: row.outcome_id, marketId: row.market_id, eventId: row.event_id };
}

/** Places a single through HTTP; decimal 1.01 with 'D' accepts whatever price is on offer. */
export function placeSingle(
  h: Harness,
  p: TestPlayer,
  sel: { outcomeId: number; marketId: number; eventId: number },
  stake: number | string,
  extra: { usePromoCash?: boolean } = {},
) {
  return placeSingleBet(h.app, p, sel, stake, extra);
}

/** A cashier POST with a fresh (or given) Idempotency-Key. */
export function cashier(
  h: Harness,
  p: TestPlayer,
  kind: 'deposits' | 'withdrawals',
  payload: unknown,
  key: string | null = randomUUID(),
) {
  const endpoint = kind === 'deposits' ? ENDPOINTS.wallet.deposit : ENDPOINTS.wallet.withdraw;
  return injectCall(h.app, endpoint, {
    headers: { ...p.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    body: payload as never,
  });
}

/**
 * A house account's balance in minor units: the sum of its entries (house accounts cache no
 * balance, migration 0013); 0 when it has none yet.
 */
export async function houseBalanceMinor(
  db: Queryable,
  name: string,
  currency = 'EUR',
): Promise<number> {
  const [row] = await db.query<{ s: number }>(
    `SELECT coalesce(sum(e.amount_minor), 0)::bigint AS s
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.player_id IS NULL AND a.name = $1 AND a.currency = $2`,
    [name, currency],
  );
  return row?.s ?? 0;
}
