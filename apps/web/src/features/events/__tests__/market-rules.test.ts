import { compareMarkets } from '@touchline/betting';
import type { Market } from '@touchline/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFootballEvent, makeOutcome } from '../../../shared/testing/fixtures';
import { asianRow, formatHandicapLine, formatTotalLine } from '../asian-lines';
import { defaultMarket } from '../default-market';
import {
  groupMarkets,
  playerMarketCategory,
  searchGroups,
  type MarketGroup,
} from '../market-groups';
import { periodTabs, WHOLE_MATCH } from '../period-tabs';
import { sortByStartTime } from '../sort-events';
import { periodScores, sportFamily } from '../sport-family';
import { FIRST_HALF, footballWithLines, handicap, makeMarket, total } from './market-fixtures';

const event = () =>
  footballWithLines({ id: 1, home: 'Arsenal', away: 'Chelsea', prices: [2, 3, 4] });

describe('lines as Asian books write them', () => {
  it('signs handicaps and splits quarter lines into their halves', () => {
    expect(formatHandicapLine(0)).toBe('0');
    expect(formatHandicapLine(0.5)).toBe('+0.5');
    expect(formatHandicapLine(-1.5)).toBe('-1.5');
    expect(formatHandicapLine(-0.25)).toBe('0/-0.5');
    expect(formatHandicapLine(0.75)).toBe('+0.5/+1');
    expect(formatHandicapLine(-1.75)).toBe('-1.5/-2');
  });

  it('writes totals plainly, quarter lines split', () => {
    expect(formatTotalLine(2.5)).toBe('2.5');
    expect(formatTotalLine(3)).toBe('3');
    expect(formatTotalLine(2.25)).toBe('2/2.5');
    expect(formatTotalLine(2.75)).toBe('2.5/3');
  });
});

describe('the Asian row', () => {
  it('picks the most balanced line of each kind as the main line', () => {
    const row = asianRow(event(), null, 1);
    expect(row.result?.description).toBe('Match Result');
    expect(row.handicap.map((l) => l.market.description)).toEqual(['Asian Handicap -0.5']);
    expect(row.total.map((l) => l.market.description)).toEqual(['Total Goals Over/Under 2.5']);
  });

  it('gives Thai the three most balanced lines in line order, none of another period', () => {
    const e = event();
    const far = handicap(e, 190, -2.5, [6, 1.1]);
    const row = asianRow({ ...e, markets: [...e.markets, far] }, null, 3);
    expect(row.handicap.map((l) => l.market.description)).toEqual([
      'Asian Handicap -1.5',
      'Asian Handicap -0.5',
      'Asian Handicap +0.5',
    ]);
    expect(asianRow(event(), '1st Half', 3)).toEqual({
      result: expect.objectContaining({ description: '1st Half Result' }) as Market,
      handicap: [],
      total: [],
    });
  });

  it('takes one question’s lines: numbered periods (1st, 2nd quarter) are not lines', () => {
    const e = event();
    const quarterTotal = (id: number, n: number) => ({
      ...total(e, id, 41.5, [1.9, 1.9]),
      description: `${String(n)} Quarter Total 41.5`,
      instance: n,
      period: { ...FIRST_HALF, description: 'Quarter' },
    });
    const row = asianRow(
      { ...e, markets: [quarterTotal(301, 2), quarterTotal(302, 1), quarterTotal(303, 3)] },
      'Quarter',
      3,
    );
    expect(row.total.map((l) => l.market.description)).toEqual(['1 Quarter Total 41.5']);
  });

  it('leaves out a market that is neither open nor suspended', () => {
    const e = event();
    const closed = { ...e, markets: e.markets.map((m) => ({ ...m, status: 'closed' as const })) };
    expect(asianRow(closed, null, 1)).toEqual({ result: null, handicap: [], total: [] });
    expect(defaultMarket(closed)).toBeNull();
  });
});

describe('the default market', () => {
  it('is the whole match’s result, not a period’s, whatever order the markets come in', () => {
    const e = event();
    expect(defaultMarket({ ...e, markets: [...e.markets].reverse() })?.description).toBe(
      'Match Result',
    );
    expect(defaultMarket(e, '1st Half')?.description).toBe('1st Half Result');
  });
});

