import { CLOCK_STATUSES, isPeriodAbbreviation, opponentMatchScore } from '@touchline/betting';
import type { LiveState } from '@touchline/contract';
import type { EventRow } from './repository';

/**
 * The §3 Live event fields of an event row (spec betting-domain §3 Live event). The feed keeps
 * the raw state (clock, scoresPerPeriod, cricketOutcomes, current period) on the event; the
 * derived fields are decided here (docs/decisions.md "Live event"):
 *
 * - `scores`: each opponent's match score. A scoresPerPeriod entry with periodInstance 0 is the
 *   match total for its period key (sets won in tennis, maps in e-sports); when an opponent has
 *   such an entry it is the score (SETS, MAP, FRAMES, LEGS, ENDS before GAMES). Otherwise the
 *   score is the sum of its per-period entries (halves, quarters, periods, innings), penalty
 *   shoot-outs (PENS) left out. Empty before kick-off.
 * - `sets`: `{ maxSets }` for set-based sports (tennis best of 3, volleyball best of 5 …).
 * - `match`: NOT_STARTED, IN_PLAY, FINISHED or CANCELLED with the instants it went live/ended.
 * - `liveOpenMarketCount`: the feed's count of open markets when it sent one, else the open
 *   markets in the catalogue.
 */

/** Set-based sports and the most sets a match can have. */
const MAX_SETS: Readonly<Record<string, number>> = {
  TENN: 3,
  VOLL: 5,
  BEVO: 3,
  TTEN: 5,
  BADM: 3,
  SQUA: 5,
  PADE: 3,
};

const MATCH_STATUS = {
  scheduled: 'NOT_STARTED',
  live: 'IN_PLAY',
  finished: 'FINISHED',
  cancelled: 'CANCELLED',
} as const;

const iso = (v: Date | string | null): string | null =>
  v === null ? null : new Date(v).toISOString();

function clockOf(raw: EventRow['clock']): LiveState['clock'] {
  if (!raw) return null;
  const status = CLOCK_STATUSES.find((s) => s === raw.status);
  return status ? { minutes: raw.minutes, status } : null;
}

export function liveState(row: EventRow): LiveState {
  const clock = clockOf(row.clock);
  const started = row.status !== 'scheduled' && row.status !== 'cancelled';
  const abbreviation = row.current_period_abbreviation;
  const maxSets = row.sport_code ? MAX_SETS[row.sport_code] : undefined;
  return {
    clock,
    isFinished: row.status === 'finished' || clock?.status === 'END_OF_EVENT',
    scores: started
      ? row.opponents.map((o) => ({
          opponentId: o.id,
          score: opponentMatchScore(o.id, row.scores_per_period),
        }))
      : [],
    sets: maxSets ? { maxSets } : null,
    scoresPerPeriod: row.scores_per_period,
    match: {
      status: MATCH_STATUS[row.status],
      wentLiveAt: iso(row.went_live_at),
      finishedAt: iso(row.finished_at),
    },
    cricketOutcomes: row.cricket_outcomes,
    liveOpenMarketCount: row.live_open_market_count ?? row.open_market_count,
    currentPeriod: row.current_period,
    currentPeriodAbbreviation: isPeriodAbbreviation(abbreviation) ? abbreviation : null,
    currentPeriodNumber: row.current_period_number,
  };
}

/** The scoreboard of one event: what My Bets shows beside each leg. */
export interface Scoreboard {
  readonly status: LiveState['match']['status'];
  readonly clock: LiveState['clock'];
  readonly scores: { opponentId: number; description: string; score: number }[];
}

/** The raw event state a scoreboard is made from. */
export type ScoreboardSource = Pick<
  EventRow,
  'status' | 'clock' | 'opponents' | 'scores_per_period'
>;

/** An event's scoreboard from its raw state (the same rules as `liveState`). */
export function scoreboard(row: ScoreboardSource): Scoreboard {
  const started = row.status !== 'scheduled' && row.status !== 'cancelled';
  return {
    status: MATCH_STATUS[row.status],
    clock: clockOf(row.clock),
    scores: started
      ? row.opponents.map((o) => ({
          opponentId: o.id,
          description: o.description,
          score: opponentMatchScore(o.id, row.scores_per_period),
        }))
      : [],
  };
}
