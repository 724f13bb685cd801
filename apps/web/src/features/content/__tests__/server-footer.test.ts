import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/testing/render-with-client';
import { loadServerFooter, requestHostName, resetServerFooterCache } from '../api/server-footer';

const WIDGET = { id: 'footer-licence', content: '<p>Open-source sportsbook software.</p>' };

/** A platform answering the widget and the seal by path; counts the calls. */
function stubPlatform(answers: { widget: Response | Error; seal: Response | Error }) {
  const fetchMock = vi.fn((url: string) => {
    const answer = new URL(url).pathname.includes('html_widgets') ? answers.widget : answers.seal;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone());
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the page foot as the server reads it', () => {
  beforeEach(() => resetServerFooterCache());
  afterEach(() => vi.unstubAllGlobals());

  it("reads the footer widget and this host's seal token", async () => {
    const fetchMock = stubPlatform({
      widget: jsonResponse(WIDGET),
      seal: jsonResponse({ token: 'seal-1' }),
    });
    await expect(loadServerFooter('footer-licence', 'bets.example.com', 'en')).resolves.toEqual({
      widget: WIDGET,
      sealToken: 'seal-1',
    });
    const sealUrl = new URL(
      fetchMock.mock.calls.map(([url]) => url).find((url) => url.includes('gcb_seals')) ?? '',
    );
    expect(sealUrl.searchParams.get('host')).toBe('bets.example.com');
  });

  it('says "none" for a 404 and leaves any other failure to the browser', async () => {
    stubPlatform({
      widget: jsonResponse({ code: 'NOT_FOUND', message: 'no widget' }, 404),
      seal: new Error('connection refused'),
    });
    await expect(loadServerFooter('footer-licence', 'bets.example.com', 'en')).resolves.toEqual({
      widget: null,
      sealToken: undefined,
    });
  });

  it('asks nothing for a brand without a footer widget or a page without a host', async () => {
    const fetchMock = stubPlatform({ widget: jsonResponse(WIDGET), seal: jsonResponse({}) });
    await expect(loadServerFooter(null, null, 'en')).resolves.toEqual({
      widget: null,
      sealToken: undefined,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once a minute, not once a page, and again after a failure', async () => {
    const fetchMock = stubPlatform({
      widget: jsonResponse(WIDGET),
      seal: jsonResponse({ token: 'seal-1' }),
    });
    await loadServerFooter('footer-licence', 'a.example', 'en');
    await loadServerFooter('footer-licence', 'a.example', 'en');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    resetServerFooterCache();
    stubPlatform({ widget: new Error('down'), seal: new Error('down') });
    await expect(loadServerFooter('footer-licence', 'a.example', 'en')).resolves.toEqual({
      widget: undefined,
      sealToken: undefined,
    });
    const again = stubPlatform({
      widget: jsonResponse(WIDGET),
      seal: jsonResponse({ token: 't' }),
    });
    await expect(loadServerFooter('footer-licence', 'a.example', 'en')).resolves.toEqual({
      widget: WIDGET,
      sealToken: 't',
    });
    expect(again).toHaveBeenCalledTimes(2);
  });

  it('takes the host name from the Host header, without its port, and refuses anything else', () => {
    expect(requestHostName('Bets.Example.com:3000')).toBe('bets.example.com');
    expect(requestHostName('127.0.0.1')).toBe('127.0.0.1');
    expect(requestHostName(null)).toBeNull();
    expect(requestHostName('')).toBeNull();
    expect(requestHostName('[::1]:3000')).toBeNull();
    expect(requestHostName('evil host/..')).toBeNull();
  });
});
