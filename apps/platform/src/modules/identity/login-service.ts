/**
 * The login flow (spec shell §4 Login flow, OTP timer; §7 the auth calls; §8 login codes):
 * password check guarded by lockout and rate limits before any hashing, then the account
 * checks, then either a session or the second step (one-time code or security question).
 *
 * Order of checks, and why:
 * 1. temporary lockout (INT008) — per normalised username, known or not, so it reveals nothing;
 * 2. rate limits per account and per client address (429) — before argon2, so a flood of
 *    guesses costs a few queries each and cannot starve other logins;
 * 3. argon2id (unknown users verify against a dummy hash: same time);
 * 4. account status (INT009 / INT008 / INT056) — only after a correct password;
 * 5. the second factor, then the session: a timed-out or self-excluded player's login is
 *    refused with 403 TIMED_OUT / SELF_EXCLUDED carrying a withdraw-only session (after every
 *    step, so the exclusion never opens a way around the second factor).
 */
import { assertNever } from '@touchline/betting';
import {
  normaliseSecurityAnswer,
  normaliseUsername,
  OTP_CODE_VALIDITY_SECONDS,
  OTP_MAX_WRONG_TRIES,
  otpResendSecondsLeft,
  otpResendWaitSeconds,
  SECURITY_ANSWER_MAX_WRONG,
  validateOtpCode,
  validateSecurityAnswer,
} from '@touchline/site';
import type {
  FrancoLoginRequest,
  FrancoSessionResponse,
  PlayerLoginResponse,
} from '@touchline/contract';
import { AppError } from '../../http/errors';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../app-context';
import { identityDeps } from './deps';
import {
  IDENTITY_CODES,
  invalidRequest,
  lockedOut,
  loginError,
  loginStepExpired,
  rateLimited,
  statusError,
} from './errors';
import {
  generateOtpCode,
  hashOtpCode,
  maskDestination,
  newOtpSalt,
  otpMatches,
  randomId,
  sha256Hex,
} from './otp';
import {
  endPendingLogin,
  endPendingLoginsOfPlayer,
  findPendingLogin,
  findPlayerById,
  findPlayerByUsername,
  findThrottle,
  insertOtpCode,
  insertPendingLogin,
  lockPlayer,
  markOtpUsed,
  otpCodesSince,
  recordLoginFailure,
  recordOtpWrongTry,
  takeAnswerTry,
  takeRateLimitSlots,
  type PlayerRow,
} from './repository';
import {
  francoSessionResponse,
  openSession,
  openSessionTx,
  withdrawOnlyRefusal,
  type IssuedSession,
} from './session-service';

const HOUR_MS = 3_600_000;
const OTP_VALIDITY_MS = OTP_CODE_VALIDITY_SECONDS * 1000;
/** A pending second step lives as long as a code does (spec shell §9: 30 minutes). */
const PENDING_LOGIN_MS = OTP_VALIDITY_MS;

export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly clientIp: string;
}

const rateKey = (scope: string, key: string) => `rate|${scope}|${key}`;
const lockKey = (usernameKey: string) => `lock|${usernameKey}`;

/**
 * Counts a password check against the sliding one-hour windows of the account and of the
 * client address; 429 (with the wait until the oldest counted attempt leaves the window) when
 * either is full. Refused attempts are not counted. Windows known to be full are refused from
 * memory (see throttle-cache.ts) without a query.
 */
async function enforceRateLimits(
  ctx: AppContext,
  usernameKey: string,
  clientIp: string,
  now: Date,
): Promise<void> {
  const { rateAccountPerHour, rateIpPerHour } = ctx.config.identity;
  const cache = identityDeps(ctx).throttleCache;
  const slots = [
    { scope: 'password:account', key: usernameKey, limit: rateAccountPerHour },
    { scope: 'password:ip', key: clientIp, limit: rateIpPerHour },
  ];
  const known = Math.max(
    ...slots.map((s) => cache.remaining(rateKey(s.scope, s.key), now.getTime())),
  );
  if (known > 0) throw rateLimited(Math.ceil(known / 1000));
  const windowStart = new Date(now.getTime() - HOUR_MS);
  const windows = await ctx.db.transaction((tx) => takeRateLimitSlots(tx, slots, windowStart, now));
  const full = windows.filter((w) => w.n >= w.lim);
  if (full.length === 0) return;
  let retryMs = 0;
  for (const w of full) {
    const opensAt = (w.oldest ?? now).getTime() + HOUR_MS;
    const key = slots.find((s) => s.scope === w.scope)?.key;
    if (key !== undefined) cache.block(rateKey(w.scope, key), opensAt, now.getTime());
    retryMs = Math.max(retryMs, opensAt - now.getTime());
  }
  throw rateLimited(Math.max(1, Math.ceil(retryMs / 1000)));
}

