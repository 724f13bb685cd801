import {
  applyFeedAlert,
  applyLiveEventMessage,
  assertNever,
  changedOutcomes,
  closeWhenAllHidden,
  endOfEventFinishes,
  holdForFeedAlert,
  incomingMarketStatus,
  isFeedAlertTarget,
  isPeriodAbbreviation,
  marketPeriodTypeId,
  marketsStateFrom,
  moveStoredPrice,
  resultMarket,
  storedFeedPrice,
  storedPriceOf,
  storedPriceSlots,
  transitionEventStatus,
  type ConsolidatedPriceChange,
  type FeedPrice,
  type LiveEventCore,
  type LiveEventMessage,
  type MarketChange,
  type MarketChangeRef,
  type MarketStatusValue,
} from '@touchline/betting';
import { encodeMarketChange, type EventStatusMessage } from '@touchline/contract';
import type { SimEvent, SimFeedMessage, SimMarket, SimOutcome } from '@touchline/simulator';
import type { Queryable } from '../../db/database';
import type { NewChange } from './changes-repository';
import {
  loadEvents,
  loadMarketsById,
  loadMarketsOfEvents,
  loadMarketsOfFeed,
  saveEvents,
  saveMarketStates,
  saveMarkets,
  saveOutcomeStates,
  upsertCard,
  type EventStateRow,
  type MarketStateRow,
  type OutcomeStateRow,
} from '../catalog';
import { activeFeedAlerts, saveFeedAlert } from './alerts-repository';

/**
 * Applies one simulator step (a list of `SimFeedMessage`s) to the catalog tables inside the
 * caller's transaction, and returns the browser-facing messages to log, in order. The rules are
 * the betting package's (spec betting-domain §3/§4, `live/feed-transitions.ts` and the market
 * reducers); this file only holds rows in memory while they apply, loading and saving them in
 * bulk:
 *
 * - The database mirrors the provider: every market keeps its last feed status (lts, settled,
 *   resulted and closed included: they remove the market from what players see, and settlement
 *   and history still need it), every price moves its outcome's slots (`applyPriceToOutcome`).
 * - A market whose outcomes all become hidden is removed: stored `closed` (`closeWhenAllHidden`);
 *   it comes back only when the feed sends the market again.
 * - A feed alert suspends the open markets of the feed and flags them; its end reopens exactly
 *   the flagged ones still suspended (`isFeedAlertTarget`, `applyFeedAlert`). While an alert
 *   holds, a market the feed opens stays suspended (`holdForFeedAlert`).
 * - Messages about unknown events, markets or outcomes are skipped (counted, never thrown).
 * - What is logged is what changed: no-op messages (a repeated price, the same status) are not.
 */

export interface IngestOutcome {
  readonly changes: NewChange[];
  /** Events whose markets received results in this step (settlement reads them). */
  readonly resultedEventIds: number[];
  /** Messages about unknown events, markets or outcomes, or impossible transitions. */
  readonly skipped: number;
}

/** In-play markets created by the feed sort after the card's markets of the event. */
const NEW_MARKET_SORT_ORDER = 1000;
type EventCore = LiveEventCore & { readonly id: number };

function eventCore(row: EventStateRow): EventCore {
  return {
    id: row.id,
    clock: row.clock,
    isFinished: row.status === 'finished',
    scoresPerPeriod: row.scores_per_period,
    cricketOutcomes: row.cricket_outcomes,
    liveOpenMarketCount: row.live_open_market_count ?? 0,
    currentPeriod: row.current_period,
    currentPeriodAbbreviation: isPeriodAbbreviation(row.current_period_abbreviation)
      ? row.current_period_abbreviation
      : null,
    currentPeriodNumber: row.current_period_number,
  };
}

function simPrice(outcome: SimOutcome): FeedPrice {
  return storedFeedPrice(Number(outcome.price), outcome);
}

function eventIdOf(message: SimFeedMessage): number {
  switch (message.type) {
    case 'fixture':
      return message.event.id;
    case 'eventStatus':
    case 'market':
    case 'results':
      return message.eventId;
    case 'marketChange':
      return message.change.eventId;
    case 'live':
      return message.message.eventId;
    case 'feedAlert':
      return -1;
    default:
      return assertNever(message, 'feed message');
  }
}

