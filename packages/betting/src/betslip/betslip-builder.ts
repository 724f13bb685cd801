import { effectiveUnitStake, type BetStakeFields } from './betslip-rules';
import { eachWayTotalStake, placeOddsRatio } from './each-way';
import { SINGLE_BET_TYPE_ID } from './limits';
import {
  betFullDescription,
  buildFrontEndMultiple,
  selectionOdds,
  selectionPlaceTerms,
  type BetslipSelection,
  type MultipleBet,
  type MultipleBuildOptions,
} from './multiples';
import {
  multiplyOddsRatios,
  ODDS_RATIO_ONE,
  oddsRatioToNumber,
  oddsToRatio,
  type OddsRatio,
} from '../odds/odds';
import type { OddsType } from '../odds/odds-format';
import type { ParlayEligibility, ParlayExtraWinningsConfig } from './parlay';
import { potentialReturnsAtRatio } from '../money/returns';
import {
  offeredSystemTypes,
  systemBetTypeId,
  systemFolds,
  systemLineCount,
  systemOddsSum,
} from './systems';
import { NO_STAKE, type Stake } from '../stakes/stake';
import { betTaxBreakdown, type BetslipTaxSettings } from './tax';

/** A single of the slip: the selection plus its stake fields and each-way box. */
export interface BetslipSingleInput extends BetslipSelection, BetStakeFields {
  readonly eachWay?: boolean;
}

/** The maths fields of a Single bet (spec betting-domain §3), amounts in minor units. */
export interface SingleBetMaths {
  readonly ref: string;
  readonly betTypeId: typeof SINGLE_BET_TYPE_ID;
  /** Whether the bet is played each-way (asked for and the selection has place terms). */
  readonly eachWay: boolean;
  /** The selection can be played each-way (it carries place terms). */
  readonly showEachWay: boolean;
  readonly totalStake: number;
  readonly stakeAfterTax: number;
  readonly potentialReturns: number;
  readonly potentialTaxDeduction: number;
  readonly potentialPlaceWin: number;
}

/** spec betting-domain §3 System bet, amounts in minor units. */
export interface SystemBet {
  readonly betTypeId: number;
  readonly ref: string;
  readonly description: string;
  readonly fullDescription: string;
  readonly noOfBets: number;
  readonly unitStake: Stake;
  readonly freeMoneyUnitStake: Stake | null;
  readonly totalStake: number;
  readonly potentialReturns: number;
  readonly place: boolean;
  readonly potentialPlaceWin: number;
}

export interface BetslipBuildOptions {
  readonly currency: string;
  readonly priceFormat?: OddsType;
  readonly tax?: BetslipTaxSettings;
  /** Stake fields of the front-end multiple. */
  readonly multipleStake?: BetStakeFields;
  /** Stake fields of the system bets, keyed by betTypeId. */
  readonly systemStakes?: Readonly<Record<number, BetStakeFields>>;
  /** The slip's each-way box (isEachWayChecked) for the multiple and the systems. */
  readonly eachWay?: boolean;
  readonly parlay?: {
    readonly config: ParlayExtraWinningsConfig | null;
    readonly eligibility: ParlayEligibility;
  };
}

/** Singles with refs sel1, sel2, ... in slip order, their stakes, returns and tax. */
export function buildSingleBets<T extends BetslipSingleInput>(
  singles: readonly T[],
  options: Pick<BetslipBuildOptions, 'tax'> = {},
): (T & SingleBetMaths)[] {
  return singles.map((single, i) => {
    const unit = effectiveUnitStake(single);
    const odds = oddsToRatio(selectionOdds(single));
    const terms = selectionPlaceTerms(single);
    // Decision: each-way needs place terms; without them the box has no effect.
    const eachWay = single.eachWay === true && terms !== null;
    const tax = betTaxBreakdown(unit, odds, options.tax ?? {});
    return {
      ...single,
      ref: `sel${String(i + 1)}`,
      betTypeId: SINGLE_BET_TYPE_ID,
      eachWay,
      showEachWay: terms !== null,
      totalStake: eachWayTotalStake(unit, 1, eachWay),
      stakeAfterTax: tax.stakeAfterTax,
      potentialReturns: tax.potentialReturns,
      potentialTaxDeduction: tax.potentialTaxDeduction,
      potentialPlaceWin:
        eachWay && terms ? potentialReturnsAtRatio(unit, placeOddsRatio(odds, terms)) : 0,
    };
  });
}

/**
 * The system bets a slip offers (see `offeredSystemTypes`), refs sys1, sys2, ... Line counts
 * exclude combinations using one market twice (spec betting-domain §5); a type left with no
 * line is not offered. spec betting-domain §4: the african betslip variant has no systems.
 */
