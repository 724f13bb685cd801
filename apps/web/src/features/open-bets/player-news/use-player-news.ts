'use client';

import { useQueryClient } from '@tanstack/react-query';
import { resCodeTextKey } from '@touchline/site';
import { useEffect, useRef } from 'react';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useSessionStore, type Session } from '../../../shared/session/session-store';
import { useTranslator } from '../../../shared/site/site-context';
import { showToast } from '../../../shared/ui/toast-store';
import { betsWire } from '../api/cash-out';
import { useMyBetsStore } from '../store/my-bets-store';
import { applyPlayerFrame, type PlayerNews } from './apply-player-frame';
import { openPlayerChannel, type PlayerChannel } from './player-channel';

/**
 * The platform's socket path (the contract has no constant for it; the live feature's
 * LIVE_SOCKET_PATH and the platform's WS_PATH name the same `/ws`).
 */
const PLAYER_SOCKET_PATH = '/ws';

function playerSocketUrl(location: { readonly protocol: string; readonly host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${PLAYER_SOCKET_PATH}`;
}

/** The toast's id: one toast per piece of news, whether the socket or the call said it first. */
export function cashedOutToastId(betId: number, amount: number): string {
  return `cashed-out-${betId}-${amount}`;
}

/** The player's news in words: the toast each pushed change shows (spec shell §2, §9 toasts). */
function useNewsToast(): (news: PlayerNews) => void {
  const translator = useTranslator();
  const { t } = translator;
  const format = useLocaleFormat();
  return (news) => {
    switch (news.kind) {
      case 'settled': {
        const amount = format.wireMoney(news.returns, news.currency);
        if (news.resettled) {
          showToast(
            t('mybets.notice.resettled', {
              reference: news.reference,
              status: t(`mybets.status.${news.status}`),
              amount,
            }),
            'info',
          );
          return;
        }
        showToast(
          t(`mybets.notice.${news.status}`, { reference: news.reference, amount }),
          news.status === 'won' ? 'success' : 'info',
          { id: `settled-${news.betId}` },
        );
        return;
      }
      case 'cashedOut':
        showToast(
          t(news.partial ? 'mybets.notice.partialCashedOut' : 'mybets.notice.cashedOut', {
            reference: news.reference,
            amount: format.wireMoney(news.amount, news.currency),
          }),
          'success',
          { id: cashedOutToastId(news.betId, news.amount) },
        );
        return;
      case 'accepted':
        showToast(t('mybets.notice.accepted', { reference: news.reference }), 'success');
        return;
      case 'rejected': {
        // spec betting-domain §8: the refusal's RES code in the page language, when it has words.
        const reason = resCodeTextKey(news.code);
        const because = translator.resolve(reason).source === 'key' ? '' : ` ${t(reason)}`;
        showToast(
          `${t('mybets.notice.rejected', { reference: news.reference })}${because}`,
          'error',
        );
        return;
      }
    }
  };
}

/**
 * For a logged-in player, on every page: the player channel on `/ws`, its frames applied to the
 * bets and the balance at once (apply-player-frame.ts) and told in a toast. A refreshed token
 * signs the same socket in again.
 */
export function usePlayerNews(session: Session): void {
  const queryClient = useQueryClient();
  const dispatch = useMyBetsStore((store) => store.dispatch);
  const notify = useNewsToast();
  const notifyRef = useRef(notify);
  const channelRef = useRef<PlayerChannel | null>(null);
  const { accountId, username, jweToken } = session;

  useEffect(() => {
    notifyRef.current = notify;
  });

  useEffect(() => {
    let cancelled = false;
    let authenticated = false;
    const context = {
      queryClient,
      accountId,
      username,
      notify: (news: PlayerNews) => notifyRef.current(news),
      countdownEnded: (betIds: readonly number[]) => {
        for (const betId of betIds) dispatch({ type: 'countdownBetRemoved', betId: String(betId) });
      },
    };
    betsWire
      .load()
      .then((wire) => {
        if (cancelled) return;
        channelRef.current = openPlayerChannel({
          url: playerSocketUrl(window.location),
          createSocket: (url) => new WebSocket(url),
          token: () => useSessionStore.getState().session?.jweToken ?? null,
          parse: wire.parsePlayerFrame,
          onFrame: (frame) => {
            applyPlayerFrame(frame, context, { firstAuthentication: !authenticated });
            if (frame.op === 'authenticated') authenticated = true;
          },
        });
      })
      .catch(() => {
        // The schemas could not be downloaded (offline): the lists' own reads still run.
      });
    return () => {
      cancelled = true;
      channelRef.current?.close();
      channelRef.current = null;
    };
  }, [queryClient, dispatch, accountId, username]);

  // A refreshed token of the same player: sign the socket in again (decision "Player channel").
  useEffect(() => {
    channelRef.current?.renew();
  }, [jweToken]);
}