/** 403 INT008 while a temporary lockout runs (before any hashing). */
async function assertNotLockedOut(ctx: AppContext, usernameKey: string, now: Date): Promise<void> {
  const cache = identityDeps(ctx).throttleCache;
  const known = cache.remaining(lockKey(usernameKey), now.getTime());
  if (known > 0) throw lockedOut(new Date(now.getTime() + known), now);
  const throttle = await findThrottle(ctx.db, usernameKey);
  if (throttle?.locked_until && throttle.locked_until > now) {
    cache.block(lockKey(usernameKey), throttle.locked_until.getTime(), now.getTime());
    throw lockedOut(throttle.locked_until, now);
  }
}

/**
 * One more consecutive failure for the username (a wrong password, code or answer). Returns
 * the lockout end when this failure started one.
 */
async function countFailure(
  ctx: AppContext,
  db: Queryable,
  usernameKey: string,
  now: Date,
): Promise<Date | null> {
  const { lockoutThreshold, lockoutMinutes } = ctx.config.identity;
  const lockUntil = new Date(now.getTime() + lockoutMinutes * 60_000);
  const after = await recordLoginFailure(db, usernameKey, now, lockoutThreshold, lockUntil);
  if (!after.locked_until || after.locked_until <= now) return null;
  identityDeps(ctx).throttleCache.block(
    lockKey(usernameKey),
    after.locked_until.getTime(),
    now.getTime(),
  );
  return after.locked_until;
}

/**
 * A password check under the lockout and the rate limits. `passwordHash` is the hash of the
 * account the password should open (null: unknown user, checked against the dummy hash).
 */
export async function guardedPasswordCheck(
  ctx: AppContext,
  usernameKey: string,
  passwordHash: string | null,
  password: string,
  clientIp: string,
): Promise<boolean> {
  const now = ctx.clock();
  await assertNotLockedOut(ctx, usernameKey, now);
  await enforceRateLimits(ctx, usernameKey, clientIp, now);
  const { hasher } = identityDeps(ctx);
  const ok = await hasher.verify(passwordHash ?? (await hasher.dummyHash()), password);
  if (ok && passwordHash !== null) return true;
  const lockedUntil = await countFailure(ctx, ctx.db, usernameKey, now);
  if (lockedUntil) throw lockedOut(lockedUntil, now);
  return false;
}

/** Steps 1–4: the player behind correct credentials who may log in now. */
async function admit(ctx: AppContext, credentials: Credentials): Promise<PlayerRow> {
  const key = normaliseUsername(credentials.username);
  const player = await findPlayerByUsername(ctx.db, key);
  const ok = await guardedPasswordCheck(
    ctx,
    key,
    player?.password_hash ?? null,
    credentials.password,
    credentials.clientIp,
  );
  if (!player || !ok) throw loginError('INT003');
  // Account status is revealed only to someone who knows the password.
  if (player.status !== 'active') throw statusError(player.status);
  return player;
}

/** The API logins cannot carry the second step: a player with one must use the web flow. */
function refuseSecondFactor(player: PlayerRow): void {
  if (player.two_factor === 'none') return;
  throw new AppError(
    403,
    IDENTITY_CODES.twoFactorRequired,
    'This account logs in with a second step: use the login form.',
    {
      reasonJson: { responseCode: IDENTITY_CODES.twoFactorRequired },
      secondFactor: player.two_factor,
    },
  );
}

const epochSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** POST /xapi/icore/players/login: password only; alsToken is the session token. */
export async function loginWithPassword(
  ctx: AppContext,
  credentials: Credentials,
): Promise<PlayerLoginResponse> {
  const player = await admit(ctx, credentials);
  refuseSecondFactor(player);
  const issued = await openSession(ctx, player, {
    channel: 'icore',
    embedded: false,
    clientIp: credentials.clientIp,
    device: null,
  });
  const refusal = withdrawOnlyRefusal(issued);
  if (refusal) throw refusal;
  return {
    alsToken: issued.token,
    alsPlayerId: player.id,
    accountId: player.account_id,
    username: player.username,
    currency: player.currency,
    locale: player.locale,
    expirationTimeInSeconds: epochSeconds(issued.expiresAt),
  };
}

/** POST /accounts/sessions (franco-type): password only, the device recorded on the session. */
export async function loginFranco(
  ctx: AppContext,
  input: FrancoLoginRequest & { clientIp: string },
): Promise<{ issued: IssuedSession; response: FrancoSessionResponse }> {
  const player = await admit(ctx, input);
  refuseSecondFactor(player);
  const issued = await openSession(ctx, player, {
    channel: 'franco',
    embedded: false,
    clientIp: input.clientIp,
    device: input.device,
  });
  const refusal = withdrawOnlyRefusal(issued);
  if (refusal) throw refusal;
  return { issued, response: await francoSessionResponse(ctx, issued) };
}

export type WebLoginOutcome =
  | { readonly kind: 'complete'; readonly issued: IssuedSession }
  | {
      readonly kind: 'otp';
      readonly pendingId: string;
      readonly embedded: boolean;
      readonly resendInSeconds: number;
      readonly destination: string;
    }
  | { readonly kind: 'question'; readonly pendingId: string; readonly embedded: boolean };

interface OtpIssue {
  readonly sent: boolean;
  readonly resendInSeconds: number;
  readonly destination: string;
}

/**
 * Sends a code if the resend lockout allows one (inside the caller's transaction, the player
 * row locked). `login`: an unused, unexpired code is kept (no new message); `resend`: a new
 * code, or `{ locked }` with the seconds left while the lockout runs.
 */
async function issueOtp(
  ctx: AppContext,
  tx: Queryable,
  player: PlayerRow,
  mode: 'login' | 'resend',
  now: Date,
): Promise<OtpIssue | { locked: number }> {
  await lockPlayer(tx, player.id);
  const codes = await otpCodesSince(tx, player.id, new Date(now.getTime() - OTP_VALIDITY_MS));
  // Codes sent since the last one used count toward the lockout (spec shell §9).
  const lastUsed = codes.findIndex((c) => c.used_at !== null);
  const counted = lastUsed === -1 ? codes : codes.slice(0, lastUsed);
  const newest = counted[0] ?? null;
  const recipient = player.mobile ?? player.email;
  if (!recipient) throw new Error(`player ${player.id} has a one-time code but no destination`);
  const destination = maskDestination(recipient);
  const secondsLeft = otpResendSecondsLeft(
    counted.length,
    newest ? newest.issued_at.getTime() : null,
    now.getTime(),
  );
  const live =
    newest !== null &&
    newest.burned_at === null &&
    newest.superseded_at === null &&
    newest.expires_at > now;
  if (mode === 'login' && live) return { sent: false, resendInSeconds: secondsLeft, destination };
  if (secondsLeft > 0) {
    return mode === 'resend'
      ? { locked: secondsLeft }
      : { sent: false, resendInSeconds: secondsLeft, destination };
  }
  const code = generateOtpCode();
  const salt = newOtpSalt();
  await insertOtpCode(tx, {
    playerId: player.id,
    codeHash: hashOtpCode(code, salt),
    salt,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + OTP_VALIDITY_MS),
  });
  await identityDeps(ctx).outbox.enqueue(
    tx,
    {
      playerId: player.id,
      channel: player.mobile ? 'sms' : 'email',
      recipient,
      kind: 'otp',
      body: `Touchline: your verification code is ${code}. It is valid for 30 minutes. Never share it.`,
    },
    now,
  );
  return { sent: true, resendInSeconds: otpResendWaitSeconds(counted.length + 1), destination };
}

/**
 * POST {auth}/{locale}/…/header_login/authenticate (spec shell §4 step 2): a completed login,
 * or a pending second step (`otp: true` → code sent; `otp: null` → security question).
 */
