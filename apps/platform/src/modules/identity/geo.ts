/**
 * Geo data (spec shell §7 `GET /api/v2/geo_data`, `/api/geo_data`; betting-domain §7 "cached
 * with a timestamp"). The spec shows no fields; Touchline answers the request's country guess,
 * the ISO 3166-1 country list named in the request's language, and the timestamp to cache by.
 */

/** ISO 3166-1 alpha-2 codes of the countries and territories in current use (249). */
export const COUNTRY_CODES: readonly string[] = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ',
  'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM',
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS',
  'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN',
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ',
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM',
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV',
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI',
  'VN VU WF WS YE YT ZA ZM ZW',
]
  .join(' ')
  .split(' ');

const KNOWN = new Set(COUNTRY_CODES);

/** How long the web may keep the answer (the spec's "configured lifetime", value not shown). */
export const GEO_DATA_TTL_SECONDS = 86_400;

export interface CountryGuess {
  readonly countryCode: string | null;
  readonly source: 'header' | 'accept-language' | 'none';
}

/**
 * The request's country: a CDN or proxy header (CF-IPCountry, X-Country) when it names a known
 * country, else the region of the first Accept-Language tag that has one (en-GB → GB).
 * A guess for anonymous defaults only (spec betting §6 odds-per-brand "request country").
 */
export function guessCountry(headers: {
  readonly cfIpCountry?: string | undefined;
  readonly xCountry?: string | undefined;
  readonly acceptLanguage?: string | undefined;
}): CountryGuess {
  for (const raw of [headers.cfIpCountry, headers.xCountry]) {
    const code = raw?.trim().toUpperCase();
    if (code && KNOWN.has(code)) return { countryCode: code, source: 'header' };
  }
  for (const part of (headers.acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const region = /^[A-Za-z]{2,3}[-_](?:[A-Za-z]{4}[-_])?([A-Za-z]{2})\b/.exec(tag)?.[1];
    const code = region?.toUpperCase();
    if (code && KNOWN.has(code)) return { countryCode: code, source: 'accept-language' };
  }
  return { countryCode: null, source: 'none' };
}

const namesCache = new Map<string, { code: string; name: string }[]>();

/** The country list named in `language` (falls back to English for an unknown language). */
export function countryList(language: string | undefined): { code: string; name: string }[] {
  let lang = 'en';
  try {
    if (language && Intl.DisplayNames.supportedLocalesOf([language]).length > 0) lang = language;
  } catch {
    lang = 'en';
  }
  const cached = namesCache.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const list = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );
  namesCache.set(lang, list);
  return list;
}
