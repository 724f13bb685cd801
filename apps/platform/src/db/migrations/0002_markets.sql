-- 0002: markets that live. Every sport of the catalogue, in-play state on events, the full
-- market and outcome shapes of betting-domain §3, results for settlement, feed alerts and the
-- change log the live feed is served from (cursor = change id, monotonically increasing).

-- Catalog --------------------------------------------------------------------------------
ALTER TABLE event_paths DROP CONSTRAINT IF EXISTS event_paths_kind_check;
ALTER TABLE event_paths ADD CONSTRAINT event_paths_kind_check
  CHECK (kind IN ('sport', 'country', 'league', 'tournament'));
-- spec betting-domain §7 eventpathtree sportGroups: REGULAR or ESPORTS.
ALTER TABLE event_paths ADD COLUMN sport_group text NOT NULL DEFAULT 'REGULAR'
  CHECK (sport_group IN ('REGULAR', 'ESPORTS'));

ALTER TABLE events DROP CONSTRAINT IF EXISTS events_status_check;
ALTER TABLE events ADD CONSTRAINT events_status_check
  CHECK (status IN ('scheduled', 'live', 'finished', 'cancelled'));
-- GAMEEVENT: opponents meet; RANKEVENT: a field finishes in order (races, outrights).
ALTER TABLE events ADD COLUMN event_type text NOT NULL DEFAULT 'GAMEEVENT'
  CHECK (event_type IN ('GAMEEVENT', 'RANKEVENT'));
ALTER TABLE events ADD COLUMN is_outright boolean NOT NULL DEFAULT false;
ALTER TABLE events ADD COLUMN sport_group text NOT NULL DEFAULT 'REGULAR'
  CHECK (sport_group IN ('REGULAR', 'ESPORTS'));
-- In-play state (spec betting-domain §3 Live event): clock {minutes, status}, scoresPerPeriod,
-- cricketOutcomes, current period; null before kick-off.
ALTER TABLE events ADD COLUMN clock jsonb;
ALTER TABLE events ADD COLUMN scores_per_period jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE events ADD COLUMN cricket_outcomes jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE events ADD COLUMN current_period text;
ALTER TABLE events ADD COLUMN current_period_abbreviation text;
ALTER TABLE events ADD COLUMN current_period_number integer;
ALTER TABLE events ADD COLUMN went_live_at timestamptz;
ALTER TABLE events ADD COLUMN finished_at timestamptz;
CREATE INDEX events_status_sport ON events (status, sport_id);
-- The catalogue's listings (pre-match pages, live pages) filter by status and order by kick-off.
CREATE INDEX events_status_start ON events (status, start_time, id);

ALTER TABLE markets DROP CONSTRAINT IF EXISTS markets_status_check;
-- spec betting-domain §4: open, suspended, lts, closed; feeds also send settled and resulted
-- (both remove the market from what players see; kept here for settlement and history).
ALTER TABLE markets ADD CONSTRAINT markets_status_check
  CHECK (status IN ('open', 'suspended', 'lts', 'closed', 'settled', 'resulted'));
ALTER TABLE markets ADD COLUMN feed_id text;
ALTER TABLE markets ADD COLUMN style text NOT NULL DEFAULT 'DEFAULT';
ALTER TABLE markets ADD COLUMN instance integer;
ALTER TABLE markets ADD COLUMN opponent_id bigint;
ALTER TABLE markets ADD COLUMN player_name text;
ALTER TABLE markets ADD COLUMN team_name text;
ALTER TABLE markets ADD COLUMN cutoff_time timestamptz;
-- Each-way terms of a race market, e.g. '1/4' over 3 places.
ALTER TABLE markets ADD COLUMN place_terms text;
ALTER TABLE markets ADD COLUMN places integer;
-- Set while a feed alert holds the market suspended, so the alert's end reopens exactly these.
ALTER TABLE markets ADD COLUMN alert_suspended boolean NOT NULL DEFAULT false;
ALTER TABLE markets ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX markets_event_type ON markets (event_id, market_type_id);
-- Market listings and the open/listed counts read one event's markets by status.
CREATE INDEX markets_event_status ON markets (event_id, status);

ALTER TABLE outcomes ADD COLUMN spread numeric(10, 2);
ALTER TABLE outcomes ADD COLUMN spread2 numeric(10, 2);
-- The two previous prices (spec betting-domain §3 market change feed: penultimate, antepenultimate).
ALTER TABLE outcomes ADD COLUMN prev_price numeric(14, 6);
ALTER TABLE outcomes ADD COLUMN prev_prev_price numeric(14, 6);
ALTER TABLE outcomes ADD COLUMN result text CHECK (result IN ('won', 'lost', 'void', 'placed'));
-- Dead heat: {"tiedFor": n, "places": k} reduces the stake proportion at settlement.
ALTER TABLE outcomes ADD COLUMN dead_heat jsonb;

-- Feed -----------------------------------------------------------------------------------
-- Feed-owned column on events (agreed with the catalog): the provider's open-market count of a
-- live event (spec betting-domain §3 Live event liveOpenMarketCount, §4 open-market count update).
ALTER TABLE events ADD COLUMN live_open_market_count integer;

-- A feed alert suspends every market of a feed (spec betting-domain §4) until it ends. The
-- markets it suspended carry markets.alert_suspended, so the end reopens exactly those.
CREATE TABLE feed_alerts (
  feed_code  text PRIMARY KEY,
  active     boolean NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- The change log: one row per browser-facing message (market change or live event message),
-- in the wire form the live feed sends. `id` is the cursor clients resume from. Ids are taken
-- under a transaction-level advisory lock by the one ingesting leader, so they commit in order:
-- any snapshot holds a prefix of the log. `message` is json (not jsonb) so the text written is
-- the text served, byte for byte, by polling, replay and the live push.
CREATE TABLE feed_changes (
  id         bigserial PRIMARY KEY,
  event_id   bigint NOT NULL,
  sport_id   bigint NOT NULL,
  live       boolean NOT NULL,
  message    json NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feed_changes_event ON feed_changes (event_id, id);
CREATE INDEX feed_changes_created ON feed_changes (created_at);

-- Pruning keeps the log bounded; `pruned_through` is the highest id ever deleted, so a cursor
-- below it is older than the log and the client is told to resync.
CREATE TABLE feed_change_floor (
  singleton      boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  pruned_through bigint NOT NULL DEFAULT 0
);
INSERT INTO feed_change_floor DEFAULT VALUES;
