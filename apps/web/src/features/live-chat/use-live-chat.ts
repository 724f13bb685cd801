'use client';

import { isLiveChatAvailable } from '@touchline/site';
import { useCallback } from 'react';
import { useSession } from '../../shared/session/session-store';
import { useSite } from '../../shared/site/site-context';
import { openAvayaChat } from './open-live-chat';
import { useChatTokenStore } from './store/chat-token-store';

export interface LiveChat {
  /** The chat entry's link (null: live chat is not offered). */
  readonly href: string | null;
  /** Set for the Avaya chat: the entry opens it with the player's chat token. */
  readonly onOpen?: () => void;
}

/**
 * spec shell §5: live chat is offered when a live-chat URL or an Avaya chat URL is set (and the
 * variant is not excluded). The Avaya chat wins when both are set; found misconfigured (§8), it
 * is no longer offered.
 */
export function useLiveChat(input: {
  readonly locale: string;
  readonly excludedVariants: readonly string[];
}): LiveChat {
  const site = useSite();
  const session = useSession();
  const misconfigured = useChatTokenStore((state) => state.misconfigured);
  const settings = site.settings.web;
  const avayaChatUrl = misconfigured ? null : settings.avaya_chat_url;
  const { locale } = input;
  const onOpen = useCallback(
    () => void openAvayaChat({ settings, session, locale }),
    [settings, session, locale],
  );
  const offered = isLiveChatAvailable({
    liveChatUrl: settings.live_chat_url,
    avayaChatUrl,
    variant: site.brand.name,
    excludedVariants: input.excludedVariants,
  });
  if (!offered) return { href: null };
  if (avayaChatUrl) return { href: avayaChatUrl, onOpen };
  return { href: settings.live_chat_url };
}
