import { describe, expect, it } from 'vitest';
import {
  AVAYA_CONFIG_MISSING,
  avayaChatHref,
  CHAT_TOKEN_FAILED,
  liveChatContact,
} from '../live-chat';

describe('Avaya live chat (spec shell §4, §6, §8)', () => {
  it('rejects a missing configuration with the spec’s message', () => {
    expect(AVAYA_CONFIG_MISSING).toBe(
      'Missing Avaya chat configuration: URL or Bearer Token is not defined.',
    );
    expect(CHAT_TOKEN_FAILED).toBe('FAILED');
  });

  it('gives a partner-matrix affiliate the partner desk’s contact details', () => {
    const desks = {
      contact: 'support@touchline.example',
      affiliateContact: 'partners@touchline.example',
    };
    expect(liveChatContact({ affiliate: false, ...desks })).toBe('support@touchline.example');
    expect(liveChatContact({ affiliate: true, ...desks })).toBe('partners@touchline.example');
    expect(liveChatContact({ affiliate: true, contact: 'support@x', affiliateContact: ' ' })).toBe(
      'support@x',
    );
    expect(liveChatContact({ affiliate: false, contact: null, affiliateContact: null })).toBeNull();
  });

  it('opens the chat with the token, the contact and the language; without a FAILED token', () => {
    const base = { chatUrl: 'https://chat.example/start?brand=tl', contact: 'a@b.c', locale: 'de' };
    expect(avayaChatHref({ ...base, chatToken: 's-123' })).toBe(
      'https://chat.example/start?brand=tl&token=s-123&contact=a%40b.c&lang=de',
    );
    expect(avayaChatHref({ ...base, chatToken: CHAT_TOKEN_FAILED })).toBe(
      'https://chat.example/start?brand=tl&contact=a%40b.c&lang=de',
    );
    expect(avayaChatHref({ ...base, chatToken: null, contact: null })).toBe(
      'https://chat.example/start?brand=tl&lang=de',
    );
  });
});
