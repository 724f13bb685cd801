import { readFileSync } from 'node:fs';
import { SITE_SETTINGS_DEFAULTS, type ChannelSettings } from '@touchline/contract';
import type { CatalogueId } from '@touchline/site';
import type { ClientSite } from '../site/site-context';

/** The English catalogue the platform serves (config/i18n/en.json; this file is in apps/web/src/shared/testing). */
const EN_MESSAGES = JSON.parse(
  readFileSync(`${import.meta.dirname}/../../../../../config/i18n/en.json`, 'utf8'),
) as Readonly<Record<string, string>>;

/** A catalogue as the platform serves it for a page: the language's texts, English beneath. */
function catalogueMessages(catalogue: CatalogueId): Readonly<Record<string, string>> {
  const own = JSON.parse(
    readFileSync(`${import.meta.dirname}/../../../../../config/i18n/${catalogue}.json`, 'utf8'),
  ) as Readonly<Record<string, string>>;
  return { ...EN_MESSAGES, ...own };
}

const channel = (name: 'web' | 'mobile'): ChannelSettings => ({
  ...SITE_SETTINGS_DEFAULTS,
  channel: name,
  last_publication_timestamp: 1_764_000_000_000,
});

/**
 * A site as the server hands it to the client (load-site.ts), for component tests: the touchline
 * brand's shape with the spec's default settings and the English catalogue. Override any part.
 */
export function testSite(overrides: Partial<ClientSite> = {}): ClientSite {
  return {
    brand: {
      name: 'touchline',
      display_name: 'Touchline',
      default_theme: 'light',
      login: { kind: 'password-otp', terms_acceptance: false, single_session_dialog: false },
      menu: { session_clock: false, last_login: false },
      hide_default_stake_options: false,
      risk_group_modal: false,
      local_account: false,
      branding: {
        logos: [
          { name: 'main', url: '/brand/touchline/logo.svg', alt: 'Touchline', placeholder: false },
        ],
        favicons: [{ favicon_url: '/brand/touchline/favicon.svg', sizes: 'any' }],
      },
      content_security_policy: "default-src 'self'",
      last_publication_timestamp: 1_764_000_000_000,
      default_locale: 'en',
      default_currency: 'EUR',
    },
    settings: { web: channel('web'), mobile: channel('mobile') },
    languages: [
      { id: 1, name: 'English', external_locale: 'en', locale: 'en' },
      { id: 2, name: 'Español', external_locale: 'es', locale: 'es' },
    ],
    defaultLanguage: 'en',
    messages: EN_MESSAGES,
    messagesLocale: 'en',
    missingMessages: [],
    ...overrides,
  };
}

/** The test site in another of the site's languages (its catalogue and locale), for i18n tests. */
export function testSiteIn(
  catalogue: CatalogueId,
  overrides: Partial<ClientSite> = {},
): ClientSite {
  return testSite({
    messages: catalogueMessages(catalogue),
    messagesLocale: catalogue,
    ...overrides,
  });
}
