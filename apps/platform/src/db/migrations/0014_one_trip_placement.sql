-- 0014: a bet placement in one round trip (bench/placement, docs/decisions.md "Placement in two
-- statements"). The platform reads what a placement is decided on (the book, the wallet) in one
-- statement, decides in TypeScript (packages/betting prices the slip, the wallet module plans the
-- stake postings), then hands the whole decision to place_betslip, which applies it in one
-- statement — its own transaction — only if the book and the wallet are still exactly what the
-- decision read. No rule lives here: the function compares and writes.

-- The book of some outcomes as pricing reads it (catalog readBook): one JSON object per outcome,
-- in outcome-id order. With lock_rows the event, market and outcome rows are share-locked first
-- (a price move, a suspension or a kick-off waits for the placing transaction) and the state is
-- read after the locks, so it is the state the placement is accepted on.
--
-- Both functions run their statements with generic plans: their statements' best plan does not
-- depend on the values (index lookups by id, JSON unpacked), and the planner's default would
-- plan the joins afresh on every call (~0.3 ms each, most of what a placement cost the database).
CREATE FUNCTION book_state(ids bigint[], lock_rows boolean) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF lock_rows THEN
    -- In the order the feed's ingest writes a step (events, then markets, then outcomes), each in
    -- id order: a placement waiting for a step never holds a row that step needs next, so the two
    -- wait in turn instead of deadlocking (cash out takes markets before outcomes likewise).
    PERFORM 1 FROM events e
      WHERE e.id IN (SELECT m.event_id FROM outcomes o JOIN markets m ON m.id = o.market_id
                      WHERE o.id = ANY(ids))
      ORDER BY e.id FOR SHARE;
    PERFORM 1 FROM markets m
      WHERE m.id IN (SELECT o.market_id FROM outcomes o WHERE o.id = ANY(ids))
      ORDER BY m.id FOR SHARE;
    PERFORM 1 FROM outcomes o WHERE o.id = ANY(ids) ORDER BY o.id FOR SHARE;
  END IF;
  RETURN (
    SELECT coalesce(jsonb_agg(to_jsonb(r) ORDER BY r.outcome_id), '[]'::jsonb)
      FROM (SELECT o.id AS outcome_id, o.hidden, o.price::text AS price,
                   m.id AS market_id, m.status AS market_status, m.alert_suspended, m.period_id,
                   m.place_terms, m.suspension_seq, e.id AS event_id, e.status AS event_status,
                   e.start_time, sp.code AS sport_code
              FROM outcomes o JOIN markets m ON m.id = o.market_id
              JOIN events e ON e.id = m.event_id
              LEFT JOIN event_paths sp ON sp.id = e.sport_id
             WHERE o.id = ANY(ids)) r);
END $$;

-- Applies a decided placement: 'placed', or what changed since it was decided ('book': a price,
-- status or suspension of one of its outcomes; 'wallet': the player's balances or wagering
-- counters) and nothing is written. Locks in the order the feed and cash out expect: the book
-- (share), then the wallet state row, then the wallet's balance rows in account-id order. A
-- request uuid committed meanwhile by a concurrent request raises unique_violation (23505) and
-- the caller replays that request's answer.
--
-- p: { playerId, outcomeIds, bookDigest, counters: {u, b}, balances: [{id, m}],
--      postings: [{kind, reference, role: 'cash'|'free'|null, entries: [{a, m}]}],
--      nextCounters: {u, b}, at, betslip: {...}, bets: [...], legs: [...], answer }
CREATE FUNCTION place_betslip(p jsonb) RETURNS text
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_player bigint := (p->>'playerId')::bigint;
  v_at timestamptz := (p->>'at')::timestamptz;
  v_posting jsonb;
  v_tx bigint;
  v_cash_tx bigint;
  v_free_tx bigint;
  v_u bigint;
  v_b bigint;
  v_matching int;
  v_expected int;
BEGIN
  IF md5(book_state(ARRAY(SELECT jsonb_array_elements_text(p->'outcomeIds')::bigint), true)::text)
     IS DISTINCT FROM p->>'bookDigest' THEN
    RETURN 'book';
  END IF;

  SELECT unwagered_deposits_minor, bonus_left_to_wager_minor INTO v_u, v_b
    FROM wallet_states WHERE player_id = v_player FOR UPDATE;
  IF NOT FOUND OR v_u <> (p->'counters'->>'u')::bigint OR v_b <> (p->'counters'->>'b')::bigint THEN
    RETURN 'wallet';
  END IF;
  v_expected := jsonb_array_length(p->'balances');
  SELECT count(*) FILTER (WHERE l.balance_minor = x.m) INTO v_matching
    FROM (SELECT b.account_id, b.balance_minor FROM ledger_balances b
           WHERE b.account_id IN (SELECT (e->>'id')::bigint FROM jsonb_array_elements(p->'balances') e)
           ORDER BY b.account_id FOR UPDATE) l
    JOIN jsonb_to_recordset(p->'balances') AS x(id bigint, m bigint) ON x.id = l.account_id;
  IF v_matching <> v_expected THEN
    RETURN 'wallet';
  END IF;

  FOR v_posting IN SELECT jsonb_array_elements(p->'postings') LOOP
    INSERT INTO ledger_transactions (kind, reference, created_at)
    VALUES (v_posting->>'kind', v_posting->>'reference', v_at) RETURNING id INTO v_tx;
    INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at)
    SELECT v_tx, x.a, x.m, v_at FROM jsonb_to_recordset(v_posting->'entries') AS x(a bigint, m bigint);
    IF v_posting->>'role' = 'cash' THEN v_cash_tx := v_tx; END IF;
    IF v_posting->>'role' = 'free' THEN v_free_tx := v_tx; END IF;
  END LOOP;

  UPDATE wallet_states
     SET unwagered_deposits_minor = (p->'nextCounters'->>'u')::bigint,
         bonus_left_to_wager_minor = (p->'nextCounters'->>'b')::bigint,
         updated_at = v_at
   WHERE player_id = v_player;

  INSERT INTO betslips (id, request_uuid, player_id, reference, origin_id, user_accept_odds,
                        currency, total_stake_minor, potential_returns_minor,
                        ledger_transaction_id, free_money_transaction_id, free_money_stake_minor,
                        request_hash, acceptance, accept_at, answer)
  SELECT s.id, s.uuid, v_player, s.reference, s.origin_id, s.user_accept_odds, s.currency,
         s.total_stake_minor, s.potential_returns_minor, coalesce(v_cash_tx, v_free_tx),
         v_free_tx, s.free_money_stake_minor, s.request_hash, s.acceptance, s.accept_at,
         p->'answer'
    FROM jsonb_to_record(p->'betslip') AS s(id bigint, uuid uuid, reference text, origin_id text,
         user_accept_odds text, currency text, total_stake_minor bigint,
         potential_returns_minor bigint, free_money_stake_minor bigint, request_hash text,
         acceptance text, accept_at timestamptz);

  INSERT INTO bets (id, betslip_id, player_id, ref, bet_type_id, description, currency, each_way,
                    no_of_bets, unit_stake_minor, total_stake_minor, free_money_stake_minor,
                    potential_returns_minor, potential_place_win_minor, extra_winnings_minor,
                    status)
  SELECT x.id, (p->'betslip'->>'id')::bigint, v_player, x.ref, x.bet_type_id, x.description,
         x.currency, x.each_way, x.no_of_bets, x.unit_stake_minor, x.total_stake_minor,
         x.free_money_stake_minor, x.potential_returns_minor, x.potential_place_win_minor,
         x.extra_winnings_minor, x.status
    FROM jsonb_to_recordset(p->'bets') AS x(id bigint, ref text, bet_type_id int,
         description text, currency text, each_way boolean, no_of_bets int,
         unit_stake_minor bigint, total_stake_minor bigint, free_money_stake_minor bigint,
         potential_returns_minor bigint, potential_place_win_minor bigint,
         extra_winnings_minor bigint, status text);

  INSERT INTO bet_legs (bet_id, leg_no, outcome_id, market_id, event_id, price, place_terms,
                        market_suspension_seq)
  SELECT x.bet_id, x.leg_no, x.outcome_id, x.market_id, x.event_id, x.price, x.place_terms,
         x.market_suspension_seq
    FROM jsonb_to_recordset(p->'legs') AS x(bet_id bigint, leg_no int, outcome_id bigint,
         market_id bigint, event_id bigint, price numeric, place_terms text,
         market_suspension_seq int);

  RETURN 'placed';
END $$;
