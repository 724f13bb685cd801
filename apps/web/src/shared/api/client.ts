import {
  gateAuthenticatedRequest,
  logoutReasonForResponse,
  type LogoutReason,
  type QueryParamValue,
} from '@touchline/betting';
import {
  buildPath,
  isWithAuth,
  withQuery,
  type EndpointSpec,
  type PathParamNames,
  type PathParams,
} from '@touchline/contract';
import type { z } from 'zod';
import { API_ERROR_MESSAGES, ApiRequestError } from './api-error';
import { requestDecoration, type DecorationContext } from './request-decoration';

/**
 * The web's one way to call the platform, browser and server alike: a call names its endpoint in
 * the contract's table (never a path string), and this client builds the path, adds the spec's
 * request decoration (request-decoration.ts), gates withAuth calls on the session, sends, maps
 * failures to ApiRequestError and parses the answer.
 */

/** Anything with a zod-style `parse`: the contract schemas (STYLE habit 6). */
export interface Parser<T> {
  parse: (data: unknown) => T;
}

/** The session as the withAuth gate reads it (spec shell §4 Auth synchronisation). */
export interface SessionTokens {
  readonly token: string;
  /** The token the external cookie stands for (null when the cookie names no session). */
  readonly externalToken: string | null;
  readonly expirationTimeInSeconds: number | null;
}

/** How the client reaches the player's session; the server has none. */
export interface SessionPort {
  /** The stored session's tokens, or null when logged out. */
  readonly read: () => SessionTokens | null;
  readonly logout: (reason: LogoutReason) => void;
}

export interface ApiClientConfig {
  /** Prefix of every request URL: '' in the browser (same origin), the platform on the server. */
  readonly baseUrl: string;
  /** spec shell §7: the configurable auth base the `{auth}` paths start with. */
  readonly authBase: string;
  /** Read at every call, so a locale or odds-type change applies to the next request. */
  readonly context: () => DecorationContext;
  readonly session?: SessionPort;
}

type ParamsInput<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: PathParams<Path> };

type BodyInput<E extends EndpointSpec> = E['body'] extends { readonly schema: infer S }
  ? S extends z.ZodType
    ? { readonly body: z.input<S> }
    : never
  : { readonly body?: undefined };

/** One call's inputs: what its endpoint's template and body need, plus the call's extras. */
export type CallInput<E extends EndpointSpec, T> = ParamsInput<E['path']> &
  BodyInput<E> & {
    /** The call's own query parameters (serialised with commas unescaped, shell §7). */
    readonly query?: Readonly<Record<string, QueryParamValue>>;
    /** Extra request headers (e.g. the cashier's Idempotency-Key). */
    readonly headers?: Readonly<Record<string, string>>;
    readonly signal?: AbortSignal;
    /**
     * A reading of the answer other than the table's (one form of a two-form answer, or a
     * looser one the caller handles itself).
     */
    readonly schema?: Parser<T>;
    /**
     * false: the call goes with the session cookie alone, no bearer and no gate. Only the
     * session fetch of the auth sync, which is how the page learns its token (shell §4).
     */
    readonly withAuth?: false;
  };

export interface ApiClient {
  call<E extends EndpointSpec, T = z.output<E['response']>>(
    endpoint: E,
    input: CallInput<E, T>,
  ): Promise<T>;
}

/**
 * spec shell §4, §6 (betting-domain §7): before a withAuth call, a missing token aborts it; a
 * token within 30 s of expiry that matches the external cookie logs out (jwe_token_expired)
 * and aborts. The bearer otherwise.
 */
function bearerFor(session: SessionPort | undefined): string {
  const tokens = session?.read() ?? null;
  const gate = gateAuthenticatedRequest({
    token: tokens?.token,
    externalToken: tokens?.externalToken,
    expirationTimeInSeconds: tokens?.expirationTimeInSeconds,
    nowMs: Date.now(),
  });
  if (gate.action === 'proceed') return gate.bearer;
  if (gate.logout) {
    session?.logout(gate.logout);
    throw new ApiRequestError(401, 'TOKEN_EXPIRED', API_ERROR_MESSAGES.expired);
  }
  throw new ApiRequestError(401, 'NOT_LOGGED_IN', API_ERROR_MESSAGES.notLoggedIn);
}

function requestBody(
  endpoint: EndpointSpec,
  body: unknown,
  headers: Record<string, string>,
): string | null {
  if (body === undefined) return null;
  if (endpoint.body?.kind === 'form') {
    // spec shell §7: the auth calls post `application/x-www-form-urlencoded` forms.
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return new URLSearchParams(body as Record<string, string>).toString();
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
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

export function createApiClient(config: ApiClientConfig): ApiClient {
  async function call<E extends EndpointSpec, T>(endpoint: E, input: CallInput<E, T>): Promise<T> {
    const path = buildPath(endpoint.path, input.params ?? {}, { auth: config.authBase });
    const decoration = requestDecoration({ endpoint, path }, config.context());
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...decoration.headers,
      ...input.headers,
    };
    if (input.withAuth !== false && isWithAuth(endpoint)) {
      headers.Authorization = `Bearer ${bearerFor(config.session)}`;
    }
    const body = requestBody(endpoint, input.body, headers);
    // The call's own parameters first; the decoration never overrides one of them.
    const query: Record<string, QueryParamValue> = { ...input.query };
    for (const [name, value] of Object.entries(decoration.query)) {
      if (!(name in query)) query[name] = value;
    }

    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${withQuery(path, query)}`, {
        method: endpoint.method,
        headers,
        body,
        credentials: 'same-origin',
        cache: 'no-store',
        signal: input.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError(0, 'NETWORK', API_ERROR_MESSAGES.network);
    }

    const json = await readJson(response);
    if (!response.ok) {
      // spec shell §4, §8 / betting-domain §7: a 401/403 on /api/ or /xapi/ (not the chat
      // token) while logged in logs out with reason unauthorized.
      const reason = logoutReasonForResponse({
        status: response.status,
        path,
        loggedIn: config.session?.read() != null,
      });
      if (reason) config.session?.logout(reason);
      throw ApiRequestError.fromResponse(response.status, json);
    }
    const schema: Parser<T> = input.schema ?? (endpoint.response as Parser<T>);
    try {
      return schema.parse(json);
    } catch {
      throw new ApiRequestError(
        response.status,
        'BAD_RESPONSE',
        API_ERROR_MESSAGES.badResponse,
        json,
      );
    }
  }
  return { call };
}