describe('period tabs', () => {
  it('put every whole-match period in one tab named as most of its markets name it', () => {
    const e = event();
    const outright = {
      ...e.markets[0],
      period: { ...e.markets[0]!.period, description: 'Outright' },
    } as Market;
    const tabs = periodTabs([...e.markets, outright]);
    expect(tabs.map((t) => [t.key, t.label])).toEqual([
      [WHOLE_MATCH, 'Full Time'],
      ['1st Half', '1st Half'],
    ]);
  });

  it('are none for one period', () => {
    expect(
      periodTabs(makeFootballEvent({ id: 2, home: 'A', away: 'B', prices: [2, 3, 4] }).markets),
    ).toEqual([]);
    expect(periodTabs([])).toEqual([]);
  });

  it('order parts by sequence', () => {
    const e = event();
    const finer = makeMarket(e, {
      id: 9,
      marketTypeId: 9,
      description: 'Over 1 runs',
      style: 'OVER_UNDER',
      ordinalPosition: 9,
      period: { ...FIRST_HALF, description: 'Over', sequence: 3 },
      outcomes: [],
    });
    expect(periodTabs([finer, ...e.markets]).map((t) => t.label)).toEqual([
      'Full Time',
      '1st Half',
      'Over',
    ]);
  });
});

describe('sort by time', () => {
  it('is a permutation ordered by start time (id on ties), whatever the input order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            id: fc.integer({ min: 1, max: 10_000 }),
            hour: fc.integer({ min: 0, max: 23 }),
          }),
          { selector: (s) => s.id, maxLength: 30 },
        ),
        (specs) => {
          const events = specs.map(({ id, hour }) =>
            makeFootballEvent({
              id,
              home: 'A',
              away: 'B',
              prices: [2, 3, 4],
              startTime: `2030-05-04T${String(hour).padStart(2, '0')}:00:00.000Z`,
            }),
          );
          const sorted = sortByStartTime(events);
          expect(sorted).toHaveLength(events.length);
          expect([...sorted].sort((a, b) => a.id - b.id)).toEqual(
            [...events].sort((a, b) => a.id - b.id),
          );
          for (let i = 1; i < sorted.length; i += 1) {
            const [a, b] = [sorted[i - 1]!, sorted[i]!];
            const order = Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id;
            expect(order).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('market groups', () => {
  const marketArb = fc.record({
    id: fc.integer({ min: 1, max: 100_000 }),
    type: fc.integer({ min: 1, max: 6 }),
    ordinal: fc.integer({ min: 1, max: 6 }),
    line: fc.integer({ min: 0, max: 8 }),
    half: fc.boolean(),
    player: fc.option(fc.constantFrom('Saka', 'Palmer'), { nil: null }),
    kind: fc.constantFrom(
      'Total Goals',
      'Anytime Goalscorer',
      'Shots on Target',
      'To Be Booked',
      'Tackles',
    ),
  });

  it('hold every market exactly once, each group’s markets in the §9 order (no lines here)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(marketArb, { selector: (m) => m.id, maxLength: 40 }), (specs) => {
        const e = event();
        const markets = specs.map((s) =>
          makeMarket(e, {
            id: s.id,
            marketTypeId: s.type,
            description: `${s.kind} ${String(s.line)}.5`,
            style: 'OVER_UNDER',
            ordinalPosition: s.ordinal,
            period: s.half ? FIRST_HALF : undefined,
            playerName: s.player,
            outcomes: [makeOutcome(s.id * 10, 'Over', 2, 1)],
          }),
        );
        const groups = groupMarkets(markets, 3);
        const ids = groups.flatMap((g) => g.markets.map((m) => m.id));
        expect([...ids].sort((a, b) => a - b)).toEqual(
          markets.map((m) => m.id).sort((a, b) => a - b),
        );
        for (const group of groups) {
          expect(group.labels).toHaveLength(group.markets.length);
          for (let i = 1; i < group.markets.length; i += 1) {
            expect(
              compareMarkets(group.markets[i - 1]!, group.markets[i]!, {
                prioritisedMarketTypeId: 3,
              }),
            ).toBeLessThan(0);
          }
        }
        const players = groups.filter((g) => g.kind === 'player').map((g) => g.category);
        const order = ['goals', 'shots', 'assists', 'bookings', 'other'];
        expect([...players].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(players);
      }),
    );
  });

  it('name lines by what tells them apart', () => {
    const groups = groupMarkets(event().markets);
    const totals = groups.find((g) => g.kind === 'market' && g.title === 'Total Goals Over/Under');
    expect(totals?.labels).toEqual(['1.5', '2.5', '3.5']);
    const handicaps = groups.find((g) => g.kind === 'market' && g.title === 'Asian Handicap');
    expect(handicaps?.labels).toEqual(['-1.5', '-0.5', '+0.5']);
  });

  it('keep markets of one type without a shared title apart', () => {
    const e = event();
    const quarter = (id: number, description: string) =>
      makeMarket(e, {
        id,
        marketTypeId: 13,
        description,
        style: 'TWO_WAY',
        ordinalPosition: 4,
        outcomes: [],
      });
    const groups = groupMarkets([
      quarter(1, '1st Quarter Winner'),
      quarter(2, '2nd Quarter Winner'),
    ]);
    expect(groups.map((g) => (g.kind === 'market' ? g.title : g.category))).toEqual([
      '1st Quarter Winner',
      '2nd Quarter Winner',
    ]);
  });

  it('title numbered markets before their bracket', () => {
    const e = event();
    const next = (id: number, n: number) =>
      makeMarket(e, {
        id,
        marketTypeId: 2722,
        description: `Next Goal (Goal ${String(n)})`,
        style: 'NEXT_GOAL',
        ordinalPosition: 5,
        instance: n,
        outcomes: [],
      });
    const [group] = groupMarkets([next(1, 1), next(2, 2)]);
    expect(group).toMatchObject({ title: 'Next Goal', labels: ['Goal 1', 'Goal 2'] });
  });

  it('read a player market’s category from its description', () => {
    expect(playerMarketCategory({ description: 'First Goalscorer' })).toBe('goals');
    expect(playerMarketCategory({ description: 'To Score 2+' })).toBe('goals');
    expect(playerMarketCategory({ description: 'Shots on Target 1+' })).toBe('shots');
    expect(playerMarketCategory({ description: 'To Assist' })).toBe('assists');
    expect(playerMarketCategory({ description: 'To Be Booked' })).toBe('bookings');
    expect(playerMarketCategory({ description: 'Red Card' })).toBe('bookings');
    expect(playerMarketCategory({ description: 'Tackles 3+' })).toBe('other');
  });

  it('search ignores case and accents and keeps a group whose title matches whole', () => {
    const groups = groupMarkets(event().markets);
    const titleOf = (g: MarketGroup) => (g.kind === 'market' ? g.title : g.category);
    expect(searchGroups(groups, 'ÁSIAN', titleOf).map((g) => g.markets.length)).toEqual([3]);
    expect(searchGroups(groups, 'over 2.5', titleOf).flatMap((g) => g.labels)).toEqual(['2.5']);
    expect(searchGroups(groups, '  ', titleOf)).toEqual(groups);
  });
});