function marketIdsOf(message: SimFeedMessage): number[] {
  switch (message.type) {
    case 'marketChange':
      return [message.change.marketId];
    case 'market':
      return [message.market.id];
    case 'results':
      return message.markets.map((m) => m.marketId);
    default:
      return [];
  }
}

/** One step's unit of work: rows held in memory, written back in bulk by `flush`. */
class StepState {
  private readonly events = new Map<number, EventStateRow>();
  private readonly markets = new Map<number, MarketStateRow>();
  private readonly dirtyEvents = new Set<number>();
  /** Markets written whole (new or replaced), with their outcomes. */
  private readonly upserts = new Set<number>();
  /** Markets whose status or alert flag changed. */
  private readonly stateChanged = new Set<number>();
  /** Outcomes whose price slots, hidden flag or result changed → their market. */
  private readonly outcomeChanged = new Map<number, number>();
  private readonly alerts = new Set<string>();
  readonly changes: NewChange[] = [];
  readonly resulted = new Set<number>();
  skipped = 0;

  /** Market ids the step's messages name. */
  private readonly named = new Set<number>();
  /** Events whose card rows the step rewrote (fixtures): not kept in the cache. */
  readonly fixtureEventIds = new Set<number>();

  constructor(
    private readonly tx: Queryable,
    private readonly now: Date,
    private readonly cache: FeedCache | null,
  ) {}

  /** Rows the messages name: from the leader's cache where held, the rest from the database. */
  async load(messages: readonly SimFeedMessage[]): Promise<void> {
    const eventIds = new Set(messages.map(eventIdOf).filter((id) => id >= 0));
    const marketIds: number[] = [];
    for (const id of messages.flatMap(marketIdsOf)) this.named.add(id);
    for (const id of this.named) {
      const held = this.cache?.markets.get(id);
      if (held) this.markets.set(id, held);
      else marketIds.push(id);
    }
    for (const market of await loadMarketsById(this.tx, marketIds)) {
      this.markets.set(market.id, market);
    }
    for (const market of this.markets.values()) eventIds.add(market.event_id);
    const alerts = this.cache?.alerts ?? (await activeFeedAlerts(this.tx));
    for (const code of alerts) this.alerts.add(code);
    for (const id of eventIds) {
      const held = this.cache?.events.get(id);
      if (held) this.events.set(id, held);
    }
    await this.loadEvents([...eventIds]);
  }

  /** After the commit: the leader keeps what this step read and wrote (not fixtures' rows). */
  keepIn(cache: FeedCache): void {
    for (const [id, row] of this.events) {
      if (this.fixtureEventIds.has(id)) cache.events.delete(id);
      else cache.events.set(id, row);
    }
    for (const [id, row] of this.markets) {
      if (this.fixtureEventIds.has(row.event_id)) cache.markets.delete(id);
      else cache.markets.set(id, row);
    }
    cache.alerts = new Set(this.alerts);
  }

  private async loadEvents(ids: readonly number[]): Promise<void> {
    const missing = ids.filter((id) => !this.events.has(id));
    for (const row of await loadEvents(this.tx, missing)) this.events.set(row.id, row);
  }

  /** Writes what changed: whole markets where new, else only the changed fields. */
  async flush(): Promise<void> {
    const market = (id: number) => this.markets.get(id) ?? [];
    await saveEvents(
      this.tx,
      [...this.dirtyEvents].flatMap((id) => this.events.get(id) ?? []),
    );
    await saveMarkets(this.tx, [...this.upserts].flatMap(market));
    await saveMarketStates(
      this.tx,
      [...this.stateChanged].filter((id) => !this.upserts.has(id)).flatMap(market),
    );
    await saveOutcomeStates(
      this.tx,
      [...this.outcomeChanged]
        .filter(([, marketId]) => !this.upserts.has(marketId))
        .flatMap(
          ([id, marketId]) => this.markets.get(marketId)?.outcomes.find((o) => o.id === id) ?? [],
        ),
    );
    this.dirtyEvents.clear();
    this.upserts.clear();
    this.stateChanged.clear();
    this.outcomeChanged.clear();
  }

  // -- logging --------------------------------------------------------------------------------

  private log(event: EventStateRow, message: object, wasLive: boolean): void {
    this.changes.push({
      eventId: event.id,
      sportId: event.sport_id,
      live: wasLive || event.status === 'live',
      message: JSON.stringify(message),
    });
  }

