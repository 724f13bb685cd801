import { PERIOD_IDS, type CricketOutcome, type PeriodScore } from '@touchline/betting';
import {
  encodeMarketChange,
  LiveEventMessageFromWire,
  MarketChangeFromWire,
} from '@touchline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOTBALL_KEYS, TOTAL_GOAL_LINES } from '../models/football-model';
import { scheduledPlansOfDay } from '../schedule';
import { contextOf } from '../sim-events';
import { modelFor } from '../sport-models';
import { MARKET_TYPES } from '../market-types';
import type { SimFeedMessage } from '../model';
import { SUSPENSION_MS, createSimWorld } from '../sim-world';
import { FeedRecorder, run, scoreTotal, type RecordedEvent } from './feed-recorder';

const T0 = Date.parse('2026-11-22T12:00:00Z');
const base = { seed: 42, margin: 0.06 };

function finalFootballScore(e: RecordedEvent) {
  const [home, away] = e.fixture?.opponents ?? [];
  return {
    home: scoreTotal(e.live.scoresPerPeriod, home?.id ?? -1, 'HALF'),
    away: scoreTotal(e.live.scoresPerPeriod, away?.id ?? -1, 'HALF'),
  };
}

/**
 * A busy Sunday afternoon in real time (SIM_SPEED 1), stepped every 30 seconds: every sport's
 * events kick off, play and finish. Recorded once, read by several tests.
 */
const SUNDAY = Date.parse('2026-11-22T12:25:00Z');
const longRun = (() => {
  const world = createSimWorld({ ...base, speed: 1 });
  const recorder = new FeedRecorder();
  const card = world.card(new Date(SUNDAY), 7);
  recorder.apply(
    card.events.map((event) => ({ type: 'fixture', event })),
    SUNDAY,
  );
  run(world, recorder, SUNDAY, Date.parse('2026-11-22T20:00:00Z'), 30_000);
  return recorder;
})();

