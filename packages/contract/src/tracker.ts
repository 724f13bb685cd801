import { TRACKER_KINDS } from '@touchline/betting';
import { z } from 'zod';
import { fromParams, IdParam } from './query-params';
import { DecorationParams } from './request-decoration';

/**
 * The match tracker (issue 12, beyond the spec; docs/decisions.md "Match tracker"): a live
 * event's play by play — attacks, dangerous attacks, shots, corners, free kicks, cards, goals,
 * points, fouls, time-outs, period starts and ends — with where the ball was, for the pitch or
 * court drawn on the live event page. Read once by `GET /api/events/{eventId}/tracker`, then
 * pushed on `/ws` as `tracker` frames to the sockets subscribed to the event.
 */

export { TRACKER_KINDS };
export const TrackerKind = z.enum(TRACKER_KINDS);
export type TrackerKind = z.infer<typeof TrackerKind>;

export const TRACKER_PITCHES = ['football', 'basketball'] as const;
export const TrackerPitch = z.enum(TRACKER_PITCHES);
export type TrackerPitch = z.infer<typeof TrackerPitch>;

const PITCH_BY_SPORT: Readonly<Record<string, TrackerPitch>> = {
  FOOT: 'football',
  EFOT: 'football',
  BASK: 'basketball',
  EBSK: 'basketball',
};

/** The drawing a sport's tracker uses; null for a sport without a tracker. */
export function trackerPitchOf(sportCode: string): TrackerPitch | null {
  return PITCH_BY_SPORT[sportCode] ?? null;
}

/** The platform keeps this many incidents per event (the latest); a whole simulated match fits. */
export const TRACKER_KEPT_PER_EVENT = 200;

const Coordinate = z.number().min(0).max(100);

export const TrackerIncident = z.object({
  /** Position in the event's stream, from 1: the incident's id and the reader's cursor. */
  seq: z.number().int().positive(),
  /** When it happened (ISO instant). */
  at: z.string(),
  kind: TrackerKind,
  /** The team it belongs to (attacker, scorer, booked or fouling team); null for period marks. */
  side: z.enum(['home', 'away']).nullable(),
  opponentId: z.number().nullable(),
  /**
   * The ball, 0–100 on both axes: x from the home team's goal (basket) line to the away team's,
   * y across. The home team attacks towards x = 100.
   */
  x: Coordinate,
  y: Coordinate,
  /** Clock minutes when it happened (the live clock's value). */
  minute: z.number().int().nonnegative(),
  /** The period being played (half, quarter, overtime number). */
  period: z.number().int().positive(),
  /** A goal: 1; a point: 1, 2 or 3; otherwise null. */
  points: z.number().int().positive().nullable(),
  /** The match score after a goal or point; null otherwise. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});
export type TrackerIncident = z.infer<typeof TrackerIncident>;

/** A tracker cursor: the `seq` of the last incident the caller holds (0: none). */
export const TrackerSince = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number (the seq of the last incident held)')
  .transform(Number);

/** `GET /api/events/{eventId}/tracker?since=` (plus the /api request decoration). */
export const TrackerParams = z.object({ eventId: IdParam });
export const TrackerQuery = fromParams(
  z.object({ since: TrackerSince.optional(), ...DecorationParams }),
);
export type TrackerQuery = z.output<typeof TrackerQuery>;

export const TrackerAnswer = z.object({
  eventId: z.number(),
  /** The drawing of the event's sport; null when its sport has no tracker (no incidents). */
  pitch: TrackerPitch.nullable(),
  /** Incidents after `since`, oldest first (at most TRACKER_KEPT_PER_EVENT). */
  incidents: z.array(TrackerIncident),
  /** The seq of the last incident answered, or `since` (0 without one) when none is newer. */
  cursor: z.number().int().nonnegative(),
});
export type TrackerAnswer = z.infer<typeof TrackerAnswer>;

/**
 * `/ws` server frame: new incidents of an event, pushed to the sockets subscribed to that event
 * (`subscribe` with `events`). Not in the change log: a client that missed some (a reconnect)
 * reads the HTTP call again with its cursor.
 */
export const WsTrackerFrame = z.object({
  op: z.literal('tracker'),
  eventId: z.number(),
  incidents: z.array(TrackerIncident),
});
export type WsTrackerFrame = z.infer<typeof WsTrackerFrame>;
