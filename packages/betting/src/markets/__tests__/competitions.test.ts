import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INTERNATIONAL_COUNTRY,
  buildCountryList,
  isInternationalCompetition,
  type CountryListEntry,
} from '../competitions';

const england: CountryListEntry = {
  id: 1,
  name: 'England',
  code: 'GB-ENG',
  flag: 'gb-eng',
  show: true,
};
const spain: CountryListEntry = { id: 2, name: 'Spain', code: 'ES', flag: 'es', show: false };

describe('country list (spec betting-domain §3)', () => {
  it('always adds International (id -1, code INTERNATIONAL) as the first entry', () => {
    expect(INTERNATIONAL_COUNTRY).toMatchObject({ id: -1, code: 'INTERNATIONAL' });
    expect(buildCountryList([england, spain])).toEqual([INTERNATIONAL_COUNTRY, england, spain]);
    expect(buildCountryList([])).toEqual([INTERNATIONAL_COUNTRY]);
  });

  it('never lists International twice', () => {
    const duplicate = { ...INTERNATIONAL_COUNTRY, name: 'World' };
    expect(buildCountryList([england, duplicate, spain])).toEqual([
      INTERNATIONAL_COUNTRY,
      england,
      spain,
    ]);
  });

  it('keeps every other entry in order, with International first', () => {
    const entry = fc.record({
      id: fc.integer({ min: 0, max: 500 }),
      name: fc.string(),
      code: fc.stringMatching(/^[A-Z]{2}$/),
      flag: fc.string(),
      show: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry), (countries) => {
        const list = buildCountryList(countries);
        expect(list[0]).toBe(INTERNATIONAL_COUNTRY);
        expect(list.slice(1)).toEqual(countries);
        expect(list.filter((c) => c.id === -1)).toHaveLength(1);
      }),
    );
  });
});

describe('international competition (spec betting-domain §4)', () => {
  it('matches a country slug containing international', () => {
    expect(isInternationalCompetition('international')).toBe(true);
    expect(isInternationalCompetition('international-clubs')).toBe(true);
    expect(isInternationalCompetition('International-Youth')).toBe(true);
    expect(isInternationalCompetition('england')).toBe(false);
    expect(isInternationalCompetition('')).toBe(false);
    expect(isInternationalCompetition(undefined)).toBe(false);
  });
});
