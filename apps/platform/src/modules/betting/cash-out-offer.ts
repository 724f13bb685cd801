import { cashOutValueMinor, stakeMinor, type CashOutLeg } from '@touchline/betting';
import type { CashOutUnavailableReason } from '@touchline/contract';
import { betFolds, cashOutLeg, legResult, type BetTerms, type LegState } from './bet-legs';

/** The cash-out offer on an open bet, in minor units. */
export type CashOutQuote =
  | { readonly status: 'available'; readonly amountMinor: number }
  | { readonly status: 'unavailable'; readonly reason: CashOutUnavailableReason };

/** A running leg can be priced only while its market is open and its outcome shown. */
function isPriceable(leg: LegState): boolean {
  return (
    leg.market_status === 'open' &&
    !leg.outcome_hidden &&
    (leg.event_status === 'scheduled' || leg.event_status === 'live')
  );
}

/**
 * What the platform pays now to close the bet (decision, docs/decisions.md "Settlement and cash
 * out"): the package's cashOutValueMinor over the bet's lines, running legs at their current
 * prices, decided legs at their results, less the configured margin. No offer while a running
 * leg's market is suspended or closed, once every leg is resulted (settlement pays), or when
 * the bet is worth nothing.
 */
export function quoteCashOut(
  bet: BetTerms,
  legs: readonly LegState[],
  marginBasisPoints: number,
): CashOutQuote {
  const running = legs.filter((leg) => legResult(leg) === null);
  if (running.length === 0) return { status: 'unavailable', reason: 'RESULTED' };
  if (!running.every(isPriceable)) return { status: 'unavailable', reason: 'SUSPENDED' };
  const cashOutLegs: CashOutLeg[] = legs.map(cashOutLeg);
  const amountMinor = cashOutValueMinor({
    folds: betFolds(bet, legs.length),
    unitStakeMinor: stakeMinor(bet.unit_stake_minor),
    eachWay: bet.each_way,
    legs: cashOutLegs,
    marginBasisPoints,
  });
  return amountMinor > 0
    ? { status: 'available', amountMinor }
    : { status: 'unavailable', reason: 'NO_VALUE' };
}
