import { assertNever, err, ok, type Result } from '../assert';
import {
  eachWayTotalStake,
  parsePlaceTerms,
  placeOddsRatio,
  type PlaceTerms,
} from '../betslip/each-way';
import {
  BETSLIP_DEFAULTS,
  FRONT_END_MULTIPLE_BET_TYPE_ID,
  SINGLE_BET_TYPE_ID,
} from '../betslip/limits';
import { marketId, readIdValue, type MarketId } from '../ids';
import { currencyPrecision } from '../money/money';
import {
  isDecimalOdds,
  multiplyOddsRatios,
  ODDS_RATIO_ONE,
  ODDS_RATIO_ZERO,
  oddsRatio,
  oddsToRatio,
  type DecimalOdds,
  type OddsRatio,
} from '../odds/odds';
import { returnsAtRatio } from '../money/returns';
import { stakeMinor, type Stake } from '../stakes/stake';
import {
  minimumSystemLegs,
  NAMED_SYSTEM_BETS,
  SYSTEM_TYPES,
  systemFolds,
  systemLineCount,
  systemOddsSum,
  systemTypeOf,
  type NamedSystemBet,
} from '../betslip/systems';

/** How a leg finished. `placed`: placed but did not win (pays only the each-way place part). */
export type LegResult = 'won' | 'placed' | 'lost' | 'void';
export const LEG_RESULTS: readonly LegResult[] = ['won', 'placed', 'lost', 'void'];

/**
 * Dead heat: the selection tied with others for the last paid position(s). `tiedFor` runners
 * shared `places` paid positions, so the stake on that leg is reduced to places / tiedFor
 * (two tied for first in a win market: { tiedFor: 2, places: 1 } → half the stake).
 * Given alone on a leg it reduces the part its result is for: the win part of a `won` leg, the
 * place part of a `placed` leg (a runner tied for first alone is still fully placed).
 */
export interface DeadHeat {
  readonly tiedFor: number;
  readonly places: number;
}

/**
 * Dead heats of one leg per each-way part, for a tie that reaches both: three runners tied for
 * first with two places paid is `{ win: { tiedFor: 3, places: 1 }, place: { tiedFor: 3,
 * places: 2 } }` — the win part × 1/3, the place part × 2/3. A part left out is paid in full.
 * (A `win` reduction on a leg that did not win changes nothing: that part pays 0.)
 */
export interface LegDeadHeat {
  readonly win?: DeadHeat | null;
  readonly place?: DeadHeat | null;
}

/** A leg's dead heat: one tie for the part its result is for, or one per part. */
export type LegDeadHeatInput = DeadHeat | LegDeadHeat;

const isPerPart = (deadHeat: LegDeadHeatInput): deadHeat is LegDeadHeat =>
  !('tiedFor' in deadHeat) && !('places' in deadHeat);

/** The reduction each part of a leg takes (null: paid in full). */
export function legDeadHeatParts(
  result: LegResult,
  deadHeat: LegDeadHeatInput | null | undefined,
): { readonly win: DeadHeat | null; readonly place: DeadHeat | null } {
  if (!deadHeat) return { win: null, place: null };
  if (isPerPart(deadHeat)) return { win: deadHeat.win ?? null, place: deadHeat.place ?? null };
  // One tie alone: the part the result is for (see DeadHeat).
  return result === 'placed' ? { win: null, place: deadHeat } : { win: deadHeat, place: null };
}

/** Every tie given on a leg is well formed (`isValidDeadHeat`). */
export function isValidLegDeadHeat(deadHeat: LegDeadHeatInput): boolean {
  if (!isPerPart(deadHeat)) return isValidDeadHeat(deadHeat);
  return [deadHeat.win, deadHeat.place].every((d) => d == null || isValidDeadHeat(d));
}

