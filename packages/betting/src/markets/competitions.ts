/**
 * Competitions and the country list (spec betting-domain §3 "Other" and §4 live filter).
 */

/** spec betting-domain §3: country list entry. */
export interface CountryListEntry {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly flag: string;
  readonly show: boolean;
}

/** spec betting-domain §3: the International entry, id −1 and code INTERNATIONAL. */
export const INTERNATIONAL_COUNTRY: CountryListEntry = {
  id: -1,
  name: 'International',
  code: 'INTERNATIONAL',
  flag: 'international',
  show: true,
};

function isInternationalEntry(entry: CountryListEntry): boolean {
  return entry.id === INTERNATIONAL_COUNTRY.id || entry.code === INTERNATIONAL_COUNTRY.code;
}

/**
 * spec betting-domain §3: a first entry International (id −1, code INTERNATIONAL) is always
 * added. An International entry already in the input is dropped so it appears once, first; the
 * other entries keep their order.
 */
export function buildCountryList(countries: readonly CountryListEntry[]): CountryListEntry[] {
  return [INTERNATIONAL_COUNTRY, ...countries.filter((entry) => !isInternationalEntry(entry))];
}

/**
 * spec betting-domain §4: an international competition is matched by a country slug containing
 * "international" (case-insensitive, e.g. `international-clubs`).
 */
export function isInternationalCompetition(countrySlug: string | null | undefined): boolean {
  return (countrySlug ?? '').toLowerCase().includes('international');
}
