import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSharedSessionState } from '../../testing/reset-session';
import { jsonResponse } from '../../testing/render-with-client';

/**
 * The browser client's validating half (the endpoint table, zod, the contract's schemas) is not
 * in the first-load scripts: it loads on demand (docs/decisions.md "First-load JavaScript"). The
 * setup file loads it before every suite, as an idle page has it; here each case imports a fresh
 * browser client, whose half has not loaded yet — a call made first thing on a page.
 */
async function freshBrowserClient() {
  vi.resetModules();
  const [client, { ApiRequestError }] = await Promise.all([
    import('../browser-client'),
    import('../api-error'),
  ]);
  return { ...client, ApiRequestError };
}

const CURRENCIES = [
  { id: 1, isoCode: 'EUR', symbol: '€', precision: 2 },
  { id: 2, isoCode: 'GBP', symbol: '£', precision: 2 },
];

describe('the browser client before its schemas have loaded', () => {
  beforeEach(() => {
    resetSharedSessionState();
  });

  afterEach(() => {
    vi.doUnmock('../validation');
  });

  it('makes the first call wait for them, then parses the answer with the contract’s schema', async () => {
    const { api, validation } = await freshBrowserClient();
    expect(validation.now()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(CURRENCIES))),
    );
    await expect(api.player.currencies()).resolves.toEqual(CURRENCIES);
    expect(validation.now()).not.toBeNull();
  });

  it('refuses a malformed answer with a readable error, never handing it on', async () => {
    const { api, validation, ApiRequestError } = await freshBrowserClient();
    expect(validation.now()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse([{ ...CURRENCIES[0], precision: 'two' }]))),
    );
    const refused = await api.player.currencies().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'The server sent an unexpected answer. Please try again.',
    });
  });

  it('reads a refusal’s { code, message } with the contract’s schema, and a malformed one as its status', async () => {
    const { api } = await freshBrowserClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ code: 'CLOSED', message: 'Closed' }, 409))),
    );
    await expect(api.player.currencies()).rejects.toMatchObject({
      status: 409,
      code: 'CLOSED',
      message: 'Closed',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ code: 42 }, 409))),
    );
    await expect(api.player.currencies()).rejects.toMatchObject({
      status: 409,
      code: 'HTTP_409',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('fails the call as a network failure when they cannot be downloaded, and tries again next time', async () => {
    vi.doMock('../validation', () => {
      throw new Error('chunk load failed');
    });
    const { api, validation } = await freshBrowserClient();
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(CURRENCIES)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.player.currencies()).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(validation.now()).toBeNull();

    vi.doUnmock('../validation');
    await expect(api.player.currencies()).resolves.toEqual(CURRENCIES);
  });
});
