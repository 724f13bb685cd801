import { describe, expect, it } from 'vitest';
import type { SimFeedMessage } from '@touchline/simulator';
import { loadConfig } from '../../../config';
import { startPlatform } from '../../../platform';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import type { FeedWorld } from '../world';
import { E1, marketId, outcomeId, price, testCard } from './feed-fixtures';

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const untilAsync = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.each(dbTargets())('feed loop on $name', (target) => {
  it('ticks on its timer, survives a failing step, and stops on close', async () => {
    const { db, dispose } = await target.open();
    let steps = 0;
    const m = marketId(E1, 1);
    const world: FeedWorld = {
      cardRefreshMs: null,
      card: () => testCard(),
      step(): SimFeedMessage[] {
        steps++;
        if (steps === 3) throw new Error('the world broke');
        return [price(E1, m, outcomeId(m, 1), 2 + steps / 100)];
      },
    };
    const platform = await startPlatform(loadConfig({ LOG_LEVEL: 'silent' }), db, {
      clock: () => TEST_NOW,
      world,
      autoTick: true,
      feedTickMs: 20,
    });
    try {
      await until(() => steps >= 6);
      const [row] = await db.query<{ price_version: number }>(
        'SELECT price_version FROM outcomes WHERE id = $1',
        [outcomeId(m, 1)],
      );
      expect(row?.price_version).toBeGreaterThanOrEqual(4);
    } finally {
      await platform.close();
    }
    const after = steps;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(steps).toBe(after);
    await dispose();
  });

  it('ingests what a pushing provider sends without waiting for the tick, in shared batches', async () => {
    const { db, dispose } = await target.open();
    const m = marketId(E1, 1);
    const pending: SimFeedMessage[] = [];
    const stepped: number[] = [];
    let notify: (() => void) | null = null;
    const world: FeedWorld = {
      cardRefreshMs: null,
      card: () => testCard(),
      step(): SimFeedMessage[] {
        const out = pending.splice(0);
        stepped.push(out.length);
        return out;
      },
      watch(onPending) {
        notify = onPending;
        return () => {
          notify = null;
        };
      },
    };
    const platform = await startPlatform(loadConfig({ LOG_LEVEL: 'silent' }), db, {
      clock: () => TEST_NOW,
      world,
      autoTick: true,
      // The timer alone would not tick during the test: only the pushes can.
      feedTickMs: 3_600_000,
    });
    const version = async () => {
      const [row] = await db.query<{ price_version: number }>(
        'SELECT price_version FROM outcomes WHERE id = $1',
        [outcomeId(m, 1)],
      );
      return row?.price_version ?? 0;
    };
    try {
      const before = await version();
      const afterStart = stepped.length;
      // Five changes pushed together: one ingest takes them all.
      for (let i = 1; i <= 5; i++) {
        pending.push(price(E1, m, outcomeId(m, 1), 3 + i / 100));
        (notify as (() => void) | null)?.();
      }
      await untilAsync(async () => (await version()) >= before + 5);
      expect(stepped.slice(afterStart)).toEqual([5]);
      // Later pushes are ingested by later ticks.
      pending.push(price(E1, m, outcomeId(m, 1), 4));
      (notify as (() => void) | null)?.();
      await untilAsync(async () => (await version()) >= before + 6);
      expect(stepped.slice(afterStart)).toEqual([5, 1]);
    } finally {
      await platform.close();
    }
    // Closing stops watching.
    expect(notify).toBeNull();
    await dispose();
  });

  it('runs no feed when the simulator is off', async () => {
    const { db, dispose } = await target.open();
    const platform = await startPlatform(
      loadConfig({ LOG_LEVEL: 'silent', SIM_ENABLED: 'false' }),
      db,
      { clock: () => TEST_NOW },
    );
    try {
      expect(await platform.tick()).toMatchObject({ step: null });
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
      expect(row?.n).toBe(0);
    } finally {
      await platform.close();
      await dispose();
    }
  });
});
