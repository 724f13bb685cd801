import { toSimMarket } from './book-pricing';
import { COMPETITIONS, type CompetitionDef } from './competition-data';
import { opponentIdOf, outrightEventId } from './id-scheme';
import type { MarketSpec } from './match-script';
import { MARKET_TYPES, SIM_PERIODS } from './market-types';
import type { SimEvent } from './model';
import { competitionPaths, requireSport } from './schedule';
import { slugify } from './slug';

/**
 * Outrights (RANKEVENT, isOutright): "<League> Winner" for a few leagues, one event per season,
 * starting at the season's end. Strength decides: P(team) ∝ rating⁴ (the best sides dominate a
 * season more than a match). They are never in play here, so they carry no results.
 */

const OUTRIGHT_POWER = 4;

/** The end of the season running at `nowMs`: the last day of `seasonEndMonth`, 20:00 UTC. */
export function seasonEndMs(nowMs: number, seasonEndMonth: number): number {
  const year = new Date(nowMs).getUTCFullYear();
  for (const y of [year, year + 1]) {
    const end = Date.UTC(y, seasonEndMonth + 1, 0, 20, 0);
    if (end > nowMs) return end;
  }
  return Date.UTC(year + 1, seasonEndMonth + 1, 0, 20, 0);
}

export function outrightMarket(c: CompetitionDef): MarketSpec {
  const league = competitionPaths(c).league;
  const weights = c.teams.map(([, rating]) => rating ** OUTRIGHT_POWER);
  const total = weights.reduce((s, w) => s + w, 0);
  return {
    key: 1,
    marketTypeId: MARKET_TYPES.outrightWinner,
    description: 'Winner',
    periodId: SIM_PERIODS.outright.preMatch,
    style: 'OUTRIGHT',
    instance: null,
    outcomes: c.teams.map(([name], i) => ({
      key: i + 1,
      description: name,
      opponentId: opponentIdOf(league, i),
      probability: (weights[i] ?? 0) / total,
      spread: null,
    })),
  };
}

export function outrightEvents(nowMs: number, margin: number): SimEvent[] {
  return COMPETITIONS.flatMap((c) => {
    if (!c.outright) return [];
    const end = seasonEndMs(nowMs, c.outright.seasonEndMonth);
    const endYear = new Date(end).getUTCFullYear();
    const id = outrightEventId(endYear, c.index);
    const sport = requireSport(c.sportCode);
    const paths = competitionPaths(c);
    const description = `${c.name} Winner ${endYear - 1}/${String(endYear % 100).padStart(2, '0')}`;
    return [
      {
        id,
        description,
        slug: slugify(description),
        startTime: new Date(end).toISOString(),
        sportPathId: paths.sport,
        sportCode: sport.code,
        pathIds: [paths.sport, paths.region, paths.league],
        feedCode: `BU${id}`,
        eventType: 'RANKEVENT' as const,
        isOutright: true,
        sportGroup: sport.sportGroup,
        opponents: [],
        markets: [toSimMarket(id, outrightMarket(c), margin, 'open')],
      },
    ];
  });
}
