import { z } from 'zod';
import { EnvError } from './public-env';
import { WEB_TRUST_PROXY_VALUES, type WebTrustProxy } from './shared/session/forwarded-for';

/**
 * The web app's environment, read here only and parsed once; every variable and default is in
 * README "Configuration". Empty strings count as unset, as on the platform.
 *
 * The public values (the browser's too) are in public-env.ts, checked without zod; re-exported
 * here. Server values are parsed on first use, so the browser, which has none of them, never
 * parses them.
 */

export { authBasePath, EnvError, publicEnv } from './public-env';

function parseEnv<T extends z.ZodObject>(
  schema: T,
  raw: Record<string, string | undefined>,
): z.infer<T> {
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (i) =>
      `  ${i.path.join('.')}=${JSON.stringify(cleaned[String(i.path[0])] ?? '')}: ${i.message}`,
  );
  throw new EnvError(`Invalid web configuration:\n${lines.join('\n')}`);
}

const Port = z.coerce.number().int().min(1).max(65_535);

const ServerEnvSchema = z.object({
  PORT: Port.default(3000),
  WEB_HOST: z.string().min(1).default('127.0.0.1'),
  WEB_TRUST_PROXY: z
    .enum(WEB_TRUST_PROXY_VALUES as [WebTrustProxy, ...WebTrustProxy[]])
    .default('never'),
  PLATFORM_URL: z.url().optional(),
  PLATFORM_PORT: Port.default(4000),
});

export interface ServerEnv {
  /** The web server's port and interface (server.ts). */
  readonly port: number;
  readonly host: string;
  /** Whose X-Forwarded-* the web app believes (src/shared/session/forwarded-for.ts). */
  readonly trustProxy: WebTrustProxy;
  /**
   * Base URL of the platform without a trailing slash: PLATFORM_URL when set (a platform
   * elsewhere), otherwise the local platform on PLATFORM_PORT. Server-side fetches, the proxy and
   * next.config.ts's rewrites all use this one address.
   */
  readonly platformUrl: string;
}

let cached: ServerEnv | undefined;

/** The server's values; throws EnvError naming each bad variable. */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const e = parseEnv(ServerEnvSchema, {
    PORT: process.env.PORT,
    WEB_HOST: process.env.WEB_HOST,
    WEB_TRUST_PROXY: process.env.WEB_TRUST_PROXY,
    PLATFORM_URL: process.env.PLATFORM_URL,
    PLATFORM_PORT: process.env.PLATFORM_PORT,
  });
  cached = {
    port: e.PORT,
    host: e.WEB_HOST,
    trustProxy: e.WEB_TRUST_PROXY,
    platformUrl: (e.PLATFORM_URL ?? `http://127.0.0.1:${e.PLATFORM_PORT}`).replace(/\/+$/, ''),
  };
  return cached;
}
