import { describe, expect, it } from 'vitest';
import { advance, type BaseballState } from '../baseball-tracker';
import type { TrackerIncident } from '../match-tracker';
import { viewAt, totalOf, type MatchContext, type MatchScript, type Phase } from '../match-script';
import { bottomHalfStart } from '../models/scoring-model';
import { BASEBALL } from '../models/scoring-sports';
import {
  DAY,
  SCRIPT_DIGESTS,
  fingerprint,
  forSeededEventsOf,
  plansOf,
  scriptDigests,
  trackerOf,
} from './tracker-fixtures';

const sum = (runs: readonly number[]) => runs.reduce((s, r) => s + r, 0);
const plays = (script: MatchScript) => script.phases.filter((p): p is Phase => p.kind === 'play');

/** The event's score (runs) at `atMs`, from the script. */
function scriptScore(ctx: MatchContext, script: MatchScript, atMs: number) {
  const view = viewAt(script, atMs);
  return {
    home: totalOf(view, ctx.home.id, BASEBALL.periodKey),
    away: totalOf(view, ctx.away.id, BASEBALL.periodKey),
  };
}

function state(i: TrackerIncident): BaseballState {
  if (!i.baseball) throw new Error(`incident ${String(i.seq)} has no baseball state`);
  return i.baseball;
}

/** The tracker agrees with the script and with the rules of the game. */
function checkAgrees(
  ctx: MatchContext,
  script: MatchScript,
  incidents: readonly TrackerIncident[],
) {
  const innings = plays(script);
  incidents.forEach((i, k) => {
    const s = state(i);
    expect(i.seq).toBe(k + 1);
    // At every instant (after all its incidents) the line score is the event's score.
    const next = incidents[k + 1];
    if (!next || next.atMs !== i.atMs) {
      expect({ home: sum(s.lineScore.home), away: sum(s.lineScore.away) }).toEqual(
        scriptScore(ctx, script, i.atMs),
      );
    }
    // The batting side is the half's, and the half is where the clock is.
    const phase = innings.find((p) => p.number === s.inning);
    if (!phase) throw new Error(`no inning ${String(s.inning)}`);
    const split = bottomHalfStart(BASEBALL, phase);
    expect(s.batting).toBe(s.half === 'top' ? 'away' : 'home');
    if (i.kind !== 'period_start' && i.kind !== 'period_end') {
      expect(i.side).toBe(s.batting);
      expect(i.atMs >= split).toBe(s.half === 'bottom');
      expect(s.outs).toBeLessThanOrEqual(3);
    }
    // A run (a home run above all) is the batting side's, in its half, before the third out.
    if (i.points !== null) {
      expect(i.side).toBe(s.batting);
      expect(i.score).toEqual({ home: sum(s.lineScore.home), away: sum(s.lineScore.away) });
    }
    if (i.kind === 'home_run') expect(i.points).toBe(1 + runnersBefore(incidents, k));
  });
  // Every half that ends on its third out: its batters are its runs, outs and runners left.
  const halves = new Map<string, TrackerIncident[]>();
  for (const i of incidents) {
    const s = state(i);
    const key = `${String(s.inning)}${s.half}`;
    halves.set(key, [...(halves.get(key) ?? []), i]);
  }
  for (const half of halves.values()) {
    const batters = half.filter((i) => i.kind !== 'period_start' && i.kind !== 'period_end');
    const end = half.at(-1);
    expect(end?.kind).toBe('period_end');
    const last = batters.at(-1);
    const runs = batters.reduce((s, i) => s + (i.points ?? 0), 0);
    if (last && state(last).outs === 3) {
      const before = batters.at(-2);
      const left = before ? runnersOn(state(before)) : 0;
      expect(batters.length).toBe(runs + 3 + left);
    }
  }
  // The game ends as the script does: the last inning's last half, at the script's end.
  expect(incidents.at(-1)?.atMs).toBe(innings.at(-1)?.endMs);
}

const runnersOn = (s: BaseballState) =>
  Number(s.bases.first) + Number(s.bases.second) + Number(s.bases.third);
function runnersBefore(incidents: readonly TrackerIncident[], k: number) {
  const before = incidents[k - 1];
  return before ? runnersOn(state(before)) : 0;
}

