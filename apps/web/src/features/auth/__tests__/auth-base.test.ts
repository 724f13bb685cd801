import { buildPath, ENDPOINTS } from '@touchline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authBasePath } from '../../../env';
import { jsonResponse } from '../../../shared/testing/render-with-client';
import { validateOtp } from '../api/validate-otp';

describe('the auth base (spec shell §7: configurable, default /auth)', () => {
  it('is /auth unless NEXT_PUBLIC_AUTH_BASE names another path', () => {
    expect(authBasePath(undefined)).toBe('/auth');
    expect(authBasePath('')).toBe('/auth');
    expect(authBasePath('/login-api')).toBe('/login-api');
    expect(authBasePath('/sso/auth')).toBe('/sso/auth');
  });

  it.each(['auth', '/auth/', '/Auth', '/a b', '//x'])('refuses %j', (bad) => {
    expect(() => authBasePath(bad)).toThrow(/NEXT_PUBLIC_AUTH_BASE/);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds the component paths on it', async () => {
    const fetchMock = vi.fn((_url: string) => Promise.resolve(jsonResponse({}, 400)));
    vi.stubGlobal('fetch', fetchMock);
    await validateOtp('de', '123456').catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `${buildPath(ENDPOINTS.auth.otpValidate.path, { locale: 'de' }, { auth: '/auth' })}?authenticated=true`,
    );
  });
});
