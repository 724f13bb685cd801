import { SIM_PERIODS } from '../market-types';
import { seriesModel, type SeriesConfig } from './series-model';

/** Configurations of the best-of-N sports (series-model.ts). */

export const VOLLEYBALL: SeriesConfig = {
  bestOf: 5,
  unit: 'set',
  abbreviation: 'SETS',
  pointsKey: 'POINTS',
  setsKey: 'SETS',
  breakMinutes: 3,
  play: {
    kind: 'rally',
    target: (n) => (n === 5 ? 15 : 25),
    winByTwo: true,
    pointSeconds: [20, 40],
    edge: 0.035,
  },
  match: SIM_PERIODS.volleyballMatch,
  set: SIM_PERIODS.volleyballSet,
  names: { winner: 'Match Winner', handicap: 'Set Handicap', total: 'Total Sets' },
};

const ESPORTS_NAMES = { winner: 'Match Winner', handicap: 'Map Handicap', total: 'Total Maps' };

export const COUNTER_STRIKE: SeriesConfig = {
  bestOf: 3,
  unit: 'map',
  abbreviation: 'MAP',
  pointsKey: 'ROUNDS',
  setsKey: 'MAPS',
  breakMinutes: 5,
  play: {
    kind: 'rally',
    target: () => 13,
    winByTwo: false,
    overtime: { at: 12, target: 16 },
    pointSeconds: [80, 140],
    edge: 0.05,
  },
  match: SIM_PERIODS.esportsMatch,
  set: SIM_PERIODS.esportsMap,
  names: ESPORTS_NAMES,
};

export const LEAGUE_OF_LEGENDS: SeriesConfig = {
  bestOf: 3,
  unit: 'map',
  abbreviation: 'MAP',
  pointsKey: 'KILLS',
  setsKey: 'MAPS',
  breakMinutes: 5,
  play: { kind: 'map', minutes: [25, 40], kills: 24, edge: 0.18 },
  match: SIM_PERIODS.esportsMatch,
  set: SIM_PERIODS.esportsMap,
  names: ESPORTS_NAMES,
};

export const DOTA_2: SeriesConfig = {
  ...LEAGUE_OF_LEGENDS,
  play: { kind: 'map', minutes: [30, 50], kills: 45, edge: 0.18 },
};

export const volleyballModel = seriesModel(VOLLEYBALL);
export const counterStrikeModel = seriesModel(COUNTER_STRIKE);
export const leagueOfLegendsModel = seriesModel(LEAGUE_OF_LEGENDS);
export const dota2Model = seriesModel(DOTA_2);
