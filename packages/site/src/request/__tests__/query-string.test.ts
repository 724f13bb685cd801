import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serialiseQueryParams, withQueryParams } from '../query-string';

describe('query serialisation (spec betting-domain §7, shell §7)', () => {
  it('leaves commas unescaped and sends null as an empty value', () => {
    expect(
      serialiseQueryParams({ marketStatuses: 'OPEN,SUSPENDED', sportGroups: 'REGULAR', l: null }),
    ).toBe('marketStatuses=OPEN,SUSPENDED&sportGroups=REGULAR&l=');
  });

  it('comma-joins lists, writes numbers and booleans as text, drops undefined', () => {
    expect(
      serialiseQueryParams({
        outcomeIds: [101, 102, 103],
        allBettableEvents: true,
        excludeLongTermSuspended: false,
        page: 2,
        hash: undefined,
      }),
    ).toBe('outcomeIds=101,102,103&allBettableEvents=true&excludeLongTermSuspended=false&page=2');
  });

  it('percent-encodes everything else', () => {
    expect(serialiseQueryParams({ q: 'a&b=c d/é', 'x y': '1' })).toBe(
      'q=a%26b%3Dc%20d%2F%C3%A9&x%20y=1',
    );
  });

  it('appends to a path with ? or &, and not at all when empty', () => {
    expect(withQueryParams('/xapi/rest/live/events', { onlySports: 'FOOT,BASK' })).toBe(
      '/xapi/rest/live/events?onlySports=FOOT,BASK',
    );
    expect(withQueryParams('/a?l=en', { b: null })).toBe('/a?l=en&b=');
    expect(withQueryParams('/a', {})).toBe('/a');
  });

  it('reads back with URLSearchParams: every value, null as empty, commas kept', () => {
    const key = fc.string({ minLength: 1, maxLength: 8 });
    const value = fc.oneof(
      fc.string(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.dictionary(key, value), (params) => {
        const query = serialiseQueryParams(params);
        expect(query.includes('%2C')).toBe(false);
        const read = new URLSearchParams(query);
        for (const [name, v] of Object.entries(params)) {
          const want = v === null ? '' : Array.isArray(v) ? v.join(',') : String(v);
          expect(read.get(name)).toBe(want);
        }
      }),
    );
  });
});
