import { describe, expect, it } from 'vitest';
import {
  FEED_REMOVAL_STATUSES,
  applyMarketChange,
  isFeedRemovalStatus,
  type LiveMarket,
  type MarketsState,
} from '@touchline/betting';
import {
  ChangesAnswer,
  LiveEvent,
  marketChangeFromWire,
  type Market,
  ENDPOINTS,
  buildPath,
} from '@touchline/contract';
import { loadConfig } from '../../../config';
import { startPlatform } from '../../../platform';
import { dbTargets } from '../../../test/targets';

/**
 * spec betting-domain §4: "in feeds, statuses lts, settled, resulted and closed remove the
 * market" — end to end, from the real simulator (seed 42) through ingest, the change log and the
 * catalogue to a client applying the polled changes with the betting package's reducer.
 *
 * Match 207780301 (kick-off 2026-11-21 19:00 UTC) is one whose seeded script holds a long-term
 * suspension (lts). At SIM_SPEED 60 it lasts under two minutes of platform time: at kick-off its
 * pre-match markets are closed, at half time the first-half markets are resulted, one market
 * goes lts, and at the end everything is resulted and then settled.
 */
const EVENT = 207_780_301;
const START = Date.parse('2026-11-21T18:59:30Z');
const END = Date.parse('2026-11-21T19:03:00Z');
const STEP_MS = 5_000;

