import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ENDPOINTS,
  LiveEvent,
  TrackerAnswer,
  WsTrackerFrame,
  buildPath,
  trackerPitchOf,
} from '@touchline/contract';
import {
  createSimWorld,
  type SimTrackerBatch,
  type SimTrackerIncident,
} from '@touchline/simulator';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW, extendHarness, usePlatform, type Harness } from '../../../test/harness';
import { E1, E2, E3, ScriptedWorld, TestSocket } from './feed-fixtures';

/** The scripted feed world with a tracker: each call hands out the next queued batches. */
class TrackerWorld extends ScriptedWorld {
  private readonly trackerQueue: SimTrackerBatch[][] = [];

  tracker(): readonly SimTrackerBatch[] {
    return this.trackerQueue.shift() ?? [];
  }

  pushTracker(...batches: SimTrackerBatch[]): void {
    this.trackerQueue.push(batches);
  }
}

function incident(seq: number, overrides: Partial<SimTrackerIncident> = {}): SimTrackerIncident {
  return {
    seq,
    atMs: seq * 20_000,
    at: new Date(TEST_NOW.getTime() + seq * 20_000).toISOString(),
    kind: 'attack',
    side: 'home',
    opponentId: E1 * 10 + 1,
    x: 60,
    y: 40,
    minute: Math.floor(seq / 3),
    period: 1,
    points: null,
    score: null,
    ...overrides,
  };
}

/** The incidents that carry the match score after them. */
const SCORING_KINDS: readonly string[] = [
  'goal',
  'point',
  'touchdown',
  'extra_point',
  'field_goal',
  'safety',
  'runs',
  'four',
  'six',
  'wide',
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => incident(from + i));

interface TrackerHarness extends Harness {
  readonly world: TrackerWorld;
  readonly wsUrl: string;
  /** Queues tracker batches and runs a feed tick a second later. */
  step(...batches: SimTrackerBatch[]): Promise<void>;
  get(url: string): Promise<{ status: number; body: unknown }>;
}

function useTrackerPlatform(target: Parameters<typeof usePlatform>[0]): TrackerHarness {
  const world = new TrackerWorld();
  const base = usePlatform(target, { world, listen: true });
  let now = TEST_NOW.getTime();
  return extendHarness<TrackerHarness>(base, {
    world,
    get wsUrl() {
      return `ws://${base.origin}/ws`;
    },
    async step(...batches) {
      world.pushTracker(...batches);
      now += 1000;
      base.setNow(new Date(now));
      await base.platform.tick();
      await base.platform.feed.stream.idle();
    },
    async get(url) {
      const res = await base.app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json() };
    },
  });
}

const trackerPath = (eventId: number | string) =>
  buildPath(ENDPOINTS.tracker.incidents.path, { eventId });

