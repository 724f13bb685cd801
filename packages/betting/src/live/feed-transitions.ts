import { PERIOD_TYPE_IDS, periodIdInfo } from '../markets/market-ids';
import {
  allOutcomesHidden,
  type FeedMarketStatus,
  type MarketStatusValue,
} from '../markets/markets';

/**
 * The decisions a feed ingest takes on each provider message (spec betting-domain §3/§4), as pure
 * functions of the rows it holds: the platform's ingest loads and saves rows and logs what these
 * say changed. Statuses here are the provider's (`FeedMarketStatus`): the platform mirrors them,
 * and the removal statuses take a market out of what players see.
 */

/** The status of an event as the feed moves it. */
export type FeedEventStatus = 'scheduled' | 'live' | 'finished' | 'cancelled';

/** spec betting-domain §4: open and suspended markets are what players see. */
export function isShownMarketStatus(status: string): status is MarketStatusValue {
  return status === 'open' || status === 'suspended';
}

/** A market's status with the flag that says a feed alert (not the provider) suspended it. */
export interface HeldMarketStatus {
  readonly status: FeedMarketStatus;
  readonly alertSuspended: boolean;
}

/**
 * spec betting-domain §4 feed alert: while an alert holds the market's feed, a market the feed
 * opens stays suspended, flagged so that the alert's end opens it. Any other status clears the
 * flag: the provider's word is newer than the alert's.
 */
export function holdForFeedAlert(status: FeedMarketStatus, alertActive: boolean): HeldMarketStatus {
  return status === 'open' && alertActive
    ? { status: 'suspended', alertSuspended: true }
    : { status, alertSuspended: false };
}

/**
 * spec betting-domain §4: a shown market whose outcomes are all hidden is removed (stored
 * closed); it comes back only when the feed sends the market again. Other statuses stand.
 */
export function closeWhenAllHidden(
  status: FeedMarketStatus,
  outcomes: readonly { readonly hidden: boolean }[],
): FeedMarketStatus {
  return isShownMarketStatus(status) && allOutcomesHidden({ outcomes }) ? 'closed' : status;
}

/**
 * The status a market takes when the feed sends it whole (new, or replaced): closed when all its
 * outcomes are hidden, else the feed's status under the alert hold.
 */
export function incomingMarketStatus(
  status: FeedMarketStatus,
  outcomes: readonly { readonly hidden: boolean }[],
  alertActive: boolean,
): HeldMarketStatus {
  return holdForFeedAlert(closeWhenAllHidden(status, outcomes), alertActive);
}

/** The markets a feed alert acts on: suspending takes the open ones, its end the ones it held. */
export function isFeedAlertTarget(
  market: {
    readonly feedId: string;
    readonly status: FeedMarketStatus;
    readonly alertSuspended: boolean;
  },
  feedCode: string,
  active: boolean,
): boolean {
  if (market.feedId !== feedCode || !isShownMarketStatus(market.status)) return false;
  return active ? market.status === 'open' : market.status === 'suspended' && market.alertSuspended;
}

/** What changed in one outcome between two versions of its market. */
export interface OutcomeChange<O> {
  readonly before: O;
  readonly after: O;
  readonly priceMoved: boolean;
  readonly hiddenChanged: boolean;
}

/**
 * Which outcomes changed between two versions of a market, in the order of `after`: outcomes
 * whose price moved (by the caller's measure) or whose hidden flag flipped. Outcomes new in
 * `after` are not changes (the market's own status message announces them); outcomes `after`
 * leaves out are not either (they are kept as they were).
 */
export function changedOutcomes<O extends { readonly id: number; readonly hidden: boolean }>(
  before: readonly O[],
  after: readonly O[],
  priceMoved: (before: O, after: O) => boolean,
): OutcomeChange<O>[] {
  const byId = new Map(before.map((o) => [o.id, o] as const));
  const changes: OutcomeChange<O>[] = [];
  for (const outcome of after) {
    const prior = byId.get(outcome.id);
    if (!prior) continue;
    const moved = priceMoved(prior, outcome);
    const flipped = prior.hidden !== outcome.hidden;
    if (moved || flipped) {
      changes.push({ before: prior, after: outcome, priceMoved: moved, hiddenChanged: flipped });
    }
  }
  return changes;
}

/** An event's status with the instants it went live and finished (or was cancelled). */
export interface EventStatusState<T> {
  readonly status: FeedEventStatus;
  readonly wentLiveAt: T | null;
  readonly finishedAt: T | null;
}

export type EventStatusTransition<T> =
  | { readonly kind: 'unchanged' }
  /** Finished and cancelled are final: the message is refused (counted as skipped). */
  | { readonly kind: 'refused' }
  | ({ readonly kind: 'moved' } & EventStatusState<T>);

/**
 * An event status message applied to an event. A repeated status changes nothing (END_OF_EVENT
 * may have finished the event already); a finished or cancelled event never moves again. Going
 * live stamps `wentLiveAt`; finishing or cancelling stamps `finishedAt`.
 */
export function transitionEventStatus<T>(
  event: EventStatusState<T>,
  status: Exclude<FeedEventStatus, 'scheduled'>,
  at: T,
): EventStatusTransition<T> {
  if (event.status === status) return { kind: 'unchanged' };
  if (event.status === 'finished' || event.status === 'cancelled') return { kind: 'refused' };
  return {
    kind: 'moved',
    status,
    wentLiveAt: status === 'live' ? at : event.wentLiveAt,
    finishedAt: status === 'live' ? event.finishedAt : at,
  };
}

/** spec betting-domain §4: END_OF_EVENT marks a scheduled or live event finished. */
export function endOfEventFinishes(
  isFinished: boolean | undefined,
  status: FeedEventStatus,
): boolean {
  return isFinished === true && (status === 'live' || status === 'scheduled');
}

/**
 * spec betting-domain §9 period ids tell pre-match from in-running; for a period id the spec
 * does not list, the event's state decides.
 */
export function marketPeriodTypeId(periodId: number, eventLive: boolean): number {
  return (
    periodIdInfo(periodId)?.periodTypeId ??
    (eventLive ? PERIOD_TYPE_IDS.IN_RUNNING : PERIOD_TYPE_IDS.PRE_MATCH)
  );
}

/** An outcome's settlement result as the feed sends it. */
export interface OutcomeResultOf<R, D> {
  readonly outcomeId: number;
  readonly result: R;
  readonly deadHeat?: D | null;
}

/**
 * A market resulted by the feed: status `resulted` (which removes it from what players see), the
 * alert flag cleared, and each named outcome's result and dead heat set; outcomes not named keep
 * theirs.
 */
export function resultMarket<
  R,
  D,
  O extends { readonly id: number; readonly result: R | null; readonly deadHeat: D | null },
>(
  outcomes: readonly O[],
  results: readonly OutcomeResultOf<R, D>[],
): { readonly status: 'resulted'; readonly alertSuspended: false; readonly outcomes: O[] } {
  const byId = new Map(results.map((r) => [r.outcomeId, r] as const));
  return {
    status: 'resulted',
    alertSuspended: false,
    outcomes: outcomes.map((o) => {
      const r = byId.get(o.id);
      return r ? { ...o, result: r.result, deadHeat: r.deadHeat ?? null } : o;
    }),
  };
}
