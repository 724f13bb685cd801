import { decimalOdds } from '@touchline/betting';
import type {
  SimCard,
  SimEvent,
  SimEventPath,
  SimMarket,
  SimMarketStatus,
  SimOutcome,
} from '@touchline/simulator';
import type { Queryable } from '../../../db/database';

/**
 * A small, hand-made card in the simulator's types (packages/simulator model.ts), so the
 * catalogue's suites do not depend on what the simulator happens to generate. Every event and
 * market exists to prove one rule; the ids say which.
 */

export const NOW = new Date('2026-11-22T09:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

// Paths ---------------------------------------------------------------------------------------
export const PATHS = {
  football: 240,
  england: 9100,
  premier: 9101,
  second: 9102,
  tennis: 239,
  tennisOpen: 9201,
  racing: 364,
  uk: 9300,
  ascot: 9301,
  csgo: 3001,
  esl: 9401,
  basketball: 227,
  /** A sport the catalogue does not know (code ZZZZ): the live page skips it. */
  unknownSport: 9900,
  unknownLeague: 9901,
} as const;

function path(
  id: number,
  parentId: number | null,
  kind: SimEventPath['kind'],
  description: string,
  code: string | null = null,
  sportGroup: SimEventPath['sportGroup'] = 'REGULAR',
): SimEventPath {
  const slug = description.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id, parentId, kind, description, slug, code, sportGroup };
}

const paths: SimEventPath[] = [
  path(PATHS.football, null, 'sport', 'Football', 'FOOT'),
  path(PATHS.england, PATHS.football, 'country', 'England'),
  path(PATHS.premier, PATHS.england, 'league', 'Test Premier League'),
  path(PATHS.second, PATHS.england, 'league', 'Test Second League'),
  path(PATHS.tennis, null, 'sport', 'Tennis', 'TENN'),
  path(PATHS.tennisOpen, PATHS.tennis, 'league', 'Test Open'),
  path(PATHS.racing, null, 'sport', 'Horse Racing', 'HORS'),
  path(PATHS.uk, PATHS.racing, 'country', 'United Kingdom'),
  path(PATHS.ascot, PATHS.uk, 'tournament', 'Ascot'),
  path(PATHS.csgo, null, 'sport', 'Counter-Strike', 'CSGO', 'ESPORTS'),
  path(PATHS.esl, PATHS.csgo, 'league', 'Test ESL', null, 'ESPORTS'),
  path(PATHS.basketball, null, 'sport', 'Basketball', 'BASK'),
  path(PATHS.unknownSport, null, 'sport', 'Mystery Sport', 'ZZZZ'),
  path(PATHS.unknownLeague, PATHS.unknownSport, 'league', 'Mystery League'),
];

// Builders ------------------------------------------------------------------------------------
/** Outcome ids, unique across the card. */
let nextOutcomeId = 950_000_001;

interface OutcomeSpec {
  readonly description: string;
  readonly price: string;
  readonly hidden?: boolean;
  readonly spread?: number | null;
  readonly opponentId?: number | null;
}

export function outcome(spec: OutcomeSpec, ordinal: number, id = nextOutcomeId++): SimOutcome {
  return {
    id,
    description: spec.description,
    ordinalPosition: ordinal,
    opponentId: spec.opponentId ?? null,
    price: decimalOdds(spec.price),
    spread: spec.spread ?? null,
    spread2: null,
    hidden: spec.hidden ?? false,
  };
}

interface MarketSpec {
  readonly id: number;
  readonly marketTypeId: number;
  readonly description: string;
  readonly periodId: number;
  readonly status?: SimMarketStatus;
  readonly style?: string;
  readonly instance?: number | null;
  readonly placeTerms?: string | null;
  readonly places?: number | null;
  readonly outcomes: readonly OutcomeSpec[];
}

export function market(spec: MarketSpec): SimMarket {
  return {
    id: spec.id,
    marketTypeId: spec.marketTypeId,
    description: spec.description,
    periodId: spec.periodId,
    status: spec.status ?? 'open',
    style: spec.style ?? 'DEFAULT',
    instance: spec.instance ?? null,
    opponentId: null,
    playerName: null,
    teamName: null,
    cutoffTime: null,
    placeTerms: spec.placeTerms ?? null,
    places: spec.places ?? null,
    outcomes: spec.outcomes.map((o, i) => outcome(o, i + 1)),
  };
}

