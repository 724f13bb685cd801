import { gateAuthenticatedRequest, logoutReasonForResponse } from '@touchline/site';
import { readSessionFingerprint } from '../session/session-cookies';
import { useSessionStore, type Session } from '../session/session-store';
import { API_ERROR_MESSAGES, ApiRequestError } from './api-error';

/** Anything with a zod-style `parse`: the contract schemas (STYLE habit 6). */
export interface Parser<T> {
  parse: (data: unknown) => T;
}

export interface ApiRequest<T> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  readonly body?: unknown;
  /** spec shell §7: the auth calls post `application/x-www-form-urlencoded` forms. */
  readonly form?: Readonly<Record<string, string>>;
  /** Extra request headers (e.g. the cashier's Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * spec shell §6 withAuth: sends `Authorization: Bearer <jweToken>`; without a session, or with
   * an expired one, the call is aborted before it is made.
   */
  readonly auth?: boolean;
  readonly schema: Parser<T>;
  readonly signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The token the external cookie stands for. The platform's cookie is a fingerprint, not the
 * token: when it still names the stored session (or no fingerprint was ever seen) the stored
 * token *is* the external token; otherwise the cookie belongs to another session.
 */
function externalToken(session: Session): string | null {
  const cookie = readSessionFingerprint();
  if (session.fingerprint === null || cookie === session.fingerprint) return session.jweToken;
  return cookie;
}

/** spec shell §4, §6: the bearer for a withAuth call, or an aborted call (and maybe a logout). */
function bearerFor(): string {
  const { session, logout } = useSessionStore.getState();
  const gate = gateAuthenticatedRequest({
    token: session?.jweToken,
    externalToken: session ? externalToken(session) : null,
    expirationTimeInSeconds: session?.expirationTimeInSeconds,
    nowMs: Date.now(),
  });
  if (gate.action === 'proceed') return gate.bearer;
  if (gate.logout) {
    logout(gate.logout);
    throw new ApiRequestError(401, 'TOKEN_EXPIRED', API_ERROR_MESSAGES.expired);
  }
  throw new ApiRequestError(401, 'NOT_LOGGED_IN', API_ERROR_MESSAGES.notLoggedIn);
}

function requestBody<T>(request: ApiRequest<T>, headers: Record<string, string>): BodyInit | null {
  if (request.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return new URLSearchParams(request.form).toString();
  }
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    return JSON.stringify(request.body);
  }
  return null;
}

/**
 * The browser's one way to call the platform: same-origin relative paths (proxied by the Next
 * rewrites), JSON (or the auth forms) in, JSON out, answers parsed by a contract schema, errors
 * as ApiRequestError.
 */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.auth) headers.Authorization = `Bearer ${bearerFor()}`;
  const body = requestBody(request, headers);

  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK', API_ERROR_MESSAGES.network);
  }

  const json = await readJson(response);
  if (!response.ok) {
    const { session, logout } = useSessionStore.getState();
    // spec shell §4, §8: a 401/403 on /api/ or /xapi/ (not the chat token) while logged in.
    const reason = logoutReasonForResponse({
      status: response.status,
      path,
      loggedIn: session !== null,
    });
    if (reason) logout(reason);
    throw ApiRequestError.fromResponse(response.status, json);
  }
  try {
    return request.schema.parse(json);
  } catch {
    throw new ApiRequestError(
      response.status,
      'BAD_RESPONSE',
      API_ERROR_MESSAGES.badResponse,
      json,
    );
  }
}
