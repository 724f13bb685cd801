import { z } from 'zod';
import { minorToMajor } from '@touchline/betting';
import { WS_PLAYER_CLIENT_OPS, type PlayerNotice } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { decodePlayerNotice } from '../../bus/player-notices';
import { PLAYER_TOPICS, SETTLEMENT_TOPICS } from '../../bus/topics';
import type { ClosedBet } from '../betting';
import type { ChannelSocket, SocketChannel } from '../feed';
import { fullWalletView, readWallet, watchBalanceChanges } from '../wallet';
import { PlayerSession, type SessionHost } from './player-session';

/** How often every signed-in socket's session is re-checked (logout elsewhere, expiry). */
export const PLAYER_RECHECK_MS = 30_000;

/** `SETTLEMENT_TOPICS.betsClosed`'s payload, read here (betting publishes it). */
const ClosedBetsPayload = z.object({
  bets: z.array(
    z.object({
      betId: z.number().int(),
      playerId: z.number().int(),
      status: z.enum(['won', 'lost', 'void', 'cashed_out']),
      returnsMinor: z.number().int(),
      currency: z.string(),
      resettled: z.boolean().optional(),
    }) satisfies z.ZodType<ClosedBet>,
  ),
});

const BalanceChangedPayload = z.object({ playerId: z.number().int().positive() });

/** A closed bet as the player's devices see it. */
export function closedBetNotice(bet: ClosedBet): PlayerNotice {
  const returns = minorToMajor(bet.returnsMinor, bet.currency);
  return bet.status === 'cashed_out'
    ? { op: 'cashedOut', betId: bet.betId, amount: returns, currency: bet.currency, kind: 'full' }
    : {
        op: 'betSettled',
        betId: bet.betId,
        status: bet.status,
        returns,
        currency: bet.currency,
        ...(bet.resettled ? { resettled: true } : {}),
      };
}

export interface PlayerChannelOptions {
  readonly ctx: AppContext;
  readonly onError: (error: unknown) => void;
  /** Period of the session re-check; default PLAYER_RECHECK_MS (tests call `sweep`). */
  readonly recheckMs?: number | null;
}

/**
 * The `/ws` player channel of one instance (docs/decisions.md "Player channel on /ws"): plugged
 * into the feed's socket server as a `SocketChannel` (ops `auth`, `logout`), it keeps the
 * signed-in sockets of this instance by player and tells them what the bus says about their
 * player — from every instance: closed bets (`SETTLEMENT_TOPICS.betsClosed`), notices
 * (`PLAYER_TOPICS.notices`: the in-play delay's accepted / rejected betslips) and committed
 * wallet movements (`PLAYER_TOPICS.balanceChanged`, published by the instance whose transaction
 * moved the money, from the wallet's after-commit listener). A frame goes only to the sockets
 * signed in as the player it concerns.
 */
