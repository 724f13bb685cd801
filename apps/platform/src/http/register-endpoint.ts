/**
 * Routes registered from the contract's endpoint table, where each path is declared once. One
 * function parses a call's parts with the declared schemas, runs the one authentication and
 * ownership step the endpoint's access asks for, declares the answer's schema to Fastify and
 * hands the parsed input to the route's handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  toFastifyPath,
  type BodySpec,
  type EndpointSpec,
  type OwnerParam,
  type PathBases,
} from '@touchline/contract';
import { parseInput } from './errors';

/** How a route's caller is authenticated (beyond the bearer every player call accepts). */
export interface AuthOptions {
  /** A withdraw-only (excluded player's) session may make the call: reads and withdrawals. */
  readonly allowWithdrawOnly?: boolean;
  /** Cookies that may carry the session token when there is no bearer, in order. */
  readonly tokenCookies?: readonly string[];
}

/** Identity's door for the registrar: who is calling, and do they own the path's parameter. */
export interface AccessGuard<Principal> {
  authenticate(request: FastifyRequest, options: AuthOptions): Promise<Principal>;
  /** Whether the request carries credentials at all (a bearer or a session cookie). */
  presents(request: FastifyRequest, options: AuthOptions): boolean;
  assertOwner(principal: Principal, param: OwnerParam, value: unknown): void;
}

/**
 * The operator module's door for the registrar: the operator behind an `operator` call's bearer
 * (a 401 for anything else, a player's token included). Players' doors never see these calls.
 */
export interface OperatorGuard<Operator> {
  authenticate(request: FastifyRequest): Promise<Operator>;
}

export interface EndpointRouteOptions extends AuthOptions {
  /**
   * The handler sends JSON text it prepared (the catalogue's page cache, the change feed): no
   * response schema is declared, so nothing re-serialises it.
   */
  readonly preparedBody?: boolean;
  /** Headers set before anything else runs, so refusals carry them too (no-store on balances). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Parse the query after the caller is known (the route's order: a 401 before a bad query). */
  readonly queryAfterAuth?: boolean;
  /** A check of the request made after the caller is known and before the body is parsed. */
  readonly beforeBody?: (request: FastifyRequest) => unknown;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type ParsedBody<B> = B extends BodySpec ? z.output<B['schema']> : undefined;

/**
 * What a handler receives: the parsed parts and, unless the call is public, the caller (the
 * operator on an operator call).
 */
export interface EndpointInput<E extends EndpointSpec, Principal, Operator = never> {
  readonly params: Parsed<E['params']>;
  readonly query: Parsed<E['query']>;
  readonly body: ParsedBody<E['body']>;
  readonly auth: E['access']['kind'] extends 'public'
    ? null
    : E['access']['kind'] extends 'playerIfPresent'
      ? Principal | null
      : E['access']['kind'] extends 'operator'
        ? Operator
        : Principal;
}

export type EndpointHandler<E extends EndpointSpec, Principal, Operator = never> = (
  input: EndpointInput<E, Principal, Operator>,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

export type RegisterEndpoint<Principal, Operator = never> = <E extends EndpointSpec>(
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E, Principal, Operator>,
) => void;

export interface RegistrarSetup<Principal, Operator = never> {
  /** Identity's door; needed as soon as one player (or owner) call is registered. */
  readonly guard?: AccessGuard<Principal>;
  /** The operator module's door; needed as soon as one operator call is registered. */
  readonly operatorGuard?: OperatorGuard<Operator>;
  /** Where the table's `{auth}` points (AUTH_BASE). */
  readonly bases?: PathBases;
}

const jsonSchemas = new WeakMap<z.ZodType, unknown>();

/**
 * The answer's JSON schema for Fastify's serialiser: fields not declared are not sent.
 * Transforms and other shapes JSON Schema cannot state are written as "any value" (sent as
 * they are) rather than refused.
 */
export function responseJsonSchema(schema: z.ZodType): unknown {
  let json = jsonSchemas.get(schema);
  if (json === undefined) {
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
    jsonSchemas.set(schema, json);
  }
  return json;
}

function responseSchemas(endpoint: EndpointSpec): Record<number, unknown> {
  const schema = responseJsonSchema(endpoint.response);
  return Object.fromEntries(endpoint.status.map((status) => [status, schema]));
}

/**
 * A registrar for one Fastify scope: `register(ENDPOINTS.bets.place, options, handler)` serves
 * the call at its table path. The parts are parsed in the order the routes always have:
 * params, query, the caller (and their ownership of the path's parameter), then the body.
 */
export function endpointRegistrar<Principal = never, Operator = never>(
  app: FastifyInstance,
  setup: RegistrarSetup<Principal, Operator> = {},
): RegisterEndpoint<Principal, Operator> {
  const { guard, operatorGuard, bases } = setup;
  return (endpoint, options, handler) => {
    const { access } = endpoint;
    const operatorDoor = access.kind === 'operator' ? operatorGuard : null;
    if (operatorDoor === undefined) {
      throw new Error(`${endpoint.key}: an operator call needs the registrar's operator guard`);
    }
    const door = access.kind === 'public' || access.kind === 'operator' ? null : guard;
    if (door === undefined) {
      throw new Error(`${endpoint.key}: a ${access.kind} call needs the registrar's access guard`);
    }
    app.route({
      method: endpoint.method,
      url: toFastifyPath(endpoint.path, bases),
      ...(!options.preparedBody && { schema: { response: responseSchemas(endpoint) } }),
      handler: async (request, reply) => {
        if (options.headers) reply.headers(options.headers);
        const params: unknown = endpoint.params
          ? parseInput(endpoint.params, request.params, 'params')
          : undefined;
        const readQuery = (): unknown =>
          endpoint.query ? parseInput(endpoint.query, request.query, 'query') : undefined;
        let query = options.queryAfterAuth ? undefined : readQuery();
        let auth: Principal | Operator | null = null;
        if (operatorDoor) auth = await operatorDoor.authenticate(request);
        if (door && (access.kind !== 'playerIfPresent' || door.presents(request, options))) {
          auth = await door.authenticate(request, options);
          if (access.kind === 'owner') {
            const value = (params as Record<string, unknown> | undefined)?.[access.param];
            door.assertOwner(auth, access.param, value);
          }
        }
        if (options.queryAfterAuth) query = readQuery();
        options.beforeBody?.(request);
        const body: unknown = endpoint.body
          ? parseInput(endpoint.body.schema, request.body, 'body')
          : undefined;
        const input = { params, query, body, auth } as EndpointInput<
          typeof endpoint,
          Principal,
          Operator
        >;
        return handler(input, request, reply);
      },
    });
  };
}
