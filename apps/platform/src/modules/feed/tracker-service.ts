import { z } from 'zod';
import {
  CricketBall,
  TRACKER_KEPT_PER_EVENT,
  TrackerIncident,
  trackerPitchOf,
  type AmericanFootballState,
  type BaseballState,
  type CricketState,
  type TennisState,
  type TrackerAnswer,
  type TrackerQuery,
  type VolleyballState,
} from '@touchline/contract';
import type {
  SimAmericanFootballState,
  SimBaseballState,
  SimCricketState,
  SimTennisState,
  SimTrackerBatch,
  SimTrackerIncident,
  SimVolleyballState,
} from '@touchline/simulator';
import type { Bus } from '../../bus/bus';
import { FEED_TOPICS } from '../../bus/topics';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import {
  eventSportCode,
  insertTrackerIncidents,
  pruneTracker,
  readTracker,
  trimTracker,
} from './tracker-repository';

/**
 * The match tracker (docs/decisions.md "Match tracker"): the leader stores what the world
 * reports of each event's play by play (bounded per event), publishes what is new on the bus
 * once committed, and every instance pushes it to the sockets subscribed to the event
 * (`FeedHub.pushTracker`). `GET /api/events/{eventId}/tracker` reads what is kept.
 */

/** Incidents are kept a day, like the change log. */
export const TRACKER_RETENTION_MS = 24 * 3_600_000;

/** New incidents of one event, in order (the bus payload's and the `/ws` frame's content). */
export interface TrackerUpdate {
  readonly eventId: number;
  readonly incidents: readonly TrackerIncident[];
}

const TrackerBusPayload = z.object({
  events: z.array(z.object({ eventId: z.number(), incidents: z.array(TrackerIncident) })),
});

export function encodeTrackerUpdates(updates: readonly TrackerUpdate[]): string {
  return JSON.stringify({ events: updates });
}

/** The bus payload's updates; null when it is not one (logged by the reader). */
export function decodeTrackerUpdates(payload: string): TrackerUpdate[] | null {
  try {
    const parsed = TrackerBusPayload.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data.events : null;
  } catch {
    return null;
  }
}

/** The wire form of a world's incident (the simulator's shape, minus simulated time). */
function toWire(i: SimTrackerIncident): TrackerIncident {
  const wire: TrackerIncident = {
    seq: i.seq,
    at: i.at,
    kind: i.kind,
    side: i.side,
    opponentId: i.opponentId,
    x: i.x,
    y: i.y,
    minute: i.minute,
    period: i.period,
    points: i.points,
    score: i.score === null ? null : { home: i.score.home, away: i.score.away },
  };
  // Tennis, volleyball, American football, cricket and baseball only: the match as it stands
  // (absent, not null, for the other sports).
  if (i.tennis) wire.tennis = tennisState(i.tennis);
  if (i.volleyball) wire.volleyball = volleyballState(i.volleyball);
  if (i.americanFootball) wire.americanFootball = americanFootballState(i.americanFootball);
  if (i.cricket) wire.cricket = cricketState(i.cricket);
  if (i.baseball) wire.baseball = baseballState(i.baseball);
  return wire;
}

const pair = (p: { home: number; away: number }) => ({ home: p.home, away: p.away });

function americanFootballState(a: SimAmericanFootballState): AmericanFootballState {
  return {
    possession: a.possession,
    ballOn: a.ballOn,
    down: a.down,
    toGo: a.toGo,
    goalToGo: a.goalToGo,
    gain: a.gain,
    drive: a.drive === null ? null : { plays: a.drive.plays, yards: a.drive.yards },
    touchdowns: pair(a.touchdowns),
    fieldGoals: pair(a.fieldGoals),
    safeties: pair(a.safeties),
    firstDowns: pair(a.firstDowns),
    yards: pair(a.yards),
    turnovers: pair(a.turnovers),
    punts: pair(a.punts),
    possessionSeconds: pair(a.possessionSeconds),
  };
}

const innings = (i: NonNullable<SimCricketState['firstInnings']>) => ({
  batting: i.batting,
  runs: i.runs,
  wickets: i.wickets,
  balls: i.balls,
});

