-- 0012: booking codes (issue 9 item 9): a betslip or a jackpot slip stored under a short code a
-- player can share or read out in a shop, loaded again at current prices until it expires.
CREATE TABLE booking_codes (
  code       text PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('betslip', 'jackpot')),
  -- The slip as booked: selections and stakes only (no prices: loading prices it anew).
  slip       jsonb NOT NULL,
  player_id  bigint REFERENCES players(id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX booking_codes_expiry ON booking_codes (expires_at);
