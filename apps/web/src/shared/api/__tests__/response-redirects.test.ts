import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '../../session/page-reload';
import { resetSharedSessionState } from '../../testing/reset-session';
import { jsonResponse } from '../../testing/render-with-client';
import { ApiRequestError } from '../api-error';
import { api, redirectNavigation } from '../browser-client';
import { isStatusPagePath, responseRedirect } from '../response-redirects';

const plain = { status: 200, url: 'http://site.test/api/tabs', redirected: false, location: null };

describe('the response redirect rules (spec shell §7)', () => {
  it('a response that landed on /maintenance sends the player there', () => {
    expect(
      responseRedirect({ ...plain, redirected: true, url: 'http://site.test/maintenance' }),
    ).toBe('maintenance');
    expect(
      responseRedirect({ ...plain, redirected: true, url: 'http://site.test/es/maintenance/' }),
    ).toBe('maintenance');
    // An unfollowed redirect to it (a server-side fetch) counts too.
    expect(responseRedirect({ ...plain, status: 307, location: '/maintenance' })).toBe(
      'maintenance',
    );
  });

  it('a response redirected to /blocked, or a 302 whose location contains it, reloads the page', () => {
    expect(
      responseRedirect({ ...plain, redirected: true, url: 'http://site.test/blocked?from=x' }),
    ).toBe('reload');
    expect(responseRedirect({ ...plain, status: 302, location: 'https://geo.test/blocked' })).toBe(
      'reload',
    );
    expect(responseRedirect({ ...plain, status: 302, location: '/en/blocked-region' })).toBe(
      'reload',
    );
  });

  it('leaves everything else alone', () => {
    expect(responseRedirect(plain)).toBeNull();
    // Not redirected: a path that merely mentions the words is an ordinary answer.
    expect(responseRedirect({ ...plain, url: 'http://site.test/maintenance' })).toBeNull();
    expect(
      responseRedirect({
        ...plain,
        redirected: true,
        url: 'http://site.test/en/maintenance-notes',
      }),
    ).toBeNull();
    // A 301 to a blocked location is not the spec's 302; a 302 elsewhere is no rule's.
    expect(responseRedirect({ ...plain, status: 301, location: '/blocked' })).toBeNull();
    expect(responseRedirect({ ...plain, status: 302, location: '/en/sports' })).toBeNull();
  });

  it('knows the status pages, where the rules must not loop', () => {
    expect(isStatusPagePath('/en/maintenance')).toBe(true);
    expect(isStatusPagePath('/en/blocked')).toBe(true);
    expect(isStatusPagePath('/es/static/flutter-maintenance')).toBe(true);
    expect(isStatusPagePath('/en/sports')).toBe(false);
  });
});

/** A fetch answer as the browser gives it after following redirects to `url`. */
function landedOn(url: string, status = 200): Response {
  const response = new Response('<html>…</html>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });
  Object.defineProperty(response, 'redirected', { value: true });
  Object.defineProperty(response, 'url', { value: url });
  return response;
}

describe('the web client applies them', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let reload: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    resetSharedSessionState();
    window.history.replaceState(null, '', '/es/sports/240-FOOT');
    assign = vi.spyOn(redirectNavigation, 'toMaintenance').mockImplementation(() => undefined);
    reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('a call that lands on /maintenance takes the page to the maintenance page of its locale', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(landedOn('http://site.test/maintenance'))),
    );
    const call = api.cms.tabs({});
    await expect(call).rejects.toBeInstanceOf(ApiRequestError);
    await expect(call).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(assign).toHaveBeenCalledWith('/es/maintenance');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a call redirected to /blocked reloads the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(landedOn('http://site.test/blocked'))),
    );
    await expect(api.cms.tabs({})).rejects.toMatchObject({ code: 'BLOCKED' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a 302 whose location contains blocked reloads the page', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/blocked' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(redirect)),
    );
    await expect(api.cms.tabs({})).rejects.toMatchObject({ code: 'BLOCKED' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on the maintenance page itself nothing moves (no loop)', async () => {
    window.history.replaceState(null, '', '/es/maintenance');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(landedOn('http://site.test/maintenance'))),
    );
    await expect(api.cms.tabs({})).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('an ordinary answer passes through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ tabs: [] }))),
    );
    await expect(api.cms.tabs({})).resolves.toEqual({ tabs: [] });
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
