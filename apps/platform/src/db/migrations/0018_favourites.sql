-- 0018: favourites (issue 12; spec betting-domain §2 pseudo-category 10000 FAVOURITES): the
-- events and leagues a player starred, oldest first. An event's favourite goes with the event;
-- a league's with its event path. At most 200 a player (modules/favourites, decisions.md).
-- `position` keeps the order they were starred in (a clock can stand still or step back).
CREATE TABLE favourite_events (
  player_id  bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  event_id   bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  added_at   timestamptz NOT NULL,
  position   bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (player_id, event_id)
);

CREATE TABLE favourite_leagues (
  player_id  bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  league_id  bigint NOT NULL REFERENCES event_paths(id) ON DELETE CASCADE,
  added_at   timestamptz NOT NULL,
  position   bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (player_id, league_id)
);