function cricketState(c: SimCricketState): CricketState {
  return {
    innings: c.innings,
    batting: c.batting,
    runs: c.runs,
    wickets: c.wickets,
    balls: c.balls,
    target: c.target,
    // The script writes its balls in the contract's notation ('0' … '6', 'W', 'WD').
    thisOver: c.thisOver.map((b) => CricketBall.parse(b)),
    firstInnings: c.firstInnings === null ? null : innings(c.firstInnings),
    zone: c.zone,
    dismissal: c.dismissal,
    inningsEnd: c.inningsEnd,
    fours: pair(c.fours),
    sixes: pair(c.sixes),
    extras: pair(c.extras),
    superOver: c.superOver,
  };
}

function baseballState(b: SimBaseballState): BaseballState {
  return {
    inning: b.inning,
    half: b.half,
    batting: b.batting,
    outs: b.outs,
    bases: { first: b.bases.first, second: b.bases.second, third: b.bases.third },
    count: b.count === null ? null : { balls: b.count.balls, strikes: b.count.strikes },
    lineScore: { home: [...b.lineScore.home], away: [...b.lineScore.away] },
    hits: pair(b.hits),
    homeRuns: pair(b.homeRuns),
    strikeouts: pair(b.strikeouts),
    walks: pair(b.walks),
    leftOnBase: pair(b.leftOnBase),
    halfEnd: b.halfEnd,
  };
}

function volleyballState(v: SimVolleyballState): VolleyballState {
  return {
    server: v.server,
    sets: v.sets.map(pair),
    setsWon: pair(v.setsWon),
    setEnd: v.setEnd,
    servePointsWon: pair(v.servePointsWon),
    aces: pair(v.aces),
    serviceErrors: pair(v.serviceErrors),
    blocks: pair(v.blocks),
    attackPoints: pair(v.attackPoints),
  };
}

function tennisState(t: SimTennisState): TennisState {
  return {
    server: t.server,
    sets: t.sets.map(pair),
    game: { home: t.game.home, away: t.game.away },
    tiebreak: t.tiebreak,
    gameEnd: t.gameEnd,
    pointsWon: pair(t.pointsWon),
    aces: pair(t.aces),
    doubleFaults: pair(t.doubleFaults),
    breaks: pair(t.breaks),
  };
}

/**
 * Stores the world's incidents (those already kept are skipped, so a takeover may report them
 * again), trims each event to its latest TRACKER_KEPT_PER_EVENT, and publishes what was new.
 */
export async function ingestTracker(
  db: Database,
  bus: Bus,
  batches: readonly SimTrackerBatch[],
): Promise<number> {
  const incoming = batches.flatMap((b) =>
    b.incidents.map((incident) => ({ eventId: b.eventId, incident: toWire(incident) })),
  );
  if (incoming.length === 0) return 0;
  const written = await db.transaction(async (tx) => {
    const rows = await insertTrackerIncidents(tx, incoming);
    await trimTracker(tx, [...new Set(rows.map((r) => r.event_id))], TRACKER_KEPT_PER_EVENT);
    return rows;
  });
  if (written.length === 0) return 0;
  const byEvent = new Map<number, TrackerIncident[]>();
  for (const row of written) {
    const list = byEvent.get(row.event_id) ?? [];
    list.push(row.incident);
    byEvent.set(row.event_id, list);
  }
  const updates = [...byEvent].map(([eventId, incidents]) => ({
    eventId,
    incidents: incidents.sort((a, b) => a.seq - b.seq),
  }));
  bus.publish(FEED_TOPICS.tracker, encodeTrackerUpdates(updates));
  return written.length;
}

/** Drops incidents older than the retention (with the change log's prune). */
export function pruneTrackerIncidents(
  db: Queryable,
  now: Date,
  retentionMs = TRACKER_RETENTION_MS,
): Promise<number> {
  return pruneTracker(db, new Date(now.getTime() - retentionMs));
}

/** `GET /api/events/{eventId}/tracker?since=`: 404 for an event the catalogue does not hold. */
export async function readTrackerAnswer(
  db: Queryable,
  eventId: number,
  query: TrackerQuery,
): Promise<TrackerAnswer> {
  const sportCode = await eventSportCode(db, eventId);
  if (sportCode === null) throw notFound(`Event ${eventId}`);
  const since = query.since ?? 0;
  const incidents = await readTracker(db, eventId, since);
  return {
    eventId,
    pitch: trackerPitchOf(sportCode),
    incidents,
    cursor: incidents.at(-1)?.seq ?? since,
  };
}
