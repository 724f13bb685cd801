import type { MarketId } from '../ids';
import { FRONT_END_MULTIPLE_BET_TYPE_ID } from './limits';
import {
  addOddsRatios,
  multiplyOddsRatios,
  ODDS_RATIO_ONE,
  ODDS_RATIO_ZERO,
  type OddsRatio,
} from '../odds/odds';

/**
 * spec betting-domain §9: the last three digits of a system bet's betTypeId pick its type.
 * The leading digits are not shown; decision: systems built here use 201000 + suffix so that
 * they never collide with the single (200001) or the front-end multiple (200002).
 */
export const SYSTEM_BET_TYPE_BASE = 201_000;

export const SYSTEM_SUFFIXES = [
  '002',
  '003',
  '004',
  '005',
  '006',
  '007',
  '008',
  '009',
  '010',
  '011',
  '012',
  '058',
  '057',
  '019',
  '059',
  '020',
  '060',
  '021',
  '047',
  '022',
  '046',
] as const;
export type SystemSuffix = (typeof SYSTEM_SUFFIXES)[number];

export interface SystemTypeDefinition {
  readonly suffix: SystemSuffix;
  /** Explicit fold sizes; 1 means the singles. */
  readonly folds: readonly number[];
  /** Also the fold of all selections (the accumulator line). */
  readonly accumulator: boolean;
  /** Description shown on the slip. */
  readonly name: string;
  /** Selection count of a full-cover bet (Trixie 3, ...); null for a plain fold-k system. */
  readonly legs: number | null;
}

/** spec betting-domain §9 fold name: 2 selections Double, 3 Treble, otherwise N-Fold. */
export function foldName(selections: number): string {
  if (!Number.isInteger(selections) || selections < 1) throw new Error('Fold size must be ≥ 1');
  // Decision: fold 1 (a single) is named Single rather than "1-Fold".
  if (selections === 1) return 'Single';
  if (selections === 2) return 'Double';
  if (selections === 3) return 'Treble';
  return `${selections}-Fold`;
}

