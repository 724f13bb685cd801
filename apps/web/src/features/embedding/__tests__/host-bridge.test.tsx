import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetCount, Wallet } from '@touchline/contract';
import type * as NextNavigation from 'next/navigation';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { queryKeys } from '../../../shared/api/query-keys';
import { askHostToLogIn } from '../../../shared/session/host-login';
import { useSessionStore } from '../../../shared/session/session-store';
import { makeSession } from '../../../shared/testing/fixtures';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { testSite } from '../../../shared/testing/test-site';
import { hostNavigation } from '../bridge/host-requests';
import { USER_ACTIVITY_THROTTLE_MS } from '../bridge/user-activity';
import { HostBridge, hostLink } from '../components/host-bridge';
import { resetEmbedModeForTesting } from '../embed-mode';
import { HOST_PROTOCOL, SiteToHostMessage } from '../host-protocol';
import { LAST_LOCALE_STORAGE_KEY } from '../bridge/language-change';

const navigation = vi.hoisted(() => ({
  search: 'embedded=true',
  pathname: '/en/sports',
  locale: 'en',
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  useSearchParams: () => new URLSearchParams(navigation.search),
  usePathname: () => navigation.pathname,
  useParams: () => ({ locale: navigation.locale }),
}));

const HOST = 'https://host.example';
const policy = `default-src 'self'; frame-ancestors 'self' ${HOST}; object-src 'none'`;

function siteWith(webSettings: Partial<ReturnType<typeof testSite>['settings']['web']> = {}) {
  const base = testSite();
  return testSite({
    brand: { ...base.brand, content_security_policy: policy },
    settings: { ...base.settings, web: { ...base.settings.web, ...webSettings } },
  });
}

interface FakeParent {
  readonly postMessage: Mock<(message: unknown, targetOrigin: string) => void>;
}
let parent: FakeParent;

/** The page inside a frame whose first page came from `referrer`. */
function framedBy(referrer: string) {
  parent = { postMessage: vi.fn() };
  Object.defineProperty(window, 'parent', { configurable: true, writable: true, value: parent });
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
}

/** Every message the parent got: each checked by the protocol, each to the host's exact origin. */
function sent(): SiteToHostMessage[] {
  return parent.postMessage.mock.calls.map(([message, targetOrigin]) => {
    expect(targetOrigin).toBe(HOST);
    return SiteToHostMessage.parse(message);
  });
}
const sentOfType = (type: SiteToHostMessage['type']) => sent().filter((m) => m.type === type);

/** A message arriving from `source` at `origin`. */
function arrive(data: unknown, origin = HOST, source: unknown = parent) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}
const fromHost = (type: string, payload: unknown = {}) => ({
  source: HOST_PROTOCOL.hostSource,
  version: 1,
  type,
  payload,
});

function renderBridge(site = siteWith()) {
  return renderWithClient(<HostBridge />, site);
}

// The protocol loads on demand in the browser; loaded first here, the bridge opens its channel in
// the first render, as the cases below expect.
beforeAll(async () => {
  await hostLink.load();
});

beforeEach(() => {
  resetSharedSessionState();
  resetEmbedModeForTesting();
  navigation.search = 'embedded=true';
  navigation.pathname = '/en/sports';
  navigation.locale = 'en';
  document.documentElement.removeAttribute('data-theme');
  framedBy(`${HOST}/casino/sports`);
});

afterEach(() => {
  Object.defineProperty(window, 'parent', { configurable: true, writable: true, value: window });
  Reflect.deleteProperty(document, 'referrer');
  window.sessionStorage.clear();
});

