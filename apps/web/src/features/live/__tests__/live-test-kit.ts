import type { ChangesAnswer, LiveEvent, WsClientFrame } from '@touchline/contract';
import { encodeMarketChange } from '@touchline/contract';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import type { FlushScheduler } from '../connection/frame-batcher';
import {
  LiveConnection,
  wire,
  type ChangesPoll,
  type LiveConnectionOptions,
  type LiveSocket,
} from '../connection/live-connection';

type Listener = (event: { readonly data: unknown }) => void;

// The wire's parsers load on demand in the browser (live-connection.ts); loaded here first, a
// connection opens its socket at once, as the tests below expect.
await wire.load();

/**
 * The far end of a socket in memory: what the client sent, and the server's side (open, frames,
 * close). The connection under test is the real one; only the network is replaced here (the
 * integration test runs it against a real platform).
 */
export class TestSocket implements LiveSocket {
  readyState = 0;
  readonly sent: WsClientFrame[] = [];
  closedByClient = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as WsClientFrame);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  private emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }

  open(): void {
    this.readyState = 1;
    this.emit('open');
  }

  push(frame: unknown): void {
    this.emit('message', JSON.stringify(frame));
  }

  /** A text frame as it came (not necessarily JSON). */
  pushText(text: string): void {
    this.emit('message', text);
  }

  drop(): void {
    this.readyState = 3;
    this.emit('close');
  }

  subscribes(): Extract<WsClientFrame, { op: 'subscribe' }>[] {
    return this.sent.filter((f) => f.op === 'subscribe');
  }
}

/** Animation frames by hand: `frame()` runs what is waiting for the next one. */
export function manualFrames() {
  let waiting: (() => void)[] = [];
  const schedule: FlushScheduler = (flush) => {
    waiting.push(flush);
    return () => {
      waiting = waiting.filter((f) => f !== flush);
    };
  };
  return {
    schedule,
    get waiting() {
      return waiting.length;
    },
    frame() {
      const due = waiting;
      waiting = [];
      for (const flush of due) flush();
    },
  };
}

export interface Harness {
  readonly connection: LiveConnection;
  readonly sockets: TestSocket[];
  readonly polls: ChangesPoll[];
  readonly frames: ReturnType<typeof manualFrames>;
  /** The socket made last. */
  socket(): TestSocket;
}

/** A connection over test sockets, manual frames and a polling answer of the test's choice. */
export function harness(
  answer: (poll: ChangesPoll) => Promise<ChangesAnswer> = () =>
    Promise.resolve({ cursor: 0, resync: false, more: false, changes: [] }),
  options: Partial<LiveConnectionOptions> = {},
): Harness {
  const sockets: TestSocket[] = [];
  const polls: ChangesPoll[] = [];
  const frames = manualFrames();
  const connection = new LiveConnection({
    url: () => 'ws://sportsbook.test/ws',
    createSocket: (url) => {
      const socket = new TestSocket(url);
      sockets.push(socket);
      return socket;
    },
    pollChanges: (poll) => {
      polls.push(poll);
      return answer(poll);
    },
    schedule: frames.schedule,
    random: () => 0.5,
    ...options,
  });
  return {
    connection,
    sockets,
    polls,
    frames,
    socket: () => {
      const last = sockets.at(-1);
      if (!last) throw new Error('no socket made yet');
      return last;
    },
  };
}

/** Lets queued microtasks (the subscription diff) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/** A price change in the wire's short keys, as the platform pushes it. */
export function priceFrame(
  cursor: number,
  eventId: number,
  marketId: number,
  outcomeId: number,
  decimal: number,
) {
  return {
    c: cursor,
    m: encodeMarketChange({
      kind: 'p',
      eventId,
      marketId,
      marketTypeId: 1,
      periodTypeId: 2,
      outcomeId,
      consolidatedPrice: {
        currentPrice: { decimal, spread: null, spread2: null, format: 'DECIMAL' },
      },
    }),
  };
}

/** A live football event shaped like the platform's answer (home opponent id*2, away id*2+1). */
export function makeLiveEvent(
  spec: Parameters<typeof makeFootballEvent>[0],
  overrides: Partial<LiveEvent> = {},
): LiveEvent {
  return {
    ...makeFootballEvent(spec),
    eventType: 'GAMEEVENT',
    isOutright: false,
    sportGroup: 'REGULAR',
    isLive: true,
    clock: { minutes: 67, status: 'RUNNING' },
    isFinished: false,
    scores: [
      { opponentId: spec.id * 2, score: 2 },
      { opponentId: spec.id * 2 + 1, score: 1 },
    ],
    sets: null,
    scoresPerPeriod: [
      { opponentId: spec.id * 2, periodInstance: 1, periodKey: 'HALF', score: 1 },
      { opponentId: spec.id * 2 + 1, periodInstance: 1, periodKey: 'HALF', score: 1 },
      { opponentId: spec.id * 2, periodInstance: 2, periodKey: 'HALF', score: 1 },
    ],
    match: { status: 'IN_PLAY', wentLiveAt: '2030-05-04T14:00:00.000Z', finishedAt: null },
    cricketOutcomes: [],
    liveOpenMarketCount: 1,
    currentPeriod: '2nd Half',
    currentPeriodAbbreviation: 'HALF',
    currentPeriodNumber: 2,
    ...overrides,
  };
}