export function isValidDeadHeat(deadHeat: DeadHeat): boolean {
  return (
    Number.isSafeInteger(deadHeat.tiedFor) &&
    Number.isSafeInteger(deadHeat.places) &&
    deadHeat.places >= 1 &&
    deadHeat.tiedFor >= deadHeat.places
  );
}

export function deadHeatRatio(deadHeat: DeadHeat | null | undefined): OddsRatio {
  if (!deadHeat) return ODDS_RATIO_ONE;
  if (!isValidDeadHeat(deadHeat)) throw new Error('Dead heat needs 1 ≤ places ≤ tiedFor');
  return oddsRatio(BigInt(deadHeat.places), BigInt(deadHeat.tiedFor));
}

/** A settled leg (minor-unit settlement for the platform). */
export interface SettlementLeg {
  readonly odds: DecimalOdds;
  readonly result: LegResult;
  readonly placeTerms?: PlaceTerms | null;
  readonly deadHeat?: LegDeadHeatInput | null;
  /** Lines combining two legs of one market are excluded (spec betting-domain §5). */
  readonly marketId?: MarketId | null;
}

/** What one unit staked on this leg is worth in the win part. A void leg counts at odds 1. */
export function winPartMultiplier(leg: SettlementLeg): OddsRatio {
  switch (leg.result) {
    case 'won':
      return multiplyOddsRatios(
        oddsToRatio(leg.odds),
        deadHeatRatio(legDeadHeatParts(leg.result, leg.deadHeat).win),
      );
    case 'void':
      return ODDS_RATIO_ONE;
    case 'placed':
    case 'lost':
      return ODDS_RATIO_ZERO;
    default:
      return assertNever(leg.result, 'leg result');
  }
}

/** UK each-way: the place part pays every won or placed leg at 1 + (decimal − 1) × terms. */
export function placePartMultiplier(leg: SettlementLeg): OddsRatio {
  switch (leg.result) {
    case 'won':
    case 'placed': {
      if (!leg.placeTerms) throw new Error('An each-way leg that won or placed needs place terms');
      const placeOdds = placeOddsRatio(oddsToRatio(leg.odds), leg.placeTerms);
      return multiplyOddsRatios(
        placeOdds,
        deadHeatRatio(legDeadHeatParts(leg.result, leg.deadHeat).place),
      );
    }
    case 'void':
      return ODDS_RATIO_ONE;
    case 'lost':
      return ODDS_RATIO_ZERO;
    default:
      return assertNever(leg.result, 'leg result');
  }
}

export interface SettlementInput {
  /** Fold sizes of the bet's lines: [1] a single, [n] an accumulator, a system's folds. */
  readonly folds: readonly number[];
  readonly unitStakeMinor: Stake;
  readonly eachWay: boolean;
  readonly legs: readonly SettlementLeg[];
}

export interface SettlementOutcome {
  readonly lines: number;
  readonly totalStakeMinor: number;
  readonly winReturnsMinor: number;
  readonly placeReturnsMinor: number;
  readonly returnsMinor: number;
}

/**
 * Returns of a single, multiple or system bet, each-way or not, in minor units.
 * Each part (win, place) is summed exactly over its lines and rounded down once; the bet
 * returns the sum of both parts. Lines using one market twice are not part of the bet.
 */
export function settleLines(input: SettlementInput): SettlementOutcome {
  const lines = systemLineCount(input.folds, input.legs);
  const unit = input.unitStakeMinor;
  const winOdds = systemOddsSum(input.folds, input.legs, winPartMultiplier);
  const winReturnsMinor = returnsAtRatio(unit, winOdds);
  const placeReturnsMinor = input.eachWay
    ? returnsAtRatio(unit, systemOddsSum(input.folds, input.legs, placePartMultiplier))
    : 0;
  return {
    lines,
    totalStakeMinor: eachWayTotalStake(unit, lines, input.eachWay),
    winReturnsMinor,
    placeReturnsMinor,
    returnsMinor: winReturnsMinor + placeReturnsMinor,
  };
}

