import { err, ok, type Result } from '../assert';
import { effectiveUnitStake, type BetStakeFields } from './betslip-rules';
import { eachWayTotalStake, parsePlaceTerms, placeOddsRatio, type PlaceTerms } from './each-way';
import {
  FRONT_END_MULTIPLE_BET_TYPE_ID,
  FRONT_END_MULTIPLE_REF,
  MULTIPLE_MIN_STAKE,
} from './limits';
import { currencyPrecision } from '../money/money';
import {
  decimalOdds,
  multiplyOddsRatios,
  ODDS_RATIO_ONE,
  oddsRatioToNumber,
  oddsToRatio,
  type DecimalOdds,
  type OddsRatio,
} from '../odds/odds';
import { formatOdds, type OddsType } from '../odds/odds-format';
import {
  parlayExtraWinningsMinor,
  type ParlayEligibility,
  type ParlayExtraWinningsConfig,
} from './parlay';
import { potentialReturnsAtRatio } from '../money/returns';
import { foldName } from './systems';
import type { EventId, MarketId, OutcomeId } from '../ids';
import { NO_STAKE, type Stake } from '../stakes/stake';
import { betTaxBreakdown, type BetslipTaxSettings } from './tax';

/** A selection of the slip as the betslip maths needs it (spec betting-domain §3 Single bet). */
export interface BetslipSelection {
  readonly outcomeId: OutcomeId;
  readonly eventId: EventId;
  readonly marketId: MarketId;
  /** Decimal odds: the validated string, or the wire number. */
  readonly decimal: DecimalOdds | number | string;
  /** Place terms such as '1/4' when each-way is offered for the selection. */
  readonly placeTerms?: string | null;
}

export function selectionOdds(selection: BetslipSelection): DecimalOdds {
  return decimalOdds(selection.decimal);
}

/** Valid place terms of a selection, or null when it cannot be played each-way. */
export function selectionPlaceTerms(selection: BetslipSelection): PlaceTerms | null {
  if (typeof selection.placeTerms !== 'string') return null;
  const parsed = parsePlaceTerms(selection.placeTerms);
  return parsed.ok ? parsed.value : null;
}

/** spec betting-domain §3: a ref starting with mul marks a multiple. */
export function isMultipleRef(ref: string): boolean {
  return ref.startsWith('mul');
}

export function countDistinctEvents(selections: readonly BetslipSelection[]): number {
  return new Set(selections.map((s) => s.eventId)).size;
}

/**
 * spec betting-domain §5: a multiple or double builds only when selections come from at least
 * two distinct events (read literally: two selections of one event beside a third event's
 * still build; the server answers RES-00218 if it refuses to combine them).
 */
export function canBuildMultiple(selections: readonly BetslipSelection[]): boolean {
  return selections.length >= 2 && countDistinctEvents(selections) >= 2;
}

/** spec betting-domain §4: the multiple's decimal odds are the product of the singles' odds. */
export function multipleOddsRatio(selections: readonly BetslipSelection[]): OddsRatio {
  return selections.reduce<OddsRatio>(
    (acc, s) => multiplyOddsRatios(acc, oddsToRatio(selectionOdds(s))),
    ODDS_RATIO_ONE,
  );
}

/**
 * spec betting-domain §5/§9: the multiple's minimum stake, 1250.00 major units, in minor units
 * of the currency. Decision: not thousand-scaled (the spec fixes the figure in the front-end
 * calculation); the server's own limits replace it once the betslip model comes back.
 */
export function multipleMinStakeMinor(currency: string): number {
  return MULTIPLE_MIN_STAKE * 10 ** currencyPrecision(currency);
}

export interface MultipleStakeTooLow {
  readonly code: 'RES-00140';
  readonly minStake: number;
}

/**
 * The minimum-stake rule of the front-end multiple: an unstaked multiple (0) is simply not
 * placed; any other stake below the minimum is RES-00140 (stake below the minimum).
 */
export function checkMultipleStake(
  stakeMinor: number,
  currency: string,
): Result<number, MultipleStakeTooLow> {
  const minStake = multipleMinStakeMinor(currency);
  if (stakeMinor > 0 && stakeMinor < minStake) return err({ code: 'RES-00140', minStake });
  return ok(stakeMinor);
}

