import { TRACKER_KINDS } from '@touchline/betting';
import { z } from 'zod';
import { fromParams, IdParam } from './query-params';
import { DecorationParams } from './request-decoration';

/**
 * The match tracker (issue 12, beyond the spec; docs/decisions.md "Match tracker"): a live
 * event's play by play — attacks, dangerous attacks, shots, corners, free kicks, cards, goals,
 * points, fouls (an ice hockey minor penalty), time-outs, aces, double faults, blocks, service
 * errors, American football's kick-offs, snaps, punts, scores and turnovers, cricket's balls
 * (dots, runs, fours, sixes, wickets, wides), baseball's plate appearances, period starts and ends — with where the
 * ball (puck) was, for the pitch, court or rink drawn on the live event page. Read once by `GET /api/events/{eventId}/tracker`, then
 * pushed on `/ws` as `tracker` frames to the sockets subscribed to the event.
 */

export { TRACKER_KINDS };
export const TrackerKind = z.enum(TRACKER_KINDS);
export type TrackerKind = z.infer<typeof TrackerKind>;

export const TRACKER_PITCHES = [
  'football',
  'basketball',
  'tennis',
  'icehockey',
  'volleyball',
  'americanfootball',
  'cricket',
  'baseball',
] as const;
export const TrackerPitch = z.enum(TRACKER_PITCHES);
export type TrackerPitch = z.infer<typeof TrackerPitch>;

const PITCH_BY_SPORT: Readonly<Record<string, TrackerPitch>> = {
  FOOT: 'football',
  EFOT: 'football',
  BASK: 'basketball',
  EBSK: 'basketball',
  TENN: 'tennis',
  ICEH: 'icehockey',
  VOLL: 'volleyball',
  AMFB: 'americanfootball',
  CRIC: 'cricket',
  BASE: 'baseball',
};

/** The drawing a sport's tracker uses; null for a sport without a tracker. */
export function trackerPitchOf(sportCode: string): TrackerPitch | null {
  return PITCH_BY_SPORT[sportCode] ?? null;
}

/** The platform keeps this many incidents per event (the latest); a whole simulated match fits. */
export const TRACKER_KEPT_PER_EVENT = 200;

const Coordinate = z.number().min(0).max(100);

const PerSide = z.object({
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});

/** A player's points in the current game: 0, 15, 30, 40, A (advantage); a tiebreak's count. */
export const TennisPoints = z.string().regex(/^(?:A|\d{1,2})$/);

/**
 * A tennis match as it stands after an incident (docs/decisions.md "Tennis tracker"): every
 * tennis incident carries it, so the latest one kept is enough to draw the score grid and the
 * statistics however long the match (the platform keeps an event's latest incidents only).
 */
export const TennisState = z.object({
  /** Who serves the next point. */
  server: z.enum(['home', 'away']),
  /** Games of each set so far, the set being played last. */
  sets: z.array(PerSide).min(1),
  /** The current game's points (0/15/30/40/A, or the tiebreak's points). */
  game: z.object({ home: TennisPoints, away: TennisPoints }),
  tiebreak: z.boolean(),
  /**
   * On the point that ended a game: the server held, was broken, or the set's tiebreak was
   * won; otherwise null.
   */
  gameEnd: z.enum(['hold', 'break', 'tiebreak']).nullable(),
  /** Match totals so far. */
  pointsWon: PerSide,
  aces: PerSide,
  doubleFaults: PerSide,
  breaks: PerSide,
});
export type TennisState = z.infer<typeof TennisState>;

/**
 * A volleyball match as it stands after an incident (docs/decisions.md "Volleyball tracker"):
 * every volleyball incident carries it, so the latest one kept is enough for the score grid and
 * the statistics however long the match (a five-set match has more rallies than are kept).
 */
