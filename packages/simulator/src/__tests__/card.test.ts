import {
  FOOTBALL_MARKET_IDS,
  BASKETBALL_MARKET_IDS,
  PERIOD_ABBREVIATIONS,
  PERIOD_IDS,
  SPORTS,
  isBotsEvent,
  isDecimalOdds,
  raceToPointsMarketId,
  sportByCode,
} from '@touchline/betting';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCard } from '../card';
import { generateFootball } from '../football';
import { pathKindsOf } from '../sim-events';
import { MARKET_TYPES, SPORT_PERIOD_ABBREVIATIONS, simPeriodInfo } from '../market-types';
import type { SimCard, SimEvent, SimMarket } from '../model';

const NOW = Date.parse('2026-11-22T09:00:00Z');
const settings = { seed: 42, margin: 0.06, speed: 1 };
const card = buildCard(settings, NOW, 7);

const REQUIRED = [
  'FOOT',
  'BASK',
  'TENN',
  'ICEH',
  'CRIC',
  'AMFB',
  'BASE',
  'VOLL',
  'HORS',
  'CSGO',
  'LOLS',
  'DOTA',
  'EFOT',
  'EBSK',
];

function eventsOf(c: SimCard, code: string): SimEvent[] {
  return c.events.filter((e) => e.sportCode === code && !e.isOutright);
}

function marketsOf(c: SimCard, code: string): SimMarket[] {
  return eventsOf(c, code).flatMap((e) => e.markets);
}

function has(markets: readonly SimMarket[], marketTypeId: number, periodId?: number): boolean {
  return markets.some(
    (m) => m.marketTypeId === marketTypeId && (periodId === undefined || m.periodId === periodId),
  );
}

