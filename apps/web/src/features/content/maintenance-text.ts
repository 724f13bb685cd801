import { SITE_NAME } from '../../shared/config/site';

/**
 * The texts of the maintenance and blocked pages (spec shell §2) in English, by their keys in the
 * shipped catalogue. A stand-in until the locale layout's translator reaches these pages (the
 * swap is one line in each page). The web reads catalogues from the platform, never from
 * config/ (the walls refuse that import), so the English texts are written here and a test holds
 * them equal to config/i18n/en.json.
 */
const STATUS_PAGE_TEXTS = {
  'pages.maintenance.title': 'We will be back soon',
  'pages.maintenance.body': 'The site is down for maintenance. Please try again in a few minutes.',
  'pages.blocked.title': 'Access blocked',
  'pages.blocked.body': 'This site is not available in your location or on your network.',
  'common.tryAgain': 'Try again',
} as const;

export type StatusPageTextKey = keyof typeof STATUS_PAGE_TEXTS;

/** The catalogue keys the stand-in knows (for the test that checks them against en.json). */
export const STATUS_PAGE_TEXT_KEYS = Object.keys(STATUS_PAGE_TEXTS) as StatusPageTextKey[];

/** The English text of one of the status pages' keys. */
export function statusPageText(key: StatusPageTextKey): string {
  return STATUS_PAGE_TEXTS[key];
}

/** The brand's name until the pages read it from the loaded site. */
export const STATUS_PAGE_BRAND_NAME = SITE_NAME;