  private ref(market: MarketStateRow, event: EventStateRow): MarketChangeRef {
    return {
      eventId: market.event_id,
      marketId: market.id,
      marketTypeId: market.market_type_id,
      periodTypeId: marketPeriodTypeId(market.period_id, event.status === 'live'),
    };
  }

  private logMarketChange(event: EventStateRow, change: MarketChange): void {
    this.log(event, encodeMarketChange(change), false);
  }

  private logStatus(market: MarketStateRow, event: EventStateRow, ref?: MarketChangeRef): void {
    this.logMarketChange(event, {
      ...(ref ?? this.ref(market, event)),
      kind: 'm',
      status: market.status,
    });
  }

  /** Logs p (with the outcome's new slots) and oh for one outcome, as far as each changed. */
  private logOutcomeChange(
    event: EventStateRow,
    ref: MarketChangeRef,
    outcomeId: number,
    change: { slots: ConsolidatedPriceChange | null; hidden: boolean | null },
  ): void {
    if (change.slots) {
      this.logMarketChange(event, {
        ...ref,
        kind: 'p',
        outcomeId,
        consolidatedPrice: change.slots,
      });
    }
    if (change.hidden !== null) {
      this.logMarketChange(event, { ...ref, kind: 'oh', outcomeId, hidden: change.hidden });
    }
  }

  private setEvent(row: EventStateRow): void {
    this.events.set(row.id, row);
    this.dirtyEvents.add(row.id);
  }

  private putMarket(row: MarketStateRow): void {
    this.markets.set(row.id, row);
    this.upserts.add(row.id);
  }

  private setMarketState(row: MarketStateRow): void {
    this.markets.set(row.id, row);
    this.stateChanged.add(row.id);
  }

  private setOutcomes(row: MarketStateRow, outcomeIds: Iterable<number>): void {
    this.markets.set(row.id, row);
    for (const id of outcomeIds) this.outcomeChanged.set(id, row.id);
  }

  // -- messages -------------------------------------------------------------------------------

  async apply(messages: readonly SimFeedMessage[]): Promise<void> {
    for (let i = 0; i < messages.length; i++) {
      const message = messages[i];
      if (!message) continue;
      switch (message.type) {
        case 'fixture': {
          // Consecutive fixtures go to the card upsert together.
          const run: SimEvent[] = [message.event];
          while (messages[i + 1]?.type === 'fixture') {
            const next = messages[++i];
            if (next?.type === 'fixture') run.push(next.event);
          }
          await this.fixtures(run);
          break;
        }
        case 'eventStatus':
          this.eventStatus(message.eventId, message.status, message.at);
          break;
        case 'market':
          this.market(message.eventId, message.market);
          break;
        case 'marketChange':
          this.marketChange(message.change);
          break;
        case 'live':
          this.live(message.message);
          break;
        case 'feedAlert':
          await this.feedAlert(message.feedCode, message.active);
          break;
        case 'results':
          this.results(message);
          break;
        default:
          assertNever(message, 'feed message');
      }
    }
  }

  /**
   * Fixtures go through the catalog's card upsert; the markets of events already known are
   * compared before and after, so players holding them get the price, hidden and status
   * changes (and previous price slots move as for any price change).
   */
  private async fixtures(run: readonly SimEvent[]): Promise<void> {
    // One upsert may not name a row twice: a card and the first step can both carry an event
    // (and a provider may repeat itself), so the last description of each event wins.
    const events = [...new Map(run.map((e) => [e.id, e] as const)).values()];
    await this.flush();
    const ids = events.map((e) => e.id);
    for (const id of ids) this.fixtureEventIds.add(id);
    // Only events already known can have changed markets to announce (a new card has none).
    const known = (await loadEvents(this.tx, ids)).map((e) => e.id);
    const before = new Map((await loadMarketsOfEvents(this.tx, known)).map((m) => [m.id, m]));
    await upsertCard(this.tx, { paths: [], events });
    for (const id of ids) this.events.delete(id);
    await this.loadEvents(ids);
    // Markets of new events that later messages of this step name.
    const named = [...this.named].filter((id) => !this.markets.has(id));
    for (const market of await loadMarketsById(this.tx, named)) {
      this.markets.set(market.id, market);
    }
    for (const after of await loadMarketsOfEvents(this.tx, known)) {
      const event = this.events.get(after.event_id);
      if (!event) continue;
      const old = before.get(after.id);
      if (!old) {
        this.markets.set(after.id, after);
        this.logStatus(after, event);
        continue;
      }
      const { row: next, moved } = this.diffOutcomes(old, after, event);
      if (next.status !== old.status) this.logStatus(next, event);
      this.setOutcomes(next, moved);
    }
  }

