import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_DATE_FILTER_HOURS, preMatchDateRange, startOfDayMs } from '../date-filters';

const now = new Date('2025-05-01T15:30:00.000Z');
const HOUR = 3_600_000;

describe('pre-match date filters (spec betting-domain §9)', () => {
  it('today means now to +24 hours', () => {
    expect(preMatchDateRange('today', now)).toEqual({
      ok: true,
      value: { dateFrom: '2025-05-01T15:30:00.000Z', dateTo: '2025-05-02T15:30:00.000Z' },
    });
  });

  it('this_week means start of day to +7 days', () => {
    expect(preMatchDateRange('this_week', now)).toEqual({
      ok: true,
      value: { dateFrom: '2025-05-01T00:00:00.000Z', dateTo: '2025-05-08T00:00:00.000Z' },
    });
  });

  it("finds the start of the player's day from their UTC offset", () => {
    // 17:30 in UTC+2 → the day began at 22:00 UTC the day before.
    const plusTwo = preMatchDateRange('this_week', now, { utcOffsetMinutes: 120 });
    expect(plusTwo.ok && plusTwo.value.dateFrom).toBe('2025-04-30T22:00:00.000Z');
    // 02:00 UTC is 21:00 the day before in UTC-5 → the day began at 05:00 UTC on 30 April.
    const early = new Date('2025-05-01T02:00:00.000Z');
    const minusFive = preMatchDateRange('this_week', early, { utcOffsetMinutes: -300 });
    expect(minusFive.ok && minusFive.value).toEqual({
      dateFrom: '2025-04-30T05:00:00.000Z',
      dateTo: '2025-05-07T05:00:00.000Z',
    });
    expect(preMatchDateRange('this_week', now, { utcOffsetMinutes: 900 }).ok).toBe(false);
  });

  it('otherwise counts a number of hours from now', () => {
    expect(preMatchDateRange('48', now)).toEqual({
      ok: true,
      value: { dateFrom: '2025-05-01T15:30:00.000Z', dateTo: '2025-05-03T15:30:00.000Z' },
    });
    const three = preMatchDateRange(3, now);
    expect(three.ok && three.value.dateTo).toBe('2025-05-01T18:30:00.000Z');
    const half = preMatchDateRange('1.5', now);
    expect(half.ok && half.value.dateTo).toBe('2025-05-01T17:00:00.000Z');
  });

  it.each(['tomorrow', '', ' ', '-3', '0', 'abc', '1e3', '3h', String(MAX_DATE_FILTER_HOURS + 1)])(
    'rejects %j as an error value',
    (filter) => {
      expect(preMatchDateRange(filter, now)).toEqual({
        ok: false,
        error: { code: 'invalid-date-filter', filter },
      });
    },
  );

  it('rejects non-finite and non-positive numbers of hours', () => {
    for (const hours of [Number.NaN, Number.POSITIVE_INFINITY, -1, 0]) {
      expect(preMatchDateRange(hours, now).ok).toBe(false);
    }
  });

  it('throws on an invalid now (a caller bug)', () => {
    expect(() => preMatchDateRange('today', new Date('nope'))).toThrow();
  });

  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

  it('spans exactly the hours asked for, starting now', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: MAX_DATE_FILTER_HOURS }), (ms, hours) => {
        const range = preMatchDateRange(String(hours), new Date(ms));
        expect(range.ok).toBe(true);
        if (!range.ok) return;
        expect(Date.parse(range.value.dateFrom)).toBe(ms);
        expect(Date.parse(range.value.dateTo) - ms).toBe(hours * HOUR);
      }),
    );
  });

  it('starts this_week at a midnight no later than now and less than a day before', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -720, max: 840 }), (ms, offset) => {
        const start = startOfDayMs(ms, offset);
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms - start).toBeLessThan(24 * HOUR);
        expect((start + offset * 60_000) % (24 * HOUR)).toBe(0);
        const range = preMatchDateRange('this_week', new Date(ms), { utcOffsetMinutes: offset });
        expect(range.ok && Date.parse(range.value.dateTo) - Date.parse(range.value.dateFrom)).toBe(
          7 * 24 * HOUR,
        );
      }),
    );
  });
});