describe.each(dbTargets())('the simulator lifecycle on $name', (target) => {
  it('removes markets on lts, resulted, settled and closed, in the feed and the catalogue', async () => {
    const { db, dispose } = await target.open();
    try {
      let now = new Date(START);
      const platform = await startPlatform(
        loadConfig({ LOG_LEVEL: 'silent', SIM_SEED: '42', SIM_SPEED: '60' }),
        db,
        { clock: () => now },
      );
      try {
        const get = (url: string) => platform.app.inject({ method: 'GET', url });
        await platform.tick();
        const first = ChangesAnswer.parse((await get(ENDPOINTS.feed.changes.path)).json());
        let cursor = first.cursor;

        // The client: the event's markets as fetched, moved by the polled changes.
        let held: MarketsState<LiveMarket & Market> = {};
        const fetchEvent = async () => {
          const res = await get(buildPath(ENDPOINTS.catalog.event.path, { id: EVENT }));
          if (res.statusCode !== 200) return null;
          const event = LiveEvent.parse(res.json());
          for (const m of event.markets) if (!(m.id in held)) held = { ...held, [m.id]: m };
          return event;
        };
        const preMatch = await fetchEvent();
        expect(preMatch?.markets.length).toBeGreaterThan(0);

        /** Every m status the feed gave each market, in order. */
        const statuses = new Map<number, string[]>();
        const removedAt = new Map<number, { status: string; at: number }>();
        while (now.getTime() < END) {
          now = new Date(now.getTime() + STEP_MS);
          await platform.tick();
          const page = ChangesAnswer.parse(
            (
              await get(
                `${ENDPOINTS.feed.changes.path}?cursor=${cursor}&eventIds=${EVENT}&limit=1000`,
              )
            ).json(),
          );
          expect(page.resync).toBe(false);
          expect(page.more).toBe(false);
          cursor = page.cursor;
          for (const { message } of page.changes) {
            // ChangesAnswer parsed the page: only the market changes (`k`) are converted.
            if (!('k' in message)) continue;
            const change = marketChangeFromWire(message);
            held = applyMarketChange(held, change);
            if (change.kind !== 'm') continue;
            statuses.set(change.marketId, [
              ...(statuses.get(change.marketId) ?? []),
              change.status,
            ]);
            if (isFeedRemovalStatus(change.status)) {
              removedAt.set(change.marketId, { status: change.status, at: now.getTime() });
              // The reducer dropped it from what the client shows.
              expect(held[change.marketId], `${change.marketId} ${change.status}`).toBeUndefined();
            }
          }
          const event = await fetchEvent();
          // What the catalogue lists never includes a removed market.
          for (const m of event?.markets ?? []) {
            const removed = removedAt.get(m.id);
            expect(removed, `${m.description} listed after ${removed?.status}`).toBeUndefined();
          }
        }

        const seen = new Set([...statuses.values()].flat());
        for (const status of FEED_REMOVAL_STATUSES) expect(seen, status).toContain(status);
        // In order: a pre-match market is closed at kick-off; every market ends resulted, then
        // settled; the lts market stayed out until its result.
        const histories = [...statuses.values()];
        expect(histories.some((h) => h[0] === 'closed')).toBe(true);
        expect(histories.some((h) => h.includes('lts'))).toBe(true);
        for (const h of histories) {
          expect(h.slice(-2), h.join(' ')).toEqual(['resulted', 'settled']);
        }
        // The whole book is gone for the client, and settled markets answer 404.
        expect(Object.keys(held)).toEqual([]);
        const ended = await fetchEvent();
        expect(ended?.markets ?? []).toEqual([]);
        for (const id of [...statuses.keys()].slice(0, 5)) {
          expect((await get(buildPath(ENDPOINTS.catalog.market.path, { id }))).statusCode).toBe(
            404,
          );
        }
      } finally {
        await platform.close();
      }
    } finally {
      await dispose();
    }
  }, 120_000);

  it('serves the cricket runs-in-over market of the current over and removes it once bowled', async () => {
    // spec betting-domain §9 special market "runs in over" (type 21, in-running period 262):
    // match 207791800 is in its first innings at 09:00 on 2026-11-22 (seed 42, real time).
    const cricket = 207_791_800;
    const { db, dispose } = await target.open();
    try {
      let now = new Date('2026-11-22T09:00:00Z');
      const platform = await startPlatform(
        loadConfig({ LOG_LEVEL: 'silent', SIM_SEED: '42', SIM_SPEED: '1' }),
        db,
        { clock: () => now },
      );
      try {
        const get = (url: string) => platform.app.inject({ method: 'GET', url });
        const overMarkets = async () => {
          const event = LiveEvent.parse(
            (await get(buildPath(ENDPOINTS.catalog.event.path, { id: cricket }))).json(),
          );
          return {
            event,
            markets: event.markets.filter((m) => m.marketTypeId === 21),
          };
        };
        await platform.tick();
        const { cursor } = ChangesAnswer.parse((await get(ENDPOINTS.feed.changes.path)).json());
        const { event, markets } = await overMarkets();
        expect(event.isLive).toBe(true);
        // Only the over being bowled is offered; earlier overs were resulted.
        expect(markets).toHaveLength(1);
        const [current] = markets;
        expect(current).toMatchObject({
          periodId: 262,
          period: {
            id: 262,
            abbreviation: 'PERIOD',
            description: 'Over',
            sequence: 3,
            periodType: { id: 2, inRunning: true },
          },
          marketTypeInfo: { style: 'OVER_UNDER' },
        });
        expect(current?.outcomes.map((o) => o.consolidatedPrice.currentPrice.spread)).toEqual([
          7.5, 7.5,
        ]);
        // The balls the event shows are those of that over.
        for (const ball of event.cricketOutcomes) expect(ball.over).toBe(current?.instance);
        const nextOver = (current?.instance ?? 0) + 1;

        // Play on until the over is bowled: it is resulted and leaves the catalogue, and the
        // next over's market takes its place.
        let later = markets;
        for (let i = 0; i < 40 && later.some((m) => m.id === current?.id); i++) {
          now = new Date(now.getTime() + 30_000);
          await platform.tick();
          later = (await overMarkets()).markets;
        }
        expect(later.map((m) => m.id)).not.toContain(current?.id);
        expect(
          (await get(buildPath(ENDPOINTS.catalog.market.path, { id: String(current?.id) })))
            .statusCode,
        ).toBe(404);
        const page = ChangesAnswer.parse(
          (
            await get(
              `${ENDPOINTS.feed.changes.path}?cursor=${cursor}&eventIds=${cricket}&limit=1000`,
            )
          ).json(),
        );
        const statuses = page.changes.flatMap(({ message }) =>
          'k' in message && message.k === 'm' && message.m === current?.id ? [message.s] : [],
        );
        expect(statuses).toContain('resulted');
        if (later.length > 0) expect(later[0]?.instance).toBe(nextOver);
      } finally {
        await platform.close();
      }
    } finally {
      await dispose();
    }
  }, 120_000);
});
