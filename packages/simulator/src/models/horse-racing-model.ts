import type {
  MarketSpec,
  MatchContext,
  MatchScript,
  MatchView,
  OutcomeSpec,
  Runner,
  SportModel,
} from '../match-script';
import { MARKET_TYPES, SIM_PERIODS } from '../market-types';
import type { SimOutcomeResult } from '../model';
import {
  intBetween,
  mulberry32,
  normalSample,
  shuffled,
  streamSeed,
  weightedIndex,
} from '../random';

/**
 * Horse racing (RANKEVENT): a field of 8–18 runners with seeded ratings; win probabilities are
 * the normalised strengths and the finishing order is drawn from them (Plackett–Luce). Races
 * have no in-running markets: at the off the win and each-way markets are suspended, at the
 * finish they are resulted (won / placed / lost, void for a non-runner, occasional dead heats).
 */

const ADJECTIVES = [
  'Silver',
  'Midnight',
  'Golden',
  'Northern',
  'Crimson',
  'Wild',
  'Royal',
  'Lucky',
  'Distant',
  'Brave',
  'Quiet',
  'Velvet',
  'Stormy',
  'Highland',
  'Morning',
  'Secret',
  'Rapid',
  'Gentle',
  'Noble',
  'Copper',
  'Scarlet',
  'Misty',
  'Bold',
  'Emerald',
] as const;
const NOUNS = [
  'Arrow',
  'Dancer',
  'Harbour',
  'Legend',
  'Comet',
  'Whisper',
  'Thunder',
  'Meadow',
  'Voyager',
  'Spirit',
  'Falcon',
  'Echo',
  'Crown',
  'Rambler',
  'Sonnet',
  'Horizon',
  'Lantern',
  'Mariner',
  'Rebel',
  'Tempest',
  'Warrior',
  'Jester',
  'Pilgrim',
  'Beacon',
] as const;

export const RACE_KEYS = { winEachWay: 1, winOnly: 2 } as const;

export interface RaceField {
  readonly runners: readonly Runner[];
  /** Win probabilities, same order as runners. */
  readonly probabilities: readonly number[];
  /** Runner indexes in finishing order. */
  readonly order: readonly number[];
  /** A dead heat between order[position − 1] and order[position], if any. */
  readonly deadHeatAt: number | null;
  readonly nonRunner: number | null;
  readonly durationMs: number;
}

/**
 * Each-way terms by field size (UK custom): up to 11 runners 1/5 of the odds for 3 places,
 * 12–15 runners 1/4 for 3 places, 16 or more 1/4 for 4 places.
 */
export function eachWayTerms(fieldSize: number): { placeTerms: string; places: number } {
  if (fieldSize >= 16) return { placeTerms: '1/4', places: 4 };
  if (fieldSize >= 12) return { placeTerms: '1/4', places: 3 };
  return { placeTerms: '1/5', places: 3 };
}

const fields = new Map<string, RaceField>();

export function raceField(seed: number, eventId: number): RaceField {
  const cacheKey = `${seed}|${eventId}`;
  const held = fields.get(cacheKey);
  if (held) return held;
  const rng = mulberry32(streamSeed(seed, 'race', eventId));
  const size = intBetween(rng, 8, 18);
  const adjectives = shuffled(rng, ADJECTIVES);
  const nouns = shuffled(rng, NOUNS);
  const runners: Runner[] = Array.from({ length: size }, (_, i) => ({
    id: eventId * 100 + i + 1,
    name: `${adjectives[i % adjectives.length] ?? 'Swift'} ${nouns[i % nouns.length] ?? 'Runner'}`,
    rating: Math.exp(0.7 * normalSample(rng)),
  }));
  const total = runners.reduce((s, r) => s + r.rating, 0);
  const probabilities = runners.map((r) => r.rating / total);
  const left = runners.map((_, i) => i);
  const order: number[] = [];
  while (left.length > 0) {
    const pick = weightedIndex(
      rng,
      left.map((i) => probabilities[i] ?? 0),
    );
    order.push(left[pick] ?? 0);
    left.splice(pick, 1);
  }
  const { places } = eachWayTerms(size);
  const roll = rng();
  // Rare dead heats: for first (1 %) or for the last paying place (4 %).
  const deadHeatAt = roll < 0.01 ? 1 : roll < 0.05 ? places : null;
  const nonRunner = rng() < 0.08 ? (order[order.length - 1] ?? null) : null;
  const durationMs = intBetween(rng, 70, 240) * 1000;
  const field = { runners, probabilities, order, deadHeatAt, nonRunner, durationMs };
  if (fields.size > 5000) fields.clear();
  fields.set(cacheKey, field);
  return field;
}