// ---------------------------------------------------------------------------------------------
// The bet calculator: a person-facing front door to the same maths.
// ---------------------------------------------------------------------------------------------

const FOLD_TYPES = {
  single: 1,
  double: 2,
  treble: 3,
  fourfold: 4,
  fivefold: 5,
  sixfold: 6,
  sevenfold: 7,
  eightfold: 8,
} as const;

export const BET_CALCULATOR_TYPES = [
  ...(Object.keys(FOLD_TYPES) as (keyof typeof FOLD_TYPES)[]),
  ...(Object.keys(NAMED_SYSTEM_BETS) as NamedSystemBet[]),
] as const;
export type BetCalculatorType = keyof typeof FOLD_TYPES | NamedSystemBet;

export interface BetCalculatorLeg {
  /** Decimal odds above 1 with at most 6 decimals (2.5 or '2.5'). */
  readonly decimal: number | string;
  readonly result: LegResult;
  /** Each-way place terms, e.g. '1/4'; needed on each-way legs that won or placed. */
  readonly placeTerms?: string;
  /**
   * A dead heat: `{ tiedFor, places }` reduces the part the result is for (win part of a won
   * leg, place part of a placed one); `{ win?, place? }` reduces each part on its own, e.g.
   * three tied for first with two places paid: `{ win: { tiedFor: 3, places: 1 }, place:
   * { tiedFor: 3, places: 2 } }`.
   */
  readonly deadHeat?: LegDeadHeatInput;
  /**
   * The leg's market (a number or its digits). Legs sharing one are never combined in a line
   * (spec betting-domain §5), so a system on them has fewer lines; without it each leg is a
   * market of its own.
   */
  readonly marketId?: number | string;
}

export interface BetCalculatorInput {
  /**
   * A named type, or a betTypeId: 200001 is a single and 200002 the front-end multiple (one
   * accumulator over every leg, spec §3); any other id is a system read by its last three digits
   * (spec §9), so Doubles as a system is 201002 (`systemBetTypeId('002')`), never 200002.
   */
  readonly type: BetCalculatorType | number;
  /** Stake per line in MAJOR units (1.5 = 1.50); per part when each-way. */
  readonly unitStake: number;
  readonly eachWay?: boolean;
  readonly legs: readonly BetCalculatorLeg[];
  /** Currency for the precision of amounts; default 2 decimals (EUR). */
  readonly currency?: string;
}

/** Amounts in MAJOR units, returns rounded down to the currency's minor unit. */
export interface BetCalculatorResult {
  readonly totalStake: number;
  readonly returns: number;
  readonly lines: number;
  readonly winReturns: number;
  readonly placeReturns: number;
}

export const BET_CALCULATOR_ERRORS = {
  unknownType: 'Unknown bet type',
  legCount: 'Wrong number of legs for this bet type',
  badStake: 'Unit stake must be a positive amount with no more decimals than the currency allows',
  badOdds: 'Decimal odds must be a number above 1 with at most 6 decimals',
  badResult: "Leg result must be 'won', 'placed', 'lost' or 'void'",
  badPlaceTerms: 'Place terms must be a fraction a/b with 0 < a ≤ b ≤ 100, e.g. 1/4',
  missingPlaceTerms: 'An each-way leg that won or placed needs place terms, e.g. 1/4',
  badDeadHeat: 'Dead heat needs whole numbers with 1 ≤ places ≤ tiedFor',
  badMarketId: 'Market id must be a non-negative whole number',
  tooLarge: 'Returns are too large to compute exactly',
} as const;
export type BetCalculatorErrorCode = keyof typeof BET_CALCULATOR_ERRORS;

export interface BetCalculatorProblem {
  readonly code: BetCalculatorErrorCode;
  readonly message: string;
}

