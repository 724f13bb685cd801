import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, toFastifyPath } from '@touchline/contract';
import { usePlatform } from '../../test/harness';
import { pgliteTarget } from '../../test/targets';

describe('the platform serves the endpoint table', () => {
  // A non-default auth base: every `{auth}` route must follow AUTH_BASE.
  const h = usePlatform(pgliteTarget, { env: { AUTH_BASE: '/sso', DEMO_OUTBOX: 'true' } });

  it('registers every call of the table at its path', () => {
    const missing = ALL_ENDPOINTS.filter(
      (e) => !h.app.hasRoute({ method: e.method, url: toFastifyPath(e.path, { auth: '/sso' }) }),
    ).map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
    expect(h.app.hasRoute({ method: 'POST', url: '/auth/api/login' })).toBe(false);
  });
});
