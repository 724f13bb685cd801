-- 0010: jackpots (spec betting-domain §3 Jackpot bet, §4 Jackpot; docs/decisions.md "Jackpots").
-- A round is composed by the platform from catalogue fixtures (the simulator's schedule rule);
-- its legs are fixed when it is created. Slips are placed per round in the player's currency,
-- their stakes held in the house jackpot-pool ledger account until the round settles.

CREATE TABLE jackpot_rounds (
  id            bigserial PRIMARY KEY,
  -- weekly-2026-11-28: one round per kind and window, whatever instance creates it
  round_key     text NOT NULL UNIQUE,
  kind          text NOT NULL CHECK (kind IN ('weekly', 'midweek')),
  name          text NOT NULL,
  event_count   integer NOT NULL CHECK (event_count > 0),
  closes_at     timestamptz NOT NULL,
  window_end    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz
);
CREATE INDEX jackpot_rounds_kind ON jackpot_rounds (kind, window_end);
CREATE INDEX jackpot_rounds_unsettled ON jackpot_rounds (id) WHERE settled_at IS NULL;

CREATE TABLE jackpot_round_legs (
  round_id   bigint NOT NULL REFERENCES jackpot_rounds(id),
  ordinal    integer NOT NULL CHECK (ordinal > 0),
  event_id   bigint NOT NULL REFERENCES events(id),
  market_id  bigint NOT NULL REFERENCES markets(id),
  PRIMARY KEY (round_id, ordinal),
  UNIQUE (round_id, event_id)
);
CREATE INDEX jackpot_round_legs_event ON jackpot_round_legs (event_id);

CREATE TABLE jackpot_bets (
  id                     bigserial PRIMARY KEY,
  request_uuid           uuid NOT NULL UNIQUE,
  request_hash           text NOT NULL,
  round_id               bigint NOT NULL REFERENCES jackpot_rounds(id),
  player_id              bigint NOT NULL REFERENCES players(id),
  reference              text NOT NULL UNIQUE,
  origin_id              text NOT NULL CHECK (origin_id IN ('11', '20', '21')),
  currency               text NOT NULL,
  stake_per_line_minor   bigint NOT NULL CHECK (stake_per_line_minor > 0),
  lines                  integer NOT NULL CHECK (lines > 0),
  total_stake_minor      bigint NOT NULL CHECK (total_stake_minor = stake_per_line_minor * lines),
  ledger_transaction_id  bigint NOT NULL REFERENCES ledger_transactions(id),
  status                 text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  returns_minor          bigint CHECK (returns_minor >= 0),
  best_correct           integer,
  placed_at              timestamptz NOT NULL,
  settled_at             timestamptz,
  CHECK ((status = 'open') = (returns_minor IS NULL))
);
CREATE INDEX jackpot_bets_player ON jackpot_bets (player_id, id DESC);
CREATE INDEX jackpot_bets_round ON jackpot_bets (round_id, currency);

CREATE TABLE jackpot_bet_picks (
  bet_id     bigint NOT NULL REFERENCES jackpot_bets(id),
  ordinal    integer NOT NULL,
  outcome_id bigint NOT NULL REFERENCES outcomes(id),
  PRIMARY KEY (bet_id, outcome_id)
);

-- One settlement per round and currency, ever: the primary key refuses a second.
CREATE TABLE jackpot_settlements (
  round_id              bigint NOT NULL REFERENCES jackpot_rounds(id),
  currency              text NOT NULL,
  stakes_minor          bigint NOT NULL,
  house_minor           bigint NOT NULL,
  rollover_in_minor     bigint NOT NULL,
  rollover_out_minor    bigint NOT NULL,
  paid_minor            bigint NOT NULL,
  tiers                 jsonb NOT NULL,
  ledger_transaction_id bigint REFERENCES ledger_transactions(id),
  settled_at            timestamptz NOT NULL,
  PRIMARY KEY (round_id, currency),
  CHECK (paid_minor + house_minor + rollover_out_minor = stakes_minor + rollover_in_minor)
);

-- What the next round of a kind starts with in a currency (kept in the jackpot-pool account).
CREATE TABLE jackpot_rollovers (
  kind         text NOT NULL,
  currency     text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  PRIMARY KEY (kind, currency)
);
