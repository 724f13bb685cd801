-- 0020: decided placements applied in batches (bench/placement; docs/decisions.md "Placements in
-- batches"). The platform gathers the placements decided within one turn of its event loop and
-- hands them to place_betslips in one statement — one transaction, one commit, and each of the
-- writes below run once for the whole batch instead of once per slip. Each item is exactly what
-- place_betslip (0014) takes and is applied under the same rule: only if the book and the wallet
-- are still what its decision read; otherwise nothing of it is written and its outcome says what
-- changed ('book' or 'wallet'), so the caller decides it again. No rule lives here either.
--
-- Locks, in the order the feed, cash out and settlement take them: the book of every item at
-- once (share; events, markets, outcomes, each in id order), then every item's wallet-state row
-- in player order, then their balance rows in account order (as settlement locks a page).
--
-- The caller puts at most one item per player and per request uuid in a batch; a later item of a
-- player already in the batch is answered 'wallet' here (its decision read the wallet the earlier
-- one changes). Returns the outcomes in the items' order: a JSON array of text.
CREATE FUNCTION place_betslips(ps jsonb) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_book jsonb;
  v_moved int[];
  v_changed int[];
  v_ok int[];
  v_postings jsonb;
BEGIN
  v_book := book_state(ARRAY(SELECT DISTINCT jsonb_array_elements_text(p->'outcomeIds')::bigint
                               FROM jsonb_array_elements(ps) p), true);
  -- An item's book is its outcomes' rows of the whole book, in the same order, so its digest is
  -- the one book_state gives for its outcomes alone.
  SELECT coalesce(array_agg(t.i::int), '{}') INTO v_moved
    FROM jsonb_array_elements(ps) WITH ORDINALITY AS t(p, i)
   WHERE md5((SELECT coalesce(jsonb_agg(r.v ORDER BY r.n), '[]'::jsonb)
                FROM jsonb_array_elements(v_book) WITH ORDINALITY AS r(v, n)
               WHERE r.v->'outcome_id' IN (SELECT jsonb_array_elements(t.p->'outcomeIds')))::text)
         IS DISTINCT FROM t.p->>'bookDigest';

  PERFORM 1 FROM wallet_states
    WHERE player_id IN (SELECT (p->>'playerId')::bigint FROM jsonb_array_elements(ps) p)
    ORDER BY player_id FOR UPDATE;
  PERFORM 1 FROM ledger_balances
    WHERE account_id IN (SELECT (b->>'id')::bigint
                           FROM jsonb_array_elements(ps) p, jsonb_array_elements(p->'balances') b)
    ORDER BY account_id FOR UPDATE;
  SELECT coalesce(array_agg(t.i::int), '{}') INTO v_changed
    FROM jsonb_array_elements(ps) WITH ORDINALITY AS t(p, i)
   WHERE NOT EXISTS (SELECT 1 FROM wallet_states w
                      WHERE w.player_id = (t.p->>'playerId')::bigint
                        AND w.unwagered_deposits_minor = (t.p->'counters'->>'u')::bigint
                        AND w.bonus_left_to_wager_minor = (t.p->'counters'->>'b')::bigint)
      OR (SELECT count(*) FROM jsonb_to_recordset(t.p->'balances') AS x(id bigint, m bigint)
            JOIN ledger_balances l ON l.account_id = x.id AND l.balance_minor = x.m)
         <> jsonb_array_length(t.p->'balances')
      OR EXISTS (SELECT 1 FROM jsonb_array_elements(ps) WITH ORDINALITY AS q(p, j)
                  WHERE q.j < t.i AND q.p->>'playerId' = t.p->>'playerId');

  v_ok := ARRAY(SELECT i FROM generate_series(1, jsonb_array_length(ps)) i
                 WHERE i <> ALL(v_moved) AND i <> ALL(v_changed));

  -- The stake postings of every item, each with its ledger transaction id.
  SELECT coalesce(jsonb_agg(jsonb_build_object('i', i, 'id', nextval('ledger_transactions_id_seq'),
                                               'at', ps->(i - 1)->'at', 'p', x)), '[]'::jsonb)
    INTO v_postings
    FROM unnest(v_ok) AS i, jsonb_array_elements(ps->(i - 1)->'postings') AS x;

  INSERT INTO ledger_transactions (id, kind, reference, created_at)
  SELECT (x->>'id')::bigint, x->'p'->>'kind', x->'p'->>'reference', (x->>'at')::timestamptz
    FROM jsonb_array_elements(v_postings) x;
  INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at)
  SELECT (x->>'id')::bigint, (e->>'a')::bigint, (e->>'m')::bigint, (x->>'at')::timestamptz
    FROM jsonb_array_elements(v_postings) x, jsonb_array_elements(x->'p'->'entries') e;

  UPDATE wallet_states w
     SET unwagered_deposits_minor = (t.p->'nextCounters'->>'u')::bigint,
         bonus_left_to_wager_minor = (t.p->'nextCounters'->>'b')::bigint,
         updated_at = (t.p->>'at')::timestamptz
    FROM (SELECT ps->(i - 1) AS p FROM unnest(v_ok) AS i) t
   WHERE w.player_id = (t.p->>'playerId')::bigint;

  INSERT INTO betslips (id, request_uuid, player_id, reference, origin_id, user_accept_odds,
                        currency, total_stake_minor, potential_returns_minor,
                        ledger_transaction_id, free_money_transaction_id, free_money_stake_minor,
                        request_hash, acceptance, accept_at, answer)
  SELECT s.id, s.uuid, (t.p->>'playerId')::bigint, s.reference, s.origin_id, s.user_accept_odds,
         s.currency, s.total_stake_minor, s.potential_returns_minor,
         coalesce(tx.cash_tx, tx.free_tx), tx.free_tx, s.free_money_stake_minor, s.request_hash,
         s.acceptance, s.accept_at, t.p->'answer'
    FROM (SELECT i, ps->(i - 1) AS p FROM unnest(v_ok) AS i) t
   CROSS JOIN LATERAL jsonb_to_record(t.p->'betslip') AS s(id bigint, uuid uuid, reference text,
         origin_id text, user_accept_odds text, currency text, total_stake_minor bigint,
         potential_returns_minor bigint, free_money_stake_minor bigint, request_hash text,
         acceptance text, accept_at timestamptz)
   CROSS JOIN LATERAL (
         SELECT max((x->>'id')::bigint) FILTER (WHERE x->'p'->>'role' = 'cash') AS cash_tx,
                max((x->>'id')::bigint) FILTER (WHERE x->'p'->>'role' = 'free') AS free_tx
           FROM jsonb_array_elements(v_postings) x WHERE (x->>'i')::int = t.i) tx;

  INSERT INTO bets (id, betslip_id, player_id, ref, bet_type_id, description, currency, each_way,
                    no_of_bets, unit_stake_minor, total_stake_minor, free_money_stake_minor,
                    potential_returns_minor, potential_place_win_minor, extra_winnings_minor,
                    status)
  SELECT x.id, (t.p->'betslip'->>'id')::bigint, (t.p->>'playerId')::bigint, x.ref, x.bet_type_id,
         x.description, x.currency, x.each_way, x.no_of_bets, x.unit_stake_minor,
         x.total_stake_minor, x.free_money_stake_minor, x.potential_returns_minor,
         x.potential_place_win_minor, x.extra_winnings_minor, x.status
    FROM (SELECT ps->(i - 1) AS p FROM unnest(v_ok) AS i) t
   CROSS JOIN LATERAL jsonb_to_recordset(t.p->'bets') AS x(id bigint, ref text, bet_type_id int,
         description text, currency text, each_way boolean, no_of_bets int,
         unit_stake_minor bigint, total_stake_minor bigint, free_money_stake_minor bigint,
         potential_returns_minor bigint, potential_place_win_minor bigint,
         extra_winnings_minor bigint, status text);

  INSERT INTO bet_legs (bet_id, leg_no, outcome_id, market_id, event_id, price, place_terms,
                        market_suspension_seq)
  SELECT x.bet_id, x.leg_no, x.outcome_id, x.market_id, x.event_id, x.price, x.place_terms,
         x.market_suspension_seq
    FROM (SELECT ps->(i - 1) AS p FROM unnest(v_ok) AS i) t
   CROSS JOIN LATERAL jsonb_to_recordset(t.p->'legs') AS x(bet_id bigint, leg_no int,
         outcome_id bigint, market_id bigint, event_id bigint, price numeric, place_terms text,
         market_suspension_seq int);

  RETURN (SELECT jsonb_agg(CASE WHEN i = ANY(v_moved) THEN 'book'
                                WHEN i = ANY(v_changed) THEN 'wallet'
                                ELSE 'placed' END ORDER BY i)
            FROM generate_series(1, jsonb_array_length(ps)) i);
END $$;

-- Every placement is applied through place_betslips now (a locked one as a batch of one).
DROP FUNCTION place_betslip(jsonb);
