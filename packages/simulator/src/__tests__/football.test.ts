import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateFootball, roundRobinPairs } from '../football';
import { winDrawWin } from '../poisson';

const from = new Date('2026-11-22T09:00:00Z');

describe('football fixtures', () => {
  const card = generateFootball({ seed: 42, from, days: 7, margin: 0.06 });

  it('gives at least 40 fixtures over the next 7 days', () => {
    expect(card.events.length).toBeGreaterThanOrEqual(40);
    const first = Date.parse('2026-11-22T00:00:00Z');
    for (const e of card.events) {
      expect(Date.parse(e.startTime)).toBeGreaterThanOrEqual(first);
      expect(Date.parse(e.startTime)).toBeLessThan(first + 7 * 86_400_000);
    }
  });

  it('spreads them over at least 5 leagues in different countries', () => {
    const leagues = new Set(card.events.map((e) => e.pathIds[2]));
    const countries = new Set(card.events.map((e) => e.pathIds[1]));
    expect(leagues.size).toBeGreaterThanOrEqual(5);
    expect(countries.size).toBeGreaterThanOrEqual(5);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(generateFootball({ seed: 42, from, days: 7, margin: 0.06 })).toEqual(card);
    const other = generateFootball({ seed: 43, from, days: 7, margin: 0.06 });
    expect(other.events.map((e) => e.description)).not.toEqual(
      card.events.map((e) => e.description),
    );
  });

  it('keeps a day the same when the window starts on another day', () => {
    const later = generateFootball({
      seed: 42,
      from: new Date('2026-11-23T18:00:00Z'),
      days: 7,
      margin: 0.06,
    });
    const day2 = (c: typeof card) => c.events.filter((e) => e.startTime.startsWith('2026-11-25'));
    expect(day2(later)).toEqual(day2(card));
  });

  it('prices every match with a bookmaker margin over 100 %', () => {
    for (const e of card.events) {
      const market = e.markets[0];
      expect(market?.outcomes).toHaveLength(3);
      const book = (market?.outcomes ?? []).reduce((s, o) => s + 1 / Number(o.price), 0);
      expect(book).toBeGreaterThan(1.0);
      expect(book).toBeLessThan(1.15);
    }
  });

  it('uses unique ids for events, markets and outcomes', () => {
    const ids = card.events.flatMap((e) => [
      e.id,
      ...e.markets.flatMap((m) => [m.id, ...m.outcomes.map((o) => o.id)]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('schedule', () => {
  it('never has a team play twice within two days', () => {
    const card = generateFootball({ seed: 7, from, days: 28, margin: 0.06 });
    const lastPlayed = new Map<number, number>();
    for (const e of card.events) {
      const t = Date.parse(e.startTime);
      for (const o of e.opponents) {
        const prev = lastPlayed.get(o.id);
        if (prev !== undefined)
          expect(t - prev).toBeGreaterThanOrEqual(2 * 86_400_000 - 9 * 3_600_000);
        lastPlayed.set(o.id, t);
      }
    }
  });

  it('pairs every team with every other once per n − 1 rounds, once per round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), (teams) => {
        const rounds = teams % 2 === 0 ? teams - 1 : teams;
        const met = new Set<string>();
        for (let r = 0; r < rounds; r++) {
          const pairs = roundRobinPairs(teams, r);
          const inRound = pairs.flat();
          expect(new Set(inRound).size).toBe(inRound.length);
          for (const [a, b] of pairs) met.add([a, b].sort((x, y) => x - y).join('-'));
        }
        expect(met.size).toBe((teams * (teams - 1)) / 2);
      }),
    );
  });
});

describe('goals model', () => {
  it('gives probabilities that sum to one and favour the stronger side', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        (h, a) => {
          const p = winDrawWin(h, a);
          expect(p.home + p.draw + p.away).toBeCloseTo(1, 9);
          if (h > a + 0.05) expect(p.home).toBeGreaterThan(p.away);
        },
      ),
    );
  });
});