export class PlayerChannel implements SocketChannel {
  readonly ops = WS_PLAYER_CLIENT_OPS;
  private readonly byPlayer = new Map<number, Set<PlayerSession>>();
  private readonly sessions = new Set<PlayerSession>();
  /** The player each signed-in session is indexed under. */
  private readonly boundTo = new Map<PlayerSession, number>();
  /** One wallet read at a time per player, so balance frames go out in commit order. */
  private readonly balanceReads = new Map<number, Promise<void>>();
  private readonly stops: (() => void)[] = [];
  private readonly host: SessionHost;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PlayerChannelOptions) {
    const { ctx, onError } = options;
    this.host = {
      ctx,
      onError,
      bind: (session, playerId) => this.bind(session, playerId),
      forget: (session) => {
        this.bind(session, null);
        this.sessions.delete(session);
      },
    };
  }

  /** Listens on the bus and to this database's wallet movements; starts the re-check timer. */
  start(): void {
    const { ctx, onError } = this.options;
    const { bus } = ctx;
    this.stops.push(
      // The instance whose transaction moved the money tells every instance, after commit.
      watchBalanceChanges(ctx.db, (playerId) =>
        bus.publish(PLAYER_TOPICS.balanceChanged, JSON.stringify({ playerId })),
      ),
      bus.subscribe(SETTLEMENT_TOPICS.betsClosed, (payload) => {
        const parsed = parseJson(ClosedBetsPayload, payload);
        if (!parsed) return onError(new Error('unreadable bets-closed message'));
        for (const bet of parsed.bets) this.notify(bet.playerId, closedBetNotice(bet));
      }),
      bus.subscribe(PLAYER_TOPICS.notices, (payload) => {
        const message = decodePlayerNotice(payload);
        if (!message) return onError(new Error('unreadable player notice'));
        this.notify(message.playerId, message.notice);
      }),
      bus.subscribe(PLAYER_TOPICS.balanceChanged, (payload) => {
        const parsed = parseJson(BalanceChangedPayload, payload);
        if (!parsed) return onError(new Error('unreadable balance-changed message'));
        this.pushBalance(parsed.playerId);
      }),
    );
    const every = this.options.recheckMs === undefined ? PLAYER_RECHECK_MS : this.options.recheckMs;
    if (every !== null) {
      this.timer = setInterval(() => void this.sweep(), every);
      this.timer.unref();
    }
  }

  open(socket: ChannelSocket): PlayerSession {
    const session = new PlayerSession(this.host, socket);
    this.sessions.add(session);
    return session;
  }

  /** Signed-in sockets on this instance. */
  get signedIn(): number {
    let n = 0;
    for (const set of this.byPlayer.values()) n += set.size;
    return n;
  }

  /** Re-checks every signed-in socket's session now; resolves when done. */
  async sweep(): Promise<void> {
    const all = [...this.byPlayer.values()].flatMap((set) => [...set]);
    await Promise.all(all.map((s) => s.recheck()));
  }

  /** Resolves once the frames due so far have been sent (tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.balanceReads.values()]);
    await Promise.all([...this.sessions].map((s) => s.idle()));
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    for (const stop of this.stops.splice(0)) stop();
  }

  private bind(session: PlayerSession, playerId: number | null): void {
    const before = this.boundTo.get(session);
    if (before === playerId) return;
    if (before !== undefined) {
      const set = this.byPlayer.get(before);
      set?.delete(session);
      if (set?.size === 0) this.byPlayer.delete(before);
      this.boundTo.delete(session);
    }
    if (playerId === null) return;
    this.boundTo.set(session, playerId);
    let set = this.byPlayer.get(playerId);
    if (!set) {
      set = new Set();
      this.byPlayer.set(playerId, set);
    }
    set.add(session);
  }

  private notify(playerId: number, notice: PlayerNotice): void {
    for (const session of this.byPlayer.get(playerId) ?? []) session.deliver(notice);
  }

  /** Reads the wallet once for every socket of the player here, then hands it to each. */
  private pushBalance(playerId: number): void {
    if (!this.byPlayer.has(playerId)) return;
    const previous = this.balanceReads.get(playerId) ?? Promise.resolve();
    const read = previous.then(async () => {
      const sessions = [...(this.byPlayer.get(playerId) ?? [])];
      const player = sessions[0]?.player;
      if (!player) return;
      const snapshot = await readWallet(this.options.ctx.db, player);
      const wallet = fullWalletView(snapshot, player.currency);
      for (const session of sessions) session.deliver({ op: 'balance', wallet });
    });
    const tracked = read
      .catch((error: unknown) => this.options.onError(error))
      .finally(() => {
        if (this.balanceReads.get(playerId) === tracked) this.balanceReads.delete(playerId);
      });
    this.balanceReads.set(playerId, tracked);
  }
}

function parseJson<S extends z.ZodType>(schema: S, payload: string): z.infer<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
