import { describe, expect, it } from 'vitest';
import {
  JACKPOT_KINDS,
  jackpotCandidates,
  planJackpotRound,
  type JackpotKind,
} from '../jackpot-schedule';
import { createSimWorld } from '../sim-world';

const NOW = new Date('2026-11-22T09:00:00Z'); // a Sunday
const card = createSimWorld({ seed: 42, margin: 0.06, speed: 1 }).card(NOW, 7);
const candidates = jackpotCandidates(card);

const plan = (kind: JackpotKind, seed = 42, notBeforeMs?: number) =>
  planJackpotRound({
    seed,
    kind,
    candidates,
    nowMs: NOW.getTime(),
    ...(notBeforeMs !== undefined && { notBeforeMs }),
  });

describe('the simulated jackpot schedule', () => {
  it('finds football fixtures with a pre-match win-draw-win market on the card', () => {
    const football = new Set(card.events.filter((e) => e.sportCode === 'FOOT').map((e) => e.id));
    expect(candidates.length).toBeGreaterThan(21);
    for (const c of candidates) expect(football.has(c.eventId)).toBe(true);
  });

  it.each([
    ['weekly', 13, [6, 0]],
    ['midweek', 8, [2, 3, 4]],
  ] as const)(
    'plans a %s round of %i distinct matches in its window, ordinals in kick-off order, closing at the first kick-off',
    (kind, count, days) => {
      const round = plan(kind);
      expect(round).not.toBeNull();
      if (!round) return;
      expect(round.name).toBe(JACKPOT_KINDS[kind].name);
      expect(new Set(round.eventIds).size).toBe(count);
      const starts = round.eventIds.map(
        (id) => candidates.find((c) => c.eventId === id)?.startMs ?? NaN,
      );
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(round.closesAtMs).toBe(starts[0]);
      for (const s of starts) {
        expect(s).toBeGreaterThan(NOW.getTime());
        expect(days).toContain(new Date(s).getUTCDay());
      }
    },
  );

  it('is a function of the seed: the same seed picks the same matches, another seed others', () => {
    expect(plan('weekly')).toEqual(plan('weekly'));
    expect(plan('weekly', 7)?.eventIds).not.toEqual(plan('weekly')?.eventIds);
  });

  it("plans the next round after a round's window once it has closed", () => {
    const first = plan('midweek');
    if (!first) throw new Error('no round');
    const next = plan('midweek', 42, first.windowEndMs);
    // The card spans 7 days: the following midweek is partly beyond it or planned from it.
    if (next) {
      expect(next.key).not.toBe(first.key);
      expect(next.closesAtMs).toBeGreaterThanOrEqual(first.windowEndMs);
    }
    expect(
      planJackpotRound({ seed: 42, kind: 'weekly', candidates: [], nowMs: NOW.getTime() }),
    ).toBeNull();
  });
});
