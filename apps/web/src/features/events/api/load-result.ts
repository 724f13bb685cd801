import type { Result } from '@touchline/betting';
import { ApiRequestError } from '../../../shared/api/api-error';

/**
 * Why a server read failed, as the page shows it: `notFound` for an id the platform does not
 * know (the page says so, with a way back), `unavailable` for anything else (try again).
 */
export type LoadFailure = 'notFound' | 'unavailable';

export type LoadResult<T> = Result<T, LoadFailure>;

/** Runs a server read; a failed or malformed answer is a value the page shows, never a crash. */
export async function load<T>(read: () => Promise<T>): Promise<LoadResult<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    const notFound = error instanceof ApiRequestError && error.status === 404;
    return { ok: false, error: notFound ? 'notFound' : 'unavailable' };
  }
}
