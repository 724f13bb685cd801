import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  combinationCount,
  elementarySymmetricCounts,
  foldName,
  minimumSystemLegs,
  NAMED_SYSTEM_BETS,
  offeredSystemTypes,
  SYSTEM_BET_TYPE_BASE,
  SYSTEM_SUFFIXES,
  SYSTEM_TYPES,
  systemBetTypeId,
  systemFolds,
  systemLineCount,
  systemSuffixOf,
  systemTypeOf,
  type SystemSuffix,
} from '../systems';
import { marketId } from '../../ids';

const distinct = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ marketId: marketId(i + 1) }));

describe('system types by code suffix (spec betting-domain §9)', () => {
  it('002 to 012 are folds 2 to 12', () => {
    for (let k = 2; k <= 12; k += 1) {
      const def = systemTypeOf(SYSTEM_BET_TYPE_BASE + k);
      expect(def?.folds).toEqual([k]);
      expect(def?.accumulator).toBe(false);
    }
  });

  it.each<[SystemSuffix, number[], boolean]>([
    ['057', [1, 2, 3], false],
    ['058', [2, 3], false],
    ['019', [2, 3], true],
    ['059', [1, 2, 3], true],
    ['060', [1, 2, 3, 4, 5], false],
    ['047', [1, 2, 3, 4, 5, 6], false],
    ['020', [2, 3, 4, 5], false],
    ['021', [2, 3, 4, 5, 6], false],
    ['022', [2, 3, 4, 5, 6, 7], false],
    ['046', [2, 3, 4, 5, 6, 7, 8], false],
  ])('suffix %s plays folds %j (accumulator %s)', (suffix, folds, accumulator) => {
    expect(SYSTEM_TYPES[suffix].folds).toEqual(folds);
    expect(SYSTEM_TYPES[suffix].accumulator).toBe(accumulator);
  });

  it('the last three digits pick the type, whatever the prefix', () => {
    expect(systemSuffixOf(201_058)).toBe('058');
    expect(systemSuffixOf(58)).toBe('058');
    expect(systemSuffixOf(200_001)).toBeNull();
    expect(systemSuffixOf(200_013)).toBeNull();
    expect(systemSuffixOf(-5)).toBeNull();
    expect(systemBetTypeId('046')).toBe(201_046);
  });

  it('200002 is the front-end multiple, never the Doubles system (spec §3 beside §9)', () => {
    expect(systemSuffixOf(200_002)).toBeNull();
    expect(systemTypeOf(200_002)).toBeNull();
    // Doubles as a system keeps suffix 002 under any other prefix.
    expect(systemTypeOf(systemBetTypeId('002'))?.name).toBe('Doubles');
    expect(systemTypeOf(300_002)?.folds).toEqual([2]);
    expect(systemTypeOf(200_003)?.folds).toEqual([3]);
  });

  it('the accumulator is the fold of all selections', () => {
    expect(systemFolds(SYSTEM_TYPES['019'], 4)).toEqual([2, 3, 4]);
    expect(systemFolds(SYSTEM_TYPES['059'], 6)).toEqual([1, 2, 3, 6]);
    expect(minimumSystemLegs(SYSTEM_TYPES['019'])).toBe(4);
    expect(() => systemFolds(SYSTEM_TYPES['019'], 3)).toThrow();
    expect(() => systemFolds(SYSTEM_TYPES['005'], 4)).toThrow();
  });
});

describe('fold names (spec betting-domain §9)', () => {
  it('2 selections Double, 3 Treble, otherwise N-Fold', () => {
    expect(foldName(2)).toBe('Double');
    expect(foldName(3)).toBe('Treble');
    expect(foldName(4)).toBe('4-Fold');
    expect(foldName(12)).toBe('12-Fold');
    expect(foldName(1)).toBe('Single');
    expect(() => foldName(0)).toThrow();
  });
});

describe('line counts', () => {
  it('named families on distinct markets: Trixie 4 … Goliath 247, Lucky 31 and 63', () => {
    for (const family of Object.values(NAMED_SYSTEM_BETS)) {
      const def = SYSTEM_TYPES[family.suffix];
      expect(systemLineCount(systemFolds(def, family.legs), distinct(family.legs))).toBe(
        family.lines,
      );
    }
    expect(NAMED_SYSTEM_BETS.goliath.lines).toBe(247);
    expect(NAMED_SYSTEM_BETS.superheinz.lines).toBe(120);
    expect(NAMED_SYSTEM_BETS.canadian.lines).toBe(26);
  });

  it('combinations using the same market twice are excluded (spec betting-domain §5)', () => {
    // A and B share a market: of the 3 doubles only A-C and B-C remain, the treble goes.
    const legs = [7, 7, 8].map((id) => ({ marketId: marketId(id) }));
    expect(systemLineCount([2], legs)).toBe(2);
    expect(systemLineCount([3], legs)).toBe(0);
    expect(systemLineCount(systemFolds(SYSTEM_TYPES['058'], 3), legs)).toBe(2);
    expect(systemLineCount(systemFolds(SYSTEM_TYPES['057'], 3), legs)).toBe(5);
  });

  it('C(n, k)', () => {
    expect(combinationCount(8, 4)).toBe(70);
    expect(combinationCount(15, 7)).toBe(6435);
    expect(combinationCount(3, 4)).toBe(0);
  });

  it('lines = Σ C(n, k) over the folds − combinations that use one market twice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SYSTEM_SUFFIXES),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 12 }),
        (suffix, markets) => {
          const def = SYSTEM_TYPES[suffix];
          fc.pre(markets.length >= minimumSystemLegs(def));
          const folds = systemFolds(def, markets.length);
          const legs = markets.map((id) => ({ marketId: marketId(id) }));
          let sameMarket = 0;
          const walk = (start: number, picked: number[]) => {
            if (folds.includes(picked.length)) {
              const ids = picked.map((i) => markets[i]);
              if (new Set(ids).size < ids.length) sameMarket += 1;
            }
            for (let i = start; i < markets.length; i += 1) walk(i + 1, [...picked, i]);
          };
          walk(0, []);
          const all = folds.reduce((sum, k) => sum + combinationCount(markets.length, k), 0);
          expect(systemLineCount(folds, legs)).toBe(all - sameMarket);
        },
      ),
    );
  });

  it('with all-distinct markets, lines = Σ C(n, k)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), (n, k) => {
        expect(systemLineCount([k], distinct(n))).toBe(combinationCount(n, k));
        expect(elementarySymmetricCounts(Array(n).fill(1) as number[], k)[k]).toBe(
          combinationCount(n, k),
        );
      }),
    );
  });
});

describe('systems offered on the slip', () => {
  it('fold k below the selection count, then the full-cover bets for that count', () => {
    const names = (n: number) => offeredSystemTypes(n).map((d) => d.name);
    expect(names(2)).toEqual([]);
    expect(names(3)).toEqual(['Doubles', 'Trixie', 'Patent']);
    expect(names(4)).toEqual(['Doubles', 'Trebles', 'Yankee', 'Lucky 15']);
    expect(names(5)).toEqual(['Doubles', 'Trebles', '4-Folds', 'Super Yankee', 'Lucky 31']);
    expect(names(6)).toContain('Heinz');
    expect(names(6)).toContain('Lucky 63');
    expect(names(7)).toContain('Super Heinz');
    expect(names(8)).toContain('Goliath');
    expect(names(15)).toHaveLength(11);
  });
});
