import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canAddBetToBetslip,
  checkBetslipBetCount,
  effectiveUnitStake,
  isJackpotComplete,
  isPlaceBetEnabled,
  jackpotLineCount,
  jackpotTotalStake,
  usesFreeMoneyStake,
} from '../betslip-rules';
import { BETSLIP_DEFAULTS } from '../limits';
import { stakeMinor, type Stake } from '../../stakes/stake';

const st = stakeMinor;

describe('free-money stake precedence (spec betting-domain §5)', () => {
  it('uses the free-money stake instead of the normal stake when set', () => {
    expect(effectiveUnitStake({ unitStake: st(500), freeMoneyUnitStake: st(200) })).toBe(200);
    expect(usesFreeMoneyStake({ unitStake: st(500), freeMoneyUnitStake: st(200) })).toBe(true);
  });

  it('falls back to the normal stake when the free stake is unset, removed or zero', () => {
    expect(effectiveUnitStake({ unitStake: st(500) })).toBe(500);
    expect(effectiveUnitStake({ unitStake: st(500), freeMoneyUnitStake: null })).toBe(500);
    expect(effectiveUnitStake({ unitStake: st(500), freeMoneyUnitStake: st(0) })).toBe(500);
    expect(effectiveUnitStake({})).toBe(0);
  });

  it('rejects stakes that are not minor units', () => {
    // The brand keeps this out at compile time; a cast that lies still throws.
    expect(() => effectiveUnitStake({ unitStake: 1.5 as Stake })).toThrow();
  });

  it('is the free stake whenever it is positive, else the normal stake', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }).map(stakeMinor),
        fc.option(fc.integer({ min: 0, max: 1_000_000 }).map(stakeMinor)),
        (unitStake, free) => {
          const stake = effectiveUnitStake({ unitStake, freeMoneyUnitStake: free });
          expect(stake).toBe(free !== null && free > 0 ? free : unitStake);
        },
      ),
    );
  });
});

describe('Place Bet enabled (spec betting-domain §5)', () => {
  it('is disabled when the slip has no bets', () => {
    expect(isPlaceBetEnabled({ singles: [] })).toBe(false);
  });

  it('is disabled when some bet has a normal stake with a null free stake', () => {
    expect(
      isPlaceBetEnabled({
        singles: [{ unitStake: st(100) }, { unitStake: st(100), freeMoneyUnitStake: null }],
      }),
    ).toBe(false);
    // undefined (never touched) is not null
    expect(isPlaceBetEnabled({ singles: [{ unitStake: st(100) }] })).toBe(true);
    // a null free stake beside no normal stake does not trigger the rule
    expect(
      isPlaceBetEnabled({
        singles: [{ unitStake: st(0), freeMoneyUnitStake: null }, { unitStake: st(100) }],
      }),
    ).toBe(true);
  });

  it('is disabled when all bets have neither stake', () => {
    expect(isPlaceBetEnabled({ singles: [{ unitStake: st(0) }, {}] })).toBe(false);
    expect(
      isPlaceBetEnabled({ singles: [{ unitStake: st(0), freeMoneyUnitStake: st(300) }] }),
    ).toBe(true);
  });

  it('counts the multiple and systems as bets', () => {
    const singles = [{ unitStake: st(0) }, { unitStake: st(0) }];
    expect(isPlaceBetEnabled({ singles, multiples: [{ unitStake: st(125_000) }] })).toBe(true);
    expect(
      isPlaceBetEnabled({ singles, systems: [{ unitStake: st(100), freeMoneyUnitStake: null }] }),
    ).toBe(false);
  });

  it('matches the three clauses for any slip', () => {
    const bet = fc.record({
      unitStake: fc.option(fc.integer({ min: 0, max: 1000 }).map(stakeMinor), { nil: undefined }),
      freeMoneyUnitStake: fc.oneof(
        fc.constant(null),
        fc.constant(undefined),
        fc.integer({ min: 0, max: 1000 }).map(stakeMinor),
      ),
    });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 6 }), (singles) => {
        const staked = (v: number | null | undefined) => typeof v === 'number' && v > 0;
        const disabled =
          singles.length === 0 ||
          singles.some((b) => staked(b.unitStake) && b.freeMoneyUnitStake === null) ||
          singles.every((b) => !staked(b.unitStake) && !staked(b.freeMoneyUnitStake));
        expect(isPlaceBetEnabled({ singles })).toBe(!disabled);
      }),
    );
  });
});

describe('max bets on the betslip (spec betting-domain §3, §9)', () => {
  it('allows 15 and answers RES-00247 beyond', () => {
    expect(BETSLIP_DEFAULTS.maxBetsOnBetslip).toBe(15);
    expect(checkBetslipBetCount(15)).toEqual({ ok: true, value: 15 });
    expect(checkBetslipBetCount(16)).toEqual({ ok: false, error: { code: 'RES-00247', max: 15 } });
    expect(canAddBetToBetslip(14).ok).toBe(true);
    expect(canAddBetToBetslip(15)).toEqual({ ok: false, error: { code: 'RES-00247', max: 15 } });
    // max_bets_on_betslip is a site setting
    expect(checkBetslipBetCount(6, 5).ok).toBe(false);
  });
});

describe('jackpot (spec betting-domain §4, §5)', () => {
  it('is complete only when singles cover every ordinal 1..N', () => {
    expect(isJackpotComplete([{ ordinal: 1 }, { ordinal: 2 }, { ordinal: 3 }], 3)).toBe(true);
    expect(
      isJackpotComplete([{ ordinal: 3 }, { ordinal: 1 }, { ordinal: 2 }, { ordinal: 2 }], 3),
    ).toBe(true);
    expect(isJackpotComplete([{ ordinal: 1 }, { ordinal: 2 }], 3)).toBe(false);
    expect(isJackpotComplete([{ ordinal: 1 }, { ordinal: 2 }, { ordinal: 4 }], 3)).toBe(false);
    expect(isJackpotComplete([], 0)).toBe(false);
  });

  it('costs globalStake × lines; several picks on an event multiply the lines', () => {
    const singles = [
      { ordinal: 1 },
      { ordinal: 1 },
      { ordinal: 2 },
      { ordinal: 3 },
      { ordinal: 3 },
      { ordinal: 3 },
    ];
    expect(jackpotLineCount(singles, 3)).toBe(6);
    expect(jackpotTotalStake(250, singles, 3)).toBe(1500);
    expect(jackpotTotalStake(250, [{ ordinal: 1 }], 3)).toBe(0);
  });

  it('complete exactly when the set of ordinals is {1..N}', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 8 }),
        (ords, n) => {
          const singles = ords.map((ordinal) => ({ ordinal }));
          const set = new Set(ords);
          const expected = set.size === n && [...set].every((o) => o >= 1 && o <= n);
          expect(isJackpotComplete(singles, n)).toBe(expected);
          if (expected) expect(jackpotLineCount(singles, n)).toBeGreaterThanOrEqual(1);
          else expect(jackpotLineCount(singles, n)).toBe(0);
        },
      ),
    );
  });
});
