-- 0007: event paths of league- and tournament-grouped sports (spec shell §3, betting-domain §2:
-- tennis, e-sports and others are league-grouped, golf tournament-grouped) sit under a category
-- (a tour, a series), not a country. The card upsert rewrites the kinds it stored before.
ALTER TABLE event_paths DROP CONSTRAINT IF EXISTS event_paths_kind_check;
ALTER TABLE event_paths ADD CONSTRAINT event_paths_kind_check
  CHECK (kind IN ('sport', 'country', 'category', 'league', 'tournament'));
