/** Generic texts for failures that carry no readable server message (spec shell §8). */
export const API_ERROR_MESSAGES = {
  network: 'We could not reach the server. Check your connection and try again.',
  badResponse: 'The server sent an unexpected answer. Please try again.',
  notLoggedIn: 'Please log in to continue.',
  expired: 'Your session has expired. Please log in again.',
  generic: 'Something went wrong. Please try again.',
  maintenance: 'The site is down for maintenance. Please try again in a few minutes.',
  blocked: 'This site is not available in your location or on your network.',
} as const;

/**
 * A failed platform call. `status` is the HTTP status (0 when the network failed) and `body`
 * the parsed JSON answer, kept so each feature can read its own error shape
 * (LoginError, BetslipRejection) without the client knowing them. No schema here: this module is
 * in every page's first load; the client (client.ts, loaded on demand) reads the body.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** The text to show a player for any thrown value. */
export function readableErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return API_ERROR_MESSAGES.generic;
}