/** Thrown by `settleBet`; `trySettleBet` returns the same problem as a Result. */
export class BetCalculatorError extends Error {
  readonly code: BetCalculatorErrorCode;
  constructor(problem: BetCalculatorProblem) {
    super(problem.message);
    this.name = 'BetCalculatorError';
    this.code = problem.code;
  }
}

const problem = (code: BetCalculatorErrorCode, detail?: string): BetCalculatorProblem => ({
  code,
  message: detail ? `${BET_CALCULATOR_ERRORS[code]}: ${detail}` : BET_CALCULATOR_ERRORS[code],
});

const MAX_CALCULATOR_LEGS = BETSLIP_DEFAULTS.maxBetsOnBetslip;

/** Fold sizes for the type and leg count, or a legCount/unknownType problem. */
export function betCalculatorFolds(
  type: BetCalculatorType | number,
  legCount: number,
): Result<readonly number[], BetCalculatorProblem> {
  const exactly = (n: number, folds: readonly number[]) =>
    legCount === n ? ok(folds) : err(problem('legCount', `${String(type)} needs ${String(n)}`));
  if (typeof type === 'number') {
    if (type === SINGLE_BET_TYPE_ID) return exactly(1, [1]);
    if (type === FRONT_END_MULTIPLE_BET_TYPE_ID) {
      return legCount >= 2 && legCount <= MAX_CALCULATOR_LEGS
        ? ok([legCount])
        : err(problem('legCount', `a multiple needs 2 to ${String(MAX_CALCULATOR_LEGS)}`));
    }
    const def = systemTypeOf(type);
    if (!def) return err(problem('unknownType', String(type)));
    const min = minimumSystemLegs(def);
    if (legCount < min || legCount > MAX_CALCULATOR_LEGS) {
      return err(
        problem('legCount', `${def.name} needs ${String(min)} to ${String(MAX_CALCULATOR_LEGS)}`),
      );
    }
    return ok(systemFolds(def, legCount));
  }
  if (Object.hasOwn(FOLD_TYPES, type)) {
    const n = FOLD_TYPES[type as keyof typeof FOLD_TYPES];
    return exactly(n, [n]);
  }
  if (Object.hasOwn(NAMED_SYSTEM_BETS, type)) {
    const named = NAMED_SYSTEM_BETS[type as NamedSystemBet];
    return legCount === named.legs
      ? ok(systemFolds(SYSTEM_TYPES[named.suffix], legCount))
      : err(problem('legCount', `${type} needs ${String(named.legs)}`));
  }
  return err(problem('unknownType', String(type)));
}

function parseOdds(raw: number | string): DecimalOdds | null {
  let text: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return null;
    text = String(raw);
  } else if (typeof raw === 'string') {
    text = raw.trim();
  } else {
    return null;
  }
  return isDecimalOdds(text) ? text : null;
}

