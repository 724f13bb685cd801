import type { z } from 'zod';
import { serialiseQueryParams, type QueryParamValue } from '@touchline/site';

/**
 * The endpoint table's vocabulary: every HTTP call the platform serves is declared once, with
 * its method, its path template in the spec's own `{param}` form, its schemas and who may call
 * it. The platform registers its routes from the table; the web and the tests call it through
 * the one typed client (`createClient`).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path parameter naming what the caller must own (its account, its username). */
export type OwnerParam = 'accountId' | 'username';

/**
 * Who may call: anyone; any player with a live session; the player who owns the path's
 * `param`; an operator (modules/operator's door: the cms publication calls, the audit log).
 */
export type Access =
  | { readonly kind: 'public' }
  /** Anyone; a request carrying a session is read as that player (401 if the session is bad). */
  | { readonly kind: 'playerIfPresent' }
  | { readonly kind: 'player' }
  | { readonly kind: 'owner'; readonly param: OwnerParam }
  | { readonly kind: 'operator' };

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const PLAYER = { kind: 'player' } as const satisfies Access;
export const PLAYER_IF_PRESENT = { kind: 'playerIfPresent' } as const satisfies Access;
export const ownerOf = <const P extends OwnerParam>(param: P) =>
  ({ kind: 'owner', param }) as const;

/** How a body is sent: JSON, or `application/x-www-form-urlencoded` (the spec's login forms). */
export type BodyKind = 'json' | 'form';

export interface BodySpec {
  readonly kind: BodyKind;
  readonly schema: z.ZodType;
}

/** What the web's request decoration needs to know about a call (spec shell §6–§7). */
export interface ClientHints {
  /** spec shell §7: no X-SB-Brand / X-SB-Origin / X-SB-PORTALID headers on this call. */
  readonly skipXSbHeader?: boolean;
}

export interface EndpointSpec {
  /** Stable name, `<area>.<call>`: logs, tests and the client's errors use it. */
  readonly key: string;
  readonly method: HttpMethod;
  /**
   * The spec's path template: `{name}` for a path parameter; a leading `{auth}` for the
   * configurable auth base (AUTH_BASE, `/auth` by default; spec shell §7).
   */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: BodySpec;
  /** The answer's schema, for the success statuses. */
  readonly response: z.ZodType;
  /** Success statuses (the first is the usual one; 201 marks a created resource). */
  readonly status: readonly number[];
  readonly access: Access;
  readonly client?: ClientHints;
}

/** Declares one endpoint, keeping its literal path and its schemas' types. */
export const defineEndpoint = <const E extends EndpointSpec>(endpoint: E): E => endpoint;

/** The names of a template's `{param}`s (the `{auth}` base token is not a parameter). */
export type PathParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends 'auth' ? never : Name) | PathParamNames<Rest>
  : never;

/** The values a template's parameters take when building a concrete path. */
export type PathParams<T extends string> = { readonly [K in PathParamNames<T>]: string | number };

/** The bases a template may start with (`{auth}`), as configured. */
export interface PathBases {
  /** AUTH_BASE; `/auth` unless configured. */
  readonly auth?: string;
}

export const DEFAULT_AUTH_BASE = '/auth';
const AUTH_TOKEN = '{auth}';
const PARAM = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

function withBase(template: string, bases: PathBases): string {
  return template.startsWith(AUTH_TOKEN)
    ? `${bases.auth ?? DEFAULT_AUTH_BASE}${template.slice(AUTH_TOKEN.length)}`
    : template;
}

/** Every `{param}` name of a template, in order (without `{auth}`). */
export function pathParamNames(template: string): string[] {
  return [...withBase(template, {}).matchAll(PARAM)].map((m) => m[1] ?? '');
}

/** A concrete path: each `{param}` replaced by its value, percent-encoded. */
export function buildPath(
  template: string,
  params: Readonly<Record<string, string | number>>,
  bases: PathBases = {},
): string {
  return withBase(template, bases).replace(PARAM, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path ${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The template in Fastify's form: `{param}` → `:param`, `{auth}` → the configured base. */
export function toFastifyPath(template: string, bases: PathBases = {}): string {
  return withBase(template, bases).replace(PARAM, (_whole, name: string) => `:${name}`);
}

/**
 * The path prefixes a set of endpoints lives under: the configured auth base for `{auth}`
 * templates, the first segment otherwise (`/xapi`, `/api`, `/accounts`). A same-origin proxy in
 * front of the platform forwards exactly these.
 */
export function pathPrefixes(templates: readonly string[], bases: PathBases = {}): string[] {
  const prefixes = templates.map((template) =>
    template.startsWith(AUTH_TOKEN)
      ? (bases.auth ?? DEFAULT_AUTH_BASE)
      : `/${template.split('/')[1] ?? ''}`,
  );
  return [...new Set(prefixes)].sort();
}

export type QueryParams = Readonly<Record<string, QueryParamValue>>;

/**
 * spec betting-domain §7 request decoration: query params serialise with commas unescaped and
 * nulls as empty strings (the rule lives in packages/site, request/query-string.ts).
 */
export function serialiseQuery(query: QueryParams): string {
  return serialiseQueryParams(query);
}

/** The path and its query, `?` only when there is a query. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  const text = query ? serialiseQuery(query) : '';
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/**
 * spec shell §7 / betting-domain §7: an /xapi/ (or /abp/, or /nextapi/xapi/) call — the
 * decoration adds X-Accept-Language and `l`, and the X-SB-* headers unless skipXSbHeader.
 */
export const isXapiCall = (endpoint: EndpointSpec): boolean =>
  /^\/(?:nextapi\/)?(?:xapi|abp)\//.test(endpoint.path);

/** spec shell §7: an /api/ call (the decoration adds `mc`; the session cookie may authenticate). */
export const isApiCall = (endpoint: EndpointSpec): boolean => endpoint.path.startsWith('/api/');

/** spec shell §6: a withAuth call — the web sends its bearer and aborts without one. */
export const isWithAuth = (endpoint: EndpointSpec): boolean =>
  endpoint.access.kind === 'player' ||
  endpoint.access.kind === 'owner' ||
  endpoint.access.kind === 'operator';
