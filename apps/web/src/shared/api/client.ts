import {
  gateAuthenticatedRequest,
  logoutReasonForResponse,
  type LogoutReason,
} from '@touchline/site';
import {
  ApiCallError,
  ApiError,
  createClient,
  ENDPOINTS,
  fetchTransport,
  isWithAuth,
  ResponseShapeError,
  type CallOutput,
  type ClientRequest,
  type EndpointCall,
  type EndpointSpec,
} from '@touchline/contract';
import { API_ERROR_MESSAGES, ApiRequestError } from './api-error';
import { requestDecoration, type DecorationContext } from './request-decoration';
import { responseRedirect, type ResponseRedirect } from './response-redirects';

/**
 * The web's one way to call the platform, browser and server alike: the contract's typed client
 * generated from the endpoint table (`client.wallet.betCount({ params })`, never a path string),
 * with the web's transport (fetch), the spec's request decoration (request-decoration.ts), the
 * withAuth gate and the 401/403 logout rule, and failures as ApiRequestError.
 */

/** The session as the withAuth gate reads it (spec shell §4 Auth synchronisation). */
export interface SessionTokens {
  readonly token: string;
  /** The token the external cookie stands for (null when the cookie names no session). */
  readonly externalToken: string | null;
  readonly expirationTimeInSeconds: number | null;
  /** A franco-type refresh of this token is under way (the gate lets calls go on). */
  readonly refreshing?: boolean;
}

/** How the client reaches the player's session; the server has none. */
export interface SessionPort {
  /** The stored session's tokens, or null when logged out. */
  readonly read: () => SessionTokens | null;
  readonly logout: (reason: LogoutReason) => void;
}

export interface WebClientConfig {
  /** Prefix of every request URL: '' in the browser (same origin), the platform on the server. */
  readonly baseUrl: string;
  /** spec shell §7: the configurable auth base the `{auth}` paths start with. */
  readonly authBase: string;
  /** Read at every call, so a locale or odds-type change applies to the next request. */
  readonly context: () => DecorationContext;
  readonly session?: SessionPort;
  /**
   * Acts on a response that landed on /maintenance or was redirected to /blocked (spec shell §7,
   * response-redirects.ts); the browser navigates, the server has no page to move.
   */
  readonly onRedirect?: (redirect: ResponseRedirect) => void;
}

/** The contract's ENDPOINTS, or a part of it (an entry with the caller's own reading). */
export type EndpointTable = Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>>;

/** One call of the table: resolves to the parsed answer or throws an ApiRequestError. */
export type WebCall<E extends EndpointSpec> = (
  ...args: Parameters<EndpointCall<E>>
) => Promise<CallOutput<E>>;

export type WebClient<T extends EndpointTable> = {
  readonly [Area in keyof T]: { readonly [Name in keyof T[Area]]: WebCall<T[Area][Name]> };
};

/**
 * spec shell §4: the session call is how the page learns its token (the auth sync after a
 * reload), so it goes with the HttpOnly session cookie alone: no bearer, no gate.
 */
const COOKIE_SESSION_CALLS: ReadonlySet<string> = new Set([ENDPOINTS.session.session.key]);

/**
 * spec shell §4, §6 (betting-domain §7 request decoration): before a withAuth call, a missing
 * token aborts it; a token within 30 s of expiry that matches the external cookie logs out
 * (jwe_token_expired) and aborts. The bearer otherwise.
 */
function bearerFor(session: SessionPort | undefined): string {
  const tokens = session?.read() ?? null;
  const gate = gateAuthenticatedRequest({
    token: tokens?.token,
    externalToken: tokens?.externalToken,
    expirationTimeInSeconds: tokens?.expirationTimeInSeconds,
    nowMs: Date.now(),
    refreshing: tokens?.refreshing ?? false,
  });
  if (gate.action === 'proceed') return gate.bearer;
  if (gate.logout) {
    session?.logout(gate.logout);
    throw new ApiRequestError(401, 'TOKEN_EXPIRED', API_ERROR_MESSAGES.expired);
  }
  throw new ApiRequestError(401, 'NOT_LOGGED_IN', API_ERROR_MESSAGES.notLoggedIn);
}

