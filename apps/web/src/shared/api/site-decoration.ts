import { SITE_SETTING_DEFAULTS, type OddsType } from '@touchline/betting';
import { CHANNEL, SB_HEADERS } from '../config/site';

/**
 * What a page's calls are decorated with (spec shell §7, betting-domain §7), without the
 * endpoint table: the browser's first load builds it (browser-client.ts) while the rules of
 * which call carries what (request-decoration.ts) load with the client, on demand.
 */

/** spec shell §7 `mc`: the channel the site is served on. */
export type Channel = 'web' | 'mobile';

/** spec shell §7: X-SB-Brand, X-SB-Origin, X-SB-PORTALID. */
export interface SbHeaders {
  readonly brand: string;
  readonly origin: string;
  readonly portalId: string;
}

/** What the decoration is made of; the browser and the server each supply their own. */
export interface DecorationContext {
  /** The page's language (shell §2 locale segment): X-Accept-Language, `l`, `cmsLocale`. */
  readonly locale: string;
  readonly channel: Channel;
  /** X-LVS-PriceFormat. */
  readonly oddsType: OddsType;
  /** `pub`: the CMS's last publication timestamp; null until one is known (sent empty). */
  readonly publication: string | null;
  readonly sb: SbHeaders;
}

/**
 * The site's decoration for a page in `locale`: its channel and X-SB-* values, the site's
 * default price format (the player's own is not kept on the client yet) and no CMS
 * publication yet.
 */
export function siteDecoration(locale: string): DecorationContext {
  return {
    locale,
    channel: CHANNEL,
    oddsType: SITE_SETTING_DEFAULTS.default_price_format,
    publication: null,
    sb: SB_HEADERS,
  };
}
