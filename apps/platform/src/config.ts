import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OperatorAccounts, type OperatorAccount } from '@touchline/contract';

/**
 * Environment configuration, parsed once at start-up. `process.env` is read here
 * only (lint refuses it elsewhere in the platform; the root scripts pass it to child processes).
 * A bad value stops start-up with a message naming the variable.
 */
const Port = z.coerce.number().int().min(1).max(65_535);

/** The repository's config/ folder (this file is apps/platform/src/config.ts). */
const DEFAULT_CONFIG_DIR = fileURLToPath(new URL('../../../config', import.meta.url));

const EnvSchema = z.object({
  PORT: Port.default(3000),
  PLATFORM_PORT: Port.default(4000),
  PLATFORM_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL')
    .optional(),
  // The application's own login role (README "Database roles"); unset: derived.
  DATABASE_APP_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// URL')
    .optional(),
  // The bus between platform instances (ARCHITECTURE "Runtime modes"): in-process, Redis or NATS.
  BUS_URL: z
    .string()
    .refine(
      (v) => v === 'memory' || /^(redis|rediss|nats):\/\/[^\s]+$/.test(v),
      'must be memory, a redis:// (or rediss://) URL or a nats:// URL',
    )
    .optional(),
  // The brand variant: a folder of config/brands (README "Brands"); checked when it is loaded.
  BRAND: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,40}$/, 'must be a brand folder name such as touchline')
    .default('touchline'),
  // Where the brands' and languages' configuration lives (default: the repository's config/).
  CONFIG_DIR: z.string().min(1).optional(),
  SIM_SEED: z.coerce.number().int().min(0).max(4_294_967_295).default(20_261_122),
  SIM_MARGIN: z.coerce.number().min(0).max(0.3).default(0.06),
  SIM_ENABLED: z.enum(['true', 'false']).default('true'),
  // In-play time compression: a 90-minute match takes 90 / SIM_SPEED minutes (demos, tests).
  SIM_SPEED: z.coerce.number().min(1).max(3600).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43,}={0,2}$/, 'must be at least 32 bytes of base64')
    .optional(),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(2_592_000).default(28_800),
  // Identity: see README "Configuration" and modules/identity.
  SINGLE_ALLOWED_SESSION: z.enum(['true', 'false']).default('false'),
  MAX_SESSIONS_PER_PLAYER: z.coerce.number().int().min(1).max(10_000).default(100),
  LOGIN_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  LOGIN_RATE_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  LOGIN_RATE_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  ARGON2_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  // Above the per-account hourly budget (100), so one account's flood never sheds other logins.
  ARGON2_MAX_QUEUE: z.coerce.number().int().min(0).max(100_000).default(256),
  // spec shell §7: the auth calls' configurable base (the web's NEXT_PUBLIC_AUTH_BASE must match).
  AUTH_BASE: z
    .string()
    .regex(/^(\/[a-z0-9][a-z0-9_-]*)+$/, 'must be a path such as /auth (lower case, no trailing /)')
    .refine(
      (v) => !/^\/(xapi|api|accounts|ws|_next)(\/|$)/.test(v),
      'must not be under /xapi, /api, /accounts, /ws or /_next',
    )
    .default('/auth'),
  TRUST_PROXY: z.enum(['loopback', 'always', 'never']).default('loopback'),
  DEMO_OUTBOX: z.enum(['true', 'false']).optional(),
  // spec shell §7: the bearer the browser presents to the external chat-token service (a secret:
  // set it in the environment, never in config/). Unset, the embedded demo makes one at start.
  AVAYA_CHAT_BEARER_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16-200 printable characters without spaces')
    .optional(),
  TERMS_VERSION: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,32}$/, 'must be 1-32 letters, digits, dots, dashes or underscores')
    .default('2026-01'),
  THEME_SWITCHING: z.enum(['true', 'false']).default('true'),
  // Cash out (docs/decisions.md "Settlement and cash out"): the book's margin on an offer, in
  // basis points of its fair value (500 = 5 %), as packages/betting cashOutValueMinor takes it.
  CASH_OUT_MARGIN_BP: z.coerce.number().int().min(0).max(10_000).default(500),
  // The in-play delay is the brand's setting in_play_delay_seconds (config/brands); these
  // override it for a deployment: IN_PLAY_DELAY_SECONDS for every sport, IN_PLAY_DELAYS per
  // sport code, e.g. `TENN=3,BASK=4` (docs/decisions.md "Betting engine").
  IN_PLAY_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  IN_PLAY_DELAYS: z
    .string()
    .regex(
      /^([A-Z0-9]{2,8}=\d{1,2})(,[A-Z0-9]{2,8}=\d{1,2})*$/,
      'must be CODE=seconds pairs, e.g. TENN=3,BASK=4',
    )
    .optional(),
  // The operator door (modules/operator, README "Operator API"): a JSON list of operators with
  // argon2id hashes, read by operatorAccounts below; how long an operator's token lives.
  OPERATOR_ACCOUNTS: z.string().optional(),
  OPERATOR_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly webPort: number;
  readonly dataDir: string;
  readonly database:
    | { kind: 'pglite'; dir: string }
    /** url: the owner's (migrations); appUrl: DATABASE_APP_URL for the application's queries. */
    | { kind: 'postgres'; url: string; appUrl: string | null };
  readonly busUrl: string;
  readonly brand: string;
  /** config/ with brands/<brand>/ and i18n/ (modules/cms). */
  readonly configDir: string;
  readonly sim: { enabled: boolean; seed: number; margin: number; speed: number };
  readonly logLevel: Env['LOG_LEVEL'];
  readonly tokenSecret: string | null;
  readonly sessionTtlSeconds: number;
  readonly identity: IdentityConfig;
  readonly betting: {
    readonly cashOutMarginBasisPoints: number;
    /** The in-play delay of a sport's bets, seconds (the default, then per sport code). */
    /** IN_PLAY_DELAY_SECONDS: overrides the brand's in-play delay for every sport; null: unset. */
    readonly inPlayDelaySeconds: number | null;
    readonly inPlayDelaysBySport: Readonly<Record<string, number>>;
  };
  readonly operator: OperatorConfig;
}