export async function loginWeb(
  ctx: AppContext,
  input: Credentials & { embedded: boolean },
): Promise<WebLoginOutcome> {
  const player = await admit(ctx, input);
  const options = {
    channel: 'web' as const,
    embedded: input.embedded,
    clientIp: input.clientIp,
    device: null,
  };
  const step = player.two_factor;
  if (step === 'none') return { kind: 'complete', issued: await openSession(ctx, player, options) };

  const now = ctx.clock();
  const pendingId = randomId();
  const otp = await ctx.db.transaction(async (tx) => {
    await endPendingLoginsOfPlayer(tx, player.id, now);
    await insertPendingLogin(tx, {
      idHash: sha256Hex(pendingId),
      playerId: player.id,
      step,
      embedded: input.embedded,
      clientIp: input.clientIp,
      now,
      expiresAt: new Date(now.getTime() + PENDING_LOGIN_MS),
    });
    return step === 'otp' ? issueOtp(ctx, tx, player, 'login', now) : null;
  });
  if (step === 'question') return { kind: 'question', pendingId, embedded: input.embedded };
  if (!otp || 'locked' in otp) throw new Error('login never reports a resend lockout');
  return {
    kind: 'otp',
    pendingId,
    embedded: input.embedded,
    resendInSeconds: otp.resendInSeconds,
    destination: otp.destination,
  };
}

async function pendingPlayer(
  ctx: AppContext,
  pendingId: string | null,
  step: 'otp' | 'question',
): Promise<{ idHash: string; player: PlayerRow; embedded: boolean }> {
  if (!pendingId) throw loginStepExpired();
  const idHash = sha256Hex(pendingId);
  const now = ctx.clock();
  const pending = await findPendingLogin(ctx.db, idHash, now);
  if (!pending) throw loginStepExpired();
  if (pending.step !== step) {
    throw new AppError(
      409,
      IDENTITY_CODES.wrongLoginStep,
      `This login continues with the ${pending.step === 'otp' ? 'one-time code' : 'security question'}`,
      {
        step: pending.step,
      },
    );
  }
  const player = await findPlayerById(ctx.db, pending.player_id);
  if (!player) throw loginStepExpired();
  const throttle = await findThrottle(ctx.db, normaliseUsername(player.username));
  if (throttle?.locked_until && throttle.locked_until > now) {
    await endPendingLogin(ctx.db, idHash, now);
    throw lockedOut(throttle.locked_until, now);
  }
  return { idHash, player, embedded: pending.embedded };
}

/** POST …/otp/generate: a new code when the resend lockout allows (429 with the wait if not). */
export async function resendOtp(
  ctx: AppContext,
  pendingId: string | null,
): Promise<{ resendInSeconds: number; destination: string }> {
  const { player } = await pendingPlayer(ctx, pendingId, 'otp');
  const now = ctx.clock();
  const result = await ctx.db.transaction((tx) => issueOtp(ctx, tx, player, 'resend', now));
  if ('locked' in result) {
    throw new AppError(
      429,
      IDENTITY_CODES.otpResendLocked,
      `A new code can be requested in ${result.locked} seconds`,
      { retryAfterSeconds: result.locked },
    );
  }
  return { resendInSeconds: result.resendInSeconds, destination: result.destination };
}

type OtpCheck =
  | { kind: 'ok'; issued: IssuedSession }
  | { kind: 'expired' | 'burned' | 'stepGone' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'locked'; until: Date };

/**
 * POST …/otp/validate (spec shell §4 step 3): the newest code of the player, single use,
 * 30 minutes, burned after 5 wrong tries. Wrong codes also count toward the account lockout.
 * Counters are committed before the rejection is returned (rejections are values here).
 */
