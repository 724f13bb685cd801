import { languageHeader, type QueryParamValue } from '@touchline/site';
import { ENDPOINTS, isApiCall, isXapiCall, type EndpointSpec } from '@touchline/contract';
import type { DecorationContext } from './site-decoration';

/**
 * The spec's request decoration (shell §7 "The calls it makes", betting-domain §7 "Request
 * decoration"): which headers and query parameters each kind of platform call carries. The one
 * client (client.ts) applies it to every call; nothing else adds these.
 */

export {
  siteDecoration,
  type Channel,
  type DecorationContext,
  type SbHeaders,
} from './site-decoration';

/** The facts of one call the decoration depends on. */
export interface DecoratedCall {
  /** The table's entry (its `client.skipXSbHeader` hint, its kind of call). */
  readonly endpoint: EndpointSpec;
  /** The time of the call (the cache-busting parameter). */
  readonly nowMs: number;
}

export interface Decoration {
  readonly headers: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, QueryParamValue>>;
}

/** spec shell §7: the events call through the CMS's own host (GET, and its long-query POST). */
const NEXTAPI_EVENTS_CALLS: ReadonlySet<string> = new Set(
  [ENDPOINTS.catalog.nextEvents, ENDPOINTS.catalog.nextEventsPost].map((e) => e.key),
);

/**
 * spec betting-domain §7: X-LVS-PriceFormat goes on "sports, betslip, account and openbets
 * calls" — every catalogue call, the placement, the account calls and the open bets.
 */
const PRICE_FORMAT_CALLS: ReadonlySet<string> = new Set(
  [
    ...Object.values(ENDPOINTS.catalog),
    ENDPOINTS.bets.place,
    ENDPOINTS.bets.openBets,
    ENDPOINTS.bets.openBet,
    ENDPOINTS.player.accountInfo,
    ENDPOINTS.player.updateAccount,
    ENDPOINTS.player.accountPrefs,
    ENDPOINTS.player.patchAccountPrefs,
  ].map((endpoint: EndpointSpec) => endpoint.key),
);

/** spec shell §7: the session call goes with a cache-busting query. */
const CACHE_BUSTED_CALLS: ReadonlySet<string> = new Set([ENDPOINTS.session.session.key]);

/** The headers and query parameters the spec adds to a call. */
export function requestDecoration(call: DecoratedCall, context: DecorationContext): Decoration {
  const headers: Record<string, string> = {};
  const query: Record<string, QueryParamValue> = {};
  if (CACHE_BUSTED_CALLS.has(call.endpoint.key)) query._ = call.nowMs;
  if (NEXTAPI_EVENTS_CALLS.has(call.endpoint.key)) {
    // spec shell §7: the nextapi events call carries pub and cmsLocale (and no more).
    query.pub = context.publication;
    query.cmsLocale = context.locale;
  } else if (isXapiCall(call.endpoint)) {
    // spec shell §7: /xapi/ and /abp/ — X-Accept-Language and l; the X-SB-* headers unless
    // the call sets skipXSbHeader.
    // spec shell §9: the fallback language header is en-GB.
    headers['X-Accept-Language'] = languageHeader(context.locale);
    query.l = context.locale;
    if (!call.endpoint.client?.skipXSbHeader) {
      headers['X-SB-Brand'] = context.sb.brand;
      headers['X-SB-Origin'] = context.sb.origin;
      headers['X-SB-PORTALID'] = context.sb.portalId;
    }
  } else if (isApiCall(call.endpoint)) {
    // spec shell §7: /api/ — pub, l and mc.
    query.pub = context.publication;
    query.l = context.locale;
    query.mc = context.channel;
  }
  if (PRICE_FORMAT_CALLS.has(call.endpoint.key)) {
    headers['X-LVS-PriceFormat'] = context.oddsType;
  }
  return { headers, query };
}
