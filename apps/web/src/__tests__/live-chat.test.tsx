import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, type ChannelSettings } from '@touchline/contract';
import type * as NextNavigation from 'next/navigation';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellFrame } from '../../app/[locale]/_components/shell-frame';
import { SiteHeader } from '../../app/[locale]/_components/site-header';
import { chatWindow, resetChatTokenForTesting } from '../features/live-chat';
import { useSessionStore } from '../shared/session/session-store';
import { pathOf, stubPlatform, type Route } from '../shared/testing/fetch-routes';
import { makeSession } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';
import { testSite } from '../shared/testing/test-site';

const viewport = vi.hoisted(() => ({ desktop: false }));
vi.mock('../shared/hydration/use-media-query', () => ({ useMediaQuery: () => viewport.desktop }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  usePathname: () => '/en',
  useSearchParams: () => new URLSearchParams(''),
  useParams: () => ({ locale: 'en' }),
}));

const BEARER = 'chat-bearer-0123456789abcdef';
const CHAT_URL = 'https://chat.touchline.example/start';
const realFetch = globalThis.fetch;

/** A real chat-token service on loopback: checks the bearer, answers `s` for the text body. */
interface Exchange {
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: string;
}
const exchanges: Exchange[] = [];
let failWith: number | null = null;
let server: Server;
let tokenUrl = '';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      exchanges.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const ok = failWith === null && request.headers.authorization === `Bearer ${BEARER}`;
      response.writeHead(ok ? 200 : (failWith ?? 401), { 'content-type': 'application/json' });
      response.end(JSON.stringify(ok ? { s: `session-for-${body}` } : { code: 'NO' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat-token`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const AVAYA_PATH = pathOf(ENDPOINTS.player.avayaToken);
const avayaRoute = (chatTokenBearer: string | null): Route => ({
  method: 'GET',
  path: AVAYA_PATH,
  reply: () => jsonResponse({ token: 'chat-token-of-alice', chatTokenBearer }),
});
/** The platform is stubbed; the chat-token service is reached for real. */
const toService: Route = {
  method: 'POST',
  path: /^http:\/\/127\.0\.0\.1:\d+\/chat-token$/,
  reply: (call) =>
    realFetch(call.url, {
      method: call.method,
      headers: call.headers,
      ...(call.body === null ? {} : { body: call.body }),
    }),
};

function siteWith(web: Partial<ChannelSettings>) {
  const base = testSite();
  const settings = {
    avaya_chat_url: CHAT_URL,
    avaya_chat_token_url: tokenUrl,
    live_chat_contact: 'support@touchline.example',
    live_chat_affiliate_contact: 'partners@touchline.example',
    ...web,
  };
  return testSite({
    settings: {
      web: { ...base.settings.web, ...settings },
      mobile: { ...base.settings.mobile, ...settings },
    },
  });
}

let opened: { location: { href: string }; opener: unknown; close: () => void };
let windowOpen: ReturnType<typeof vi.spyOn>;

function renderShell(web: Partial<ChannelSettings> = {}) {
  return renderWithClient(
    <ShellFrame locale="en" tabs={[]} subheader={null} quickLinks={[]} sports={[]}>
      <p>Page</p>
    </ShellFrame>,
    siteWith(web),
  );
}

async function openChat() {
  if (!screen.queryByRole('link', { name: /Live chat/ })) {
    const footer = screen.getByRole('navigation', { name: 'Quick navigation' });
    await userEvent.click(within(footer).getByRole('button', { name: 'Menu' }));
  }
  await userEvent.click(screen.getByRole('link', { name: /Live chat/ }));
}

beforeEach(() => {
  viewport.desktop = false;
  resetSharedSessionState();
  resetChatTokenForTesting();
  exchanges.length = 0;
  failWith = null;
  opened = { location: { href: '' }, opener: window, close: vi.fn() };
  windowOpen = vi.spyOn(chatWindow, 'open').mockImplementation(() => opened as unknown as Window);
});

describe('Avaya live chat (spec shell §4 Live chat token, §5, §6, §7, §8)', () => {
  it('fetches a chat token, exchanges it with the service, stores it and opens the chat with it', async () => {
    useSessionStore.getState().login(makeSession());
    const platform = stubPlatform([avayaRoute(BEARER), toService]);
    renderShell();
    await openChat();

    await vi.waitFor(() => expect(opened.location.href).not.toBe(''));
    expect(platform.callsTo(AVAYA_PATH)[0]?.url).toContain('playerId=7');
    expect(exchanges).toEqual([
      { authorization: `Bearer ${BEARER}`, contentType: 'text/plain', body: 'chat-token-of-alice' },
    ]);
    const href = new URL(opened.location.href);
    expect(`${href.origin}${href.pathname}`).toBe(CHAT_URL);
    expect(href.searchParams.get('token')).toBe('session-for-chat-token-of-alice');
    expect(href.searchParams.get('contact')).toBe('support@touchline.example');
    expect(opened.opener).toBeNull();

    // Stored: the next chat opens with it, without fetching again.
    opened = { location: { href: '' }, opener: window, close: vi.fn() };
    await openChat();
    await vi.waitFor(() => expect(opened.location.href).toContain('token=session-for'));
    expect(platform.callsTo(AVAYA_PATH)).toHaveLength(1);
    expect(exchanges).toHaveLength(1);
  });

  it('stores FAILED when the exchange fails, logs it and opens the chat without a token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    failWith = 503;
    useSessionStore.getState().login(makeSession());
    const platform = stubPlatform([avayaRoute(BEARER), toService]);
    renderShell();
    await openChat();

    await vi.waitFor(() => expect(opened.location.href).not.toBe(''));
    expect(exchanges).toHaveLength(1);
    expect(new URL(opened.location.href).searchParams.has('token')).toBe(false);
    expect(logged).toHaveBeenCalled();
    // FAILED is stored: the next chat does not ask again.
    await openChat();
    await vi.waitFor(() => expect(windowOpen).toHaveBeenCalledTimes(2));
    expect(platform.callsTo(AVAYA_PATH)).toHaveLength(1);
    // A 401 on the chat-token call never logs the player out (spec shell §4).
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('rejects a missing bearer with the spec’s message: logged, no chat, no longer offered', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    useSessionStore.getState().login(makeSession());
    stubPlatform([avayaRoute(null), toService]);
    renderShell();
    await openChat();

    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Missing Avaya chat configuration: URL or Bearer Token is not defined.',
      ),
    );
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('');
    expect(exchanges).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Live chat/ })).not.toBeInTheDocument();
  });

  it('rejects a missing chat-token URL the same way, before any call', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    useSessionStore.getState().login(makeSession());
    const platform = stubPlatform([avayaRoute(BEARER)]);
    renderShell({ avaya_chat_token_url: null });
    await openChat();
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Missing Avaya chat configuration: URL or Bearer Token is not defined.',
      ),
    );
    expect(platform.callsTo(AVAYA_PATH)).toHaveLength(0);
  });

  it("opens a partner-matrix affiliate's chat with the partner desk's contact details", async () => {
    useSessionStore.getState().login(makeSession({ isPartnerMatrixAffiliate: true }));
    stubPlatform([avayaRoute(BEARER), toService]);
    renderShell();
    await openChat();
    await vi.waitFor(() => expect(opened.location.href).not.toBe(''));
    expect(new URL(opened.location.href).searchParams.get('contact')).toBe(
      'partners@touchline.example',
    );
  });

  it('lets a visitor chat without a token, and offers no chat without a chat URL', async () => {
    const platform = stubPlatform([]);
    const { unmount } = renderShell();
    await openChat();
    await vi.waitFor(() => expect(opened.location.href).not.toBe(''));
    expect(new URL(opened.location.href).searchParams.has('token')).toBe(false);
    expect(platform.callsTo(AVAYA_PATH)).toHaveLength(0);
    unmount();

    renderShell({ avaya_chat_url: null, live_chat_url: null });
    const footer = screen.getByRole('navigation', { name: 'Quick navigation' });
    await userEvent.click(within(footer).getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('link', { name: /Live chat/ })).not.toBeInTheDocument();
  });

  it("opens the Avaya chat from the desktop header's Live chat entry too", async () => {
    viewport.desktop = true;
    useSessionStore.getState().login(makeSession());
    stubPlatform([avayaRoute(BEARER), toService]);
    renderWithClient(<SiteHeader locale="en" />, siteWith({}));
    await userEvent.click(screen.getByRole('link', { name: /Live chat/ }));
    await vi.waitFor(() => expect(opened.location.href).toContain('token=session-for'));
  });
});