/** A major-unit stake to minor units, exactly; null when not a positive, precise amount. */
function stakeToMinor(major: number, currency: string): Stake | null {
  if (typeof major !== 'number' || !Number.isFinite(major) || major <= 0) return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(major));
  if (!match) return null;
  const precision = currencyPrecision(currency);
  const frac = (match[2] ?? '').replace(/0+$/, '');
  if (frac.length > precision) return null;
  const minor = Number(match[1]) * 10 ** precision + Number(frac.padEnd(precision, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? stakeMinor(minor) : null;
}

function parseLeg(
  leg: BetCalculatorLeg,
  index: number,
  eachWay: boolean,
): Result<SettlementLeg, BetCalculatorProblem> {
  const where = `leg ${String(index + 1)}`;
  const odds = parseOdds(leg.decimal);
  if (odds === null) return err(problem('badOdds', `${where}: ${String(leg.decimal)}`));
  if (!LEG_RESULTS.includes(leg.result)) {
    return err(problem('badResult', `${where}: ${String(leg.result)}`));
  }
  let placeTerms: PlaceTerms | null = null;
  if (leg.placeTerms !== undefined) {
    const parsed = parsePlaceTerms(String(leg.placeTerms));
    if (!parsed.ok) return err(problem('badPlaceTerms', `${where}: ${String(leg.placeTerms)}`));
    placeTerms = parsed.value;
  }
  if (eachWay && placeTerms === null && (leg.result === 'won' || leg.result === 'placed')) {
    return err(problem('missingPlaceTerms', where));
  }
  if (
    leg.deadHeat !== undefined &&
    (typeof leg.deadHeat !== 'object' || leg.deadHeat === null || !isValidLegDeadHeat(leg.deadHeat))
  ) {
    return err(problem('badDeadHeat', where));
  }
  let market: MarketId | null = null;
  if (leg.marketId !== undefined) {
    const id = readIdValue(leg.marketId);
    if (id === null) return err(problem('badMarketId', `${where}: ${String(leg.marketId)}`));
    market = marketId(id);
  }
  return ok({
    odds,
    result: leg.result,
    placeTerms,
    deadHeat: leg.deadHeat ?? null,
    marketId: market,
  });
}

/**
 * The bet calculator as a Result. Amounts are major units in and out; inside, stakes are
 * integer minor units and odds exact ratios, and returns are rounded down once per part.
 * A `placed` leg in a bet that is not each-way is a loser.
 */
export function trySettleBet(
  input: BetCalculatorInput,
): Result<BetCalculatorResult, BetCalculatorProblem> {
  const currency = input.currency ?? 'EUR';
  const eachWay = input.eachWay === true;
  const folds = betCalculatorFolds(input.type, input.legs.length);
  if (!folds.ok) return folds;
  const unitStakeMinor = stakeToMinor(input.unitStake, currency);
  if (unitStakeMinor === null) return err(problem('badStake', String(input.unitStake)));
  const legs: SettlementLeg[] = [];
  for (const [i, leg] of input.legs.entries()) {
    const parsed = parseLeg(leg, i, eachWay);
    if (!parsed.ok) return parsed;
    legs.push(parsed.value);
  }
  const totalLines = systemLineCount(folds.value, legs) * (eachWay ? 2 : 1);
  const ceiling = legs.reduce((p, l) => p * Number(l.odds), unitStakeMinor * totalLines);
  // A float bound with headroom: the exact sum stays an integer of minor units we can return.
  if (!(ceiling < Number.MAX_SAFE_INTEGER / 2)) return err(problem('tooLarge'));
  const outcome = settleLines({ folds: folds.value, unitStakeMinor, eachWay, legs });
  const scale = 10 ** currencyPrecision(currency);
  return ok({
    totalStake: outcome.totalStakeMinor / scale,
    returns: outcome.returnsMinor / scale,
    lines: outcome.lines,
    winReturns: outcome.winReturnsMinor / scale,
    placeReturns: outcome.placeReturnsMinor / scale,
  });
}

/**
 * The bet calculator: `settleBet({ type: 'trixie', unitStake: 1, legs })` →
 * `{ totalStake, returns, ... }` in major units. Invalid input throws a BetCalculatorError
 * whose message says what is wrong (use `trySettleBet` for a Result instead).
 *
 * Each leg is `{ decimal, result, placeTerms?, deadHeat?, marketId? }`:
 * - `deadHeat` `{ tiedFor, places }` reduces the part the result is for by places / tiedFor;
 *   `{ win?, place? }` reduces the win and the place part separately (see `LegDeadHeat`);
 * - `marketId` applies the same-market exclusion of spec betting-domain §5: legs of one market
 *   are never in one line.
 * `type` 200002 is always the front-end multiple (an accumulator over all legs); the §9 system
 * of suffix 002 (Doubles) is played as 201002, see `systemSuffixOf`.
 */
export function settleBet(input: BetCalculatorInput): BetCalculatorResult {
  const result = trySettleBet(input);
  if (!result.ok) throw new BetCalculatorError(result.error);
  return result.value;
}
