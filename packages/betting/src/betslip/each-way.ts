import { err, ok, type Result } from '../assert';
import {
  addOddsRatios,
  multiplyOddsRatios,
  ODDS_RATIO_ONE,
  oddsRatio,
  oddsToRatio,
  subtractOddsRatios,
  type DecimalOdds,
  type OddsRatio,
} from '../odds/odds';
import { returnsAtRatio } from '../money/returns';

/**
 * Each-way place terms as a fraction of the win odds, e.g. '1/4' or '1/5'
 * (spec betting-domain §3 Single bet: placeTerms).
 */
export interface PlaceTerms {
  readonly numerator: number;
  readonly denominator: number;
}

export const EACH_WAY_ERRORS = {
  badPlaceTerms: 'Place terms must be a fraction a/b with 0 < a ≤ b ≤ 100, e.g. 1/4',
} as const;

/** Parses '1/4' (spaces allowed around the slash) into place terms. */
export function parsePlaceTerms(raw: string): Result<PlaceTerms, string> {
  const match = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(raw);
  if (!match) return err(`${EACH_WAY_ERRORS.badPlaceTerms}: ${raw}`);
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  if (numerator < 1 || denominator > 100 || numerator > denominator) {
    return err(`${EACH_WAY_ERRORS.badPlaceTerms}: ${raw}`);
  }
  return ok({ numerator, denominator });
}

export function placeTermsRatio(terms: PlaceTerms): OddsRatio {
  return oddsRatio(BigInt(terms.numerator), BigInt(terms.denominator));
}

/** UK convention: the place part pays at 1 + (decimal − 1) × terms. */
export function placeOddsRatio(winOdds: OddsRatio, terms: PlaceTerms): OddsRatio {
  const net = subtractOddsRatios(winOdds, ODDS_RATIO_ONE);
  return addOddsRatios(ODDS_RATIO_ONE, multiplyOddsRatios(net, placeTermsRatio(terms)));
}

export function eachWayPlaceOdds(odds: DecimalOdds, terms: PlaceTerms): OddsRatio {
  return placeOddsRatio(oddsToRatio(odds), terms);
}

/** An each-way bet is two bets (win and place) of the unit stake on every line. */
export function eachWayTotalStake(unitStakeMinor: number, lines: number, eachWay: boolean): number {
  if (!Number.isSafeInteger(unitStakeMinor) || unitStakeMinor < 0) {
    throw new Error('Unit stake must be a non-negative integer of minor units');
  }
  if (!Number.isSafeInteger(lines) || lines < 0) throw new Error('Line count must be an integer');
  return unitStakeMinor * lines * (eachWay ? 2 : 1);
}

/** Returns of an each-way single when it wins: the win part and the place part. */
export function eachWaySingleReturns(
  unitStakeMinor: number,
  odds: DecimalOdds,
  terms: PlaceTerms,
): { readonly win: number; readonly place: number } {
  return {
    win: returnsAtRatio(unitStakeMinor, oddsToRatio(odds)),
    place: returnsAtRatio(unitStakeMinor, eachWayPlaceOdds(odds, terms)),
  };
}
