-- 0001: the walking skeleton's tables: event-path tree, events, markets, outcomes, players,
-- sessions, platform keys, the double-entry wallet ledger, betslips, bets and bet legs.

CREATE TABLE platform_keys (
  name        text PRIMARY KEY,
  key_b64     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Catalog --------------------------------------------------------------------------------
CREATE TABLE event_paths (
  id          bigint PRIMARY KEY,
  parent_id   bigint REFERENCES event_paths(id),
  kind        text NOT NULL CHECK (kind IN ('sport', 'country', 'league')),
  description text NOT NULL,
  slug        text NOT NULL,
  code        text,
  sort_order  integer NOT NULL DEFAULT 0
);
CREATE INDEX event_paths_parent ON event_paths (parent_id);

CREATE TABLE events (
  id          bigint PRIMARY KEY,
  description text NOT NULL,
  slug        text NOT NULL,
  start_time  timestamptz NOT NULL,
  sport_id    bigint NOT NULL REFERENCES event_paths(id),
  country_id  bigint REFERENCES event_paths(id),
  league_id   bigint REFERENCES event_paths(id),
  feed_code   text NOT NULL,
  status      text NOT NULL DEFAULT 'scheduled'
              CHECK (status IN ('scheduled', 'live', 'finished', 'cancelled')),
  opponents   jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_start ON events (start_time, id);
CREATE INDEX events_league_start ON events (league_id, start_time);
CREATE INDEX events_sport_start ON events (sport_id, start_time);

CREATE TABLE markets (
  id             bigint PRIMARY KEY,
  event_id       bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  market_type_id integer NOT NULL,
  description    text NOT NULL,
  period_id      integer NOT NULL,
  status         text NOT NULL CHECK (status IN ('open', 'suspended', 'lts', 'closed')),
  sort_order     integer NOT NULL DEFAULT 0
);
CREATE INDEX markets_event ON markets (event_id);

CREATE TABLE outcomes (
  id               bigint PRIMARY KEY,
  market_id        bigint NOT NULL REFERENCES markets(id) ON DELETE CASCADE,
  description      text NOT NULL,
  ordinal_position integer NOT NULL,
  opponent_id      bigint,
  hidden           boolean NOT NULL DEFAULT false,
  price            numeric(14, 6) NOT NULL CHECK (price > 1),
  price_version    integer NOT NULL DEFAULT 1
);
CREATE INDEX outcomes_market ON outcomes (market_id);

-- Identity -------------------------------------------------------------------------------
-- Account ids are a separate series from player ids, so the two cannot be mixed up unnoticed.
CREATE SEQUENCE account_ids START 5000001;
CREATE TABLE players (
  id            bigserial PRIMARY KEY,
  account_id    bigint NOT NULL UNIQUE DEFAULT nextval('account_ids'),
  username      text NOT NULL,
  password_hash text NOT NULL,
  currency      text NOT NULL,
  locale        text NOT NULL DEFAULT 'en',
  country_code  text NOT NULL DEFAULT 'GB',
  status        text NOT NULL DEFAULT 'active'
                CHECK (status IN ('active', 'suspended', 'locked', 'pending_activation')),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX players_username ON players (lower(username));

CREATE TABLE sessions (
  id            uuid PRIMARY KEY,
  player_id     bigint NOT NULL REFERENCES players(id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_player ON sessions (player_id);

-- Wallet: double-entry ledger ---------------------------------------------------------------
-- Every transaction's entries sum to zero (checked at commit); entries are append-only;
-- each account's cached balance equals the sum of its entries and, for player accounts,
-- never goes below zero.
CREATE TABLE ledger_accounts (
  id         bigserial PRIMARY KEY,
  player_id  bigint REFERENCES players(id),
  name       text NOT NULL,
  currency   text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ledger_accounts_player ON ledger_accounts (player_id, name, currency)
  WHERE player_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house ON ledger_accounts (name, currency)
  WHERE player_id IS NULL;

CREATE TABLE ledger_balances (
  account_id     bigint PRIMARY KEY REFERENCES ledger_accounts(id),
  balance_minor  bigint NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL DEFAULT false,
  CONSTRAINT ledger_balance_not_negative CHECK (allow_negative OR balance_minor >= 0)
);

CREATE TABLE ledger_transactions (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL,
  reference  text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id             bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  account_id     bigint NOT NULL REFERENCES ledger_accounts(id),
  amount_minor   bigint NOT NULL CHECK (amount_minor <> 0),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_tx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END $$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_minor), 0) INTO total
    FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

-- Betting --------------------------------------------------------------------------------
CREATE TABLE betslips (
  id                      bigserial PRIMARY KEY,
  request_uuid            uuid NOT NULL UNIQUE,
  player_id               bigint NOT NULL REFERENCES players(id),
  reference               text NOT NULL UNIQUE,
  origin_id               text NOT NULL,
  user_accept_odds        text NOT NULL CHECK (user_accept_odds IN ('D', 'A')),
  currency                text NOT NULL,
  total_stake_minor       bigint NOT NULL CHECK (total_stake_minor > 0),
  potential_returns_minor bigint NOT NULL,
  ledger_transaction_id   bigint NOT NULL REFERENCES ledger_transactions(id),
  request_hash            text NOT NULL,
  created_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX betslips_player ON betslips (player_id, created_at);

CREATE TABLE bets (
  id                      bigserial PRIMARY KEY,
  betslip_id              bigint NOT NULL REFERENCES betslips(id),
  player_id               bigint NOT NULL REFERENCES players(id),
  ref                     text NOT NULL,
  bet_type_id             integer NOT NULL,
  description             text NOT NULL,
  status                  text NOT NULL DEFAULT 'open'
                          CHECK (status IN ('open', 'won', 'lost', 'void', 'cashed_out')),
  currency                text NOT NULL,
  unit_stake_minor        bigint NOT NULL CHECK (unit_stake_minor > 0),
  total_stake_minor       bigint NOT NULL CHECK (total_stake_minor > 0),
  potential_returns_minor bigint NOT NULL,
  returns_minor           bigint,
  placed_at               timestamptz NOT NULL DEFAULT now(),
  settled_at              timestamptz
);
CREATE INDEX bets_player_status ON bets (player_id, status, placed_at);

CREATE TABLE bet_legs (
  bet_id     bigint NOT NULL REFERENCES bets(id),
  leg_no     integer NOT NULL,
  outcome_id bigint NOT NULL REFERENCES outcomes(id),
  market_id  bigint NOT NULL REFERENCES markets(id),
  event_id   bigint NOT NULL REFERENCES events(id),
  price      numeric(14, 6) NOT NULL CHECK (price > 1),
  result     text CHECK (result IN ('won', 'lost', 'void', 'placed')),
  PRIMARY KEY (bet_id, leg_no)
);
CREATE INDEX bet_legs_outcome ON bet_legs (outcome_id);
