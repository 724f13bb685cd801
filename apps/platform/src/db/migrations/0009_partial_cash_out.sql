-- 0009: partial and automatic cash out (issue 9 item 7; docs/decisions.md "Partial and
-- automatic cash out").

-- A bet may now be cashed out several times in part, then once in full (or settled).
ALTER TABLE cash_outs DROP CONSTRAINT IF EXISTS cash_outs_bet_id_key;
ALTER TABLE cash_outs
  ADD COLUMN kind text NOT NULL DEFAULT 'full' CHECK (kind IN ('full', 'partial')),
  -- Who asked: the player, or the platform executing the player's automatic rule.
  ADD COLUMN source text NOT NULL DEFAULT 'player' CHECK (source IN ('player', 'auto')),
  -- The full offer when it was taken, and (partial) the stake released and left on the bet.
  ADD COLUMN offer_minor bigint CHECK (offer_minor > 0),
  ADD COLUMN released_stake_minor bigint CHECK (released_stake_minor > 0),
  ADD COLUMN remaining_stake_minor bigint CHECK (remaining_stake_minor > 0);
CREATE INDEX cash_outs_bet ON cash_outs (bet_id);
-- A bet closes by cash out at most once.
CREATE UNIQUE INDEX cash_outs_one_full ON cash_outs (bet_id) WHERE kind = 'full';

-- A partial cash out reduces the bet's unit and total stake in place (settlement, the offer and
-- house:bets-held read them); the stake as placed and the parts paid so far are kept beside.
ALTER TABLE bets
  ADD COLUMN placed_stake_minor bigint CHECK (placed_stake_minor > 0),
  ADD COLUMN cashed_out_minor bigint NOT NULL DEFAULT 0 CHECK (cashed_out_minor >= 0);

-- "Cash out when the offer reaches X": one rule per open bet, removed when it runs, when the
-- player deletes it and when the bet closes.
CREATE TABLE auto_cash_outs (
  bet_id          bigint PRIMARY KEY REFERENCES bets(id),
  player_id       bigint NOT NULL REFERENCES players(id),
  currency        text NOT NULL,
  threshold_minor bigint NOT NULL CHECK (threshold_minor > 0),
  created_at      timestamptz NOT NULL
);
