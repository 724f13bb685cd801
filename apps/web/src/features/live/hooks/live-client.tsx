'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { api } from '../../../shared/api/browser-client';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { useSiteSettings } from '../../../shared/site/site-context';
import { animationFrameScheduler } from '../connection/frame-batcher';
import { changesQuery } from '../connection/changes-query';
import { LiveConnection, type LiveSocket, type LiveStatus } from '../connection/live-connection';

/**
 * The platform's socket path (served by the feed, proxied by the web server; the contract has no
 * constant for it — the platform's is `WS_PATH` in modules/feed/ws-server.ts).
 */
export const LIVE_SOCKET_PATH = '/ws';

/** ws://host/ws on a plain page, wss://host/ws on https (same origin: the web proxies /ws). */
export function liveSocketUrl(location: {
  readonly protocol: string;
  readonly host: string;
}): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_SOCKET_PATH}`;
}

let shared: LiveConnection | null = null;
let lastProblem: string | null = null;

/** Tells the console once per problem in a row (a dead network would repeat it every poll). */
function warnOnce(what: string): void {
  if (what === lastProblem) return;
  lastProblem = what;
  console.warn(what);
}

/** The tab's one connection, made on first use (browser only). */
export function sharedLiveConnection(): LiveConnection {
  shared ??= new LiveConnection({
    url: () => liveSocketUrl(window.location),
    createSocket: (url): LiveSocket => new WebSocket(url),
    pollChanges: (poll) => api.feed.changes({ query: changesQuery(poll) }),
    schedule: animationFrameScheduler,
    onProblem: warnOnce,
  });
  return shared;
}

const LiveConnectionContext = createContext<LiveConnection | null>(null);

/** Puts another connection under a tree (tests; a host page with its own socket factory). */
export function LiveConnectionProvider({
  connection,
  children,
}: {
  readonly connection: LiveConnection;
  readonly children: ReactNode;
}) {
  return (
    <LiveConnectionContext.Provider value={connection}>{children}</LiveConnectionContext.Provider>
  );
}

/** The connection of this tree: the provided one, else the tab's (made in effects only). */
export function useLiveConnection(): () => LiveConnection {
  const provided = useContext(LiveConnectionContext);
  return useMemo(() => (provided ? () => provided : sharedLiveConnection), [provided]);
}

/**
 * spec betting-domain §3 site settings: the fallback polls at `poll_changes_refresh_interval`,
 * or its logged-out variant for a visitor (both 5,000 ms by default).
 */
export function useLivePollInterval(connection: () => LiveConnection): void {
  const settings = useSiteSettings();
  const loggedIn = useIsLoggedIn();
  const ms = loggedIn
    ? settings.poll_changes_refresh_interval
    : settings.poll_changes_refresh_interval_logged_out;
  useEffect(() => {
    connection().setPollInterval(ms);
  }, [connection, ms]);
}

const serverStatus = (): LiveStatus => 'idle';

/** The connection's state, for an indicator. */
export function useLiveStatus(): LiveStatus {
  const connection = useLiveConnection();
  const subscribe = useCallback(
    (listener: () => void) => connection().onStatus(listener),
    [connection],
  );
  return useSyncExternalStore(subscribe, () => connection().status, serverStatus);
}
