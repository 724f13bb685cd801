/**
 * Market ids, period ids, period abbreviations and the live/pre-match query constants of
 * spec betting-domain §3 and §9. Pure data plus small lookups; the simulator, the platform's
 * catalogue and the web's market tables all read them from here.
 */
import { BETTING_LIMITS, SITE_SETTING_DEFAULTS } from '../site-settings';

// ---------------------------------------------------------------------------------------------
// Market ids (spec betting-domain §9 "Market ids"). They identify market types, so they are
// compared with a market's `marketTypeId`.
// ---------------------------------------------------------------------------------------------

/** spec betting-domain §9: football both teams to score 350, double chance 605, next goal 2722. */
export const FOOTBALL_MARKET_IDS = {
  bothTeamsToScore: 350,
  doubleChance: 605,
  nextGoal: 2722,
} as const;

/** spec betting-domain §9: basketball odd/even 180. */
export const BASKETBALL_MARKET_IDS = {
  oddEven: 180,
} as const;

/**
 * spec betting-domain §9: "race to X points" in basketball maps market ids to 20, 15 and 10.
 * The three ids are not shown in the spec; these are Touchline's (decision recorded), kept
 * beside the other basketball ids in the 18xx block.
 */
export const BASKETBALL_RACE_TO_POINTS_MARKET_IDS: Readonly<Record<number, number>> = {
  1820: 20,
  1815: 15,
  1810: 10,
};

/** Points target of a basketball "race to X points" market type, or undefined for any other. */
export function raceToPointsTarget(marketTypeId: number): number | undefined {
  return BASKETBALL_RACE_TO_POINTS_MARKET_IDS[marketTypeId];
}

