import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY, plansOf, trackerOf } from './tracker-fixtures';
import { contextOf } from '../sim-events';
import { modelFor } from '../sport-models';
import { createSimWorld, type SimTrackerIncident } from '../sim-world';
import {
  TRACKER_KINDS,
  TRACKER_MAX_INCIDENTS,
  trackerIncidents,
  type TrackerIncident,
} from '../match-tracker';
import type { MatchScript } from '../match-script';

/** Every score rise of the script: instant, scoring opponent, points. */
function scriptScoring(script: MatchScript) {
  const held = new Map<string, number>();
  const out: { atMs: number; opponentId: number; points: number }[] = [];
  for (const incident of script.incidents) {
    for (const s of incident.scores) {
      const key = `${s.opponentId}|${s.periodKey}|${s.periodInstance}`;
      const rise = s.score - (held.get(key) ?? 0);
      held.set(key, s.score);
      if (rise > 0) out.push({ atMs: incident.atMs, opponentId: s.opponentId, points: rise });
    }
  }
  return out;
}

function checkWellFormed(incidents: readonly TrackerIncident[], script: MatchScript) {
  expect(incidents.length).toBeLessThanOrEqual(TRACKER_MAX_INCIDENTS);
  incidents.forEach((incident, i) => {
    expect(incident.seq).toBe(i + 1);
    expect(TRACKER_KINDS).toContain(incident.kind);
    expect(incident.x).toBeGreaterThanOrEqual(0);
    expect(incident.x).toBeLessThanOrEqual(100);
    expect(incident.y).toBeGreaterThanOrEqual(0);
    expect(incident.y).toBeLessThanOrEqual(100);
    expect(Number.isInteger(incident.x) && Number.isInteger(incident.y)).toBe(true);
    expect(incident.atMs).toBeGreaterThanOrEqual(0);
    expect(incident.atMs).toBeLessThanOrEqual(script.durationMs);
    const before = incidents[i - 1];
    if (before) {
      expect(incident.atMs).toBeGreaterThanOrEqual(before.atMs);
      // The clock runs on within a period (a first half's stoppage time may pass 45).
      expect(incident.period).toBeGreaterThanOrEqual(before.period);
      if (incident.period === before.period) {
        expect(incident.minute).toBeGreaterThanOrEqual(before.minute);
      }
    }
    expect(incident.side === null).toBe(incident.opponentId === null);
  });
}

function checkAgreesWithScore(
  incidents: readonly TrackerIncident[],
  script: MatchScript,
  kind: 'goal' | 'point',
) {
  const scored = incidents.filter((i) => i.kind === kind);
  expect(scored.map((i) => ({ atMs: i.atMs, opponentId: i.opponentId, points: i.points }))).toEqual(
    scriptScoring(script),
  );
  // Running score after each, ending on the final score.
  let home = 0;
  let away = 0;
  for (const i of scored) {
    if (i.side === 'home') home += i.points ?? 0;
    else away += i.points ?? 0;
    expect(i.score).toEqual({ home, away });
  }
}

describe('the match tracker of a football match', () => {
  const plan = plansOf(42, DAY, 'FOOT')[0];
  if (!plan) throw new Error('no football on the day');
  const { script, incidents } = trackerOf(42, plan);

  it('opens and closes each half, with attacks, dangerous attacks and cards between', () => {
    const kinds = incidents.map((i) => i.kind);
    expect(kinds[0]).toBe('period_start');
    expect(kinds.at(-1)).toBe('period_end');
    expect(kinds.filter((k) => k === 'period_start')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'attack').length).toBeGreaterThan(20);
    expect(kinds.filter((k) => k === 'dangerous_attack').length).toBeGreaterThan(5);
    expect(incidents.at(-1)?.atMs).toBe(script.durationMs);
    checkWellFormed(incidents, script);
  });

  it('has every goal of the score at its instant, with the score after it', () => {
    checkAgreesWithScore(incidents, script, 'goal');
  });

  it('puts the ball where the side attacks: home towards x = 100, away towards 0', () => {
    for (const i of incidents.filter((x) => x.kind === 'dangerous_attack' || x.kind === 'goal')) {
      if (i.side === 'home') expect(i.x).toBeGreaterThan(50);
      else expect(i.x).toBeLessThan(50);
    }
  });
});

describe('the match tracker of a basketball game', () => {
  const plan = plansOf(42, DAY, 'BASK')[0];
  if (!plan) throw new Error('no basketball on the day');
  const { script, incidents } = trackerOf(42, plan);

  it('has every basket of the score as a point at its instant, with 1, 2 or 3 points', () => {
    checkAgreesWithScore(incidents, script, 'point');
    for (const i of incidents.filter((x) => x.kind === 'point')) {
      expect([1, 2, 3]).toContain(i.points);
    }
    checkWellFormed(incidents, script);
  });

  it('has no tracker for a sport without a drawing', () => {
    const esports = plansOf(42, DAY, 'CSGO')[0];
    if (!esports) throw new Error('no Counter-Strike on the day');
    const ctx = contextOf(42, esports);
    expect(trackerIncidents(ctx, modelFor('CSGO').script(ctx))).toBeNull();
  });
});

