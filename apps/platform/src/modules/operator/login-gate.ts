/**
 * Operator logins run one at a time in a process, with a short queue: the rate-limit read, the
 * argon2id check and the failure's audit line happen together, so a burst cannot slip past the
 * limits on this instance, and a flood of operator logins (each address within its limit)
 * cannot take libuv's thread pool from players' logins and the platform's file work. Operators
 * are few; one login takes tens of milliseconds.
 */
import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { AppError } from '../../http/errors';
import { hashPassword } from '../identity';

const MAX_WAITING = 16;

export const operatorLoginBusy = (): AppError =>
  new AppError(503, 'OPERATOR_LOGIN_BUSY', 'Too many operator logins at this moment; try again.', {
    retryAfterSeconds: 1,
  });

// Per process, not per platform: the thread pool it protects is the process's.
let running: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Runs `login` once the logins before it are done; refused at once when too many wait. */
export function oneLoginAtATime<T>(login: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_WAITING) return Promise.reject(operatorLoginBusy());
  waiting += 1;
  const result = running.then(login).finally(() => {
    waiting -= 1;
  });
  running = result.catch(() => undefined);
  return result;
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`. With no hash (an unknown username) a real hash of a random
 * secret is checked and the answer is false, so unknown usernames cost the same time.
 */
export async function checkOperatorPassword(
  hash: string | null,
  password: string,
): Promise<boolean> {
  const against = hash ?? (await (dummyHash ??= hashPassword(randomBytes(16).toString('base64'))));
  try {
    return (await verify(against, password)) && hash !== null;
  } catch {
    return false;
  }
}
