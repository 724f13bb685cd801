import { describe, expect, it } from 'vitest';
import { ChangesAnswer, EventsPage, type FeedMessage, ENDPOINTS } from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW } from '../../../test/harness';
import { FEED_TOPICS } from '../../../bus/topics';
import {
  BASK,
  E1,
  E2,
  E3,
  FEED_A,
  hidden,
  marketId,
  outcomeId,
  price,
  simMarket,
  status,
  testCard,
  useFeedPlatform,
} from './feed-fixtures';

describe.each(dbTargets())('feed ingest on $name', (target) => {
  const h = useFeedPlatform(target);

  /** The changes logged after `cursor` (through the polling call, validated by the contract). */
  const changesAfter = async (cursor: number) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.feed.changes.path}?cursor=${cursor}&limit=1000`,
    });
    expect(res.statusCode).toBe(200);
    return ChangesAnswer.parse(res.json());
  };
  const latest = async () => (await changesAfter(0)).cursor;
  const messagesAfter = async (cursor: number): Promise<FeedMessage[]> =>
    (await changesAfter(cursor)).changes.map((c) => c.message);

  const outcomeRow = async (id: number) => {
    const [row] = await h.db.query<{
      price: number;
      prev_price: number | null;
      prev_prev_price: number | null;
      price_version: number;
      hidden: boolean;
      result: string | null;
      dead_heat: unknown;
    }>(
      `SELECT price::float8 AS price, prev_price::float8 AS prev_price,
              prev_prev_price::float8 AS prev_prev_price, price_version, hidden, result, dead_heat
         FROM outcomes WHERE id = $1`,
      [id],
    );
    return row;
  };
  const marketRow = async (id: number) => {
    const [row] = await h.db.query<{ status: string; alert_suspended: boolean }>(
      'SELECT status, alert_suspended FROM markets WHERE id = $1',
      [id],
    );
    return row;
  };
  const eventRow = async (id: number) => {
    const [row] = await h.db.query<Record<string, unknown>>('SELECT * FROM events WHERE id = $1', [
      id,
    ]);
    return row ?? {};
  };
  /** The event as the catalog answers it (markets players see). */
  const catalogEvent = async (id: number, periodType?: 'IN_RUNNING') => {
    const res = await h.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.catalog.events.path}?ids=${id}&includeMarkets=true${periodType ? `&periodType=${periodType}` : ''}`,
    });
    expect(res.statusCode).toBe(200);
    return EventsPage.parse(res.json()).events.find((e) => e.id === id);
  };
  const visibleMarketIds = async (id: number) =>
    ((await catalogEvent(id))?.markets ?? []).map((m) => m.id).sort();

  it('ingests the card when it becomes leader, logging nothing for new events', async () => {
    const events = await h.db.query<{ id: number }>(
      'SELECT id FROM events WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[E1, E2, E3]],
    );
    expect(events.map((e) => e.id)).toEqual([E1, E2, E3]);
    expect(await visibleMarketIds(E1)).toEqual([1, 2, 3].map((n) => marketId(E1, n)));
    expect((await changesAfter(0)).changes).toEqual([]);
  });

  it('p: moves the price slots, bumps the price version, logs the change with its slots', async () => {
    const m = marketId(E1, 1);
    const o = outcomeId(m, 1);
    const from = await latest();
    await h.step(price(E1, m, o, 2.2));
    await h.step(price(E1, m, o, 2.3));
    expect(await outcomeRow(o)).toMatchObject({
      price: 2.3,
      prev_price: 2.2,
      prev_prev_price: 2.1,
      price_version: 3,
    });
    const messages = await messagesAfter(from);
    expect(messages).toEqual([
      {
        k: 'p',
        e: E1,
        m,
        mt: 1,
        pt: 1,
        o,
        cp: {
          c: { d: 2.2, sp: null, sp2: null, f: 'DECIMAL' },
          pp: { d: 2.1, sp: null, sp2: null, f: 'DECIMAL' },
          ap: null,
        },
      },
      {
        k: 'p',
        e: E1,
        m,
        mt: 1,
        pt: 1,
        o,
        cp: {
          c: { d: 2.3, sp: null, sp2: null, f: 'DECIMAL' },
          pp: { d: 2.2, sp: null, sp2: null, f: 'DECIMAL' },
          ap: { d: 2.1, sp: null, sp2: null, f: 'DECIMAL' },
        },
      },
    ]);
    const market = (await catalogEvent(E1))?.markets.find((x) => x.id === m);
    expect(market?.outcomes.find((x) => x.id === o)?.consolidatedPrice.currentPrice.decimal).toBe(
      2.3,
    );
    // The same price again is a replay: nothing changes, nothing is logged.
    const again = await latest();
    await h.step(price(E1, m, o, 2.3));
    expect(await messagesAfter(again)).toEqual([]);
    expect((await outcomeRow(o))?.price_version).toBe(3);
  });

  it('m: suspended stays visible; lts, closed, settled and resulted remove the market', async () => {
    const from = await latest();
    const m1 = marketId(E2, 1);
    const m2 = marketId(E2, 2);
    const m3 = marketId(E2, 3);
    await h.step(status(E2, m1, 'suspended'));
    expect(await visibleMarketIds(E2)).toEqual([m1, m2, m3]);
    expect((await catalogEvent(E2))?.markets.find((m) => m.id === m1)?.status).toBe('suspended');
    await h.step(status(E2, m1, 'lts'), status(E2, m2, 'closed'));
    expect(await visibleMarketIds(E2)).toEqual([m3]);
    // lts is long-term suspension: the feed may open the market again.
    await h.step(status(E2, m1, 'open'));
    expect(await visibleMarketIds(E2)).toEqual([m1, m3]);
    await h.step(status(E2, m1, 'settled'), status(E2, m3, 'resulted'));
    expect(await visibleMarketIds(E2)).toEqual([]);
    expect(await marketRow(m3)).toMatchObject({ status: 'resulted' });
    const logged = (await messagesAfter(from)).map((x) => ('k' in x && x.k === 'm' ? x.s : x));
    expect(logged).toEqual(['suspended', 'lts', 'closed', 'open', 'settled', 'resulted']);
    // The feed sends the markets again: they are back (the tests below use them).
    const e2 = testCard().events.find((e) => e.id === E2);
    await h.step(
      ...(e2?.markets ?? []).map((market) => ({ type: 'market' as const, eventId: E2, market })),
    );
    expect(await visibleMarketIds(E2)).toEqual([m1, m2, m3]);
  });

  it('oh: hides an outcome (the market stays); all outcomes hidden removes the market', async () => {
    const m = marketId(E1, 2);
    const [o1, o2] = [outcomeId(m, 1), outcomeId(m, 2)];
    const from = await latest();
    await h.step(hidden(E1, m, o1, true));
    expect((await outcomeRow(o1))?.hidden).toBe(true);
    const market = (await catalogEvent(E1))?.markets.find((x) => x.id === m);
    // spec §7: hidden outcomes are included in market answers.
    expect(market?.outcomes.find((x) => x.id === o1)?.hidden).toBe(true);
    await h.step(hidden(E1, m, o2, true));
    expect(await marketRow(m)).toMatchObject({ status: 'closed' });
    expect(await visibleMarketIds(E1)).not.toContain(m);
    expect(await messagesAfter(from)).toEqual([
      { k: 'oh', e: E1, m, mt: 350, pt: 1, o: o1, h: true },
      { k: 'oh', e: E1, m, mt: 350, pt: 1, o: o2, h: true },
      { k: 'm', e: E1, m, mt: 350, pt: 1, s: 'closed' },
    ]);
    // Unhiding later does not bring a removed market back; the feed sends the market again.
    await h.step(hidden(E1, m, o1, false));
    expect(await visibleMarketIds(E1)).not.toContain(m);
    await h.step({ type: 'market', eventId: E1, market: simMarket(E1, 2, ['1.85', '1.95']) });
    expect(await visibleMarketIds(E1)).toContain(m);
    expect(await outcomeRow(o2)).toMatchObject({ hidden: false, price: 1.95, prev_price: 2 });
  });

  it('feed alert: suspends the open markets of the feed, its end reopens exactly those', async () => {
    const a1 = marketId(E1, 1);
    const a2 = marketId(E1, 3);
    const a3 = marketId(E2, 1);
    const b1 = marketId(E3, 1);
    // a2 is suspended by the provider before the alert: the alert's end must not open it.
    await h.step(status(E1, a2, 'suspended'));
    const from = await latest();
    await h.step({ type: 'feedAlert', feedCode: FEED_A, active: true });
    expect(await marketRow(a1)).toEqual({ status: 'suspended', alert_suspended: true });
    expect(await marketRow(a3)).toEqual({ status: 'suspended', alert_suspended: true });
    expect(await marketRow(a2)).toEqual({ status: 'suspended', alert_suspended: false });
    expect(await marketRow(b1)).toEqual({ status: 'open', alert_suspended: false });
    const suspended = await messagesAfter(from);
    expect(suspended.every((x) => 'k' in x && x.k === 'm' && x.s === 'suspended')).toBe(true);
    expect(suspended.map((x) => ('m' in x ? x.m : 0)).sort()).toEqual(
      [a1, marketId(E1, 2), a3, marketId(E2, 2), marketId(E2, 3)].sort(),
    );
    // While the alert holds, the feed cannot open a market of it: it waits for the alert's end.
    const during = await latest();
    await h.step(status(E1, a1, 'open'));
    expect(await marketRow(a1)).toEqual({ status: 'suspended', alert_suspended: true });
    expect(await messagesAfter(during)).toEqual([]);
    const end = await latest();
    await h.step({ type: 'feedAlert', feedCode: FEED_A, active: false });
    expect(await marketRow(a1)).toEqual({ status: 'open', alert_suspended: false });
    expect(await marketRow(a3)).toEqual({ status: 'open', alert_suspended: false });
    expect(await marketRow(a2)).toEqual({ status: 'suspended', alert_suspended: false });
    const reopened = await messagesAfter(end);
    expect(reopened).toHaveLength(suspended.length);
    expect(reopened.every((x) => 'k' in x && x.k === 'm' && x.s === 'open')).toBe(true);
    await h.step(status(E1, a2, 'open'));
  });

  it('eventStatus and live messages update the event and are logged as live changes', async () => {
    const from = await latest();
    const at = new Date(TEST_NOW.getTime() + 60_000).toISOString();
    await h.step({ type: 'eventStatus', eventId: E3, status: 'live', at });
    expect(await eventRow(E3)).toMatchObject({ status: 'live' });
    expect(new Date(String((await eventRow(E3)).went_live_at)).toISOString()).toBe(at);
    expect((await catalogEvent(E3, 'IN_RUNNING'))?.id).toBe(E3);
    const [home, away] = [E3 * 10 + 1, E3 * 10 + 2];
    await h.step(
      {
        type: 'live',
        message: { kind: 'clock', eventId: E3, clock: { minutes: 0, status: 'RUNNING' } },
      },
      { type: 'live', message: { kind: 'clockMinute', eventId: E3, minutes: 7 } },
      {
        type: 'live',
        message: {
          kind: 'currentPeriod',
          eventId: E3,
          currentPeriod: '1st Quarter',
          currentPeriodAbbreviation: 'QTR',
          currentPeriodNumber: 1,
        },
      },
      {
        type: 'live',
        message: {
          kind: 'score',
          eventId: E3,
          scoresPerPeriod: [
            { opponentId: home, periodInstance: 1, periodKey: 'QTR', score: 10 },
            { opponentId: away, periodInstance: 1, periodKey: 'QTR', score: 8 },
          ],
        },
      },
      { type: 'live', message: { kind: 'openMarketCount', eventId: E3, liveOpenMarketCount: 3 } },
      {
        type: 'live',
        message: {
          kind: 'cricketOutcomes',
          eventId: E3,
          cricketOutcomes: [{ over: 1, ball: 2, outcome: '4' }],
        },
      },
    );
    // spec §4: a score update merges by opponent, period instance and period key.
    await h.step({
      type: 'live',
      message: {
        kind: 'score',
        eventId: E3,
        scoresPerPeriod: [
          { opponentId: away, periodInstance: 1, periodKey: 'QTR', score: 12 },
          { opponentId: home, periodInstance: 2, periodKey: 'QTR', score: 3 },
        ],
      },
    });
    expect(await eventRow(E3)).toMatchObject({
      status: 'live',
      clock: { minutes: 7, status: 'RUNNING' },
      current_period: '1st Quarter',
      current_period_abbreviation: 'QTR',
      current_period_number: 1,
      live_open_market_count: 3,
      cricket_outcomes: [{ over: 1, ball: 2, outcome: '4' }],
      scores_per_period: [
        { opponentId: home, periodInstance: 1, periodKey: 'QTR', score: 10 },
        { opponentId: away, periodInstance: 1, periodKey: 'QTR', score: 12 },
        { opponentId: home, periodInstance: 2, periodKey: 'QTR', score: 3 },
      ],
    });
    // spec §4: END_OF_EVENT marks the event finished.
    await h.step({
      type: 'live',
      message: { kind: 'clock', eventId: E3, clock: { minutes: 48, status: 'END_OF_EVENT' } },
    });
    expect(await eventRow(E3)).toMatchObject({ status: 'finished' });
    const page = await changesAfter(from);
    const kinds = page.changes.map((c) => ('kind' in c.message ? c.message.kind : c.message.k));
    expect(kinds).toEqual([
      'eventStatus',
      'clock',
      'clockMinute',
      'currentPeriod',
      'score',
      'openMarketCount',
      'cricketOutcomes',
      'score',
      'clock',
      'eventStatus',
    ]);
    expect(page.changes.at(-1)?.message).toEqual({
      kind: 'eventStatus',
      eventId: E3,
      status: 'finished',
    });
    // Live-page pollers see all of them.
    const live = await h.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.feed.changes.path}?cursor=${from}&live=true`,
    });
    expect(ChangesAnswer.parse(live.json()).changes).toHaveLength(kinds.length);
    // A finished event stays finished.
    await h.step({ type: 'eventStatus', eventId: E3, status: 'live', at });
    expect(await eventRow(E3)).toMatchObject({ status: 'finished' });
  });

  it('results: stores outcome results and dead heats, the market is resulted, settlement is told', async () => {
    const m = marketId(E3, 1);
    const told: string[] = [];
    const unsubscribe = h.platform.ctx.bus.subscribe(FEED_TOPICS.results, (p) => told.push(p));
    const from = await latest();
    await h.step({
      type: 'results',
      eventId: E3,
      markets: [
        {
          marketId: m,
          outcomes: [
            { outcomeId: outcomeId(m, 1), result: 'won', deadHeat: { tiedFor: 2, places: 1 } },
            { outcomeId: outcomeId(m, 2), result: 'lost' },
            { outcomeId: outcomeId(m, 3), result: 'void' },
          ],
        },
      ],
    });
    unsubscribe();
    expect(await marketRow(m)).toMatchObject({ status: 'resulted' });
    expect(await outcomeRow(outcomeId(m, 1))).toMatchObject({
      result: 'won',
      dead_heat: { tiedFor: 2, places: 1 },
    });
    expect(await outcomeRow(outcomeId(m, 2))).toMatchObject({ result: 'lost', dead_heat: null });
    expect(await outcomeRow(outcomeId(m, 3))).toMatchObject({ result: 'void' });
    expect(await messagesAfter(from)).toEqual([{ k: 'm', e: E3, m, mt: 1, pt: 1, s: 'resulted' }]);
    expect(told.map((p) => JSON.parse(p) as unknown)).toEqual([{ eventIds: [E3] }]);
  });

  it('market: a new in-play market is logged; a replacement logs its price and hidden changes', async () => {
    const from = await latest();
    const fresh = simMarket(E1, 4, ['1.50', '2.50'], { periodId: 200, marketTypeId: 2722 });
    await h.step({ type: 'market', eventId: E1, market: fresh });
    expect(await visibleMarketIds(E1)).toContain(marketId(E1, 4));
    const replaced = simMarket(E1, 4, ['1.60', '2.50'], { periodId: 200, marketTypeId: 2722 });
    const second = replaced.outcomes[1];
    if (!second) throw new Error('fixture');
    await h.step({
      type: 'market',
      eventId: E1,
      market: {
        ...replaced,
        outcomes: [replaced.outcomes[0] ?? second, { ...second, hidden: true }],
      },
    });
    const m = marketId(E1, 4);
    expect(await messagesAfter(from)).toEqual([
      { k: 'm', e: E1, m, mt: 2722, pt: 2, s: 'open' },
      {
        k: 'p',
        e: E1,
        m,
        mt: 2722,
        pt: 2,
        o: outcomeId(m, 1),
        cp: {
          c: { d: 1.6, sp: null, sp2: null, f: 'DECIMAL' },
          pp: { d: 1.5, sp: null, sp2: null, f: 'DECIMAL' },
          ap: null,
        },
      },
      { k: 'oh', e: E1, m, mt: 2722, pt: 2, o: outcomeId(m, 2), h: true },
    ]);
  });

  it('fixture refresh of a known event logs its price changes with moved slots', async () => {
    const card = testCard();
    const e2 = card.events.find((e) => e.id === E2);
    if (!e2) throw new Error('fixture');
    const m = marketId(E2, 2);
    const from = await latest();
    await h.step({
      type: 'fixture',
      event: {
        ...e2,
        markets: e2.markets.map((x) => (x.id === m ? simMarket(E2, 2, ['1.70', '2.00']) : x)),
      },
    });
    expect(await outcomeRow(outcomeId(m, 1))).toMatchObject({ price: 1.7, prev_price: 1.8 });
    expect(await messagesAfter(from)).toEqual([
      {
        k: 'p',
        e: E2,
        m,
        mt: 350,
        pt: 1,
        o: outcomeId(m, 1),
        cp: {
          c: { d: 1.7, sp: null, sp2: null, f: 'DECIMAL' },
          pp: { d: 1.8, sp: null, sp2: null, f: 'DECIMAL' },
          ap: null,
        },
      },
    ]);
  });

  it('takes a new fixture and changes to its markets in the same step', async () => {
    const base = testCard().events[0];
    if (!base) throw new Error('fixture');
    const id = 910_050;
    const m = marketId(id, 1);
    const from = await latest();
    const told: string[] = [];
    const off = h.platform.ctx.bus.subscribe(FEED_TOPICS.cardIngested, (p) => told.push(p));
    await h.step(
      {
        type: 'fixture',
        event: {
          ...base,
          id,
          slug: `new-${id}`,
          markets: [simMarket(id, 1, ['2.00', '3.00', '4.00'])],
        },
      },
      price(id, m, outcomeId(m, 1), 2.5),
    );
    expect(await outcomeRow(outcomeId(m, 1))).toMatchObject({ price: 2.5, prev_price: 2 });
    // A new event's markets are not announced one by one; its price change is, and the
    // catalogue hears that the card changed.
    expect((await messagesAfter(from)).map((x) => ('k' in x ? x.k : x.kind))).toEqual(['p']);
    off();
    expect(told).toEqual(['{"events":1}']);
  });

  it('takes the same fixture twice in one step (a card overlapping the first step): last wins', async () => {
    const base = testCard().events[0];
    if (!base) throw new Error('fixture');
    const id = 910_060;
    const m = marketId(id, 1);
    const fixture = (odds: string[]) =>
      ({
        type: 'fixture',
        event: { ...base, id, slug: `twice-${id}`, markets: [simMarket(id, 1, odds)] },
      }) as const;
    const report = await h.step(
      fixture(['2.00', '3.00', '4.00']),
      fixture(['2.50', '3.00', '3.50']),
    );
    expect(report.step?.skipped).toBe(0);
    expect((await outcomeRow(outcomeId(m, 1)))?.price).toBe(2.5);
    expect((await catalogEvent(id))?.slug).toBe(`twice-${id}`);
  });

  it('skips messages about unknown events, markets and outcomes without failing the step', async () => {
    const from = await latest();
    const report = await h.step(
      price(999_999, 1, 1, 2),
      price(E1, 12_345, 1, 2),
      price(E1, marketId(E1, 1), 42, 2),
      { type: 'live', message: { kind: 'clockMinute', eventId: 999_999, minutes: 3 } },
      { type: 'eventStatus', eventId: 999_999, status: 'live', at: TEST_NOW.toISOString() },
      { type: 'market', eventId: 999_999, market: simMarket(999_999, 1, ['2', '2']) },
      { type: 'results', eventId: 999_999, markets: [{ marketId: 1, outcomes: [] }] },
      price(E1, marketId(E1, 1), outcomeId(marketId(E1, 1), 2), 3.5),
    );
    expect(report.step?.skipped).toBe(7);
    expect(report.step?.changes).toBe(1);
    expect(await messagesAfter(from)).toHaveLength(1);
  });

  it('a step is one transaction: a failing message leaves nothing of the step behind', async () => {
    const m = marketId(E1, 1);
    const o = outcomeId(m, 3);
    const before = await outcomeRow(o);
    const from = await latest();
    const card = testCard();
    const e1 = card.events.find((e) => e.id === E1);
    if (!e1) throw new Error('fixture');
    h.world.push(price(E1, m, o, 9.5), {
      type: 'fixture',
      // A league path that does not exist: the card upsert fails on its foreign key.
      event: { ...e1, id: 910_999, pathIds: [BASK, 123_456_789, 123_456_790], markets: [] },
    });
    await expect(h.platform.tick()).rejects.toThrow();
    expect(await outcomeRow(o)).toEqual(before);
    expect(await messagesAfter(from)).toEqual([]);
    // The loop goes on with the next step.
    await h.step(price(E1, m, o, 9.5));
    expect((await outcomeRow(o))?.price).toBe(9.5);
  });
});