/** The operator door (modules/operator); see README "Operator API". */
export interface OperatorConfig {
  /** The operators of OPERATOR_ACCOUNTS; none when it is unset. */
  readonly accounts: readonly OperatorAccount[];
  /**
   * Embedded mode (no DATABASE_URL) with OPERATOR_ACCOUNTS unset: the documented demo operator
   * (modules/operator/demo-operator.ts) signs in, its hash computed at start.
   */
  readonly demoOperator: boolean;
  readonly tokenTtlSeconds: number;
}

/** Identity settings; every one documented in README "Configuration". */
export interface IdentityConfig {
  /** spec shell §2/§4 single_allowed_session: a new login ends the player's other sessions. */
  readonly singleAllowedSession: boolean;
  /** Live sessions a player may hold; one more login is refused with INT051 (token quota). */
  readonly maxSessionsPerPlayer: number;
  /** Consecutive wrong passwords (or codes, answers) before a temporary lockout (INT008). */
  readonly lockoutThreshold: number;
  readonly lockoutMinutes: number;
  /** Password checks per account, and per client address, in any rolling hour. */
  readonly rateAccountPerHour: number;
  readonly rateIpPerHour: number;
  /** argon2id hashes computed at once (the rest wait), so logins cannot starve the thread pool. */
  readonly argon2Concurrency: number;
  /** Hashes that may wait for one of those; beyond, 503 LOGIN_BUSY with Retry-After (0: none wait). */
  readonly argon2MaxQueue: number;
  /** spec shell §7 `{auth}`: the base path of the auth calls, default /auth. */
  readonly authBase: string;
  /** Whose X-Forwarded-For to believe: a loopback peer only (the web proxy), any, or none. */
  readonly trustProxy: 'loopback' | 'always' | 'never';
  /** GET /api/demo/outbox serves the message outbox (demo only; on for the embedded stack). */
  readonly demoOutbox: boolean;
  /**
   * spec shell §7: the chat-token service's bearer, handed to a logged-in player's browser with
   * the chat token (`/api/avaya_tokens`); null: the chat configuration is missing (§8).
   */
  readonly avayaChatBearer: string | null;
  /** The current terms-of-use version players accept. */
  readonly termsVersion: string;
  /** betting-domain §2 enable_switching_theme_modes: account prefs carry a theme. */
  readonly themeSwitching: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The platform's configuration from this process's environment (main.ts, check-config.ts). */
export function loadConfigFromEnv(): Config {
  return loadConfig(process.env);
}

/** Parses an environment; tests and benches pass their own instead of the process's. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) =>
        `  ${i.path.join('.')}=${JSON.stringify(cleaned[String(i.path[0])] ?? '')}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  // On by default only for the embedded demo (no DATABASE_URL).
  const demoOutbox = (e.DEMO_OUTBOX ?? (e.DATABASE_URL ? 'false' : 'true')) === 'true';
  return {
    port: e.PLATFORM_PORT,
    host: e.PLATFORM_HOST,
    webPort: e.PORT,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, appUrl: e.DATABASE_APP_URL ?? null }
      : { kind: 'pglite', dir: resolve(dataDir, 'pglite') },
    busUrl: e.BUS_URL ?? 'memory',
    brand: e.BRAND,
    configDir: e.CONFIG_DIR ? resolve(e.CONFIG_DIR) : DEFAULT_CONFIG_DIR,
    sim: {
      enabled: e.SIM_ENABLED === 'true',
      seed: e.SIM_SEED,
      margin: e.SIM_MARGIN,
      speed: e.SIM_SPEED,
    },
    logLevel: e.LOG_LEVEL,
    tokenSecret: e.TOKEN_SECRET ?? null,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    identity: {
      singleAllowedSession: e.SINGLE_ALLOWED_SESSION === 'true',
      maxSessionsPerPlayer: e.MAX_SESSIONS_PER_PLAYER,
      lockoutThreshold: e.LOGIN_LOCKOUT_THRESHOLD,
      lockoutMinutes: e.LOGIN_LOCKOUT_MINUTES,
      rateAccountPerHour: e.LOGIN_RATE_ACCOUNT_PER_HOUR,
      rateIpPerHour: e.LOGIN_RATE_IP_PER_HOUR,
      argon2Concurrency: e.ARGON2_CONCURRENCY,
      argon2MaxQueue: e.ARGON2_MAX_QUEUE,
      authBase: e.AUTH_BASE,
      trustProxy: e.TRUST_PROXY,
      demoOutbox,
      // The demo's simulated chat-token service (with the outbox) checks a bearer made here.
      avayaChatBearer:
        e.AVAYA_CHAT_BEARER_TOKEN ?? (demoOutbox ? randomBytes(24).toString('base64url') : null),
      termsVersion: e.TERMS_VERSION,
      themeSwitching: e.THEME_SWITCHING === 'true',
    },
    betting: {
      cashOutMarginBasisPoints: e.CASH_OUT_MARGIN_BP,
      inPlayDelaySeconds: e.IN_PLAY_DELAY_SECONDS ?? null,
      inPlayDelaysBySport: Object.fromEntries(
        (e.IN_PLAY_DELAYS ?? '')
          .split(',')
          .filter((pair) => pair !== '')
          .map((pair) => {
            const [code = '', seconds = '0'] = pair.split('=');
            return [code, Math.min(60, Number(seconds))];
          }),
      ),
    },
    operator: {
      accounts: operatorAccounts(e.OPERATOR_ACCOUNTS),
      demoOperator: e.OPERATOR_ACCOUNTS === undefined && !e.DATABASE_URL,
      tokenTtlSeconds: e.OPERATOR_TOKEN_TTL_SECONDS,
    },
  };
}

/**
 * OPERATOR_ACCOUNTS parsed as JSON and checked with the contract's schema. The message names the
 * variable and the failing field but never echoes the value: it holds password hashes.
 */
function operatorAccounts(text: string | undefined): readonly OperatorAccount[] {
  if (text === undefined) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError('Invalid configuration:\n  OPERATOR_ACCOUNTS: is not valid JSON');
  }
  const parsed = OperatorAccounts.safeParse(json);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => {
    const field = i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`));
    return `  OPERATOR_ACCOUNTS${field.join('')}: ${i.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
