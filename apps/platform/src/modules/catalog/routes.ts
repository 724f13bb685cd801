import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLongEventsQuery, LONG_QUERY_THRESHOLD_CHARS } from '@touchline/betting';
import { DecorationHeaders, ENDPOINTS } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { AppError, ERROR_CODES, parseInput } from '../../http/errors';
import { endpointRegistrar } from '../../http/register-endpoint';
import { CATALOG_INVALIDATING_TOPICS, staleScope } from './invalidation';
import { loadMarginsConfig } from './margins-config';
import { PageCache } from './page-cache';
import { CACHE_CONTROL, createCatalogService } from './service';

const { catalog: CATALOG } = ENDPOINTS;
const EVENTS_PATHS: readonly string[] = [CATALOG.events.path, CATALOG.nextEvents.path];

/** The catalogue answers JSON text from its page cache: nothing re-serialises it. */
const PREPARED = { preparedBody: true } as const;

function sendJson(reply: FastifyReply, cacheControl: string, body: Buffer | string): FastifyReply {
  return reply
    .header('cache-control', cacheControl)
    .type('application/json; charset=utf-8')
    .send(body);
}

/** The encoded query of a request, as sent (after the `?`). */
function encodedQuery(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at + 1);
}

/** Form bodies (the long events query may be POSTed as a form): repeated names are kept. */
function parseForm(body: string): Record<string, string[]> {
  // No prototype: a field named __proto__ is just an (unknown, ignored) field.
  const out = Object.create(null) as Record<string, string[]>;
  for (const [key, value] of new URLSearchParams(body)) (out[key] ??= []).push(value);
  return out;
}

/**
 * What every catalogue request must satisfy before its route runs: spec §7 sends a query over
 * 2000 encoded characters as a POST (events), never as a GET; the request decoration (§7) is
 * accepted on every call and rejected only when malformed.
 */
function checkRequest(request: FastifyRequest): void {
  const query = encodedQuery(request);
  if (request.method === 'GET' && isLongEventsQuery(query)) {
    const path = request.url.slice(0, request.url.indexOf('?'));
    const hint = EVENTS_PATHS.includes(path)
      ? `; send it as POST ${path}?hash=<digest of the payload> with the parameters in the body`
      : '';
    throw new AppError(
      400,
      ERROR_CODES.invalidRequest,
      `query: the encoded query is ${query.length} characters, more than ${LONG_QUERY_THRESHOLD_CHARS}${hint}`,
    );
  }
  parseInput(DecorationHeaders, request.headers, 'params');
}

/**
 * spec betting-domain §7 "Markets and events" and shell §7 oddsLadderAndMargins. Routes parse
 * with the contract's schemas and make one service call; the service answers JSON text (from
 * its page cache), sent as it is.
 */
export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = new PageCache();
  const unsubscribe = CATALOG_INVALIDATING_TOPICS.map((topic) =>
    ctx.bus.subscribe(topic, (payload) => {
      const scope = staleScope(topic, payload);
      if (scope) cache.invalidate(scope);
    }),
  );
  const catalog = createCatalogService({
    db: ctx.db,
    clock: ctx.clock,
    cache,
    margins: loadMarginsConfig(ctx.config.brand),
    brand: ctx.config.brand,
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', () => {
    for (const stop of unsubscribe) stop();
  });

  // Encapsulated: the form parser and the decoration hook apply to the catalogue's routes only.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, parsed) => parsed(null, parseForm(String(body))),
    );

    scope.addHook('onRequest', (request, _reply, next) => {
      try {
        checkRequest(request);
        next();
      } catch (error) {
        next(error as Error);
      }
    });

    const route = endpointRegistrar(scope);
    for (const [list, post] of [
      [CATALOG.events, CATALOG.eventsPost],
      [CATALOG.nextEvents, CATALOG.nextEventsPost],
    ] as const) {
      route(list, PREPARED, async ({ query }, _request, reply) =>
        sendJson(reply, CACHE_CONTROL.events, await catalog.listEvents(query)),
      );
      // spec §7: the long query's POST form, the same parameters in the body (JSON or a form).
      route(post, PREPARED, async ({ body }, _request, reply) =>
        sendJson(reply, CACHE_CONTROL.events, await catalog.listEvents(body)),
      );
    }

    route(CATALOG.event, PREPARED, async ({ params, query }, _request, reply) =>
      sendJson(reply, CACHE_CONTROL.events, await catalog.getEvent(params.id, query)),
    );

    route(CATALOG.market, PREPARED, async ({ params, query }, _request, reply) =>
      sendJson(reply, CACHE_CONTROL.live, await catalog.getMarket(params.id, query)),
    );

    route(CATALOG.liveEvents, PREPARED, async ({ query }, _request, reply) =>
      sendJson(reply, CACHE_CONTROL.live, await catalog.listLiveEvents(query)),
    );

    route(CATALOG.livePage, PREPARED, async (_input, _request, reply) =>
      sendJson(reply, CACHE_CONTROL.live, await catalog.livePage()),
    );

    route(CATALOG.livePageSport, PREPARED, async ({ params }, _request, reply) =>
      sendJson(reply, CACHE_CONTROL.live, await catalog.livePageSport(params.id)),
    );

    route(CATALOG.livePageMarkets, PREPARED, async ({ params, query }, _request, reply) =>
      sendJson(reply, CACHE_CONTROL.live, await catalog.livePageMarkets(params.id, query)),
    );

    route(CATALOG.eventPathTree, PREPARED, async ({ query }, _request, reply) =>
      sendJson(reply, CACHE_CONTROL.tree, await catalog.eventPathTree(query)),
    );

    route(CATALOG.oddsLadderAndMargins, PREPARED, async ({ query }, request, reply) => {
      const headers = parseInput(DecorationHeaders, request.headers, 'params');
      const body = await catalog.oddsLadderAndMargins(query, headers['x-sb-brand']);
      return sendJson(
        reply,
        query.type === 'POWER_ODDS' ? CACHE_CONTROL.powerOdds : CACHE_CONTROL.ladder,
        body,
      );
    });

    done();
  });
}
