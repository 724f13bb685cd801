/**
 * Live chat with an Avaya chat window (spec shell §4 Live chat token, §5, §6, §8): the error of a
 * missing configuration, the token a failed exchange leaves, the contact details an affiliate
 * gets, and the address the chat window opens at.
 */

/** spec shell §8: the rejection when the chat-token service's URL or bearer is not defined. */
export const AVAYA_CONFIG_MISSING =
  'Missing Avaya chat configuration: URL or Bearer Token is not defined.';

/** spec shell §4: the chat token stored when fetching or exchanging it failed. */
export const CHAT_TOKEN_FAILED = 'FAILED';

/**
 * spec shell §6: a partner-matrix affiliate's chat opens with the partner desk's contact details
 * (the support desk's when the brand has no partner desk).
 */
export function liveChatContact(input: {
  readonly affiliate: boolean;
  readonly contact: string | null | undefined;
  readonly affiliateContact: string | null | undefined;
}): string | null {
  const own = input.contact?.trim() || null;
  if (!input.affiliate) return own;
  return input.affiliateContact?.trim() || own;
}

/**
 * The chat window's address (decision, docs/decisions.md): the brand's Avaya chat URL with the
 * chat session token (`token`, left out when there is none or it is FAILED — spec shell §4: chat
 * opens without it), the contact details (`contact`) and the page's language (`lang`).
 */
export function avayaChatHref(input: {
  readonly chatUrl: string;
  readonly chatToken: string | null;
  readonly contact: string | null;
  readonly locale: string;
}): string {
  const url = new URL(input.chatUrl);
  if (input.chatToken !== null && input.chatToken !== CHAT_TOKEN_FAILED) {
    url.searchParams.set('token', input.chatToken);
  }
  if (input.contact !== null) url.searchParams.set('contact', input.contact);
  url.searchParams.set('lang', input.locale);
  return url.href;
}
