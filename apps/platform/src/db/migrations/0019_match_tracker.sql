-- 0019: the match tracker (modules/feed, docs/decisions.md "Match tracker"): a live event's
-- play by play with where the ball was, as the feed's world reports it. `seq` is the incident's
-- position in its event's stream (the world's own numbering, so re-ingesting after a takeover
-- or a restart changes nothing). The feed keeps the latest 200 per event and a day in all.
CREATE TABLE match_tracker (
  event_id    bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  seq         integer NOT NULL CHECK (seq > 0),
  happened_at timestamptz NOT NULL,
  incident    jsonb NOT NULL,
  PRIMARY KEY (event_id, seq)
);
CREATE INDEX match_tracker_happened ON match_tracker (happened_at);
