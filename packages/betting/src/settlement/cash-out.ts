import { assertNever } from '../assert';
import { placeOddsRatio, type PlaceTerms } from '../betslip/each-way';
import {
  divideOddsRatios,
  multiplyOddsRatios,
  oddsRatio,
  oddsToRatio,
  type DecimalOdds,
  type OddsRatio,
} from '../odds/odds';
import { returnsAtRatio } from '../money/returns';
import {
  placePartMultiplier,
  settleLines,
  winPartMultiplier,
  type LegDeadHeatInput,
  type LegResult,
  type SettlementLeg,
} from './settlement';
import { systemOddsSum } from '../betslip/systems';
import type { MarketId } from '../ids';
import type { Stake } from '../stakes/stake';

/** A leg of a bet offered for cash-out: still running (`open`) or already settled. */
export type CashOutLegStatus = LegResult | 'open';

export interface CashOutLeg {
  /** The odds the bet was placed at. */
  readonly odds: DecimalOdds;
  readonly status: CashOutLegStatus;
  /** Today's price of an open leg (required when `status` is open). */
  readonly currentOdds?: DecimalOdds | null;
  readonly placeTerms?: PlaceTerms | null;
  readonly deadHeat?: LegDeadHeatInput | null;
  readonly marketId?: MarketId | null;
}

export interface CashOutInput {
  readonly folds: readonly number[];
  readonly unitStakeMinor: Stake;
  readonly eachWay: boolean;
  readonly legs: readonly CashOutLeg[];
  /** The book's cash-out margin in basis points (500 = 5 %); default 500. */
  readonly marginBasisPoints?: number;
}

/** Decision: a 5 % cash-out margin unless the platform configures another. */
export const CASH_OUT_DEFAULT_MARGIN_BASIS_POINTS = 500;

function currentOdds(leg: CashOutLeg): OddsRatio {
  if (!leg.currentOdds) throw new Error('An open leg needs its current odds');
  return oddsToRatio(leg.currentOdds);
}

function placeTermsOf(leg: CashOutLeg): PlaceTerms {
  if (!leg.placeTerms) throw new Error('An each-way leg needs place terms');
  return leg.placeTerms;
}

function settledLeg(leg: CashOutLeg, result: LegResult): SettlementLeg {
  return {
    odds: leg.odds,
    result,
    placeTerms: leg.placeTerms ?? null,
    deadHeat: leg.deadHeat ?? null,
    marketId: leg.marketId ?? null,
  };
}

/**
 * Fair value per unit of a leg in the win part: settled legs as in settlement (won at their
 * odds, void at 1, lost 0); an open leg at placed / current odds — the stake it carries is
 * worth placed × (1 / current), 1 / current being the market's chance of the leg winning.
 */
function winValue(leg: CashOutLeg): OddsRatio {
  if (leg.status === 'open') return divideOddsRatios(oddsToRatio(leg.odds), currentOdds(leg));
  return winPartMultiplier(settledLeg(leg, leg.status));
}

/** The same for the place part, with both prices taken at the leg's place terms. */
function placeValue(leg: CashOutLeg): OddsRatio {
  if (leg.status !== 'open') return placePartMultiplier(settledLeg(leg, leg.status));
  const terms = placeTermsOf(leg);
  return divideOddsRatios(
    placeOddsRatio(oddsToRatio(leg.odds), terms),
    placeOddsRatio(currentOdds(leg), terms),
  );
}

function settledOrWon(leg: CashOutLeg): SettlementLeg {
  switch (leg.status) {
    case 'open':
      return settledLeg(leg, 'won');
    case 'won':
    case 'placed':
    case 'lost':
    case 'void':
      return settledLeg(leg, leg.status);
    default:
      return assertNever(leg.status, 'cash-out leg status');
  }
}

/** What the bet returns if every open leg wins (the ceiling of any cash-out offer). */
export function cashOutPotentialReturnsMinor(input: CashOutInput): number {
  return settleLines({
    folds: input.folds,
    unitStakeMinor: input.unitStakeMinor,
    eachWay: input.eachWay,
    legs: input.legs.map(settledOrWon),
  }).returnsMinor;
}

/**
 * Cash-out value in minor units. Decision (the spec shows only the cashout timeout):
 * fair value = unit stake × Σ over lines of Π leg values, where a won leg is worth its
 * placed odds, a void leg 1, a lost leg 0 and an open leg placed odds / current odds; the
 * offer is fair value × (1 − margin), rounded down per part (win, place). A lost leg in an
 * accumulator therefore zeroes the offer; in a system only the lines holding it. With no open
 * leg the bet is decided and the value is its settlement returns, without margin.
 */
export function cashOutValueMinor(input: CashOutInput): number {
  const margin = input.marginBasisPoints ?? CASH_OUT_DEFAULT_MARGIN_BASIS_POINTS;
  if (!Number.isInteger(margin) || margin < 0 || margin > 10_000) {
    throw new Error('Cash-out margin must be 0 to 10000 basis points');
  }
  if (!input.legs.some((l) => l.status === 'open')) return cashOutPotentialReturnsMinor(input);
  const keep = oddsRatio(BigInt(10_000 - margin), 10_000n);
  const part = (value: (leg: CashOutLeg) => OddsRatio) =>
    returnsAtRatio(
      input.unitStakeMinor,
      multiplyOddsRatios(systemOddsSum(input.folds, input.legs, value), keep),
    );
  return part(winValue) + (input.eachWay ? part(placeValue) : 0);
}