describe('the rolling live supply', () => {
  it('has at least 6 events in play across 3+ sports at any instant, at any speed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2025-06-01'), max: Date.parse('2029-12-31') }),
        fc.constantFrom(1, 10, 60, 600, 3600),
        (now, speed) => {
          const world = createSimWorld({ ...base, speed });
          const live = world.liveEvents(new Date(now));
          expect(live.length).toBeGreaterThanOrEqual(6);
          expect(new Set(live.map((e) => e.sportCode)).size).toBeGreaterThanOrEqual(3);
          for (const e of live) {
            expect(Date.parse(e.startTime)).toBeLessThanOrEqual(now);
            expect(Date.parse(e.endTime)).toBeGreaterThan(now);
          }
        },
      ),
      // The example once failed: an end time cut to whole milliseconds fell on `now`.
      { numRuns: 60, examples: [[1888849799983, 3600]] },
    );
  });

  it('announces them: the first step reports every live event as live, with markets, clock and score', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01'), max: Date.parse('2027-12-31') }),
        (now) => {
          const world = createSimWorld({ ...base, speed: 1 });
          const recorder = new FeedRecorder();
          recorder.apply(world.step(new Date(now)), now);
          const live = [...recorder.events.values()].filter((e) => e.status === 'live');
          expect(live.map((e) => e.id).sort()).toEqual(
            world
              .liveEvents(new Date(now))
              .map((e) => e.id)
              .sort(),
          );
          expect(live.length).toBeGreaterThanOrEqual(6);
          for (const e of live) {
            expect(e.live.clock?.status).toMatch(/RUNNING|END_OF_PERIOD/);
            expect(e.live.currentPeriod).toBeTruthy();
            if (e.fixture?.eventType === 'GAMEEVENT') {
              expect(e.live.scoresPerPeriod?.length).toBeGreaterThan(0);
              expect(
                [...e.markets.values()].some(
                  (m) => m.status === 'open' || m.status === 'suspended',
                ),
              ).toBe(true);
            }
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe('determinism', () => {
  const stream = (seed: number) => {
    const world = createSimWorld({ seed, margin: 0.05, speed: 30 });
    const out: SimFeedMessage[] = [];
    world.card(new Date(T0), 2);
    for (let t = T0; t < T0 + 10 * 60_000; t += 2000) out.push(...world.step(new Date(t)));
    return out;
  };

  it('gives the same message stream for the same seed and clock, another for another seed', () => {
    const a = stream(11);
    expect(a.length).toBeGreaterThan(1000);
    expect(stream(11)).toEqual(a);
    expect(stream(12)).not.toEqual(a);
  }, 30_000);
});

describe('in-play football', () => {
  const finished = [...longRun.events.values()].filter(
    (e) => e.fixture?.sportCode === 'FOOT' && e.finishedAt !== null && e.wentLiveAt !== null,
  );

  it('runs several matches to the end', () => {
    expect(finished.length).toBeGreaterThanOrEqual(5);
  });

  it('replaces pre-match markets by in-running ones with the live period ids', () => {
    for (const e of finished) {
      const markets = [...e.markets.values()];
      const pre = markets.filter((m) => m.periodId === 100 || m.periodId === 102);
      const live = markets.filter((m) => m.periodId === 200 || m.periodId === 202);
      expect(pre.length).toBeGreaterThan(0);
      expect(
        live.some(
          (m) =>
            m.marketTypeId === MARKET_TYPES.matchResult &&
            m.periodId === PERIOD_IDS.FOOT.fullTime.live,
        ),
      ).toBe(true);
      expect(
        live.some(
          (m) =>
            m.marketTypeId === MARKET_TYPES.matchResult &&
            m.periodId === PERIOD_IDS.FOOT.firstHalf.live,
        ),
      ).toBe(true);
      expect(live.some((m) => m.marketTypeId === MARKET_TYPES.nextGoal)).toBe(true);
      expect(e.trail.indexOf('eventStatus:live')).toBeLessThan(e.trail.indexOf('m:closed'));
    }
  });

  it('ends with END_OF_EVENT, then finished, then results for every market and outcome', () => {
    for (const e of finished) {
      const end = e.trail.indexOf('clock:END_OF_EVENT');
      expect(end).toBeGreaterThan(0);
      expect(e.trail.slice(end, end + 3)).toEqual([
        'clock:END_OF_EVENT',
        'eventStatus:finished',
        'results',
      ]);
      expect(e.live.isFinished).toBe(true);
      for (const market of e.markets.values()) {
        const results = e.results.get(market.id);
        expect(results, market.description).toBeDefined();
        expect(new Set(results?.keys())).toEqual(market.outcomes);
      }
    }
  });

  it('settles every market after the results: resulted in play, settled at the end', () => {
    for (const e of finished) {
      const end = e.trail.indexOf('clock:END_OF_EVENT');
      const firstSettled = e.trail.indexOf('m:settled');
      expect(firstSettled).toBeGreaterThan(e.trail.lastIndexOf('results'));
      expect(e.trail.slice(firstSettled).every((k) => k === 'm:settled')).toBe(true);
      expect(firstSettled).toBeGreaterThan(end);
      for (const market of e.markets.values()) {
        // spec betting-domain §4 statuses, in order: resulted (the result), then settled (final).
        expect(market.status, market.description).toBe('settled');
        const resulted = market.history.indexOf('resulted');
        expect(resulted, market.description).toBeGreaterThanOrEqual(0);
        expect(market.history.indexOf('settled')).toBe(market.history.length - 1);
      }
      // The first half was resulted at half time, long before it was settled.
      const fh = e.markets.get(
        e.id * 1000 + FOOTBALL_KEYS.liveOffset + FOOTBALL_KEYS.firstHalfResult,
      );
      expect(fh?.history.slice(-2)).toEqual(['resulted', 'settled']);
      expect(e.trail.indexOf('results')).toBeLessThan(end);
    }
  });

  it('results agree with the final score (1X2, both teams to score, totals)', () => {
    for (const e of finished) {
      const { home, away } = finalFootballScore(e);
      for (const offset of [0, FOOTBALL_KEYS.liveOffset]) {
        const result = (key: number) => {
          const marketId = e.id * 1000 + key + offset;
          return [...(e.results.get(marketId)?.values() ?? [])].map((r) => r.result);
        };
        expect(result(FOOTBALL_KEYS.matchResult)).toEqual([
          home > away ? 'won' : 'lost',
          home === away ? 'won' : 'lost',
          home < away ? 'won' : 'lost',
        ]);
        const btts = home > 0 && away > 0;
        expect(result(FOOTBALL_KEYS.bothTeamsToScore)).toEqual([
          btts ? 'won' : 'lost',
          btts ? 'lost' : 'won',
        ]);
        TOTAL_GOAL_LINES.forEach((line, i) => {
          const over = home + away > line;
          expect(result(FOOTBALL_KEYS.firstTotal + i)).toEqual([
            over ? 'won' : 'lost',
            over ? 'lost' : 'won',
          ]);
        });
      }
    }
  });

  it('suspends on a goal and reopens re-priced a few seconds later', () => {
    // Real time: step every second through matches and watch each goal.
    const world = createSimWorld({ ...base, speed: 1 });
    const start = Date.parse('2026-11-22T15:00:00Z');
    let checked = 0;
    let prevGoals = new Map<number, number>();
    const seenOpen = new Map<number, Map<number, number>>();
    const pending: {
      eventId: number;
      at: number;
      prices: Map<number, number>;
      markets: Set<number>;
    }[] = [];
    const recorder = new FeedRecorder();
    recorder.apply(world.step(new Date(start)), start);
    for (let t = start + 1000; t < start + 100 * 60_000 && checked < 4; t += 1000) {
      const messages = world.step(new Date(t));
      recorder.apply(messages, t);
      for (const e of recorder.events.values()) {
        if (e.fixture?.sportCode !== 'FOOT' || e.status !== 'live') continue;
        const { home, away } = finalFootballScore(e);
        const goals = home + away;
        const before = prevGoals.get(e.id);
        if (before !== undefined && goals > before) {
          // The goal's step: every open in-running market of the event was suspended in it.
          const suspended = messages.filter(
            (m) =>
              m.type === 'marketChange' &&
              m.change.kind === 'm' &&
              m.change.status === 'suspended' &&
              m.change.eventId === e.id,
          );
          expect(suspended.length).toBeGreaterThan(0);
          const wdw = e.id * 1000 + FOOTBALL_KEYS.liveOffset + FOOTBALL_KEYS.matchResult;
          expect(e.markets.get(wdw)?.status).toBe('suspended');
          pending.push({
            eventId: e.id,
            at: t,
            prices: new Map(seenOpen.get(e.id) ?? []),
            markets: new Set(
              suspended.map((m) => (m.type === 'marketChange' ? m.change.marketId : 0)),
            ),
          });
        }
        prevGoals = new Map(prevGoals).set(e.id, goals);
        const wdw = e.markets.get(
          e.id * 1000 + FOOTBALL_KEYS.liveOffset + FOOTBALL_KEYS.matchResult,
        );
        if (wdw?.status === 'open') seenOpen.set(e.id, new Map(wdw.prices));
      }
      for (const p of [...pending]) {
        const e = recorder.events.get(p.eventId);
        const wdw = e?.markets.get(
          p.eventId * 1000 + FOOTBALL_KEYS.liveOffset + FOOTBALL_KEYS.matchResult,
        );
        if (wdw?.status !== 'open') {
          expect(t - p.at).toBeLessThanOrEqual(SUSPENSION_MS + 1000);
          continue;
        }
        // Reopened within the suspension time, at new prices.
        expect(t - p.at).toBeLessThanOrEqual(SUSPENSION_MS + 1000);
        expect(t - p.at).toBeGreaterThan(0);
        expect([...wdw.prices.values()]).not.toEqual([...p.prices.values()]);
        pending.splice(pending.indexOf(p), 1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('suspends the match result on every goal even when a step spans the whole suspension', () => {
    // The long run steps every 30 s, longer than the suspension: each goal still shows.
    for (const e of finished) {
      const { home, away } = finalFootballScore(e);
      const wdw = e.markets.get(e.id * 1000 + FOOTBALL_KEYS.liveOffset + FOOTBALL_KEYS.matchResult);
      const history = wdw?.history ?? [];
      const suspensions = history.filter((s) => s === 'suspended').length;
      expect(suspensions, e.fixture?.description).toBeGreaterThanOrEqual(home + away);
      history.forEach((s, i) => {
        if (s === 'suspended') expect(['open', 'suspended', 'resulted']).toContain(history[i + 1]);
      });
      expect(history.slice(-2)).toEqual(['resulted', 'settled']);
    }
  });

  it('hides correct scores below the current score and results decided markets in play', () => {
    for (const e of finished) {
      const cs = e.markets.get(e.id * 1000 + FOOTBALL_KEYS.liveOffset + FOOTBALL_KEYS.correctScore);
      if (!cs) continue;
      const { home, away } = finalFootballScore(e);
      const outcomes = [...cs.outcomes].sort((a, b) => a - b);
      outcomes.slice(0, 25).forEach((id, i) => {
        const x = Math.floor(i / 5);
        const y = i % 5;
        expect(cs.hidden.get(id), `${x}-${y} at ${home}-${away}`).toBe(x < home || y < away);
      });
      // Next goal n is resulted when goal n is scored: one market per goal plus the last open one.
      const nextGoals = [...e.markets.values()].filter(
        (m) => m.marketTypeId === MARKET_TYPES.nextGoal,
      );
      expect(nextGoals.length).toBe(home + away + 1);
    }
  });

  it('closes the first half markets at half time', () => {
    for (const e of finished) {
      const fh = e.id * 1000 + FOOTBALL_KEYS.liveOffset + FOOTBALL_KEYS.firstHalfResult;
      const halfTime = e.trail.indexOf('clock:END_OF_PERIOD');
      const resultedAt = e.trail.indexOf('results');
      expect(halfTime).toBeGreaterThan(0);
      expect(e.results.has(fh)).toBe(true);
      expect(resultedAt).toBeLessThan(e.trail.indexOf('clock:END_OF_EVENT'));
    }
  });
});

describe('every sport in play', () => {
  const done = [...longRun.events.values()].filter(
    (e) => e.finishedAt !== null && e.wentLiveAt !== null && e.fixture,
  );

  it('finishes events of many sports, each with results for all its markets', () => {
    const sports = new Set(done.map((e) => e.fixture?.sportCode));
    for (const code of ['FOOT', 'BASK', 'TENN', 'HORS', 'EFOT', 'EBSK', 'CSGO', 'LOLS', 'DOTA']) {
      expect(sports.has(code), code).toBe(true);
    }
    for (const e of done) {
      for (const market of e.markets.values()) {
        expect(
          e.results.get(market.id),
          `${e.fixture?.sportCode} ${market.description}`,
        ).toBeDefined();
      }
    }
  });

  it('uses the spec live period ids for basketball and tennis', () => {
    const periods = (code: string) =>
      new Set(
        done
          .filter((e) => e.fixture?.sportCode === code)
          .flatMap((e) => [...e.markets.values()].map((m) => m.periodId)),
      );
    expect(periods('BASK')).toEqual(new Set([168, 171, 268, 271]));
    expect(periods('TENN')).toEqual(new Set([109, 110, 209, 210]));
  });

  it('settles races with won, placed and lost under the each-way terms', () => {
    const races = done.filter((e) => e.fixture?.sportCode === 'HORS');
    expect(races.length).toBeGreaterThan(3);
    for (const race of races) {
      const ew = race.fixture?.markets.find((m) => m.marketTypeId === MARKET_TYPES.winEachWay);
      const results = [...(race.results.get(ew?.id ?? -1)?.values() ?? [])];
      const winners = results.filter((r) => r.result === 'won').length;
      const paid = results.filter((r) => r.result === 'won' || r.result === 'placed').length;
      expect(winners).toBeGreaterThanOrEqual(1);
      expect(paid).toBeGreaterThanOrEqual(ew?.places ?? 0);
      expect(paid).toBeLessThanOrEqual((ew?.places ?? 0) + 1);
    }
  });

  it('sends cricket balls of the current over, with a runs-in-over market per over', () => {
    const world = createSimWorld({ ...base, speed: 20 });
    const recorder = new FeedRecorder();
    const start = Date.parse('2026-11-22T14:00:00Z');
    let overs = 0;
    /** Per event, the balls of each over as the feed showed them (last message wins). */
    const ballsByOver = new Map<number, Map<number, readonly CricketOutcome[]>>();
    let checked = 0;
    for (let t = start; t < start + 5 * 60_000; t += 1000) {
      for (const m of world.step(new Date(t))) {
        if (m.type === 'live' && m.message.kind === 'cricketOutcomes') {
          const balls = m.message.cricketOutcomes;
          expect(balls.length).toBeLessThanOrEqual(12);
          expect(new Set(balls.map((b) => b.over)).size).toBeLessThanOrEqual(1);
          if (balls.length === 6) overs++;
          const over = balls[0]?.over;
          const byOver =
            ballsByOver.get(m.message.eventId) ?? new Map<number, readonly CricketOutcome[]>();
          if (over !== undefined) byOver.set(over, balls);
          ballsByOver.set(m.message.eventId, byOver);
        }
        recorder.apply([m], t);
        // spec betting-domain §9 "runs in over" (21, period 262): resulted once its over is
        // bowled, Over 7.5 won exactly when the over's balls made more than 7.5 runs.
        if (m.type !== 'results') continue;
        const e = recorder.events.get(m.eventId);
        for (const r of m.markets) {
          const market = e?.markets.get(r.marketId);
          if (market?.marketTypeId !== MARKET_TYPES.cricketRunsInOver) continue;
          if (e?.live.clock?.status === 'END_OF_EVENT') continue;
          expect(market.periodId).toBe(262);
          const over = Number(/Over (\d+) Runs/.exec(market.description)?.[1]);
          const balls = ballsByOver.get(m.eventId)?.get(over) ?? [];
          const legal = balls.filter((b) => b.outcome !== 'WD').length;
          const runs = balls.reduce(
            (sum, b) => sum + (b.outcome === 'WD' ? 1 : Number(b.outcome) || 0),
            0,
          );
          const [overLine, underLine] = r.outcomes.map((o) => o.result);
          if (overLine === 'void') continue; // the innings ended before the over did
          // Decided early only when the line is already passed; otherwise after ball six.
          expect(runs > 7.5 || legal === 6, market.description).toBe(true);
          expect([overLine, underLine], `${market.description}: ${runs} runs`).toEqual(
            runs > 7.5 ? ['won', 'lost'] : ['lost', 'won'],
          );
          checked++;
        }
      }
    }
    expect(overs).toBeGreaterThan(3);
    expect(checked).toBeGreaterThan(3);
    // One market per over, in running, numbered by the over.
    for (const e of recorder.events.values()) {
      if (e.fixture?.sportCode !== 'CRIC') continue;
      const perOver = [...e.markets.values()].filter(
        (m) => m.marketTypeId === MARKET_TYPES.cricketRunsInOver,
      );
      const names = perOver.map((m) => m.description);
      expect(new Set(names).size).toBe(names.length);
      for (const m of perOver) expect(m.periodId).toBe(262);
    }
  });

  it('raises rare feed alerts that end shortly after', () => {
    expect(longRun.alerts.length).toBeGreaterThan(0);
    const open = new Map<string, number>();
    for (const a of longRun.alerts) {
      if (a.active) open.set(a.feedCode, a.at);
      else {
        expect(open.has(a.feedCode)).toBe(true);
        open.delete(a.feedCode);
      }
    }
  });

  it('puts a market into long-term suspension now and then, and still results it', () => {
    // Find a match whose script holds a long suspension, then play it at speed 60.
    const plan = [20_778, 20_779, 20_780, 20_781]
      .flatMap((day) => scheduledPlansOfDay(base.seed, day))
      .find((p) => p.sport.code === 'FOOT' && modelFor('FOOT').script(contextOf(base.seed, p)).lts);
    expect(plan).toBeDefined();
    if (!plan) return;
    const world = createSimWorld({ ...base, speed: 60 });
    const recorder = new FeedRecorder();
    recorder.apply(
      world
        .card(new Date(plan.startMs - 60_000), 1)
        .events.map((event) => ({ type: 'fixture' as const, event })),
      plan.startMs,
    );
    run(world, recorder, plan.startMs - 1000, plan.startMs + 3 * 60_000, 1000);
    const e = recorder.events.get(plan.id);
    expect(e?.trail).toContain('m:lts');
    expect(e?.trail.indexOf('m:lts')).toBeLessThan(e?.trail.indexOf('clock:END_OF_EVENT') ?? -1);
    for (const m of e?.markets.values() ?? []) expect(e?.results.has(m.id)).toBe(true);
  }, 30_000);

  it('emits messages the feed schemas parse back', () => {
    const world = createSimWorld({ ...base, speed: 60 });
    for (let t = T0; t < T0 + 5 * 60_000; t += 1000) {
      for (const m of world.step(new Date(t))) {
        if (m.type === 'marketChange') {
          const decoded = MarketChangeFromWire.safeParse(
            JSON.parse(JSON.stringify(encodeMarketChange(m.change))),
          );
          expect(decoded.success).toBe(true);
        }
        if (m.type === 'live')
          expect(
            LiveEventMessageFromWire.safeParse(JSON.parse(JSON.stringify(m.message))).success,
          ).toBe(true);
      }
    }
  });
});

describe('SIM_SPEED', () => {
  it('compresses a match: the same event lasts 1/speed of the wall time', () => {
    const kickOff = Date.parse('2026-11-22T14:00:00Z');
    const football = createSimWorld({ ...base, speed: 1 })
      .card(new Date(kickOff - 3_600_000), 1)
      .events.find((e) => e.sportCode === 'FOOT' && Date.parse(e.startTime) >= kickOff);
    const start = Date.parse(football?.startTime ?? '');
    const durations = [1, 60].map((speed) => {
      const world = createSimWorld({ ...base, speed });
      const recorder = new FeedRecorder();
      const step = speed === 1 ? 5000 : 1000;
      run(
        world,
        recorder,
        start - step,
        start + (speed === 1 ? 2.5 * 3_600_000 : 4 * 60_000),
        step,
      );
      const e = recorder.events.get(football?.id ?? -1);
      expect(e?.wentLiveAt).toBe(start);
      expect(e?.finishedAt).toBeTypeOf('number');
      return { wall: (e?.finishedAt ?? 0) - start, step };
    });
    const [real, fast] = durations;
    expect(real?.wall).toBeGreaterThanOrEqual(90 * 60_000);
    expect(fast?.wall).toBeLessThan(2 * 60_000);
    // Equal within one step's granularity at each speed.
    expect(Math.abs((real?.wall ?? 0) / 60 - (fast?.wall ?? 0))).toBeLessThanOrEqual(
      (real?.step ?? 0) / 60 + (fast?.step ?? 0),
    );
  }, 60_000);

  it('keeps several events live at high speed by spacing rolling kick-offs closer', () => {
    const world = createSimWorld({ ...base, speed: 600 });
    const recorder = new FeedRecorder();
    run(world, recorder, T0, T0 + 60_000, 1000);
    const started = [...recorder.events.values()].filter(
      (e) => e.wentLiveAt !== null && e.wentLiveAt > T0,
    );
    expect(started.length).toBeGreaterThan(10);
  });
});

describe('restart catch-up', () => {
  it('a new world stepped at t reports the same scores, clocks and statuses as one stepped all along', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.constantFrom(1, 30), (minutes, speed) => {
        const start = Date.parse('2026-11-22T14:50:00Z');
        const t = start + minutes * 60_000;
        const continuous = new FeedRecorder();
        const world = createSimWorld({ ...base, speed });
        const fixtures = world.card(new Date(start), 1).events;
        continuous.apply(
          fixtures.map((event) => ({ type: 'fixture' as const, event })),
          start,
        );
        run(world, continuous, start, t, 5000);
        const restarted = new FeedRecorder();
        restarted.apply(createSimWorld({ ...base, speed }).step(new Date(t)), t);
        const live = [...restarted.events.values()].filter((e) => e.status === 'live');
        expect(live.length).toBeGreaterThan(0);
        for (const e of live) {
          const held = continuous.events.get(e.id);
          expect(held?.status).toBe('live');
          const sorted = (s: readonly PeriodScore[] | undefined) =>
            [...(s ?? [])].sort((a, b) =>
              `${a.opponentId}${a.periodKey}${a.periodInstance}`.localeCompare(
                `${b.opponentId}${b.periodKey}${b.periodInstance}`,
              ),
            );
          expect(sorted(e.live.scoresPerPeriod)).toEqual(sorted(held?.live.scoresPerPeriod));
          expect(e.live.clock).toEqual(held?.live.clock);
          expect(e.live.currentPeriod).toEqual(held?.live.currentPeriod);
          const openLive = (r: RecordedEvent | undefined) =>
            [...(r?.markets.values() ?? [])]
              .filter((m) => m.status === 'open' || m.status === 'suspended')
              .map((m) => m.id)
              .sort();
          expect(openLive(e)).toEqual(openLive(held));
        }
      }),
      { numRuns: 6 },
    );
  }, 60_000);
});

describe('message volume', () => {
  it('stays bounded: price changes per live event per simulated minute', () => {
    const world = createSimWorld({ ...base, speed: 1 });
    const start = Date.parse('2026-11-22T15:10:00Z');
    world.step(new Date(start));
    let prices = 0;
    let liveMinutes = 0;
    for (let t = start + 1000; t <= start + 10 * 60_000; t += 1000) {
      const messages = world.step(new Date(t));
      prices += messages.filter((m) => m.type === 'marketChange' && m.change.kind === 'p').length;
      if ((t - start) % 60_000 === 0) liveMinutes += world.liveEvents(new Date(t)).length;
    }
    expect(liveMinutes).toBeGreaterThan(0);
    expect(prices / liveMinutes).toBeLessThan(60);
  }, 30_000);
});

describe('outages', () => {
  it('after a stall, finishes and results the events that ended meanwhile', () => {
    const world = createSimWorld({ ...base, speed: 1 });
    const recorder = new FeedRecorder();
    const start = Date.parse('2026-11-22T15:00:00Z');
    recorder.apply(world.step(new Date(start)), start);
    const live = [...recorder.events.values()].filter((e) => e.status === 'live');
    // Three hours without a step: every event live at 15:00 has ended by 18:00 except long ones.
    const later = start + 3 * 3_600_000;
    recorder.apply(world.step(new Date(later)), later);
    const stillLive = new Set(world.liveEvents(new Date(later)).map((e) => e.id));
    for (const e of live) {
      if (stillLive.has(e.id)) continue;
      expect(e.status, e.fixture?.description).toBe('finished');
      expect(e.trail).toContain('results');
    }
  });

  it('finishes events a platform still holds as live, by id', () => {
    const world = createSimWorld({ ...base, speed: 60 });
    const start = Date.parse('2026-11-22T15:00:00Z');
    const live = world.liveEvents(new Date(start));
    const later = new Date(start + 2 * 3_600_000);
    const recorder = new FeedRecorder();
    recorder.apply(world.finishStale([...live.map((e) => e.id), 12345], later), later.getTime());
    for (const e of live) {
      const r = recorder.events.get(e.id);
      expect(r?.status).toBe('finished');
      const trail = r?.trail ?? [];
      expect(trail.slice(0, 3)).toEqual(['clock:END_OF_EVENT', 'eventStatus:finished', 'results']);
      // Then every resulted market is settled, once.
      expect(trail.slice(3)).toEqual(
        Array.from({ length: r?.results.size ?? 0 }, () => 'm:settled'),
      );
      expect(r?.results.size).toBeGreaterThan(0);
    }
    expect(recorder.events.has(12345)).toBe(false);
    // Not over yet: left alone.
    expect(
      world.finishStale(
        live.map((e) => e.id),
        new Date(start),
      ),
    ).toEqual([]);
  });
});