describe('messages to the host go only to a configured host', () => {
  it('says ready to the parent, at its exact origin', () => {
    renderBridge();
    expect(sent()).toEqual([
      {
        source: 'touchline',
        version: 1,
        type: 'ready',
        payload: { locale: 'en', contentOnly: false, nativeApp: false },
      },
    ]);
  });

  it('sends nothing to a parent that is not one of the brand’s hosts', () => {
    framedBy('https://evil.example/page');
    renderBridge();
    act(() => useSessionStore.getState().login(makeSession()));
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('sends nothing while the parent’s origin is unknown, then answers once the host speaks', () => {
    framedBy('');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    renderBridge();
    expect(parent.postMessage).not.toHaveBeenCalled();

    arrive(fromHost('sizerequest'));
    expect(sentOfType('size')).toHaveLength(1);
  });

  it('sends nothing when the page was not opened embedded', () => {
    navigation.search = '';
    renderBridge();
    act(() => useSessionStore.getState().login(makeSession()));
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('tells logon with the responsible-gambling state, and logout with its reason', () => {
    renderBridge();
    act(() =>
      useSessionStore
        .getState()
        .login(makeSession({ withdrawOnly: true, realityCheckMinutes: 30 })),
    );
    expect(sentOfType('logon').map((m) => m.payload)).toEqual([
      { responsible: { withdrawOnly: true, realityCheckMinutes: 30 } },
    ]);

    act(() => useSessionStore.getState().logout('unauthorized'));
    expect(sentOfType('logout').map((m) => m.payload)).toEqual([{ reason: 'unauthorized' }]);
  });

  it('tells the new language when the frame’s language changed', () => {
    window.sessionStorage.setItem(LAST_LOCALE_STORAGE_KEY, 'en');
    navigation.locale = 'es';
    navigation.pathname = '/es/sports';
    renderBridge();
    expect(sentOfType('language').map((m) => m.payload)).toEqual([{ locale: 'es' }]);
  });

  it('does not tell a language on the first page of the frame', () => {
    renderBridge();
    expect(sentOfType('language')).toEqual([]);
  });
});

describe('size', () => {
  let height = 800;
  let observed: ResizeObserverCallback | null = null;
  let frames: FrameRequestCallback[] = [];

  beforeEach(() => {
    height = 800;
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as DOMRect,
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  const layoutChanges = () => act(() => observed?.([], {} as ResizeObserver));
  const nextFrame = () =>
    act(() => {
      const due = frames;
      frames = [];
      for (const callback of due) callback(0);
    });

  it('sends the height once per animation frame, only when it changed', () => {
    renderBridge();
    nextFrame();
    expect(sentOfType('size').map((m) => m.payload)).toEqual([{ height: 800 }]);

    height = 1240.4;
    layoutChanges();
    layoutChanges();
    layoutChanges();
    expect(frames).toHaveLength(1);
    nextFrame();
    layoutChanges();
    nextFrame();
    expect(sentOfType('size').map((m) => m.payload)).toEqual([{ height: 800 }, { height: 1241 }]);
  });

  it('sends the height again when the host asks', () => {
    renderBridge();
    nextFrame();
    arrive(fromHost('sizerequest'));
    expect(sentOfType('size')).toHaveLength(2);
  });
});

describe('balanceupdate', () => {
  it('tells the balance from the wallet poll and the bet count, when it changes', () => {
    const { queryClient } = renderBridge();
    const wallet: Wallet = {
      name: 'sportsbook',
      currency: 'EUR',
      balance: 120.5,
      totalBalance: 130.5,
    };
    act(() => {
      queryClient.setQueryData(queryKeys.balance('alice'), wallet);
    });
    act(() => {
      queryClient.setQueryData(queryKeys.balance('alice'), { ...wallet });
    });
    const count: BetCount = { betCount: 2, balance: 110.5, currency: 'EUR' };
    act(() => {
      queryClient.setQueryData(queryKeys.betCount(77), count);
    });
    // Other data under the wallet key is not a balance.
    act(() => {
      queryClient.setQueryData(queryKeys.transactions, { balance: 1 });
    });

    expect(sentOfType('balanceupdate').map((m) => m.payload)).toEqual([
      { balance: 120.5, currency: 'EUR' },
      { balance: 110.5, currency: 'EUR' },
    ]);
  });
});

describe('useractivity', () => {
  it('is not sent when enable_user_activity_tracking_on_iframe is off', () => {
    renderBridge(siteWith({ enable_user_activity_tracking_on_iframe: false }));
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    expect(sentOfType('useractivity')).toEqual([]);
  });

  it('is sent with the setting on, at most once per interval', () => {
    let now = 1_764_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderBridge(siteWith({ enable_user_activity_tracking_on_iframe: true }));
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    expect(sentOfType('useractivity').map((m) => m.payload)).toEqual([{ at: now }]);

    now += USER_ACTIVITY_THROTTLE_MS;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(sentOfType('useractivity')).toHaveLength(2);
  });
});

describe('messages from the host', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('ignores requests from foreign origins and from other windows', () => {
    renderBridge();
    arrive(fromHost('theme', { theme: 'dark' }), 'https://evil.example');
    arrive(fromHost('theme', { theme: 'dark' }), 'null');
    arrive(fromHost('theme', { theme: 'dark' }), HOST, { postMessage: vi.fn() });
    expect(document.documentElement.dataset.theme).toBeUndefined();

    arrive(fromHost('theme', { theme: 'dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('ignores malformed messages without throwing', () => {
    renderBridge();
    for (const data of [
      'theme dark',
      null,
      42,
      { type: 'theme', payload: { theme: 'dark' } },
      fromHost('theme', { theme: 'neon' }),
      fromHost('reboot'),
      { ...fromHost('theme', { theme: 'dark' }), version: 2 },
      { ...fromHost('theme', { theme: 'dark' }), extra: true },
      { ...fromHost('theme', { theme: 'dark' }), source: 'touchline' },
    ]) {
      expect(() => arrive(data)).not.toThrow();
    }
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('opens the page in a language of the brand the host asks for, keeping the query', () => {
    const assign = vi.spyOn(hostNavigation, 'assign').mockImplementation(() => undefined);
    renderBridge();
    arrive(fromHost('language', { locale: 'fr' }));
    arrive(fromHost('language', { locale: 'en' }));
    expect(assign).not.toHaveBeenCalled();

    arrive(fromHost('language', { locale: 'es' }));
    expect(assign).toHaveBeenCalledWith('/es/sports?embedded=true');
  });

  it('logs the player out when the host asks', () => {
    renderBridge();
    act(() => useSessionStore.getState().login(makeSession()));
    arrive(fromHost('logout'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().logoutReason).toBe('clicked');
    expect(sentOfType('logout').map((m) => m.payload)).toEqual([{ reason: 'clicked' }]);
  });
});

describe('the login request (the betslip asks through the shared door)', () => {
  it('asks the host to log the player in, so the caller opens no login modal', () => {
    renderBridge();
    let asked = false;
    act(() => {
      asked = askHostToLogIn('betslip');
    });
    expect(asked).toBe(true);
    expect(sentOfType('loginrequest').map((m) => m.payload)).toEqual([{ from: 'betslip' }]);
  });

  it('declines when not embedded or when no host is known, so the login modal opens', () => {
    navigation.search = '';
    const { unmount } = renderBridge();
    expect(askHostToLogIn('betslip')).toBe(false);
    unmount();

    navigation.search = 'embedded=true';
    framedBy('https://evil.example/');
    renderBridge();
    expect(askHostToLogIn('betslip')).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('keeps the sportsbook’s own login when force_dsb_login is on (spec shell §1)', () => {
    renderBridge(siteWith({ force_dsb_login: true }));
    let asked = true;
    act(() => {
      asked = askHostToLogIn('betslip');
    });
    expect(asked).toBe(false);
    expect(sentOfType('loginrequest')).toEqual([]);
    // The bridge still talks to the host otherwise.
    expect(sentOfType('ready')).toHaveLength(1);
  });
});

describe('content-only native-app mode', () => {
  it('blocks every interaction with the page beside the blocker', async () => {
    navigation.search = 'content-embedded=true&betslip-origin=20';
    const outside = document.createElement('button');
    document.body.append(outside);
    const { unmount } = renderBridge();
    expect(outside).toHaveAttribute('inert');
    expect(sent()[0]).toMatchObject({
      type: 'ready',
      payload: { contentOnly: true, nativeApp: true },
    });

    // Added later (a toast, a modal): blocked too.
    const later = document.createElement('div');
    await act(async () => {
      document.body.append(later);
      await Promise.resolve();
    });
    expect(later).toHaveAttribute('inert');
    unmount();
    expect(outside).not.toHaveAttribute('inert');
    expect(later).not.toHaveAttribute('inert');
    outside.remove();
    later.remove();
  });

  it('does not block content-only pages outside a native app', () => {
    navigation.search = 'content-embedded=true';
    const outside = document.createElement('button');
    document.body.append(outside);
    renderBridge();
    expect(outside).not.toHaveAttribute('inert');
    outside.remove();
  });
});

describe('native-app mode extras (spec shell §2, §1 show_flutter_notification)', () => {
  const nativeSite = (audience: 'none' | 'logged_in' | 'logged_out' | 'both') => {
    const site = siteWith();
    return {
      ...site,
      settings: {
        ...site.settings,
        mobile: { ...site.settings.mobile, show_flutter_notification: audience },
      },
    };
  };

  it('shows the login status in the native app, following the session', () => {
    navigation.search = 'embedded=true&betslip-origin=20';
    renderBridge(nativeSite('none'));
    expect(screen.getByRole('status')).toHaveTextContent('Not logged in');
    act(() => useSessionStore.getState().login(makeSession()));
    expect(screen.getByRole('status')).toHaveTextContent('Logged in as alice');
    expect(screen.queryByRole('region', { name: 'App notifications' })).not.toBeInTheDocument();
  });

  it('offers to turn on notifications to the audience the setting names and asks the app', async () => {
    navigation.search = 'embedded=true&betslip-origin=20';
    act(() => useSessionStore.getState().login(makeSession()));
    renderBridge(nativeSite('logged_in'));
    const prompt = screen.getByRole('region', { name: 'App notifications' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Turn on notifications' }));
    expect(sentOfType('notificationsrequest')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'App notifications' })).not.toBeInTheDocument();
  });

  it('is put aside for the tab with Not now, and not shown to the other audience', async () => {
    navigation.search = 'embedded=true&betslip-origin=20';
    const first = renderBridge(nativeSite('logged_out'));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'App notifications' })).not.toBeInTheDocument();
    expect(sentOfType('notificationsrequest')).toHaveLength(0);
    first.unmount();
    renderBridge(nativeSite('logged_out'));
    expect(screen.queryByRole('region', { name: 'App notifications' })).not.toBeInTheDocument();

    window.sessionStorage.clear();
    const again = renderBridge(nativeSite('logged_out'));
    expect(screen.getByRole('region', { name: 'App notifications' })).toBeInTheDocument();
    again.unmount();
    act(() => useSessionStore.getState().login(makeSession()));
    renderBridge(nativeSite('logged_out'));
    expect(screen.queryByRole('region', { name: 'App notifications' })).not.toBeInTheDocument();
  });

  it('shows neither outside the native app', () => {
    navigation.search = 'embedded=true';
    renderBridge(nativeSite('both'));
    expect(screen.queryByText('Not logged in')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'App notifications' })).not.toBeInTheDocument();
  });
});
