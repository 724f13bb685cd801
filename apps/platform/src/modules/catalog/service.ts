import {
  DEFAULT_ODDS_LADDER,
  LIVE_EVENTS_PAGE_SIZE,
  partitionKnownSports,
  sportByCode,
  sportById,
} from '@touchline/betting';
import {
  DEFAULT_EVENTS_PER_PAGE,
  type EventByIdQuery,
  type EventPathTree,
  type EventPathTreeNode,
  type EventPathTreeQuery,
  type EventPathTreeSport,
  type EventsPage,
  type EventsQuery,
  type LiveEvent,
  type LiveEventsPage,
  type LiveEventsQuery,
  type LivePage,
  type LivePageMarkets,
  type LivePageMarketsQuery,
  type LivePageSport,
  type MarginEntry,
  type MarginsConfig,
  type MarketByIdQuery,
  type OddsLadderAndMargins,
  type OddsLadderQuery,
} from '@touchline/contract';
import type { Queryable } from '../../db/database';
import { AppError, ERROR_CODES, notFound } from '../../http/errors';
import type { CachedAnswer, CachePolicy, CacheScope, PageCache } from './page-cache';
import {
  countEventsByPath,
  countEventsBySport,
  countMarketTypesBySport,
  findEvent,
  findEventPage,
  findMarket,
  findPaths,
  findPowerOddsMarkets,
  nextChange,
  type EventFilter,
  type EventRow,
  type ListedStatus,
  type MarketRow,
  type PathRow,
} from './repository';
import {
  applyMarketRules,
  lightEvent,
  lightMarket,
  liveEventOf,
  mainMarkets,
  marketsOf,
  type MarketRules,
} from './shapes';

/**
 * The catalogue (spec betting-domain §7 "Markets and events"). Every listing is answered as
 * JSON text from the page cache (page-cache.ts), keyed by the call and its normalised parameters;
 * the feed's changes invalidate it, and an answer that depends on the clock (pre-match lists,
 * "about to start") says when it next goes stale by itself (the next kick-off). Pages live at
 * most 5 s of wall time without a change; the event path tree an hour (spec §7: cached 3600 s).
 */

export interface CatalogDeps {
  readonly db: Queryable;
  readonly clock: () => Date;
  readonly cache: PageCache;
  readonly margins: MarginsConfig;
  /** BRAND: whose margins an odds-ladder call without overrideBrand or X-SB-Brand gets. */
  readonly brand: string;
  /** Logs a warning (spec §7: sports with no known code are skipped with a warning). */
  readonly warn: (message: string) => void;
}

/** Cache-Control of each answer (spec §7: the event path tree is cached 3600 s). */
export const CACHE_CONTROL = {
  events: 'public, max-age=5',
  live: 'public, max-age=1',
  tree: 'public, max-age=3600',
  ladder: 'public, max-age=3600',
  powerOdds: 'public, max-age=60',
} as const;

/** Time to live of cached answers (ms of wall time); the version check comes first anyway. */
const TTL_MS = { page: 5_000, tree: 3_600_000 } as const;

/** spec betting-domain §9 time constants (60, 600, 3600, 28800 s): "about to start" is 600 s. */
export const ABOUT_TO_START_MS = 600_000;
/** Most live events one live page carries in all (50 per sport, spec §9 live page size). */
const MAX_LIVE_PAGE_EVENTS = 2_000;

/** spec §7 market queries: open and suspended by default. */
const DEFAULT_STATUSES: readonly ListedStatus[] = ['open', 'suspended'];

const DECORATION_KEYS = new Set(['l', 'pub', 'mc', 'cmsLocale']);