describe('the card', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(buildCard(settings, NOW, 7)).toEqual(card);
    const other = buildCard({ ...settings, seed: 43 }, NOW, 7);
    expect(other.events.map((e) => e.description)).not.toEqual(
      card.events.map((e) => e.description),
    );
  });

  it('holds at least 40 football fixtures over 5+ leagues in different countries in any 7 days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2030-12-31') }),
        (now) => {
          const football = generateFootball({
            seed: 7,
            from: new Date(now),
            days: 7,
            margin: 0.05,
          });
          expect(football.events.length).toBeGreaterThanOrEqual(40);
          expect(new Set(football.events.map((e) => e.pathIds[2])).size).toBeGreaterThanOrEqual(5);
          expect(new Set(football.events.map((e) => e.pathIds[1])).size).toBeGreaterThanOrEqual(5);
        },
      ),
      { numRuns: 20 },
    );
    const fromWorld = eventsOf(card, 'FOOT').filter((e) => Date.parse(e.startTime) >= NOW);
    expect(fromWorld.length).toBeGreaterThanOrEqual(40);
  });

  it('keeps the first simulator football fixtures (ids, teams, kick-offs)', () => {
    const legacy = generateFootball({ seed: 42, from: new Date(NOW), days: 7, margin: 0.06 });
    const inCard = new Map(eventsOf(card, 'FOOT').map((e) => [e.id, e]));
    for (const e of legacy.events.filter((x) => Date.parse(x.startTime) >= NOW)) {
      expect(inCard.get(e.id)?.description).toBe(e.description);
      expect(inCard.get(e.id)?.startTime).toBe(e.startTime);
    }
  });

  it('carries every required sport over the next 7 days', () => {
    for (const code of REQUIRED) {
      expect(eventsOf(card, code).length, code).toBeGreaterThan(0);
      const sport = sportByCode(code);
      expect(
        card.paths.some((p) => p.kind === 'sport' && p.id === sport?.id && p.code === code),
      ).toBe(true);
    }
    const span = card.events.filter((e) => !e.isOutright).map((e) => Date.parse(e.startTime));
    expect(Math.max(...span) - NOW).toBeGreaterThan(6 * 86_400_000);
  });

  it('prices football with the spec market ids and period ids', () => {
    const m = marketsOf(card, 'FOOT');
    expect(has(m, MARKET_TYPES.matchResult, PERIOD_IDS.FOOT.fullTime.preMatch)).toBe(true);
    expect(has(m, MARKET_TYPES.matchResult, PERIOD_IDS.FOOT.firstHalf.preMatch)).toBe(true);
    expect(has(m, FOOTBALL_MARKET_IDS.doubleChance, 100)).toBe(true);
    expect(has(m, FOOTBALL_MARKET_IDS.bothTeamsToScore, 100)).toBe(true);
    expect(has(m, MARKET_TYPES.correctScore, 100)).toBe(true);
    const totals = m.filter((x) => x.marketTypeId === MARKET_TYPES.totalGoals);
    expect(new Set(totals.map((x) => x.outcomes[0]?.spread)).size).toBeGreaterThanOrEqual(3);
    for (const t of totals) {
      const line = Number(/([\d.]+)$/.exec(t.description)?.[1]);
      expect(t.outcomes.every((o) => o.spread === line)).toBe(true);
    }
    const handicaps = m.filter((x) => x.marketTypeId === MARKET_TYPES.asianHandicap);
    expect(handicaps.length).toBeGreaterThan(0);
    for (const h of handicaps)
      expect((h.outcomes[0]?.spread ?? 0) + (h.outcomes[1]?.spread ?? 0)).toBe(0);
    const names = new Set(m.map((x) => x.description));
    for (const n of [
      'Match Result',
      'Both Teams To Score',
      'Double Chance',
      'Total Goals Over/Under 2.5',
      '1st Half Result',
      'Correct Score',
    ]) {
      expect(names.has(n), n).toBe(true);
    }
  });

  it('prices basketball, tennis and cricket with their special markets and periods', () => {
    const bask = marketsOf(card, 'BASK');
    expect(has(bask, MARKET_TYPES.moneyLine, PERIOD_IDS.BASK.fullTime.preMatch)).toBe(true);
    expect(has(bask, MARKET_TYPES.handicap, 168)).toBe(true);
    expect(has(bask, MARKET_TYPES.total, 168)).toBe(true);
    expect(has(bask, BASKETBALL_MARKET_IDS.oddEven)).toBe(true);
    for (const points of [20, 15, 10])
      expect(has(bask, raceToPointsMarketId(points) ?? -1)).toBe(true);
    expect(has(bask, MARKET_TYPES.periodWinner, PERIOD_IDS.BASK.quarter.preMatch)).toBe(true);
    expect(has(bask, MARKET_TYPES.periodTotal, PERIOD_IDS.BASK.quarter.preMatch)).toBe(true);
    const tenn = marketsOf(card, 'TENN');
    expect(has(tenn, MARKET_TYPES.moneyLine, PERIOD_IDS.TENN.match.preMatch)).toBe(true);
    expect(has(tenn, MARKET_TYPES.periodWinner, PERIOD_IDS.TENN.set.preMatch)).toBe(true);
    expect(has(tenn, MARKET_TYPES.handicap, 109)).toBe(true);
    expect(has(tenn, MARKET_TYPES.total, 109)).toBe(true);
    const cric = marketsOf(card, 'CRIC');
    expect(has(cric, MARKET_TYPES.moneyLine)).toBe(true);
    expect(has(cric, MARKET_TYPES.cricketToss)).toBe(true);
    for (const code of ['ICEH', 'AMFB', 'BASE', 'VOLL', 'CSGO', 'LOLS', 'DOTA']) {
      const m = marketsOf(card, code);
      expect(has(m, MARKET_TYPES.moneyLine), code).toBe(true);
      expect(has(m, MARKET_TYPES.handicap), code).toBe(true);
      expect(has(m, MARKET_TYPES.total), code).toBe(true);
    }
  });

  it('offers races with win and each-way markets and place terms by field size', () => {
    const races = eventsOf(card, 'HORS');
    expect(races.length).toBeGreaterThan(20);
    for (const race of races) {
      expect(race.eventType).toBe('RANKEVENT');
      const ew = race.markets.find((m) => m.marketTypeId === MARKET_TYPES.winEachWay);
      const winOnly = race.markets.find((m) => m.marketTypeId === MARKET_TYPES.winOnly);
      expect(winOnly?.placeTerms).toBeNull();
      const field = ew?.outcomes.length ?? 0;
      const expected = field >= 16 ? ['1/4', 4] : field >= 12 ? ['1/4', 3] : ['1/5', 3];
      expect([ew?.placeTerms, ew?.places]).toEqual(expected);
    }
    expect(new Set(races.map((r) => r.markets[0]?.places))).toEqual(new Set([3, 4]));
  });

  it('lists outrights for a few leagues', () => {
    const outrights = card.events.filter((e) => e.isOutright);
    expect(outrights.length).toBeGreaterThanOrEqual(3);
    for (const o of outrights) {
      expect(o.eventType).toBe('RANKEVENT');
      expect(o.description).toMatch(/Winner/);
      expect(o.markets[0]?.outcomes.length).toBeGreaterThan(5);
    }
  });

  it('names bots events with the ---bots slug (spec betting-domain §2)', () => {
    const slugs = new Map(card.paths.map((p) => [p.id, p]));
    for (const code of ['EFOT', 'EBSK']) {
      const sport = sportByCode(code);
      const events = eventsOf(card, code);
      expect(events.length).toBeGreaterThan(0);
      for (const e of events) {
        const eventPaths = e.pathIds.map((id) => ({ slug: slugs.get(id)?.slug ?? '' }));
        expect(isBotsEvent({ eventPaths }, sport?.name ?? '')).toBe(true);
        expect(e.sportGroup).toBe('ESPORTS');
      }
    }
    for (const e of eventsOf(card, 'FOOT')) {
      const eventPaths = e.pathIds.map((id) => ({ slug: slugs.get(id)?.slug ?? '' }));
      expect(isBotsEvent({ eventPaths }, 'Football')).toBe(false);
    }
  });

  it('groups sports by country, or by category for league- and tournament-grouped sports', () => {
    const byId = new Map(card.paths.map((p) => [p.id, p]));
    const kinds = new Map<string, string>();
    for (const e of card.events) {
      const [sportId, regionId, leagueId] = e.pathIds;
      expect(byId.get(sportId ?? -1)?.kind).toBe('sport');
      expect(byId.get(regionId ?? -1)?.parentId).toBe(sportId);
      expect(byId.get(leagueId ?? -1)?.parentId).toBe(regionId);
      const grouping = SPORTS.find((s) => s.id === sportId)?.grouping;
      // spec shell §3 / betting-domain §2: only a country-grouped sport sits under countries.
      const region = byId.get(regionId ?? -1)?.kind;
      const league = byId.get(leagueId ?? -1)?.kind;
      expect(region, e.sportCode).toBe(grouping === 'country' ? 'country' : 'category');
      expect(league, e.sportCode).toBe(grouping === 'tournament' ? 'tournament' : 'league');
      kinds.set(e.sportCode, `${region}/${league}`);
    }
    // Tennis and e-sports are league-grouped: tours and series are categories, not countries.
    for (const code of ['TENN', 'CSGO', 'LOLS', 'DOTA', 'EFOT', 'EBSK']) {
      expect(kinds.get(code), code).toBe('category/league');
    }
    for (const code of ['FOOT', 'BASK', 'ICEH', 'HORS']) {
      expect(kinds.get(code), code).toBe('country/league');
    }
  });

  it('gives golf-like tournament-grouped sports a category and tournaments', () => {
    expect(pathKindsOf('tournament')).toEqual({ region: 'category', competition: 'tournament' });
    expect(pathKindsOf('league')).toEqual({ region: 'category', competition: 'league' });
    expect(pathKindsOf('country')).toEqual({ region: 'country', competition: 'league' });
    expect(sportByCode('GOLF')?.grouping).toBe('tournament');
  });

  it('defines every period it prices: a §3 abbreviation for parts, none for a whole match', () => {
    for (const e of card.events) {
      for (const m of e.markets) {
        const period = simPeriodInfo(m.periodId);
        expect(period, `${e.sportCode} ${m.description} ${m.periodId}`).toBeDefined();
        if (!period) continue;
        // The card is pre-match: every period id is the pre-match one.
        expect(period.inRunning).toBe(false);
        expect(simPeriodInfo(m.periodId + 100)).toMatchObject({
          inRunning: true,
          abbreviation: period.abbreviation,
        });
        if (period.abbreviation === null) {
          expect(period.sequence).toBe(1);
        } else {
          expect(PERIOD_ABBREVIATIONS).toContain(period.abbreviation);
          expect(period.sequence).toBeGreaterThan(1);
          // A part is named as the sport's live events name their current period.
          expect(period.abbreviation, e.sportCode).toBe(SPORT_PERIOD_ABBREVIATIONS[e.sportCode]);
        }
      }
    }
    const abbreviationOf = (code: string, marketTypeId: number) =>
      marketsOf(card, code)
        .filter((m) => m.marketTypeId === marketTypeId)
        .map((m) => simPeriodInfo(m.periodId)?.abbreviation);
    expect(new Set(abbreviationOf('VOLL', MARKET_TYPES.periodWinner))).toEqual(new Set(['SETS']));
    expect(new Set(abbreviationOf('CSGO', MARKET_TYPES.periodWinner))).toEqual(new Set(['MAP']));
    expect(new Set(abbreviationOf('BASK', MARKET_TYPES.periodWinner))).toEqual(new Set(['QTR']));
    expect(new Set(abbreviationOf('ICEH', MARKET_TYPES.matchResult))).toEqual(new Set([null]));
  });

  it('keeps ids unique across sports, stable and below 2^53', () => {
    const ids = card.events.flatMap((e) => [
      e.id,
      ...e.markets.flatMap((m) => [m.id, ...m.outcomes.map((o) => o.id)]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
    const pathIds = card.paths.map((p) => p.id);
    expect(new Set(pathIds).size).toBe(pathIds.length);
    const later = buildCard(settings, NOW + 86_400_000, 7);
    const tomorrow = (c: SimCard) =>
      c.events.filter((e) => e.startTime.startsWith('2026-11-24')).map((e) => e.id);
    expect(tomorrow(later)).toEqual(tomorrow(card));
  });

  it('prices with the configured overround: Σ 1/price ≈ 1 + margin, prices ≥ 1.01 with 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.15, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (margin, seed) => {
          const c = buildCard({ seed, margin, speed: 1 }, NOW, 1);
          let books = 0;
          for (const e of c.events) {
            for (const m of e.markets) {
              for (const o of m.outcomes) {
                expect(isDecimalOdds(o.price)).toBe(true);
                expect(Number(o.price)).toBeGreaterThanOrEqual(1.01);
                expect(o.price).toMatch(/^\d+\.\d{2}$/);
              }
              // Full books away from the clamps (1.01 and the 1000 cap) and not double chance.
              const prices = m.outcomes.map((o) => Number(o.price));
              if (m.marketTypeId === FOOTBALL_MARKET_IDS.doubleChance || e.isOutright) continue;
              if (prices.some((p) => p < 1.05 || p > 60)) continue;
              const book = prices.reduce((s, p) => s + 1 / p, 0);
              // Rounding prices down adds at most 1/p − 1/(p + 0.01) per outcome.
              const slack = prices.reduce((s, p) => s + (1 / p - 1 / (p + 0.01)), 0);
              expect(book).toBeGreaterThanOrEqual(1 + margin - 1e-9);
              expect(book).toBeLessThanOrEqual(1 + margin + slack + 1e-9);
              books++;
            }
          }
          expect(books).toBeGreaterThan(100);
        },
      ),
      { numRuns: 5 },
    );
  });

  it('sets the sport group and feed code prefix per provider', () => {
    for (const e of card.events) {
      const esports = ['CSGO', 'LOLS', 'DOTA', 'EFOT', 'EBSK'].includes(e.sportCode);
      expect(e.sportGroup).toBe(esports ? 'ESPORTS' : 'REGULAR');
      if (!e.isOutright) expect(e.feedCode).toBe(`${esports ? 'RS' : 'BU'}${e.id}`);
    }
  });
});
