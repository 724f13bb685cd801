import { describe, expect, it } from 'vitest';
import { DAY, fingerprint, forSeededEventsOf, plansOf, trackerOf } from './tracker-fixtures';
import type { TrackerIncident } from '../match-tracker';
import type { MatchContext, MatchScript } from '../match-script';

/** The script's games: when each ended, in which set, who won it. */
function scriptGames(ctx: MatchContext, script: MatchScript) {
  const held = new Map<string, number>();
  const out: { atMs: number; set: number; winner: 'home' | 'away' }[] = [];
  for (const incident of script.incidents) {
    for (const s of incident.scores) {
      if (s.periodKey !== 'GAMES') continue;
      const key = `${s.opponentId}|${s.periodInstance}`;
      if (s.score > (held.get(key) ?? 0)) {
        out.push({
          atMs: incident.atMs,
          set: s.periodInstance,
          winner: s.opponentId === ctx.home.id ? 'home' : 'away',
        });
      }
      held.set(key, s.score);
    }
  }
  return out;
}

const PLAIN = ['0', '15', '30', '40'];
const other = (side: 'home' | 'away') => (side === 'home' ? 'away' : 'home');

/**
 * Replays the points one by one as an umpire would and checks every incident's state: the
 * point goes to the right player, the game score reads as a board reads it, the serve changes
 * hands after each game (every two points in a tiebreak), games and sets add up to the script.
 */
