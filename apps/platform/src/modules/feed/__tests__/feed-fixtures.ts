import WebSocket from 'ws';
import { decimalOdds, type MarketChange } from '@touchline/betting';
import type {
  SimCard,
  SimEvent,
  SimFeedMessage,
  SimMarket,
  SimOutcome,
} from '@touchline/simulator';
import { TEST_NOW, usePlatform, extendHarness, type Harness } from '../../../test/harness';
import type { DbTarget } from '../../../test/targets';
import type { TickReport } from '../feed-loop';
import type { FeedWorld } from '../world';

/**
 * Hand-made feed input for the feed suites: a small card of our own (two football events on
 * feed SIMA, one basketball event on feed SIMB) and a scripted world whose steps return exactly
 * the messages a test queued. Nothing here depends on the simulator's models.
 */

export const FOOT = 240;
export const BASK = 227;
export const E1 = 910_001;
export const E2 = 910_002;
export const E3 = 910_003;
export const FEED_A = 'SIMA';
export const FEED_B = 'SIMB';

/** Market ids: event × 10 + n; outcome ids: market × 10 + k. */
export const marketId = (eventId: number, n: number) => eventId * 10 + n;
export const outcomeId = (market: number, k: number) => market * 10 + k;

function outcome(market: number, k: number, price: string, opponentId: number | null): SimOutcome {
  return {
    id: outcomeId(market, k),
    description: `Outcome ${k}`,
    ordinalPosition: k,
    opponentId,
    price: decimalOdds(price),
    spread: null,
    spread2: null,
    hidden: false,
  };
}

export function simMarket(
  eventId: number,
  n: number,
  prices: readonly string[],
  overrides: Partial<SimMarket> = {},
): SimMarket {
  const id = marketId(eventId, n);
  return {
    id,
    marketTypeId: n === 1 ? 1 : 350,
    description: n === 1 ? 'Win-Draw-Win' : `Market ${n}`,
    periodId: 100,
    status: 'open',
    style: n === 1 ? 'WIN_DRAW_WIN' : 'DEFAULT',
    instance: null,
    opponentId: null,
    playerName: null,
    teamName: null,
    cutoffTime: null,
    placeTerms: null,
    places: null,
    outcomes: prices.map((p, k) => outcome(id, k + 1, p, null)),
    ...overrides,
  };
}

/** An event `hours` after TEST_NOW with three markets (a win-draw-win and two two-way). */
export function simEvent(
  id: number,
  sport: number,
  league: number,
  country: number,
  feedCode: string,
  hours: number,
  winDrawWin: readonly string[] = ['2.10', '3.40', '3.60'],
): SimEvent {
  return {
    id,
    description: `Home ${id} v Away ${id}`,
    slug: `home-${id}-v-away-${id}`,
    startTime: new Date(TEST_NOW.getTime() + hours * 3_600_000).toISOString(),
    sportPathId: sport,
    sportCode: sport === FOOT ? 'FOOT' : 'BASK',
    pathIds: [sport, country, league],
    feedCode,
    eventType: 'GAMEEVENT',
    isOutright: false,
    sportGroup: 'REGULAR',
    opponents: [
      { id: id * 10 + 1, description: `Home ${id}`, position: 'HOME' },
      { id: id * 10 + 2, description: `Away ${id}`, position: 'AWAY' },
    ],
    markets: [
      simMarket(id, 1, winDrawWin),
      simMarket(id, 2, ['1.80', '2.00']),
      simMarket(id, 3, ['1.90', '1.90']),
    ],
  };
}

/** A card's event path (sport, country or league). */
export const cardPath = (
  id: number,
  parentId: number | null,
  kind: 'sport' | 'country' | 'league',
  description: string,
  code: string | null,
) => ({
  id,
  parentId,
  kind,
  description,
  slug: description.toLowerCase().replace(/\s+/g, '-'),
  code,
  sportGroup: 'REGULAR' as const,
});

export function testCard(): SimCard {
  const path = cardPath;
  return {
    paths: [
      path(FOOT, null, 'sport', 'Football', 'FOOT'),
      path(910_100, FOOT, 'country', 'Testland', null),
      path(910_101, 910_100, 'league', 'Test League', null),
      path(BASK, null, 'sport', 'Basketball', 'BASK'),
      path(910_200, BASK, 'country', 'Hoopland', null),
      path(910_201, 910_200, 'league', 'Hoop League', null),
    ],
    events: [
      simEvent(E1, FOOT, 910_101, 910_100, FEED_A, 2),
      simEvent(E2, FOOT, 910_101, 910_100, FEED_A, 3),
      simEvent(E3, BASK, 910_201, 910_200, FEED_B, 4),
    ],
  };
}