function foldSystem(k: number): SystemTypeDefinition {
  return {
    suffix: String(k).padStart(3, '0') as SystemSuffix,
    folds: [k],
    accumulator: false,
    name: `${foldName(k)}s`,
    legs: null,
  };
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** spec betting-domain §9 system bet types by code suffix. */
export const SYSTEM_TYPES: Readonly<Record<SystemSuffix, SystemTypeDefinition>> = {
  // 002 to 012 are folds 2 to 12
  '002': foldSystem(2),
  '003': foldSystem(3),
  '004': foldSystem(4),
  '005': foldSystem(5),
  '006': foldSystem(6),
  '007': foldSystem(7),
  '008': foldSystem(8),
  '009': foldSystem(9),
  '010': foldSystem(10),
  '011': foldSystem(11),
  '012': foldSystem(12),
  // 058 folds 2 and 3
  '058': { suffix: '058', folds: [2, 3], accumulator: false, name: 'Trixie', legs: 3 },
  // 057 singles, fold 2 and fold 3
  '057': { suffix: '057', folds: [1, 2, 3], accumulator: false, name: 'Patent', legs: 3 },
  // 019 folds 2, 3 and accumulator
  '019': { suffix: '019', folds: [2, 3], accumulator: true, name: 'Yankee', legs: 4 },
  // 059 singles, folds 2, 3 and accumulator
  '059': { suffix: '059', folds: [1, 2, 3], accumulator: true, name: 'Lucky 15', legs: 4 },
  // 020 folds 2 to 5
  '020': { suffix: '020', folds: range(2, 5), accumulator: false, name: 'Super Yankee', legs: 5 },
  // 060 singles and folds 2 to 5
  '060': { suffix: '060', folds: range(1, 5), accumulator: false, name: 'Lucky 31', legs: 5 },
  // 021 folds 2 to 6
  '021': { suffix: '021', folds: range(2, 6), accumulator: false, name: 'Heinz', legs: 6 },
  // 047 singles and folds 2 to 6
  '047': { suffix: '047', folds: range(1, 6), accumulator: false, name: 'Lucky 63', legs: 6 },
  // 022 folds 2 to 7
  '022': { suffix: '022', folds: range(2, 7), accumulator: false, name: 'Super Heinz', legs: 7 },
  // 046 folds 2 to 8
  '046': { suffix: '046', folds: range(2, 8), accumulator: false, name: 'Goliath', legs: 8 },
};

/** The full-cover bets users know by name, with their line counts on distinct markets. */
export const NAMED_SYSTEM_BETS = {
  trixie: { suffix: '058', legs: 3, lines: 4 },
  patent: { suffix: '057', legs: 3, lines: 7 },
  yankee: { suffix: '019', legs: 4, lines: 11 },
  lucky15: { suffix: '059', legs: 4, lines: 15 },
  canadian: { suffix: '020', legs: 5, lines: 26 },
  superyankee: { suffix: '020', legs: 5, lines: 26 },
  lucky31: { suffix: '060', legs: 5, lines: 31 },
  heinz: { suffix: '021', legs: 6, lines: 57 },
  lucky63: { suffix: '047', legs: 6, lines: 63 },
  superheinz: { suffix: '022', legs: 7, lines: 120 },
  goliath: { suffix: '046', legs: 8, lines: 247 },
} as const satisfies Record<string, { suffix: SystemSuffix; legs: number; lines: number }>;
export type NamedSystemBet = keyof typeof NAMED_SYSTEM_BETS;

export function isSystemSuffix(value: string): value is SystemSuffix {
  return (SYSTEM_SUFFIXES as readonly string[]).includes(value);
}

/**
 * The suffix of a betTypeId (its last three digits), or null when it names no system.
 * spec §3 makes 200002 the front-end multiple, while §9 reads suffix 002 as Doubles: 200002 is
 * the multiple (one accumulator line), never a system, so Doubles are played as 201002
 * (`SYSTEM_BET_TYPE_BASE`). Every other prefix keeps the §9 suffix reading.
 */
export function systemSuffixOf(betTypeId: number): SystemSuffix | null {
  if (!Number.isSafeInteger(betTypeId) || betTypeId < 0) return null;
  if (betTypeId === FRONT_END_MULTIPLE_BET_TYPE_ID) return null;
  const suffix = String(betTypeId % 1000).padStart(3, '0');
  return isSystemSuffix(suffix) ? suffix : null;
}

export function systemTypeOf(betTypeId: number): SystemTypeDefinition | null {
  const suffix = systemSuffixOf(betTypeId);
  return suffix === null ? null : SYSTEM_TYPES[suffix];
}

export function systemBetTypeId(suffix: SystemSuffix): number {
  return SYSTEM_BET_TYPE_BASE + Number(suffix);
}

/**
 * Fewest selections a system type can be played on: fold k needs k; a type with an accumulator
 * needs one more selection than its largest explicit fold (else the accumulator repeats it).
 */
export function minimumSystemLegs(def: SystemTypeDefinition): number {
  const largest = Math.max(...def.folds);
  return def.accumulator ? largest + 1 : largest;
}

/** The fold sizes of a system played on `legCount` selections (accumulator resolved). */
export function systemFolds(def: SystemTypeDefinition, legCount: number): readonly number[] {
  if (!Number.isInteger(legCount) || legCount < minimumSystemLegs(def)) {
    throw new Error(`${def.name} needs at least ${minimumSystemLegs(def)} selections`);
  }
  const folds = new Set(def.folds);
  if (def.accumulator) folds.add(legCount);
  return [...folds].sort((a, b) => a - b);
}

/** C(n, k) for the small n of a betslip. */
export function combinationCount(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/**
 * Elementary symmetric sums e_0..e_maxK of the values. Choosing k markets and one selection in
 * each is e_k over the markets' selection counts (for line counts) or over the markets' summed
 * odds (for returns): this is how combinations using the same market twice are excluded
 * without enumerating them.
 */
export function elementarySymmetricCounts(values: readonly number[], maxK: number): number[] {
  const e = [1, ...Array.from({ length: maxK }, () => 0)];
  for (const v of values) {
    for (let k = maxK; k >= 1; k -= 1) e[k] = (e[k] ?? 0) + (e[k - 1] ?? 0) * v;
  }
  return e;
}

export function elementarySymmetricRatios(values: readonly OddsRatio[], maxK: number): OddsRatio[] {
  const e: OddsRatio[] = [ODDS_RATIO_ONE, ...Array.from({ length: maxK }, () => ODDS_RATIO_ZERO)];
  for (const v of values) {
    for (let k = maxK; k >= 1; k -= 1) {
      e[k] = addOddsRatios(
        e[k] ?? ODDS_RATIO_ZERO,
        multiplyOddsRatios(e[k - 1] ?? ODDS_RATIO_ZERO, v),
      );
    }
  }
  return e;
}

/** Groups legs by market; a leg without a market id is a market of its own. */
export function groupLegsByMarket<T extends { readonly marketId?: MarketId | null }>(
  legs: readonly T[],
): T[][] {
  const groups = new Map<string, T[]>();
  legs.forEach((leg, i) => {
    const key =
      leg.marketId === undefined || leg.marketId === null
        ? `#${String(i)}`
        : `market:${String(leg.marketId)}`;
    const group = groups.get(key);
    if (group) group.push(leg);
    else groups.set(key, [leg]);
  });
  return [...groups.values()];
}

/**
 * spec betting-domain §5: a system bet's combination count excludes combinations using the
 * same market twice. `folds` are the fold sizes (see `systemFolds`).
 */
export function systemLineCount(
  folds: readonly number[],
  legs: readonly { readonly marketId?: MarketId | null }[],
): number {
  const sizes = groupLegsByMarket(legs).map((g) => g.length);
  const maxK = Math.max(0, ...folds);
  const e = elementarySymmetricCounts(sizes, maxK);
  return folds.reduce((sum, k) => sum + (e[k] ?? 0), 0);
}

/**
 * Sum over every line (k legs from k different markets, k in `folds`) of the product of the
 * legs' multipliers — the exact odds of the whole bet per unit stake.
 */
export function systemOddsSum<T extends { readonly marketId?: MarketId | null }>(
  folds: readonly number[],
  legs: readonly T[],
  multiplier: (leg: T) => OddsRatio,
): OddsRatio {
  const groupSums = groupLegsByMarket(legs).map((g) =>
    g.reduce<OddsRatio>((acc, leg) => addOddsRatios(acc, multiplier(leg)), ODDS_RATIO_ZERO),
  );
  const maxK = Math.max(0, ...folds);
  const e = elementarySymmetricRatios(groupSums, maxK);
  return folds.reduce<OddsRatio>(
    (sum, k) => addOddsRatios(sum, e[k] ?? ODDS_RATIO_ZERO),
    ODDS_RATIO_ZERO,
  );
}

/**
 * The system types a slip of `legCount` selections offers. Decision (the spec leaves it to the
 * server): fold k for every 2 ≤ k < legCount (k = legCount is the multiple) up to 12, then the
 * full-cover bets made for exactly that many selections (3: Trixie, Patent; 4: Yankee, Lucky 15;
 * 5: Super Yankee, Lucky 31; 6: Heinz, Lucky 63; 7: Super Heinz; 8: Goliath).
 */
export function offeredSystemTypes(legCount: number): SystemTypeDefinition[] {
  if (legCount < 3) return [];
  return SYSTEM_SUFFIXES.map((s) => SYSTEM_TYPES[s]).filter((def) =>
    def.legs === null ? (def.folds[0] ?? 0) < legCount : def.legs === legCount,
  );
}
