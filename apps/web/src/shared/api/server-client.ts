import { SITE_SETTING_DEFAULTS } from '@touchline/betting';
import type { EndpointSpec } from '@touchline/contract';
import type { Locale } from '../config/locales';
import { serverEnv } from '../config/server-env';
import { AUTH_BASE, CHANNEL, SB_HEADERS } from '../config/site';
import { createWebClient, type WebClient } from './client';

/**
 * A client for server components over a table (ENDPOINTS, or entries with their own reading):
 * the platform's own address (PLATFORM_URL), the page's locale, and no session — a server
 * render makes public calls only (a withAuth one aborts).
 */
export function serverClient<
  T extends Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>>,
>(table: T, locale: Locale): WebClient<T> {
  return createWebClient(table, {
    baseUrl: serverEnv().platformUrl,
    authBase: AUTH_BASE,
    context: () => ({
      locale,
      channel: CHANNEL,
      oddsType: SITE_SETTING_DEFAULTS.default_price_format,
      publication: null,
      sb: SB_HEADERS,
    }),
  });
}
