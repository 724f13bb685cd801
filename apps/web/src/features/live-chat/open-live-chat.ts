import {
  AVAYA_CONFIG_MISSING,
  avayaChatHref,
  CHAT_TOKEN_FAILED,
  isPartnerMatrixAffiliate,
  liveChatContact,
} from '@touchline/site';
import type { ChannelSettings } from '@touchline/contract';
import type { Session } from '../../shared/session/session-store';
import { exchangeChatToken } from './api/exchange-chat-token';
import { getAvayaToken } from './api/get-avaya-token';
import { chatTokenOf, useChatTokenStore } from './store/chat-token-store';

/** spec shell §8: the chat-token service's URL or bearer is not defined. */
export class AvayaConfigError extends Error {
  constructor() {
    super(AVAYA_CONFIG_MISSING);
    this.name = 'AvayaConfigError';
  }
}

type ChatSettings = Pick<
  ChannelSettings,
  | 'avaya_chat_url'
  | 'avaya_chat_token_url'
  | 'live_chat_contact'
  | 'live_chat_affiliate_contact'
  | 'partner_matrix_emulate_affiliated_user'
>;

/**
 * spec shell §4 Live chat token: a player with no chat token fetches one, exchanges it with the
 * chat-token service and stores it; a failure (logged) stores FAILED and chat goes on without it.
 * A missing service URL or bearer rejects with the spec's message instead (§8).
 */
export async function resolveChatToken(session: Session, tokenUrl: string | null): Promise<string> {
  const stored = chatTokenOf(session.username);
  if (stored !== null) return stored;
  if (!tokenUrl?.trim()) throw new AvayaConfigError();
  let token: string;
  try {
    const answer = await getAvayaToken(session.alsPlayerId);
    if (!answer.chatTokenBearer) throw new AvayaConfigError();
    token = await exchangeChatToken({
      url: tokenUrl,
      bearer: answer.chatTokenBearer,
      token: answer.token,
    });
  } catch (error) {
    if (error instanceof AvayaConfigError) throw error;
    console.error('the live-chat token could not be fetched; chat opens without it', error);
    token = CHAT_TOKEN_FAILED;
  }
  useChatTokenStore.getState().store(session.username, token);
  return token;
}

/** Where the chat window is sent; an object so tests can watch it (jsdom opens no windows). */
export const chatWindow = {
  open(): Window | null {
    return window.open('', '_blank');
  },
};

/**
 * Opens the Avaya chat in a new window (spec shell §2: live chat opens in a new window). The
 * window opens at once, in the click, so no pop-up blocker stops it, and is sent to the chat
 * once the token is known. A visitor chats without a token. A missing configuration is logged,
 * the window closes and chat is no longer offered.
 */
export async function openAvayaChat(input: {
  readonly settings: ChatSettings;
  readonly session: Session | null;
  readonly locale: string;
}): Promise<void> {
  const { settings, session } = input;
  const chatUrl = settings.avaya_chat_url;
  if (!chatUrl) return;
  const opened = chatWindow.open();
  if (opened) opened.opener = null;
  let chatToken: string | null = null;
  if (session !== null) {
    try {
      chatToken = await resolveChatToken(session, settings.avaya_chat_token_url);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      useChatTokenStore.getState().markMisconfigured();
      opened?.close();
      return;
    }
  }
  const affiliate = isPartnerMatrixAffiliate({
    sessionFlag: session?.isPartnerMatrixAffiliate,
    emulateSetting: session ? settings.partner_matrix_emulate_affiliated_user : false,
  });
  const href = avayaChatHref({
    chatUrl,
    chatToken,
    contact: liveChatContact({
      affiliate,
      contact: settings.live_chat_contact,
      affiliateContact: settings.live_chat_affiliate_contact,
    }),
    locale: input.locale,
  });
  if (opened) opened.location.href = href;
}