export async function validateOtp(
  ctx: AppContext,
  pendingId: string | null,
  typed: string,
  clientIp: string,
): Promise<IssuedSession> {
  const valid = validateOtpCode(typed);
  if (!valid.ok) throw invalidRequest(valid.error); // spec shell §5 messages
  const { idHash, player, embedded } = await pendingPlayer(ctx, pendingId, 'otp');
  const key = normaliseUsername(player.username);
  const now = ctx.clock();
  const check = await ctx.db.transaction<OtpCheck>(async (tx) => {
    const pending = await findPendingLogin(tx, idHash, now, true);
    if (!pending) return { kind: 'stepGone' };
    // Player row first, as a resend does: the two never wait on each other in reverse order.
    await lockPlayer(tx, player.id);
    const [code] = await otpCodesSince(tx, player.id, new Date(now.getTime() - OTP_VALIDITY_MS));
    if (!code || code.used_at || code.superseded_at || code.expires_at <= now) {
      return { kind: 'expired' };
    }
    if (code.burned_at) return { kind: 'burned' };
    if (!otpMatches(valid.value, code.salt, code.code_hash)) {
      const tries = await recordOtpWrongTry(tx, code.id, OTP_MAX_WRONG_TRIES, now);
      const lockedUntil = await countFailure(ctx, tx, key, now);
      if (lockedUntil) {
        await endPendingLogin(tx, idHash, now);
        return { kind: 'locked', until: lockedUntil };
      }
      return tries.burned
        ? { kind: 'burned' }
        : { kind: 'wrong', attemptsLeft: OTP_MAX_WRONG_TRIES - tries.wrong_tries };
    }
    if (!(await markOtpUsed(tx, code.id, now))) return { kind: 'expired' };
    await endPendingLogin(tx, idHash, now);
    const issued = await openSessionTx(
      ctx,
      tx,
      player,
      { channel: 'web', embedded, clientIp, device: null },
      now,
    );
    return { kind: 'ok', issued };
  });
  switch (check.kind) {
    case 'ok':
      return check.issued;
    case 'stepGone':
      throw loginStepExpired();
    case 'expired':
      throw new AppError(
        401,
        IDENTITY_CODES.otpExpired,
        'This code has expired. Please request a new code.',
      );
    case 'burned':
      throw new AppError(
        401,
        IDENTITY_CODES.otpBurned,
        'Too many wrong codes. Please request a new code.',
        { attemptsLeft: 0 },
      );
    case 'wrong':
      throw new AppError(401, IDENTITY_CODES.otpInvalid, 'The code is not correct.', {
        attemptsLeft: check.attemptsLeft,
      });
    case 'locked':
      throw lockedOut(check.until, now);
    default:
      return assertNever(check, 'one-time code check');
  }
}

/** GET …/security_question/getquestion: the question of the pending login's player. */
export async function securityQuestion(ctx: AppContext, pendingId: string | null): Promise<string> {
  const { player } = await pendingPlayer(ctx, pendingId, 'question');
  if (!player.security_question) throw new Error(`player ${player.id} has no security question`);
  return player.security_question;
}

/**
 * POST …/security_question/checkAnswer: the extra step after a correct password, never a
 * replacement for it. A try is taken before hashing (at most 5 per pending login); wrong
 * answers count toward the account lockout.
 */
export async function checkSecurityAnswer(
  ctx: AppContext,
  pendingId: string | null,
  answer: string,
  clientIp: string,
): Promise<IssuedSession> {
  const valid = validateSecurityAnswer(answer);
  if (!valid.ok) throw invalidRequest(valid.error); // spec shell §5
  const { idHash, player, embedded } = await pendingPlayer(ctx, pendingId, 'question');
  const now = ctx.clock();
  const tries = await takeAnswerTry(ctx.db, idHash, SECURITY_ANSWER_MAX_WRONG, now);
  if (tries === null) {
    await endPendingLogin(ctx.db, idHash, now);
    throw loginStepExpired();
  }
  const ok =
    player.security_answer_hash !== null &&
    (await identityDeps(ctx).hasher.verify(
      player.security_answer_hash,
      normaliseSecurityAnswer(valid.value),
    ));
  if (!ok) {
    const lockedUntil = await countFailure(ctx, ctx.db, normaliseUsername(player.username), now);
    const attemptsLeft = SECURITY_ANSWER_MAX_WRONG - tries;
    if (lockedUntil || attemptsLeft <= 0) await endPendingLogin(ctx.db, idHash, now);
    if (lockedUntil) throw lockedOut(lockedUntil, now);
    throw new AppError(401, IDENTITY_CODES.answerInvalid, 'The answer is not correct.', {
      attemptsLeft,
    });
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await endPendingLogin(tx, idHash, now))) throw loginStepExpired();
    const options = { channel: 'web' as const, embedded, clientIp, device: null };
    return openSessionTx(ctx, tx, player, options, now);
  });
}
