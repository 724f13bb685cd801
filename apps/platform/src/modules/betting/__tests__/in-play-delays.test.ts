/**
 * The in-play delay a sport's bets wait (docs/decisions.md "Site configuration"): the brand's
 * in_play_delay_seconds (per sport, else its default), overridden for a deployment by
 * IN_PLAY_DELAY_SECONDS (every sport) and IN_PLAY_DELAYS (per sport).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sportInPlayDelay, type InPlayDelays } from '../slip';

const brand = { default: 5, by_sport: { TENN: 4, HORS: 10 } };
const delays = (override: Partial<InPlayDelays['override']> = {}): InPlayDelays => ({
  override: { defaultSeconds: null, bySport: {}, ...override },
  brand,
});

describe('sportInPlayDelay', () => {
  it("uses the brand's own value for a sport, else the brand's default", () => {
    expect(sportInPlayDelay(delays(), 'TENN')).toBe(4);
    expect(sportInPlayDelay(delays(), 'HORS')).toBe(10);
    expect(sportInPlayDelay(delays(), 'FOOT')).toBe(5);
    expect(sportInPlayDelay(delays(), null)).toBe(5);
  });

  it('lets a deployment override every sport, and one sport above that', () => {
    expect(sportInPlayDelay(delays({ defaultSeconds: 2 }), 'TENN')).toBe(2);
    expect(sportInPlayDelay(delays({ defaultSeconds: 2, bySport: { TENN: 7 } }), 'TENN')).toBe(7);
    expect(sportInPlayDelay(delays({ bySport: { FOOT: 0 } }), 'FOOT')).toBe(0);
    expect(sportInPlayDelay(delays({ bySport: { FOOT: 0 } }), 'TENN')).toBe(4);
  });

  it('always answers one of the configured values', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
        fc.dictionary(fc.constantFrom('FOOT', 'TENN', 'BASK'), fc.integer({ min: 0, max: 60 })),
        fc.option(fc.constantFrom('FOOT', 'TENN', 'BASK', 'HORS', 'CRIC'), { nil: null }),
        (defaultSeconds, bySport, code) => {
          const value = sportInPlayDelay(delays({ defaultSeconds, bySport }), code);
          const allowed = [
            ...Object.values(bySport),
            ...Object.values(brand.by_sport),
            brand.default,
            ...(defaultSeconds === null ? [] : [defaultSeconds]),
          ];
          expect(allowed).toContain(value);
        },
      ),
    );
  });
});
