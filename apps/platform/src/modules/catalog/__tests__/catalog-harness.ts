import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { usePlatform, extendHarness, type Harness } from '../../../test/harness';
import type { DbTarget } from '../../../test/targets';
import { upsertCard } from '../card-repository';
import { applyLiveState, fixtureCard, NOW } from './card-fixtures';

/**
 * The platform harness for the catalogue's fixture suites: test/harness.ts `usePlatform` with the
 * simulator off, holding the hand-made card of card-fixtures.ts and its in-play state, on a fresh
 * database of the target.
 */
export interface CatalogHarness extends Harness {
  /** Tells the catalogue its tables changed (what the feed does after writing them). */
  invalidate(): void;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function useCatalogPlatform(target: DbTarget): CatalogHarness {
  const base = usePlatform(target, {
    env: { SIM_ENABLED: 'false' },
    now: NOW,
    async afterStart(platform, db) {
      const card = fixtureCard();
      await db.transaction((tx) => upsertCard(tx, card));
      await applyLiveState(db);
      platform.ctx.bus.publish('catalog.changed', '');
    },
  });
  return extendHarness(base, {
    invalidate() {
      base.platform.ctx.bus.publish('catalog.changed', '');
    },
    get(url, headers = {}) {
      return base.app.inject({ method: 'GET', url, headers });
    },
  });
}

/** A 400 `{ code, message }` whose message names `field`. */
export function expectBadRequest(res: LightMyRequestResponse, field: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ code: string; message: string }>();
  expect(body.code).toBe('INVALID_REQUEST');
  expect(body.message).toContain(field);
}

export function expectNotFound(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(404);
  const body = res.json<{ code: string; message: string }>();
  expect(body.code).toBe('NOT_FOUND');
  expect(typeof body.message).toBe('string');
}
