import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { dbTargets } from '../targets';

/**
 * Every platform suite ends with the ledger reconciliation because the test databases'
 * dispose runs it — a suite cannot forget it. Here a committed drift makes dispose fail.
 */
describe.each(dbTargets())('the test database of $name', (target) => {
  it('refuses to close quietly over a ledger that does not reconcile', async () => {
    const { db, dispose } = await target.open();
    await migrate(db.owner);
    await db.owner.transaction(async (tx) => {
      const [account] = await tx.query<{ id: number }>(
        `INSERT INTO ledger_accounts (player_id, name, currency)
         VALUES (NULL, 'house:test-drift', 'EUR') RETURNING id`,
      );
      await tx.query('INSERT INTO ledger_balances (account_id) VALUES ($1)', [account?.id]);
      // The owner switches the guard off for this transaction only, and leaves a drift behind.
      await tx.query('ALTER TABLE ledger_balances DISABLE TRIGGER ledger_balances_guard');
      await tx.query('UPDATE ledger_balances SET balance_minor = 7 WHERE account_id = $1', [
        account?.id,
      ]);
      await tx.query('ALTER TABLE ledger_balances ENABLE TRIGGER ledger_balances_guard');
    });
    await expect(dispose()).rejects.toThrow(
      /ledger reconciliation failed:\n {2}house account \d+ caches a balance \(7\)/,
    );
  });

  it('refuses a resettlement shortfall that no player owes', async () => {
    const { db, dispose } = await target.open();
    await migrate(db.owner);
    await db.owner.transaction(async (tx) => {
      const accounts = await tx.query<{ id: number }>(
        `INSERT INTO ledger_accounts (player_id, name, currency)
         VALUES (NULL, 'house:resettlement-shortfall', 'EUR'), (NULL, 'house:real-drift', 'EUR')
         RETURNING id`,
      );
      await tx.query('INSERT INTO ledger_balances (account_id) SELECT unnest($1::bigint[])', [
        accounts.map((a) => a.id),
      ]);
      const [t] = await tx.query<{ id: number }>(
        `INSERT INTO ledger_transactions (kind, reference) VALUES ('drift', NULL) RETURNING id`,
      );
      // Money booked to the shortfall with no debt recorded for anyone.
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount_minor)
         VALUES ($1, $2, -500), ($1, $3, 500)`,
        [t?.id, accounts[0]?.id, accounts[1]?.id],
      );
    });
    await expect(dispose()).rejects.toThrow(
      /EUR: players owe 0 but house:resettlement-shortfall holds -500/,
    );
  });

  it('passes a database no platform ever migrated', async () => {
    const { dispose } = await target.open();
    await expect(dispose()).resolves.toBeUndefined();
  });
});
