-- 0021: fewer checks per bet row (bench/placement; docs/decisions.md "Lean bet rows"). A leg's
-- market_id and event_id, and a bet's player_id, are copies kept for the queries that read by
-- them (settlement by event, My Bets by player); the rows they copy are already referenced:
-- the leg's outcome (whose row references its market, whose row references its event) and the
-- bet's betslip (whose row references its player). Their own foreign keys checked the same rows
-- again, a lookup and a key-share row lock each, on every leg placed — for a 4-leg multiple
-- eight lookups and locks on the catalogue rows the feed updates most. The outcome, bet and
-- betslip keys stay: no leg names an outcome that never existed, no bet a slip that does not.
ALTER TABLE bet_legs DROP CONSTRAINT IF EXISTS bet_legs_market_id_fkey;
ALTER TABLE bet_legs DROP CONSTRAINT IF EXISTS bet_legs_event_id_fkey;
ALTER TABLE bets DROP CONSTRAINT IF EXISTS bets_player_id_fkey;