/** spec betting-domain §3 Multiple bet, as the front end computes it. Amounts in minor units. */
export interface MultipleBet {
  readonly betTypeId: typeof FRONT_END_MULTIPLE_BET_TYPE_ID;
  readonly ref: typeof FRONT_END_MULTIPLE_REF;
  readonly description: string;
  readonly fullDescription: string;
  readonly noOfBets: 1;
  /** Product of the legs' odds (nearest double of the exact product). */
  readonly decimal: number;
  /** `decimal` shown in `priceFormat`. */
  readonly price: string;
  readonly priceFormat: OddsType;
  readonly unitStake: Stake;
  readonly freeMoneyUnitStake: Stake | null;
  readonly minBetStake: number;
  readonly totalStake: number;
  readonly stakeAfterTax: number;
  readonly potentialReturns: number;
  readonly potentialTaxDeduction: number;
  readonly taxPercentage: number;
  /** Each-way: a place part is staked too. */
  readonly place: boolean;
  readonly potentialPlaceWin: number;
  readonly extraParlayWinnings: number;
}

export interface MultipleBuildOptions {
  readonly currency: string;
  readonly stake?: BetStakeFields;
  /** The slip's each-way box; applies only when every leg has place terms. */
  readonly eachWay?: boolean;
  readonly priceFormat?: OddsType;
  readonly tax?: BetslipTaxSettings;
  readonly parlay?: {
    readonly config: ParlayExtraWinningsConfig | null;
    readonly eligibility: ParlayEligibility;
  };
}

/** "Treble (1 bet)", "Trixie (4 bets)". */
export function betFullDescription(description: string, noOfBets: number): string {
  return `${description} (${String(noOfBets)} ${noOfBets === 1 ? 'bet' : 'bets'})`;
}

/**
 * The front-end multiple (betTypeId 200002, ref mul1) of the slip's selections, or null when
 * it does not build (fewer than two selections or fewer than two distinct events).
 */
export function buildFrontEndMultiple(
  selections: readonly BetslipSelection[],
  options: MultipleBuildOptions,
): MultipleBet | null {
  if (!canBuildMultiple(selections)) return null;
  const n = selections.length;
  const odds = multipleOddsRatio(selections);
  const decimal = oddsRatioToNumber(odds);
  const stake = options.stake ?? {};
  const unit = effectiveUnitStake(stake);
  const terms = selections.map(selectionPlaceTerms);
  const place = options.eachWay === true && terms.every((t) => t !== null);
  const placeOdds = place
    ? selections.reduce<OddsRatio>((acc, s, i) => {
        const t = terms[i];
        return t ? multiplyOddsRatios(acc, placeOddsRatio(oddsToRatio(selectionOdds(s)), t)) : acc;
      }, ODDS_RATIO_ONE)
    : ODDS_RATIO_ONE;
  const tax = betTaxBreakdown(unit, odds, options.tax ?? {});
  const priceFormat = options.priceFormat ?? 'euro';
  const description = foldName(n);
  return {
    betTypeId: FRONT_END_MULTIPLE_BET_TYPE_ID,
    ref: FRONT_END_MULTIPLE_REF,
    description,
    fullDescription: betFullDescription(description, 1),
    noOfBets: 1,
    decimal,
    price: formatOdds(decimal, priceFormat),
    priceFormat,
    unitStake: stake.unitStake ?? NO_STAKE,
    freeMoneyUnitStake: stake.freeMoneyUnitStake ?? null,
    minBetStake: multipleMinStakeMinor(options.currency),
    totalStake: eachWayTotalStake(unit, 1, place),
    stakeAfterTax: tax.stakeAfterTax,
    potentialReturns: tax.potentialReturns,
    potentialTaxDeduction: tax.potentialTaxDeduction,
    taxPercentage: tax.taxPercentage,
    place,
    potentialPlaceWin: place ? potentialReturnsAtRatio(unit, placeOdds) : 0,
    extraParlayWinnings: options.parlay
      ? parlayExtraWinningsMinor({
          config: options.parlay.config,
          eligibility: options.parlay.eligibility,
          legs: n,
          stakeMinor: unit,
          returnsMinor: tax.potentialReturns,
          currency: options.currency,
        })
      : 0,
  };
}
