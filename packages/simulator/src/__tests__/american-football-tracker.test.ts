import { describe, expect, it } from 'vitest';
import {
  DAY,
  SCRIPT_DIGESTS,
  fingerprint,
  forSeededEventsOf,
  plansOf,
  scriptDigests,
  trackerOf,
} from './tracker-fixtures';
import { UNREADABLE_SCORE, americanFootballIncidents } from '../american-football-tracker';
import { TRACKER_MAX_INCIDENTS, type TrackerIncident } from '../match-tracker';
import type { MatchContext, MatchScript } from '../match-script';
import { mulberry32 } from '../random';

const SCORING = ['touchdown', 'extra_point', 'field_goal', 'safety'];
const POINTS: Record<string, number> = { touchdown: 6, extra_point: 1, field_goal: 3, safety: 2 };
/** What each of the script's score rises is, in the tracker's kinds. */
const PLAYS: Record<number, string[]> = {
  7: ['touchdown', 'extra_point'],
  3: ['field_goal'],
  2: ['safety'],
};

/** The script's scores: instant, side, points, the game's score after. */
function scriptScores(ctx: MatchContext, script: MatchScript) {
  const held = new Map<string, number>();
  const totals = { home: 0, away: 0 };
  const out: { atMs: number; side: 'home' | 'away'; points: number; score: object }[] = [];
  for (const incident of script.incidents) {
    for (const s of incident.scores) {
      const key = `${s.opponentId}|${s.periodKey}|${s.periodInstance}`;
      const rise = s.score - (held.get(key) ?? 0);
      held.set(key, s.score);
      if (rise <= 0) continue;
      const side = s.opponentId === ctx.home.id ? 'home' : 'away';
      totals[side] += rise;
      out.push({ atMs: incident.atMs, side, points: rise, score: { ...totals } });
    }
  }
  return out;
}

const otherSide = (side: 'home' | 'away' | null) =>
  side === 'home' ? 'away' : side === 'away' ? 'home' : null;

function checkAgrees(
  ctx: MatchContext,
  script: MatchScript,
  incidents: readonly TrackerIncident[],
) {
  // Every score of the script is its plays here, at its instant, for its side, and after them
  // the tracker's score is the one the feed shows.
  const scoring = incidents.filter((i) => SCORING.includes(i.kind));
  const expected = scriptScores(ctx, script).flatMap((s) =>
    (PLAYS[s.points] ?? [`unknown ${s.points}`]).map((kind) => ({
      atMs: s.atMs,
      kind,
      side: s.side,
    })),
  );
  expect(scoring.map((i) => ({ atMs: i.atMs, kind: i.kind, side: i.side }))).toEqual(expected);
  for (const s of scriptScores(ctx, script)) {
    const last = scoring.filter((i) => i.atMs === s.atMs).at(-1);
    expect(last?.score).toEqual(s.score);
  }
  let score = { home: 0, away: 0 };
  for (const i of scoring) {
    expect(i.points).toBe(POINTS[i.kind]);
    expect(i.opponentId).toBe(i.side === 'home' ? ctx.home.id : ctx.away.id);
    const side = i.side ?? 'home';
    score = { ...score, [side]: score[side] + (i.points ?? 0) };
    expect(i.score).toEqual(score);
  }
  // No score without the script's; every other incident has none.
  for (const i of incidents) {
    if (!SCORING.includes(i.kind)) expect([i.points, i.score]).toEqual([null, null]);
  }

  incidents.forEach((i, k) => {
    expect(i.seq).toBe(k + 1);
    expect(i.americanFootball).toBeDefined();
    expect(Number.isInteger(i.x) && i.x >= 0 && i.x <= 100).toBe(true);
    expect(Number.isInteger(i.y) && i.y >= 0 && i.y <= 100).toBe(true);
    const before = incidents[k - 1];
    const prev = before?.americanFootball;
    const now = i.americanFootball;
    if (!before || !prev || !now) return;
    expect(i.atMs).toBeGreaterThanOrEqual(before.atMs);
    // Who may do what: the side with the ball scores a touchdown or field goal, punts and
    // snaps; a safety is scored against the side with the ball; a turnover gives it away.
    switch (i.kind) {
      case 'touchdown':
      case 'field_goal':
      case 'punt':
      case 'play':
        expect(i.side).toBe(prev.possession);
        break;
      case 'safety':
      case 'interception':
      case 'fumble':
      case 'turnover_on_downs':
        expect(i.side).toBe(otherSide(prev.possession));
        break;
      case 'extra_point':
        expect(before.kind).toBe('touchdown');
        expect(i.side).toBe(before.side);
        break;
      case 'kickoff':
        expect(prev.possession).toBeNull();
        expect(now.possession).toBe(otherSide(i.side));
        expect([now.down, now.toGo]).toEqual([1, 10]);
        break;
      default:
        break;
    }
    // Downs: a snap that reaches the line to gain is a first down; otherwise the next down,
    // never past the fourth. Punts, field goals and failed tries come on fourth down.
    if (i.kind === 'play') {
      const gain = now.gain ?? 0;
      const toGo = prev.toGo ?? 0;
      if (gain >= toGo) expect(now.down).toBe(1);
      else expect([now.down, now.toGo]).toEqual([(prev.down ?? 0) + 1, toGo - gain]);
      expect(now.down).toBeLessThanOrEqual(4);
      // The ball moves by the gain, towards x = 100 for home.
      const moved = i.side === 'home' ? gain : -gain;
      expect(now.ballOn).toBe((prev.ballOn ?? 0) + moved);
      expect(i.x).toBe(now.ballOn);
    }
    if (['punt', 'field_goal', 'turnover_on_downs'].includes(i.kind)) expect(prev.down).toBe(4);
    if (i.kind === 'turnover_on_downs') expect(now.gain ?? 0).toBeLessThan(prev.toGo ?? 0);
    if (now.toGo !== null) expect(now.toGo).toBeGreaterThan(0);
  });

  const last = incidents.at(-1)?.americanFootball;
  const count = (kind: string, side: 'home' | 'away') =>
    incidents.filter((i) => i.kind === kind && i.side === side).length;
  for (const side of ['home', 'away'] as const) {
    expect(last?.touchdowns[side]).toBe(count('touchdown', side));
    expect(last?.fieldGoals[side]).toBe(count('field_goal', side));
    expect(last?.safeties[side]).toBe(count('safety', side));
    expect(last?.punts[side]).toBe(count('punt', side));
    // Turnovers are counted against the side that gave the ball away.
    const other = otherSide(side) ?? 'home';
    expect(last?.turnovers[side]).toBe(count('interception', other) + count('fumble', other));
  }
  expect(incidents.at(-1)?.atMs).toBe(script.durationMs);
  expect(last?.possession).toBeNull();
  expect(incidents.length).toBeLessThanOrEqual(TRACKER_MAX_INCIDENTS);
}