interface EventSpec {
  readonly id: number;
  readonly description: string;
  readonly startTime: string;
  readonly trail: readonly number[];
  readonly sportCode: string;
  readonly eventType?: SimEvent['eventType'];
  readonly isOutright?: boolean;
  readonly sportGroup?: SimEvent['sportGroup'];
  readonly opponents?: boolean;
  readonly markets: readonly SimMarket[];
}

export function event(spec: EventSpec): SimEvent {
  const [home, away] = spec.description.split(' v ');
  const opponents =
    spec.opponents === false || !home || !away
      ? []
      : [
          { id: spec.id * 10 + 1, description: home, position: 'HOME' as const },
          { id: spec.id * 10 + 2, description: away, position: 'AWAY' as const },
        ];
  return {
    id: spec.id,
    description: spec.description,
    slug: spec.description.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    startTime: spec.startTime,
    sportPathId: spec.trail[0] ?? 0,
    sportCode: spec.sportCode,
    pathIds: spec.trail,
    feedCode: `BU-${spec.id}`,
    eventType: spec.eventType ?? 'GAMEEVENT',
    isOutright: spec.isOutright ?? false,
    sportGroup: spec.sportGroup ?? 'REGULAR',
    opponents,
    markets: spec.markets,
  };
}

const winDrawWin = (id: number, prices: [string, string, string], periodId = 100) =>
  market({
    id,
    marketTypeId: 1,
    description: periodId === 102 || periodId === 202 ? '1st Half Result' : 'Match Result',
    periodId,
    style: 'WIN_DRAW_WIN',
    outcomes: [
      { description: 'Home', price: prices[0] },
      { description: 'Draw', price: prices[1] },
      { description: 'Away', price: prices[2] },
    ],
  });

const overUnder = (id: number, line: number, over: string, under: string, periodId = 100) =>
  market({
    id,
    marketTypeId: 18,
    description: `Total Goals Over/Under ${line}`,
    periodId,
    style: 'OVER_UNDER',
    instance: Math.round(line * 2),
    outcomes: [
      { description: `Over ${line}`, price: over, spread: line },
      { description: `Under ${line}`, price: under, spread: line },
    ],
  });

// Events --------------------------------------------------------------------------------------
export const E = {
  /** Pre-match football with every market rule in it. */
  rules: 910_001,
  /** Pre-match football with 60 market types: capped at 50. */
  many: 910_002,
  /** Live football. */
  liveFootball: 910_003,
  /** Live tennis (set-based: sets, match totals). */
  liveTennis: 910_004,
  /** Pre-match horse race (RANKEVENT) with each-way terms. */
  race: 910_005,
  /** Pre-match CS:GO (ESPORTS). */
  esports: 910_006,
  /** Football kicking off in 5 minutes (about to start). */
  soon: 910_007,
  /** Live event of a sport with no known code. */
  unknownSport: 910_008,
  /** Finished football. */
  finished: 910_009,
  /** Scheduled but its kick-off has passed (not pre-match any more, not live yet). */
  stale: 910_010,
  /** Football outright (RANKEVENT, isOutright). */
  outright: 910_011,
  /** Pre-match football whose markets are all suspended (not bettable, unpriced). */
  suspended: 910_012,
  /** Live football whose only market is closed (shown with allBettableEvents only). */
  liveClosed: 910_013,
} as const;

/** Market ids of the rules event, by the rule each proves. */
export const M = {
  wdw: 920_001,
  ou05: 920_002,
  ou15: 920_003,
  ou25: 920_004,
  ou35: 920_005,
  ou45: 920_006,
  ouHalf05: 920_007,
  ouHalf15: 920_008,
  bttsWithHidden: 920_009,
  doubleChanceAllHidden: 920_010,
  correctScoreLts: 920_011,
  closed: 920_012,
  settled: 920_013,
  halfTimeSuspended: 920_014,
  liveWdw: 920_020,
  liveFirstHalf: 920_021,
  liveNextGoal: 920_022,
  liveLts: 920_023,
  liveTennisMatch: 920_030,
  liveTennisSet: 920_031,
  raceWin: 920_040,
} as const;