function checkPointByPoint(
  ctx: MatchContext,
  script: MatchScript,
  incidents: readonly TrackerIncident[],
) {
  const games = scriptGames(ctx, script);
  const ends = incidents.filter((i) => i.tennis?.gameEnd);
  // Every game of the script ends on a point at its instant, won by its winner.
  // A double fault's side is the server who made it: the point is the other player's.
  const pointWinner = (i: TrackerIncident) =>
    i.kind === 'double_fault' && i.side ? other(i.side) : i.side;
  expect(ends.map((i) => ({ atMs: i.atMs, set: i.period, winner: pointWinner(i) }))).toEqual(
    games.map((g) => ({ atMs: g.atMs, set: g.set, winner: g.winner })),
  );
  let won = { home: 0, away: 0 };
  let tiebreakPoint = 0;
  let firstTiebreakServer: 'home' | 'away' = 'home';
  let previous = incidents[0]?.tennis;
  expect(previous).toBeDefined();
  for (const i of incidents.slice(1)) {
    const now = i.tennis;
    if (!now || !previous) throw new Error('a tennis incident without its state');
    if (i.kind === 'period_start' || i.kind === 'period_end') {
      expect(i.side).toBeNull();
      expect(now.game).toEqual({ home: '0', away: '0' });
      previous = now;
      continue;
    }
    expect(['point', 'ace', 'double_fault']).toContain(i.kind);
    const server = previous.server;
    if (i.kind === 'ace' || i.kind === 'double_fault') expect(i.side).toBe(server);
    const winner = i.kind === 'double_fault' ? other(server) : i.side;
    if (winner === null) throw new Error('a point without a side');
    expect(now.pointsWon[winner]).toBe(previous.pointsWon[winner] + 1);
    expect(now.pointsWon[other(winner)]).toBe(previous.pointsWon[other(winner)]);
    // Where the ball landed: an ace in the receiver's half within the service line, a double
    // fault in the net on the server's side, a rally's last ball in the loser's half.
    if (i.kind === 'ace') {
      expect(Math.abs(i.x - 50)).toBeLessThanOrEqual(27);
      expect(i.x > 50).toBe(server === 'home');
    } else if (i.kind === 'double_fault') {
      expect(Math.abs(i.x - 50)).toBeLessThanOrEqual(1);
    } else {
      expect(i.x > 50).toBe(winner === 'home');
    }
    expect(i.y).toBeGreaterThanOrEqual(12.5);
    expect(i.y).toBeLessThanOrEqual(87.5);
    won = { ...won, [winner]: won[winner] + 1 };
    const set = now.sets.at(-1);
    const before = previous.sets.at(-1);
    if (!set || !before) throw new Error('no set');
    if (now.gameEnd) {
      expect(now.sets).toHaveLength(previous.sets.length);
      expect(set[winner]).toBe(before[winner] + 1);
      expect(now.gameEnd).toBe(
        previous.tiebreak ? 'tiebreak' : winner === server ? 'hold' : 'break',
      );
      const target = previous.tiebreak ? 7 : 4;
      expect(won[winner]).toBeGreaterThanOrEqual(target);
      expect(won[winner] - won[other(winner)]).toBeGreaterThanOrEqual(2);
      expect(now.game).toEqual({ home: '0', away: '0' });
      // The player who received first serves the next game.
      const opener = previous.tiebreak ? firstTiebreakServer : server;
      expect(now.server).toBe(other(opener));
      won = { home: 0, away: 0 };
      tiebreakPoint = 0;
    } else {
      expect(set).toEqual(before);
      if (now.tiebreak) {
        if (tiebreakPoint === 0) firstTiebreakServer = server;
        tiebreakPoint++;
        expect(now.game).toEqual({ home: String(won.home), away: String(won.away) });
        // The tiebreak's first point, then two each in turn.
        const k = tiebreakPoint;
        const expected =
          Math.floor((k - 1) / 2) % 2 === 0 ? other(firstTiebreakServer) : firstTiebreakServer;
        expect(now.server).toBe(expected);
      } else {
        expect(now.server).toBe(server);
        const board =
          won.home >= 3 && won.away >= 3
            ? won.home === won.away
              ? { home: '40', away: '40' }
              : won.home > won.away
                ? { home: 'A', away: '40' }
                : { home: '40', away: 'A' }
            : { home: PLAIN[won.home], away: PLAIN[won.away] };
        expect(now.game).toEqual(board);
      }
    }
    expect(now.aces[server] - previous.aces[server]).toBe(i.kind === 'ace' ? 1 : 0);
    expect(now.doubleFaults[server] - previous.doubleFaults[server]).toBe(
      i.kind === 'double_fault' ? 1 : 0,
    );
    expect(now.breaks[winner] - previous.breaks[winner]).toBe(now.gameEnd === 'break' ? 1 : 0);
    previous = now;
  }
  // The last incident holds the script's final score, set by set.
  const final = incidents.at(-1)?.tennis;
  const sets = new Map<number, { home: number; away: number }>();
  for (const g of games) {
    const s = sets.get(g.set) ?? { home: 0, away: 0 };
    sets.set(g.set, { ...s, [g.winner]: s[g.winner] + 1 });
  }
  expect(final?.sets).toEqual([...sets.values()]);
}
describe('the tennis tracker', () => {
  const plan = plansOf(42, DAY, 'TENN')[0];
  if (!plan) throw new Error('no tennis on the day');
  const { ctx, script, incidents } = trackerOf(42, plan);

  it('opens and closes each set, with every point between', () => {
    const kinds = incidents.map((i) => i.kind);
    expect(kinds[0]).toBe('period_start');
    expect(kinds.at(-1)).toBe('period_end');
    const sets = script.phases.filter((p) => p.kind === 'play');
    expect(kinds.filter((k) => k === 'period_start')).toHaveLength(sets.length);
    expect(kinds.filter((k) => k === 'period_end')).toHaveLength(sets.length);
    expect(kinds.filter((k) => k === 'point').length).toBeGreaterThan(40);
    expect(incidents.at(-1)?.atMs).toBe(script.durationMs);
    incidents.forEach((i, k) => {
      expect(i.seq).toBe(k + 1);
      const before = incidents[k - 1];
      if (before) expect(i.atMs).toBeGreaterThanOrEqual(before.atMs);
      expect(i.side === null).toBe(i.opponentId === null);
      expect(i.points).toBeNull();
      expect(i.score).toBeNull();
    });
  });

  it('scores point by point as an umpire does, and ends each game on the script’s instant', () => {
    checkPointByPoint(ctx, script, incidents);
  });

  it('serves first as the match’s own rule says, and counts aces and double faults', () => {
    const first = incidents.find((i) => i.kind !== 'period_start');
    expect(first).toBeDefined();
    const totals = incidents.at(-1)?.tennis;
    const count = (kind: string, side: string) =>
      incidents.filter((i) => i.kind === kind && i.side === side).length;
    expect(totals?.aces).toEqual({ home: count('ace', 'home'), away: count('ace', 'away') });
    expect(totals?.doubleFaults).toEqual({
      home: count('double_fault', 'home'),
      away: count('double_fault', 'away'),
    });
  });
});

describe('tennis tracker properties', () => {
  it('is a function of (seed, event) and agrees with the script’s games', () => {
    forSeededEventsOf('TENN', (t) => checkPointByPoint(t.ctx, t.script, t.incidents));
  });
});

describe('football and basketball trackers are unchanged by tennis', () => {
  // Fingerprints taken before the tennis tracker existed: the same seed draws the same streams.
  it.each([
    ['FOOT', '0dba1dd3'],
    ['BASK', '9c72a30c'],
  ])('%s for seed 42', (code, expected) => {
    const streams = plansOf(42, DAY, code)
      .slice(0, 3)
      .map((plan) => trackerOf(42, plan).incidents);
    expect(fingerprint(JSON.stringify(streams))).toBe(expected);
  });
});