/** A world that returns, at each step, the messages queued for it. */
export class ScriptedWorld implements FeedWorld {
  readonly cardRefreshMs = null;
  private readonly queue: SimFeedMessage[][] = [];

  constructor(private readonly theCard: SimCard = testCard()) {}

  card(): SimCard {
    return this.theCard;
  }

  step(): readonly SimFeedMessage[] {
    return this.queue.shift() ?? [];
  }

  push(...messages: SimFeedMessage[]): void {
    this.queue.push(messages);
  }
}

// -- message builders ------------------------------------------------------------------------

const ref = (eventId: number, market: number) => ({
  eventId,
  marketId: market,
  marketTypeId: market % 10 === 1 ? 1 : 350,
  periodTypeId: 1,
});

export const price = (eventId: number, market: number, outcome: number, decimal: number) =>
  ({
    type: 'marketChange',
    change: {
      ...ref(eventId, market),
      kind: 'p',
      outcomeId: outcome,
      consolidatedPrice: {
        currentPrice: { decimal, spread: null, spread2: null, format: 'DECIMAL' },
      },
    } satisfies MarketChange,
  }) as const satisfies SimFeedMessage;

export const status = (
  eventId: number,
  market: number,
  s: 'open' | 'suspended' | 'lts' | 'closed' | 'settled' | 'resulted',
) =>
  ({
    type: 'marketChange',
    change: { ...ref(eventId, market), kind: 'm', status: s } satisfies MarketChange,
  }) as const satisfies SimFeedMessage;

export const hidden = (eventId: number, market: number, outcome: number, h: boolean) =>
  ({
    type: 'marketChange',
    change: {
      ...ref(eventId, market),
      kind: 'oh',
      outcomeId: outcome,
      hidden: h,
    } satisfies MarketChange,
  }) as const satisfies SimFeedMessage;

// -- platform for the feed suites ------------------------------------------------------------

export interface FeedHarness extends Harness {
  readonly world: ScriptedWorld;
  /** ws://127.0.0.1:<port>/ws (when started with `listen`). */
  readonly wsUrl: string;
  /** Queues one step of messages and runs a feed tick. */
  step(...messages: SimFeedMessage[]): Promise<TickReport>;
}

/** test/harness.ts `usePlatform` on the scripted world (and optionally listening). */
export function useFeedPlatform(target: DbTarget, options: { listen?: boolean } = {}): FeedHarness {
  const world = new ScriptedWorld();
  const base = usePlatform(target, { world, listen: options.listen ?? false });
  return extendHarness(base, {
    get wsUrl() {
      return `ws://${base.origin}/ws`;
    },
    world,
    async step(...messages: SimFeedMessage[]) {
      world.push(...messages);
      const report = await base.platform.tick();
      await base.platform.feed.stream.idle();
      return report;
    },
  });
}

// -- a WebSocket test client -----------------------------------------------------------------

export type Frame = Record<string, unknown>;

/** A real `ws` client that records every frame and waits for the ones a test expects. */
export class TestSocket {
  readonly frames: Frame[] = [];
  private readonly waiters: (() => void)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse((data as Buffer).toString('utf8')) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('close', () => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(url: string): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Waits until `count` frames after index `from` satisfy `pred`; returns them. */
  async waitFor(
    pred: (frame: Frame) => boolean,
    count = 1,
    from = 0,
    timeoutMs = 5_000,
  ): Promise<Frame[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).filter(pred);
      if (found.length >= count) return found.slice(0, count);
      const left = deadline - Date.now();
      if (left <= 0 || this.ws.readyState !== WebSocket.OPEN) {
        throw new Error(
          `timed out waiting for ${count} frame(s); got ${JSON.stringify(this.frames.slice(from))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a request and waits for the first control frame with `op` after it. */
  async request(frame: object | string, op: string): Promise<Frame> {
    const from = this.frames.length;
    this.send(frame);
    const [reply] = await this.waitFor((f) => f.op === op || f.op === 'error', 1, from);
    if (!reply) throw new Error('no reply');
    return reply;
  }

  /** Change frames received so far (optionally after index `from`). */
  changes(from = 0): { c: number; m: Record<string, unknown> }[] {
    return this.frames.slice(from).filter((f) => typeof f.c === 'number') as {
      c: number;
      m: Record<string, unknown>;
    }[];
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) {
        resolve();
        return;
      }
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
