import type { MatchContext, MatchScript, SportModel } from './match-script';
import { cricketModel } from './models/cricket-model';
import { EFOOTBALL_CONFIG, FOOTBALL_CONFIG, footballModel } from './models/football-model';
import { horseRacingModel } from './models/horse-racing-model';
import {
  americanFootballModel,
  baseballModel,
  basketballModel,
  eBasketballModel,
  iceHockeyModel,
} from './models/scoring-sports';
import {
  counterStrikeModel,
  dota2Model,
  leagueOfLegendsModel,
  volleyballModel,
} from './models/series-sports';
import { tennisModel } from './models/tennis-model';

/** The pricing and in-play model of each simulated sport (by catalogue code). */
const MODELS: Readonly<Record<string, SportModel>> = {
  FOOT: footballModel(FOOTBALL_CONFIG),
  EFOT: footballModel(EFOOTBALL_CONFIG),
  BASK: basketballModel,
  EBSK: eBasketballModel,
  TENN: tennisModel,
  ICEH: iceHockeyModel,
  CRIC: cricketModel,
  AMFB: americanFootballModel,
  BASE: baseballModel,
  VOLL: volleyballModel,
  HORS: horseRacingModel,
  CSGO: counterStrikeModel,
  LOLS: leagueOfLegendsModel,
  DOTA: dota2Model,
};

export function modelFor(sportCode: string): SportModel {
  const model = MODELS[sportCode];
  if (!model) throw new Error(`No simulator model for sport ${sportCode}`);
  return model;
}

export const SIMULATED_SPORT_CODES: readonly string[] = Object.keys(MODELS);

const MAX_SCRIPTS = 4000;

/** Scripts are pure functions of (seed, event id): kept per world to price and step cheaply. */
export class ScriptCache {
  private readonly scripts = new Map<number, MatchScript>();

  get(ctx: MatchContext): MatchScript {
    let script = this.scripts.get(ctx.eventId);
    if (!script) {
      script = modelFor(ctx.sportCode).script(ctx);
      this.scripts.set(ctx.eventId, script);
      // Bounded: the oldest scripts go first (they are recomputed if needed again).
      if (this.scripts.size > MAX_SCRIPTS) {
        const oldest = this.scripts.keys().next().value;
        if (oldest !== undefined) this.scripts.delete(oldest);
      }
    }
    return script;
  }

  forget(eventId: number): void {
    this.scripts.delete(eventId);
  }

  get size(): number {
    return this.scripts.size;
  }
}