  /**
   * Logs p and oh for the outcomes that differ between `old` and `next` (prices moved through
   * the slot rule); returns `next` with its moved slots, and the ids of the moved outcomes.
   */
  private diffOutcomes(
    old: MarketStateRow,
    next: MarketStateRow,
    event: EventStateRow,
  ): { row: MarketStateRow; moved: number[] } {
    const ref = this.ref(next, event);
    const shifts = new Map<number, OutcomeStateRow>();
    const differs = (a: OutcomeStateRow, b: OutcomeStateRow) =>
      a.price !== b.price || a.spread !== b.spread;
    for (const change of changedOutcomes(old.outcomes, next.outcomes, differs)) {
      const { before, after } = change;
      const shifted = change.priceMoved
        ? moveStoredPrice(before, { currentPrice: storedFeedPrice(after.price, after) })
        : null;
      if (shifted) shifts.set(after.id, { ...after, ...storedPriceOf(shifted.stored) });
      this.logOutcomeChange(event, ref, after.id, {
        slots: shifted?.slots ?? null,
        hidden: change.hiddenChanged ? after.hidden : null,
      });
    }
    if (shifts.size === 0) return { row: next, moved: [] };
    const outcomes = next.outcomes.map((o) => shifts.get(o.id) ?? o);
    return { row: { ...next, outcomes }, moved: [...shifts.keys()] };
  }

  private eventStatus(eventId: number, status: EventStatusMessage['status'], at: string): void {
    const event = this.events.get(eventId);
    if (!event) {
      this.skipped++;
      return;
    }
    const move = transitionEventStatus(
      { status: event.status, wentLiveAt: event.went_live_at, finishedAt: event.finished_at },
      status,
      at,
    );
    if (move.kind === 'unchanged') return;
    if (move.kind === 'refused') {
      this.skipped++;
      return;
    }
    const wasLive = event.status === 'live';
    const next: EventStateRow = {
      ...event,
      status: move.status,
      went_live_at: move.wentLiveAt,
      finished_at: move.finishedAt,
    };
    this.setEvent(next);
    const message: EventStatusMessage = { kind: 'eventStatus', eventId, status };
    this.log(next, message, wasLive);
  }

  /** spec betting-domain §4 live event messages, applied by `applyLiveEventMessage`. */
  private live(message: LiveEventMessage): void {
    const event = this.events.get(message.eventId);
    if (!event) {
      this.skipped++;
      return;
    }
    const wasLive = event.status === 'live';
    const core = applyLiveEventMessage(eventCore(event), message);
    const next: EventStateRow = {
      ...event,
      clock: core.clock ?? null,
      scores_per_period: [...(core.scoresPerPeriod ?? [])],
      cricket_outcomes: [...(core.cricketOutcomes ?? [])],
      live_open_market_count:
        message.kind === 'openMarketCount'
          ? message.liveOpenMarketCount
          : event.live_open_market_count,
      current_period: core.currentPeriod ?? null,
      current_period_abbreviation: core.currentPeriodAbbreviation ?? null,
      current_period_number: core.currentPeriodNumber ?? null,
    };
    this.setEvent(next);
    this.log(next, message, wasLive);
    if (endOfEventFinishes(core.isFinished, event.status)) {
      this.eventStatus(event.id, 'finished', this.now.toISOString());
    }
  }