export function buildSystemBets(
  selections: readonly BetslipSelection[],
  options: Pick<BetslipBuildOptions, 'systemStakes' | 'eachWay' | 'tax'> = {},
): SystemBet[] {
  if (options.tax?.african_betslip === true) return [];
  const terms = selections.map(selectionPlaceTerms);
  const place = options.eachWay === true && terms.every((t) => t !== null);
  const legs = selections.map((s, i) => ({
    marketId: s.marketId,
    odds: oddsToRatio(selectionOdds(s)),
    terms: terms[i] ?? null,
  }));
  const bets: SystemBet[] = [];
  for (const def of offeredSystemTypes(selections.length)) {
    const folds = systemFolds(def, selections.length);
    const lines = systemLineCount(folds, legs);
    if (lines === 0) continue;
    const betTypeId = systemBetTypeId(def.suffix);
    const stake = options.systemStakes?.[betTypeId] ?? {};
    const unit = effectiveUnitStake(stake);
    // An unstaked type returns nothing whatever its odds: the sum over its lines is skipped.
    const winOdds = unit > 0 ? systemOddsSum(folds, legs, (l) => l.odds) : null;
    const placeOdds =
      place && unit > 0
        ? systemOddsSum(folds, legs, (l) => (l.terms ? placeOddsRatio(l.odds, l.terms) : l.odds))
        : null;
    bets.push({
      betTypeId,
      ref: `sys${String(bets.length + 1)}`,
      description: def.name,
      fullDescription: betFullDescription(def.name, lines),
      noOfBets: lines,
      unitStake: stake.unitStake ?? NO_STAKE,
      freeMoneyUnitStake: stake.freeMoneyUnitStake ?? null,
      totalStake: eachWayTotalStake(unit, lines, place),
      potentialReturns: winOdds ? potentialReturnsAtRatio(unit, winOdds) : 0,
      place,
      potentialPlaceWin: placeOdds ? potentialReturnsAtRatio(unit, placeOdds) : 0,
    });
  }
  return bets;
}

export interface BetslipBets<T extends BetslipSingleInput> {
  readonly singles: (T & SingleBetMaths)[];
  readonly multiples: MultipleBet[];
  readonly systems: SystemBet[];
  /** Sum of every bet's total stake. */
  readonly totalCost: number;
  /** Sum of every bet's potential returns (win parts; extra parlay winnings shown apart). */
  readonly potentialReturns: number;
  /** Sum of every each-way bet's place part. */
  readonly potentialPlaceWin: number;
  /** Product of the singles' odds (0 for an empty slip). */
  readonly totalOdds: number;
}

/** Sum of minor-unit figures, saturating like `potentialReturnsAtRatio`. */
function saturatingSum(values: readonly number[]): number {
  return Math.min(
    values.reduce((sum, v) => sum + v, 0),
    Number.MAX_SAFE_INTEGER,
  );
}

/** The singles, multiple and systems of the betslip model with the model's totals. */
export function buildBetslipBets<T extends BetslipSingleInput>(
  singles: readonly T[],
  options: BetslipBuildOptions,
): BetslipBets<T> {
  const builtSingles = buildSingleBets(singles, options);
  const multipleOptions: MultipleBuildOptions = {
    currency: options.currency,
    ...(options.multipleStake ? { stake: options.multipleStake } : {}),
    ...(options.eachWay !== undefined ? { eachWay: options.eachWay } : {}),
    ...(options.priceFormat ? { priceFormat: options.priceFormat } : {}),
    ...(options.tax ? { tax: options.tax } : {}),
    ...(options.parlay ? { parlay: options.parlay } : {}),
  };
  const multiple = buildFrontEndMultiple(singles, multipleOptions);
  const multiples = multiple ? [multiple] : [];
  const systems = buildSystemBets(singles, options);
  const all = [...builtSingles, ...multiples, ...systems];
  const product = singles.reduce<OddsRatio>(
    (acc, s) => multiplyOddsRatios(acc, oddsToRatio(selectionOdds(s))),
    ODDS_RATIO_ONE,
  );
  return {
    singles: builtSingles,
    multiples,
    systems,
    totalCost: saturatingSum(all.map((b) => b.totalStake)),
    potentialReturns: saturatingSum(all.map((b) => b.potentialReturns)),
    potentialPlaceWin: saturatingSum(all.map((b) => b.potentialPlaceWin)),
    totalOdds: singles.length === 0 ? 0 : oddsRatioToNumber(product),
  };
}