const rulesEvent = event({
  id: E.rules,
  description: 'Rules United v Limits City',
  startTime: at(24),
  trail: [PATHS.football, PATHS.england, PATHS.premier],
  sportCode: 'FOOT',
  markets: [
    winDrawWin(M.wdw, ['2.10', '3.40', '3.50']),
    // Five total-goals lines: the three most balanced (smallest price difference) are kept.
    overUnder(M.ou05, 0.5, '1.06', '9.00'),
    overUnder(M.ou15, 1.5, '1.30', '3.40'),
    overUnder(M.ou25, 2.5, '1.90', '1.95'),
    overUnder(M.ou35, 3.5, '2.90', '1.40'),
    overUnder(M.ou45, 4.5, '5.50', '1.14'),
    // The same market type in another period is another group.
    overUnder(M.ouHalf05, 0.5, '1.40', '2.80', 102),
    overUnder(M.ouHalf15, 1.5, '2.60', '1.48', 102),
    market({
      id: M.bttsWithHidden,
      marketTypeId: 350,
      description: 'Both Teams To Score',
      periodId: 100,
      outcomes: [
        { description: 'Yes', price: '1.80' },
        { description: 'No', price: '1.95', hidden: true },
      ],
    }),
    market({
      id: M.doubleChanceAllHidden,
      marketTypeId: 605,
      description: 'Double Chance',
      periodId: 100,
      outcomes: [
        { description: 'Home or Draw', price: '1.30', hidden: true },
        { description: 'Away or Draw', price: '1.70', hidden: true },
      ],
    }),
    market({
      id: M.correctScoreLts,
      marketTypeId: 332,
      description: 'Correct Score',
      periodId: 100,
      status: 'lts',
      outcomes: [
        { description: '1-0', price: '7.00' },
        { description: '0-1', price: '9.00' },
      ],
    }),
    market({
      id: M.closed,
      marketTypeId: 40,
      description: 'First Goalscorer',
      periodId: 100,
      status: 'closed',
      outcomes: [{ description: 'Anyone', price: '3.00' }],
    }),
    market({
      id: M.settled,
      marketTypeId: 41,
      description: 'Toss',
      periodId: 100,
      status: 'settled',
      outcomes: [{ description: 'Heads', price: '1.90' }],
    }),
    market({
      id: M.halfTimeSuspended,
      marketTypeId: 19,
      description: 'Half Time Result',
      periodId: 102,
      status: 'suspended',
      outcomes: [
        { description: 'Home', price: '2.80' },
        { description: 'Draw', price: '2.10' },
        { description: 'Away', price: '4.20' },
      ],
    }),
  ],
});

const manyEvent = event({
  id: E.many,
  description: 'Many Markets v Cap Fifty',
  startTime: at(25),
  trail: [PATHS.football, PATHS.england, PATHS.premier],
  sportCode: 'FOOT',
  markets: Array.from({ length: 60 }, (_, i) =>
    market({
      id: 930_000 + i,
      marketTypeId: 5000 + i,
      description: `Special ${String(i).padStart(2, '0')}`,
      periodId: 100,
      outcomes: [
        { description: 'Yes', price: '1.90' },
        { description: 'No', price: '1.90' },
      ],
    }),
  ),
});

const liveFootball = event({
  id: E.liveFootball,
  description: 'Live Rovers v Clock Athletic',
  startTime: at(-1),
  trail: [PATHS.football, PATHS.england, PATHS.second],
  sportCode: 'FOOT',
  markets: [
    winDrawWin(M.liveWdw, ['1.60', '3.80', '6.00'], 200),
    winDrawWin(M.liveFirstHalf, ['1.90', '2.40', '8.00'], 202),
    market({
      id: M.liveNextGoal,
      marketTypeId: 2722,
      description: 'Next Goal 2',
      periodId: 200,
      instance: 2,
      outcomes: [
        { description: 'Home', price: '1.70' },
        { description: 'No Goal', price: '6.00' },
        { description: 'Away', price: '2.60' },
      ],
    }),
    market({
      id: M.liveLts,
      marketTypeId: 332,
      description: 'Correct Score',
      periodId: 200,
      status: 'lts',
      outcomes: [{ description: '2-0', price: '5.00' }],
    }),
  ],
});

