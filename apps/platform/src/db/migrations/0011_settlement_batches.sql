-- 0011: settlement at volume, parlay extra winnings paid, resettlement (issue 9 item 6;
-- docs/decisions.md "Settlement at volume and resettlement").

-- The parlay extra winnings actually paid when the bet closed (bets.extra_winnings_minor is the
-- promise made at placement). Kept apart from returns_minor, which stays the lines' returns.
ALTER TABLE bets ADD COLUMN extra_winnings_paid_minor bigint NOT NULL DEFAULT 0
  CHECK (extra_winnings_paid_minor >= 0);

-- One row per resettlement: a settled bet whose result changed had its closing ledger
-- transaction reversed (reversal_transaction_id) and, when its legs still decide it, a new
-- closing posted (new_closing_transaction_id; null when the bet went back to open). What the
-- player's real balance could not give back is booked to house:resettlement-shortfall and
-- recorded here (shortfall_minor): a player balance never goes below zero.
CREATE TABLE bet_resettlements (
  id                          bigserial PRIMARY KEY,
  bet_id                      bigint NOT NULL REFERENCES bets(id),
  previous_status             text NOT NULL CHECK (previous_status IN ('won', 'lost', 'void')),
  previous_returns_minor      bigint NOT NULL,
  reversed_transaction_id     bigint NOT NULL REFERENCES ledger_transactions(id),
  reversal_transaction_id     bigint NOT NULL REFERENCES ledger_transactions(id),
  new_status                  text NOT NULL CHECK (new_status IN ('open', 'won', 'lost', 'void')),
  new_returns_minor           bigint,
  new_closing_transaction_id  bigint REFERENCES ledger_transactions(id),
  shortfall_minor             bigint NOT NULL DEFAULT 0 CHECK (shortfall_minor >= 0),
  created_at                  timestamptz NOT NULL
);
CREATE INDEX bet_resettlements_bet ON bet_resettlements (bet_id);
-- A record of money moved: never changed or removed by the application.
REVOKE UPDATE, DELETE ON bet_resettlements FROM touchline_app;

-- The resettlement sweep looks at bets settled recently (settled_at within a window).
CREATE INDEX bets_settled_recently ON bets (settled_at) WHERE status IN ('won', 'lost', 'void');
