import {
  ENDPOINTS,
  type AllCachedSettings,
  type BrandAnswer,
  type Coupon,
  type Language,
  type MenuSection,
  type Submenu,
} from '@touchline/contract';
import { ApiRequestError } from '../api/api-error';
import { serverClient } from '../api/server-client';
import { DEFAULT_LOCALE, type Locale } from '../config/locales';
import { HEADER_EXTRAS_MENU_ID } from './menu-ids';

/**
 * The brand's site as a page is rendered with it (issue 10's content, shell §1/§3): the brand,
 * the settings of both channels, the configured languages and the page language's catalogue,
 * read from the platform on the server. Kept for a few seconds per language so a burst of pages
 * asks once; every answer carries the publication (`pub`), and a change shows within that time.
 */
export interface SiteData {
  readonly brand: BrandAnswer;
  readonly settings: AllCachedSettings;
  readonly languages: readonly Language[];
  readonly defaultLanguage: string;
  /** The page language's texts, English beneath (the platform merges them). */
  readonly messages: Readonly<Record<string, string>>;
  /** The catalogue's locale (pt-BR for the `pt` segment). */
  readonly messagesLocale: string;
  /** Keys this language lacks, served in English (shell §2 mode=translations lists them). */
  readonly missingMessages: readonly string[];
  /** The side menu's sections (`/api/tabs`). */
  readonly tabs: readonly MenuSection[];
  /** The sub-header's links (`/api/submenus/{SUBHEADER_MENU_ID}`), null when none is configured. */
  readonly subheader: Submenu | null;
  /** The side menu's quick links: the default coupon group's coupons. */
  readonly quickLinks: readonly Coupon[];
  /**
   * The header's extra destinations (the `header-extras` sub-menu), null when the brand has
   * none: drawn with the page, so the sub-header does not change after hydration and the
   * browser does not ask for it (a brand without it used to log a 404 on every page).
   */
  readonly headerExtras: Submenu | null;
}

/**
 * spec shell §2/§9: the sub-header's sub-menu id and the default coupon group id are constants
 * whose values the spec does not show (decision: the ids the seeded brands use).
 */
export const SUBHEADER_MENU_ID = 'header';
export const DEFAULT_COUPON_GROUP_ID = 'quick-links';

/** A call whose 404 means "not configured" (nothing to show), any other failure a failure. */
async function optional<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

const FRESH_MS = 5_000;
const cache = new Map<string, { readonly at: number; readonly data: Promise<SiteData> }>();

async function fetchSite(locale: Locale): Promise<SiteData> {
  const client = serverClient({ cms: ENDPOINTS.cms }, locale).cms;
  const [brand, settings, languages, tabs, subheader, quickLinks, headerExtras] = await Promise.all(
    [
      client.brand({ query: {} }),
      client.allCachedSettings({ query: { cached: 't', all: 't' } }),
      client.languages({ query: {} }),
      client.tabs({ query: {} }),
      optional(client.submenu({ params: { id: SUBHEADER_MENU_ID }, query: {} })),
      optional(client.couponGroup({ params: { id: DEFAULT_COUPON_GROUP_ID }, query: {} })),
      optional(client.submenu({ params: { id: HEADER_EXTRAS_MENU_ID }, query: {} })),
    ],
  );
  const language =
    languages.languages.find((l) => l.external_locale === locale) ??
    languages.languages.find((l) => l.external_locale === languages.default);
  const catalogue = await client.translations({
    params: { locale: language?.locale ?? DEFAULT_LOCALE },
    query: { mode: 'translations' },
  });
  return {
    brand,
    settings,
    languages: languages.languages,
    defaultLanguage: languages.default,
    messages: catalogue.messages,
    messagesLocale: catalogue.locale,
    missingMessages: catalogue.missing ?? [],
    tabs: tabs.tabs,
    subheader,
    quickLinks: quickLinks?.coupons ?? [],
    headerExtras,
  };
}

/** The site for a page in `locale` (a failed read is not cached: the next page asks again). */
export function loadSite(locale: Locale): Promise<SiteData> {
  const now = Date.now();
  const hit = cache.get(locale);
  if (hit && now - hit.at < FRESH_MS) return hit.data;
  const data = fetchSite(locale);
  cache.set(locale, { at: now, data });
  data.catch(() => cache.delete(locale));
  return data;
}
