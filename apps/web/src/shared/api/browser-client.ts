import { ENDPOINTS } from '@touchline/contract';
import { NOT_SELECTED } from '@touchline/site';
import { resolveLocale } from '../config/locales';
import { useSettingsStore } from '../preferences';
import { AUTH_BASE } from '../config/site';
import { pageNavigation } from '../session/page-reload';
import { readSessionFingerprint } from '../session/session-cookies';
import { useSessionStore, type Session } from '../session/session-store';
import { createWebClient, type SessionTokens, type EndpointTable, type WebClient } from './client';
import { siteDecoration, type DecorationContext } from './request-decoration';
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
  const { session } = useSessionStore.getState();
  if (session === null) return null;
  return {
    token: session.jweToken,
    externalToken: externalToken(session),
    expirationTimeInSeconds: session.expirationTimeInSeconds,
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

/**
 * A browser client over a table: same-origin paths (proxied to the platform by the Next
 * rewrites), the session store for withAuth calls and the logout rules.
 */
export function browserClient<T extends EndpointTable>(table: T): WebClient<T> {
  return createWebClient(table, {
    baseUrl: '',
    authBase: AUTH_BASE,
    context: browserContext,
    session: {
      read: sessionTokens,
      logout: (reason) => useSessionStore.getState().logout(reason),
    },
    onRedirect: followRedirect,
  });
}

/** The app's client: every call of the contract's table. */
export const api = browserClient(ENDPOINTS);