describe('sport view families', () => {
  it('follow the spec’s lists', () => {
    expect(['FOOT', 'BASK', 'AMFB', 'BASE', 'KABA', 'HAND', 'DART'].map(sportFamily)).toEqual(
      Array(7).fill('default'),
    );
    expect(['TENN', 'VOLL', 'TTEN', 'CSGO'].map(sportFamily)).toEqual(Array(4).fill('secondary'));
    expect(sportFamily('GOLF')).toBe('golf');
    expect(['CRIC', 'VICR', 'ECRI'].map(sportFamily)).toEqual(Array(3).fill('cricket'));
  });

  it('read the numbered periods’ scores of the most detailed key', () => {
    const e = makeFootballEvent({ id: 5, home: 'A', away: 'B', prices: [2, 3, 4] });
    expect(
      periodScores({
        opponents: e.opponents,
        scoresPerPeriod: [
          { opponentId: 11, periodKey: 'GAMES', periodInstance: 2, score: 1 },
          { opponentId: 10, periodKey: 'SETS', periodInstance: 0, score: 1 },
          { opponentId: 10, periodKey: 'GAMES', periodInstance: 1, score: 6 },
          { opponentId: 11, periodKey: 'GAMES', periodInstance: 1, score: 3 },
        ],
      }),
    ).toEqual([
      { instance: 1, home: 6, away: 3 },
      { instance: 2, home: 0, away: 1 },
    ]);
  });
});
