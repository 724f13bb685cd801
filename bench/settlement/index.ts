/**
 * bench/settlement: the platform's settlement of one resulted event at volume, against a plain
 * batched baseline writing the same rows.
 *  For each size (BENCH_SETTLE_SIZES, default 10,000 then 100,000 open bets on one event: half
 *  singles, half 4-leg multiples whose other three legs are on events already resulted, half of
 *  all bets winners), two identical sets of bets are written on two events; then
 *  1. baseline: pages of SETTLE_PAGE bets, each one transaction of plain SQL — lock the page,
 *     one multi-row INSERT of ledger transactions, one of their entries, one UPDATE of the bets
 *     (returns known in advance: no legs read, no maths, no wallet locks);
 *  2. platform: `settleEvents` as the runner calls it on a `results` message — find the open
 *     bets, settle them a page per transaction (legs read, the package's maths, wallet locks,
 *     bulk postings), then look for results changed after settlement.
 * Prints bets/s, total time, the ratio to the baseline and the growth from the smallest size.
 * Ends by checking the ledger reconciles and every bet closed once. Postgres only: the server of
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL, DATABASE_URL), in a scratch schema dropped after.
 */
import pg from 'pg';
import { FRONT_END_MULTIPLE_BET_TYPE_ID, SINGLE_BET_TYPE_ID } from '@touchline/betting';
import type { Database, Queryable } from '../../apps/platform/src/db/database';
import { migrate } from '../../apps/platform/src/db/migrate';
import { openPostgres } from '../../apps/platform/src/db/postgres';
import {
  ensureHouseAccount,
  HOUSE_ACCOUNTS,
  postTransaction,
} from '../../apps/platform/src/modules/wallet/repository';
import { SPORTSBOOK_RESULT_ACCOUNT } from '../../apps/platform/src/modules/wallet/settlement-postings';
import { SETTLE_PAGE, settleEvents } from '../../apps/platform/src/modules/settlement/service';
import { ledgerProblems } from '../../apps/platform/src/test/ledger-check';

const SIZES = (process.env.BENCH_SETTLE_SIZES ?? '10000,100000').split(',').map(Number);
const PLAYERS = 2_000;
const STAKE = 100; // 1.00 EUR on every bet
const NOW = new Date('2026-11-26T12:00:00Z');
/** Events 1..3 are resulted before the bets are written: each multiple's legs 2–4 won at 1.50. */
const OTHER_EVENTS = [1, 2, 3];

const marketOf = (event: number) => event * 10;
const outcomeOf = (event: number, k: 1 | 2) => event * 100 + k;