describe('the match tracker of an ice hockey game', () => {
  const plans = plansOf(42, DAY, 'ICEH');
  const plan = plans[0];
  if (!plan) throw new Error('no ice hockey on the day');
  const { script, incidents } = trackerOf(42, plan);

  it('has every goal of the score at its instant, for its side, with the score after it', () => {
    checkAgreesWithScore(incidents, script, 'goal');
    for (const i of incidents.filter((x) => x.kind === 'goal')) expect(i.points).toBe(1);
    checkWellFormed(incidents, script);
  });

  it('opens and closes each period, with rushes, shots and penalties between', () => {
    const kinds = incidents.map((i) => i.kind);
    expect(kinds[0]).toBe('period_start');
    expect(kinds.at(-1)).toBe('period_end');
    expect(kinds.filter((k) => k === 'period_start').length).toBeGreaterThanOrEqual(3);
    expect(kinds.filter((k) => k === 'attack').length).toBeGreaterThan(30);
    expect(kinds.filter((k) => k === 'dangerous_attack').length).toBeGreaterThan(10);
    expect(kinds.filter((k) => k === 'shot_on_target').length).toBeGreaterThan(20);
    // No football or basketball kinds on the ice.
    for (const k of ['corner', 'free_kick', 'point', 'yellow_card', 'red_card', 'timeout']) {
      expect(kinds).not.toContain(k);
    }
    expect(incidents.at(-1)?.atMs).toBe(script.durationMs);
  });

  it('has minor penalties as fouls, a few a game over the day’s games', () => {
    const fouls = plans.map((p) => trackerOf(42, p).incidents.filter((i) => i.kind === 'foul'));
    const mean = fouls.reduce((n, f) => n + f.length, 0) / plans.length;
    expect(mean).toBeGreaterThan(3);
    expect(mean).toBeLessThan(12);
  });

  it('puts the puck in the zone the side attacks: home towards x = 100, away towards 0', () => {
    const attacking = incidents.filter((x) =>
      ['attack', 'dangerous_attack', 'shot_on_target', 'goal'].includes(x.kind),
    );
    expect(attacking.length).toBeGreaterThan(0);
    for (const i of attacking) {
      // Over the opponent's blue line (x ≈ 62 from the attacker's end).
      if (i.side === 'home') expect(i.x).toBeGreaterThan(62);
      else expect(i.x).toBeLessThan(38);
    }
  });
});

describe('match tracker properties', () => {
  it('is a function of (seed, event): the same twice, and agrees with the score', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: DAY - 400, max: DAY + 400 }),
        fc.constantFrom('FOOT', 'BASK', 'ICEH'),
        fc.nat(),
        (seed, day, code, pick) => {
          const plans = plansOf(seed, day, code);
          if (plans.length === 0) return;
          const plan = plans[pick % plans.length];
          if (!plan) return;
          const first = trackerOf(seed, plan);
          const again = trackerOf(seed, plan);
          expect(again.incidents).toEqual(first.incidents);
          checkWellFormed(first.incidents, first.script);
          checkAgreesWithScore(first.incidents, first.script, code === 'BASK' ? 'point' : 'goal');
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the world reports the tracker', () => {
  const T0 = Date.parse('2026-11-22T15:00:00Z');

  it('hands out each incident once over consecutive windows, and the steps stay unchanged', () => {
    const watched = createSimWorld({ seed: 42, margin: 0.06, speed: 1 });
    const plain = createSimWorld({ seed: 42, margin: 0.06, speed: 1 });
    const seen = new Map<number, SimTrackerIncident[]>();
    const take = (batches: ReturnType<typeof watched.tracker>) => {
      for (const b of batches)
        seen.set(b.eventId, [...(seen.get(b.eventId) ?? []), ...b.incidents]);
    };
    take(watched.tracker(null, new Date(T0)));
    let prev = T0;
    for (let t = T0; t <= T0 + 20 * 60_000; t += 30_000) {
      const a = JSON.stringify(watched.step(new Date(t)));
      const b = JSON.stringify(plain.step(new Date(t)));
      expect(a).toBe(b);
      if (t > prev) take(watched.tracker(new Date(prev), new Date(t)));
      prev = t;
    }
    expect(seen.size).toBeGreaterThan(0);
    const end = new Date(prev);
    for (const [eventId, incidents] of seen) {
      expect(incidents.map((i) => i.seq)).toEqual(incidents.map((_, k) => k + 1));
      const live = watched.liveEvents(end).find((e) => e.id === eventId);
      // Every incident is stamped after kick-off and not after the window's end.
      for (const i of incidents) {
        expect(Date.parse(i.at)).toBeLessThanOrEqual(end.getTime());
        if (live) expect(Date.parse(i.at)).toBeGreaterThanOrEqual(Date.parse(live.startTime));
      }
    }
  });

  it('reports goals, baskets and tennis games in the same step window as the score message', () => {
    const world = createSimWorld({ seed: 7, margin: 0.06, speed: 60 });
    let prev = T0;
    world.step(new Date(T0));
    let goals = 0;
    for (let t = T0 + 1000; t <= T0 + 10 * 60_000; t += 1000) {
      const messages = world.step(new Date(t));
      const batches = world.tracker(new Date(prev), new Date(t));
      prev = t;
      for (const batch of batches) {
        // Goals and baskets carry the score; a tennis point moves the score only when it ends a game.
        const scored = batch.incidents.filter((i) => i.score !== null || i.tennis?.gameEnd);
        if (scored.length === 0) continue;
        goals += scored.length;
        const scoreMessage = messages.some(
          (m) =>
            m.type === 'live' && m.message.kind === 'score' && m.message.eventId === batch.eventId,
        );
        expect(scoreMessage).toBe(true);
      }
    }
    expect(goals).toBeGreaterThan(0);
  });
});
