import { assertNever } from '@touchline/betting';
import { pageNavigation } from '../../../shared/session/page-reload';
import {
  knownSessionFingerprint,
  readSessionFingerprint,
} from '../../../shared/session/session-cookies';
import { useSessionStore } from '../../../shared/session/session-store';
import { pathInLanguage } from '../../../shared/site/language-links';
import { applyThemeChoice } from '../../../shared/site/theme';
import type { HostToSiteMessage } from '../host-protocol';

/** Where a language request sends the frame. An object, so tests can replace it (jsdom). */
export const hostNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export interface HostRequestContext {
  /** The page's locale segment. */
  readonly locale: string;
  /** The brand's language segments (`external_locale`). */
  readonly languages: readonly string[];
  readonly pathname: string;
  /** The page's query, without `?`. */
  readonly search: string;
  readonly reportSize: () => void;
}

/** Carries out a host's request (spec shell §7; the requests are a decision, see host-protocol). */
export function handleHostRequest(message: HostToSiteMessage, context: HostRequestContext): void {
  switch (message.type) {
    case 'language': {
      const { locale } = message.payload;
      // Only the brand's languages, and only a change: the page is reloaded in that language.
      if (locale === context.locale || !context.languages.includes(locale)) return;
      const query = context.search === '' ? '' : `?${context.search}`;
      hostNavigation.assign(`${pathInLanguage(context.pathname, locale)}${query}`);
      return;
    }
    case 'logout':
      // The logout effects carry it out (endpoint call, reload); nothing to do when logged out.
      useSessionStore.getState().logout('clicked');
      return;
    case 'theme':
      applyThemeChoice(message.payload.theme);
      return;
    case 'sizerequest':
      context.reportSize();
      return;
    case 'sessionchanged':
      // spec shell §4 Auth synchronisation: the page reloads when the session cookie changed.
      if (readSessionFingerprint() !== knownSessionFingerprint()) pageNavigation.reload();
      return;
    default:
      assertNever(message, 'host message');
  }
}
