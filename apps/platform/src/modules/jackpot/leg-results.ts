import type { JackpotMatchResult } from '@touchline/betting';
import type { JackpotLegResult } from '@touchline/contract';
import type { RoundLeg } from './rounds-service';

/**
 * How a jackpot leg stands from the catalogue: undecided until its 1X2 market is resulted (or
 * the event cancelled). Decision: a cancelled event, or a resulted market with no winning
 * outcome (all void), is a void match, which counts as right for every pick.
 */
export function legDecision(leg: RoundLeg): JackpotMatchResult | null {
  if (leg.eventStatus === 'cancelled') return { ordinal: leg.ordinal, void: true, winners: [] };
  if (!leg.outcomes.some((o) => o.result !== null)) return null;
  const winners = leg.outcomes.filter((o) => o.result === 'won').map((o) => o.outcomeId);
  return { ordinal: leg.ordinal, void: winners.length === 0, winners };
}

/** A pick's result as the player sees it; null while the match is undecided. */
export function pickResult(leg: RoundLeg, outcomeId: number): JackpotLegResult | null {
  const decision = legDecision(leg);
  if (!decision) return null;
  if (decision.void) return 'void';
  return decision.winners.includes(outcomeId) ? 'won' : 'lost';
}