/** The race-to-points market type for a target of 20, 15 or 10 points. */
export function raceToPointsMarketId(points: number): number | undefined {
  for (const [id, target] of Object.entries(BASKETBALL_RACE_TO_POINTS_MARKET_IDS)) {
    if (target === points) return Number(id);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Period ids (spec betting-domain §9 "Period ids (live / pre-match)").
// ---------------------------------------------------------------------------------------------

/**
 * Period type ids carried by a market's `period.periodTypeId` and the feed's `periodTypeId`
 * (spec betting-domain §3). Not shown in the spec; Touchline uses 1 = PRE_MATCH and
 * 2 = IN_RUNNING, as the platform's catalogue does.
 */
export const PERIOD_TYPE_IDS = { PRE_MATCH: 1, IN_RUNNING: 2 } as const;
export type PeriodTypeName = keyof typeof PERIOD_TYPE_IDS;
export type PeriodTypeId = (typeof PERIOD_TYPE_IDS)[PeriodTypeName];

/** The sports whose period ids the spec lists. */
export type PeriodSportCode = 'FOOT' | 'BASK' | 'TENN';

/** The period kinds named in the spec, per sport. */
export type PeriodKind = 'firstHalf' | 'fullTime' | 'quarter' | 'set' | 'match';

interface PeriodIdPair {
  readonly live: number;
  readonly preMatch: number;
}

/** spec betting-domain §9: period ids, live / pre-match. */
export const PERIOD_IDS = {
  FOOT: {
    firstHalf: { live: 202, preMatch: 102 },
    fullTime: { live: 200, preMatch: 100 },
  },
  BASK: {
    quarter: { live: 271, preMatch: 171 },
    fullTime: { live: 268, preMatch: 168 },
  },
  TENN: {
    set: { live: 210, preMatch: 110 },
    match: { live: 209, preMatch: 109 },
  },
} as const satisfies Record<PeriodSportCode, Partial<Record<PeriodKind, PeriodIdPair>>>;

/** What a period id means: its period type, whether it is in running, its sport and kind. */
export interface PeriodIdInfo {
  readonly periodId: number;
  readonly periodTypeId: PeriodTypeId;
  readonly inRunning: boolean;
  readonly sport: PeriodSportCode;
  readonly kind: PeriodKind;
}

const PERIOD_ID_INFO: ReadonlyMap<number, PeriodIdInfo> = (() => {
  const byId = new Map<number, PeriodIdInfo>();
  for (const [sport, kinds] of Object.entries(PERIOD_IDS) as [
    PeriodSportCode,
    Partial<Record<PeriodKind, PeriodIdPair>>,
  ][]) {
    for (const [kind, pair] of Object.entries(kinds) as [PeriodKind, PeriodIdPair][]) {
      const add = (periodId: number, inRunning: boolean): void => {
        if (byId.has(periodId)) throw new Error(`Duplicate period id ${periodId}`);
        const periodTypeId = inRunning ? PERIOD_TYPE_IDS.IN_RUNNING : PERIOD_TYPE_IDS.PRE_MATCH;
        byId.set(periodId, { periodId, periodTypeId, inRunning, sport, kind });
      };
      add(pair.live, true);
      add(pair.preMatch, false);
    }
  }
  return byId;
})();

/** spec betting-domain §9: the meaning of a known period id, or undefined for an unknown one. */
export function periodIdInfo(periodId: number): PeriodIdInfo | undefined {
  return PERIOD_ID_INFO.get(periodId);
}

/** The period id for a sport's period kind, live (in running) or pre-match. */
export function periodIdFor(
  sport: PeriodSportCode,
  kind: PeriodKind,
  inRunning: boolean,
): number | undefined {
  const pair = (PERIOD_IDS[sport] as Partial<Record<PeriodKind, PeriodIdPair>>)[kind];
  if (!pair) return undefined;
  return inRunning ? pair.live : pair.preMatch;
}

/** The in-running twin of a pre-match period id and back (e.g. 100 ↔ 200). */
export function counterpartPeriodId(periodId: number): number | undefined {
  const info = periodIdInfo(periodId);
  return info ? periodIdFor(info.sport, info.kind, !info.inRunning) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Period abbreviations (spec betting-domain §3).
// ---------------------------------------------------------------------------------------------

/** spec betting-domain §3: period abbreviations. */
export const PERIOD_ABBREVIATIONS = [
  'GAMES',
  'SETS',
  'FRAMES',
  'MAP',
  'LEGS',
  'ENDS',
  'STB',
  'PERIOD',
  'HALF',
  'ET',
  'ET_HALF',
  'QTR',
  'PENS',
] as const;
export type PeriodAbbreviation = (typeof PERIOD_ABBREVIATIONS)[number];

export function isPeriodAbbreviation(value: unknown): value is PeriodAbbreviation {
  return typeof value === 'string' && (PERIOD_ABBREVIATIONS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Live and query constants (spec betting-domain §3 site settings and §9 limits).
// ---------------------------------------------------------------------------------------------

/** spec betting-domain §3: lazy_loading_markets_live_event_count_threshold default 30. */
export const LAZY_LOADING_MARKETS_LIVE_EVENT_COUNT_THRESHOLD =
  SITE_SETTING_DEFAULTS.lazy_loading_markets_live_event_count_threshold;
/** spec betting-domain §9: live events page size 50. */
export const LIVE_EVENTS_PAGE_SIZE = BETTING_LIMITS.liveEventsPageSize;
/** spec betting-domain §9: pre-match default page size 20. */
export const PRE_MATCH_DEFAULT_PAGE_SIZE = BETTING_LIMITS.preMatchDefaultPageSize;
/** spec betting-domain §9: long query threshold 2000 characters. */
export const LONG_QUERY_THRESHOLD_CHARS = BETTING_LIMITS.longQueryThresholdChars;

/**
 * spec betting-domain §7: an events query whose encoded form exceeds 2000 characters is sent as
 * a POST with a hash parameter instead of a GET. Exactly 2000 characters still goes as a GET.
 */
export function isLongEventsQuery(encodedQuery: string): boolean {
  return encodedQuery.length > LONG_QUERY_THRESHOLD_CHARS;
}

/**
 * spec betting-domain §9 lazy-loading threshold: with more live events than the threshold the
 * live page loads markets lazily (per league as it is opened) instead of with the events.
 */
export function shouldLazyLoadLiveMarkets(
  liveEventCount: number,
  threshold: number = LAZY_LOADING_MARKETS_LIVE_EVENT_COUNT_THRESHOLD,
): boolean {
  return liveEventCount > threshold;
}
