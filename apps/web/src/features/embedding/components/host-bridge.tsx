'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { registerHostLogin } from '../../../shared/session/host-login';
import { useSessionStore, type Session } from '../../../shared/session/session-store';
import { useSite } from '../../../shared/site/site-context';
import { watchBalanceUpdates } from '../bridge/balance-updates';
import { handleHostRequest, type HostRequestContext } from '../bridge/host-requests';
import { startSizeReporting, type SizeReporter } from '../bridge/host-size';
import { recordLocale } from '../bridge/language-change';
import { watchUserActivity } from '../bridge/user-activity';
import { useEmbedFlagsStore, useEmbedMode } from '../embed-mode';
import { createHostChannel, type HostChannel } from '../host-channel';
import type { ResponsibleValue } from '../host-protocol';
import { InteractionBlocker } from './interaction-blocker';
import styles from './embedding.module.css';

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
  const channel = useMemo<HostChannel | null>(
    () =>
      embedded && typeof window !== 'undefined' ? createHostChannel({ win: window, policy }) : null,
    [embedded, policy],
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
    if (!channel) return;
    return watchBalanceUpdates(queryClient.getQueryCache(), (update) =>
      channel.send('balanceupdate', update),
    );
  }, [channel, queryClient]);

  useEffect(() => {
    if (!channel || !trackActivity) return;
    return watchUserActivity(window, (at) => channel.send('useractivity', { at }));
  }, [channel, trackActivity]);

  useEffect(() => {
    if (!channel) return;
    return registerHostLogin((from) => channel.send('loginrequest', { from }));
  }, [channel]);

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

  return mode.interactionBlocked ? <InteractionBlocker /> : null;
}
