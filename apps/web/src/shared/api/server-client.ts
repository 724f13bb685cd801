import type { Locale } from '../config/locales';
import { serverEnv } from '../config/server-env';
import { AUTH_BASE } from '../config/site';
import { createWebClient, type EndpointTable, type WebClient } from './client';
import { siteDecoration } from './site-decoration';

/**
 * A client for server components over a table (ENDPOINTS, or entries with their own reading):
 * the platform's own address (PLATFORM_URL), the page's locale, and no session — a server
 * render makes public calls only (a withAuth one aborts).
 */
export function serverClient<T extends EndpointTable>(table: T, locale: Locale): WebClient<T> {
  return createWebClient(table, {
    baseUrl: serverEnv().platformUrl,
    authBase: AUTH_BASE,
    context: () => siteDecoration(locale),
  });
}