export const VolleyballState = z.object({
  /** Who serves the next rally (rally scoring: the team that won the last one). */
  server: z.enum(['home', 'away']),
  /** Points of each set so far, the set being played last. */
  sets: z.array(PerSide).min(1),
  setsWon: PerSide,
  /** This point ended a set. */
  setEnd: z.boolean(),
  /** Match totals so far: rallies won on the team's own serve, aces, service errors made, blocks, attack points. */
  servePointsWon: PerSide,
  aces: PerSide,
  serviceErrors: PerSide,
  blocks: PerSide,
  attackPoints: PerSide,
});
export type VolleyballState = z.infer<typeof VolleyballState>;

/**
 * An American football game as it stands after an incident (docs/decisions.md "American
 * football tracker"): who has the ball, where, the down and distance, the drive so far, and
 * the game's totals, so the field, the statistics and the down line come from the latest one.
 */
export const AmericanFootballState = z.object({
  /** The team with the ball; null when no one has it (before a kick-off, after a score). */
  possession: z.enum(['home', 'away']).nullable(),
  /** The ball's yard line, 0–100 from the home team's goal line; null when no ball is in play. */
  ballOn: Coordinate.nullable(),
  /** The next snap's down and yards to go; null when no snap is next. */
  down: z.number().int().min(1).max(4).nullable(),
  toGo: z.number().int().positive().nullable(),
  /** The line to gain is the goal line ("& goal"). */
  goalToGo: z.boolean(),
  /** Yards the play gained (negative: lost); null for kicks, turnovers and period marks. */
  gain: z.number().int().nullable(),
  /** The drive in progress (or just ended): snaps and net yards. */
  drive: z.object({ plays: z.number().int().nonnegative(), yards: z.number().int() }).nullable(),
  /** Match totals so far. */
  touchdowns: PerSide,
  fieldGoals: PerSide,
  safeties: PerSide,
  firstDowns: PerSide,
  /** Net yards from scrimmage (a side's can be negative). */
  yards: z.object({ home: z.number().int(), away: z.number().int() }),
  /** Turnovers given away: interceptions thrown and fumbles lost. */
  turnovers: PerSide,
  punts: PerSide,
  /** Seconds of play each team had the ball. */
  possessionSeconds: PerSide,
});
export type AmericanFootballState = z.infer<typeof AmericanFootballState>;

const CricketInnings = z.object({
  batting: z.enum(['home', 'away']),
  runs: z.number().int().nonnegative(),
  wickets: z.number().int().min(0).max(10),
  balls: z.number().int().min(0).max(120),
});

/** The script's notation of one ball: runs off the bat, a wicket (W) or a wide (WD). */
export const CricketBall = z.enum(['0', '1', '2', '3', '4', '6', 'W', 'WD']);
export type CricketBall = z.infer<typeof CricketBall>;

export const CRICKET_ZONES = [
  'mid_off',
  'cover',
  'point',
  'third_man',
  'fine_leg',
  'square_leg',
  'midwicket',
  'mid_on',
] as const;
export const CricketZone = z.enum(CRICKET_ZONES);
export type CricketZone = z.infer<typeof CricketZone>;

/**
 * A Twenty20 cricket match as it stands after an incident (docs/decisions.md "Cricket
 * tracker"): the innings in play (or just ended) with its runs, wickets and legal balls, the
 * target in the second innings, this over's balls, the first innings once over, where this ball
 * went and how a wicket fell, and each batting side's totals. A match has more balls than are
 * kept, so the latest incident is enough for the scoreboard, the chase and the statistics.
 */
