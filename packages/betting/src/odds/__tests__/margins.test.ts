import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_ODDS_LADDER,
  EMPTY_MARGINS,
  applyMarginToPrice,
  convertPriceWithMargins,
  deriveMargins,
  formatMarginConfig,
  oddsLadder,
  parseMarginConfig,
  parseOddsLadder,
  powerOddsMargin,
  snapToLadder,
  summedMargin,
  type MarginEntry,
} from '../margins';

describe('margin config string (spec betting-domain §5, shell §5)', () => {
  it('parses groups of name=value,value separated by |', () => {
    const parsed = parseMarginConfig('PPB=0.05,0.03|POWER_ODDS=0.1');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect([...parsed.value]).toEqual([
      ['PPB', ['0.05', '0.03']],
      ['POWER_ODDS', ['0.1']],
    ]);
  });

  it('trims names and values', () => {
    const parsed = parseMarginConfig(' a = 1 , 2 | b=3');
    expect(parsed.ok && [...parsed.value]).toEqual([
      ['a', ['1', '2']],
      ['b', ['3']],
    ]);
  });

  it.each([
    ['', 'empty'],
    ['PPB', 'no ='],
    ['PPB=1=2', 'two ='],
    ['=1,2', 'no name'],
    ['PPB=', 'no value'],
    ['PPB=1,,2', 'an empty value'],
    ['PPB=1||X=2', 'an empty group'],
    ['PPB=1|PPB=2', 'a repeated name'],
  ])('returns an error value for %j (%s)', (text) => {
    const parsed = parseMarginConfig(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('invalid-margin-config');
  });

  it('formats back to the same text (round trip)', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_.]{1,8}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(token, fc.array(token, { minLength: 1, maxLength: 4 })), {
          minLength: 1,
          maxLength: 5,
          selector: ([name]) => name,
        }),
        (groups) => {
          const text = groups.map(([n, v]) => `${n}=${v.join(',')}`).join('|');
          const parsed = parseMarginConfig(text);
          expect(parsed.ok).toBe(true);
          if (parsed.ok) expect(formatMarginConfig(parsed.value)).toBe(text);
        },
      ),
    );
  });
});

function entry(partial: Partial<MarginEntry>): MarginEntry {
  return {
    brandMarginType: 'PPB',
    leagueId: null,
    marketTypeId: null,
    outcomeId: null,
    eventId: null,
    marketId: null,
    margin: 0,
    ...partial,
  };
}

describe('derived margins (spec betting-domain §9)', () => {
  const margins = deriveMargins([
    entry({ leagueId: 10, margin: 0.02 }),
    entry({ marketTypeId: 1, margin: 0.02 }),
    entry({ outcomeId: 501, margin: 0.01 }),
    entry({ brandMarginType: 'POWER_ODDS', eventId: 9001, marketId: 77, margin: -0.03 }),
    entry({ leagueId: 11, marketTypeId: 2, margin: 0.5 }),
    entry({ margin: 0.5 }),
    entry({ brandMarginType: 'POWER_ODDS', eventId: 9001, margin: 0.1 }),
    entry({ leagueId: 12, margin: Number.NaN }),
  ]);

  it('derives margins by league, market type and outcome', () => {
    expect([...margins.byLeague]).toEqual([[10, 0.02]]);
    expect([...margins.byMarketType]).toEqual([[1, 0.02]]);
    expect([...margins.byOutcome]).toEqual([[501, 0.01]]);
  });

  it('keeps power odds by event and market', () => {
    expect(powerOddsMargin(margins, 9001, 77)).toBe(-0.03);
    expect(powerOddsMargin(margins, 9001, 78)).toBeUndefined();
  });

  it('sets aside entries naming no single dimension for the caller to log', () => {
    expect(margins.ignored).toHaveLength(4);
  });

  it('lets a later entry for the same key replace an earlier one', () => {
    const later = deriveMargins([
      entry({ leagueId: 1, margin: 0.1 }),
      entry({ leagueId: 1, margin: 0.2 }),
    ]);
    expect(later.byLeague.get(1)).toBe(0.2);
  });

  it('sums the margins for market type, league and outcome', () => {
    expect(summedMargin(margins, { marketTypeId: 1, leagueId: 10, outcomeId: 501 })).toBeCloseTo(
      0.05,
    );
    expect(summedMargin(margins, { marketTypeId: 9, leagueId: 10, outcomeId: 9 })).toBe(0.02);
  });
});

