import { validation } from '../../../shared/api/browser-client';

/**
 * spec shell §7: POST {external chat-token URL} with the service's bearer and the chat token as a
 * text body; the answer's `s` is the chat session token. The URL is the brand's setting (an
 * outside service, or the demo's site path), so it is not a call of the platform's table. The
 * answer's schema comes with the on-demand validation half (zod stays out of the first load).
 */
export async function exchangeChatToken(input: {
  readonly url: string;
  readonly bearer: string;
  readonly token: string;
}): Promise<string> {
  const response = await fetch(input.url, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${input.bearer}`,
      'Content-Type': 'text/plain',
      Accept: 'application/json',
    },
    body: input.token,
  });
  if (!response.ok) throw new Error(`the chat-token service answered ${response.status}`);
  const answer: unknown = await response.json();
  const { ChatTokenExchange } = await validation.load();
  return ChatTokenExchange.parse(answer).s;
}