function raceScript(ctx: MatchContext): MatchScript {
  const field = raceField(ctx.seed, ctx.eventId);
  return {
    durationMs: field.durationMs,
    phases: [
      {
        startMs: 0,
        endMs: field.durationMs,
        kind: 'play',
        number: 1,
        description: 'Race',
        abbreviation: 'PERIOD',
        clockStart: 0,
      },
    ],
    incidents: [],
    alert: null,
    lts: null,
  };
}

/** Finishing position of each runner (1-based; a dead heat shares the better position). */
function results(field: RaceField, places: number, eachWay: boolean) {
  const out = new Map<number, { result: SimOutcomeResult; deadHeat?: OutcomeSpec['deadHeat'] }>();
  const finishers = field.order.filter((i) => i !== field.nonRunner);
  finishers.forEach((runner, index) => {
    let position = index + 1;
    const dh = field.deadHeatAt;
    const tied = dh !== null && (position === dh || position === dh + 1);
    if (tied && dh !== null) position = dh;
    const paid = eachWay ? places : 1;
    let result: SimOutcomeResult = 'lost';
    if (position === 1) result = 'won';
    else if (eachWay && position <= places) result = 'placed';
    // spec betting-domain §3 / settlement: two runners tied for the last paid position share it.
    const deadHeat = tied && dh !== null && dh <= paid ? { tiedFor: 2, places: 1 } : undefined;
    out.set(runner, { result, ...(deadHeat && result !== 'lost' && { deadHeat }) });
  });
  if (field.nonRunner !== null) out.set(field.nonRunner, { result: 'void' });
  return out;
}

function raceMarkets(ctx: MatchContext, view: MatchView): MarketSpec[] {
  const field = raceField(ctx.seed, ctx.eventId);
  const terms = eachWayTerms(field.runners.length);
  const market = (key: number, eachWay: boolean): MarketSpec => {
    const settled = view.final ? results(field, terms.places, eachWay) : null;
    return {
      key,
      marketTypeId: eachWay ? MARKET_TYPES.winEachWay : MARKET_TYPES.winOnly,
      description: eachWay ? 'Win or Each Way' : 'Win Only',
      periodId: SIM_PERIODS.race.preMatch,
      style: 'WIN_EACH_WAY',
      instance: null,
      ...(eachWay && terms),
      outcomes: field.runners.map((runner, i): OutcomeSpec => {
        const r = settled?.get(i);
        return {
          key: i + 1,
          description: runner.name,
          opponentId: null,
          spread: null,
          probability: field.probabilities[i] ?? 0,
          ...(r && { result: r.result }),
          ...(r?.deadHeat && { deadHeat: r.deadHeat }),
        };
      }),
    };
  };
  return [market(RACE_KEYS.winEachWay, true), market(RACE_KEYS.winOnly, false)];
}

export const horseRacingModel: SportModel & { readonly keepsPreMatchMarkets: true } = {
  keepsPreMatchMarkets: true,
  script: raceScript,
  // Races have one book: the same markets before and after the off.
  markets: (ctx, view) => raceMarkets(ctx, view),
};
