/** Test helpers for the identity suites: platforms with identity settings, forms, cookies. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildPath, ENDPOINTS } from '@touchline/contract';
import { normaliseSecurityAnswer } from '@touchline/site';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { startPlatform, type Platform } from '../../../platform';
import { TEST_NOW } from '../../../test/harness';
import { apiClient, injectCall } from '../../../test/kit';
import type { DbTarget } from '../../../test/targets';
import { hashPassword } from '../passwords';

const EN = { locale: 'en' };
/** The login component's calls in English under the default auth base, from the table. */
export const LOGIN = {
  authenticate: buildPath(ENDPOINTS.auth.authenticate.path, EN),
  otpGenerate: buildPath(ENDPOINTS.auth.otpGenerate.path, EN),
  otpValidate: buildPath(ENDPOINTS.auth.otpValidate.path, EN),
  securityQuestion: buildPath(ENDPOINTS.auth.securityQuestion.path, EN),
  checkAnswer: buildPath(ENDPOINTS.auth.checkAnswer.path, EN),
  logout: buildPath(ENDPOINTS.auth.logout.path, EN),
} as const;
export const INTEGRATE = buildPath(ENDPOINTS.auth.integrate.path, EN);
export const PASSWORD = 'demo-pass-1';

export interface IdentityHarness {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly platform: Platform;
  setNow(now: Date): void;
  now(): Date;
  /** Closes the platform (not the database) and starts a new one on the same database. */
  restart(): Promise<void>;
}

/**
 * A platform with extra environment settings (the shared harness has none), simulator off
 * unless asked: identity suites do not need the card. Ends with the ledger reconciliation
 * (the target's dispose).
 */
export function useIdentityPlatform(
  target: DbTarget,
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void } } = {},
): IdentityHarness {
  let now = TEST_NOW;
  let platform: Platform | undefined;
  let db: Database | undefined;
  let dispose: (() => Promise<void>) | undefined;
  const config = loadConfig({ SIM_SEED: '42', LOG_LEVEL: 'silent', SIM_ENABLED: 'false', ...env });
  const start = async () => {
    if (!db) throw new Error('database not open');
    platform = await startPlatform(config, db, {
      clock: () => now,
      ...(options.logStream && { logStream: options.logStream }),
    });
  };
  beforeAll(async () => {
    const opened = await target.open();
    db = opened.db;
    dispose = opened.dispose;
    await start();
  });
  afterAll(async () => {
    await platform?.close();
    // The target's dispose reconciles the ledger first (test/ledger-check.ts).
    await dispose?.();
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
    setNow(next: Date) {
      now = next;
    },
    now: () => now,
    async restart() {
      await need(platform, 'platform').close();
      // The new platform migrates through db.owner and keeps the application role.
      await start();
    },
  };
}

export const later = (seconds: number, from: Date = TEST_NOW): Date =>
  new Date(from.getTime() + seconds * 1000);

/** A urlencoded form body, as the spec's login forms send it. */
export function form(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export interface SetCookie {
  readonly value: string;
  readonly attributes: readonly string[];
  has(attribute: string): boolean;
  get(attribute: string): string | undefined;
}

/** The Set-Cookie headers of a response, by name. */
export function setCookies(res: LightMyRequestResponse): Map<string, SetCookie> {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const out = new Map<string, SetCookie>();
  for (const line of list) {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const attributes = attrs;
    out.set(name, {
      value: decodeURIComponent(pair.slice(eq + 1)),
      attributes,
      has: (a) => attributes.some((x) => x.toLowerCase() === a.toLowerCase()),
      get: (a) =>
        attributes
          .find((x) => x.toLowerCase().startsWith(`${a.toLowerCase()}=`))
          ?.slice(a.length + 1),
    });
  }
  return out;
}

/** A Cookie request header from the live (non-expired) cookies of responses. */
export function cookieJar(...responses: LightMyRequestResponse[]): string {
  const jar = new Map<string, string>();
  for (const res of responses) {
    for (const [name, c] of setCookies(res)) {
      if (c.get('Max-Age') === '0') jar.delete(name);
      else jar.set(name, c.value);
    }
  }
  return [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
}

export function authenticate(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
  extra: { headers?: Record<string, string>; fields?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const body = form({ username, password, ...extra.fields });
  return app.inject({
    method: 'POST',
    url: LOGIN.authenticate,
    payload: body.payload,
    headers: { ...body.headers, ...extra.headers },
  });
}

/** The newest one-time code in the demo outbox for a player. */
export async function latestCode(app: FastifyInstance, username: string): Promise<string | null> {
  const { messages } = await apiClient(app).demo.outbox({ query: { username } });
  const text = messages[0]?.body ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}

export async function bearerLogin(
  app: FastifyInstance,
  username: string,
  headers: Record<string, string> = {},
): Promise<{ token: string; accountId: number; alsPlayerId: number }> {
  const res = await injectCall(app, ENDPOINTS.auth.playerLogin, {
    body: { username, password: PASSWORD },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.body}`);
  const body = res.json<{ alsToken: string; accountId: number; alsPlayerId: number }>();
  return { token: body.alsToken, accountId: body.accountId, alsPlayerId: body.alsPlayerId };
}

export { bearer } from '../../../test/kit';

let playerSeq = 0;

/** A fresh player for one test (its own lockout, codes and sessions). */
export async function createPlayer(
  db: Database,
  options: {
    prefix?: string;
    currency?: string;
    status?: 'active' | 'suspended' | 'locked' | 'pending_activation';
    secondFactor?: 'none' | 'otp' | 'question';
  } = {},
): Promise<{ id: number; username: string; accountId: number }> {
  playerSeq += 1;
  const username = `${options.prefix ?? 'player'}.${process.pid}.${playerSeq}`;
  const second = options.secondFactor ?? 'none';
  const [row] = await db.query<{ id: number; account_id: number }>(
    `INSERT INTO players (username, password_hash, currency, status, two_factor, mobile,
                          security_question, security_answer_hash, email, first_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Test') RETURNING id, account_id`,
    [
      username,
      await hashPassword(PASSWORD),
      options.currency ?? 'EUR',
      options.status ?? 'active',
      second,
      second === 'otp' ? '+44 7700 900999' : null,
      second === 'question' ? 'Favourite ground?' : null,
      second === 'question' ? await hashPassword(normaliseSecurityAnswer('Anfield Road')) : null,
      `${username}@touchline.example`,
    ],
  );
  if (!row) throw new Error('player insert returned nothing');
  return { id: row.id, username, accountId: row.account_id };
}
