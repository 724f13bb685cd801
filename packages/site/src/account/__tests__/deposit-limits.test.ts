import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEPOSIT_LIMIT_INCREASE_DELAY_MS,
  DEPOSIT_LIMIT_WINDOW_MS,
  depositAllowance,
  depositLimitAt,
  NO_DEPOSIT_LIMIT,
  remainingAllowance,
  requestDepositLimit,
  type DepositLimitState,
} from '../deposit-limits';

const T = new Date('2026-11-22T09:00:00Z');
const later = (ms: number) => new Date(T.getTime() + ms);
const limit = (limitMinor: number | null): DepositLimitState => ({ limitMinor, pending: null });

describe('requestDepositLimit', () => {
  it('applies a first limit and a decrease at once', () => {
    expect(requestDepositLimit(NO_DEPOSIT_LIMIT, 500, T)).toEqual({
      kind: 'immediate',
      state: { limitMinor: 500, pending: null },
    });
    expect(requestDepositLimit(limit(500), 200, T).state).toEqual(limit(200));
  });

  it('delays an increase and a removal by 24 hours', () => {
    const up = requestDepositLimit(limit(500), 900, T);
    expect(up).toEqual({
      kind: 'delayed',
      state: { limitMinor: 500, pending: { limitMinor: 900, effectiveAt: later(86_400_000) } },
    });
    const off = requestDepositLimit(limit(500), null, T);
    expect(off.state.pending).toEqual({ limitMinor: null, effectiveAt: later(86_400_000) });
    expect(depositLimitAt(up.state, later(86_400_000 - 1)).limitMinor).toBe(500);
    expect(depositLimitAt(up.state, later(86_400_000))).toEqual(limit(900));
  });

  it('cancels a pending increase by a decrease or by asking for the current limit', () => {
    const up = requestDepositLimit(limit(500), 900, T).state;
    expect(requestDepositLimit(up, 300, later(1000))).toEqual({
      kind: 'immediate',
      state: limit(300),
    });
    expect(requestDepositLimit(up, 500, later(1000))).toEqual({
      kind: 'immediate',
      state: limit(500),
    });
  });

  it('keeps the original time when the same increase is asked again', () => {
    const up = requestDepositLimit(limit(500), 900, T).state;
    expect(requestDepositLimit(up, 900, later(3_600_000))).toEqual({
      kind: 'unchanged',
      state: up,
    });
  });

  it('restarts the 24 hours for a different increase', () => {
    const up = requestDepositLimit(limit(500), 900, T).state;
    const other = requestDepositLimit(up, 800, later(3_600_000));
    expect(other.state.pending?.effectiveAt).toEqual(later(3_600_000 + 86_400_000));
  });

  it('refuses non-positive or fractional limits', () => {
    expect(() => requestDepositLimit(NO_DEPOSIT_LIMIT, 0, T)).toThrow();
    expect(() => requestDepositLimit(NO_DEPOSIT_LIMIT, 1.5, T)).toThrow();
  });

  it('never lets the limit in force rise within 24 hours of a request (property)', () => {
    const amount = fc.option(fc.integer({ min: 1, max: 1e9 }), { nil: null });
    fc.assert(
      fc.property(amount, amount, fc.nat(DEPOSIT_LIMIT_INCREASE_DELAY_MS - 1), (from, to, dt) => {
        const before = limit(from);
        const after = depositLimitAt(requestDepositLimit(before, to, T).state, later(dt));
        const loose = (v: number | null) => (v === null ? Infinity : v);
        return loose(after.limitMinor) <= loose(before.limitMinor);
      }),
    );
  });
});

describe('allowance', () => {
  it('uses rolling windows of 24 h, 7 d and 30 d', () => {
    expect(DEPOSIT_LIMIT_WINDOW_MS).toEqual({
      daily: 86_400_000,
      weekly: 604_800_000,
      monthly: 2_592_000_000,
    });
  });

  it('is the least remaining over the limits set', () => {
    expect(remainingAllowance(null, 100)).toBeNull();
    expect(remainingAllowance(100, 150)).toBe(0);
    expect(
      depositAllowance([
        { period: 'daily', limitMinor: 1000, usedMinor: 200 },
        { period: 'weekly', limitMinor: 1500, usedMinor: 900 },
        { period: 'monthly', limitMinor: null, usedMinor: 900 },
      ]),
    ).toEqual({ period: 'weekly', remainingMinor: 600 });
    expect(depositAllowance([{ period: 'daily', limitMinor: null, usedMinor: 0 }])).toBeNull();
  });
});
