/**
 * How the typed client reaches the platform: one function from a request to an answer, so the
 * same client runs over `fetch` (browser, server) and over Fastify's `app.inject` (tests).
 */

export interface TransportRequest {
  readonly method: string;
  /** Path and query (relative unless the transport adds a base). */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly signal?: AbortSignal;
}

export interface TransportResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{
  status: number;
  headers: { forEach(callback: (value: string, name: string) => void): void };
  text(): Promise<string>;
}>;

/** A transport over `fetch` (or anything shaped like it), `baseUrl` prefixed to each path. */
export function fetchTransport(fetchFn: FetchLike, baseUrl = ''): Transport {
  return async (request) => {
    const response = await fetchFn(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: { ...request.headers },
      ...(request.body !== undefined && { body: request.body }),
      ...(request.signal && { signal: request.signal }),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: response.status, headers, body: await response.text() };
  };
}

/** What the inject transport needs of a Fastify instance (no dependency on Fastify here). */
export interface Injectable {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }): PromiseLike<{
    statusCode: number;
    headers: Record<string, string | string[] | number | undefined>;
    body: string;
  }>;
}

/** A transport over `app.inject`: platform tests call their app through the typed client. */
export function injectTransport(app: Injectable): Transport {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers },
      ...(request.body !== undefined && { payload: request.body }),
    });
    const headers: Record<string, string | string[] | undefined> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      headers[name.toLowerCase()] = typeof value === 'number' ? String(value) : value;
    }
    return { status: response.statusCode, headers, body: response.body };
  };
}
