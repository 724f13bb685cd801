import { marketPeriodTypeId } from '@touchline/betting';
import type { TraderActionResponse, TraderMarketStatusRequest } from '@touchline/contract';
import type { SimFeedMessage } from '@touchline/simulator';
import type { AppContext } from '../../app-context';
import type { Bus } from '../../bus/bus';
import { FEED_TOPICS } from '../../bus/topics';
import type { Queryable } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { recordOperatorAction, type OperatorPrincipal } from '../operator';
import type { FeedWorld } from './world';

/**
 * The trader's desk (docs/decisions.md "The trader's desk"): an operator's word on a market —
 * suspend, reopen, close, a new price — goes to the feed as the provider's next message, so it
 * takes the one road every change takes (the leader's ingest transaction, the change log, the
 * bus, /ws) and the leader's cache of rows stays true. The call checks the market and publishes
 * the messages on the bus; the leader's desk hands them to its world's next step.
 */

/** How many trader messages may wait for the next ingest (more: the oldest are dropped). */
export const TRADER_QUEUE_LIMIT = 1_000;

export interface TraderDesk {
  /** The world the feed loop steps: the provider's messages, then the traders' since the last step. */
  readonly world: FeedWorld | null;
  /** Queues messages for the next step (and asks a watching loop for one soon). */
  enqueue(messages: readonly SimFeedMessage[]): void;
  /** Messages waiting (tests, metrics). */
  readonly pending: number;
}

export function createTraderDesk(inner: FeedWorld | null): TraderDesk {
  let queue: SimFeedMessage[] = [];
  const watchers = new Set<() => void>();
  const world: FeedWorld | null = inner && {
    card: (now, days) => inner.card(now, days),
    get cardRefreshMs() {
      return inner.cardRefreshMs;
    },
    step(now) {
      const provider = inner.step(now);
      if (queue.length === 0) return provider;
      const traders = queue;
      queue = [];
      // After the provider's: within one step the trader's word is the last.
      return [...provider, ...traders];
    },
    watch(onPending) {
      watchers.add(onPending);
      const unwatchInner = inner.watch?.(onPending);
      return () => {
        watchers.delete(onPending);
        unwatchInner?.();
      };
    },
    ...(inner.tracker && { tracker: inner.tracker.bind(inner) }),
  };
  return {
    world,
    enqueue(messages) {
      if (!world || messages.length === 0) return;
      queue.push(...messages);
      if (queue.length > TRADER_QUEUE_LIMIT) queue = queue.slice(-TRADER_QUEUE_LIMIT);
      for (const notify of watchers) notify();
    },
    get pending() {
      return queue.length;
    },
  };
}

/** Reads what the bus carries to the desk: a JSON list of feed messages (our own payload). */
export function decodeTraderMessages(payload: string): SimFeedMessage[] {
  const parsed: unknown = JSON.parse(payload);
  if (!Array.isArray(parsed)) throw new Error('trader payload is not a list');
  return parsed as SimFeedMessage[];
}

interface TradingMarketRow {
  market_id: string | number;
  event_id: string | number;
  market_type_id: number;
  period_id: number;
  status: string;
  event_status: string;
  outcome_id: string | number | null;
}

/** Markets a trader may no longer move: the feed has settled or resulted them, or the event is over. */
const FINAL_MARKET = new Set(['settled', 'resulted']);
const FINAL_EVENT = new Set(['finished', 'cancelled']);

async function tradingMarket(
  db: Queryable,
  by: { readonly marketId: number } | { readonly outcomeId: number },
): Promise<TradingMarketRow> {
  const outcome = 'outcomeId' in by;
  const [row] = await db.query<TradingMarketRow>(
    `SELECT m.id AS market_id, m.event_id, m.market_type_id, m.period_id, m.status,
            e.status AS event_status, ${outcome ? 'o.id' : 'NULL::bigint'} AS outcome_id
       FROM ${outcome ? 'outcomes o JOIN markets m ON m.id = o.market_id' : 'markets m'}
       JOIN events e ON e.id = m.event_id
      WHERE ${outcome ? 'o.id' : 'm.id'} = $1`,
    [outcome ? by.outcomeId : by.marketId],
  );
  if (!row) throw notFound(outcome ? 'Outcome' : 'Market');
  if (FINAL_MARKET.has(row.status) || FINAL_EVENT.has(row.event_status)) {
    throw new AppError(
      409,
      'MARKET_FINISHED',
      `Market ${String(row.market_id)} is ${FINAL_MARKET.has(row.status) ? row.status : `on a ${row.event_status} event`}: the feed alone moves it now`,
    );
  }
  return row;
}

function refOf(row: TradingMarketRow) {
  return {
    eventId: Number(row.event_id),
    marketId: Number(row.market_id),
    marketTypeId: row.market_type_id,
    periodTypeId: marketPeriodTypeId(row.period_id, row.event_status === 'live'),
  };
}

function hand(bus: Bus, messages: readonly SimFeedMessage[]): void {
  bus.publish(FEED_TOPICS.trading, JSON.stringify(messages));
}

/** PUT /xapi/operator/markets/{marketId}/status. */
export async function setMarketStatus(
  ctx: AppContext,
  operator: OperatorPrincipal,
  marketId: number,
  body: TraderMarketStatusRequest,
): Promise<TraderActionResponse> {
  const row = await tradingMarket(ctx.db, { marketId });
  const ref = refOf(row);
  await recordOperatorAction(ctx.db, {
    operator: operator.username,
    action: 'market.status',
    target: `market:${String(ref.marketId)}`,
    detail: { eventId: ref.eventId, from: row.status, to: body.status },
  });
  hand(ctx.bus, [{ type: 'marketChange', change: { ...ref, kind: 'm', status: body.status } }]);
  return { accepted: true, ...pick(ref), outcomeId: null, status: body.status, decimal: null };
}

/** PUT /xapi/operator/outcomes/{outcomeId}/price. */
export async function setOutcomePrice(
  ctx: AppContext,
  operator: OperatorPrincipal,
  outcomeId: number,
  decimal: number,
): Promise<TraderActionResponse> {
  const row = await tradingMarket(ctx.db, { outcomeId });
  const ref = refOf(row);
  await recordOperatorAction(ctx.db, {
    operator: operator.username,
    action: 'outcome.price',
    target: `outcome:${String(outcomeId)}`,
    detail: { eventId: ref.eventId, marketId: ref.marketId, decimal },
  });
  hand(ctx.bus, [
    {
      type: 'marketChange',
      change: {
        ...ref,
        kind: 'p',
        outcomeId,
        consolidatedPrice: {
          currentPrice: { decimal, spread: null, spread2: null, format: 'DECIMAL' },
        },
      },
    },
  ]);
  return { accepted: true, ...pick(ref), outcomeId, status: null, decimal };
}

const pick = (ref: { readonly eventId: number; readonly marketId: number }) => ({
  eventId: ref.eventId,
  marketId: ref.marketId,
});
