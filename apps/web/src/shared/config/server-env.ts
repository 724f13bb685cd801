import { serverEnv as webServerEnv } from '../../env';

/**
 * What server-side code needs of the environment, from the one env module (src/env.ts). Only
 * server code imports this; the browser reaches the platform through same-origin rewrites
 * (next.config.ts).
 */
export interface ServerEnv {
  /** Base URL of the platform without a trailing slash. */
  readonly platformUrl: string;
}

export function serverEnv(): ServerEnv {
  return { platformUrl: webServerEnv().platformUrl };
}
