import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import type { FeedWorld } from '../modules/feed';
import { startPlatform, type Platform } from '../platform';
import type { DbTarget } from './targets';

export { assertLedgerReconciles, ledgerProblems } from './ledger-check';
export { loginDemo } from './kit';

/** A fixed instant for tests: the simulator's card is then always the same. */
export const TEST_NOW = new Date('2026-11-22T09:00:00Z');

export interface Harness {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly platform: Platform;
  /** `127.0.0.1:<port>` when started with `listen`, else ''. */
  readonly origin: string;
  /** Moves the platform clock. */
  setNow(now: Date): void;
}

export interface PlatformOptions {
  /** Extra configuration (environment variables) beside the tests' seed and silent log. */
  readonly env?: Record<string, string>;
  /** The feed's world; default the simulator. */
  readonly world?: FeedWorld;
  /** Listen on a loopback port once started (for WebSocket clients). */
  readonly listen?: boolean;
  /** The platform clock's first reading (default TEST_NOW). */
  readonly now?: Date;
  /** Runs once the platform has started (a suite's own card, say). */
  readonly afterStart?: (platform: Platform, db: Database) => Promise<void>;
  /** Checks run after the suite, before the platform closes; returned problems fail it. */
  readonly finalChecks?: (db: Database) => Promise<string[]>;
}

/**
 * Boots a platform on a fresh database of the target for the enclosing describe block. The
 * target's dispose reconciles the ledger after the suite (test/ledger-check.ts).
 */
export function usePlatform(target: DbTarget, options: PlatformOptions = {}): Harness {
  let now = options.now ?? TEST_NOW;
  let platform: Platform | undefined;
  let db: Database | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let origin = '';
  beforeAll(async () => {
    const opened = await target.open();
    db = opened.db;
    dispose = opened.dispose;
    const config = loadConfig({ SIM_SEED: '42', LOG_LEVEL: 'silent', ...options.env });
    platform = await startPlatform(config, db, {
      clock: () => now,
      ...(options.world && { world: options.world }),
    });
    await options.afterStart?.(platform, db);
    if (options.listen) {
      await platform.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = platform.app.server.address() as AddressInfo;
      origin = `127.0.0.1:${port}`;
    }
  });
  afterAll(async () => {
    try {
      const problems = db && options.finalChecks ? await options.finalChecks(db) : [];
      if (problems.length > 0) {
        throw new Error(`checks after the suite failed:\n  ${problems.join('\n  ')}`);
      }
    } finally {
      await platform?.close();
      await dispose?.();
    }
  });
  const need = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`${what} not started`);
    return v;
  };
  return {
    get app() {
      return need(platform, 'platform').app;
    },
    get db() {
      return need(db, 'database');
    },
    get platform() {
      return need(platform, 'platform');
    },
    get origin() {
      return origin;
    },
    setNow(next: Date) {
      now = next;
    },
  };
}

/**
 * A suite's own harness on top of `usePlatform`'s: the base's members (read when used, since the
 * platform starts in beforeAll) plus `extra`'s, getters kept.
 */
export function extendHarness<H extends Harness>(base: Harness, extra: Omit<H, keyof Harness>): H {
  const members: Harness = {
    get app() {
      return base.app;
    },
    get db() {
      return base.db;
    },
    get platform() {
      return base.platform;
    },
    get origin() {
      return base.origin;
    },
    setNow: (next) => base.setNow(next),
  };
  return Object.defineProperties(members, Object.getOwnPropertyDescriptors(extra)) as H;
}