  /** A market appears or is replaced (e.g. next goal 2 in play). */
  private market(eventId: number, sim: SimMarket): void {
    const event = this.events.get(eventId);
    const old = this.markets.get(sim.id);
    if (!event || (old && old.event_id !== eventId)) {
      this.skipped++;
      return;
    }
    const feedId = old?.feed_id ?? event.feed_code;
    const held = new Map(old?.outcomes.map((o) => [o.id, o]) ?? []);
    const outcomes: OutcomeStateRow[] = sim.outcomes.map((o) => {
      const prior = held.get(o.id);
      held.delete(o.id);
      const fresh: OutcomeStateRow = {
        id: o.id,
        description: o.description,
        ordinalPosition: o.ordinalPosition,
        opponentId: o.opponentId,
        hidden: o.hidden,
        price: Number(o.price),
        spread: o.spread,
        spread2: o.spread2,
        prevPrice: null,
        prevPrevPrice: null,
        priceVersion: 1,
        result: null,
        deadHeat: null,
      };
      if (!prior) return fresh;
      const shifted = moveStoredPrice(prior, { currentPrice: simPrice(o) });
      return {
        ...fresh,
        ...storedPriceOf(shifted?.stored ?? prior),
        result: prior.result,
        deadHeat: prior.deadHeat,
      };
    });
    // Outcomes the message leaves out are kept as they are (bets may hold them).
    outcomes.push(...held.values());
    const { status, alertSuspended } = incomingMarketStatus(
      sim.status,
      sim.outcomes,
      this.alerts.has(feedId),
    );
    const next: MarketStateRow = {
      id: sim.id,
      event_id: eventId,
      market_type_id: sim.marketTypeId,
      description: sim.description,
      period_id: sim.periodId,
      status,
      sort_order: old?.sort_order ?? NEW_MARKET_SORT_ORDER,
      feed_id: feedId,
      style: sim.style,
      instance: sim.instance,
      opponent_id: sim.opponentId,
      player_name: sim.playerName,
      team_name: sim.teamName,
      cutoff_time: sim.cutoffTime,
      place_terms: sim.placeTerms,
      places: sim.places,
      alert_suspended: alertSuspended,
      outcomes,
    };
    this.putMarket(next);
    if (!old) {
      this.logStatus(next, event);
      return;
    }
    // Prices were moved above; log what differs from the held market.
    const ref = this.ref(next, event);
    const versioned = (a: OutcomeStateRow, b: OutcomeStateRow) => a.priceVersion !== b.priceVersion;
    for (const change of changedOutcomes(old.outcomes, next.outcomes, versioned)) {
      this.logOutcomeChange(event, ref, change.after.id, {
        slots: change.priceMoved ? storedPriceSlots(change.after) : null,
        hidden: change.hiddenChanged ? change.after.hidden : null,
      });
    }
    if (old.status !== next.status) this.logStatus(next, event, ref);
  }

  /** spec betting-domain §3/§4 market change feed: m, p, oh. */
  private marketChange(change: MarketChange): void {
    const market = this.markets.get(change.marketId);
    const event = market && this.events.get(market.event_id);
    if (!market || !event || market.event_id !== change.eventId) {
      this.skipped++;
      return;
    }
    const ref: MarketChangeRef = {
      eventId: change.eventId,
      marketId: change.marketId,
      marketTypeId: change.marketTypeId,
      periodTypeId: change.periodTypeId,
    };
    switch (change.kind) {
      case 'm': {
        const { status, alertSuspended } = holdForFeedAlert(
          change.status,
          this.alerts.has(market.feed_id),
        );
        if (status === market.status && alertSuspended === market.alert_suspended) return;
        const next = { ...market, status, alert_suspended: alertSuspended };
        this.setMarketState(next);
        if (status !== market.status) this.logStatus(next, event, ref);
        return;
      }
      case 'p': {
        const found = this.outcomeOf(market, change.outcomeId);
        if (!found) return;
        const { index, outcome } = found;
        const moved = moveStoredPrice(outcome, change.consolidatedPrice);
        if (!moved) return;
        const outcomes = market.outcomes.with(index, moved.stored);
        this.setOutcomes({ ...market, outcomes }, [outcome.id]);
        this.logMarketChange(event, { ...change, ...ref, consolidatedPrice: moved.slots });
        return;
      }
      case 'oh': {
        const found = this.outcomeOf(market, change.outcomeId);
        if (!found) return;
        const { index, outcome } = found;
        if (outcome.hidden === change.hidden) return;
        let next: MarketStateRow = {
          ...market,
          outcomes: market.outcomes.with(index, { ...outcome, hidden: change.hidden }),
        };
        this.logMarketChange(event, { ...change, ...ref });
        const status = closeWhenAllHidden(next.status, next.outcomes);
        if (status !== next.status) {
          next = { ...next, status, alert_suspended: false };
          this.logStatus(next, event, ref);
          this.setMarketState(next);
        }
        this.setOutcomes(next, [outcome.id]);
        return;
      }
      default:
        assertNever(change, 'market change');
    }
  }

