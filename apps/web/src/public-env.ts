/**
 * The web app's public environment: the values the browser has too, fixed when the web app is
 * built (`process.env.NEXT_PUBLIC_…`, written out literally: that exact expression is what Next
 * inlines). Every variable and default is in README "Configuration"; empty counts as unset.
 *
 * Checked by hand rather than with env.ts's zod schemas: this module is in every page's
 * first-load scripts, which leave zod out (docs/decisions.md "First-load JavaScript"). The
 * server's values stay in env.ts.
 */

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** spec shell §7: the auth calls' base, built in; must match the platform's AUTH_BASE. */
const AUTH_BASE_PATH = /^(\/[a-z0-9][a-z0-9_-]*)+$/;
const DEFAULT_AUTH_BASE = '/auth';

/** spec shell §7: the configured auth base, default /auth (exported for its tests). */
export function authBasePath(configured: string | undefined): string {
  if (configured === undefined || configured === '') return DEFAULT_AUTH_BASE;
  if (AUTH_BASE_PATH.test(configured)) return configured;
  throw new EnvError(
    `Invalid web configuration:\n  NEXT_PUBLIC_AUTH_BASE=${JSON.stringify(configured)}: ` +
      'must be a path such as /auth (lower case, no trailing /)',
  );
}

/** Values the browser has too, fixed when the web app is built. */
export const publicEnv = {
  authBase: authBasePath(process.env.NEXT_PUBLIC_AUTH_BASE),
} as const;
