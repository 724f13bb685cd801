import { buildPath, type EndpointSpec } from '@touchline/contract';
import { vi } from 'vitest';
import { AUTH_BASE } from '../config/site';
import { jsonResponse } from './render-with-client';

/** One recorded network call. */
export interface RecordedCall {
  readonly method: string;
  /** The path with its query, as the app asked for it. */
  readonly url: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  /** The raw request body (form text or JSON text), or null. */
  readonly body: string | null;
}

export type RouteReply = Response | Promise<Response> | (() => Response | Promise<Response>);

export interface Route {
  readonly method: string;
  /** A path (query ignored) or a pattern matched against path plus query. */
  readonly path: string | RegExp;
  /** A reply, or a function of the call for a reply; a list is used in order, the last kept. */
  readonly reply: ((call: RecordedCall) => RouteReply) | RouteReply;
}

/** Header names in their usual casing (`content-type` → `Content-Type`), as a server reads them. */
function canonicalHeaders(headers: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const canonical = name
      .split('-')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('-');
    out[canonical] = value;
  }
  return out;
}

/**
 * Stubs `fetch` with a small platform: each call is matched by method and path, recorded, and
 * answered. Unmatched calls answer 404 (and are recorded), so a test sees what the app asked.
 * Only the network is faked; every component and store runs for real.
 */
export function stubPlatform(routes: readonly Route[]) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0] ?? url;
    const headers = canonicalHeaders(init.headers as Record<string, string> | undefined);
    const body = typeof init.body === 'string' ? init.body : null;
    const call: RecordedCall = { method: init.method ?? 'GET', url, path, headers, body };
    calls.push(call);
    const route = routes.find(
      (r) =>
        r.method === call.method &&
        (typeof r.path === 'string' ? r.path === path : r.path.test(url)),
    );
    if (!route) {
      return Promise.resolve(jsonResponse({ code: 'NOT_FOUND', message: `No route ${url}` }, 404));
    }
    const reply = typeof route.reply === 'function' ? route.reply(call) : route.reply;
    const resolved = typeof reply === 'function' ? reply() : reply;
    return Promise.resolve(resolved).then((r) => r.clone());
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Calls to one path (query ignored). */
    callsTo: (path: string, method?: string) =>
      calls.filter((c) => c.path === path && (method === undefined || c.method === method)),
  };
}

/** A form body as an object. */
export function formOf(call: RecordedCall | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call?.body ?? ''));
}

/** A JSON body as an object. */
export function jsonOf(call: RecordedCall | undefined): unknown {
  return call?.body ? JSON.parse(call.body) : null;
}

/** Sets or removes a cookie the way the platform's Set-Cookie would (jsdom's fetch stub can't). */
export function setTestCookie(name: string, value: string | null): void {
  document.cookie =
    value === null ? `${name}=; Path=/; Max-Age=0` : `${name}=${encodeURIComponent(value)}; Path=/`;
}

/**
 * A call's concrete path as the web client builds it from the contract's table: the auth base
 * and the `en` locale filled in, plus the given path parameters.
 */
export function pathOf(
  endpoint: EndpointSpec,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return buildPath(endpoint.path, { locale: 'en', ...params }, { auth: AUTH_BASE });
}

/** A path as a RegExp source (for patterns around a table path). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
