import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BASKETBALL_MARKET_IDS,
  BASKETBALL_RACE_TO_POINTS_MARKET_IDS,
  FOOTBALL_MARKET_IDS,
  LAZY_LOADING_MARKETS_LIVE_EVENT_COUNT_THRESHOLD,
  LIVE_EVENTS_PAGE_SIZE,
  LONG_QUERY_THRESHOLD_CHARS,
  PERIOD_ABBREVIATIONS,
  PERIOD_IDS,
  PERIOD_TYPE_IDS,
  PRE_MATCH_DEFAULT_PAGE_SIZE,
  counterpartPeriodId,
  isLongEventsQuery,
  isPeriodAbbreviation,
  periodIdFor,
  periodIdInfo,
  raceToPointsMarketId,
  raceToPointsTarget,
  shouldLazyLoadLiveMarkets,
} from '../market-ids';

describe('market ids (spec betting-domain §9)', () => {
  it('has football both teams to score 350, double chance 605, next goal 2722', () => {
    expect(FOOTBALL_MARKET_IDS).toEqual({
      bothTeamsToScore: 350,
      doubleChance: 605,
      nextGoal: 2722,
    });
  });

  it('has basketball odd/even 180', () => {
    expect(BASKETBALL_MARKET_IDS.oddEven).toBe(180);
  });

  it('maps the three race-to-X-points market ids to 20, 15 and 10', () => {
    expect(Object.values(BASKETBALL_RACE_TO_POINTS_MARKET_IDS).sort((a, b) => b - a)).toEqual([
      20, 15, 10,
    ]);
    for (const points of [20, 15, 10]) {
      const id = raceToPointsMarketId(points);
      expect(id).toBeDefined();
      expect(raceToPointsTarget(id ?? -1)).toBe(points);
    }
    expect(raceToPointsTarget(BASKETBALL_MARKET_IDS.oddEven)).toBeUndefined();
    expect(raceToPointsMarketId(25)).toBeUndefined();
  });
});

describe('period ids (spec betting-domain §9, live / pre-match)', () => {
  it.each([
    [202, 'FOOT', 'firstHalf', true],
    [102, 'FOOT', 'firstHalf', false],
    [200, 'FOOT', 'fullTime', true],
    [100, 'FOOT', 'fullTime', false],
    [271, 'BASK', 'quarter', true],
    [171, 'BASK', 'quarter', false],
    [268, 'BASK', 'fullTime', true],
    [168, 'BASK', 'fullTime', false],
    [210, 'TENN', 'set', true],
    [110, 'TENN', 'set', false],
    [209, 'TENN', 'match', true],
    [109, 'TENN', 'match', false],
  ] as const)('period %i is %s %s, in running %s', (periodId, sport, kind, inRunning) => {
    expect(periodIdInfo(periodId)).toEqual({
      periodId,
      sport,
      kind,
      inRunning,
      periodTypeId: inRunning ? PERIOD_TYPE_IDS.IN_RUNNING : PERIOD_TYPE_IDS.PRE_MATCH,
    });
    expect(periodIdFor(sport, kind, inRunning)).toBe(periodId);
  });

  it('knows nothing of other period ids or kinds', () => {
    expect(periodIdInfo(999)).toBeUndefined();
    expect(periodIdFor('FOOT', 'set', true)).toBeUndefined();
    expect(counterpartPeriodId(999)).toBeUndefined();
  });

  it('pairs every live period with its pre-match twin', () => {
    expect(counterpartPeriodId(200)).toBe(100);
    expect(counterpartPeriodId(171)).toBe(271);
    const ids = Object.values(PERIOD_IDS).flatMap((kinds) =>
      Object.values(kinds).flatMap((pair: { live: number; preMatch: number }) => [
        pair.live,
        pair.preMatch,
      ]),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ids), (id) => {
        const twin = counterpartPeriodId(id);
        expect(twin).toBeDefined();
        expect(twin).not.toBe(id);
        expect(counterpartPeriodId(twin ?? -1)).toBe(id);
        expect(periodIdInfo(twin ?? -1)?.inRunning).toBe(!periodIdInfo(id)?.inRunning);
      }),
    );
  });
});

describe('period abbreviations (spec betting-domain §3)', () => {
  it('lists exactly the spec abbreviations', () => {
    expect(PERIOD_ABBREVIATIONS).toEqual([
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
    ]);
    expect(isPeriodAbbreviation('ET_HALF')).toBe(true);
    expect(isPeriodAbbreviation('half')).toBe(false);
    expect(isPeriodAbbreviation(3)).toBe(false);
  });
});

describe('live and query constants (spec betting-domain §3, §9)', () => {
  it('uses the spec values', () => {
    expect(LAZY_LOADING_MARKETS_LIVE_EVENT_COUNT_THRESHOLD).toBe(30);
    expect(LIVE_EVENTS_PAGE_SIZE).toBe(50);
    expect(PRE_MATCH_DEFAULT_PAGE_SIZE).toBe(20);
    expect(LONG_QUERY_THRESHOLD_CHARS).toBe(2000);
  });

  it('sends a query as POST only when it exceeds 2000 characters', () => {
    expect(isLongEventsQuery('a'.repeat(2000))).toBe(false);
    expect(isLongEventsQuery('a'.repeat(2001))).toBe(true);
  });

  it('lazy-loads live markets above 30 events', () => {
    expect(shouldLazyLoadLiveMarkets(30)).toBe(false);
    expect(shouldLazyLoadLiveMarkets(31)).toBe(true);
    expect(shouldLazyLoadLiveMarkets(5, 4)).toBe(true);
  });
});
