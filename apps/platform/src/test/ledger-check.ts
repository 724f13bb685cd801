import type { Queryable } from '../db/database';

/**
 * The ledger reconciliation every platform suite ends with: `dbTargets()`' dispose
 * runs it before closing the database, so every suite that opens a test database is checked
 * without its own code; suites that open one by hand call assertLedgerReconciles themselves.
 */

/**
 * Ledger invariants (checked after every platform suite): every transaction's entries
 * sum to zero, every player account has a cached balance equal to the sum of its entries, house
 * accounts cache none (their balance row stays 0: migration 0013), no player account is
 * below zero, and what players owe after resettlements matches its movements and the house's
 * shortfall account.
 */
export async function ledgerProblems(db: Queryable): Promise<string[]> {
  const unbalanced = await db.query<{ transaction_id: number; s: number }>(
    `SELECT transaction_id, sum(amount_minor)::bigint AS s FROM ledger_entries
      GROUP BY transaction_id HAVING sum(amount_minor) <> 0`,
  );
  const empty = await db.query<{ id: number }>(
    `SELECT t.id FROM ledger_transactions t
      WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`,
  );
  // A player's cached balance is the sum of its entries; a house account caches none (0).
  const drifted = await db.query<{
    account_id: number;
    house: boolean;
    balance_minor: number | null;
    s: number;
  }>(
    `SELECT a.id AS account_id, a.player_id IS NULL AS house, b.balance_minor,
            CASE WHEN a.player_id IS NULL THEN 0 ELSE coalesce(e.s, 0) END::bigint AS s
       FROM ledger_accounts a
       LEFT JOIN ledger_balances b ON b.account_id = a.id
       LEFT JOIN (SELECT account_id, sum(amount_minor) AS s FROM ledger_entries GROUP BY account_id) e
         ON e.account_id = a.id
      WHERE b.account_id IS NULL
         OR b.balance_minor <> CASE WHEN a.player_id IS NULL THEN 0 ELSE coalesce(e.s, 0) END`,
  );
  const negative = await db.query<{ account_id: number; balance_minor: number }>(
    `SELECT a.id AS account_id, b.balance_minor
       FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
      WHERE a.player_id IS NOT NULL AND b.balance_minor < 0`,
  );
  const debts = await debtProblems(db);
  return [
    ...debts,
    ...unbalanced.map((r) => `transaction ${r.transaction_id} does not balance (sum ${r.s})`),
    ...empty.map((r) => `transaction ${r.id} has no entries`),
    ...drifted.map((r) =>
      r.balance_minor === null
        ? `account ${r.account_id} has no cached balance`
        : r.house
          ? `house account ${r.account_id} caches a balance (${r.balance_minor}); house balances are their entries' sum`
          : `account ${r.account_id} balance ${r.balance_minor} differs from its entries (${r.s})`,
    ),
    ...negative.map((r) => `player account ${r.account_id} is negative (${r.balance_minor})`),
  ];
}

/**
 * What players owe after resettlements (migration 0023): each player's debt is the sum of its
 * movements, and per currency the debts are minus house:resettlement-shortfall's balance.
 */
async function debtProblems(db: Queryable): Promise<string[]> {
  const [present] = await db.query<{ present: boolean }>(
    `SELECT to_regclass('resettlement_debt_movements') IS NOT NULL AS present`,
  );
  if (!present?.present) return [];
  const players = await db.query<{ player_id: number; owed: number; moved: number }>(
    `SELECT w.player_id, w.resettlement_debt_minor AS owed, coalesce(m.s, 0)::bigint AS moved
       FROM wallet_states w
       LEFT JOIN (SELECT player_id, sum(amount_minor) AS s FROM resettlement_debt_movements
                   GROUP BY player_id) m ON m.player_id = w.player_id
      WHERE w.resettlement_debt_minor <> coalesce(m.s, 0)`,
  );
  const currencies = await db.query<{ currency: string; owed: number; shortfall: number }>(
    `SELECT c.currency, coalesce(o.owed, 0)::bigint AS owed, coalesce(f.s, 0)::bigint AS shortfall
       FROM (SELECT currency FROM wallet_states UNION
             SELECT currency FROM ledger_accounts WHERE player_id IS NULL AND name = $1) c
       LEFT JOIN (SELECT currency, sum(resettlement_debt_minor) AS owed FROM wallet_states
                   GROUP BY currency) o ON o.currency = c.currency
       LEFT JOIN (SELECT a.currency, sum(e.amount_minor) AS s
                    FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
                   WHERE a.player_id IS NULL AND a.name = $1 GROUP BY a.currency) f
         ON f.currency = c.currency
      WHERE coalesce(o.owed, 0) <> -coalesce(f.s, 0)`,
    ['house:resettlement-shortfall'],
  );
  return [
    ...players.map(
      (r) => `player ${r.player_id} owes ${r.owed} but the debt's movements sum to ${r.moved}`,
    ),
    ...currencies.map(
      (r) =>
        `${r.currency}: players owe ${r.owed} but house:resettlement-shortfall holds ${r.shortfall}`,
    ),
  ];
}

/** Throws when the ledger does not reconcile; a database the platform never migrated passes. */
export async function assertLedgerReconciles(db: Queryable): Promise<void> {
  const [ledger] = await db.query<{ present: boolean }>(
    `SELECT to_regclass('ledger_entries') IS NOT NULL AS present`,
  );
  if (!ledger?.present) return;
  const problems = await ledgerProblems(db);
  if (problems.length > 0) {
    throw new Error(`ledger reconciliation failed:\n  ${problems.join('\n  ')}`);
  }
}
