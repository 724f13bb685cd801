import { SITE_SETTING_DEFAULTS } from '@touchline/betting';
import { ENDPOINTS, type EndpointSpec } from '@touchline/contract';
import { resolveLocale } from '../config/locales';
import { AUTH_BASE, CHANNEL, SB_HEADERS } from '../config/site';
import { readSessionFingerprint } from '../session/session-cookies';
import { useSessionStore, type Session } from '../session/session-store';
import { createWebClient, type SessionTokens, type WebClient } from './client';
import type { DecorationContext } from './request-decoration';

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
 * The browser's decoration: the page's locale segment (shell §2; the default outside a
 * localised route), the site's default price format (the player's own is not kept on the
 * client yet), and no CMS publication yet.
 */
function browserContext(): DecorationContext {
  const segment = window.location.pathname.split('/')[1] ?? '';
  return {
    locale: resolveLocale(segment),
    channel: CHANNEL,
    oddsType: SITE_SETTING_DEFAULTS.default_price_format,
    publication: null,
    sb: SB_HEADERS,
  };
}

/**
 * A browser client over a table: same-origin paths (proxied to the platform by the Next
 * rewrites), the session store for withAuth calls and the logout rules.
 */
export function browserClient<
  T extends Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>>,
>(table: T): WebClient<T> {
  return createWebClient(table, {
    baseUrl: '',
    authBase: AUTH_BASE,
    context: browserContext,
    session: {
      read: sessionTokens,
      logout: (reason) => useSessionStore.getState().logout(reason),
    },
  });
}

/** The app's client: every call of the contract's table. */
export const api = browserClient(ENDPOINTS);
