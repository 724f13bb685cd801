/**
 * The live-chat feature: the Avaya chat and its token (spec shell §4 Live chat token, §5, §6,
 * §7, §8). The shell offers the chat entry; this opens it.
 */
export { openAvayaChat, resolveChatToken, AvayaConfigError, chatWindow } from './open-live-chat';
export { useLiveChat, type LiveChat } from './use-live-chat';
export { resetChatTokenForTesting } from './store/chat-token-store';
