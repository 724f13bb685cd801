import { z } from 'zod';

/**
 * The web server's environment, parsed once at this boundary. Only server code imports this;
 * the browser reaches the platform through same-origin rewrites (next.config.ts).
 */
const ServerEnvSchema = z.object({
  PLATFORM_URL: z.url().optional(),
  PLATFORM_PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'PLATFORM_PORT must be a port number')
    .default('4000'),
});

export interface ServerEnv {
  /** Base URL of the platform without a trailing slash. */
  readonly platformUrl: string;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const env = ServerEnvSchema.parse({
    PLATFORM_URL: process.env.PLATFORM_URL || undefined,
    PLATFORM_PORT: process.env.PLATFORM_PORT || undefined,
  });
  const platformUrl = (env.PLATFORM_URL ?? `http://127.0.0.1:${env.PLATFORM_PORT}`).replace(
    /\/+$/,
    '',
  );
  cached = { platformUrl };
  return cached;
}