async function seedWorld(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO event_paths (id, kind, description, slug) VALUES (1, 'sport', 'Football', 'football')`,
  );
  await db.query(
    `INSERT INTO players (id, username, password_hash, currency)
     SELECT i, 'bench' || i, 'x', 'EUR' FROM generate_series(1, $1::int) i`,
    [PLAYERS],
  );
  await db.query(`INSERT INTO wallet_states (player_id, currency) SELECT id, 'EUR' FROM players`);
  await db.query(
    `INSERT INTO ledger_accounts (player_id, name, currency)
     SELECT id, 'sportsbook:real', 'EUR' FROM players`,
  );
  await db.query(
    `INSERT INTO ledger_balances (account_id) SELECT id FROM ledger_accounts WHERE player_id IS NOT NULL`,
  );
  for (const e of OTHER_EVENTS) await addEvent(db, e, 'won');
}

async function addEvent(db: Queryable, event: number, firstResult: 'won' | null): Promise<void> {
  await db.query(
    `INSERT INTO events (id, description, slug, start_time, sport_id, feed_code)
     VALUES ($1, 'Bench ' || $1::bigint, 'bench-' || $1::bigint, $2, 1, 'BENCH')`,
    [event, NOW],
  );
  await db.query(
    `INSERT INTO markets (id, event_id, market_type_id, description, period_id, status)
     VALUES ($1, $2, 1, 'Winner', 1, 'open')`,
    [marketOf(event), event],
  );
  await db.query(
    `INSERT INTO outcomes (id, market_id, description, ordinal_position, price, result)
     VALUES ($1, $3, 'A', 1, $4, $5), ($2, $3, 'B', 2, 2.0, CASE WHEN $5::text = 'won' THEN 'lost' END)`,
    [
      outcomeOf(event, 1),
      outcomeOf(event, 2),
      marketOf(event),
      firstResult ? '1.5' : '2.0',
      firstResult,
    ],
  );
}

/**
 * `n` open bets on `event`, ids from `offset + 1`: odd i a single, even i a 4-leg multiple;
 * i mod 4 < 2 backs outcome A (the winner), else B. Stakes held in house:bets-held.
 */
async function seedBets(db: Database, event: number, n: number, offset: number): Promise<void> {
  await addEvent(db.owner, event, null);
  await db.owner.transaction(async (tx) => {
    const held = await ensureHouseAccount(tx, HOUSE_ACCOUNTS.betsHeld, 'EUR');
    const cashier = await ensureHouseAccount(tx, HOUSE_ACCOUNTS.cashier, 'EUR');
    const stakes = await postTransaction(tx, 'bench-stakes', null, [
      { accountId: cashier, amountMinor: -n * STAKE },
      { accountId: held, amountMinor: n * STAKE },
    ]);
    await tx.query(
      `INSERT INTO betslips (id, request_uuid, player_id, reference, origin_id, user_accept_odds,
                             currency, total_stake_minor, potential_returns_minor,
                             ledger_transaction_id, request_hash)
       SELECT $1::bigint + i, gen_random_uuid(), i % $3 + 1, 'BENCH' || ($1::bigint + i), '11', 'D',
              'EUR', $4, 0, $5, 'bench'
         FROM generate_series(1, $2::int) i`,
      [offset, n, PLAYERS, STAKE, stakes],
    );
    await tx.query(
      `INSERT INTO bets (id, betslip_id, player_id, ref, bet_type_id, description, currency,
                         unit_stake_minor, total_stake_minor, potential_returns_minor, placed_at)
       SELECT $1::bigint + i, $1::bigint + i, i % $3 + 1, 'b1',
              CASE WHEN i % 2 = 1 THEN $6::int ELSE $7::int END, 'bench', 'EUR', $4, $4, 0, $5
         FROM generate_series(1, $2::int) i`,
      [offset, n, PLAYERS, STAKE, NOW, SINGLE_BET_TYPE_ID, FRONT_END_MULTIPLE_BET_TYPE_ID],
    );
    await tx.query(
      `INSERT INTO bet_legs (bet_id, leg_no, outcome_id, market_id, event_id, price)
       SELECT $1::bigint + i, 1, CASE WHEN i % 4 < 2 THEN $4::bigint ELSE $5::bigint END, $3, $6, 2.0
         FROM generate_series(1, $2::int) i`,
      [offset, n, marketOf(event), outcomeOf(event, 1), outcomeOf(event, 2), event],
    );
    for (const [k, other] of OTHER_EVENTS.entries()) {
      await tx.query(
        `INSERT INTO bet_legs (bet_id, leg_no, outcome_id, market_id, event_id, price)
         SELECT $1::bigint + i, $3, $4, $5, $6, 1.5
           FROM generate_series(2, $2::int, 2) i`,
        [offset, n, k + 2, outcomeOf(other, 1), marketOf(other), other],
      );
    }
  });
  await db.owner.query('ANALYZE bets');
  await db.owner.query('ANALYZE bet_legs');
}

/** Results the event: A won, B lost (as the feed ingest writes outcomes.result). */
async function resultEvent(db: Database, event: number): Promise<void> {
  await db.query(
    `UPDATE outcomes SET result = CASE WHEN id = $1 THEN 'won' ELSE 'lost' END WHERE market_id = $2`,
    [outcomeOf(event, 1), marketOf(event)],
  );
}

/** The baseline: the same closings as plain batched SQL, returns known in advance. */
async function baselineSettle(db: Database, event: number): Promise<number> {
  const held = await ensureHouseAccount(db, HOUSE_ACCOUNTS.betsHeld, 'EUR');
  const result = await ensureHouseAccount(db, SPORTSBOOK_RESULT_ACCOUNT, 'EUR');
  const ids = (
    await db.query<{ id: number }>(
      `SELECT DISTINCT b.id FROM bet_legs l JOIN bets b ON b.id = l.bet_id
        WHERE l.event_id = $1 AND b.status = 'open' ORDER BY b.id`,
      [event],
    )
  ).map((r) => r.id);
  const winner = outcomeOf(event, 1);
  let closed = 0;
  for (let i = 0; i < ids.length; i += SETTLE_PAGE) {
    const page = ids.slice(i, i + SETTLE_PAGE);
    closed += await db.transaction(async (tx) => {
      const bets = await tx.query<{
        id: number;
        stake: number;
        real: number;
        multiple: boolean;
        won: boolean;
      }>(
        `SELECT b.id, b.total_stake_minor AS stake, a.id AS real, b.bet_type_id = $3 AS multiple,
                l.outcome_id = $4 AS won
           FROM bets b
           JOIN bet_legs l ON l.bet_id = b.id AND l.leg_no = 1
           JOIN ledger_accounts a ON a.player_id = b.player_id AND a.name = 'sportsbook:real'
          WHERE b.id = ANY($1::bigint[]) AND b.status = 'open' AND $2::int > 0
          ORDER BY b.id
            FOR UPDATE OF b SKIP LOCKED`,
        [page, page.length, FRONT_END_MULTIPLE_BET_TYPE_ID, winner],
      );
      const txIds = (
        await tx.query<{ id: number }>(
          `SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::bigint AS id
             FROM generate_series(1, $1::int)`,
          [bets.length],
        )
      ).map((r) => r.id);
      const rows = bets.map((b, k) => ({
        ...b,
        tx: txIds[k] ?? 0,
        returns: b.won ? (b.multiple ? (b.stake * 675) / 100 : b.stake * 2) : 0,
      }));
      await tx.query(
        `INSERT INTO ledger_transactions (id, kind, reference, created_at)
         SELECT t, CASE WHEN r > 0 THEN 'bet-return' ELSE 'bet-lost' END, 'bench', $2
           FROM jsonb_to_recordset($1::jsonb) AS x(t bigint, r bigint)`,
        [JSON.stringify(rows.map((r) => ({ t: r.tx, r: r.returns }))), NOW],
      );
      const entries = rows.flatMap((r) => [
        { t: r.tx, a: held, m: -r.stake },
        { t: r.tx, a: result, m: r.stake - r.returns },
        ...(r.returns > 0 ? [{ t: r.tx, a: r.real, m: r.returns }] : []),
      ]);
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at)
         SELECT t, a, m, $2 FROM jsonb_to_recordset($1::jsonb) AS x(t bigint, a bigint, m bigint)
          WHERE m <> 0`,
        [JSON.stringify(entries), NOW],
      );
      const updated = await tx.query<{ id: number }>(
        `UPDATE bets b SET status = CASE WHEN x.r > 0 THEN 'won' ELSE 'lost' END,
                returns_minor = x.r, settled_at = $2, closing_transaction_id = x.t
           FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, r bigint, t bigint)
          WHERE b.id = x.id AND b.status = 'open' RETURNING b.id`,
        [JSON.stringify(rows.map((r) => ({ id: r.id, r: r.returns, t: r.tx }))), NOW],
      );
      return updated.length;
    });
  }
  return closed;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