describe.each(dbTargets())('the match tracker call and frames on $name', (target) => {
  const h = useTrackerPlatform(target);

  it('answers an event without incidents yet with an empty list, its drawing and cursor 0', async () => {
    const res = await h.get(trackerPath(E3));
    expect(res.status).toBe(200);
    expect(TrackerAnswer.parse(res.body)).toEqual({
      eventId: E3,
      pitch: 'basketball',
      incidents: [],
      cursor: 0,
    });
  });

  it('answers 404 for an event it does not know, 400 for a bad id or cursor', async () => {
    const unknown = await h.get(trackerPath(123_456_789));
    expect(unknown.status).toBe(404);
    expect(ApiError.parse(unknown.body).code).toBe('NOT_FOUND');
    for (const url of [
      trackerPath('abc'),
      trackerPath(0),
      `${trackerPath(E1)}?since=-1`,
      `${trackerPath(E1)}?since=two`,
      `${trackerPath(E1)}?since=1.5`,
    ]) {
      const res = await h.get(url);
      expect(res.status, url).toBe(400);
      expect(ApiError.safeParse(res.body).success, url).toBe(true);
    }
  });

  it('stores what the world reports, once, and answers after a cursor', async () => {
    await h.step({ eventId: E1, incidents: range(1, 3) });
    // Reported again (a takeover), plus one new, plus an event the catalogue does not hold.
    await h.step(
      { eventId: E1, incidents: range(2, 4) },
      { eventId: 999_999_999, incidents: range(1, 2) },
    );
    const all = TrackerAnswer.parse((await h.get(trackerPath(E1))).body);
    expect(all.pitch).toBe('football');
    expect(all.incidents.map((i) => i.seq)).toEqual([1, 2, 3, 4]);
    expect(all.cursor).toBe(4);
    expect(all.incidents[0]).toEqual({
      seq: 1,
      at: range(1, 1)[0]?.at,
      kind: 'attack',
      side: 'home',
      opponentId: E1 * 10 + 1,
      x: 60,
      y: 40,
      minute: 0,
      period: 1,
      points: null,
      score: null,
    });
    const after = TrackerAnswer.parse((await h.get(`${trackerPath(E1)}?since=2`)).body);
    expect(after.incidents.map((i) => i.seq)).toEqual([3, 4]);
    expect(after.cursor).toBe(4);
    const none = TrackerAnswer.parse((await h.get(`${trackerPath(E1)}?since=4`)).body);
    expect(none).toMatchObject({ incidents: [], cursor: 4 });
  });

  it('answers a tennis incident with the match as it stands after it, and no state for others', async () => {
    const tennis = {
      server: 'away' as const,
      sets: [
        { home: 6, away: 4 },
        { home: 2, away: 3 },
      ],
      game: { home: 'A', away: '40' },
      tiebreak: false,
      gameEnd: null,
      pointsWon: { home: 61, away: 55 },
      aces: { home: 4, away: 2 },
      doubleFaults: { home: 1, away: 3 },
      breaks: { home: 2, away: 1 },
    };
    await h.step({
      eventId: E2,
      incidents: [incident(1), incident(2, { kind: 'ace', x: 62, y: 20, tennis })],
    });
    const answer = TrackerAnswer.parse((await h.get(trackerPath(E2))).body);
    expect(answer.incidents[0]).not.toHaveProperty('tennis');
    expect(answer.incidents[1]).toMatchObject({ seq: 2, kind: 'ace', tennis });
  });

  it('answers a volleyball rally with the match as it stands after it', async () => {
    const volleyball = {
      server: 'home' as const,
      sets: [
        { home: 25, away: 21 },
        { home: 14, away: 12 },
      ],
      setsWon: { home: 1, away: 0 },
      setEnd: false,
      servePointsWon: { home: 17, away: 12 },
      aces: { home: 3, away: 1 },
      serviceErrors: { home: 4, away: 6 },
      blocks: { home: 5, away: 4 },
      attackPoints: { home: 25, away: 22 },
    };
    await h.step({
      eventId: E2,
      incidents: [
        incident(3),
        incident(4, {
          kind: 'block',
          x: 55,
          y: 40,
          points: 1,
          score: { home: 14, away: 12 },
          volleyball,
        }),
      ],
    });
    // E2's incidents so far (the tennis ones first): a plain one, then the rally with its state.
    const answer = TrackerAnswer.parse((await h.get(`${trackerPath(E2)}?since=2`)).body);
    expect(answer.incidents[0]).not.toHaveProperty('volleyball');
    expect(answer.incidents[1]).toMatchObject({ seq: 4, kind: 'block', volleyball });
  });

  it('answers an American football snap with the game as it stands after it', async () => {
    const americanFootball = {
      possession: 'away' as const,
      ballOn: 38,
      down: 2,
      toGo: 7,
      goalToGo: false,
      gain: 3,
      drive: { plays: 4, yards: 27 },
      touchdowns: { home: 1, away: 1 },
      fieldGoals: { home: 2, away: 0 },
      safeties: { home: 0, away: 1 },
      firstDowns: { home: 9, away: 8 },
      yards: { home: 180, away: 141 },
      turnovers: { home: 1, away: 0 },
      punts: { home: 3, away: 4 },
      possessionSeconds: { home: 1105, away: 990 },
    };
    const touchdown = { ...americanFootball, possession: 'home' as const, down: null, toGo: null };
    await h.step({
      eventId: E2,
      incidents: [
        incident(5, {
          kind: 'touchdown',
          x: 100,
          points: 6,
          score: { home: 13, away: 9 },
          americanFootball: { ...touchdown, ballOn: 100, gain: 12 },
        }),
        incident(6, { kind: 'play', side: 'away', x: 38, americanFootball }),
      ],
    });
    // E2's incidents so far: the two above after the four before them (tennis, volleyball).
    const answer = TrackerAnswer.parse((await h.get(`${trackerPath(E2)}?since=4`)).body);
    expect(answer.incidents.map((i) => i.kind)).toEqual(['touchdown', 'play']);
    expect(answer.incidents[0]).toMatchObject({ points: 6, score: { home: 13, away: 9 } });
    expect(answer.incidents[1]).toMatchObject({ seq: 6, side: 'away', americanFootball });
    expect(answer.incidents[1]).not.toHaveProperty('volleyball');
    const earlier = TrackerAnswer.parse((await h.get(trackerPath(E2))).body);
    expect(earlier.incidents[0]).not.toHaveProperty('americanFootball');
  });

  it('answers a cricket ball with the match as it stands after it', async () => {
    const cricket = {
      innings: 2,
      batting: 'away' as const,
      runs: 97,
      wickets: 3,
      balls: 74,
      target: 163,
      thisOver: ['1', 'WD', '4'] as ('1' | 'WD' | '4')[],
      firstInnings: { batting: 'home' as const, runs: 162, wickets: 7, balls: 120 },
      zone: 'cover' as const,
      dismissal: null,
      inningsEnd: false,
      fours: { home: 14, away: 9 },
      sixes: { home: 6, away: 3 },
      extras: { home: 4, away: 2 },
      superOver: null,
    };
    await h.step({
      eventId: E2,
      incidents: [
        incident(7, {
          kind: 'wicket',
          side: 'away',
          x: 50,
          y: 58,
          cricket: { ...cricket, runs: 92, wickets: 3, balls: 73, thisOver: ['1', 'WD', 'W'] },
        }),
        incident(8, {
          kind: 'four',
          side: 'away',
          x: 88,
          y: 40,
          points: 4,
          score: { home: 162, away: 97 },
          cricket,
        }),
      ],
    });
    const answer = TrackerAnswer.parse((await h.get(`${trackerPath(E2)}?since=6`)).body);
    expect(answer.incidents.map((i) => i.kind)).toEqual(['wicket', 'four']);
    expect(answer.incidents[0]?.cricket).toMatchObject({ wickets: 3, thisOver: ['1', 'WD', 'W'] });
    expect(answer.incidents[1]).toMatchObject({ seq: 8, points: 4, cricket });
    expect(answer.incidents[1]).not.toHaveProperty('americanFootball');
    const earlier = TrackerAnswer.parse((await h.get(trackerPath(E2))).body);
    expect(earlier.incidents[0]).not.toHaveProperty('cricket');
  });

  it('answers a baseball plate appearance with the game as it stands after it', async () => {
    const none = { home: 0, away: 0 };
    const baseball = {
      inning: 3,
      half: 'bottom' as const,
      batting: 'home' as const,
      outs: 1,
      bases: { first: true, second: false, third: true },
      count: { balls: 2, strikes: 1 },
      lineScore: { home: [0, 1, 1], away: [0, 0, 2] },
      hits: { home: 4, away: 3 },
      homeRuns: { home: 1, away: 0 },
      strikeouts: { home: 3, away: 5 },
      walks: none,
      leftOnBase: { home: 1, away: 2 },
      halfEnd: false,
    };
    await h.step({
      eventId: E2,
      incidents: [
        incident(9, {
          kind: 'single',
          side: 'home',
          x: 30,
          y: 50,
          points: 1,
          score: { home: 2, away: 2 },
          baseball,
        }),
      ],
    });
    const answer = TrackerAnswer.parse((await h.get(`${trackerPath(E2)}?since=8`)).body);
    expect(answer.incidents).toHaveLength(1);
    expect(answer.incidents[0]).toMatchObject({ seq: 9, kind: 'single', points: 1, baseball });
    expect(answer.incidents[0]).not.toHaveProperty('cricket');
    const earlier = TrackerAnswer.parse((await h.get(trackerPath(E2))).body);
    expect(earlier.incidents[0]).not.toHaveProperty('baseball');
  });

  it('keeps the latest 200 incidents of an event', async () => {
    await h.step({ eventId: E2, incidents: range(1, 150) });
    await h.step({ eventId: E2, incidents: range(151, 230) });
    const kept = TrackerAnswer.parse((await h.get(trackerPath(E2))).body);
    expect(kept.incidents).toHaveLength(200);
    expect(kept.incidents[0]?.seq).toBe(31);
    expect(kept.cursor).toBe(230);
  });

  it('pushes new incidents to the sockets subscribed to the event, and only those', async () => {
    const onE3 = await TestSocket.open(h.wsUrl);
    const onE1 = await TestSocket.open(h.wsUrl);
    await onE3.request({ op: 'subscribe', events: [E3] }, 'subscribed');
    await onE1.request({ op: 'subscribe', events: [E1] }, 'subscribed');
    const goal = incident(5, {
      kind: 'goal',
      x: 93,
      y: 50,
      points: 1,
      score: { home: 1, away: 0 },
    });
    await h.step({ eventId: E1, incidents: [goal] });
    await h.step({
      eventId: E3,
      incidents: [incident(1, { kind: 'point', points: 3, score: { home: 3, away: 0 } })],
    });
    const [pushed] = await onE1.waitFor((f) => f.op === 'tracker');
    const frame = WsTrackerFrame.parse(pushed);
    expect(frame.eventId).toBe(E1);
    expect(frame.incidents).toEqual([
      expect.objectContaining({ seq: 5, kind: 'goal', score: { home: 1, away: 0 } }),
    ]);
    const [first] = await onE3.waitFor((f) => f.op === 'tracker');
    // E1's goal never reached the socket that follows E3 only.
    expect(WsTrackerFrame.parse(first).eventId).toBe(E3);
    // A stored incident reported again is not pushed again.
    await h.step({ eventId: E1, incidents: [goal, incident(6)] });
    const frames = await onE1.waitFor((f) => f.op === 'tracker', 2);
    expect(WsTrackerFrame.parse(frames[1]).incidents.map((i) => i.seq)).toEqual([6]);
    await onE1.close();
    await onE3.close();
  });
});