describe('the match tracker of an American football game', () => {
  const plans = plansOf(42, DAY, 'AMFB');
  const plan = plans[0];
  if (!plan) throw new Error('no American football on the day');
  const { ctx, script, incidents } = trackerOf(42, plan);

  it('has every score of the script as its plays, at its instant, with the score after it', () => {
    checkAgrees(ctx, script, incidents);
    // The day's first game: a field goal, touchdowns with their extra points and a safety.
    const kinds = new Set(incidents.map((i) => i.kind));
    for (const k of ['kickoff', 'play', 'punt', 'touchdown', 'extra_point', 'field_goal']) {
      expect(kinds.has(k as TrackerIncident['kind'])).toBe(true);
    }
  });

  it('opens and closes every quarter, and kicks off each half to the other team', () => {
    const quarters = script.phases.filter((p) => p.kind === 'play');
    expect(incidents.filter((i) => i.kind === 'period_start').map((i) => i.period)).toEqual(
      quarters.map((p) => p.number),
    );
    expect(incidents.filter((i) => i.kind === 'period_end')).toHaveLength(quarters.length);
    const openers = [1, 3].map((n) =>
      incidents.find((i) => i.kind === 'kickoff' && i.period === n),
    );
    expect(openers[0]?.side).not.toBeNull();
    expect(openers[1]?.side).toBe(otherSide(openers[0]?.side ?? null));
    // Possession goes on over the break between quarters 1 and 2, not over half-time.
    const q1End = incidents.find((i) => i.kind === 'period_end' && i.period === 1);
    const halfTime = incidents.find((i) => i.kind === 'period_end' && i.period === 2);
    expect(q1End?.americanFootball?.possession).not.toBeNull();
    expect(halfTime?.americanFootball?.possession).toBeNull();
  });

  it('plays a game of drives like a real one: snaps, first downs, punts and a few turnovers', () => {
    for (const p of plans) {
      const { incidents: all } = trackerOf(42, p);
      const last = all.at(-1)?.americanFootball;
      if (!last) throw new Error('no state');
      const snaps = all.filter((i) => i.kind === 'play').length;
      expect(snaps).toBeGreaterThan(60);
      expect(snaps).toBeLessThan(170);
      const both = (t: { home: number; away: number }) => t.home + t.away;
      expect(both(last.firstDowns)).toBeGreaterThan(10);
      expect(both(last.turnovers)).toBeLessThan(12);
      // Time of possession adds up to the game's time of play (at most a second a snap off).
      const played = script.phases
        .filter((x) => x.kind === 'play')
        .reduce((s, x) => s + x.endMs - x.startMs, 0);
      if (p === plan) {
        expect(Math.abs(both(last.possessionSeconds) - played / 1000)).toBeLessThan(all.length);
      }
    }
  });

  it('refuses a score that is no American football play', () => {
    const odd: MatchScript = {
      ...script,
      incidents: [{ atMs: 60_000, suspends: true, scores: [{ ...firstScore(ctx), score: 5 }] }],
    };
    expect(() => americanFootballIncidents(ctx, odd, mulberry32(1), 200)).toThrow(UNREADABLE_SCORE);
  });
});

function firstScore(ctx: MatchContext) {
  return { opponentId: ctx.home.id, periodKey: 'QTR', periodInstance: 1, score: 0 };
}

describe('American football tracker properties', () => {
  it('is a function of (seed, event): the same twice, and agrees with the score and the downs', () => {
    forSeededEventsOf('AMFB', (t) => checkAgrees(t.ctx, t.script, t.incidents), 60);
  });
});

describe('the sports that had a tracker before American football', () => {
  // Digests of the day's incidents (seed 42) as they were before American football had a
  // tracker (taken from the previous commit's output), and of every sport's scripts that day.
  const PINNED: Readonly<Record<string, string>> = {
    FOOT: '9edc9b27',
    BASK: '6bc263e6',
    TENN: 'c71472b3',
    ICEH: 'ca2a188f',
    VOLL: '8dadc295',
  };

  it.each(Object.keys(PINNED))('%s: the same incidents, byte for byte', (code) => {
    const all = plansOf(42, DAY, code).map((p) => trackerOf(42, p).incidents);
    expect(fingerprint(JSON.stringify(all))).toBe(PINNED[code]);
  });

  it('leaves every sport’s script as it was but baseball’s (scores and prices come from them)', () => {
    expect(scriptDigests()).toEqual(SCRIPT_DIGESTS);
  });
});