const liveTennis = event({
  id: E.liveTennis,
  description: 'Server One v Volley Two',
  startTime: at(-0.5),
  trail: [PATHS.tennis, PATHS.tennisOpen],
  sportCode: 'TENN',
  markets: [
    market({
      id: M.liveTennisMatch,
      marketTypeId: 60,
      description: 'Match Winner',
      periodId: 209,
      outcomes: [
        { description: 'Server One', price: '1.50' },
        { description: 'Volley Two', price: '2.60' },
      ],
    }),
    market({
      id: M.liveTennisSet,
      marketTypeId: 61,
      description: 'Set 2 Winner',
      periodId: 210,
      instance: 2,
      outcomes: [
        { description: 'Server One', price: '1.70' },
        { description: 'Volley Two', price: '2.10' },
      ],
    }),
  ],
});

const race = event({
  id: E.race,
  description: 'Ascot 14:30',
  startTime: at(5),
  trail: [PATHS.racing, PATHS.uk, PATHS.ascot],
  sportCode: 'HORS',
  eventType: 'RANKEVENT',
  opponents: false,
  markets: [
    market({
      id: M.raceWin,
      marketTypeId: 900,
      description: 'Win or Each Way',
      periodId: 100,
      style: 'WIN_EACH_WAY',
      placeTerms: '1/4',
      places: 3,
      outcomes: [
        { description: 'Fast Lad', price: '3.50' },
        { description: 'Slow Lass', price: '5.00' },
        { description: 'Steady Eddie', price: '7.50' },
        { description: 'Long Shot', price: '21.00' },
      ],
    }),
  ],
});

const esports = event({
  id: E.esports,
  description: 'Team Alpha v Team Beta',
  startTime: at(30),
  trail: [PATHS.csgo, PATHS.esl],
  sportCode: 'CSGO',
  sportGroup: 'ESPORTS',
  markets: [
    market({
      id: 920_050,
      marketTypeId: 70,
      description: 'Match Winner',
      periodId: 100,
      outcomes: [
        { description: 'Team Alpha', price: '1.80' },
        { description: 'Team Beta', price: '2.00' },
      ],
    }),
  ],
});

const footballEvent = (id: number, description: string, hours: number, leagueId: number) =>
  event({
    id,
    description,
    startTime: at(hours),
    trail: [PATHS.football, PATHS.england, leagueId],
    sportCode: 'FOOT',
    markets: [winDrawWin(id * 10, ['2.00', '3.30', '3.90'])],
  });

const soon = footballEvent(E.soon, 'Soon Town v Kickoff FC', 5 / 60, PATHS.second);
const finished = footballEvent(E.finished, 'Done Athletic v Over United', -3, PATHS.second);
const stale = footballEvent(E.stale, 'Late Start v Waiting Wanderers', -0.25, PATHS.second);
const suspendedEvent = event({
  id: E.suspended,
  description: 'Paused City v Frozen Town',
  startTime: at(40),
  trail: [PATHS.football, PATHS.england, PATHS.second],
  sportCode: 'FOOT',
  markets: [{ ...winDrawWin(E.suspended * 10, ['2.00', '3.30', '3.90']), status: 'suspended' }],
});
const liveClosed = event({
  id: E.liveClosed,
  description: 'Shut Rovers v Closed City',
  startTime: at(-1.2),
  trail: [PATHS.football, PATHS.england, PATHS.second],
  sportCode: 'FOOT',
  markets: [{ ...winDrawWin(E.liveClosed * 10, ['2.00', '3.30', '3.90'], 200), status: 'closed' }],
});
const outright = event({
  id: E.outright,
  description: 'Test Premier League Winner',
  startTime: at(24 * 6),
  trail: [PATHS.football, PATHS.england, PATHS.premier],
  sportCode: 'FOOT',
  eventType: 'RANKEVENT',
  isOutright: true,
  opponents: false,
  markets: [
    market({
      id: 920_060,
      marketTypeId: 800,
      description: 'Outright Winner',
      periodId: 100,
      outcomes: [
        { description: 'Rules United', price: '2.50' },
        { description: 'Limits City', price: '3.00' },
        { description: 'Field', price: '4.00' },
      ],
    }),
  ],
});
const unknownSport = event({
  id: E.unknownSport,
  description: 'Mystery A v Mystery B',
  startTime: at(-0.7),
  trail: [PATHS.unknownSport, PATHS.unknownLeague],
  sportCode: 'ZZZZ',
  markets: [
    market({
      id: 920_070,
      marketTypeId: 71,
      description: 'Winner',
      periodId: 200,
      outcomes: [
        { description: 'Mystery A', price: '1.90' },
        { description: 'Mystery B', price: '1.90' },
      ],
    }),
  ],
});

