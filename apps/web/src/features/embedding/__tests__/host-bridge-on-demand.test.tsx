import { act, waitFor } from '@testing-library/react';
import type * as NextNavigation from 'next/navigation';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { testSite } from '../../../shared/testing/test-site';
import { HostBridge, hostLink } from '../components/host-bridge';
import { resetEmbedModeForTesting } from '../embed-mode';
import { HOST_PROTOCOL } from '../host-protocol';

/**
 * The host protocol's parsers load on demand, only on an embedded page (docs/decisions.md
 * "First-load JavaScript"); host-bridge.test.tsx loads them first. Here they have not loaded:
 * the bridge talks to the host once they are here, and still parses every host message.
 */
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  useSearchParams: () => new URLSearchParams('embedded=true'),
  usePathname: () => '/en/sports',
  useParams: () => ({ locale: 'en' }),
}));

const HOST = 'https://host.example';
let parent: { readonly postMessage: Mock<(message: unknown, targetOrigin: string) => void> };

beforeEach(() => {
  resetSharedSessionState();
  resetEmbedModeForTesting();
  parent = { postMessage: vi.fn() };
  Object.defineProperty(window, 'parent', { configurable: true, writable: true, value: parent });
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => `${HOST}/casino` });
});

afterEach(() => {
  Object.defineProperty(window, 'parent', { configurable: true, writable: true, value: window });
  Reflect.deleteProperty(document, 'referrer');
  window.sessionStorage.clear();
});

describe('the host bridge before the protocol has loaded', () => {
  it('says ready once the protocol is here, and refuses a malformed host message', async () => {
    const base = testSite();
    expect(hostLink.now()).toBeNull();
    renderWithClient(<HostBridge />, {
      ...base,
      brand: {
        ...base.brand,
        content_security_policy: `default-src 'self'; frame-ancestors 'self' ${HOST}`,
      },
    });
    expect(parent.postMessage).not.toHaveBeenCalled();
    await waitFor(() => expect(parent.postMessage).toHaveBeenCalled());
    expect(parent.postMessage.mock.calls[0]).toEqual([
      expect.objectContaining({ source: 'touchline', type: 'ready' }),
      HOST,
    ]);
    const told = parent.postMessage.mock.calls.length;

    const arrive = (data: unknown) => {
      const event = new MessageEvent('message', { data, origin: HOST });
      Object.defineProperty(event, 'source', { value: parent });
      act(() => {
        window.dispatchEvent(event);
      });
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A size request whose payload the protocol refuses: ignored, nothing answered.
    arrive({ source: HOST_PROTOCOL.hostSource, version: 1, type: 'sizerequest', payload: 7 });
    expect(parent.postMessage).toHaveBeenCalledTimes(told);
    expect(warn).toHaveBeenCalledWith(
      'ignored a host message the protocol refuses',
      expect.anything(),
    );
  });
});
