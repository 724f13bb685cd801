import { describe, expect, it } from 'vitest';
import { DAY, fingerprint, forSeededEventsOf, plansOf, trackerOf } from './tracker-fixtures';
import { TRACKER_MAX_INCIDENTS, type TrackerIncident } from '../match-tracker';
import type { MatchContext, MatchScript } from '../match-script';

const RALLY_KINDS = ['point', 'ace', 'block', 'service_error'];

/** The script's rally points: instant, set, winner, and the set's points after it. */
function scriptPoints(ctx: MatchContext, script: MatchScript) {
  const held = new Map<string, number>();
  const out: { atMs: number; period: number; side: 'home' | 'away'; score: object }[] = [];
  for (const incident of script.incidents) {
    for (const s of incident.scores) {
      if (s.periodKey !== 'POINTS') continue;
      const key = `${s.opponentId}|${s.periodInstance}`;
      if (s.score > (held.get(key) ?? 0)) {
        held.set(key, s.score);
        const other = s.opponentId === ctx.home.id ? ctx.away.id : ctx.home.id;
        const otherScore = held.get(`${other}|${s.periodInstance}`) ?? 0;
        const home = s.opponentId === ctx.home.id;
        out.push({
          atMs: incident.atMs,
          period: s.periodInstance,
          side: home ? 'home' : 'away',
          score: home ? { home: s.score, away: otherScore } : { home: otherScore, away: s.score },
        });
      }
      held.set(key, s.score);
    }
  }
  return out;
}

/** Sets won at the end of the script (SETS entries). */
function scriptSets(ctx: MatchContext, script: MatchScript) {
  const won = { home: 0, away: 0 };
  for (const incident of script.incidents) {
    for (const s of incident.scores) {
      if (s.periodKey !== 'SETS') continue;
      if (s.opponentId === ctx.home.id) won.home = s.score;
      else won.away = s.score;
    }
  }
  return won;
}

function checkAgrees(
  ctx: MatchContext,
  script: MatchScript,
  incidents: readonly TrackerIncident[],
) {
  const rallies = incidents.filter((i) => RALLY_KINDS.includes(i.kind));
  expect(
    rallies.map((i) => ({ atMs: i.atMs, period: i.period, side: i.side, score: i.score })),
  ).toEqual(scriptPoints(ctx, script));
  for (const i of rallies) {
    expect(i.points).toBe(1);
    expect(i.opponentId).toBe(i.side === 'home' ? ctx.home.id : ctx.away.id);
  }
  const last = incidents.at(-1)?.volleyball;
  expect(last?.setsWon).toEqual(scriptSets(ctx, script));
  expect(incidents.at(-1)?.atMs).toBe(script.durationMs);
}

