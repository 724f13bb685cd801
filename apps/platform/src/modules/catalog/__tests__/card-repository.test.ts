import { describe, expect, it } from 'vitest';
import { decimalOdds } from '@touchline/betting';
import { Market, ENDPOINTS, buildPath } from '@touchline/contract';
import type { SimEvent, SimMarket } from '@touchline/simulator';
import { dbTargets } from '../../../test/targets';
import { eventMarkets, upsertCard, upsertMarkets } from '../card-repository';
import { E, M, PATHS, event, fixtureCard, market } from './card-fixtures';
import { useCatalogPlatform } from './catalog-harness';

/** The card's event of an id. */
function cardEvent(id: number): SimEvent {
  const found = fixtureCard().events.find((e) => e.id === id);
  if (!found) throw new Error(`no event ${id}`);
  return found;
}

/** The event with one market changed. */
function withMarket(e: SimEvent, id: number, change: (m: SimMarket) => SimMarket): SimEvent {
  return { ...e, markets: e.markets.map((m) => (m.id === id ? change(m) : m)) };
}

const reprice = (m: SimMarket, price: string): SimMarket => ({
  ...m,
  outcomes: m.outcomes.map((o, i) => (i === 0 ? { ...o, price: decimalOdds(price) } : o)),
});

describe.each(dbTargets())('the card upsert (catalog tables) on $name', (target) => {
  const h = useCatalogPlatform(target);

  const getMarket = async (id: number) => {
    h.invalidate();
    return Market.parse((await h.get(buildPath(ENDPOINTS.catalog.market.path, { id }))).json());
  };
  const ingest = (events: readonly SimEvent[]) =>
    h.db.transaction((tx) => upsertCard(tx, { paths: [], events }));

  it('re-prices a scheduled event: version +1, the old price becomes the penultimate', async () => {
    const before = await getMarket(M.wdw);
    const rules = cardEvent(E.rules);
    await ingest([withMarket(rules, M.wdw, (m) => reprice(m, '2.30'))]);
    const after = await getMarket(M.wdw);
    const price = after.outcomes[0]?.consolidatedPrice;
    expect(price?.currentPrice.decimal).toBe(2.3);
    expect(price?.currentPrice.id).toBe(
      (before.outcomes[0]?.consolidatedPrice.currentPrice.id ?? 0) + 1,
    );
    expect(price?.penultimatePrice?.decimal).toBe(2.1);
    // The same card again changes nothing (no version bump for an unchanged price).
    await ingest([withMarket(rules, M.wdw, (m) => reprice(m, '2.30'))]);
    expect((await getMarket(M.wdw)).outcomes[0]?.consolidatedPrice.currentPrice.id).toBe(
      price?.currentPrice.id,
    );
  });

  it('leaves the markets of an event in play to the feed, but adds its new markets', async () => {
    const live = cardEvent(E.liveFootball);
    const added = market({
      id: 929_999,
      marketTypeId: 2722,
      description: 'Next Goal 3',
      periodId: 200,
      instance: 3,
      outcomes: [
        { description: 'Home', price: '2.00' },
        { description: 'Away', price: '2.00' },
      ],
    });
    const repriced = withMarket(live, M.liveWdw, (m) => reprice(m, '9.99'));
    await ingest([{ ...repriced, markets: [...repriced.markets, added] }]);
    expect((await getMarket(M.liveWdw)).outcomes[0]?.consolidatedPrice.currentPrice.decimal).toBe(
      1.6,
    );
    const next = await getMarket(929_999);
    // The type's ordinal position is the one its other markets have in the event.
    expect(next.marketTypeInfo.ordinalPosition).toBe(
      (await getMarket(M.liveNextGoal)).marketTypeInfo.ordinalPosition,
    );
    // A feed `market` message (force) does replace it.
    const [wdw] = eventMarkets(live).filter((m) => m.market.id === M.liveWdw);
    if (!wdw) throw new Error('no market');
    await h.db.transaction((tx) =>
      upsertMarkets(tx, [{ ...wdw, market: reprice(wdw.market, '1.75') }], { force: true }),
    );
    expect((await getMarket(M.liveWdw)).outcomes[0]?.consolidatedPrice.currentPrice.decimal).toBe(
      1.75,
    );
  });

  it('never reopens a removed market, nor one a feed alert holds suspended', async () => {
    const rules = cardEvent(E.rules);
    await ingest([rules]);
    expect((await getMarket(M.correctScoreLts)).status).toBe('lts');
    expect((await getMarket(M.closed)).status).toBe('closed');
    await h.db.query(
      `UPDATE markets SET status = 'suspended', alert_suspended = true WHERE id = $1`,
      [M.ou25],
    );
    await ingest([rules]);
    expect((await getMarket(M.ou25)).status).toBe('suspended');
    await h.db.query(`UPDATE markets SET status = 'open', alert_suspended = false WHERE id = $1`, [
      M.ou25,
    ]);
  });

  it('reads a two-level trail (sport, league) and a card without paths', async () => {
    const e = event({
      id: 915_000,
      description: 'Trail A v Trail B',
      startTime: '2026-11-23T12:00:00Z',
      trail: [PATHS.tennis, PATHS.tennisOpen],
      sportCode: 'TENN',
      markets: [],
    });
    await ingest([e]);
    h.invalidate();
    const res = await h.get(buildPath(ENDPOINTS.catalog.event.path, { id: 915000 }));
    expect(res.json()).toMatchObject({
      eventPaths: [{ id: 239 }, { id: PATHS.tennisOpen }],
      marketCount: 0,
    });
  });
});
