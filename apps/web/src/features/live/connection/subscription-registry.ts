import { WS_MAX_SUBSCRIPTIONS } from '@touchline/contract/browser';

/** What a screen asks to be kept live: events, sports and the live page (spec §3 live feed). */
export interface LiveSelectors {
  readonly events?: readonly number[];
  readonly sports?: readonly number[];
  readonly live?: boolean;
}

/** Selectors written out in full (what a subscribe or unsubscribe frame carries). */
export interface SelectorSet {
  readonly events: number[];
  readonly sports: number[];
  readonly live: boolean;
}

/** The frames that bring the server's subscriptions to what the screen wants. */
export interface SubscriptionDiff {
  readonly subscribe: SelectorSet | null;
  readonly unsubscribe: SelectorSet | null;
}

const LIVE_KEY = 'live';
const eventKey = (id: number) => `e:${id}`;
const sportKey = (id: number) => `s:${id}`;

function keysOf(selectors: LiveSelectors): string[] {
  const keys = [
    ...new Set([
      ...(selectors.events ?? []).map(eventKey),
      ...(selectors.sports ?? []).map(sportKey),
    ]),
  ];
  if (selectors.live === true) keys.push(LIVE_KEY);
  return keys;
}

function toSet(keys: Iterable<string>): SelectorSet {
  const events: number[] = [];
  const sports: number[] = [];
  let live = false;
  for (const key of keys) {
    if (key === LIVE_KEY) live = true;
    else if (key.startsWith('e:')) events.push(Number(key.slice(2)));
    else sports.push(Number(key.slice(2)));
  }
  return { events, sports, live };
}

/**
 * The subscriptions of one socket, reference-counted: every component on screen retains what it
 * shows and releases it when it goes, and `diff()` says what to send so the server holds exactly
 * the retained set. A key retained twice is sent once and unsubscribed only when both release.
 * The server holds at most `WS_MAX_SUBSCRIPTIONS` event and sport ids per socket: keys past the
 * cap wait (in the order they were first retained) until others are released.
 */
export class SubscriptionRegistry {
  /** Retained keys and their counts, in first-retained order (a Map keeps insertion order). */
  private readonly counts = new Map<string, number>();
  /** What the server holds, as far as the frames sent say. */
  private readonly sent = new Set<string>();

  constructor(private readonly cap: number = WS_MAX_SUBSCRIPTIONS) {}

  retain(selectors: LiveSelectors): void {
    for (const key of keysOf(selectors)) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  release(selectors: LiveSelectors): void {
    for (const key of keysOf(selectors)) {
      const count = this.counts.get(key) ?? 0;
      if (count <= 1) this.counts.delete(key);
      else this.counts.set(key, count - 1);
    }
  }

  /** How many holders retain a key (0 when none). */
  holders(kind: 'event' | 'sport', id: number): number {
    return this.counts.get(kind === 'event' ? eventKey(id) : sportKey(id)) ?? 0;
  }

  /** Everything retained, cap or not (the polling call carries it all). */
  wanted(): SelectorSet {
    return toSet(this.counts.keys());
  }

  get isEmpty(): boolean {
    return this.counts.size === 0;
  }

  /**
   * The frames to send now, and records them as sent: first what is no longer retained, then
   * what is newly retained, up to the cap.
   */
  diff(): SubscriptionDiff {
    const removed = [...this.sent].filter((key) => !this.counts.has(key));
    for (const key of removed) this.sent.delete(key);
    let room = this.cap - [...this.sent].filter((key) => key !== LIVE_KEY).length;
    const added: string[] = [];
    for (const key of this.counts.keys()) {
      if (this.sent.has(key)) continue;
      if (key !== LIVE_KEY) {
        if (room <= 0) continue;
        room--;
      }
      added.push(key);
      this.sent.add(key);
    }
    return {
      subscribe: added.length > 0 ? toSet(added) : null,
      unsubscribe: removed.length > 0 ? toSet(removed) : null,
    };
  }

  /** The server refused a subscribe: its keys count as not sent (tried again at the next diff). */
  refused(selectors: SelectorSet): void {
    for (const key of keysOf(selectors)) this.sent.delete(key);
  }

  /** The socket went away: the next socket starts with nothing. */
  forgetSent(): void {
    this.sent.clear();
  }
}
