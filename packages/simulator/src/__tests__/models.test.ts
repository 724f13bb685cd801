import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectOver, goalGrid } from '../goal-grid';
import { isDecided, viewAt, type MatchContext } from '../match-script';
import { eachWayTerms, raceField, horseRacingModel } from '../models/horse-racing-model';
import { normalCdf } from '../normal';
import { seriesFinals, seriesHomeWins } from '../series';
import { SIMULATED_SPORT_CODES, modelFor } from '../sport-models';

function context(
  sportCode: string,
  seed: number,
  eventId: number,
  home: number,
  away: number,
): MatchContext {
  return {
    seed,
    eventId,
    sportCode,
    home: { id: 1001, description: 'Home Side', position: 'HOME' },
    away: { id: 1002, description: 'Away Side', position: 'AWAY' },
    homeRating: home,
    awayRating: away,
    runners: [],
  };
}

const arbitraryMatch = fc.record({
  sport: fc.constantFrom(...SIMULATED_SPORT_CODES),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  eventId: fc.integer({ min: 1, max: 900_000_000 }),
  home: fc.double({ min: 0.6, max: 1.6, noNaN: true }),
  away: fc.double({ min: 0.6, max: 1.6, noNaN: true }),
});

describe('every sport model', () => {
  it('scripts a match whose phases tile its duration and whose incidents are in order', () => {
    fc.assert(
      fc.property(arbitraryMatch, ({ sport, seed, eventId, home, away }) => {
        const script = modelFor(sport).script(context(sport, seed, eventId, home, away));
        expect(script.durationMs).toBeGreaterThan(60_000);
        expect(script.durationMs).toBeLessThan(8 * 3_600_000);
        expect(script.phases[0]?.startMs).toBe(0);
        script.phases.forEach((p, i) => {
          expect(p.endMs).toBeGreaterThan(p.startMs);
          if (i > 0) expect(p.startMs).toBe(script.phases[i - 1]?.endMs);
        });
        expect(script.phases[script.phases.length - 1]?.endMs).toBe(script.durationMs);
        for (let i = 1; i < script.incidents.length; i++) {
          expect(script.incidents[i]?.atMs).toBeGreaterThanOrEqual(
            script.incidents[i - 1]?.atMs ?? 0,
          );
        }
        for (const incident of script.incidents) {
          expect(incident.atMs).toBeLessThanOrEqual(script.durationMs);
          for (const s of incident.scores) expect(s.score).toBeGreaterThanOrEqual(0);
        }
        // Pure: the same (seed, event) gives the same script.
        expect(modelFor(sport).script(context(sport, seed, eventId, home, away))).toEqual(script);
      }),
      { numRuns: 150 },
    );
  });

  it('prices undecided books before the start and decides every market at the end', () => {
    fc.assert(
      fc.property(arbitraryMatch, ({ sport, seed, eventId, home, away }) => {
        const ctx = context(sport, seed, eventId, home, away);
        const model = modelFor(sport);
        const script = model.script(ctx);
        for (const market of model.markets(ctx, viewAt(script, -1), false)) {
          expect(isDecided(market), market.description).toBe(false);
          for (const o of market.outcomes) {
            expect(o.probability).toBeGreaterThanOrEqual(0);
            expect(o.probability).toBeLessThanOrEqual(1 + 1e-9);
          }
          const sum = market.outcomes.reduce((s, o) => s + o.probability, 0);
          expect(sum, market.description).toBeCloseTo(market.bookSize ?? 1, 2);
        }
        const end = viewAt(script, script.durationMs);
        for (const inRunning of [false, true]) {
          for (const market of model.markets(ctx, end, inRunning)) {
            expect(isDecided(market), market.description).toBe(true);
            const won = market.outcomes.filter((o) => o.result === 'won').length;
            const voided = market.outcomes.every((o) => o.result === 'void');
            if (!voided) expect(won, market.description).toBeGreaterThanOrEqual(1);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps in-running books summing to one while the match is on', () => {
    fc.assert(
      fc.property(arbitraryMatch, fc.double({ min: 0, max: 1, noNaN: true }), (m, at) => {
        const ctx = context(m.sport, m.seed, m.eventId, m.home, m.away);
        const model = modelFor(m.sport);
        const script = model.script(ctx);
        const view = viewAt(script, Math.floor(at * (script.durationMs - 1)));
        for (const market of model.markets(ctx, view, true)) {
          if (isDecided(market)) continue;
          const live = market.outcomes.filter((o) => !o.hidden);
          const sum = live.reduce((s, o) => s + o.probability, 0);
          expect(sum, `${m.sport} ${market.description}`).toBeCloseTo(market.bookSize ?? 1, 2);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('pricing maths', () => {
  it('a goal grid expectation is a probability and favours the side with more goals to come', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 3, noNaN: true }),
        fc.double({ min: 0.05, max: 3, noNaN: true }),
        (h, a) => {
          const grid = goalGrid(0, 0, h, a);
          expect(expectOver(grid, () => 1)).toBeCloseTo(1, 9);
          const home = expectOver(grid, (x, y) => (x > y ? 1 : 0));
          const away = expectOver(grid, (x, y) => (x < y ? 1 : 0));
          if (h > a + 0.05) expect(home).toBeGreaterThan(away);
        },
      ),
    );
  });

  it('a normal CDF is monotone and symmetric', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    fc.assert(
      fc.property(fc.double({ min: -6, max: 6, noNaN: true }), (x) => {
        expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 6);
        expect(normalCdf(x + 0.1)).toBeGreaterThanOrEqual(normalCdf(x));
      }),
    );
  });

  it('a series distribution sums to one and the better side is favoured', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.constantFrom(2, 3),
        (p, toWin) => {
          const finals = seriesFinals(0, 0, toWin, p, () => p);
          expect(finals.reduce((s, f) => s + f.probability, 0)).toBeCloseTo(1, 9);
          const win = seriesHomeWins(finals, toWin);
          if (p > 0.5) expect(win).toBeGreaterThanOrEqual(p - 1e-9);
          if (p < 0.5) expect(win).toBeLessThanOrEqual(p + 1e-9);
        },
      ),
    );
  });
});

describe('horse racing', () => {
  it('uses each-way terms by field size', () => {
    expect(eachWayTerms(8)).toEqual({ placeTerms: '1/5', places: 3 });
    expect(eachWayTerms(11)).toEqual({ placeTerms: '1/5', places: 3 });
    expect(eachWayTerms(12)).toEqual({ placeTerms: '1/4', places: 3 });
    expect(eachWayTerms(16)).toEqual({ placeTerms: '1/4', places: 4 });
  });

  it('settles dead heats as shared places and non-runners as void', () => {
    let deadHeats = 0;
    let nonRunners = 0;
    for (let id = 1; id < 400; id++) {
      const field = raceField(42, id);
      const ctx = { ...context('HORS', 42, id, 1, 1), runners: field.runners };
      const script = horseRacingModel.script(ctx);
      const [eachWay, winOnly] = horseRacingModel.markets(
        ctx,
        viewAt(script, script.durationMs),
        false,
      );
      const places = eachWay?.places ?? 0;
      const ew = eachWay?.outcomes ?? [];
      const paid = ew.filter((o) => o.result === 'won' || o.result === 'placed');
      if (field.deadHeatAt !== null) {
        deadHeats++;
        const shared = ew.filter((o) => o.deadHeat);
        expect(shared).toHaveLength(2);
        for (const o of shared) expect(o.deadHeat).toEqual({ tiedFor: 2, places: 1 });
        // Tied for the last paid place: both are paid; tied for first: the next one is third.
        expect(paid).toHaveLength(field.deadHeatAt === places ? places + 1 : places);
        if (field.deadHeatAt === 1) expect(ew.filter((o) => o.result === 'won')).toHaveLength(2);
      } else {
        expect(paid).toHaveLength(places);
        expect(ew.filter((o) => o.result === 'won')).toHaveLength(1);
      }
      expect(winOnly?.outcomes.filter((o) => o.result === 'placed')).toHaveLength(0);
      if (field.nonRunner !== null) {
        nonRunners++;
        expect(ew[field.nonRunner]?.result).toBe('void');
      }
    }
    expect(deadHeats).toBeGreaterThan(3);
    expect(nonRunners).toBeGreaterThan(10);
  });
});
