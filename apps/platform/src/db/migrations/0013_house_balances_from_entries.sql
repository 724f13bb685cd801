-- House balances are their entries' sum, not a cached row (bench/placement, docs/decisions.md
-- "House balances"). Every stake debit credits house:bets-held and every settlement moves
-- house:bets-held and house:sportsbook-result: with a cached balance each of those rows was one
-- hot row that every placement and settlement in a currency updated and held until commit, so
-- placements queued on it. House accounts may go negative (no guard needs their balance); a
-- house balance is a report, read as sum(amount_minor) of its entries. Player balances stay
-- cached: their CHECK (balance_minor >= 0) is the ledger's last guard against an overdraft.
CREATE OR REPLACE FUNCTION ledger_entries_move_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_balances b SET balance_minor = b.balance_minor + x.s
    FROM (SELECT account_id, sum(amount_minor) AS s FROM new_entries GROUP BY account_id) x
   WHERE b.account_id = x.account_id AND NOT b.allow_negative;
  RETURN NULL;
END $$;

-- Balances cached before this migration go back to zero (the owner lifts the guard for it).
ALTER TABLE ledger_balances DISABLE TRIGGER ledger_balances_guard;
UPDATE ledger_balances SET balance_minor = 0 WHERE allow_negative AND balance_minor <> 0;
ALTER TABLE ledger_balances ENABLE TRIGGER ledger_balances_guard;
