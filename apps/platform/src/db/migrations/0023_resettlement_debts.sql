-- 0023: what a player owes after a resettlement, and how it is paid back (issue 9 item 6;
-- docs/decisions.md "Resettlement debts are paid back from the next credits").
--
-- A resettlement that takes back more than the player's real balance holds books the rest to
-- house:resettlement-shortfall (0011: a player balance never goes below zero). Until now nothing
-- remembered which player owed it. Now the wallet state carries the player's debt, and every
-- change to it is a row of resettlement_debt_movements: 'incurred' (positive, the resettlement's
-- reversal transaction) or 'repaid' (negative, the 'resettlement-repayment' ledger transaction
-- that moved the money from the player's real part back to house:resettlement-shortfall). So per
-- currency the debts sum to minus the shortfall account's balance, and per player the movements
-- sum to the debt.
ALTER TABLE wallet_states ADD COLUMN resettlement_debt_minor bigint NOT NULL DEFAULT 0
  CHECK (resettlement_debt_minor >= 0);
-- Credits look for players who owe: few, so a partial index keeps the look cheap.
CREATE INDEX wallet_states_owing ON wallet_states (player_id) WHERE resettlement_debt_minor > 0;

CREATE TABLE resettlement_debt_movements (
  id                    bigserial PRIMARY KEY,
  player_id             bigint NOT NULL REFERENCES players(id),
  currency              text NOT NULL,
  kind                  text NOT NULL CHECK (kind IN ('incurred', 'repaid')),
  amount_minor          bigint NOT NULL CHECK (
    (kind = 'incurred' AND amount_minor > 0) OR (kind = 'repaid' AND amount_minor < 0)),
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  -- The bet's reference for a debt incurred; the credit's for a repayment.
  reference             text NOT NULL,
  created_at            timestamptz NOT NULL
);
CREATE INDEX resettlement_debt_movements_player ON resettlement_debt_movements (player_id, id);
-- A record of money moved: never changed or removed.
CREATE TRIGGER resettlement_debt_movements_no_update
  BEFORE UPDATE OR DELETE ON resettlement_debt_movements
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER resettlement_debt_movements_no_truncate
  BEFORE TRUNCATE ON resettlement_debt_movements
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
REVOKE UPDATE, DELETE ON resettlement_debt_movements FROM touchline_app;

-- Shortfalls booked before this migration become the players' debts.
INSERT INTO resettlement_debt_movements
  (player_id, currency, kind, amount_minor, ledger_transaction_id, reference, created_at)
SELECT b.player_id, b.currency, 'incurred', r.shortfall_minor, r.reversal_transaction_id,
       s.reference, r.created_at
  FROM bet_resettlements r JOIN bets b ON b.id = r.bet_id JOIN betslips s ON s.id = b.betslip_id
 WHERE r.shortfall_minor > 0
 ORDER BY r.id;
UPDATE wallet_states w SET resettlement_debt_minor = d.owed
  FROM (SELECT player_id, sum(amount_minor) AS owed FROM resettlement_debt_movements
         GROUP BY player_id) d
 WHERE w.player_id = d.player_id;