/** The cache key of a call: decoration parameters (which change nothing) left out, keys sorted. */
function cacheKey(call: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([k, v]) => v !== undefined && !DECORATION_KEYS.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${call}|${JSON.stringify(entries)}`;
}

/** An answer only a catalogue change makes stale. */
const untilChanged = (body: string): CachedAnswer => ({
  body,
  validUntil: Number.POSITIVE_INFINITY,
});

/** The instant (ms) a listing goes stale by itself: its next change (ISO instant; null: never). */
const validUntilOf = (nextChange: string | null): number =>
  nextChange ? Date.parse(nextChange) : Number.POSITIVE_INFINITY;

/** An answer that also goes stale by itself at `nextChange`. */
const until = (body: string, nextChange: string | null): CachedAnswer => ({
  body,
  validUntil: validUntilOf(nextChange),
});

/** A page's cache policy; `scope`: which events it holds (in play, before kick-off, either). */
const pagePolicy = (now: Date, scope: CacheScope = 'all'): CachePolicy => ({
  ttlMs: TTL_MS.page,
  now: now.getTime(),
  scope,
});

/** The scope of a listing: whether it holds events in play, before kick-off, or both. */
const scopeOf = (live: boolean, preMatch: boolean): CacheScope =>
  live && preMatch ? 'all' : live ? 'live' : 'prematch';

export function createCatalogService(deps: CatalogDeps) {
  const { db, cache } = deps;

  /** A page's markets under the §7 rules, grouped by event. */
  const byEvent = (rows: readonly MarketRow[], rules: MarketRules = {}) =>
    applyMarketRules(marketsOf(rows), rules);

  async function listEvents(q: EventsQuery): Promise<Buffer | string> {
    const now = deps.clock();
    const scope = scopeOf(q.periodType !== 'PRE_MATCH', q.periodType !== 'IN_RUNNING');
    return cache.get(cacheKey('events', q), pagePolicy(now, scope), async () => {
      const eventsPerPage = q.eventsPerPage ?? DEFAULT_EVENTS_PER_PAGE;
      const page = q.page ?? 1;
      const filter: EventFilter = {
        ids: q.ids ?? null,
        pathIds: q.eventPathIds ?? null,
        from: q.dateFrom ? new Date(q.dateFrom) : null,
        to: q.dateTo ? new Date(q.dateTo) : null,
        live: q.periodType !== 'PRE_MATCH',
        preMatch: q.periodType !== 'IN_RUNNING',
        now,
        // bettable: at least one open market (spec §4: only open counts as open).
        withMarketIn: q.bettable ? ['open'] : null,
      };
      const found = await findEventPage(
        db,
        filter,
        {
          limit: eventsPerPage,
          offset: (page - 1) * eventsPerPage,
          order: q.sortByEventpath ? 'path' : 'start',
        },
        q.includeMarkets
          ? {
              statuses: q.marketStatus ?? DEFAULT_STATUSES,
              marketTypeIds: q.marketTypeIds ?? null,
            }
          : null,
      );
      const markets = byEvent(found.markets, { periodTypeIds: q.periodTypeIds ?? null });
      const total = found.total;
      const rows = found.events;
      const events = rows.map((r) => liveEventOf(r, markets.get(r.id) ?? []));
      const answer: EventsPage = { page, eventsPerPage, totalEvents: total, events };
      return until(
        JSON.stringify(
          q.lightWeightResponse ? { ...answer, events: events.map(lightEvent) } : answer,
        ),
        found.next_change,
      );
    });
  }

  /** GET /xapi/rest/events/{id}: the event with its markets, whatever its status; 404 unknown. */
  async function getEvent(id: number, q: EventByIdQuery): Promise<Buffer | string> {
    const now = deps.clock();
    return cache.get(cacheKey(`event:${id}`, q), pagePolicy(now), async () => {
      const found = await findEvent(db, id, {
        statuses: q.marketStatus ?? DEFAULT_STATUSES,
        marketTypeIds: q.marketTypeIds ?? null,
      });
      if (!found) throw notFound(`event ${id}`);
      const row = found.event;
      const markets = byEvent(found.markets, { periodTypeIds: q.periodTypeIds ?? null });
      const event = liveEventOf(row, markets.get(id) ?? []);
      return untilChanged(JSON.stringify(q.lightWeightResponse ? lightEvent(event) : event));
    });
  }

  /**
   * GET /xapi/rest/markets/{id}: one market with every outcome (hidden ones too) in any of the
   * §4 statuses (open, suspended, lts, closed); settled and resulted markets are gone (404).
   */
  async function getMarket(id: number, q: MarketByIdQuery): Promise<Buffer | string> {
    const row = await findMarket(db, id);
    if (!row || row.status === 'settled' || row.status === 'resulted') {
      throw notFound(`market ${id}`);
    }
    const [market] = marketsOf([row]);
    if (!market) throw notFound(`market ${id}`);
    return JSON.stringify(q.lightWeightResponse ? lightMarket(market) : market);
  }

  async function listLiveEvents(q: LiveEventsQuery): Promise<Buffer | string> {
    const now = deps.clock();
    const scope = scopeOf(true, q.includeAboutToStart ?? false);
    return cache.get(cacheKey('live', q), pagePolicy(now, scope), async () => {
      const excludeLts = q.excludeLongTermSuspended ?? true;
      const statuses = (q.marketStatuses ?? DEFAULT_STATUSES).filter(
        (s) => s !== 'lts' || !excludeLts,
      );
      const filter: EventFilter = {
        live: true,
        preMatch: q.includeAboutToStart ?? false,
        preMatchUntil: new Date(now.getTime() + ABOUT_TO_START_MS),
        now,
        sportGroups: q.sportGroups ?? null,
        sportIds: q.sportIds ?? null,
        withMarketIn: q.allBettableEvents ? null : statuses,
      };
      const sportRows = await countEventsBySport(db, filter);
      const sports = sportRows.map((s) => ({
        id: s.id,
        sportCode: s.code ?? '',
        description: s.description,
        eventCount: s.n,
      }));
      const page = q.page ?? 1;
      let events: LiveEvent[] = [];
      let total = sports.reduce((sum, s) => sum + s.eventCount, 0);
      // includeAboutToStart makes the answer depend on the clock (events enter the window).
      let validUntil = Number.POSITIVE_INFINITY;
      if (q.onlySports && filter.preMatch) validUntil = await nextChange(db, filter);
      if (!q.onlySports) {
        const found = await findEventPage(
          db,
          filter,
          {
            limit: LIVE_EVENTS_PAGE_SIZE,
            offset: (page - 1) * LIVE_EVENTS_PAGE_SIZE,
            order: 'path',
          },
          { statuses },
        );
        total = found.total;
        validUntil = validUntilOf(found.next_change);
        const markets = byEvent(found.markets, { excludeLongTermSuspended: excludeLts });
        events = found.events.map((r) => liveEventOf(r, markets.get(r.id) ?? []));
      }
      const answer: LiveEventsPage = {
        page,
        eventsPerPage: LIVE_EVENTS_PAGE_SIZE,
        totalEvents: total,
        sports,
        events,
      };
      const body = JSON.stringify(
        q.lightWeightResponse ? { ...answer, events: events.map(lightEvent) } : answer,
      );
      return { body, validUntil };
    });
  }

  /** Live events with a listed market, grouped into live page sports (at most 50 a sport). */
  async function livePageSports(sportId: number | null): Promise<LivePageSport[]> {
    const now = deps.clock();
    const filter: EventFilter = {
      live: true,
      preMatch: false,
      now,
      sportIds: sportId === null ? null : [sportId],
      withMarketIn: DEFAULT_STATUSES,
    };
    const found = await findEventPage(
      db,
      filter,
      { limit: MAX_LIVE_PAGE_EVENTS, offset: 0, order: 'path' },
      { statuses: DEFAULT_STATUSES },
    );
    const bySport = new Map<number, EventRow[]>();
    for (const row of found.events) {
      const list = bySport.get(row.sport_id) ?? [];
      if (list.length < LIVE_EVENTS_PAGE_SIZE) list.push(row);
      bySport.set(row.sport_id, list);
    }
    const markets = byEvent(found.markets);
    const sports = [...bySport].map(([id, list]) => {
      const first = list[0];
      const code = first?.sport_code ?? null;
      return {
        id,
        sportCode: code,
        name: (code ? sportByCode(code)?.name : undefined) ?? first?.sport_description ?? '',
        description: first?.sport_description ?? '',
        eventPaths: livePaths(list),
        events: list.map((r) => liveEventOf(r, mainMarkets(markets.get(r.id) ?? []))),
      };
    });
    // spec §7: sports with no known code are skipped with a warning.
    const { known, skipped } = partitionKnownSports(sports);
    for (const s of skipped) {
      deps.warn(
        `livepage: sport ${s.id} has no known sport code (${String(s.sportCode)}), skipped`,
      );
    }
    return known.map((s) => ({ ...s, sportCode: s.sportCode ?? '' }));
  }

  async function livePage(): Promise<Buffer | string> {
    const now = deps.clock();
    return cache.get(cacheKey('livepage', {}), pagePolicy(now, 'live'), async () => {
      const answer: LivePage = { sports: await livePageSports(null) };
      return untilChanged(JSON.stringify(answer));
    });
  }

  /** One sport's live page; 404 for an id that is not a sport of the catalogue. */
  async function livePageSport(sportId: number): Promise<Buffer | string> {
    const sport = sportById(sportId);
    if (!sport) throw notFound(`sport ${sportId}`);
    const now = deps.clock();
    return cache.get(cacheKey(`livepage:${sportId}`, {}), pagePolicy(now, 'live'), async () => {
      const [found] = await livePageSports(sportId);
      const answer: LivePageSport = found ?? {
        id: sport.id,
        name: sport.name,
        description: sport.name,
        sportCode: sport.code,
        eventPaths: [],
        events: [],
      };
      return untilChanged(JSON.stringify(answer));
    });
  }

  /**
   * An event's markets for the live page (loaded lazily per event, spec §9 lazy-loading threshold):
   * every listed market under the §7 rules. `cmsSettingId` names the CMS market layout; the
   * platform has one layout, so any id is accepted and answers the same.
   */
  async function livePageMarkets(
    eventId: number,
    q: LivePageMarketsQuery,
  ): Promise<Buffer | string> {
    const now = deps.clock();
    const key = cacheKey(`livepage-markets:${eventId}`, q);
    return cache.get(key, pagePolicy(now), async () => {
      const found = await findEvent(db, eventId, { statuses: DEFAULT_STATUSES });
      if (!found) throw notFound(`event ${eventId}`);
      const row = found.event;
      const markets = byEvent(found.markets).get(eventId) ?? [];
      const answer: LivePageMarkets = {
        eventId,
        liveOpenMarketCount: liveEventOf(row, []).liveOpenMarketCount,
        markets,
      };
      return untilChanged(
        JSON.stringify(
          q.lightWeightResponse ? { ...answer, markets: markets.map(lightMarket) } : answer,
        ),
      );
    });
  }

  async function eventPathTree(q: EventPathTreeQuery): Promise<Buffer | string> {
    let sportIds: number[] | null = null;
    if (q.sportCode) {
      const sport = sportByCode(q.sportCode);
      if (!sport) {
        throw new AppError(
          400,
          ERROR_CODES.invalidRequest,
          `sportCode: ${q.sportCode} is not a sport of the catalogue`,
        );
      }
      sportIds = [sport.id];
    }
    const now = deps.clock();
    const policy: CachePolicy = {
      ttlMs: TTL_MS.tree,
      now: now.getTime(),
      scope: scopeOf(q.periodType !== 'PRE_MATCH', true),
    };
    return cache.get(cacheKey('tree', q), policy, async () => {
      const periodType = q.periodType ?? 'ALL';
      const filter: EventFilter = {
        live: periodType === 'ALL',
        preMatch: true,
        now,
        sportIds,
        sportGroups: q.sportGroups ?? null,
        eventTypes: q.eventTypeFilter ?? null,
        withMarketIn: q.includeUnpricedMarkets ? null : ['open'],
      };
      const counts = await countEventsByPath(db, filter);
      const ids = new Set<number>();
      for (const c of counts) {
        ids.add(c.sport_id);
        if (c.country_id !== null) ids.add(c.country_id);
        if (c.league_id !== null) ids.add(c.league_id);
      }
      const paths = await findPaths(db, [...ids]);
      const marketTypes = q.includeMarketTypes ? await countMarketTypesBySport(db, filter) : [];
      const tree: EventPathTree = {
        periodType,
        sports: buildTree(paths, counts, q.includeMarketTypes ? marketTypes : null),
      };
      return {
        body: JSON.stringify(q.lightWeightResponse ? lightTree(tree) : tree),
        validUntil: await nextChange(db, filter),
      };
    });
  }

  /**
   * GET /xapi/rest/oddsLadderAndMargins/{version}: the odds ladder (packages/betting) and the
   * brand's margin entries from apps/platform/config/margins.json. The brand is overrideBrand,
   * else the X-SB-Brand header, else BRAND. type=POWER_ODDS with eventId answers that event's
   * power-odds entries: the file's explicit ones plus one per open or suspended market of a
   * market type its power-odds rules name.
   */
  async function oddsLadderAndMargins(
    q: OddsLadderQuery,
    headerBrand: string | undefined,
  ): Promise<Buffer | string> {
    const [brand, source] = q.overrideBrand
      ? [q.overrideBrand, 'overrideBrand']
      : headerBrand
        ? [headerBrand, 'X-SB-Brand']
        : [deps.brand, 'BRAND'];
    const config = deps.margins[brand];
    if (!config) {
      throw new AppError(400, ERROR_CODES.invalidRequest, `${source}: unknown brand ${brand}`);
    }
    let margins: MarginEntry[];
    if (q.type === 'POWER_ODDS' && q.eventId !== undefined) {
      const eventId = q.eventId;
      const found = await findEvent(db, eventId, null);
      if (!found) throw notFound(`event ${eventId}`);
      const row = found.event;
      const explicit = config.margins.filter(
        (m) => m.brandMarginType === 'POWER_ODDS' && m.eventId === eventId,
      );
      const rules = new Map(config.powerOdds.map((r) => [r.marketTypeId, r.margin]));
      const markets =
        rules.size > 0 ? await findPowerOddsMarkets(db, eventId, [...rules.keys()]) : [];
      margins = [
        ...explicit,
        ...markets
          .filter((m) => !explicit.some((e) => e.marketId === m.id))
          .map((m) => ({
            brandMarginType: 'POWER_ODDS' as const,
            leagueId: row.league_id,
            marketTypeId: m.market_type_id,
            outcomeId: null,
            eventId,
            marketId: m.id,
            margin: rules.get(m.market_type_id) ?? 0,
          })),
      ];
    } else {
      margins = config.margins.filter((m) => m.brandMarginType === 'PPB');
    }
    const answer: OddsLadderAndMargins = { odds: [...DEFAULT_ODDS_LADDER], margins };
    return JSON.stringify(answer);
  }

  return {
    listEvents,
    getEvent,
    getMarket,
    listLiveEvents,
    livePage,
    livePageSport,
    livePageMarkets,
    eventPathTree,
    oddsLadderAndMargins,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** The country/category and league paths of a sport's live events (the live filter's list). */
function livePaths(rows: readonly EventRow[]): LivePageSport['eventPaths'] {
  const paths = new Map<number, LivePageSport['eventPaths'][number]>();
  for (const r of rows) {
    if (r.country_id !== null && !paths.has(r.country_id)) {
      paths.set(r.country_id, {
        id: r.country_id,
        parentId: r.sport_id,
        kind: r.country_kind === 'category' ? 'category' : 'country',
        description: r.country_description ?? '',
        slug: r.country_slug ?? '',
      });
    }
    if (r.league_id !== null && !paths.has(r.league_id)) {
      paths.set(r.league_id, {
        id: r.league_id,
        parentId: r.country_id ?? r.sport_id,
        kind: r.league_kind === 'tournament' ? 'tournament' : 'league',
        description: r.league_description ?? '',
        slug: r.league_slug ?? '',
      });
    }
  }
  return [...paths.values()];
}

const KIND = {
  sport: 'SPORT',
  country: 'COUNTRY',
  category: 'CATEGORY',
  league: 'LEAGUE',
  tournament: 'TOURNAMENT',
} as const;

/** sport → country/category → league/tournament, each with its event count, in path order. */
function buildTree(
  paths: readonly PathRow[],
  counts: readonly {
    sport_id: number;
    country_id: number | null;
    league_id: number | null;
    n: number;
  }[],
  marketTypes:
    readonly { sport_id: number; market_type_id: number; description: string; n: number }[] | null,
): EventPathTreeSport[] {
  const byId = new Map(paths.map((p) => [p.id, p]));
  const nodes = new Map<number, EventPathTreeNode & { order: number }>();
  const sports = new Map<number, EventPathTreeSport & { order: number }>();

  const nodeFor = (id: number): (EventPathTreeNode & { order: number }) | undefined => {
    const existing = nodes.get(id);
    if (existing) return existing;
    const p = byId.get(id);
    if (!p) return undefined;
    const node = {
      id,
      kind: KIND[p.kind],
      description: p.description,
      slug: p.slug,
      eventCount: 0,
      children: [],
      order: p.sort_order,
    };
    nodes.set(id, node);
    return node;
  };

  for (const c of counts) {
    const sp = byId.get(c.sport_id);
    if (!sp) continue;
    let sport = sports.get(c.sport_id);
    if (!sport) {
      sport = {
        id: sp.id,
        kind: 'SPORT',
        sportCode: sp.code ?? '',
        sportGroup: sp.sport_group,
        description: sp.description,
        slug: sp.slug,
        eventCount: 0,
        children: [],
        order: sp.sort_order,
      };
      sports.set(sp.id, sport);
    }
    sport.eventCount += c.n;
    const country = c.country_id === null ? undefined : nodeFor(c.country_id);
    const league = c.league_id === null ? undefined : nodeFor(c.league_id);
    if (country) {
      if (!sport.children.includes(country)) sport.children.push(country);
      country.eventCount += c.n;
      if (league && !country.children.includes(league)) country.children.push(league);
    } else if (league && !sport.children.includes(league)) {
      sport.children.push(league);
    }
    if (league) league.eventCount += c.n;
  }

  const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) =>
    a.order - b.order || a.id - b.id;
  const strip = (n: EventPathTreeNode & { order?: number }): EventPathTreeNode => ({
    id: n.id,
    kind: n.kind,
    description: n.description,
    slug: n.slug,
    eventCount: n.eventCount,
    children: [...(n.children as (EventPathTreeNode & { order: number })[])]
      .sort(byOrder)
      .map(strip),
  });
  return [...sports.values()].sort(byOrder).map((s) => {
    const { order: _order, children, ...rest } = s;
    const types = marketTypes?.filter((m) => m.sport_id === s.id);
    return {
      ...rest,
      children: [...(children as (EventPathTreeNode & { order: number })[])]
        .sort(byOrder)
        .map(strip),
      ...(types
        ? {
            marketTypes: types.map((m) => ({
              marketTypeId: m.market_type_id,
              description: m.description,
              eventCount: m.n,
            })),
          }
        : {}),
    };
  });
}

interface LightNode {
  id: number;
  kind: EventPathTreeNode['kind'];
  description: string;
  eventCount: number;
  children: LightNode[];
}

/** lightWeightResponse: nodes keep id, kind, description, count and children. */
function lightTree(tree: EventPathTree) {
  const light = (n: EventPathTreeNode): LightNode => ({
    id: n.id,
    kind: n.kind,
    description: n.description,
    eventCount: n.eventCount,
    children: n.children.map(light),
  });
  return {
    periodType: tree.periodType,
    sports: tree.sports.map((s) => ({
      id: s.id,
      kind: s.kind,
      sportCode: s.sportCode,
      description: s.description,
      eventCount: s.eventCount,
      children: s.children.map(light),
      ...(s.marketTypes ? { marketTypes: s.marketTypes } : {}),
    })),
  };
}
