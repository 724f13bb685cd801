/**
 * The cms calls through HTTP on the touchline brand (config/brands/touchline): settings per
 * channel and per currency, menus, sub-menus, coupons, top sports, widgets, adverts with their
 * audience rule, licence seals, metrics, languages and catalogues, the brand; cache headers keyed
 * on the publication; bad input 400, unknown ids 404. And placement and pricing held to the
 * brand's per-currency stake limits.
 */
import { describe, expect, it } from 'vitest';
import {
  AllCachedSettings,
  BrandAnswer,
  ENDPOINTS,
  LanguagesAnswer,
  TabsAnswer,
  buildPath,
} from '@touchline/contract';
import { usePlatform } from '../../../test/harness';
import { renderErrors } from '../metrics';
import { bearer, loginPlayer, loginDemo } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';

const { cms, bets, betslip } = ENDPOINTS;

describe.each(dbTargets())('cms calls ($name)', (target) => {
  const h = usePlatform(target);
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers });

  describe('GET /api/all_cached_settings', () => {
    it('serves every channel with the spec defaults under the brand values', async () => {
      const res = await get('/api/all_cached_settings?cached=t&all=t&l=en&mc=web');
      expect(res.statusCode).toBe(200);
      const body = AllCachedSettings.parse(res.json());
      expect(body.web.channel).toBe('web');
      expect(body.mobile.channel).toBe('mobile');
      // spec betting-domain §3 defaults the brand keeps
      expect(body.web.max_bets_on_betslip).toBe(15);
      expect(body.web.user_wallet_poll_time).toBe(10_000);
      expect(body.web.poll_changes_refresh_interval).toBe(5_000);
      expect(body.web.cashout_timeout).toBe(5_000);
      expect(body.web.lazy_loading_markets_live_event_count_threshold).toBe(30);
      // per-channel overrides of config/brands/touchline/settings.json
      expect(body.web.coupon_layout).toBe('list');
      expect(body.mobile.coupon_layout).toBe('tabs');
      expect(body.mobile.lazy_loading_markets_live_event_count_threshold).toBe(20);
      expect(body.web.last_publication_timestamp).toBeGreaterThan(0);
      // quick bets per currency as JSON text (betting-domain §3)
      expect(JSON.parse(body.web.quick_bet_values)).toMatchObject({
        KRW: [5000, 25000, 100000, 500000],
      });
    });

    it('serves one currency with its own limits, quick bets and precision', async () => {
      const res = await get('/api/all_cached_settings?c=KRW&cached=t');
      expect(res.statusCode).toBe(200);
      const body = AllCachedSettings.parse(res.json());
      expect(body.web).toMatchObject({
        currency: 'KRW',
        bet_stake_min_amount: 1000,
        bet_stake_max_amount: 5_000_000,
        currency_precision: 0,
        quick_bet_values: '{"KRW":[5000,25000,100000,500000]}',
      });
    });

    it('refuses a query without all=t or c, a malformed currency, and names an unknown one', async () => {
      const none = await get('/api/all_cached_settings?cached=t');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'INVALID_REQUEST' });
      expect((await get('/api/all_cached_settings?c=E%3CR&cached=t')).statusCode).toBe(400);
      expect((await get('/api/all_cached_settings?all=t&mc=tablet')).statusCode).toBe(400);
      expect((await get('/api/all_cached_settings?all=t&pub=yesterday')).statusCode).toBe(400);
      const unknown = await get('/api/all_cached_settings?c=XYZ&cached=t');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_CURRENCY' });
    });

    it('may be cached for good when asked at the current publication, revalidated otherwise', async () => {
      const first = await get('/api/all_cached_settings?cached=t&all=t');
      const pub = first.headers['x-last-publication'];
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(String(pub)).toMatch(/^\d+$/);
      const pinned = await get(`/api/all_cached_settings?cached=t&all=t&pub=${String(pub)}`);
      expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const stale = await get('/api/all_cached_settings?cached=t&all=t&pub=1000');
      expect(stale.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    });
  });

  it('GET /api/tabs: the four sections in order, items with both links and their flags', async () => {
    const res = await get('/api/tabs?l=en&mc=mobile');
    expect(res.statusCode).toBe(200);
    const { tabs } = TabsAnswer.parse(res.json());
    expect(tabs.map((t) => t.section_name)).toEqual([
      'menu_top_icons',
      'menu_icons',
      'third_parties',
      'menu_bottom_icons',
    ]);
    const myBets = tabs[0]?.submenu_items.find((i) => i.id === 'my-bets');
    expect(myBets).toMatchObject({ logged_in_only: true, logged_out_link: null });
    expect(tabs[1]?.submenu_items.find((i) => i.id === 'football-more')?.submenu).toBe('football');
  });

  it('GET /api/submenus/{id}: the links; unknown 404, malformed 400', async () => {
    const res = await get('/api/submenus/header');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ submenu_links: unknown[] }>().submenu_links.length).toBeGreaterThanOrEqual(8);
    expect((await get('/api/submenus/nope')).statusCode).toBe(404);
    expect((await get('/api/submenus/%3Cscript%3E')).statusCode).toBe(400);
  });

  it('coupon groups, coupons with coupon_info and top sports', async () => {
    const group = await get('/api/coupon_groups/quick-links');
    expect(group.statusCode).toBe(200);
    expect(group.json<{ coupons: { id: string }[] }>().coupons.map((c) => c.id)).toEqual([
      'football-today',
      'football-next-3h',
      'tennis-today',
      'basketball-week',
    ]);
    const coupon = await get('/api/coupons/weekend-football?coupon_info=true');
    expect(coupon.statusCode).toBe(200);
    expect(coupon.json<{ coupon_info: { id: string }[] }>().coupon_info.map((c) => c.id)).toEqual([
      'football-today',
      'football-top-leagues',
    ]);
    const plain = await get('/api/coupons/football-today');
    expect(plain.json()).not.toHaveProperty('coupon_info');
    expect((await get('/api/coupons/none-such')).statusCode).toBe(404);
    expect((await get('/api/coupons/football-today?coupon_info=maybe')).statusCode).toBe(400);
    const top = await get('/api/top_sports');
    expect(
      top.json<{ top_sports: { code: string; name: string }[] }>().top_sports.slice(0, 3),
    ).toEqual([
      expect.objectContaining({ code: 'FOOT', name: 'Football' }),
      expect.objectContaining({ code: 'TENN', name: 'Tennis' }),
      expect.objectContaining({ code: 'BASK', name: 'Basketball' }),
    ]);
  });

  it('GET /api/html_widgets/{id}?active: sanitised content; unknown 404', async () => {
    const res = await get('/api/html_widgets/how-to-bet?active=true');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ content: string }>().content).toContain('<h2>New to betting?</h2>');
    expect((await get('/api/html_widgets/missing?active=true')).statusCode).toBe(404);
  });

  describe('GET /api/adverts/{adId}: the audience rule is applied to the caller', () => {
    it('a visitor sees logged-out and everyone adverts, not logged-in ones', async () => {
      const welcome = await get('/api/adverts/welcome-offer?player_type=anonymous');
      expect(welcome.statusCode).toBe(200);
      expect(welcome.json()).toMatchObject({
        name: 'Welcome offer',
        audience: 'LOGGED_OUT',
        width_in_pixels: 280,
        show_description: true,
      });
      expect(welcome.json()).not.toHaveProperty('usernames');
      expect(welcome.headers['cache-control']).toBe('private, no-store');
      // A visitor cannot claim to be a player by the parameter.
      expect((await get('/api/adverts/acca-boost?player_type=depositor')).statusCode).toBe(404);
      expect((await get('/api/adverts/jackpot_banner')).statusCode).toBe(200);
      expect((await get('/api/adverts/jackpot_bets')).statusCode).toBe(200);
      expect((await get('/api/adverts/vip-club?username=demo')).statusCode).toBe(404);
    });

    it('a signed-in player sees logged-in adverts and their imported list, not logged-out ones', async () => {
      const demo = await loginDemo(h.app);
      const auth = bearer(demo.token);
      expect((await get('/api/adverts/acca-boost?player_type=depositor', auth)).statusCode).toBe(
        200,
      );
      expect((await get('/api/adverts/welcome-offer', auth)).statusCode).toBe(404);
      expect((await get('/api/adverts/vip-club', auth)).statusCode).toBe(200);
      const usdt = await loginPlayer(h.app, 'usdt.demo', 'demo-pass-1');
      expect((await get('/api/adverts/vip-club', bearer(usdt.token))).statusCode).toBe(404);
    });

    it('a bad token is 401, a bad id 400, a bad player_type 400', async () => {
      expect((await get('/api/adverts/acca-boost', bearer('nonsense'))).statusCode).toBe(401);
      expect((await get('/api/adverts/UPPER')).statusCode).toBe(400);
      expect((await get('/api/adverts/welcome-offer?player_type=admin')).statusCode).toBe(400);
    });
  });

  it('GET /api/gcb_seals?host: a token for a configured host only', async () => {
    const res = await get('/api/gcb_seals?host=localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ token: string }>().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await get('/api/gcb_seals?host=evil.example')).statusCode).toBe(404);
    expect((await get('/api/gcb_seals')).statusCode).toBe(400);
  });

  it('GET /api/metrics?app=…: accepted, bounded', async () => {
    const ok = await get('/api/metrics?app=touchline-web&ttfb=120&lcp=900');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ accepted: true });
    expect((await get('/api/metrics')).statusCode).toBe(400);
    expect((await get(`/api/metrics?app=x&v=${'9'.repeat(201)}`)).statusCode).toBe(400);
    const many = Array.from({ length: 25 }, (_, i) => `m${i}=1`).join('&');
    expect((await get(`/api/metrics?app=x&${many}`)).statusCode).toBe(400);
  });

  it('GET /api/metrics?event=render-error: the region and message are stored and counted', async () => {
    const region = `header-${target.name}`;
    const before = renderErrors().counts.get(`touchline-web:${region}`) ?? 0;
    const report = (message: string) =>
      get(
        `/api/metrics?app=touchline-web&event=render-error&region=${region}` +
          `&message=${encodeURIComponent(message)}&path=%2Fen%2Fsports`,
      );
    const ok = await report('TypeError: x is undefined');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ accepted: true });
    expect(renderErrors().counts.get(`touchline-web:${region}`)).toBe(before + 1);
    expect(renderErrors().latest.at(-1)).toMatchObject({
      app: 'touchline-web',
      region,
      message: 'TypeError: x is undefined',
      path: '/en/sports',
    });

    // Malformed reports are a 400 with a code and a message, never a 500, and are not stored.
    const malformed = [
      `/api/metrics?app=touchline-web&event=render-error&message=boom`,
      `/api/metrics?app=touchline-web&event=render-error&region=${region}`,
      `/api/metrics?app=touchline-web&event=render-error&region=a%20b&message=boom`,
      `/api/metrics?app=touchline-web&event=render-error&region=${'r'.repeat(81)}&message=boom`,
      `/api/metrics?app=touchline-web&event=render-error&region=${region}&message=a%0Ab`,
      `/api/metrics?app=touchline-web&event=render-error&region=${region}&message=${'m'.repeat(201)}`,
    ];
    for (const url of malformed) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: 'INVALID_REQUEST',
        message: expect.any(String) as string,
      });
    }
    expect(renderErrors().counts.get(`touchline-web:${region}`)).toBe(before + 1);
  });

  it('languages, catalogues with the English fallback, and mode=translations', async () => {
    const langs = LanguagesAnswer.parse((await get('/api/languages')).json());
    expect(langs.default).toBe('en');
    expect(langs.languages.map((l) => l.external_locale)).toEqual(['en', 'es', 'pt', 'de', 'tr']);
    const es = await get('/api/translations/es?mode=translations');
    expect(es.statusCode).toBe(200);
    const body = es.json<{ locale: string; messages: Record<string, string>; missing: string[] }>();
    expect(body.locale).toBe('es');
    expect(Array.isArray(body.missing)).toBe(true);
    expect((await get('/api/translations/fr')).statusCode).toBe(404);
    expect((await get('/api/translations/..%2Fetc')).statusCode).toBe(400);
  });

  it('the brand: name, theme, login style, branding and its Content-Security-Policy', async () => {
    const brand = BrandAnswer.parse((await get('/api/brand')).json());
    expect(brand).toMatchObject({
      name: 'touchline',
      default_theme: 'light',
      login: { kind: 'password-otp' },
      default_locale: 'en',
      default_currency: 'EUR',
    });
    expect(brand.content_security_policy).toContain("default-src 'self'");
    expect(brand.content_security_policy).toContain("object-src 'none'");
    expect((await get('/api/external_header')).statusCode).toBe(404);
  });

  describe('stake limits per currency (issue 10 item 3)', () => {
    it('a KRW player may stake ₩20,000 and no more than ₩5,000,000', async () => {
      const krw = await loginPlayer(h.app, 'krw.demo', 'demo-pass-1');
      const outcome = await anyPreMatchOutcome();
      const price = (stake: number) =>
        h.app.inject({
          method: 'PUT',
          url: betslip.refresh.path,
          headers: bearer(krw.token),
          payload: {
            singles: [{ ...outcome, ref: 'sel1', unitStake: stake }],
            userAcceptOdds: 'A',
          },
        });
      const within = await price(20_000);
      expect(within.statusCode).toBe(200);
      const singles = within.json<{ singles: { ref: string; errors?: { code: string }[] }[] }>()
        .singles;
      expect(singles[0]?.errors ?? []).toEqual([]);
      const above = await price(5_000_001);
      const codes = JSON.stringify(above.json());
      expect(codes).toContain('RES-00034');

      const placed = await h.app.inject({
        method: 'POST',
        url: `${buildPath(bets.place.path, { accountId: krw.accountId })}?uuid=${crypto.randomUUID()}`,
        headers: bearer(krw.token),
        payload: {
          singles: [{ ...outcome, ref: 'sel1', unitStake: 20_000, decimal: 1.01 }],
          userAcceptOdds: 'D',
        },
      });
      expect(placed.statusCode).toBe(201);
      const refused = await h.app.inject({
        method: 'POST',
        url: `${buildPath(bets.place.path, { accountId: krw.accountId })}?uuid=${crypto.randomUUID()}`,
        headers: bearer(krw.token),
        payload: {
          singles: [{ ...outcome, ref: 'sel1', unitStake: 500, decimal: 1.01 }],
          userAcceptOdds: 'D',
        },
      });
      // Below the KRW minimum of ₩1,000.
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'RES-00140' });
    });
  });

  async function anyPreMatchOutcome(): Promise<{
    outcomeId: number;
    marketId: number;
    eventId: number;
  }> {
    const [row] = await h.db.query<{ outcome_id: string; market_id: string; event_id: string }>(
      `SELECT o.id AS outcome_id, m.id AS market_id, e.id AS event_id
         FROM outcomes o JOIN markets m ON m.id = o.market_id JOIN events e ON e.id = m.event_id
        WHERE m.status = 'open' AND NOT o.hidden AND NOT m.alert_suspended
          AND e.status = 'scheduled' AND m.place_terms IS NULL
        ORDER BY e.start_time DESC, o.id LIMIT 1`,
    );
    if (!row) throw new Error('no open pre-match outcome');
    return {
      outcomeId: Number(row.outcome_id),
      marketId: Number(row.market_id),
      eventId: Number(row.event_id),
    };
  }

  it('every cms call of the table is served (none is a 404 for want of a route)', () => {
    const routes = h.app.printRoutes({ commonPrefix: false });
    for (const endpoint of Object.values(cms)) {
      const path = endpoint.path.replace(/\{[^}]+\}/g, ':x').split('/:x')[0] ?? '';
      expect(routes).toContain(path.split('/').slice(-1)[0] ?? '');
    }
  });
});
