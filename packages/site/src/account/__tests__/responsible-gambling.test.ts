import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  exclusionEnd,
  isRealityCheckInterval,
  isSelfExclusionPeriod,
  isTimeOutPeriod,
  laterExclusionEnd,
  nextRealityCheckAt,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '../../index';

const at = (iso: string) => Date.parse(iso);

describe('exclusion periods', () => {
  it.each([
    ['24h', '2026-11-22T09:00:00Z', '2026-11-23T09:00:00.000Z'],
    ['7d', '2026-11-22T09:00:00Z', '2026-11-29T09:00:00.000Z'],
    ['30d', '2026-11-22T09:00:00Z', '2026-12-22T09:00:00.000Z'],
    ['6m', '2026-11-22T09:00:00Z', '2027-05-22T09:00:00.000Z'],
    ['6m', '2026-08-31T12:00:00Z', '2027-02-28T12:00:00.000Z'],
    ['1y', '2028-02-29T00:00:00Z', '2029-02-28T00:00:00.000Z'],
    ['5y', '2026-11-22T09:00:00Z', '2031-11-22T09:00:00.000Z'],
  ] as const)('%s from %s ends %s', (period, start, end) => {
    expect(new Date(exclusionEnd(period, at(start)) ?? 0).toISOString()).toBe(end);
  });

  it('permanent never ends', () => {
    expect(exclusionEnd('permanent', at('2026-11-22T09:00:00Z'))).toBeNull();
  });

  it('every period ends after it starts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (period, start) => {
          const end = exclusionEnd(period, start);
          return end === null ? period === 'permanent' : end > start;
        },
      ),
    );
  });

  it('recognises its periods and intervals only', () => {
    expect(isTimeOutPeriod('7d')).toBe(true);
    expect(isTimeOutPeriod('6m')).toBe(false);
    expect(isSelfExclusionPeriod('permanent')).toBe(true);
    expect(isSelfExclusionPeriod('24h')).toBe(false);
    expect(isRealityCheckInterval(30)).toBe(true);
    expect(isRealityCheckInterval(20)).toBe(false);
  });

  it('the later end wins; permanent beats any date', () => {
    expect(laterExclusionEnd(5, 9)).toBe(9);
    expect(laterExclusionEnd(null, 9)).toBeNull();
  });
});

describe('reality check', () => {
  it('reminds every interval after login; off means never', () => {
    const login = at('2026-11-22T09:00:00Z');
    expect(nextRealityCheckAt(login, 0, login + 1)).toBeNull();
    expect(nextRealityCheckAt(login, 15, login)).toBe(login + 15 * 60_000);
    expect(nextRealityCheckAt(login, 15, login + 15 * 60_000)).toBe(login + 30 * 60_000);
    expect(nextRealityCheckAt(login, 60, login + 61 * 60_000)).toBe(login + 120 * 60_000);
  });
});
