import {
  applyLiveEventMessage,
  type LiveEventCore,
  type MarketChange,
  type PeriodScore,
} from '@touchline/betting';
import type { SimEvent, SimFeedMessage, SimOutcomeResult } from '../model';

/**
 * What a feed consumer would hold after applying the simulator's messages: per event its
 * status, live state (through the betting package's own reducer), markets and results, plus the
 * order in which things happened. Tests read the feed the way the platform does.
 */
export interface RecordedMarket {
  readonly id: number;
  marketTypeId: number;
  periodId: number | null;
  status: string;
  readonly outcomes: Set<number>;
  readonly prices: Map<number, number>;
  readonly hidden: Map<number, boolean>;
  description: string;
  /** Every status the feed gave the market, in order. */
  readonly history: string[];
}

export interface RecordedEvent {
  readonly id: number;
  fixture: SimEvent | null;
  status: 'scheduled' | 'live' | 'finished' | 'cancelled';
  live: LiveEventCore;
  readonly markets: Map<number, RecordedMarket>;
  readonly results: Map<number, Map<number, { result: SimOutcomeResult; deadHeat?: unknown }>>;
  /** Kinds in arrival order, e.g. clock:END_OF_EVENT, eventStatus:finished, results. */
  readonly trail: string[];
  wentLiveAt: number | null;
  finishedAt: number | null;
}

export class FeedRecorder {
  readonly events = new Map<number, RecordedEvent>();
  readonly alerts: { feedCode: string; active: boolean; at: number }[] = [];
  messages = 0;

  event(id: number): RecordedEvent {
    let e = this.events.get(id);
    if (!e) {
      e = {
        id,
        fixture: null,
        status: 'scheduled',
        live: { id },
        markets: new Map(),
        results: new Map(),
        trail: [],
        wentLiveAt: null,
        finishedAt: null,
      };
      this.events.set(id, e);
    }
    return e;
  }

  apply(messages: readonly SimFeedMessage[], nowMs: number): void {
    for (const m of messages) {
      this.messages++;
      switch (m.type) {
        case 'fixture': {
          const e = this.event(m.event.id);
          e.fixture = m.event;
          for (const market of m.event.markets) {
            if (e.markets.has(market.id)) continue;
            e.markets.set(market.id, {
              id: market.id,
              marketTypeId: market.marketTypeId,
              periodId: market.periodId,
              status: market.status,
              outcomes: new Set(market.outcomes.map((o) => o.id)),
              prices: new Map(market.outcomes.map((o) => [o.id, Number(o.price)])),
              hidden: new Map(market.outcomes.map((o) => [o.id, o.hidden])),
              description: market.description,
              history: [market.status],
            });
          }
          break;
        }
        case 'eventStatus': {
          const e = this.event(m.eventId);
          e.status = m.status;
          e.trail.push(`eventStatus:${m.status}`);
          if (m.status === 'live') e.wentLiveAt = nowMs;
          if (m.status === 'finished') e.finishedAt = nowMs;
          break;
        }
        case 'market': {
          const e = this.event(m.eventId);
          e.trail.push('market');
          e.markets.set(m.market.id, {
            id: m.market.id,
            marketTypeId: m.market.marketTypeId,
            periodId: m.market.periodId,
            status: m.market.status,
            outcomes: new Set(m.market.outcomes.map((o) => o.id)),
            prices: new Map(m.market.outcomes.map((o) => [o.id, Number(o.price)])),
            hidden: new Map(m.market.outcomes.map((o) => [o.id, o.hidden])),
            description: m.market.description,
            history: [m.market.status],
          });
          break;
        }
        case 'marketChange':
          this.change(m.change);
          break;
        case 'live': {
          const e = this.event(m.message.eventId);
          e.live = applyLiveEventMessage(e.live, m.message);
          e.trail.push(
            m.message.kind === 'clock' ? `clock:${m.message.clock.status}` : m.message.kind,
          );
          break;
        }
        case 'feedAlert':
          this.alerts.push({ feedCode: m.feedCode, active: m.active, at: nowMs });
          break;
        case 'results': {
          const e = this.event(m.eventId);
          e.trail.push('results');
          for (const market of m.markets) {
            const held = e.markets.get(market.marketId);
            if (held) {
              held.status = 'resulted';
              held.history.push('resulted');
            }
            e.results.set(
              market.marketId,
              new Map(
                market.outcomes.map((o) => [
                  o.outcomeId,
                  { result: o.result, deadHeat: o.deadHeat },
                ]),
              ),
            );
          }
          break;
        }
      }
    }
  }

  private change(change: MarketChange): void {
    const e = this.event(change.eventId);
    const market = e.markets.get(change.marketId);
    e.trail.push(change.kind === 'm' ? `m:${change.status}` : change.kind);
    if (!market) return;
    if (change.kind === 'm') {
      market.status = change.status;
      market.history.push(change.status);
    }
    if (change.kind === 'p')
      market.prices.set(change.outcomeId, change.consolidatedPrice.currentPrice.decimal);
    if (change.kind === 'oh') market.hidden.set(change.outcomeId, change.hidden);
  }
}

/** Total of an opponent's scores under a period key. */
export function scoreTotal(
  scores: readonly PeriodScore[] | undefined,
  opponentId: number,
  key: string,
) {
  return (scores ?? [])
    .filter((s) => s.opponentId === opponentId && s.periodKey === key)
    .reduce((sum, s) => sum + s.score, 0);
}

/** Steps a world from `fromMs` to `toMs` every `stepMs`, recording everything. */
export function run(
  world: { step(now: Date): SimFeedMessage[] },
  recorder: FeedRecorder,
  fromMs: number,
  toMs: number,
  stepMs: number,
): void {
  for (let t = fromMs; t <= toMs; t += stepMs) recorder.apply(world.step(new Date(t)), t);
}
