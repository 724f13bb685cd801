import {
  WS_CLOSE_POLICY,
  WS_MAX_AUTH_FAILURES,
  WS_PLAYER_CODES,
  WsPlayerClientFrame,
  type WsPlayerServerFrame,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/errors';
import type { ChannelSession, ChannelSocket } from '../feed';
import { authenticateToken, type Authenticated } from '../identity';

/** Requests (auth, logout) a socket may have waiting; more answer TOO_MANY_REQUESTS. */
export const MAX_PENDING_PLAYER_REQUESTS = 4;

const CODES = {
  invalidRequest: 'INVALID_REQUEST',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  loggedOut: 'LOGGED_OUT',
} as const;

/** What a session needs of the channel that opened it. */
export interface SessionHost {
  readonly ctx: AppContext;
  readonly onError: (error: unknown) => void;
  /** The session now speaks for `playerId` (null: for nobody). */
  bind(session: PlayerSession, playerId: number | null): void;
  /** The socket went away. */
  forget(session: PlayerSession): void;
}

type Ending = Extract<WsPlayerServerFrame, { op: 'playerEnded' }>;

/** Why a live session stopped being one: the identity refusal as a `playerEnded` frame. */
function endingOf(error: AppError): Ending {
  const expired = error.extra.logoutReason === 'jwe_token_expired';
  return {
    op: 'playerEnded',
    reason: expired ? 'expired' : 'ended',
    code: error.code,
    message: error.message,
  };
}

/**
 * One socket's player part. Its work (auth, logout, every delivery) runs one step after another,
 * so an `authenticated` answer always precedes the first notice and nothing is sent after
 * `playerEnded`. Every delivery first re-reads the session behind the token (one indexed
 * query): a token that expired or a session that ended (logout on another device or instance,
 * a refresh that replaced the token, an exclusion) ends the channel instead of being told.
 */
export class PlayerSession implements ChannelSession {
  private auth: Authenticated | null = null;
  private failures = 0;
  private pending = 0;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly host: SessionHost,
    private readonly socket: ChannelSocket,
  ) {}

  /** The player this socket speaks for, or null. */
  get player(): Authenticated['player'] | null {
    return this.auth?.player ?? null;
  }

  receive(frame: Readonly<Record<string, unknown>>): void {
    if (this.closed) return;
    const parsed = WsPlayerClientFrame.safeParse(frame);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      this.socket.fail(CODES.invalidRequest, `${where}${issue?.message ?? 'invalid'}`);
      return;
    }
    if (this.pending >= MAX_PENDING_PLAYER_REQUESTS) {
      this.socket.fail(CODES.tooManyRequests, 'Too many requests waiting');
      return;
    }
    this.pending++;
    const request = parsed.data;
    void this.run(async () => {
      try {
        if (request.op === 'auth') await this.authenticate(request.token);
        else this.logout();
      } finally {
        this.pending--;
      }
    });
  }

  close(): void {
    this.closed = true;
    this.auth = null;
    this.host.forget(this);
  }

  /** Sends `frame` if the session is still live (checked first); a step of the queue. */
  deliver(frame: WsPlayerServerFrame): void {
    void this.run(async () => {
      if (await this.stillLive()) this.socket.send(frame);
    });
  }

  /** Re-checks the session now (the periodic sweep): ends it when it no longer holds. */
  recheck(): Promise<void> {
    return this.run(async () => {
      await this.stillLive();
    });
  }

  /** Resolves when every step queued so far is done (tests, sweeps). */
  idle(): Promise<void> {
    return this.queue;
  }

  private run(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(async () => {
      if (this.closed) return;
      await step();
    });
    this.queue = next.catch((error: unknown) => {
      this.host.onError(error);
      if (!this.closed) this.socket.fail(CODES.internal, 'Something went wrong on our side');
    });
    return this.queue;
  }

  private async authenticate(token: string): Promise<void> {
    let auth: Authenticated;
    try {
      // A withdraw-only session (an excluded player's) may still read its account: it is told.
      auth = await authenticateToken(this.host.ctx, token, { allowWithdrawOnly: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.refuse(error.code, error.message);
      return;
    }
    if (this.closed) return;
    if (this.auth && this.auth.player.id !== auth.player.id) {
      // Never let one socket speak for two players: the first one logs out first.
      this.refuse(
        WS_PLAYER_CODES.alreadyAuthenticated,
        'This socket is signed in for another player; send logout first',
      );
      return;
    }
    // The same player again (a refreshed token): the channel goes on with the new token.
    this.auth = auth;
    this.failures = 0;
    this.host.bind(this, auth.player.id);
    const expiresAt = Math.min(auth.claims.expiresAt.getTime(), auth.player.expires_at.getTime());
    this.socket.send({
      op: 'authenticated',
      accountId: auth.player.account_id,
      expiresAt: new Date(expiresAt).toISOString(),
    });
  }

  private refuse(code: string, message: string): void {
    this.failures++;
    const attemptsLeft = Math.max(0, WS_MAX_AUTH_FAILURES - this.failures);
    this.socket.send({ op: 'authRefused', code, message, attemptsLeft });
    if (attemptsLeft === 0) {
      this.socket.close(WS_CLOSE_POLICY, WS_PLAYER_CODES.tooManyAuthAttempts);
    }
  }

  private logout(): void {
    if (!this.auth) {
      this.socket.fail(WS_PLAYER_CODES.notAuthenticated, 'This socket is not signed in');
      return;
    }
    this.end({
      op: 'playerEnded',
      reason: 'logout',
      code: CODES.loggedOut,
      message: 'The player channel of this socket is closed; the session itself goes on',
    });
  }

  private end(frame: Ending): void {
    this.auth = null;
    this.host.bind(this, null);
    this.socket.send(frame);
  }

  private async stillLive(): Promise<boolean> {
    const auth = this.auth;
    if (!auth || this.closed) return false;
    try {
      const again = await authenticateToken(this.host.ctx, auth.token, {
        allowWithdrawOnly: true,
      });
      if (this.auth !== auth) return false;
      this.auth = { ...auth, player: again.player };
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (this.auth === auth) this.end(endingOf(error));
      return false;
    }
  }
}
