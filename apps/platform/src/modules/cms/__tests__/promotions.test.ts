/**
 * GET /api/promotions through HTTP on the touchline brand (config/brands/touchline/
 * promotions.json): the active promotions whose audience matches the caller, in the brand's
 * order, never cached between callers; a bad token is refused.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, PromotionsAnswer } from '@touchline/contract';
import { usePlatform } from '../../../test/harness';
import { bearer, loginDemo } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';

const PATH = ENDPOINTS.cms.promotions.path;

describe.each(dbTargets())('GET /api/promotions ($name)', (target) => {
  const h = usePlatform(target);
  const get = (headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: `${PATH}?l=en&mc=web`, headers });

  it('a visitor sees the promotions for everyone and for logged-out visitors', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = PromotionsAnswer.parse(res.json());
    expect(body.promotions.map((p) => p.id)).toEqual(['acca-boost', 'welcome']);
    expect(body.promotions[0]).toMatchObject({ title: 'Acca boost', image: null });
    expect(body.promotions[0]?.body).toContain('<p>Win up to 20% more on multiples');
    expect(res.json()).not.toHaveProperty(['promotions', 0, 'audience']);
  });

  it('a signed-in player does not see the logged-out welcome offer', async () => {
    const demo = await loginDemo(h.app);
    const body = PromotionsAnswer.parse((await get(bearer(demo.token))).json());
    expect(body.promotions.map((p) => p.id)).toEqual(['acca-boost']);
  });

  it('a bad token is 401', async () => {
    expect((await get(bearer('nonsense'))).statusCode).toBe(401);
  });
});
