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
 * What a period is, as the §3 Market `period` object shows it. spec betting-domain §3 lists the
 * period abbreviations (GAMES, SETS, FRAMES, MAP, LEGS, ENDS, STB, PERIOD, HALF, ET, ET_HALF, QTR,
 * PENS); a whole match (full time, match, regulation time, a race, an outright) has none in that
 * list, so its abbreviation is null and `fullAbbreviation` carries the short label (FT, M …).
 * See docs/decisions.md "Simulator" (period table).
 */
export interface PeriodDefinition {
  readonly abbreviation: PeriodAbbreviation | null;
  readonly fullAbbreviation: string;
  readonly description: string;
  /** spec betting-domain §9 market sorting, second key: 1 whole match, 2 its parts, 3 finer. */
  readonly sequence: number;
}

export type SimPeriod = PeriodPair & PeriodDefinition;

const WHOLE = 1;
const PART = 2;
const FINER = 3;

function whole(p: PeriodPair, fullAbbreviation: string, description: string): SimPeriod {
  return { ...pair(p), abbreviation: null, fullAbbreviation, description, sequence: WHOLE };
}

function part(
  p: PeriodPair,
  abbreviation: PeriodAbbreviation,
  fullAbbreviation: string,
  description: string,
  sequence = PART,
): SimPeriod {
  return { ...pair(p), abbreviation, fullAbbreviation, description, sequence };
}

/**
 * The provider's period table. spec betting-domain §9 gives FOOT, BASK and TENN ids (100/200,
 * 102/202, 168/268, 171/271, 109/209, 110/210); bots sports use their real sport's. The other
 * sports' ids are the provider's, following the spec's pattern (in-running = pre-match + 100).
 * The abbreviation of a part is the one the sport's live event reports as its current period
 * (SPORT_PERIOD_ABBREVIATIONS): a volleyball set is SETS, an e-sports map MAP, a cricket innings
 * or over PERIOD.
 */
export const SIM_PERIODS = {
  footballFullTime: whole(PERIOD_IDS.FOOT.fullTime, 'FT', 'Full Time'),
  footballFirstHalf: part(PERIOD_IDS.FOOT.firstHalf, 'HALF', '1H', '1st Half'),
  basketballFullTime: whole(PERIOD_IDS.BASK.fullTime, 'FT', 'Full Time'),
  basketballQuarter: part(PERIOD_IDS.BASK.quarter, 'QTR', 'Q', 'Quarter'),
  tennisMatch: whole(PERIOD_IDS.TENN.match, 'M', 'Match'),
  tennisSet: part(PERIOD_IDS.TENN.set, 'SETS', 'S', 'Set'),
  iceHockeyFullTime: whole({ preMatch: 120, live: 220 }, 'FT', 'Full Time'),
  /** The three periods without overtime or shoot-out (the 3-way market's period). */
  iceHockeyRegulation: whole({ preMatch: 121, live: 221 }, 'RT', 'Regulation Time'),
  americanFootballFullTime: whole({ preMatch: 130, live: 230 }, 'FT', 'Full Time'),
  baseballFullTime: whole({ preMatch: 140, live: 240 }, 'FT', 'Full Time'),
  volleyballMatch: whole({ preMatch: 150, live: 250 }, 'M', 'Match'),
  volleyballSet: part({ preMatch: 151, live: 251 }, 'SETS', 'S', 'Set'),
  cricketMatch: whole({ preMatch: 160, live: 260 }, 'M', 'Match'),
  cricketInnings: part({ preMatch: 161, live: 261 }, 'PERIOD', 'INN', 'Innings'),
  cricketOver: part({ preMatch: 162, live: 262 }, 'PERIOD', 'OV', 'Over', FINER),
  esportsMatch: whole({ preMatch: 180, live: 280 }, 'M', 'Match'),
  esportsMap: part({ preMatch: 181, live: 281 }, 'MAP', 'MAP', 'Map'),
  race: whole({ preMatch: 190, live: 290 }, 'R', 'Race'),
  outright: whole({ preMatch: 195, live: 295 }, 'OUT', 'Outright'),
} as const satisfies Record<string, SimPeriod>;

function pair(p: { readonly live: number; readonly preMatch: number }): PeriodPair {
  return { preMatch: p.preMatch, live: p.live };
}

export function periodIdOf(period: PeriodPair, inRunning: boolean): number {
  return inRunning ? period.live : period.preMatch;
}

/** A period id of the provider's table: its definition and whether it is the in-running twin. */
export interface SimPeriodInfo extends PeriodDefinition {
  readonly periodId: number;
  readonly inRunning: boolean;
}

const PERIOD_INFO: ReadonlyMap<number, SimPeriodInfo> = (() => {
  const byId = new Map<number, SimPeriodInfo>();
  for (const p of Object.values<SimPeriod>(SIM_PERIODS)) {
    const { abbreviation, fullAbbreviation, description, sequence } = p;
    for (const [periodId, inRunning] of [
      [p.preMatch, false],
      [p.live, true],
    ] as const) {
      if (byId.has(periodId)) throw new Error(`Duplicate period id ${periodId}`);
      byId.set(periodId, {
        periodId,
        inRunning,
        abbreviation,
        fullAbbreviation,
        description,
        sequence,
      });
    }
  }
  return byId;
})();

/** The provider's definition of a period id; undefined for an id it never sends. */
export function simPeriodInfo(periodId: number): SimPeriodInfo | undefined {
  return PERIOD_INFO.get(periodId);
}

/** Every period id the provider sends. */
export function simPeriodIds(): number[] {
  return [...PERIOD_INFO.keys()];
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
