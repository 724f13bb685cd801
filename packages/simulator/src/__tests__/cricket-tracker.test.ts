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
import { cricketIncidents, UNREADABLE_BALL } from '../cricket-tracker';
import type { TrackerIncident } from '../match-tracker';
import type { MatchContext, MatchScript } from '../match-script';
import { mulberry32 } from '../random';

const BALL_KINDS = ['dot_ball', 'runs', 'four', 'six', 'wicket', 'wide'];
const KIND_OF: Readonly<Record<string, string>> = {
  '0': 'dot_ball',
  '1': 'runs',
  '2': 'runs',
  '3': 'runs',
  '4': 'four',
  '6': 'six',
  W: 'wicket',
  WD: 'wide',
};

/** The script's balls: instant, batting side, outcome, and the innings' score entries after it. */
function scriptBalls(ctx: MatchContext, script: MatchScript) {
  const held = new Map<string, number>();
  const out: {
    atMs: number;
    side: 'home' | 'away';
    outcome: string;
    runs: number;
    wickets: number;
    balls: number;
    thisOver: string[];
  }[] = [];
  for (const incident of script.incidents) {
    for (const s of incident.scores)
      held.set(`${s.opponentId}|${s.periodKey}|${s.periodInstance}`, s.score);
    const runs = incident.scores.find((s) => s.periodKey === 'RUNS');
    const last = incident.cricketOutcomes?.at(-1);
    if (!runs || !last) continue;
    const key = (k: string) => held.get(`${runs.opponentId}|${k}|${runs.periodInstance}`) ?? 0;
    out.push({
      atMs: incident.atMs,
      side: runs.opponentId === ctx.home.id ? 'home' : 'away',
      outcome: last.outcome,
      runs: key('RUNS'),
      wickets: key('WICKETS'),
      balls: key('BALLS'),
      thisOver: (incident.cricketOutcomes ?? []).map((b) => b.outcome),
    });
  }
  return out;
}

function checkAgrees(
  ctx: MatchContext,
  script: MatchScript,
  incidents: readonly TrackerIncident[],
) {
  const balls = incidents.filter((i) => BALL_KINDS.includes(i.kind));
  const expected = scriptBalls(ctx, script);
  expect(
    balls.map((i) => ({
      atMs: i.atMs,
      side: i.side,
      outcome: i.cricket?.thisOver.at(-1),
      runs: i.cricket?.runs,
      wickets: i.cricket?.wickets,
      balls: i.cricket?.balls,
      thisOver: i.cricket?.thisOver,
    })),
  ).toEqual(expected);
  balls.forEach((i, k) => {
    const outcome = expected[k]?.outcome ?? '';
    expect(i.kind).toBe(KIND_OF[outcome]);
    expect(i.opponentId).toBe(i.side === 'home' ? ctx.home.id : ctx.away.id);
    const runs = outcome === 'WD' ? 1 : Number(outcome) || 0;
    expect(i.points).toBe(runs > 0 ? runs : null);
    // The tracker's own detail never changes the score: a wicket has a dismissal, nothing else.
    expect(i.cricket?.dismissal !== null).toBe(i.kind === 'wicket');
  });
  incidents.forEach((i, k) => {
    expect(i.seq).toBe(k + 1);
    expect(i.cricket).toBeDefined();
    expect(Number.isInteger(i.x) && i.x >= 0 && i.x <= 100).toBe(true);
    expect(Number.isInteger(i.y) && i.y >= 0 && i.y <= 100).toBe(true);
    const before = incidents[k - 1];
    if (before) expect(i.atMs).toBeGreaterThanOrEqual(before.atMs);
  });
  expect(incidents.at(-1)?.atMs).toBe(script.durationMs);
}