interface Row {
  size: number;
  baselineMs: number;
  platformMs: number;
}

async function main(): Promise<void> {
  const url =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'bench/settlement needs a Postgres server: set BENCH_DATABASE_URL or TEST_DATABASE_URL',
    );
    process.exit(2);
  }
  const schema = `bench_settlement_${process.pid}`;
  const db = await openPostgres({ url, schema, max: 4 });
  const rows: Row[] = [];
  try {
    await migrate(db.owner);
    await seedWorld(db.owner);
    let offset = 0;
    for (const [k, size] of SIZES.entries()) {
      const baseEvent = 1000 + 2 * k;
      const platformEvent = baseEvent + 1;
      await seedBets(db, baseEvent, size, offset);
      offset += size;
      await seedBets(db, platformEvent, size, offset);
      offset += size;
      await resultEvent(db, baseEvent);
      await resultEvent(db, platformEvent);
      await db.owner.query('CHECKPOINT');
      const base = await timed(() => baselineSettle(db, baseEvent));
      const platform = await timed(() =>
        settleEvents(db, [platformEvent], NOW, (error) => {
          throw error;
        }),
      );
      if (base.value !== size || platform.value.settled.length !== size) {
        throw new Error(
          `closed ${base.value} (baseline) and ${platform.value.settled.length} (platform) of ${size}`,
        );
      }
      rows.push({ size, baselineMs: base.ms, platformMs: platform.ms });
    }
    const problems = await ledgerProblems(db);
    const [open] = await db.query<{ n: number }>(
      `SELECT count(*)::bigint AS n FROM bets WHERE status = 'open'`,
    );
    if (problems.length > 0 || (open?.n ?? 0) !== 0) {
      throw new Error(`after the runs: ${open?.n} bets open; ${problems.slice(0, 5).join('; ')}`);
    }
  } finally {
    await db.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }

  const rate = (n: number, ms: number) => ((n / ms) * 1000).toFixed(0).padStart(7);
  const first = rows[0];
  console.log(
    `Postgres server; ${SETTLE_PAGE} bets per transaction; half singles, half 4-leg multiples; ${PLAYERS} players`,
  );
  console.log(
    'bets      target     total ms   bets/s   ratio to baseline   growth from first size',
  );
  for (const r of rows) {
    const growth = (ms: number, firstMs: number) =>
      first
        ? `${(ms / firstMs).toFixed(1)}× time for ${(r.size / first.size).toFixed(0)}× bets`
        : '';
    console.log(
      `${String(r.size).padEnd(9)} baseline ${r.baselineMs.toFixed(0).padStart(9)} ${rate(r.size, r.baselineMs)}   1.00×               ${first ? growth(r.baselineMs, first.baselineMs) : ''}`,
    );
    console.log(
      `${String(r.size).padEnd(9)} platform ${r.platformMs.toFixed(0).padStart(9)} ${rate(r.size, r.platformMs)}   ${(r.baselineMs / r.platformMs).toFixed(2)}×               ${first ? growth(r.platformMs, first.platformMs) : ''}`,
    );
  }
  console.log('ledger reconciles; every bet closed once');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