/** 30 pre-match football fillers (for pages of 20), one an hour from +2 h, in the second league. */
export const PRE_MATCH_FILLERS = Array.from({ length: 30 }, (_, i) =>
  footballEvent(911_000 + i, `Filler ${i} v Padding ${i}`, 2 + i, PATHS.second),
);

/** 52 live CS:GO fillers (a live page holds 50). */
export const LIVE_FILLERS = Array.from({ length: 52 }, (_, i) =>
  event({
    id: 912_000 + i,
    description: `Live Alpha ${i} v Live Beta ${i}`,
    startTime: at(-1 - i / 100),
    trail: [PATHS.csgo, PATHS.esl],
    sportCode: 'CSGO',
    sportGroup: 'ESPORTS',
    markets: [
      market({
        id: 940_000 + i,
        marketTypeId: 70,
        description: 'Match Winner',
        periodId: 200,
        outcomes: [
          { description: `Live Alpha ${i}`, price: '1.85' },
          { description: `Live Beta ${i}`, price: '1.95' },
        ],
      }),
    ],
  }),
);

export const LIVE_EVENT_IDS = [
  E.liveFootball,
  E.liveTennis,
  E.unknownSport,
  E.liveClosed,
  ...LIVE_FILLERS.map((e) => e.id),
];

export function fixtureCard(): SimCard {
  return {
    paths,
    events: [
      rulesEvent,
      manyEvent,
      liveFootball,
      liveTennis,
      race,
      esports,
      soon,
      unknownSport,
      finished,
      stale,
      outright,
      suspendedEvent,
      liveClosed,
      ...PRE_MATCH_FILLERS,
      ...LIVE_FILLERS,
    ],
  };
}

/** The in-play state the feed would have written (upsertCard writes fixtures only). */
export async function applyLiveState(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE events SET status = 'live', went_live_at = start_time,
            clock = '{"minutes": 57, "status": "RUNNING"}'::jsonb
      WHERE id = ANY($1::bigint[])`,
    [LIVE_EVENT_IDS],
  );
  const home = (id: number) => id * 10 + 1;
  const away = (id: number) => id * 10 + 2;
  const f = E.liveFootball;
  await db.query(
    `UPDATE events SET scores_per_period = $2::jsonb, current_period = '2nd Half',
            current_period_abbreviation = 'HALF', current_period_number = 2
      WHERE id = $1`,
    [
      f,
      JSON.stringify([
        { opponentId: home(f), periodInstance: 1, periodKey: 'HALF', score: 1 },
        { opponentId: away(f), periodInstance: 1, periodKey: 'HALF', score: 0 },
        { opponentId: home(f), periodInstance: 2, periodKey: 'HALF', score: 1 },
        { opponentId: away(f), periodInstance: 2, periodKey: 'HALF', score: 1 },
      ]),
    ],
  );
  const t = E.liveTennis;
  await db.query(
    `UPDATE events SET scores_per_period = $2::jsonb, current_period = 'Set 2',
            current_period_abbreviation = 'SETS', current_period_number = 2,
            live_open_market_count = 2, clock = '{"minutes": 48, "status": "RUNNING"}'::jsonb
      WHERE id = $1`,
    [
      t,
      JSON.stringify([
        { opponentId: home(t), periodInstance: 0, periodKey: 'SETS', score: 1 },
        { opponentId: away(t), periodInstance: 0, periodKey: 'SETS', score: 0 },
        { opponentId: home(t), periodInstance: 1, periodKey: 'GAMES', score: 6 },
        { opponentId: away(t), periodInstance: 1, periodKey: 'GAMES', score: 4 },
        { opponentId: home(t), periodInstance: 2, periodKey: 'GAMES', score: 2 },
        { opponentId: away(t), periodInstance: 2, periodKey: 'GAMES', score: 3 },
      ]),
    ],
  );
  await db.query(
    `UPDATE events SET status = 'finished', went_live_at = start_time,
            finished_at = start_time + interval '2 hours',
            clock = '{"minutes": 90, "status": "END_OF_EVENT"}'::jsonb
      WHERE id = $1`,
    [E.finished],
  );
}
