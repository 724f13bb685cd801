import { z } from 'zod';
import { FullWallet } from './wallet';

/**
 * The player channel on `/ws` (issue 9 item 6; the spec names no push protocol, decision in
 * docs/decisions.md "Player channel on /ws"): a socket that sends `auth` with the player's
 * access token (the same token the HTTP calls carry as `Authorization: Bearer`) is told, with no
 * polling, when one of the player's bets is settled, cashed out, accepted or rejected after the
 * in-play delay, and the sportsbook balance after every ledger movement of the player. The
 * public feed (`subscribe` …) works the same with or without it.
 */

const Id = z.number().int().nonnegative();

/** Failed `auth` frames a socket may send: the last refusal closes it with WS_CLOSE_POLICY. */
export const WS_MAX_AUTH_FAILURES = 5;
/** Longest access token accepted in an `auth` frame (a session token is about 300 characters). */
export const WS_MAX_TOKEN_LENGTH = 4096;
/** WebSocket close code for abuse (RFC 6455 policy violation): too many failed `auth` frames. */
export const WS_CLOSE_POLICY = 1008;

/** Error codes of the player channel, besides the feed's (`INVALID_REQUEST` …). */
export const WS_PLAYER_CODES = {
  /** `auth` with another player's token on an authenticated socket: `logout` first. */
  alreadyAuthenticated: 'ALREADY_AUTHENTICATED',
  /** `logout` on a socket that is not authenticated. */
  notAuthenticated: 'NOT_AUTHENTICATED',
  tooManyAuthAttempts: 'TOO_MANY_AUTH_ATTEMPTS',
} as const;

// -- client → server ----------------------------------------------------------------------------

/**
 * `auth`: opens (or, with a refreshed token of the same player, renews) the player channel.
 * `logout`: ends it; the socket keeps its feed subscriptions.
 */
export const WsPlayerClientFrame = z.discriminatedUnion('op', [
  z.object({ op: z.literal('auth'), token: z.string().min(1).max(WS_MAX_TOKEN_LENGTH) }).strict(),
  z.object({ op: z.literal('logout') }).strict(),
]);
export type WsPlayerClientFrame = z.infer<typeof WsPlayerClientFrame>;
export const WS_PLAYER_CLIENT_OPS = ['auth', 'logout'] as const;

// -- server → client ----------------------------------------------------------------------------

/**
 * A bet settled by results: `returns` in major units of `currency` (0 for a lost bet).
 * `resettled`: the bet had been settled before and its result changed (decision: the player is
 * told again, marked, so the web says "resettled" rather than a second "settled").
 */
export const WsBetSettledFrame = z.object({
  op: z.literal('betSettled'),
  betId: Id,
  status: z.enum(['won', 'lost', 'void']),
  returns: z.number(),
  currency: z.string(),
  resettled: z.boolean().optional(),
});

/** A cash out paid: `amount` in major units; `kind` full (the bet closed) or partial. */
export const WsCashedOutFrame = z.object({
  op: z.literal('cashedOut'),
  betId: Id,
  amount: z.number(),
  currency: z.string(),
  kind: z.enum(['full', 'partial']),
});

/** A betslip held for the in-play delay was accepted: its bets are open now. */
export const WsBetAcceptedFrame = z.object({
  op: z.literal('betAccepted'),
  betSlipId: Id,
  betIds: z.array(Id),
});

/** A betslip held for the in-play delay was refused (stake returned): the spec's code. */
export const WsBetRejectedFrame = z.object({
  op: z.literal('betRejected'),
  betSlipId: Id,
  code: z.string(),
  message: z.string(),
});

/** The player's sportsbook wallet after a ledger movement (every field, major units). */
export const WsBalanceFrame = z.object({ op: z.literal('balance'), wallet: FullWallet });

/** What happened to one player that other instances and modules announce (bus payload). */
export const PlayerNotice = z.discriminatedUnion('op', [
  WsBetSettledFrame,
  WsCashedOutFrame,
  WsBetAcceptedFrame,
  WsBetRejectedFrame,
]);
export type PlayerNotice = z.infer<typeof PlayerNotice>;

export const WsPlayerServerFrame = z.discriminatedUnion('op', [
  /** `auth` accepted: the channel is open until `expiresAt` (renew with a refreshed token). */
  z.object({ op: z.literal('authenticated'), accountId: Id, expiresAt: z.string() }),
  /**
   * `auth` refused: the identity code of the HTTP 401/403 (`UNAUTHORIZED`, `SELF_EXCLUDED` …)
   * or ALREADY_AUTHENTICATED; the socket stays open, `attemptsLeft` failures remain.
   */
  z.object({
    op: z.literal('authRefused'),
    code: z.string(),
    message: z.string(),
    attemptsLeft: z.number().int().nonnegative(),
  }),
  /**
   * The player channel ended: the client sent `logout`, the token expired, or the session was
   * ended (logout elsewhere, a refresh that replaced the token, an exclusion). The feed part
   * goes on; send `auth` again with a fresh token to reopen it.
   */
  z.object({
    op: z.literal('playerEnded'),
    reason: z.enum(['logout', 'expired', 'ended']),
    code: z.string(),
    message: z.string(),
  }),
  ...PlayerNotice.options,
  WsBalanceFrame,
]);
export type WsPlayerServerFrame = z.infer<typeof WsPlayerServerFrame>;
