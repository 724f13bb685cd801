import { SITE_SETTING_DEFAULTS } from '@touchline/betting';
import type { Locale } from '../config/locales';
import { serverEnv } from '../config/server-env';
import { AUTH_BASE, CHANNEL, SB_HEADERS } from '../config/site';
import { createApiClient, type ApiClient } from './client';

/**
 * The client for server components: the platform's own address (PLATFORM_URL), the page's
 * locale, and no session — a server render only makes public calls.
 */
export function serverApi(locale: Locale): ApiClient {
  return createApiClient({
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
