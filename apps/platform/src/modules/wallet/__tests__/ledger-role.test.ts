import { describe, expect, it } from 'vitest';
import { APP_DB_ROLE } from '../../../db/database';
import { dbTargets } from '../../../test/targets';
import { ledgerProblems, usePlatform } from '../../../test/harness';
import { asOwner, createPlayer, fundReal } from './wallet-fixtures';

/** Postgres' insufficient_privilege. */
const PERMISSION_DENIED = '42501';

async function sqlState(run: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await run;
  } catch (error) {
    const e = error as { code?: string; message: string };
    return { code: e.code, message: e.message };
  }
  throw new Error('expected the statement to fail');
}

describe.each(dbTargets())('the ledger under the application role on $name', (target) => {
  const h = usePlatform(target);

  it('runs the platform as touchline_app, not as the owner', async () => {
    const [row] = await h.db.query<{ current_user: string; session_user: string }>(
      'SELECT current_user, session_user',
    );
    expect(row?.current_user).toBe(APP_DB_ROLE);
    expect(row?.session_user).not.toBe(APP_DB_ROLE);
  });

  it.each([
    ['UPDATE ledger_entries', 'UPDATE ledger_entries SET amount_minor = amount_minor + 1'],
    ['DELETE ledger_entries', 'DELETE FROM ledger_entries'],
    ['TRUNCATE ledger_entries', 'TRUNCATE ledger_entries'],
    ['UPDATE ledger_transactions', "UPDATE ledger_transactions SET kind = 'x'"],
    ['DELETE ledger_transactions', 'DELETE FROM ledger_transactions'],
    ['UPDATE ledger_accounts', "UPDATE ledger_accounts SET name = 'x'"],
    ['DELETE ledger_balances', 'DELETE FROM ledger_balances'],
    ['DELETE deposit_limit_changes', 'DELETE FROM deposit_limit_changes'],
    ['INSERT schema_migrations', "INSERT INTO schema_migrations (version) VALUES ('9999_x')"],
    ['CREATE TABLE', 'CREATE TABLE sneaky (id int)'],
  ])('refuses %s through the app connection with a permission error', async (_name, sql) => {
    const failure = await sqlState(h.db.query(sql));
    expect(failure.code).toBe(PERMISSION_DENIED);
    expect(failure.message).toMatch(/permission denied/);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries even for the owner (trigger, second line)', async () => {
    const p = await createPlayer(h);
    await fundReal(h.db, p, '10.00');
    for (const sql of [
      'UPDATE ledger_entries SET amount_minor = amount_minor + 1',
      'DELETE FROM ledger_entries',
      'TRUNCATE ledger_entries CASCADE',
      "UPDATE ledger_transactions SET kind = 'x'",
      'DELETE FROM ledger_transactions',
    ]) {
      await expect(asOwner(h.db, (tx) => tx.query(sql))).rejects.toThrow(/append-only/);
    }
    // The owner's SET LOCAL ROLE ended with its transaction.
    const [row] = await h.db.query<{ u: string }>('SELECT current_user AS u');
    expect(row?.u).toBe(APP_DB_ROLE);
  });

  it('keeps every other module working: reads and writes on their tables and sequences', async () => {
    const p = await createPlayer(h);
    await h.db.query(`UPDATE players SET locale = 'de' WHERE id = $1`, [p.id]);
    await h.db.query(
      `UPDATE markets SET sort_order = sort_order WHERE id IN (SELECT id FROM markets LIMIT 1)`,
    );
    await h.db.query(`DELETE FROM sessions WHERE player_id = $1 AND false`, [p.id]);
    const [tables] = await h.db.query<{ n: number }>(
      `SELECT count(*)::bigint AS n FROM pg_tables
        WHERE schemaname = current_schema()
          AND NOT has_table_privilege(current_user, format('%I.%I', schemaname, tablename), 'SELECT')`,
    );
    expect(tables?.n).toBe(0);
    const [sequences] = await h.db.query<{ n: number }>(
      `SELECT count(*)::bigint AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'S' AND n.nspname = current_schema()
          AND NOT has_sequence_privilege(current_user, c.oid, 'USAGE')`,
    );
    expect(sequences?.n).toBe(0);
  });

  it('grants tables a later migration creates (default privileges)', async () => {
    await asOwner(h.db, (tx) =>
      tx.query('CREATE TABLE later_migration_table (id bigserial PRIMARY KEY, v text)'),
    );
    await h.db.query(`INSERT INTO later_migration_table (v) VALUES ('ok')`);
    await h.db.query(`UPDATE later_migration_table SET v = 'still ok'`);
    expect(await h.db.query('SELECT v FROM later_migration_table')).toEqual([{ v: 'still ok' }]);
    await h.db.query('DELETE FROM later_migration_table');
  });

  it('refuses an unbalanced ledger transaction at commit', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        const [t] = await tx.query<{ id: number }>(
          `INSERT INTO ledger_transactions (kind) VALUES ('test') RETURNING id`,
        );
        const [a] = await tx.query<{ id: number }>('SELECT id FROM ledger_accounts LIMIT 1');
        await tx.query(
          'INSERT INTO ledger_entries (transaction_id, account_id, amount_minor) VALUES ($1, $2, 5)',
          [t?.id, a?.id],
        );
      }),
    ).rejects.toThrow(/does not balance/);
  });

  it('refuses to take a player balance below zero (CHECK), even for the owner', async () => {
    const p = await createPlayer(h);
    await fundReal(h.db, p, '1.00');
    await expect(
      asOwner(h.db, (tx) =>
        tx.query(
          `UPDATE ledger_balances SET balance_minor = -1
            WHERE account_id = (SELECT id FROM ledger_accounts WHERE player_id = $1 LIMIT 1)`,
          [p.id],
        ),
      ),
    ).rejects.toThrow(/ledger_balance_not_negative/);
  });

  it('reconciles, and the reconciliation sees a drifted cached balance', async () => {
    expect(await ledgerProblems(h.db)).toEqual([]);
    const p = await createPlayer(h);
    await fundReal(h.db, p, '5.00');
    // Drift made by hand as the owner, seen, then rolled back.
    const seen = await asOwner(h.db, async (tx) => {
      await tx.query(
        `UPDATE ledger_balances SET balance_minor = balance_minor + 1
          WHERE account_id = (SELECT id FROM ledger_accounts WHERE player_id = $1 AND name = 'sportsbook:real')`,
        [p.id],
      );
      const problems = await ledgerProblems(tx);
      throw Object.assign(new Error('rollback'), { problems });
    }).catch((e: { problems?: string[] }) => e.problems ?? []);
    expect(seen).toEqual([expect.stringMatching(/balance 501 differs from its entries \(500\)/)]);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
