-- 0022: the ledger's guards once per statement instead of once per row (bench/placement,
-- bench/settlement; docs/decisions.md "Ledger checks per statement").
--
-- A transaction balances: until now a deferred constraint trigger ran at commit for every entry
-- row, each time summing its transaction's entries again (a plpgsql call and an index scan per
-- entry: two per single placed, thousands per settlement page). Every writer appends a
-- transaction's entries in one INSERT (wallet postTransaction / postTransactions,
-- place_betslips), so the check moves into the statement trigger that already moves the
-- balances: the entries one INSERT brings must sum to zero per transaction. That is stricter
-- than before — a transaction can no longer be balanced by a later statement — and a statement
-- that brings an unbalanced transaction fails at once, with nothing of it written.
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
DROP FUNCTION ledger_transaction_balanced();

CREATE OR REPLACE FUNCTION ledger_entries_move_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_unbalanced record;
BEGIN
  SELECT transaction_id, sum(amount_minor) AS total INTO v_unbalanced
    FROM new_entries GROUP BY transaction_id HAVING sum(amount_minor) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)',
      v_unbalanced.transaction_id, v_unbalanced.total;
  END IF;
  UPDATE ledger_balances b SET balance_minor = b.balance_minor + x.s
    FROM (SELECT account_id, sum(amount_minor) AS s FROM new_entries GROUP BY account_id) x
   WHERE b.account_id = x.account_id AND NOT b.allow_negative;
  RETURN NULL;
END $$;

-- A balance row's allow_negative is its account's kind (0006): looked up when the row is made,
-- and kept as it is on every move after (an UPDATE may only come from the trigger above, which
-- writes balance_minor alone), instead of looked up again on every move.
CREATE OR REPLACE FUNCTION ledger_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance_minor <> 0 THEN
      RAISE EXCEPTION 'a new ledger balance starts at zero (account %)', NEW.account_id;
    END IF;
    NEW.allow_negative := (SELECT a.player_id IS NULL FROM ledger_accounts a
                            WHERE a.id = NEW.account_id);
  ELSIF pg_trigger_depth() < 2 THEN
    -- Depth 1: fired by an UPDATE statement itself, not by ledger_entries_move_balances.
    RAISE EXCEPTION 'ledger_balances move only through ledger entries';
  ELSIF NEW.account_id <> OLD.account_id THEN
    RAISE EXCEPTION 'a ledger balance never changes account';
  ELSE
    NEW.allow_negative := OLD.allow_negative;
  END IF;
  RETURN NEW;
END $$;
