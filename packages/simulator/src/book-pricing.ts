import { priceFromProbability, type DecimalOdds } from '@touchline/betting';
import { marketIdOf, outcomeIdOf } from './id-scheme';
import type { MarketSpec, OutcomeSpec } from './match-script';
import type { SimMarket, SimMarketStatus, SimOutcome } from './model';
import { mulberry32, normalSample, streamSeed } from './random';

/**
 * From fair probabilities to prices with the brand margin. The overround is applied
 * proportionally: price = 1 / (p × (1 + margin)), so a full book's Σ 1/price is 1 + margin
 * (plus at most a cent per outcome, since `priceFromProbability` rounds prices down to two
 * decimals, never below 1.01).
 */

/** Longest price offered (the top of the standard odds ladder). */
export const MAX_PRICE = 1000;
const MIN_BOOKED_PROBABILITY = 1 / MAX_PRICE;
const MAX_BOOKED_PROBABILITY = 1 / 1.01;

export function bookedProbability(probability: number, margin: number): number {
  const q = probability * (1 + margin);
  if (!(q > MIN_BOOKED_PROBABILITY)) return MIN_BOOKED_PROBABILITY;
  return Math.min(q, MAX_BOOKED_PROBABILITY);
}

export function priceWithMargin(probability: number, margin: number): DecimalOdds {
  return priceFromProbability(bookedProbability(probability, margin));
}

/**
 * A little seeded noise on a book's probabilities so in-play screens move between incidents
 * (the model alone moves slowly). The book is renormalised, so the margin stays exact; books
 * that do not sum to one (double chance) and decided outcomes are left alone.
 */
export function driftProbabilities(
  spec: MarketSpec,
  seed: number,
  eventId: number,
  bucket: number,
  amplitude: number,
): OutcomeSpec[] {
  if (amplitude <= 0 || (spec.bookSize ?? 1) !== 1) return [...spec.outcomes];
  const rng = mulberry32(streamSeed(seed, 'drift', eventId, spec.key, bucket));
  const open = spec.outcomes.filter((o) => !o.hidden && o.result === undefined);
  const before = open.reduce((s, o) => s + o.probability, 0);
  const moved = new Map<number, number>();
  let after = 0;
  for (const o of open) {
    const p = o.probability * Math.exp(amplitude * normalSample(rng));
    moved.set(o.key, p);
    after += p;
  }
  if (!(after > 0) || !(before > 0)) return [...spec.outcomes];
  return spec.outcomes.map((o) => {
    const p = moved.get(o.key);
    return p === undefined ? o : { ...o, probability: (p / after) * before };
  });
}

export function toSimOutcome(
  marketId: number,
  outcome: OutcomeSpec,
  margin: number,
  bookSize = 1,
): SimOutcome {
  return {
    id: outcomeIdOf(marketId, outcome.key),
    description: outcome.description,
    ordinalPosition: outcome.key,
    opponentId: outcome.opponentId,
    price: priceWithMargin(outcome.probability, margin),
    spread: outcome.spread,
    spread2: null,
    hidden: outcome.hidden === true || (bookSize === 1 && outcome.probability <= 0),
  };
}

export function toSimMarket(
  eventId: number,
  spec: MarketSpec,
  margin: number,
  status: SimMarketStatus,
  outcomes: readonly OutcomeSpec[] = spec.outcomes,
): SimMarket {
  const id = marketIdOf(eventId, spec.key);
  return {
    id,
    marketTypeId: spec.marketTypeId,
    description: spec.description,
    periodId: spec.periodId,
    status,
    style: spec.style,
    instance: spec.instance,
    opponentId: null,
    playerName: null,
    teamName: null,
    cutoffTime: null,
    placeTerms: spec.placeTerms ?? null,
    places: spec.places ?? null,
    outcomes: outcomes.map((o) => toSimOutcome(id, o, margin, spec.bookSize ?? 1)),
  };
}