describe('odds ladder', () => {
  it('is the standard 1.01…1000 ladder with finer steps at low prices', () => {
    expect(DEFAULT_ODDS_LADDER).toHaveLength(350);
    expect(DEFAULT_ODDS_LADDER[0]).toBe(1.01);
    expect(DEFAULT_ODDS_LADDER.at(-1)).toBe(1000);
    for (const price of [1.5, 1.99, 2, 2.02, 3.05, 4.1, 6.2, 10.5, 21, 32, 55, 110, 990]) {
      expect(DEFAULT_ODDS_LADDER).toContain(price);
    }
    for (const price of [2.01, 3.01, 4.05, 6.1, 10.2, 20.5, 31, 52, 101]) {
      expect(DEFAULT_ODDS_LADDER).not.toContain(price);
    }
    for (let i = 1; i < DEFAULT_ODDS_LADDER.length; i += 1) {
      expect(DEFAULT_ODDS_LADDER[i]).toBeGreaterThan(DEFAULT_ODDS_LADDER[i - 1] ?? 0);
    }
  });

  it('validates a ladder from the server', () => {
    expect(parseOddsLadder([])).toEqual({ ok: false, error: { code: 'empty-ladder' } });
    expect(parseOddsLadder([1.5, 1])).toEqual({
      ok: false,
      error: { code: 'invalid-ladder-price', price: 1 },
    });
    expect(parseOddsLadder([3, 1.5, 2, 2])).toEqual({ ok: true, value: [1.5, 2, 3] });
    expect(() => oddsLadder([Number.NaN])).toThrow();
  });

  it('snaps to the nearest ladder value, the shorter one on a tie, clamped at the ends', () => {
    expect(snapToLadder(2.011, DEFAULT_ODDS_LADDER)).toBe(2.02);
    expect(snapToLadder(2.009, DEFAULT_ODDS_LADDER)).toBe(2);
    expect(snapToLadder(2.01, DEFAULT_ODDS_LADDER)).toBe(2);
    const small = oddsLadder([1.5, 2.5]);
    expect(snapToLadder(2, small)).toBe(1.5);
    expect(snapToLadder(1.001, DEFAULT_ODDS_LADDER)).toBe(1.01);
    expect(snapToLadder(5000, DEFAULT_ODDS_LADDER)).toBe(1000);
  });

  const anyPrice = fc.double({ min: 1.0001, max: 2000, noNaN: true });

  it('always snaps to a ladder value and is idempotent', () => {
    fc.assert(
      fc.property(anyPrice, (price) => {
        const snapped = snapToLadder(price, DEFAULT_ODDS_LADDER);
        expect(DEFAULT_ODDS_LADDER).toContain(snapped);
        expect(snapToLadder(snapped, DEFAULT_ODDS_LADDER)).toBe(snapped);
        for (const rung of DEFAULT_ODDS_LADDER) {
          expect(Math.abs(rung - price)).toBeGreaterThanOrEqual(Math.abs(snapped - price) - 1e-12);
        }
      }),
    );
  });

  it('is monotone: a longer price never snaps shorter', () => {
    fc.assert(
      fc.property(anyPrice, anyPrice, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(snapToLadder(lo, DEFAULT_ODDS_LADDER)).toBeLessThanOrEqual(
          snapToLadder(hi, DEFAULT_ODDS_LADDER),
        );
      }),
    );
  });
});

