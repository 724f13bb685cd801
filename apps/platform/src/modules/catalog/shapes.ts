import { allOutcomesHidden, selectQueryMarkets } from '@touchline/betting';
import type {
  EventPath,
  LiveEvent,
  LiveEventLight,
  Market,
  MarketLight,
  Outcome,
} from '@touchline/contract';
import { liveState } from './live-state';
import { periodObject } from './period-objects';
import type { EventRow, MarketRow, OutcomeRow } from './repository';

/**
 * Catalogue rows → the answers' shapes (spec betting-domain §3 Market, Outcome, Event, Live
 * event), the §7 market query rules, and the light-weight variants.
 */

const PRICE_FORMAT = 'DECIMAL';

const isoOrNull = (v: string | null): string | null =>
  v === null ? null : new Date(v).toISOString();

function previous(decimal: number | null, o: OutcomeRow) {
  return decimal === null || !(decimal > 1)
    ? undefined
    : { decimal, spread: o.spread, spread2: o.spread2, format: PRICE_FORMAT };
}

function outcomeOf(o: OutcomeRow): Outcome {
  const penultimatePrice = previous(o.prev_price, o);
  const antepenultimatePrice = previous(o.prev_prev_price, o);
  return {
    id: o.id,
    description: o.description,
    ordinalPosition: o.ordinal_position,
    opponentId: o.opponent_id,
    optionalOpponentId: null,
    hidden: o.hidden,
    teamId: o.opponent_id,
    consolidatedPrice: {
      currentPrice: {
        id: o.price_version,
        decimal: o.price,
        spread: o.spread,
        spread2: o.spread2,
        extraKey1: null,
        extraKey2: null,
        format: PRICE_FORMAT,
      },
      ...(penultimatePrice ? { penultimatePrice } : {}),
      ...(antepenultimatePrice ? { antepenultimatePrice } : {}),
    },
  };
}

/** spec §4 statuses a player sees; settled and resulted markets are gone (callers drop them). */
function shownStatus(status: MarketRow['status']): Market['status'] {
  return status === 'settled' || status === 'resulted' ? 'closed' : status;
}

/** Market rows (with their outcomes) → §3 Markets. */
export function marketsOf(rows: readonly MarketRow[]): Market[] {
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    feedId: r.feed_id ?? '',
    marketTypeId: r.market_type_id,
    description: r.description,
    status: shownStatus(r.status),
    period: periodObject(r.period_id),
    marketTypeInfo: { ordinalPosition: r.sort_order, style: r.style },
    instance: r.instance,
    opponentId: r.opponent_id,
    periodId: r.period_id,
    cutoffTime: isoOrNull(r.cutoff_time),
    playerName: r.player_name,
    teamName: r.team_name,
    placeTerms: r.place_terms,
    places: r.places,
    outcomes: r.outcomes.map(outcomeOf),
  }));
}

export interface MarketRules {
  /** Period type ids to keep (1 pre-match, 2 in running); all when absent. */
  readonly periodTypeIds?: readonly number[] | null;
  /** spec §7: long-term suspended markets are excluded unless a live query says otherwise. */
  readonly excludeLongTermSuspended?: boolean;
}

/**
 * spec betting-domain §7 market queries and §4: a market whose outcomes are all hidden is
 * removed; then per event the market types' lines are sorted by price difference, at most 3
 * per market type and 50 per event are kept, in display order (packages/betting
 * `selectQueryMarkets`). Hidden outcomes are included. Answered grouped by event id.
 */
export function applyMarketRules(
  markets: readonly Market[],
  rules: MarketRules = {},
): Map<number, Market[]> {
  const periodTypes = rules.periodTypeIds ? new Set(rules.periodTypeIds) : null;
  const candidates = markets.filter(
    (m) => !allOutcomesHidden(m) && (!periodTypes || periodTypes.has(m.period.periodTypeId)),
  );
  const selected = selectQueryMarkets(candidates, {
    excludeLongTermSuspended: rules.excludeLongTermSuspended ?? true,
    includeHiddenOutcomes: true,
  });
  const byEvent = new Map<number, Market[]>();
  for (const m of selected) {
    const list = byEvent.get(m.eventId);
    if (list) list.push(m);
    else byEvent.set(m.eventId, [m]);
  }
  return byEvent;
}

/** The main line group of an event's selected markets: its first market type and period. */
export function mainMarkets(selected: readonly Market[]): Market[] {
  const [first] = selected;
  if (!first) return [];
  return selected.filter(
    (m) => m.marketTypeId === first.marketTypeId && m.periodId === first.periodId,
  );
}

export function eventPathsOf(row: EventRow): EventPath[] {
  const paths: EventPath[] = [
    { id: row.sport_id, description: row.sport_description, slug: row.sport_slug },
  ];
  if (row.country_id !== null) {
    paths.push({
      id: row.country_id,
      description: row.country_description ?? '',
      slug: row.country_slug ?? '',
    });
  }
  if (row.league_id !== null) {
    paths.push({
      id: row.league_id,
      description: row.league_description ?? '',
      slug: row.league_slug ?? '',
    });
  }
  return paths;
}

export function liveEventOf(row: EventRow, markets: Market[]): LiveEvent {
  return {
    id: row.id,
    description: row.description,
    slug: row.slug,
    startTime: new Date(row.start_time).toISOString(),
    sportId: row.sport_id,
    sportCode: row.sport_code ?? '',
    isLive: row.status === 'live',
    eventPaths: eventPathsOf(row),
    opponents: row.opponents,
    feedCode: row.feed_code,
    // The simulator has no data providers' ids or streams (spec §3 Event: shown when present).
    betRadarId: null,
    streamingIMGId: null,
    streamingPMId: null,
    trackerPMId: null,
    liveStreaming: false,
    marketCount: row.market_count,
    markets,
    eventType: row.event_type,
    isOutright: row.is_outright,
    sportGroup: row.sport_group,
    ...liveState(row),
  };
}

// ---------------------------------------------------------------------------------------------
// lightWeightResponse
// ---------------------------------------------------------------------------------------------

export function lightMarket(m: Market): MarketLight {
  return {
    id: m.id,
    eventId: m.eventId,
    marketTypeId: m.marketTypeId,
    description: m.description,
    status: m.status,
    marketTypeInfo: m.marketTypeInfo,
    instance: m.instance,
    opponentId: m.opponentId,
    periodId: m.periodId,
    outcomes: m.outcomes.map((o) => {
      const { extraKey1: _k1, extraKey2: _k2, ...currentPrice } = o.consolidatedPrice.currentPrice;
      return {
        id: o.id,
        description: o.description,
        ordinalPosition: o.ordinalPosition,
        opponentId: o.opponentId,
        hidden: o.hidden,
        consolidatedPrice: { currentPrice },
      };
    }),
  };
}

export function lightEvent(e: LiveEvent): LiveEventLight {
  const {
    betRadarId: _b,
    streamingIMGId: _i,
    streamingPMId: _p,
    trackerPMId: _t,
    liveStreaming: _l,
    markets,
    ...rest
  } = e;
  return { ...rest, markets: markets.map(lightMarket) };
}
