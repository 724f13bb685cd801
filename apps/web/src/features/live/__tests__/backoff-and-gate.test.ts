import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECONNECT_BACKOFF, reconnectDelay } from '../connection/backoff';
import { CursorGate } from '../connection/cursor-gate';

describe('reconnect backoff', () => {
  it('doubles from 500 ms to a 15 s cap, each delay between half and all of its step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((a) => reconnectDelay(a, () => 0.999999))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
    expect([0, 1, 5].map((a) => reconnectDelay(a, () => 0))).toEqual([250, 500, 7500]);
    fc.assert(
      fc.property(fc.nat(60), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const delay = reconnectDelay(attempt, () => r);
        const step = Math.min(RECONNECT_BACKOFF.maxMs, RECONNECT_BACKOFF.baseMs * 2 ** attempt);
        expect(delay).toBeGreaterThanOrEqual(step / 2);
        expect(delay).toBeLessThanOrEqual(step);
      }),
    );
  });
});

describe('the cursor gate', () => {
  it('applies each change once and nothing at or below where a socket resumed', () => {
    const gate = new CursorGate();
    gate.start(10);
    expect([11, 12, 12, 10, 13].map((c) => gate.accept(c))).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    gate.resumeFrom(gate.last ?? 0);
    expect([13, 12, 14].map((c) => gate.accept(c))).toEqual([false, false, true]);
    expect(gate.last).toBe(14);
  });

  it('keeps an older change a mid-session replay brings for a newly followed event', () => {
    const gate = new CursorGate();
    gate.start(100);
    expect(gate.accept(120)).toBe(true);
    // The replay of an event subscribed from cursor 100 brings 105, older than 120 applied.
    expect(gate.accept(105)).toBe(true);
    expect(gate.accept(105)).toBe(false);
    expect(gate.last).toBe(120);
  });

  it('starts again from a resync cursor', () => {
    const gate = new CursorGate();
    gate.start(5);
    gate.accept(6);
    gate.reset(50);
    expect(gate.last).toBe(50);
    expect([49, 50, 51].map((c) => gate.accept(c))).toEqual([false, false, true]);
  });
});