describe('odds-ladder conversion with margins (spec betting-domain §9, shell §7)', () => {
  it('adjusts p = 1/price by sum × sqrt(p(1-p)), positive margins shortening the price', () => {
    // p = 0.5, sqrt(p(1-p)) = 0.5: 0.5 + 0.05 × 0.5 = 0.525 → 1.9048 → 1.90.
    expect(applyMarginToPrice(2, 0.05, DEFAULT_ODDS_LADDER)).toBe(1.9);
    // 0.5 − 0.05 × 0.5 = 0.475 → 2.1053 → 2.10.
    expect(applyMarginToPrice(2, -0.05, DEFAULT_ODDS_LADDER)).toBe(2.1);
    // p = 0.25: 0.25 + 0.1 × 0.4330 = 0.2933 → 3.409 → 3.40.
    expect(applyMarginToPrice(4, 0.1, DEFAULT_ODDS_LADDER)).toBe(3.4);
  });

  it('clamps probabilities pushed out of (0, 1) to the ladder ends', () => {
    expect(applyMarginToPrice(1.05, 5, DEFAULT_ODDS_LADDER)).toBe(1.01);
    expect(applyMarginToPrice(50, -5, DEFAULT_ODDS_LADDER)).toBe(1000);
    expect(() => applyMarginToPrice(1, 0.1, DEFAULT_ODDS_LADDER)).toThrow();
  });

  const margins = deriveMargins([
    entry({ marketTypeId: 1, margin: 0.02 }),
    entry({ leagueId: 10, margin: 0.02 }),
    entry({ outcomeId: 501, margin: 0.01 }),
  ]);

  it('converts with the summed margin for market type, league and outcome', () => {
    expect(
      convertPriceWithMargins({ price: 2, marketTypeId: 1, leagueId: 10, outcomeId: 501 }, margins),
    ).toEqual({ ok: true, price: 1.9 });
  });

  it('uses the raw feed price and returns an error when an id is missing', () => {
    const converted = convertPriceWithMargins(
      { price: 2.03, marketTypeId: 1, leagueId: null, outcomeId: undefined },
      margins,
    );
    expect(converted.ok).toBe(false);
    expect(converted.price).toBe(2.03);
    expect(!converted.ok && converted.error).toMatchObject({
      code: 'odds-ladder-missing-ids',
      missing: ['leagueId', 'outcomeId'],
    });
  });

  it('returns the raw price with an error value for a price it cannot convert', () => {
    const converted = convertPriceWithMargins(
      { price: 1, marketTypeId: 1, leagueId: 10, outcomeId: 501 },
      margins,
    );
    expect(converted).toMatchObject({
      ok: false,
      price: 1,
      error: { code: 'odds-ladder-invalid-price' },
    });
  });

  it('leaves the raw price alone when no margins are present', () => {
    expect(convertPriceWithMargins({ price: 2.03 }, EMPTY_MARGINS)).toEqual({
      ok: true,
      price: 2.03,
    });
  });

  const ladderPrice = fc.constantFrom(...DEFAULT_ODDS_LADDER);
  const margin = fc.double({ min: -0.5, max: 0.5, noNaN: true });

  it('leaves a ladder price unchanged with a zero margin', () => {
    fc.assert(
      fc.property(ladderPrice, (price) => {
        expect(applyMarginToPrice(price, 0, DEFAULT_ODDS_LADDER)).toBe(price);
      }),
    );
  });

  it('never lengthens a price with a positive margin, and is monotone in the margin', () => {
    fc.assert(
      fc.property(ladderPrice, margin, margin, (price, m1, m2) => {
        const [lo, hi] = m1 <= m2 ? [m1, m2] : [m2, m1];
        if (hi > 0)
          expect(applyMarginToPrice(price, hi, DEFAULT_ODDS_LADDER)).toBeLessThanOrEqual(price);
        expect(applyMarginToPrice(price, hi, DEFAULT_ODDS_LADDER)).toBeLessThanOrEqual(
          applyMarginToPrice(price, lo, DEFAULT_ODDS_LADDER),
        );
      }),
    );
  });

  it('always returns a ladder value when the ids are present', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.001, max: 5000, noNaN: true }), (price) => {
        const converted = convertPriceWithMargins(
          { price, marketTypeId: 1, leagueId: 10, outcomeId: 501 },
          margins,
        );
        expect(converted.ok).toBe(true);
        expect(DEFAULT_ODDS_LADDER).toContain(converted.price);
      }),
    );
  });
});
