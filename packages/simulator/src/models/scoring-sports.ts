import { SIM_PERIODS } from '../market-types';
import { ordinal, scoringModel, type ScoringConfig } from './scoring-model';

/** Configurations of the sports priced by the scoring-play model (scoring-model.ts). */

const quarter = (n: number) => `${ordinal(n)} Quarter`;

export const BASKETBALL: ScoringConfig = {
  periods: 4,
  periodMinutes: 12,
  breakMinutes: [2, 15, 2],
  periodKey: 'QTR',
  abbreviation: 'QTR',
  periodName: quarter,
  overtime: { kind: 'periods', minutes: 5, max: 3 },
  overtimeKey: 'ET',
  values: [
    { points: 1, weight: 0.12 },
    { points: 2, weight: 0.6 },
    { points: 3, weight: 0.28 },
  ],
  basePoints: 84,
  ratingEffect: 0.15,
  homeAdvantage: 1.02,
  playsSuspend: false,
  fullTime: SIM_PERIODS.basketballFullTime,
  handicapLines: [-4, 0, 4],
  totalLinesOffsets: [-8, 0, 8],
  basketballExtras: { quarter: SIM_PERIODS.basketballQuarter },
  names: { handicap: 'Point Spread', total: 'Total Points', winner: 'Money Line' },
};

/** Bot-driven e-basketball: 5-minute quarters. */
export const E_BASKETBALL: ScoringConfig = {
  ...BASKETBALL,
  periodMinutes: 5,
  breakMinutes: [1, 2, 1],
  overtime: { kind: 'periods', minutes: 2, max: 3 },
  basePoints: 40,
  homeAdvantage: 1.0,
  handicapLines: [-3, 0, 3],
  totalLinesOffsets: [-5, 0, 5],
};

export const AMERICAN_FOOTBALL: ScoringConfig = {
  periods: 4,
  periodMinutes: 15,
  breakMinutes: [2, 12, 2],
  periodKey: 'QTR',
  abbreviation: 'QTR',
  periodName: quarter,
  overtime: { kind: 'sudden-death', minutes: 10, shootout: false },
  overtimeKey: 'ET',
  values: [
    { points: 7, weight: 0.55 },
    { points: 3, weight: 0.4 },
    { points: 2, weight: 0.05 },
  ],
  basePoints: 22,
  ratingEffect: 0.25,
  homeAdvantage: 1.05,
  playsSuspend: true,
  fullTime: SIM_PERIODS.americanFootballFullTime,
  handicapLines: [-3, 0, 3],
  totalLinesOffsets: [-7, 0, 7],
  names: { handicap: 'Point Spread', total: 'Total Points', winner: 'Money Line' },
};

export const ICE_HOCKEY: ScoringConfig = {
  periods: 3,
  periodMinutes: 20,
  breakMinutes: [17, 17],
  periodKey: 'PERIOD',
  abbreviation: 'PERIOD',
  periodName: (n) => `${ordinal(n)} Period`,
  overtime: { kind: 'sudden-death', minutes: 5, shootout: true },
  overtimeKey: 'ET',
  values: [{ points: 1, weight: 1 }],
  basePoints: 3,
  ratingEffect: 0.25,
  homeAdvantage: 1.05,
  playsSuspend: true,
  fullTime: SIM_PERIODS.iceHockeyFullTime,
  regulation: SIM_PERIODS.iceHockeyRegulation,
  handicapLines: [-1.5, 1.5],
  totalLinesOffsets: [-1, 0, 1],
  names: { handicap: 'Puck Line', total: 'Total Goals', winner: 'Money Line' },
};

export const BASEBALL: ScoringConfig = {
  periods: 9,
  periodMinutes: 18,
  breakMinutes: [],
  periodKey: 'INNING',
  abbreviation: 'PERIOD',
  periodName: (n) => `${ordinal(n)} Inning`,
  overtime: { kind: 'extra-periods', max: 3 },
  overtimeKey: 'INNING',
  values: [{ points: 1, weight: 1 }],
  basePoints: 4.4,
  ratingEffect: 0.2,
  homeAdvantage: 1.03,
  playsSuspend: true,
  fullTime: SIM_PERIODS.baseballFullTime,
  handicapLines: [-1.5, 1.5],
  totalLinesOffsets: [-1, 0, 1],
  names: { handicap: 'Run Line', total: 'Total Runs', winner: 'Money Line' },
  halfInnings: true,
};

export const basketballModel = scoringModel(BASKETBALL);
export const eBasketballModel = scoringModel(E_BASKETBALL);
export const americanFootballModel = scoringModel(AMERICAN_FOOTBALL);
export const iceHockeyModel = scoringModel(ICE_HOCKEY);
export const baseballModel = scoringModel(BASEBALL);
