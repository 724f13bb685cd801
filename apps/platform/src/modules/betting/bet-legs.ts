import { z } from 'zod';
import {
  betCalculatorFolds,
  cashOutPotentialReturnsMinor,
  decimalOdds,
  marketId,
  parsePlaceTerms,
  settledParlayExtraWinningsMinor,
  settleLines,
  stakeMinor,
  type CashOutLeg,
  type DeadHeat,
  type DecimalOdds,
  type LegResult,
  type PlaceTerms,
  type SettlementLeg,
} from '@touchline/betting';
import { DEFAULT_EPW } from './slip';

/**
 * The bridge between stored bets and the package's settlement maths (packages/betting
 * settlement.ts and cash-out.ts): rows in, the package's inputs out. No maths here.
 */

/** A bet's terms as stored at placement. */
export interface BetTerms {
  readonly bet_type_id: number;
  readonly unit_stake_minor: number;
  readonly total_stake_minor: number;
  readonly each_way: boolean;
}

/** A bet's terms as settlement needs them: with its currency and the extra winnings promised. */
export interface SettlementTerms extends BetTerms {
  readonly currency: string;
  /** Parlay extra winnings promised at placement (0: none). */
  readonly extra_winnings_minor: number;
}

/** One leg of a bet with the current state of its outcome, market and event. */
export interface LegState {
  readonly leg_no: number;
  readonly outcome_id: number;
  readonly market_id: number;
  readonly event_id: number;
  /** The odds the leg was placed at (numeric text). */
  readonly price: string;
  readonly place_terms: string | null;
  /** The outcome's result from the feed, null until the market is resulted. */
  readonly outcome_result: LegResult | null;
  readonly outcome_dead_heat: unknown;
  readonly outcome_hidden: boolean;
  /** The outcome's price now (numeric text). */
  readonly current_price: string;
  readonly market_status: string;
  readonly event_status: 'scheduled' | 'live' | 'finished' | 'cancelled';
}

const DeadHeatJson = z
  .object({ tiedFor: z.number().int(), places: z.number().int() })
  .nullable()
  .optional();

/**
 * How a leg stands: the feed's result when its market is resulted; void when the event was
 * cancelled without a result (decision: bets on an abandoned event are refunded at odds 1);
 * null while it is still to be decided.
 */
export function legResult(leg: LegState): LegResult | null {
  if (leg.outcome_result !== null) return leg.outcome_result;
  return leg.event_status === 'cancelled' ? 'void' : null;
}

/** The dead heat the feed put on the outcome (a broken row is a bug, not a rejection). */
export function legDeadHeat(leg: LegState): DeadHeat | null {
  return DeadHeatJson.parse(leg.outcome_dead_heat) ?? null;
}

function placeTermsOf(leg: LegState): PlaceTerms | null {
  if (leg.place_terms === null) return null;
  const parsed = parsePlaceTerms(leg.place_terms);
  if (!parsed.ok) throw new Error(`bet leg ${leg.leg_no}: ${parsed.error}`);
  return parsed.value;
}

/** The fold sizes of a bet's lines from its betTypeId (single, multiple or a §9 system). */
export function betFolds(bet: BetTerms, legCount: number): readonly number[] {
  const folds = betCalculatorFolds(bet.bet_type_id, legCount);
  if (!folds.ok) throw new Error(`bet type ${bet.bet_type_id}: ${folds.error.message}`);
  return folds.value;
}

/** Stored prices are numeric(14, 6) text, e.g. '2.100000': exact decimal odds as they are. */
const oddsOf = (text: string): DecimalOdds => decimalOdds(text);

function settlementLeg(leg: LegState, result: LegResult): SettlementLeg {
  return {
    odds: oddsOf(leg.price),
    result,
    placeTerms: placeTermsOf(leg),
    deadHeat: legDeadHeat(leg),
    marketId: marketId(leg.market_id),
  };
}

/** A running leg priced now, or a decided one, as the package's cash-out maths takes it. */
export function cashOutLeg(leg: LegState): CashOutLeg {
  const result = legResult(leg);
  return {
    odds: oddsOf(leg.price),
    status: result ?? 'open',
    currentOdds: result === null ? oddsOf(leg.current_price) : null,
    placeTerms: placeTermsOf(leg),
    deadHeat: legDeadHeat(leg),
    marketId: marketId(leg.market_id),
  };
}

export type BetDecision =
  | { readonly decided: false }
  | {
      readonly decided: true;
      readonly status: 'won' | 'lost' | 'void';
      readonly returnsMinor: number;
      /** Parlay extra winnings to pay on top of the returns (0 unless a won multiple). */
      readonly extraWinningsMinor: number;
      /** Each leg's result by leg number; null for a leg still running (an early loss). */
      readonly legs: readonly { readonly legNo: number; readonly result: LegResult | null }[];
    };

/**
 * Whether a bet can be settled now and with what. Every leg decided: the package's settleLines
 * computes the returns (void legs at odds 1, dead heats reduced, each-way parts, systems).
 * Some legs running: the bet is lost at once when even all of them winning would pay nothing
 * (an accumulator with a losing leg); otherwise it waits. Status: lost when it pays nothing,
 * void when every leg is void (the stake comes back), won otherwise. A won multiple with a
 * promise of parlay extra winnings pays them as the package's settledParlayExtraWinningsMinor says.
 */
export function decideBet(bet: SettlementTerms, legs: readonly LegState[]): BetDecision {
  if (legs.length === 0) throw new Error('a bet without legs');
  const folds = betFolds(bet, legs.length);
  const results = legs.map((leg) => ({ legNo: leg.leg_no, result: legResult(leg) }));
  const terms = { folds, unitStakeMinor: stakeMinor(bet.unit_stake_minor), eachWay: bet.each_way };
  if (results.every((r) => r.result !== null)) {
    const outcome = settleLines({
      ...terms,
      legs: legs.map((leg, i) => settlementLeg(leg, results[i]?.result ?? 'void')),
    });
    if (outcome.totalStakeMinor !== bet.total_stake_minor) {
      throw new Error(
        `bet stake ${bet.total_stake_minor} differs from its lines' ${outcome.totalStakeMinor}`,
      );
    }
    const status =
      outcome.returnsMinor === 0
        ? 'lost'
        : results.every((r) => r.result === 'void')
          ? 'void'
          : 'won';
    const extraWinningsMinor =
      status === 'won'
        ? settledParlayExtraWinningsMinor({
            promisedMinor: bet.extra_winnings_minor,
            config: DEFAULT_EPW,
            countedLegs: results.filter((r) => r.result !== 'void').length,
            stakeMinor: bet.unit_stake_minor,
            winReturnsMinor: outcome.winReturnsMinor,
            currency: bet.currency,
          })
        : 0;
    return {
      decided: true,
      status,
      returnsMinor: outcome.returnsMinor,
      extraWinningsMinor,
      legs: results,
    };
  }
  const best = cashOutPotentialReturnsMinor({ ...terms, legs: legs.map(cashOutLeg) });
  if (best === 0) {
    return { decided: true, status: 'lost', returnsMinor: 0, extraWinningsMinor: 0, legs: results };
  }
  return { decided: false };
}
