import type { z } from 'zod';
import type { QueryParamValue } from '@touchline/site';
import {
  buildPath,
  withQuery,
  type BodySpec,
  type EndpointSpec,
  type HttpMethod,
  type PathBases,
  type PathParamNames,
  type PathParams,
  type QueryParams,
} from '../endpoints/define';
import { ApiCallError, readApiError, ResponseShapeError } from './call-error';
import type { Transport, TransportResponse } from './transport';

/**
 * A call about to be sent, as the decoration sees it: the concrete path, the query still as
 * values (so `l`, `pub`, `mc` can be added before it is serialised), headers and the encoded body.
 */
export interface ClientRequest {
  readonly endpoint: EndpointSpec;
  readonly method: HttpMethod;
  readonly path: string;
  readonly query: QueryParams;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly signal?: AbortSignal;
}

/** Adds what every call carries (spec shell §7 request decoration), or throws to abort it. */
export type Decorate = (request: ClientRequest) => ClientRequest | Promise<ClientRequest>;

export interface ClientOptions {
  readonly transport: Transport;
  readonly decorate?: Decorate;
  /** Where `{auth}` points (AUTH_BASE). */
  readonly bases?: PathBases;
}

/** A schema's input as query values; schemas that preprocess take any parameters. */
type QueryInput<Q extends z.ZodType> = unknown extends z.input<Q> ? QueryParams : z.input<Q>;

type ParamsArg<E extends EndpointSpec> = [PathParamNames<E['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: PathParams<E['path']> };

type QueryArg<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? { readonly query?: QueryInput<E['query']> }
  : { readonly query?: undefined };

type BodyArg<E extends EndpointSpec> = E['body'] extends BodySpec
  ? { readonly body: z.input<E['body']['schema']> }
  : { readonly body?: undefined };

/** What a call takes: its path parameters, query, body, extra headers and an abort signal. */
export type CallArgs<E extends EndpointSpec> = ParamsArg<E> &
  QueryArg<E> &
  BodyArg<E> & {
    readonly headers?: Readonly<Record<string, string>>;
    readonly signal?: AbortSignal;
  };

/** The arguments may be left out when nothing in them is required. */
type ArgsTuple<E extends EndpointSpec> =
  Record<never, never> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

export type CallOutput<E extends EndpointSpec> = z.output<E['response']>;

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** An answer: the parsed body on a success status, the refusal as a value otherwise. */
export type CallResult<E extends EndpointSpec> =
  | {
      readonly ok: true;
      readonly status: number;
      readonly headers: Headers;
      readonly data: CallOutput<E>;
    }
  | {
      readonly ok: false;
      readonly status: number;
      readonly headers: Headers;
      readonly error: ApiCallError;
    };

/** One endpoint's call: resolves to the answer's data or throws an `ApiCallError`. */
export interface EndpointCall<E extends EndpointSpec> {
  (...args: ArgsTuple<E>): Promise<CallOutput<E>>;
  /** The same call answering status, headers and data, with a refusal as a value. */
  readonly send: (...args: ArgsTuple<E>) => Promise<CallResult<E>>;
  readonly endpoint: E;
}

export type AreaCalls<A extends Readonly<Record<string, EndpointSpec>>> = {
  readonly [Name in keyof A]: EndpointCall<A[Name]>;
};

export type Client<T extends Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>>> = {
  readonly [Area in keyof T]: AreaCalls<T[Area]>;
};

const CONTENT_TYPE = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
} as const;

function formText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
}

/** A form body; a list is sent as the name repeated, null as an empty value. */
export function encodeForm(fields: unknown): string {
  const form = new URLSearchParams();
  if (typeof fields !== 'object' || fields === null) return '';
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      form.append(name, formText(item));
    }
  }
  return form.toString();
}

/** The arguments of any call, as the request builder reads them. */
export interface LooseArgs {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: unknown;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

/** The request of one call before decoration (the client's, and test kits' raw calls). */
export function buildRequest(
  endpoint: EndpointSpec,
  args: LooseArgs,
  bases: PathBases = {},
): ClientRequest {
  const headers: Record<string, string> = { ...args.headers };
  let body: string | undefined;
  if (endpoint.body && args.body !== undefined) {
    headers['content-type'] = CONTENT_TYPE[endpoint.body.kind];
    body = endpoint.body.kind === 'form' ? encodeForm(args.body) : JSON.stringify(args.body);
  }
  return {
    endpoint,
    method: endpoint.method,
    path: buildPath(endpoint.path, args.params ?? {}, bases),
    query: (args.query ?? {}) as Readonly<Record<string, QueryParamValue>>,
    headers,
    ...(body !== undefined && { body }),
    ...(args.signal && { signal: args.signal }),
  };
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function resultOf<E extends EndpointSpec>(endpoint: E, answer: TransportResponse): CallResult<E> {
  const { status, headers } = answer;
  const body = parseBody(answer.body);
  if (!endpoint.status.includes(status)) {
    const value = body.ok ? body.value : answer.body;
    const error = new ApiCallError(
      endpoint.key,
      status,
      readApiError(status, value),
      value,
      headers,
    );
    return { ok: false, status, headers, error };
  }
  if (!body.ok) throw new ResponseShapeError(endpoint.key, status, 'the body is not JSON');
  const parsed = endpoint.response.safeParse(body.value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const detail = first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'invalid';
    throw new ResponseShapeError(endpoint.key, status, detail);
  }
  return { ok: true, status, headers, data: parsed.data as CallOutput<E> };
}

/** Sends one call of the table: path and query built from it, the answer parsed by its schema. */
export async function sendCall<E extends EndpointSpec>(
  options: ClientOptions,
  endpoint: E,
  args: CallArgs<E> | undefined,
): Promise<CallResult<E>> {
  const built = buildRequest(endpoint, args ?? {}, options.bases ?? {});
  const request = options.decorate ? await options.decorate(built) : built;
  const answer = await options.transport({
    method: request.method,
    url: withQuery(request.path, request.query),
    headers: request.headers,
    ...(request.body !== undefined && { body: request.body }),
    ...(request.signal && { signal: request.signal }),
  });
  return resultOf(endpoint, answer);
}

function endpointCall<E extends EndpointSpec>(
  options: ClientOptions,
  endpoint: E,
): EndpointCall<E> {
  const send = (...args: ArgsTuple<E>) => sendCall(options, endpoint, args[0]);
  const call = async (...args: ArgsTuple<E>): Promise<CallOutput<E>> => {
    const result = await send(...args);
    if (!result.ok) throw result.error;
    return result.data;
  };
  return Object.assign(call, { send, endpoint });
}

/**
 * The typed client over a table (`ENDPOINTS` or a part of it): `client.bets.place({ params,
 * query, body })` resolves to the parsed answer or throws an `ApiCallError`;
 * `client.bets.place.send(…)` answers the status, headers and data, a refusal as a value.
 */
export function createClient<
  T extends Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>>,
>(table: T, options: ClientOptions): Client<T> {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [area, endpoints] of Object.entries(table)) {
    const calls: Record<string, unknown> = {};
    for (const [name, endpoint] of Object.entries(endpoints)) {
      calls[name] = endpointCall(options, endpoint);
    }
    client[area] = calls;
  }
  return client as Client<T>;
}
