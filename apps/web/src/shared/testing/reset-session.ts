import { initialShellState } from '@touchline/site';
import { useShellStore } from '../session/shell-store';
import { rememberSessionFingerprint } from '../session/session-cookies';
import { useSessionStore } from '../session/session-store';
import { dismissAllToasts } from '../ui/toast-store';

/** Every shared store and cookie back to a logged-out visitor on a fresh page. */
export function resetSharedSessionState(): void {
  useSessionStore.setState({
    session: null,
    logoutReason: null,
    logoutNotice: null,
    logoutPending: false,
    savedUsername: null,
    restoreSettled: false,
    tokenRefreshing: false,
  });
  useShellStore.setState({ state: initialShellState });
  dismissAllToasts();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  rememberSessionFingerprint(null);
  window.sessionStorage.clear();
}