describe('the match tracker of a volleyball match', () => {
  const plans = plansOf(42, DAY, 'VOLL');
  const plan = plans[0];
  if (!plan) throw new Error('no volleyball on the day');
  const { ctx, script, incidents } = trackerOf(42, plan);

  it('has every rally point of the script at its instant, for its winner, with the set score', () => {
    checkAgrees(ctx, script, incidents);
  });

  it('opens and closes every set, numbered from 1, each incident with the match after it', () => {
    const sets = script.phases.filter((p) => p.kind === 'play');
    expect(incidents.filter((i) => i.kind === 'period_start').map((i) => i.period)).toEqual(
      sets.map((p) => p.number),
    );
    expect(incidents.filter((i) => i.kind === 'period_end')).toHaveLength(sets.length);
    incidents.forEach((i, k) => {
      expect(i.seq).toBe(k + 1);
      expect(i.volleyball).toBeDefined();
      expect(Number.isInteger(i.x) && i.x >= 0 && i.x <= 100).toBe(true);
      expect(Number.isInteger(i.y) && i.y >= 0 && i.y <= 100).toBe(true);
      const before = incidents[k - 1];
      if (before) expect(i.atMs).toBeGreaterThanOrEqual(before.atMs);
      // The set's points on the state are the board's, the set being played last.
      if (i.score) expect(i.volleyball?.sets.at(-1)).toEqual(i.score);
    });
    // No football, basketball or tennis kinds on the court.
    const kinds = new Set(incidents.map((i) => i.kind));
    for (const k of ['goal', 'attack', 'corner', 'foul', 'timeout', 'double_fault']) {
      expect(kinds.has(k as TrackerIncident['kind'])).toBe(false);
    }
  });

  it('serves by rally scoring: the winner of a rally serves the next', () => {
    const rallies = incidents.filter((i) => RALLY_KINDS.includes(i.kind));
    for (const i of rallies) expect(i.volleyball?.server).toBe(i.side);
    // Within a set, a service error or an ace is the server's doing: an ace is won by the team
    // that served, a service error's point goes to the other team.
    for (let k = 1; k < incidents.length; k++) {
      const i = incidents[k];
      const server = incidents[k - 1]?.volleyball?.server;
      if (!i || !server) continue;
      if (i.kind === 'ace') expect(i.side).toBe(server);
      if (i.kind === 'service_error') expect(i.side).not.toBe(server);
    }
  });

  it('adds up the totals: rallies won by how they ended, points on serve, service errors', () => {
    const last = incidents.at(-1)?.volleyball;
    if (!last) throw new Error('no state');
    for (const side of ['home', 'away'] as const) {
      const won = incidents.filter((i) => RALLY_KINDS.includes(i.kind) && i.side === side);
      expect(last.aces[side] + last.blocks[side] + last.attackPoints[side]).toBe(
        won.length - incidents.filter((i) => i.kind === 'service_error' && i.side === side).length,
      );
      expect(last.sets.reduce((n, s) => n + s[side], 0)).toBe(won.length);
      expect(last.servePointsWon[side]).toBeLessThanOrEqual(won.length);
    }
    const errors = incidents.filter((i) => i.kind === 'service_error').length;
    expect(last.serviceErrors.home + last.serviceErrors.away).toBe(errors);
  });

  it('has aces, blocks and service errors in every match of the day, a plausible few a set', () => {
    for (const p of plans) {
      const { incidents: all } = trackerOf(42, p);
      const sets = all.filter((i) => i.kind === 'period_start').length;
      for (const kind of ['ace', 'block', 'service_error'] as const) {
        const n = all.filter((i) => i.kind === kind).length / sets;
        expect(n).toBeGreaterThan(0.5);
        expect(n).toBeLessThan(15);
      }
    }
  });

  it('is one incident a rally and two a set: beyond the 200 kept only in long matches', () => {
    for (const p of plans) {
      const { script: s, incidents: all } = trackerOf(42, p);
      const sets = s.phases.filter((x) => x.kind === 'play').length;
      const rallies = all.filter((i) => RALLY_KINDS.includes(i.kind)).length;
      expect(all).toHaveLength(rallies + 2 * sets);
      // A three-set match fits in what the platform keeps.
      if (sets === 3) expect(all.length).toBeLessThanOrEqual(TRACKER_MAX_INCIDENTS);
    }
  });
});

describe('volleyball tracker properties', () => {
  it('is a function of (seed, event): the same twice, and agrees with the score', () => {
    forSeededEventsOf('VOLL', (t) => checkAgrees(t.ctx, t.script, t.incidents));
  });
});

describe('the sports that had a tracker before volleyball', () => {
  // Digests of the day's incidents (seed 42) as they were before volleyball had a tracker
  // (checked against the previous commit's output).
  const PINNED: Readonly<Record<string, string>> = {
    FOOT: '9edc9b27',
    BASK: '6bc263e6',
    TENN: 'c71472b3',
    ICEH: 'ca2a188f',
  };

  it.each(Object.keys(PINNED))('%s: the same incidents, byte for byte', (code) => {
    const all = plansOf(42, DAY, code).map((p) => trackerOf(42, p).incidents);
    const text = JSON.stringify(all);
    expect(fingerprint(text)).toBe(PINNED[code]);
  });
});