  /** An outcome of a held market and its index; an unknown one is skipped (counted). */
  private outcomeOf(
    market: MarketStateRow,
    outcomeId: number,
  ): { index: number; outcome: OutcomeStateRow } | null {
    const index = market.outcomes.findIndex((o) => o.id === outcomeId);
    const outcome = market.outcomes[index];
    if (outcome) return { index, outcome };
    this.skipped++;
    return null;
  }

  /**
   * spec betting-domain §4: a feed alert suspends (active) or reopens (ended) all markets of a
   * feed, through `applyFeedAlert`; reopening is limited to the markets the alert suspended.
   */
  private async feedAlert(feedCode: string, active: boolean): Promise<void> {
    await saveFeedAlert(this.tx, feedCode, active, this.now);
    if (active) this.alerts.add(feedCode);
    else this.alerts.delete(feedCode);
    for (const row of await loadMarketsOfFeed(this.tx, feedCode)) {
      if (!this.markets.has(row.id)) this.markets.set(row.id, row);
    }
    const candidates = [...this.markets.values()].filter((m) =>
      isFeedAlertTarget(
        { feedId: m.feed_id, status: m.status, alertSuspended: m.alert_suspended },
        feedCode,
        active,
      ),
    );
    await this.loadEvents([...new Set(candidates.map((m) => m.event_id))]);
    const state = marketsStateFrom(
      candidates.map((m) => ({
        id: m.id,
        status: m.status as MarketStatusValue,
        feedId: m.feed_id,
        outcomes: m.outcomes,
      })),
    );
    const next = applyFeedAlert(state, feedCode, active ? 'suspend' : 'reopen');
    for (const market of candidates) {
      const moved = next[market.id];
      const event = this.events.get(market.event_id);
      if (!moved || moved === state[market.id] || !event) continue;
      const row = { ...market, status: moved.status, alert_suspended: active };
      this.setMarketState(row);
      this.logStatus(row, event);
    }
  }

  /** Results for settlement: outcome results and dead heats; the market becomes resulted. */
  private results(message: Extract<SimFeedMessage, { type: 'results' }>): void {
    for (const result of message.markets) {
      const market = this.markets.get(result.marketId);
      const event = market && this.events.get(market.event_id);
      if (!market || !event || market.event_id !== message.eventId) {
        this.skipped++;
        continue;
      }
      const resulted = resultMarket(market.outcomes, result.outcomes);
      const next: MarketStateRow = {
        ...market,
        status: resulted.status,
        alert_suspended: resulted.alertSuspended,
        outcomes: resulted.outcomes,
      };
      this.setMarketState(next);
      this.setOutcomes(
        next,
        result.outcomes.map((o) => o.outcomeId),
      );
      this.resulted.add(message.eventId);
      // Resulted removes the market from what players see: announced once.
      if (market.status !== 'resulted') this.logStatus(next, event);
    }
  }
}

/** Applies a step's messages in the caller's transaction; see the file comment. */
export async function applyFeedMessages(
  tx: Queryable,
  messages: readonly SimFeedMessage[],
  now: Date,
  cache: FeedCache | null = null,
): Promise<IngestOutcome & { keep: () => void }> {
  cache?.expire(now);
  const state = new StepState(tx, now, cache);
  await state.load(messages);
  await state.apply(messages);
  await state.flush();
  return {
    changes: state.changes,
    resultedEventIds: [...state.resulted],
    skipped: state.skipped,
    keep: () => {
      if (cache) state.keepIn(cache);
    },
  };
}

/**
 * The leader's memory of the rows its steps read and wrote (events' live state, markets with
 * outcomes, active alerts), so a step of price changes needs no read. The leader is the only
 * writer of these fields (the card upsert goes through the ingest, and its events are not
 * kept); rows enter only after their step committed. Everything is forgotten every `ttlMs`
 * (platform clock) and whenever leadership is lost, which bounds both staleness and memory.
 */
export class FeedCache {
  readonly events = new Map<number, EventStateRow>();
  readonly markets = new Map<number, MarketStateRow>();
  alerts: ReadonlySet<string> | null = null;
  private since: number | null = null;

  constructor(private readonly ttlMs = FEED_CACHE_TTL_MS) {}

  expire(now: Date): void {
    if (
      this.since === null ||
      now.getTime() - this.since >= this.ttlMs ||
      now.getTime() < this.since
    ) {
      this.clear();
      this.since = now.getTime();
    }
  }

  clear(): void {
    this.events.clear();
    this.markets.clear();
    this.alerts = null;
  }
}

export const FEED_CACHE_TTL_MS = 60_000;
