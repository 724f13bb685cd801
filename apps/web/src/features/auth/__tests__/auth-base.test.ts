import { describe, expect, it } from 'vitest';
import { authBasePath } from '../../../env';
import { authComponentPath } from '../api/auth-paths';

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

  it('builds the component paths on it', () => {
    expect(authComponentPath('de', 'otp/validate?authenticated=true')).toBe(
      '/auth/de/api/plugins/component/route/otp/validate?authenticated=true',
    );
  });
});
