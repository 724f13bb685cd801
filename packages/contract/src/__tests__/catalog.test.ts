import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EventsQuery, IdList, Period } from '../index';

describe('GET /xapi/rest/events query (betting-domain §7)', () => {
  it('parses the spec parameters', () => {
    const q = EventsQuery.parse({
      periodType: 'PRE_MATCH',
      eventPathIds: '240,2401',
      page: '2',
      eventsPerPage: '20',
      includeMarkets: 'true',
      dateFrom: '2026-11-22T00:00:00Z',
      dateTo: '2026-11-23T00:00:00Z',
      marketStatus: 'OPEN,SUSPENDED',
    });
    expect(q).toMatchObject({
      periodType: 'PRE_MATCH',
      eventPathIds: [240, 2401],
      page: 2,
      eventsPerPage: 20,
      includeMarkets: true,
      marketStatus: ['open', 'suspended'],
    });
  });

  it.each([
    { page: '0' },
    { eventsPerPage: '-5' },
    { periodType: 'LATER' },
    { dateTo: 'soon' },
    { ids: '1,,2' },
  ])('rejects %j', (query) => {
    expect(EventsQuery.safeParse(query).success).toBe(false);
  });

  it('reads any comma-separated id list back exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 ** 31 }), { minLength: 1, maxLength: 50 }),
        (ids) => {
          expect(IdList.parse(ids.join(','))).toEqual(ids);
        },
      ),
    );
  });
});

describe('Market period (betting-domain §3)', () => {
  const period = {
    id: 110,
    abbreviation: 'SETS',
    fullAbbreviation: 'S',
    description: 'Set',
    sequence: 2,
    fullDescription: 'Set',
    periodTypeId: 1,
    periodType: { id: 1, inRunning: false },
  };

  it('takes an abbreviation of the §3 list, or none for a whole match', () => {
    expect(Period.parse(period).abbreviation).toBe('SETS');
    expect(Period.parse({ ...period, abbreviation: null }).abbreviation).toBeNull();
  });

  it('refuses an abbreviation the §3 list does not hold', () => {
    for (const abbreviation of ['FT', 'MATCH', 'sets', '']) {
      expect(Period.safeParse({ ...period, abbreviation }).success, abbreviation).toBe(false);
    }
  });
});
