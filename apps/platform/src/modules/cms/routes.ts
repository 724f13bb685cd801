import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ENDPOINTS,
  RENDER_ERROR_EVENT,
  type BrandDocumentName,
  type OperatorScope,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/errors';
import { endpointRegistrar } from '../../http/register-endpoint';
import { accessGuard, advertViewerOf } from '../identity';
import { assertScope, operatorGuard, recordOperatorAction } from '../operator';
import {
  advert,
  allCachedSettings,
  brandAnswer,
  coupon,
  couponGroup,
  externalHeader,
  htmlWidget,
  languages,
  submenu,
  topSports,
  translations,
} from './content-service';
import { callChannel, launchGame } from './game-launch';
import { recordMetric } from './metrics';
import { productCallerOf, servedProducts } from './products-registry';
import { promotionsFor } from './promotions';
import type { SiteStore } from './site-store';

const { cms } = ENDPOINTS;

/** The operator scope each brand document is published under. */
const DOCUMENT_SCOPES: Readonly<Record<BrandDocumentName, OperatorScope>> = {
  brand: 'settings',
  settings: 'settings',
  currencies: 'settings',
  languages: 'settings',
  content: 'content',
  promotions: 'content',
  menus: 'menus',
  coupons: 'menus',
  // Launch URL templates decide where players' tokens go: the settings scope, as brand origins.
  products: 'settings',
};

/** One year: a response asked for at the current publication never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * spec shell §7: /api calls carry `pub`, the last publication timestamp. Asked at the current
 * publication, the answer may be cached for good (a new publication changes `pub`); otherwise
 * it is revalidated. Every answer names the current publication, so a client learns it.
 */
function cacheByPublication(
  reply: FastifyReply,
  pub: string | undefined,
  publication: number,
): void {
  const asked = pub === undefined ? null : /^\d+$/.test(pub) ? Number(pub) : Date.parse(pub);
  reply.header('cache-control', asked === publication ? IMMUTABLE : REVALIDATE);
  reply.header('x-last-publication', String(publication));
  reply.header('etag', `W/"pub-${publication}"`);
  reply.header('vary', 'accept-language, authorization');
}

/** Site configuration and content calls (modules/cms), and the operator's publication calls. */
export function cmsRoutes(app: FastifyInstance, ctx: AppContext, store: SiteStore): void {
  const route = endpointRegistrar(app, {
    guard: accessGuard(ctx),
    operatorGuard: operatorGuard(ctx),
  });
  const site = () => store.current;

  route(cms.allCachedSettings, {}, ({ query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return allCachedSettings(site(), query.c ?? null);
  });
  route(cms.tabs, {}, ({ query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return { tabs: site().documents.menus.tabs };
  });
  route(cms.submenu, {}, ({ params, query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return submenu(site(), params.id);
  });
  route(cms.couponGroup, {}, ({ params, query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return couponGroup(site(), params.id);
  });
  route(cms.coupon, {}, ({ params, query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return coupon(site(), params.id, query.coupon_info === true);
  });
  route(cms.topSports, {}, ({ query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return topSports(site());
  });
  route(cms.htmlWidget, {}, ({ params, query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return htmlWidget(site(), params.id, query.active === true);
  });
  // The audience depends on the caller: never shared between callers.
  route(cms.advert, {}, async ({ params, auth }, _request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const caller = auth
      ? { viewer: await advertViewerOf(ctx, auth.player), username: auth.player.username }
      : { viewer: { kind: 'anonymous' as const }, username: null };
    return advert(site(), params.adId, caller, ctx.clock().getTime());
  });
  // The audience depends on the caller: never shared between callers.
  route(cms.promotions, {}, async ({ auth }, _request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const viewer = auth ? await advertViewerOf(ctx, auth.player) : { kind: 'anonymous' as const };
    return promotionsFor(site(), viewer, ctx.clock().getTime());
  });
  route(cms.gcbSeal, {}, ({ query }) => {
    const brand = site().documents.brand;
    if (!brand.gcb_seal_hosts.includes(query.host.toLowerCase())) {
      throw new AppError(404, 'NOT_FOUND', `no licence seal for host ${query.host}`);
    }
    const token = createHmac('sha256', ctx.keys.jwe)
      .update(`gcb-seal:${brand.name}:${query.host.toLowerCase()}`)
      .digest('base64url');
    return { token };
  });
  route(cms.metrics, {}, ({ query }, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (query.event === RENDER_ERROR_EVENT) {
      request.log.warn({ region: query.region, message: query.message }, 'client render error');
    }
    return { accepted: recordMetric(query) };
  });
  route(cms.languages, {}, ({ query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return languages(site());
  });
  route(cms.translations, {}, ({ params, query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return translations(site(), params.locale, query.mode === 'translations');
  });
  route(cms.externalHeader, {}, ({ query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return externalHeader(site());
  });
  route(cms.brand, {}, ({ query }, _request, reply) => {
    cacheByPublication(reply, query.pub, site().publication);
    return brandAnswer(site());
  });

  const documentOf = (name: string): BrandDocumentName => name as BrandDocumentName;
  route(cms.document, { headers: { 'cache-control': 'no-store' } }, ({ params, auth }) => {
    const name = documentOf(params.document);
    assertScope(auth, DOCUMENT_SCOPES[name]);
    return store.document(name);
  });
  route(cms.publish, { headers: { 'cache-control': 'no-store' } }, ({ params, body, auth }) => {
    const name = documentOf(params.document);
    assertScope(auth, DOCUMENT_SCOPES[name]);
    return store.publish(name, body, auth.username, (tx) =>
      recordOperatorAction(tx, {
        operator: auth.username,
        action: `${name}.publish`,
        target: `${name}:${store.current.name}`,
        detail: { document: name, brand: store.current.name },
      }),
    );
  });
  route(cms.revert, { headers: { 'cache-control': 'no-store' } }, ({ params, auth }) => {
    const name = documentOf(params.document);
    assertScope(auth, DOCUMENT_SCOPES[name]);
    return store.revert(name, auth.username, (tx) =>
      recordOperatorAction(tx, {
        operator: auth.username,
        action: `${name}.revert`,
        target: `${name}:${store.current.name}`,
        detail: { document: name, brand: store.current.name },
      }),
    );
  });

  // The third-party products registry: what a player is shown depends on who they are, so only
  // the anonymous answer is shared. A withdraw-only session reads it (its products are hidden).
  route(cms.products, { allowWithdrawOnly: true }, ({ query, auth }, request, reply) => {
    if (auth) reply.header('cache-control', 'private, no-store');
    else cacheByPublication(reply, query.pub, site().publication);
    // Without mc the channel comes from X-SB-Origin, so a shared cache keys on it too.
    reply.header('vary', 'accept-language, authorization, x-sb-origin');
    const channel = callChannel(query.mc, request.headers['x-sb-origin']);
    return servedProducts(site(), productCallerOf(auth), channel, query.l);
  });
  // A withdraw-only session is let in so that an excluded player hears SELF_EXCLUDED/TIMED_OUT.
  route(
    cms.gameLaunchUrl,
    { allowWithdrawOnly: true, headers: { 'cache-control': 'no-store' } },
    ({ query, body, auth }, request) =>
      launchGame(ctx, site(), auth, body, {
        channel: callChannel(query.mc, request.headers['x-sb-origin']),
        l: query.l,
      }),
  );
}
