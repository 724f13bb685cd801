import { describe, expect, it } from 'vitest';
import { sportByCode } from '@touchline/betting';
import { apiClient } from '../../../test/kit';
import { TEST_NOW, usePlatform } from '../../../test/harness';
import { pgliteTarget } from '../../../test/targets';

describe('jackpots on the simulated world', () => {
  const h = usePlatform(pgliteTarget);

  it('opens a weekend 13 and a midweek 8 from the simulated football card at start', async () => {
    const { jackpots } = await apiClient(h.app).jackpot.active({ query: {} });
    expect(jackpots.map((j) => [j.kind, j.eventCount]).sort()).toEqual([
      ['midweek', 8],
      ['weekly', 13],
    ]);
    const ids = jackpots.flatMap((j) => j.events.map((e) => e.eventId));
    const events = await h.db.query<{ id: number; sport_id: number; start_time: Date | string }>(
      'SELECT id, sport_id, start_time FROM events WHERE id = ANY($1::bigint[])',
      [ids],
    );
    expect(events).toHaveLength(21);
    for (const e of events) {
      expect(e.sport_id).toBe(sportByCode('FOOT')?.id);
      expect(new Date(e.start_time).getTime()).toBeGreaterThan(TEST_NOW.getTime());
    }
    for (const j of jackpots) {
      for (const e of j.events) expect(e.outcomes).toHaveLength(3);
    }
  });
});
