import { ApiError } from '../common';

/**
 * A call the platform refused (any status outside the endpoint's success statuses): the status
 * and the `{ code, message }` every platform error carries, with the whole body for extras
 * (`reasonJson`, `logoutReason`, `retryAfterSeconds`).
 */
export class ApiCallError extends Error {
  readonly code: string;

  constructor(
    /** The endpoint's key, e.g. `bets.place`. */
    readonly endpoint: string,
    readonly status: number,
    error: ApiError,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string | string[] | undefined>> = {},
  ) {
    super(error.message);
    this.name = 'ApiCallError';
    this.code = error.code;
  }
}

/** A body that is not the platform's error shape (a proxy's page, an empty body). */
const HTTP_ERROR_PREFIX = 'HTTP_';

/** The error of a refused call's body: the platform's `{code, message}`, or `HTTP_<status>`. */
export function readApiError(status: number, body: unknown): ApiError {
  const parsed = ApiError.safeParse(body);
  if (parsed.success) return parsed.data;
  return {
    code: `${HTTP_ERROR_PREFIX}${status}`,
    message: `The call failed with status ${status}`,
  };
}

/**
 * An answer whose body does not match the endpoint's response schema: a broken contract between
 * platform and client, thrown (never a value).
 */
export class ResponseShapeError extends Error {
  constructor(
    readonly endpoint: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${endpoint}: the ${status} answer does not match its schema: ${detail}`);
    this.name = 'ResponseShapeError';
  }
}
