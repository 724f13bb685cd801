import {
  applyLiveEventMessage,
  applyMarketChange,
  MARKET_CHANGE_KINDS,
  marketsStateFrom,
  opponentMatchScore,
  type LiveEventCore,
  type LiveEventMessage,
  type LiveMarket,
  type MarketChange,
  type MarketsState,
} from '@touchline/betting';
import type { EventStatusMessage } from '@touchline/contract';
import {
  attachLiveSource,
  notifyOutcomes,
  type LiveOutcomeSource,
} from '../../../shared/live/live-prices';
import type { LiveBatchItem } from '../connection/live-connection';
import type { LiveMessage } from '../connection/wire';

/** What the live client updates: an event with the §3 Live event fields and its markets. */
export interface LiveEventShape extends LiveEventCore {
  readonly markets: readonly LiveMarket[];
}

/**
 * Which events a list keeps as they change state (the platform's `eventStatus` message):
 * - `fixed`: the same events (an event page): the status is written onto the event;
 * - `prematch`: an event that goes live, finishes or is cancelled leaves the list;
 * - `live`: a finished or cancelled event leaves; one going live that the list does not hold
 *   asks for a refetch (its markets are not in any message).
 */
export type Membership = 'fixed' | 'prematch' | 'live';

export interface LiveEventsSnapshot<E> {
  readonly events: readonly E[];
  /** When each event's clock was last set here (ms), for local ticking between updates. */
  readonly clockSetAt: ReadonlyMap<number, number>;
  /**
   * Counts the batches that changed anything but prices (a line, a suspension, a score, an
   * event leaving or arriving): two snapshots with the same count differ in prices only, which
   * the price cells show by themselves (shared/live/live-prices).
   */
  readonly structure: number;
}

export interface ApplyOutcome {
  /** The screen's data must be fetched again (a resync, or a new live event). */
  readonly refetch: boolean;
}

const MARKET_KINDS: ReadonlySet<string> = new Set(Object.values(MARKET_CHANGE_KINDS));
const isMarketChange = (message: LiveMessage): message is MarketChange =>
  MARKET_KINDS.has(message.kind);
const isEventStatus = (message: LiveMessage): message is EventStatusMessage =>
  message.kind === 'eventStatus';

type MarketOf<E extends LiveEventShape> = E['markets'][number];

/**
 * The contract's price carries a version that "grows by one at every price change": when a
 * change moved an outcome's price, its version moves with it.
 */
function bumpPriceVersion<M extends LiveMarket>(before: M, after: M, outcomeId: number): M {
  const old = before.outcomes.find((o) => o.id === outcomeId);
  const moved = after.outcomes.find((o) => o.id === outcomeId);
  if (!old || !moved || old === moved) return after;
  const price = moved.consolidatedPrice.currentPrice;
  const version = 'id' in price ? price.id : undefined;
  if (typeof version !== 'number') return after;
  const id = version + 1;
  return {
    ...after,
    outcomes: after.outcomes.map((o) =>
      o === moved
        ? {
            ...o,
            consolidatedPrice: {
              ...o.consolidatedPrice,
              currentPrice: { ...o.consolidatedPrice.currentPrice, id },
            },
          }
        : o,
    ),
  };
}

/** The match score beside the per-period scores, when the event shows one (contract LiveEvent). */
function withMatchScores<E extends LiveEventShape>(event: E): E {
  if (!('scores' in event) || !('opponents' in event)) return event;
  const opponents = event.opponents as readonly { readonly id: number }[];
  const perPeriod = event.scoresPerPeriod ?? [];
  return {
    ...event,
    scores: opponents.map((o) => ({
      opponentId: o.id,
      score: opponentMatchScore(o.id, perPeriod),
    })),
  };
}

/** An event's status as the platform announced it, written onto the fields it has. */
function withStatus<E extends LiveEventShape>(event: E, status: EventStatusMessage['status']): E {
  let next: E = event;
  if (status === 'live' && 'isLive' in next) next = { ...next, isLive: true };
  if (status === 'finished') next = { ...next, isFinished: true };
  if ('match' in next && typeof next.match === 'object' && next.match !== null) {
    const matchStatus = { live: 'IN_PLAY', finished: 'FINISHED', cancelled: 'CANCELLED' }[status];
    next = { ...next, match: { ...next.match, status: matchStatus } };
  }
  return next;
}

/** Whether a price change left its outcome's line (handicap or total) as it was. */
function sameLine(before: LiveMarket, after: LiveMarket, outcomeId: number): boolean {
  const was = before.outcomes.find((o) => o.id === outcomeId)?.consolidatedPrice.currentPrice;
  const now = after.outcomes.find((o) => o.id === outcomeId)?.consolidatedPrice.currentPrice;
  return was?.spread === now?.spread && was?.spread2 === now?.spread2;
}