describe.each(dbTargets())('the simulator tracker through the platform on $name', (target) => {
  const h = usePlatform(target);

  it('holds the play by play of live football, basketball and tennis so far, matching the score', async () => {
    const world = createSimWorld({ ...h.platform.ctx.config.sim, days: 1 });
    const tracked = world.liveEvents(TEST_NOW).filter((e) => trackerPitchOf(e.sportCode) !== null);
    expect(tracked.length).toBeGreaterThan(0);
    // Football and basketball, and a tennis match (and an American football game, when one is
    // in play).
    const tennis = tracked.find((e) => e.sportCode === 'TENN');
    expect(tennis).toBeDefined();
    const gridiron = tracked.find((e) => e.sportCode === 'AMFB');
    const ballByBall = new Set(['TENN', 'AMFB', 'CRIC', 'VOLL', 'BASE']);
    for (const live of [
      ...tracked.filter((e) => !ballByBall.has(e.sportCode)).slice(0, 4),
      ...(tennis ? [tennis] : []),
      ...(gridiron ? [gridiron] : []),
    ]) {
      const answer = TrackerAnswer.parse(
        (await h.app.inject({ method: 'GET', url: trackerPath(live.id) })).json(),
      );
      expect(answer.pitch).toBe(trackerPitchOf(live.sportCode));
      expect(answer.incidents[0]).toMatchObject({ seq: 1, kind: 'period_start', period: 1 });
      const seqs = answer.incidents.map((i) => i.seq);
      expect(seqs).toEqual(seqs.map((_, k) => k + 1));
      const event = LiveEvent.parse(
        (
          await h.app.inject({
            method: 'GET',
            url: buildPath(ENDPOINTS.catalog.event.path, { id: live.id }),
          })
        ).json(),
      );
      const [home, away] = event.opponents;
      const scoreOf = (id: number | undefined) =>
        event.scores.find((s) => s.opponentId === id)?.score ?? 0;
      if (answer.pitch === 'tennis') {
        // Every incident carries the match: its finished sets are the event's sets score.
        const state = answer.incidents.at(-1)?.tennis;
        expect(state).toBeDefined();
        const done = (state?.sets ?? []).filter(
          (s) =>
            (Math.max(s.home, s.away) >= 6 && Math.abs(s.home - s.away) >= 2) ||
            Math.max(s.home, s.away) === 7,
        );
        expect({
          home: done.filter((s) => s.home > s.away).length,
          away: done.filter((s) => s.away > s.home).length,
        }).toEqual({ home: scoreOf(home?.id), away: scoreOf(away?.id) });
        continue;
      }
      const goals = answer.incidents.filter((i) => SCORING_KINDS.includes(i.kind));
      const last = goals.at(-1)?.score ?? { home: 0, away: 0 };
      expect(last).toEqual({ home: scoreOf(home?.id), away: scoreOf(away?.id) });
    }
  });

  it('holds a live baseball game, its line score the event’s runs', async () => {
    const world = createSimWorld({ ...h.platform.ctx.config.sim, days: 1 });
    const games = world.liveEvents(TEST_NOW).filter((e) => e.sportCode === 'BASE');
    // The test instant has baseball in play (seeded: the same every run).
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const answer = TrackerAnswer.parse(
        (await h.app.inject({ method: 'GET', url: trackerPath(game.id) })).json(),
      );
      expect(answer.pitch).toBe('baseball');
      const state = answer.incidents.at(-1)?.baseball;
      if (!state) throw new Error('no baseball state');
      const event = LiveEvent.parse(
        (
          await h.app.inject({
            method: 'GET',
            url: buildPath(ENDPOINTS.catalog.event.path, { id: game.id }),
          })
        ).json(),
      );
      const [home, away] = event.opponents;
      const scoreOf = (id: number | undefined) =>
        event.scores.find((s) => s.opponentId === id)?.score ?? 0;
      const sum = (runs: readonly number[]) => runs.reduce((t, r) => t + r, 0);
      expect({ home: sum(state.lineScore.home), away: sum(state.lineScore.away) }).toEqual({
        home: scoreOf(home?.id),
        away: scoreOf(away?.id),
      });
    }
  });

  it('holds a live cricket match ball by ball, its latest state the event’s innings', async () => {
    const world = createSimWorld({ ...h.platform.ctx.config.sim, days: 1 });
    const cricket = world.liveEvents(TEST_NOW).find((e) => e.sportCode === 'CRIC');
    // The test instant has a T20 match in play (seeded: the same every run).
    if (!cricket) throw new Error('no cricket in play at the test instant');
    const answer = TrackerAnswer.parse(
      (await h.app.inject({ method: 'GET', url: trackerPath(cricket.id) })).json(),
    );
    expect(answer.pitch).toBe('cricket');
    const state = answer.incidents.at(-1)?.cricket;
    if (!state) throw new Error('no cricket state');
    const event = LiveEvent.parse(
      (
        await h.app.inject({
          method: 'GET',
          url: buildPath(ENDPOINTS.catalog.event.path, { id: cricket.id }),
        })
      ).json(),
    );
    const batting = event.opponents.find(
      (o) => o.position === (state.batting === 'home' ? 'HOME' : 'AWAY'),
    );
    const entry = (key: string) =>
      event.scoresPerPeriod.find(
        (s) =>
          s.opponentId === batting?.id && s.periodKey === key && s.periodInstance === state.innings,
      )?.score ?? 0;
    expect({ runs: state.runs, wickets: state.wickets, balls: state.balls }).toEqual({
      runs: entry('RUNS'),
      wickets: entry('WICKETS'),
      balls: entry('BALLS'),
    });
    // The match score of a cricket side is its runs.
    expect(event.scores.find((s) => s.opponentId === batting?.id)?.score).toBe(state.runs);
  });
});
