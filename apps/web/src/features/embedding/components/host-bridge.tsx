'use client';

import { useQueryClient } from '@tanstack/react-query';
import { loginGoesToHost } from '@touchline/site';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { onDemand } from '../../../shared/api/on-demand';
import { useLocale } from '../../../shared/routing/use-locale';
import { registerHostLogin } from '../../../shared/session/host-login';
import { useSessionStore, type Session } from '../../../shared/session/session-store';
import { useSite } from '../../../shared/site/site-context';
import { handleHostRequest, type HostRequestContext } from '../bridge/host-requests';
import { startSizeReporting, type SizeReporter } from '../bridge/host-size';
import { recordLocale } from '../bridge/language-change';
import { watchUserActivity } from '../bridge/user-activity';
import { useEmbedFlagsStore, useEmbedMode } from '../embed-mode';
import type { HostChannel } from '../host-channel';
import type * as HostLinkModule from '../host-link';
import type { ResponsibleValue } from '../host-protocol';
import { InteractionBlocker } from './interaction-blocker';
import { NativeAppExtras } from './native-app-extras';
import styles from './embedding.module.css';

type HostLink = typeof HostLinkModule;

/**
 * The protocol's parsers (host-link.ts), loaded when the page turns out to be embedded: not in
 * the first-load scripts of any page (docs/decisions.md "First-load JavaScript").
 */
export const hostLink = onDemand<HostLink>(() => import('../host-link'));

/** The protocol once loaded (at once if it already is), null outside embedded mode. */
function useHostLink(embedded: boolean): HostLink | null {
  const [loaded, setLoaded] = useState<HostLink | null>(hostLink.now);
  useEffect(() => {
    if (!embedded || loaded !== null) return;
    let current = true;
    hostLink.load().then(
      (link) => {
        if (current) setLoaded(link);
      },
      (error: unknown) => console.error('the host protocol could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [embedded, loaded]);
  return embedded ? loaded : null;
}

function responsibleOf(session: Session): ResponsibleValue {
  return {
    withdrawOnly: session.withdrawOnly === true,
    realityCheckMinutes: Math.max(0, Math.trunc(session.realityCheckMinutes)),
  };
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The embedded site's side of the host protocol (spec shell §1, §2, §7), mounted once in the
 * shell: keeps the start-up flags for the tab, says `ready`, reports `logon`/`logout`, `size`,
 * `balanceupdate`, `language` and (with the setting) `useractivity`, lets the betslip ask the host
 * to log in, carries out the host's requests, and in content-only native-app mode shows the
 * interaction blocker. Outside embedded mode it does nothing.
 */
export function HostBridge() {
  const mode = useEmbedMode();
  const site = useSite();
  const locale = useLocale();
  const pathname = usePathname() ?? `/${locale}`;
  const searchParams = useSearchParams() as URLSearchParams | null;
  const search = searchParams?.toString() ?? '';
  const queryClient = useQueryClient();
  const remember = useEmbedFlagsStore((store) => store.remember);
  const trackActivity = site.settings.web.enable_user_activity_tracking_on_iframe;
  const policy = site.brand.content_security_policy;
  const languages = useMemo(
    () => site.languages.map((language) => language.external_locale),
    [site.languages],
  );

  // spec shell §2: the flags are read at start and kept for the tab.
  useEffect(() => remember(new URLSearchParams(search)), [remember, search]);

  const embedded = mode.embedded;
  const link = useHostLink(embedded);
  const channel = useMemo<HostChannel | null>(
    () =>
      link !== null && typeof window !== 'undefined'
        ? link.createHostChannel({ win: window, policy })
        : null,
    [link, policy],
  );

  useEffect(() => {
    if (!embedded) return;
    const root = document.documentElement;
    const embeddedClass = styles.embedded;
    root.dataset.embedded = mode.contentOnly ? 'content' : 'true';
    if (embeddedClass) root.classList.add(embeddedClass);
    return () => {
      delete root.dataset.embedded;
      if (embeddedClass) root.classList.remove(embeddedClass);
    };
  }, [embedded, mode.contentOnly]);

  // ready first: the effects below run in this order, after it.
  useEffect(() => {
    channel?.send('ready', { locale, contentOnly: mode.contentOnly, nativeApp: mode.nativeApp });
  }, [channel, locale, mode.contentOnly, mode.nativeApp]);

  useEffect(() => {
    if (channel && recordLocale(tabStorage(), locale)) channel.send('language', { locale });
  }, [channel, locale]);

  useEffect(() => {
    if (!channel) return;
    let previous = useSessionStore.getState().session;
    if (previous) channel.send('logon', { responsible: responsibleOf(previous) });
    return useSessionStore.subscribe((state) => {
      const session = state.session;
      if (session && !previous) channel.send('logon', { responsible: responsibleOf(session) });
      if (!session && previous) channel.send('logout', { reason: state.logoutReason ?? 'clicked' });
      previous = session;
    });
  }, [channel]);

  const sizeRef = useRef<SizeReporter | null>(null);
  useEffect(() => {
    if (!channel) return;
    const reporter = startSizeReporting(window, (height) => channel.send('size', { height }));
    sizeRef.current = reporter;
    return () => {
      reporter.stop();
      sizeRef.current = null;
    };
  }, [channel]);

  useEffect(() => {
    if (!channel || !link) return;
    return link.watchBalanceUpdates(queryClient.getQueryCache(), (update) =>
      channel.send('balanceupdate', update),
    );
  }, [channel, link, queryClient]);

  useEffect(() => {
    if (!channel || !trackActivity) return;
    return watchUserActivity(window, (at) => channel.send('useractivity', { at }));
  }, [channel, trackActivity]);

  // spec shell §1 force_dsb_login: on, the sportsbook's own login modal opens even embedded.
  const forceDsbLogin = site.settings.web.force_dsb_login;
  useEffect(() => {
    if (!channel || !loginGoesToHost({ embeddedWithHost: true, forceDsbLogin })) return;
    return registerHostLogin((from) => channel.send('loginrequest', { from }));
  }, [channel, forceDsbLogin]);

  const context = useRef<HostRequestContext | null>(null);
  useEffect(() => {
    context.current = {
      locale,
      languages,
      pathname,
      search,
      reportSize: () => sizeRef.current?.reportNow(),
    };
  }, [locale, languages, pathname, search]);
  useEffect(() => {
    if (!channel) return;
    const onMessage = (event: MessageEvent) => {
      const message = channel.receive(event);
      if (message === null || context.current === null) return;
      try {
        handleHostRequest(message, context.current);
      } catch (error) {
        console.error('a host request failed', error);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [channel]);

  return (
    <>
      {mode.nativeApp ? <NativeAppExtras channel={channel} /> : null}
      {mode.interactionBlocked ? <InteractionBlocker /> : null}
    </>
  );
}
