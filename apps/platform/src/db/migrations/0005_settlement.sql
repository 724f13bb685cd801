-- 0005: settlement and cash out (issue 3 "Settlement maths": the platform's settlement and
-- cash-out use the package's maths). Bets close exactly once: as won, lost or void by
-- settlement, or as cashed_out by the player. The closing ledger transaction is kept on the bet.

-- Bets ------------------------------------------------------------------------------------------
-- Each-way bets pay a win part and a place part (the package's settleLines); placement takes
-- singles only today, so every bet so far is false.
ALTER TABLE bets ADD COLUMN each_way boolean NOT NULL DEFAULT false;
-- The ledger transaction that closed the bet (returns paid, stake released, or cash-out).
ALTER TABLE bets ADD COLUMN closing_transaction_id bigint REFERENCES ledger_transactions(id);
-- A closed bet has its time and its returns (0 for a loser); an open one has neither.
ALTER TABLE bets ADD CONSTRAINT bets_closed_consistent CHECK (
  (status = 'open' AND settled_at IS NULL AND returns_minor IS NULL)
  OR (status <> 'open' AND settled_at IS NOT NULL AND returns_minor >= 0)
);

-- The leg as it was settled: its place terms at placement (each-way) and the dead heat applied.
ALTER TABLE bet_legs ADD COLUMN place_terms text;
ALTER TABLE bet_legs ADD COLUMN dead_heat jsonb;

-- Settlement finds the open bets of a resulted event, and sweeps open bets by id.
CREATE INDEX bet_legs_event ON bet_legs (event_id);
CREATE INDEX bets_open ON bets (id) WHERE status = 'open';
-- GET /xapi/rest/acchistory/dailySettledBets: a player's closed bets, newest first.
CREATE INDEX bets_player_settled ON bets (player_id, settled_at DESC, id DESC) WHERE status <> 'open';

-- Cash out -----------------------------------------------------------------------------------
-- One row per accepted cash-out: the request uuid makes a retried request find its first answer
-- (like placement); a bet is cashed out at most once. Rejected requests leave no row.
CREATE TABLE cash_outs (
  id                    bigserial PRIMARY KEY,
  request_uuid          uuid NOT NULL UNIQUE,
  bet_id                bigint NOT NULL UNIQUE REFERENCES bets(id),
  player_id             bigint NOT NULL REFERENCES players(id),
  currency              text NOT NULL,
  -- What the player asked for (the offer they saw) and what was paid (the offer recomputed).
  requested_minor       bigint NOT NULL CHECK (requested_minor > 0),
  amount_minor          bigint NOT NULL CHECK (amount_minor >= requested_minor),
  request_hash          text NOT NULL,
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  created_at            timestamptz NOT NULL
);

-- A cash-out is a record of money paid: never changed or removed by the application.
REVOKE UPDATE, DELETE ON cash_outs FROM touchline_app;