describe('the match tracker of a cricket match', () => {
  const plans = plansOf(42, DAY, 'CRIC');
  const plan = plans[0];
  if (!plan) throw new Error('no cricket on the day');
  const { ctx, script, incidents } = trackerOf(42, plan);

  it('has every ball of the script at its instant, with the innings’ runs, wickets and balls', () => {
    checkAgrees(ctx, script, incidents);
  });

  it('opens and closes each innings; the second chases the first innings’ runs + 1', () => {
    const starts = incidents.filter((i) => i.kind === 'period_start');
    const ends = incidents.filter((i) => i.kind === 'period_end');
    expect(starts.map((i) => i.period)).toEqual(
      script.phases.filter((p) => p.kind === 'play').map((p) => p.number),
    );
    expect(ends).toHaveLength(starts.length);
    for (const e of ends) expect(e.cricket?.inningsEnd).toBe(true);
    const first = ends[0]?.cricket;
    const second = incidents.filter((i) => i.cricket?.innings === 2);
    expect(second.length).toBeGreaterThan(0);
    for (const i of second) {
      expect(i.cricket?.target).toBe((first?.runs ?? 0) + 1);
      expect(i.cricket?.firstInnings).toEqual({
        batting: first?.batting,
        runs: first?.runs,
        wickets: first?.wickets,
        balls: first?.balls,
      });
      expect(i.cricket?.batting).not.toBe(first?.batting);
    }
    for (const i of incidents.filter((x) => x.cricket?.innings === 1)) {
      expect(i.cricket?.target).toBeNull();
    }
  });

  it('adds up fours, sixes and extras, and gives a scoring ball both sides’ runs', () => {
    const last = incidents.at(-1)?.cricket;
    if (!last) throw new Error('no state');
    for (const side of ['home', 'away'] as const) {
      const count = (kind: string) =>
        incidents.filter((i) => i.kind === kind && i.side === side).length;
      expect(last.fours[side]).toBe(count('four'));
      expect(last.sixes[side]).toBe(count('six'));
      expect(last.extras[side]).toBe(count('wide'));
    }
    for (const i of incidents.filter((x) => x.points !== null)) {
      const s = i.cricket;
      if (!s) throw new Error('no state');
      expect(i.score?.[s.batting]).toBe(s.runs);
      if (s.firstInnings) expect(i.score?.[s.firstInnings.batting]).toBe(s.firstInnings.runs);
    }
  });

  it('draws where the ball went: fours at the rope, bowled and lbw at the stumps', () => {
    for (const p of plans) {
      const { incidents: all } = trackerOf(42, p);
      for (const i of all) {
        const r = Math.hypot(i.x - 50, i.y - 50);
        if (i.kind === 'four') expect(r).toBeGreaterThan(40);
        if (i.kind === 'dot_ball') expect(r).toBeLessThan(30);
        if (i.cricket?.dismissal === 'bowled' || i.cricket?.dismissal === 'lbw') {
          expect(i.cricket.zone).toBeNull();
        }
        if (['four', 'six', 'runs', 'dot_ball'].includes(i.kind)) {
          expect(i.cricket?.zone).not.toBeNull();
        }
      }
      const dismissals = new Set(all.map((i) => i.cricket?.dismissal).filter(Boolean));
      expect(dismissals.size).toBeGreaterThan(1);
    }
  });

  it('is one incident a ball and two an innings: more than the 200 kept in most matches', () => {
    const phases = script.phases.filter((x) => x.kind === 'play').length;
    const balls = incidents.filter((i) => BALL_KINDS.includes(i.kind)).length;
    expect(incidents).toHaveLength(balls + 2 * phases);
  });

  it('refuses a ball whose runs do not match its outcome', () => {
    const home = ctx.home.id;
    const odd: MatchScript = {
      ...script,
      incidents: [
        {
          atMs: 0,
          suspends: false,
          scores: [{ opponentId: home, periodKey: 'RUNS', periodInstance: 1, score: 0 }],
          cricketOutcomes: [],
        },
        {
          atMs: 35_000,
          suspends: false,
          scores: [{ opponentId: home, periodKey: 'RUNS', periodInstance: 1, score: 5 }],
          cricketOutcomes: [{ over: 1, ball: 1, outcome: '4' }],
        },
      ],
    };
    expect(() => cricketIncidents(ctx, odd, mulberry32(1))).toThrow(UNREADABLE_BALL);
  });
});

describe('a tied cricket match', () => {
  it('goes to a super over: its start and end marks, the winner the script records', () => {
    const tied = Array.from({ length: 20 }, (_, d) => plansOf(42, DAY + d, 'CRIC'))
      .flat()
      .map((p) => trackerOf(42, p))
      .find((t) => t.script.phases.some((p) => p.kind === 'play' && p.number === 3));
    if (!tied) throw new Error('no tie on the test days');
    const { ctx, script, incidents } = tied;
    checkAgrees(ctx, script, incidents);
    const marks = incidents.filter((i) => i.period === 3);
    expect(marks.map((i) => i.kind)).toEqual(['period_start', 'period_end']);
    const winner = script.incidents
      .flatMap((i) => i.scores)
      .find((s) => s.periodKey === 'SUPER_OVER' && s.score === 1);
    const side = winner?.opponentId === ctx.home.id ? 'home' : 'away';
    expect(marks[1]?.cricket?.superOver).toBe(side);
    // The super over's marks carry the tied second innings, over.
    expect(marks[0]?.cricket).toMatchObject({ innings: 2, inningsEnd: true, superOver: null });
    const last = incidents.at(-1)?.cricket;
    expect(last?.runs).toBe((last?.target ?? 0) - 1);
  });
});

describe('cricket tracker properties', () => {
  it('is a function of (seed, event): the same twice, and agrees with the score at every ball', () => {
    forSeededEventsOf('CRIC', (t) => checkAgrees(t.ctx, t.script, t.incidents), 20);
  });
});

describe('the sports that had a tracker before cricket', () => {
  // Digests of the day's incidents (seed 42) as they were before cricket had a tracker (taken
  // from the previous commit's output), and of every sport's scripts that day.
  const PINNED: Readonly<Record<string, string>> = {
    FOOT: '9edc9b27',
    BASK: '6bc263e6',
    TENN: 'c71472b3',
    ICEH: 'ca2a188f',
    VOLL: '8dadc295',
    AMFB: '834f6b6b',
  };

  it.each(Object.keys(PINNED))('%s: the same incidents, byte for byte', (code) => {
    const all = plansOf(42, DAY, code).map((p) => trackerOf(42, p).incidents);
    expect(fingerprint(JSON.stringify(all))).toBe(PINNED[code]);
  });

  it('leaves every sport’s script as it was but baseball’s (scores and prices come from them)', () => {
    expect(scriptDigests()).toEqual(SCRIPT_DIGESTS);
  });
});