/** The decoration hook: the spec's headers and parameters, then the bearer of a withAuth call. */
function decorator(config: WebClientConfig) {
  return (request: ClientRequest): ClientRequest => {
    const { endpoint } = request;
    const decoration = requestDecoration({ endpoint, nowMs: Date.now() }, config.context());
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...decoration.headers,
      ...request.headers,
    };
    if (isWithAuth(endpoint) && !COOKIE_SESSION_CALLS.has(endpoint.key)) {
      headers.Authorization = `Bearer ${bearerFor(config.session)}`;
    } else if (endpoint.access.kind === 'playerIfPresent' && config.session?.read()) {
      // Open to visitors, personal for a player (the betslip's pricing): the bearer when logged in.
      headers.Authorization = `Bearer ${bearerFor(config.session)}`;
    }
    // The call's own parameters first; the decoration never overrides one of them.
    const query = { ...request.query };
    for (const [name, value] of Object.entries(decoration.query)) {
      if (!(name in query)) query[name] = value;
    }
    return { ...request, headers, query };
  };
}

/**
 * fetch on the same origin (the session cookie goes along), never from the HTTP cache; a
 * network failure is the web's NETWORK error, an abort stays an abort. A response that lands on
 * /maintenance or was redirected to /blocked is handed to `onRedirect` and fails the call: its
 * body is that page, not the call's answer.
 */
function webFetch(onRedirect: WebClientConfig['onRedirect']): typeof fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, { ...init, credentials: 'same-origin', cache: 'no-store' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError(0, 'NETWORK', API_ERROR_MESSAGES.network);
    }
    const redirect = responseRedirect({
      status: response.status,
      url: response.url,
      redirected: response.redirected,
      location: response.headers.get('location'),
    });
    if (redirect === null) return response;
    onRedirect?.(redirect);
    throw redirect === 'maintenance'
      ? new ApiRequestError(503, 'MAINTENANCE', API_ERROR_MESSAGES.maintenance)
      : new ApiRequestError(403, 'BLOCKED', API_ERROR_MESSAGES.blocked);
  };
}

/** The web's error of a refused answer: its `{ code, message }` when the body has one. */
export function apiRequestErrorOf(status: number, body: unknown): ApiRequestError {
  const parsed = ApiError.safeParse(body);
  if (parsed.success) {
    return new ApiRequestError(status, parsed.data.code, parsed.data.message, body);
  }
  return new ApiRequestError(status, `HTTP_${status}`, API_ERROR_MESSAGES.generic, body);
}

/** A refused or unreadable answer as the web's error, after the 401/403 logout rule. */
function webError(error: unknown, endpoint: EndpointSpec, session?: SessionPort): unknown {
  if (error instanceof ApiCallError) {
    // spec shell §4, §8 / betting-domain §7: a 401/403 on an /api/ or /xapi/ call (not the
    // chat token) while logged in logs out with reason unauthorized.
    const reason = logoutReasonForResponse({
      status: error.status,
      path: endpoint.path,
      loggedIn: session?.read() != null,
    });
    if (reason) session?.logout(reason);
    return apiRequestErrorOf(error.status, error.body);
  }
  if (error instanceof ResponseShapeError) {
    return new ApiRequestError(error.status, 'BAD_RESPONSE', API_ERROR_MESSAGES.badResponse);
  }
  return error;
}

/**
 * The web client over a table: ENDPOINTS for the app; a feature may pass one entry with its own
 * reading of the answer (`{ ...ENDPOINTS.session.session, response: … }`) — same path, same rules.
 */
export function createWebClient<T extends EndpointTable>(
  table: T,
  config: WebClientConfig,
): WebClient<T> {
  const core = createClient(table, {
    transport: fetchTransport(webFetch(config.onRedirect), config.baseUrl),
    decorate: decorator(config),
    bases: { auth: config.authBase },
  });
  const client: Record<string, Record<string, unknown>> = {};
  for (const [area, calls] of Object.entries(core as Record<string, Record<string, unknown>>)) {
    const wrapped: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(calls)) {
      const typed = call as EndpointCall<EndpointSpec>;
      wrapped[name] = async (...args: Parameters<EndpointCall<EndpointSpec>>) => {
        try {
          return await typed(...args);
        } catch (error) {
          throw webError(error, typed.endpoint, config.session);
        }
      };
    }
    client[area] = wrapped;
  }
  return client as WebClient<T>;
}
