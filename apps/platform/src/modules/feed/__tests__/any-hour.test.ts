import { describe, expect, it } from 'vitest';
import { EventsPage, ENDPOINTS } from '@touchline/contract';
import { loadConfig } from '../../../config';
import { startPlatform } from '../../../platform';
import { dbTargets } from '../../../test/targets';

/**
 * `npm start` runs at whatever hour the user starts it, on the default seed: the leader's first
 * tick ingests the card together with the simulator's first step. Most suites pin one instant;
 * this one starts the real simulator at instants spread over the day (the first once failed at
 * 04:01 UTC on 2026-11-25, where the card and the first step both named some fixtures).
 */
const INSTANTS = [
  '2026-11-25T04:01:00Z',
  '2026-11-25T04:03:12Z',
  '2026-11-23T00:00:00Z',
  '2026-11-26T13:33:05Z',
  '2026-11-29T22:41:59Z',
];

describe.each(dbTargets())('the simulator feed at any hour on $name', (target) => {
  it.each(INSTANTS)(
    'starts at %s, ingests the card and steps on, with matches in play',
    async (instant) => {
      const { db, dispose } = await target.open();
      try {
        {
          let now = new Date(instant);
          const platform = await startPlatform(loadConfig({ LOG_LEVEL: 'silent' }), db, {
            clock: () => now,
          });
          try {
            for (const advanceMs of [1_000, 60_000, 300_000]) {
              now = new Date(now.getTime() + advanceMs);
              await platform.tick();
            }
            const res = await platform.app.inject({
              method: 'GET',
              url: `${ENDPOINTS.catalog.events.path}?periodType=IN_RUNNING&eventsPerPage=50`,
            });
            expect(res.statusCode, instant).toBe(200);
            expect(EventsPage.parse(res.json()).totalEvents, instant).toBeGreaterThan(0);
          } finally {
            await platform.close();
          }
        }
      } finally {
        await dispose();
      }
    },
    60_000,
  );
});
