import { preMatchEvent } from './card';
import { DAY_MS } from './id-scheme';
import type { SimCard, SimEvent, SimEventPath } from './model';
import { requireSport, scheduledPlansOfDay } from './schedule';
import { simPaths } from './sim-events';
import { ScriptCache } from './sport-models';

export { roundRobinPairs } from './schedule';

/**
 * The first simulator's football-only card, kept for callers that still use it; the world
 * (`createSimWorld`) carries every sport and the in-play engine.
 */
export interface FootballOptions {
  /** World seed (SIM_SEED). */
  readonly seed: number;
  /** Any instant of the first day; fixtures are generated per whole UTC day. */
  readonly from: Date;
  readonly days: number;
  /** Bookmaker margin (overround), e.g. 0.06 for 6 %. */
  readonly margin: number;
}

export function footballPaths(): SimEventPath[] {
  const paths = simPaths();
  const football = new Set<number>([requireSport('FOOT').id]);
  const out: SimEventPath[] = [];
  for (const path of paths) {
    if (football.has(path.id) || (path.parentId !== null && football.has(path.parentId))) {
      football.add(path.id);
      out.push(path);
    }
  }
  return out;
}

/**
 * Football fixtures for `days` whole UTC days starting at `from`'s day. A day's fixtures are a
 * pure function of (seed, day), so regenerating on another date gives the same events for the
 * days both windows cover, with the same ids.
 */
export function generateFootball(options: FootballOptions): SimCard {
  if (!Number.isInteger(options.days) || options.days < 1) throw new Error('days must be ≥ 1');
  if (!(options.margin >= 0 && options.margin < 0.5)) throw new Error('margin must be in [0, 0.5)');
  const settings = { seed: options.seed, margin: options.margin, speed: 1 };
  const scripts = new ScriptCache();
  const firstDay = Math.floor(options.from.getTime() / DAY_MS);
  const events: SimEvent[] = [];
  for (let day = firstDay; day < firstDay + options.days; day++) {
    for (const plan of scheduledPlansOfDay(options.seed, day)) {
      if (plan.sport.code === 'FOOT') events.push(preMatchEvent(settings, plan, scripts));
    }
  }
  events.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id);
  return { paths: footballPaths(), events };
}
