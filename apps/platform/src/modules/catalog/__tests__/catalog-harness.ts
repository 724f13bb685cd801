import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { startPlatform, type Platform } from '../../../platform';
import type { DbTarget } from '../../../test/targets';
import { upsertCard } from '../card-repository';
import { applyLiveState, fixtureCard, NOW } from './card-fixtures';

/**
 * The platform harness for the catalogue's fixture suites: the real platform (startPlatform, as
 * test/harness.ts `usePlatform` boots it) with the simulator off, holding the hand-made card of
 * card-fixtures.ts and its in-play state, on a fresh database of the target.
 */
export interface CatalogHarness {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly platform: Platform;
  setNow(now: Date): void;
  /** Tells the catalogue its tables changed (what the feed does after writing them). */
  invalidate(): void;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function useCatalogPlatform(target: DbTarget): CatalogHarness {
  let now = NOW;
  let platform: Platform | undefined;
  let db: Database | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await target.open();
    db = opened.db;
    dispose = opened.dispose;
    const config = loadConfig({ SIM_ENABLED: 'false', LOG_LEVEL: 'silent' });
    platform = await startPlatform(config, db, { clock: () => now });
    const card = fixtureCard();
    await db.transaction((tx) => upsertCard(tx, card));
    await applyLiveState(db);
    platform.ctx.bus.publish('catalog.changed', '');
  });
  afterAll(async () => {
    await platform?.close();
    await dispose?.();
  });
  const need = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`${what} not started`);
    return v;
  };
  const harness: CatalogHarness = {
    get app() {
      return need(platform, 'platform').app;
    },
    get db() {
      return need(db, 'database');
    },
    get platform() {
      return need(platform, 'platform');
    },
    setNow(next: Date) {
      now = next;
    },
    invalidate() {
      need(platform, 'platform').ctx.bus.publish('catalog.changed', '');
    },
    get(url, headers = {}) {
      return need(platform, 'platform').app.inject({ method: 'GET', url, headers });
    },
  };
  return harness;
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
