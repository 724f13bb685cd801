import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EventsQuery, InstantParam, enumListParam, idListParam, normaliseParams } from '../index';

describe('query parameters (betting-domain §7 request decoration)', () => {
  it('reads empty values as absent, numbers and booleans as text, lists comma-joined', () => {
    expect(
      normaliseParams({ a: '', b: null, c: 3, d: true, e: ['1', '2'], f: [1, null, 2], g: 'x' }),
    ).toEqual({ c: '3', d: 'true', e: '1,2', f: '1,2', g: 'x' });
  });

  it('leaves a nested object for the schema to reject', () => {
    const parsed = EventsQuery.safeParse({ ids: [{ id: 1 }] });
    expect(parsed.success).toBe(false);
  });

  it('gives a parameter named __proto__ no special meaning', () => {
    const out = normaliseParams(JSON.parse('{"__proto__":"x","ids":"1"}')) as Record<
      string,
      unknown
    >;
    expect(out.ids).toBe('1');
    expect(Object.getPrototypeOf(out)).toBeNull();
  });

  it('reads any id list back exactly, duplicates once, and bounds its length and values', () => {
    const ids = idListParam({ maxItems: 50 });
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 2 ** 40 }), { minLength: 1, maxLength: 50 }), (list) => {
        expect(ids.parse(list.join(','))).toEqual([...new Set(list)]);
      }),
    );
    expect(ids.safeParse(Array.from({ length: 51 }, (_, i) => i).join(',')).success).toBe(false);
    expect(idListParam({ maxItems: 5, maxValue: 10 }).safeParse('11').success).toBe(false);
    for (const bad of ['', ',', '1,', '1;2', '-1', '1.5', 'abc']) {
      expect(ids.safeParse(bad).success).toBe(false);
    }
  });

  it('matches enumerated lists case-insensitively and names an unknown value', () => {
    const groups = enumListParam(['REGULAR', 'ESPORTS']);
    expect(groups.parse('regular,ESPORTS,Regular')).toEqual(['REGULAR', 'ESPORTS']);
    const bad = groups.safeParse('REGULAR,LOTTERY');
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain('LOTTERY');
  });

  it('takes only real calendar instants with an offset', () => {
    expect(InstantParam.safeParse('2026-11-22T09:00:00Z').success).toBe(true);
    expect(InstantParam.safeParse('2028-02-29T09:00:00+02:00').success).toBe(true);
    for (const bad of ['2026-02-30T00:00:00Z', '2026-11-22', '2026-11-22T09:00:00', 'now']) {
      expect(InstantParam.safeParse(bad).success).toBe(false);
    }
  });
});