describe('the baseball half-innings script', () => {
  it('puts the away side’s runs in the top halves and the home side’s in the bottom', () => {
    forSeededEventsOf(
      'BASE',
      ({ ctx, script }) => {
        const innings = plays(script);
        for (const incident of script.incidents) {
          const phase = innings.find((p) => incident.atMs >= p.startMs && incident.atMs < p.endMs);
          if (!phase) continue;
          const split = bottomHalfStart(BASEBALL, phase);
          for (const s of incident.scores) {
            if (s.score === 0) continue;
            // Only the inning's own entry rises at a run.
            const home = s.opponentId === ctx.home.id;
            if (incident.atMs === phase.startMs) continue;
            expect(incident.atMs >= split).toBe(home);
          }
        }
        // No bottom of the last inning when the home side led after the top; a walk-off ends it.
        const last = innings.at(-1);
        if (!last) throw new Error('no innings');
        const split = bottomHalfStart(BASEBALL, last);
        const atTop = scriptScore(ctx, script, split - 1);
        const final = scriptScore(ctx, script, script.durationMs);
        if (atTop.home > atTop.away) expect(last.endMs).toBe(split);
        expect(final.home).not.toBe(final.away);
        expect(script.durationMs).toBe(last.endMs);
      },
      40,
    );
  });
});

describe('the baseball tracker', () => {
  it('plays a seeded game in halves: marks, plate appearances, the line score', () => {
    const plan = plansOf(42, DAY, 'BASE')[0];
    if (!plan) throw new Error('no baseball on the test day');
    const { ctx, script, incidents } = trackerOf(42, plan);
    checkAgrees(ctx, script, incidents);
    const first = incidents.slice(0, 2).map((i) => [i.kind, i.baseball?.half, i.baseball?.batting]);
    expect(first[0]).toEqual(['period_start', 'top', 'away']);
    const last = state(incidents.at(-1) as TrackerIncident);
    const final = scriptScore(ctx, script, script.durationMs);
    expect({ home: sum(last.lineScore.home), away: sum(last.lineScore.away) }).toEqual(final);
    // Innings batted: the away side every inning, the home side one fewer when it led after the top.
    expect(last.lineScore.away.length).toBe(plays(script).length);
    expect(last.halfEnd).toBe(true);
  });

  it('moves runners as a hit is worth; a home run clears the bases', () => {
    const loaded = { first: true, second: true, third: true };
    expect(advance('home_run', loaded)).toEqual({
      bases: { first: false, second: false, third: false },
      runs: 4,
      outs: 0,
    });
    expect(advance('walk', { first: true, second: false, third: true })).toEqual({
      bases: { first: true, second: true, third: true },
      runs: 0,
      outs: 0,
    });
    expect(advance('single', { first: false, second: true, third: false }, 1).runs).toBe(1);
    expect(advance('sac_fly', { first: false, second: false, third: true })).toMatchObject({
      runs: 1,
      outs: 1,
    });
  });
});

describe('baseball tracker properties', () => {
  it('is a function of (seed, event), and its line score is the event’s score at every point', () => {
    forSeededEventsOf('BASE', (t) => checkAgrees(t.ctx, t.script, t.incidents), 40);
  });
});

describe('the sports that had a tracker before baseball', () => {
  // Digests of the day's incidents (seed 42) as they were before baseball had a tracker (taken
  // from the previous commit's output).
  const PINNED: Readonly<Record<string, string>> = {
    FOOT: '9edc9b27',
    BASK: '6bc263e6',
    TENN: 'c71472b3',
    ICEH: 'ca2a188f',
    VOLL: '8dadc295',
    AMFB: '834f6b6b',
    CRIC: 'b0a2b9ba',
  };

  it.each(Object.keys(PINNED))('%s: the same incidents, byte for byte', (code) => {
    const all = plansOf(42, DAY, code).map((p) => trackerOf(42, p).incidents);
    expect(fingerprint(JSON.stringify(all))).toBe(PINNED[code]);
  });

  it('leaves every sport’s script as it was but baseball’s', () => {
    expect(scriptDigests()).toEqual(SCRIPT_DIGESTS);
  });
});