/** One event's messages of a batch, in order, with the package's appliers. */
function applyToEvent<E extends LiveEventShape>(
  event: E,
  messages: readonly (MarketChange | LiveEventMessage)[],
): { readonly event: E; readonly clockSet: boolean; readonly pricesOnly: boolean } {
  let next = event;
  let markets: MarketsState<MarketOf<E>> | null = null;
  let clockSet = false;
  let scored = false;
  let pricesOnly = true;
  for (const message of messages) {
    if (isMarketChange(message)) {
      markets ??= marketsStateFrom<MarketOf<E>>(next.markets);
      const before = markets[message.marketId];
      let after: MarketsState<MarketOf<E>> = applyMarketChange(markets, message);
      const moved = after[message.marketId];
      if (message.kind === 'p' && before && moved && moved !== before) {
        if (!sameLine(before, moved, message.outcomeId)) pricesOnly = false;
        after = {
          ...after,
          [message.marketId]: bumpPriceVersion(before, moved, message.outcomeId),
        };
      } else if (message.kind !== 'p' || !moved) {
        pricesOnly = false;
      }
      markets = after;
    } else {
      pricesOnly = false;
      next = applyLiveEventMessage(next, message);
      if (message.kind === 'clock' || message.kind === 'clockMinute') clockSet = true;
      if (message.kind === 'score') scored = true;
    }
  }
  if (markets) {
    const held = markets;
    const kept = next.markets.flatMap((m) => {
      const market = held[m.id];
      return market ? [market] : [];
    });
    if (kept.length !== next.markets.length) pricesOnly = false;
    const same = kept.length === next.markets.length && kept.every((m, i) => m === next.markets[i]);
    if (!same) next = { ...next, markets: kept };
  }
  if (scored) next = withMatchScores(next);
  return { event: next, clockSet, pricesOnly };
}

/**
 * The events one list or page shows, with every change applied since they were fetched: a small
 * store keyed by event id (the pages get their events from server components, so there is no
 * query to write into). A batch is applied at once and listeners hear of it once.
 */
export class LiveEventsStore<E extends LiveEventShape> implements LiveOutcomeSource {
  private snapshot: LiveEventsSnapshot<E>;
  private readonly listeners = new Set<() => void>();
  /** The latest object of every outcome a batch changed, by id (shared/live/live-prices). */
  private readonly outcomes = new Map<number, object>();

  constructor(
    initial: readonly E[],
    private readonly membership: Membership,
    now: number,
  ) {
    this.snapshot = {
      events: initial,
      clockSetAt: new Map(initial.filter((e) => e.clock).map((e) => [e.id, now])),
      structure: 0,
    };
    for (const event of initial) attachLiveSource(event, this);
  }

  readonly event = (eventId: number): E | undefined =>
    this.snapshot.events.find((e) => e.id === eventId);

  readonly outcome = (outcomeId: number): object | undefined => this.outcomes.get(outcomeId);

  /** Records the outcomes whose object changed between two versions of an event's markets. */
  private noteOutcomes(before: E, after: E, changed: number[]): void {
    if (before.markets === after.markets) return;
    const old = new Map(before.markets.map((m) => [m.id, m]));
    for (const market of after.markets) {
      const was = old.get(market.id);
      old.delete(market.id);
      if (was === market) continue;
      const oldOutcomes = new Map((was?.outcomes ?? []).map((o) => [o.id, o]));
      // A market whose state moved (suspended, reopened) tells its outcomes' listeners too (the
      // betslip prices its selections again), though their own objects are unchanged.
      const stateMoved = was !== undefined && was.status !== market.status;
      for (const outcome of market.outcomes) {
        if (oldOutcomes.get(outcome.id) === outcome) {
          if (stateMoved) changed.push(outcome.id);
          continue;
        }
        this.outcomes.set(outcome.id, outcome);
        changed.push(outcome.id);
      }
    }
    // A market taken off the event (closed, resulted): its outcomes' listeners hear of it.
    for (const gone of old.values()) for (const outcome of gone.outcomes) changed.push(outcome.id);
  }

  readonly getSnapshot = (): LiveEventsSnapshot<E> => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Applies one batch (in cursor order as received); listeners hear once if anything moved. */
  apply(batch: readonly LiveBatchItem[], now: number): ApplyOutcome {
    const held = new Set(this.snapshot.events.map((e) => e.id));
    const byEvent = new Map<number, (MarketChange | LiveEventMessage)[]>();
    const statuses = new Map<number, EventStatusMessage['status']>();
    let refetch = false;
    for (const item of batch) {
      if (item.type === 'resync') {
        refetch = true;
        continue;
      }
      const { message } = item;
      if (isEventStatus(message)) {
        if (held.has(message.eventId)) statuses.set(message.eventId, message.status);
        else if (this.membership === 'live' && message.status === 'live') refetch = true;
        continue;
      }
      if (!held.has(message.eventId)) continue;
      let list = byEvent.get(message.eventId);
      if (!list) {
        list = [];
        byEvent.set(message.eventId, list);
      }
      list.push(message);
    }
    if (byEvent.size === 0 && statuses.size === 0) return { refetch };

    let clockSetAt: Map<number, number> | null = null;
    let changed = false;
    let pricesOnly = true;
    const changedOutcomes: number[] = [];
    const events = this.snapshot.events.flatMap((event) => {
      let next = event;
      const messages = byEvent.get(event.id);
      if (messages) {
        const applied = applyToEvent(next, messages);
        next = applied.event;
        if (!applied.pricesOnly) pricesOnly = false;
        this.noteOutcomes(event, next, changedOutcomes);
        if (applied.clockSet) {
          clockSetAt ??= new Map(this.snapshot.clockSetAt);
          clockSetAt.set(event.id, now);
        }
      }
      const status = statuses.get(event.id);
      if (status !== undefined) {
        const leaves =
          (this.membership === 'prematch' && status !== undefined) ||
          (this.membership === 'live' && status !== 'live');
        pricesOnly = false;
        if (leaves) {
          changed = true;
          return [];
        }
        next = withStatus(next, status);
      }
      if (next !== event) {
        changed = true;
        attachLiveSource(next, this);
      }
      return [next];
    });
    if (!changed && clockSetAt === null) return { refetch };
    this.snapshot = {
      events: changed ? events : this.snapshot.events,
      clockSetAt: clockSetAt ?? this.snapshot.clockSetAt,
      structure: this.snapshot.structure + (pricesOnly ? 0 : 1),
    };
    for (const listener of [...this.listeners]) listener();
    notifyOutcomes(changedOutcomes);
    return { refetch };
  }
}
