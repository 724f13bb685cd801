import type { Endpoints } from '@touchline/contract';
import { NOT_SELECTED } from '@touchline/site';
import { resolveLocale } from '../config/locales';
import { useSettingsStore } from '../preferences';
import { AUTH_BASE } from '../config/site';
import { pageNavigation } from '../session/page-reload';
import { readSessionFingerprint } from '../session/session-cookies';
import { useSessionStore, type Session } from '../session/session-store';
import { API_ERROR_MESSAGES, ApiRequestError } from './api-error';
import type { EndpointTable, SessionTokens, WebClient, WebClientConfig } from './client';
import { loadWhenIdle, onDemand } from './on-demand';
import { siteDecoration, type DecorationContext } from './site-decoration';
import type * as ValidationModule from './validation';
import { isStatusPagePath, maintenancePagePath, type ResponseRedirect } from './response-redirects';

/**
 * The token the external cookie stands for. The platform's cookie is a fingerprint, not the
 * token: when it still names the stored session (or no fingerprint was ever seen) the stored
 * token *is* the external token; otherwise the cookie belongs to another session.
 */
function externalToken(session: Session): string | null {
  const cookie = readSessionFingerprint();
  if (session.fingerprint === null || cookie === session.fingerprint) return session.jweToken;
  return cookie;
}

function sessionTokens(): SessionTokens | null {
  const { session, tokenRefreshing } = useSessionStore.getState();
  if (session === null) return null;
  return {
    token: session.jweToken,
    externalToken: externalToken(session),
    expirationTimeInSeconds: session.expirationTimeInSeconds,
    refreshing: tokenRefreshing,
  };
}

/**
 * The browser's decoration: the page's locale segment (shell §2; the default outside one) and the
 * player's saved odds type as X-LVS-PriceFormat (betting-domain §7; the site's default until one
 * is chosen).
 */
function browserContext(): DecorationContext {
  const segment = window.location.pathname.split('/')[1] ?? '';
  const site = siteDecoration(resolveLocale(segment));
  const { oddsType } = useSettingsStore.getState().state.saved;
  return oddsType === NOT_SELECTED ? site : { ...site, oddsType };
}

/** Where the redirect rules send the page; an object so tests can replace it (jsdom cannot navigate). */
export const redirectNavigation = {
  toMaintenance(path: string): void {
    window.location.assign(path);
  },
};

/**
 * spec shell §7: a response landing on /maintenance sends the player to the maintenance page; one
 * redirected to /blocked reloads the page (the server then answers with the blocked page). Not on
 * those pages themselves, so a call made there never loops.
 */
function followRedirect(redirect: ResponseRedirect): void {
  const { pathname } = window.location;
  if (isStatusPagePath(pathname)) return;
  if (redirect === 'maintenance') {
    const segment = pathname.split('/')[1] ?? '';
    redirectNavigation.toMaintenance(maintenancePagePath(resolveLocale(segment)));
  } else {
    pageNavigation.reload();
  }
}

/** What the validating half gives: the client, the endpoint table, the schemas (validation.ts). */
export type Validation = typeof ValidationModule;

/**
 * Decision (docs/decisions.md "First-load JavaScript"): the web client, the endpoint table, zod
 * and the contract's schemas are not in the page's first-load scripts. They load on demand — as
 * soon as the page is idle, or with the first call if it comes before — and every call waits for
 * them, so each answer is parsed by its schema as before. `validation.now()` is null until then;
 * a refusal the client produced was made after they loaded.
 */
export const validation = onDemand<Validation>(() => import('./validation'));

loadWhenIdle(validation.load);

const config: WebClientConfig = {
  baseUrl: '',
  authBase: AUTH_BASE,
  context: browserContext,
  session: {
    read: sessionTokens,
    logout: (reason) => useSessionStore.getState().logout(reason),
  },
  onRedirect: followRedirect,
};

/** The validating half could not be downloaded (offline): the call fails as a network failure. */
const notLoaded = () => new ApiRequestError(0, 'NETWORK', API_ERROR_MESSAGES.network);

/**
 * A browser client over a table: same-origin paths (proxied to the platform by the Next
 * rewrites), the session store for withAuth calls and the logout rules. The table is made from
 * the validating half once it has loaded (`ENDPOINTS`, or entries with their own reading:
 * `(v) => ({ session: { session: { ...v.ENDPOINTS.session.session, response: … } } })`).
 */
export function browserClient<T extends EndpointTable>(
  tableOf: (validation: Validation) => T,
): WebClient<T> {
  let client: Promise<WebClient<T>> | null = null;
  const ready = () =>
    (client ??= validation.load().then(
      (v) => v.createWebClient(tableOf(v), config),
      () => {
        client = null;
        throw notLoaded();
      },
    ));
  type AnyCall = (...args: unknown[]) => Promise<unknown>;
  const callOf = (area: string, name: string): AnyCall => {
    return async (...args) => {
      const loaded = (await ready()) as unknown as Record<string, Record<string, AnyCall>>;
      const call = loaded[area]?.[name];
      if (call === undefined) throw new Error(`${area}.${name}: no such call in the table`);
      return call(...args);
    };
  };
  // The areas and calls are those of the table, known only once it has loaded: each is made on
  // first use and kept (`api.wallet.betCount` is the same function every time).
  const areas = new Map<string, Record<string, AnyCall>>();
  const areaOf = (area: string): Record<string, AnyCall> => {
    let calls = areas.get(area);
    if (calls === undefined) {
      const made: Record<string, AnyCall> = {};
      calls = new Proxy(made, {
        get: (target, name) =>
          typeof name === 'string' ? (target[name] ??= callOf(area, name)) : undefined,
      });
      areas.set(area, calls);
    }
    return calls;
  };
  return new Proxy({} as WebClient<T>, {
    get: (_target, area) => (typeof area === 'string' ? areaOf(area) : undefined),
  });
}

/** The app's client: every call of the contract's table. */
export const api: WebClient<Endpoints> = browserClient((v) => v.ENDPOINTS);
