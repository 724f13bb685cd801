import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../http/errors';

/** argon2id at OWASP's first recommended profile: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_PARAMS = {
  // Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot read)
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A real hash of nothing anyone knows: unknown users cost the same time as known ones. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hash(`no-such-user-${Math.random()}`, ARGON2_PARAMS);
  return dummyHash;
}

/**
 * What identity hashes with (passwords and security answers). Injectable per platform (see
 * deps.ts) so tests can count the checks that reach argon2.
 */
export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  verify(hashed: string, secret: string): Promise<boolean>;
  /** A hash to verify against when there is no user, so unknown users pay the same time. */
  dummyHash(): Promise<string>;
}

/**
 * Every hash slot is taken and the queue is full: 503 with a short Retry-After. A flood of
 * password checks from many addresses and accounts (each within its rate limits) then costs the
 * attacker answers instead of making honest logins wait behind an ever longer queue.
 */
export const passwordCheckBusy = (): AppError =>
  new AppError(503, 'LOGIN_BUSY', 'Too many logins at this moment. Please try again shortly.', {
    retryAfterSeconds: 1,
  });

/**
 * At most `limit` tasks at once; at most `maxWaiting` more wait, in order; beyond that the
 * task is refused with `refuse()` at once.
 */
export function createLimiter(
  limit: number,
  maxWaiting = Number.POSITIVE_INFINITY,
  refuse: () => Error = passwordCheckBusy,
): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async (task) => {
    if (running >= limit) {
      if (waiting.length >= maxWaiting) throw refuse();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/**
 * argon2id with at most `concurrency` hashes at once: argon2 runs on libuv's thread pool (4
 * threads by default), which also serves file and DNS work; bounding it keeps a login burst
 * from starving the rest of the platform. At most `maxQueue` wait (503 LOGIN_BUSY beyond).
 */
export function createPasswordHasher(
  concurrency: number,
  maxQueue = Number.POSITIVE_INFINITY,
): PasswordHasher {
  const limit = createLimiter(concurrency, maxQueue);
  return {
    hash: (secret) => limit(() => hashPassword(secret)),
    verify: (hashed, secret) => limit(() => verifyPassword(hashed, secret)),
    dummyHash: timingDummyHash,
  };
}