export const CricketState = z.object({
  innings: z.number().int().min(1).max(2),
  batting: z.enum(['home', 'away']),
  runs: z.number().int().nonnegative(),
  wickets: z.number().int().min(0).max(10),
  /** Legal balls bowled in the innings (overs.balls is balls / 6 and balls % 6). */
  balls: z.number().int().min(0).max(120),
  /** Runs to win in the second innings; null in the first. */
  target: z.number().int().positive().nullable(),
  thisOver: z.array(CricketBall),
  firstInnings: CricketInnings.nullable(),
  /** Where this ball went; null for one that beat the bat (bowled, lbw, a wide) and marks. */
  zone: CricketZone.nullable(),
  dismissal: z.enum(['bowled', 'caught', 'lbw', 'run_out']).nullable(),
  /** The state's innings is over: this incident ended it, or it is a super over's mark. */
  inningsEnd: z.boolean(),
  /** Match totals by batting side: fours, sixes, extras (wides) received. */
  fours: PerSide,
  sixes: PerSide,
  extras: PerSide,
  /** The winner of a tie's super over, once decided. */
  superOver: z.enum(['home', 'away']).nullable(),
});
export type CricketState = z.infer<typeof CricketState>;

/**
 * A baseball game as it stands after a plate appearance (docs/decisions.md "Baseball tracker"):
 * the inning and half, who bats, the outs, the bases occupied, the count the plate appearance
 * ended on, each side's runs per inning (the line score) and its totals, so the latest incident
 * is enough for the diamond, the line score and the statistics.
 */
export const BaseballState = z.object({
  inning: z.number().int().positive(),
  half: z.enum(['top', 'bottom']),
  /** The batting side (the away side in the top half, the home side in the bottom). */
  batting: z.enum(['home', 'away']),
  outs: z.number().int().min(0).max(3),
  bases: z.object({ first: z.boolean(), second: z.boolean(), third: z.boolean() }),
  /** Balls and strikes when the plate appearance ended; null for the half's marks. */
  count: z
    .object({ balls: z.number().int().min(0).max(4), strikes: z.number().int().min(0).max(3) })
    .nullable(),
  /** Runs of each inning batted so far (the line score), the current one last. */
  lineScore: z.object({
    home: z.array(z.number().int().nonnegative()),
    away: z.array(z.number().int().nonnegative()),
  }),
  /** Match totals by batting side. */
  hits: PerSide,
  homeRuns: PerSide,
  strikeouts: PerSide,
  walks: PerSide,
  leftOnBase: PerSide,
  /** This incident ended the half (its third out, a walk-off, or the half's end mark). */
  halfEnd: z.boolean(),
});
export type BaseballState = z.infer<typeof BaseballState>;

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
  /**
   * A goal: 1; a point: 1, 2 or 3 (a volleyball rally: 1); American football: a touchdown 6, its
   * extra point 1, a field goal 3, a safety 2; otherwise null.
   */
  points: z.number().int().positive().nullable(),
  /** The match score after a goal or point (volleyball: the set's points); null otherwise. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /**
   * Tennis only (absent for other sports): the match after the incident. A tennis point's side
   * is the player who won it, a double fault's the server who made it; x and y say where the
   * ball landed, x from the home player's baseline (0) to the away player's (100).
   */
  tennis: TennisState.optional(),
  /**
   * Volleyball only (absent for other sports): the match after the incident. A rally's side is
   * the team that won it (a service error's too: the point went to the receiving team); x and
   * y say where the ball came down, x from the home end line (0) to the away one (100).
   */
  volleyball: VolleyballState.optional(),
  /**
   * American football only (absent for other sports): the game after the incident. A snap's or
   * punt's side is the team with the ball, a score's the team that scored (a safety's: the
   * defence), a turnover's the team that gains the ball; x is where the ball is after it (the
   * end zone for a score), from the home goal line (0) to the away one (100).
   */
  americanFootball: AmericanFootballState.optional(),
  /**
   * Cricket only (absent for other sports): the match after the ball. A ball's side is the
   * batting side; points are the runs it scored (null for a dot or a wicket); x and y say where
   * it went on the ground from above (the pitch up the middle, the striker at y 58).
   */
  cricket: CricketState.optional(),
  /**
   * Baseball only (absent for other sports): the game after the plate appearance. Its side is
   * the batting side; points are the runs it scored; x and y say where the ball went on the
   * field from above (home plate at the bottom, x 50 y 88; centre field up).
   */
  baseball: BaseballState.optional(),
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
