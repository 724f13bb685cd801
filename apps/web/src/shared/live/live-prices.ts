'use client';

/**
 * Live prices without repainting the lists (bench/web "live page under load"): a price change is
 * most of what a live page receives, and it touches one button. The store that keeps a list's
 * events live (features/live) is also a source of each outcome's latest object, by id, with a
 * listener per outcome; every event object it hands out is tied to it here. A price cell reads
 * its outcome through the source of the event it shows, and a row may skip repainting when its
 * event changed in prices only (`equalButPrices`), since its price cells repaint themselves.
 *
 * The source always holds the latest object of an outcome it changed, and the events it hands
 * out are never newer than that, so the cell shows the latest price whatever its row holds.
 */
export interface LiveOutcomeSource {
  /** The latest object of an outcome this source changed, or undefined (the event's is current). */
  outcome(outcomeId: number): object | undefined;
  /** The source's current version of an event it keeps (with every price it applied). */
  event(eventId: number): object | undefined;
}

const sources = new WeakMap<object, LiveOutcomeSource>();

/**
 * Ties an event object to the source that keeps its outcomes current. A new store given the
 * object of an earlier one (a list's next page) takes it over: price cells look the source up
 * each time they read, so they follow.
 */
export function attachLiveSource(event: object, source: LiveOutcomeSource): void {
  sources.set(event, source);
}

export function liveSourceOf(event: object): LiveOutcomeSource | undefined {
  return sources.get(event);
}

/** The price cells showing each outcome id, whichever source keeps it. */
const outcomeListeners = new Map<number, Set<() => void>>();

export function subscribeOutcome(outcomeId: number, listener: () => void): () => void {
  let set = outcomeListeners.get(outcomeId);
  if (!set) {
    set = new Set();
    outcomeListeners.set(outcomeId, set);
  }
  set.add(listener);
  return () => {
    const held = outcomeListeners.get(outcomeId);
    held?.delete(listener);
    if (held?.size === 0) outcomeListeners.delete(outcomeId);
  };
}

/** A source tells the cells of these outcomes that their object changed. */
export function notifyOutcomes(outcomeIds: Iterable<number>): void {
  for (const id of outcomeIds) {
    const listeners = outcomeListeners.get(id);
    if (listeners) for (const listener of [...listeners]) listener();
  }
}

/**
 * The outcome as its event's live source has it now, or `outcome` itself when the source has not
 * changed it (or the event has no source): what a price cell draws and a press on it selects.
 */
export function latestOutcome<O extends { readonly id: number }>(event: object, outcome: O): O {
  return (liveSourceOf(event)?.outcome(outcome.id) as O | undefined) ?? outcome;
}

type Fields = Readonly<Record<string, unknown>>;

/** Every field the same object, but those named (compared by `rest`). */
function sameFieldsBut(
  a: Fields,
  b: Fields,
  except: string,
  rest: (x: unknown, y: unknown) => boolean,
): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!(key in b)) return false;
    if (key === except ? !rest(a[key], b[key]) : a[key] !== b[key]) return false;
  }
  return true;
}

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sameList(x: unknown, y: unknown, same: (a: unknown, b: unknown) => boolean): boolean {
  if (x === y) return true;
  if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
  return x.every((item, i) => same(item, y[i]));
}

/** The line a price is for (a handicap or total) is drawn beside it, by the row: not a price. */
function sameLine(p: unknown, q: unknown): boolean {
  const current = (price: unknown) => (isFields(price) ? price['currentPrice'] : undefined);
  const a = current(p);
  const b = current(q);
  if (!isFields(a) || !isFields(b)) return a === b;
  return a['spread'] === b['spread'] && a['spread2'] === b['spread2'];
}

function sameOutcomeButPrice(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (!isFields(x) || !isFields(y)) return false;
  return sameFieldsBut(x, y, 'consolidatedPrice', (p, q) => p === q || sameLine(p, q));
}

function sameMarketButPrices(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (!isFields(x) || !isFields(y)) return false;
  return sameFieldsBut(x, y, 'outcomes', (p, q) => sameList(p, q, sameOutcomeButPrice));
}

/**
 * Whether two versions of an event differ in their outcomes' prices only (every other field the
 * same object: clock, scores, statuses, markets' and outcomes' other fields, the lines).
 */
export function equalButPrices(a: object, b: object): boolean {
  if (a === b) return true;
  if (!isFields(a) || !isFields(b)) return false;
  return sameFieldsBut(a, b, 'markets', (p, q) => sameList(p, q, sameMarketButPrices));
}

/**
 * `memo`'s comparison for a row showing `event`: the same props, or the event changed in prices
 * only while one live source keeps both versions' outcomes current (its cells repaint those).
 */
export function sameRowButPrices<P extends { readonly event: object }>(prev: P, next: P): boolean {
  return sameFieldsBut(prev, next, 'event', (a, b) =>
    sameEventsButPrices([a as object], [b as object]),
  );
}

/** Two versions of a list's events that differ in prices only (see `sameRowButPrices`). */
export function sameEventsButPrices(a: readonly object[], b: readonly object[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((prev, i) => {
    const next = b[i];
    if (next === undefined) return false;
    if (prev === next) return true;
    const source = liveSourceOf(next);
    return source !== undefined && source === liveSourceOf(prev) && equalButPrices(prev, next);
  });
}

/**
 * `memo`'s comparison for a list showing `events`: the same props, or its events changed in
 * prices only, each kept current by one live source (its price cells repaint those).
 */
export function sameListButPrices<P extends { readonly events: readonly object[] }>(
  prev: P,
  next: P,
): boolean {
  return sameFieldsBut(prev, next, 'events', (a, b) =>
    sameEventsButPrices(a as readonly object[], b as readonly object[]),
  );
}

/**
 * An event as its live source holds it now: a list hands its events on (to a new store, when a
 * page is added) as it last drew them, which may be before some price changes (the list skips
 * repainting for prices); this takes the source's markets.
 */
export function withLatestPrices<E extends { readonly id: number }>(event: E): E {
  const current = liveSourceOf(event)?.event(event.id);
  if (!current || !('markets' in current) || !('markets' in event)) return event;
  return current.markets === event.markets ? event : { ...event, markets: current.markets };
}
