import {
  BASKETBALL_MARKET_IDS,
  FOOTBALL_MARKET_IDS,
  PERIOD_IDS,
  raceToPointsMarketId,
  type PeriodAbbreviation,
} from '@touchline/betting';

/**
 * Market type ids and period ids of the simulated provider. The spec's own ids come from
 * `@touchline/betting` (spec betting-domain §9: 350, 605, 2722, 180, race-to, and the FOOT/BASK/
 * TENN period ids); the rest are the provider's (the spec does not show them), chosen so they
 * never collide with the spec's. A real provider would publish such a list too.
 */

function raceTo(points: number): number {
  const id = raceToPointsMarketId(points);
  if (id === undefined) throw new Error(`No race-to market for ${points} points`);
  return id;
}

export const MARKET_TYPES = {
  /** 3-way result (football, ice hockey regulation time). */
  matchResult: 1,
  totalGoals: 2,
  asianHandicap: 3,
  correctScore: 4,
  /** 2-way winner, overtime included (moneyline, match winner). */
  moneyLine: 10,
  /** Points, puck, run, games, sets or maps handicap: the line is each outcome's spread. */
  handicap: 11,
  /** Totals of points, runs, games, sets or maps: the line is each outcome's spread. */
  total: 12,
  /** Winner of one period: quarter, set or map (instance = period number). */
  periodWinner: 13,
  /** Total points of one period (instance = period number). */
  periodTotal: 14,
  /** Tennis set betting (correct score in sets). */
  setBetting: 15,
  /** spec betting-domain §9 special market types (cricket): toss and runs in over. */
  cricketToss: 20,
  cricketRunsInOver: 21,
  cricketInningsRuns: 22,
  winEachWay: 30,
  winOnly: 31,
  outrightWinner: 40,
  // spec betting-domain §9 market ids.
  bothTeamsToScore: FOOTBALL_MARKET_IDS.bothTeamsToScore,
  doubleChance: FOOTBALL_MARKET_IDS.doubleChance,
  nextGoal: FOOTBALL_MARKET_IDS.nextGoal,
  oddEven: BASKETBALL_MARKET_IDS.oddEven,
  raceTo20: raceTo(20),
  raceTo15: raceTo(15),
  raceTo10: raceTo(10),
} as const;

/** A pre-match / in-running period id pair (the in-running id is the pre-match id + 100). */
export interface PeriodPair {
  readonly preMatch: number;
  readonly live: number;
}

/**
 * Period ids. spec betting-domain §9 gives FOOT, BASK and TENN (100/200, 102/202, 168/268,
 * 171/271, 109/209, 110/210); bots sports use their real sport's. The other sports' ids are the
 * provider's, following the spec's pattern (in-running = pre-match + 100).
 */
export const SIM_PERIODS = {
  footballFullTime: pair(PERIOD_IDS.FOOT.fullTime),
  footballFirstHalf: pair(PERIOD_IDS.FOOT.firstHalf),
  basketballFullTime: pair(PERIOD_IDS.BASK.fullTime),
  basketballQuarter: pair(PERIOD_IDS.BASK.quarter),
  tennisMatch: pair(PERIOD_IDS.TENN.match),
  tennisSet: pair(PERIOD_IDS.TENN.set),
  iceHockeyFullTime: { preMatch: 120, live: 220 },
  iceHockeyRegulation: { preMatch: 121, live: 221 },
  americanFootballFullTime: { preMatch: 130, live: 230 },
  baseballFullTime: { preMatch: 140, live: 240 },
  volleyballMatch: { preMatch: 150, live: 250 },
  volleyballSet: { preMatch: 151, live: 251 },
  cricketMatch: { preMatch: 160, live: 260 },
  cricketInnings: { preMatch: 161, live: 261 },
  cricketOver: { preMatch: 162, live: 262 },
  esportsMatch: { preMatch: 180, live: 280 },
  esportsMap: { preMatch: 181, live: 281 },
  race: { preMatch: 190, live: 290 },
  outright: { preMatch: 195, live: 295 },
} as const satisfies Record<string, PeriodPair>;

function pair(p: { readonly live: number; readonly preMatch: number }): PeriodPair {
  return { preMatch: p.preMatch, live: p.live };
}

export function periodIdOf(period: PeriodPair, inRunning: boolean): number {
  return inRunning ? period.live : period.preMatch;
}

/** Period abbreviations the simulator's sports use (spec betting-domain §3 list). */
export const SPORT_PERIOD_ABBREVIATIONS: Readonly<Record<string, PeriodAbbreviation>> = {
  FOOT: 'HALF',
  EFOT: 'HALF',
  BASK: 'QTR',
  EBSK: 'QTR',
  AMFB: 'QTR',
  TENN: 'SETS',
  VOLL: 'SETS',
  ICEH: 'PERIOD',
  BASE: 'PERIOD',
  CRIC: 'PERIOD',
  CSGO: 'MAP',
  LOLS: 'MAP',
  DOTA: 'MAP',
};

/** Layout hints (spec Market marketTypeInfo.style). */
export type MarketStyle =
  | 'WIN_DRAW_WIN'
  | 'TWO_WAY'
  | 'DOUBLE_CHANCE'
  | 'YES_NO'
  | 'OVER_UNDER'
  | 'HANDICAP'
  | 'CORRECT_SCORE'
  | 'NEXT_GOAL'
  | 'ODD_EVEN'
  | 'RACE_TO'
  | 'WIN_EACH_WAY'
  | 'OUTRIGHT';
