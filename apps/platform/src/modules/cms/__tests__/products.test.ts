/**
 * The third-party products registry and game launch (issue 10 item 9; spec shell §2 product
 * sections, §3 third-party tokens, §6 gates, §7 game-launch-url) through HTTP on the touchline
 * brand: who is shown which product (anonymous, each currency's gates, a withdraw-only session),
 * a product whose provider is not configured never listed even with its flag on, a launch's
 * short-lived token for the provider kind's audience and its URL, and every refusal. And
 * products.json validated and cross-checked with file and field.
 */
import { fileURLToPath } from 'node:url';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  GameLaunchAnswer,
  ProductsAnswer,
  fillLaunchTemplate,
  launchTemplateProblems,
  withQuery,
} from '@touchline/contract';
import { TEST_NOW, usePlatform } from '../../../test/harness';
import { bearer, injectCall, loginPlayer, type LoggedIn } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { BrandConfigError, buildBrandSite, type DocumentInputs } from '../brand-site';
import { openThirdPartyToken, THIRD_PARTY_TOKEN_TTL_SECONDS } from '../game-launch';
import { productCallerOf, servedProducts } from '../products-registry';
import { readBrandFiles, readCatalogues } from '../site-files';

const CONFIG_DIR = fileURLToPath(new URL('../../../../../../config', import.meta.url));
const { cms, auth, operator: OP, player } = ENDPOINTS;
const PASSWORD = 'demo-pass-1';

const ids = (answer: ProductsAnswer) => answer.products.map((p) => p.id);

describe.each(dbTargets())('third-party products ($name)', (target) => {
  const h = usePlatform(target);

  const products = async (token?: string, query: Record<string, string> = {}) => {
    const res = await h.app.inject({
      method: 'GET',
      url: withQuery(cms.products.path, query),
      headers: token ? bearer(token) : {},
    });
    return { res, body: res.statusCode === 200 ? ProductsAnswer.parse(res.json()) : null };
  };
  const launch = (token: string | null, payload: unknown, query: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: withQuery(cms.gameLaunchUrl.path, query),
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });
  const sessions = new Map<string, LoggedIn>();
  const as = async (username: string): Promise<string> => {
    let session = sessions.get(username);
    if (!session) {
      session = await loginPlayer(h.app, username, PASSWORD);
      sessions.set(username, session);
    }
    return session.token;
  };

  describe('GET /api/products', () => {
    it('anonymous: the products shown in the default currency, to be opened after login', async () => {
      const { res, body } = await products(undefined, { l: 'pt-BR', mc: 'mobile' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(body?.currency).toBe('EUR');
      // Catalogue order; cryptoblast and powerball are KRW only; exchange, leap, pinnacle, golden
      // race and props have no provider configured; the rest are not in the registry.
      expect(body && ids(body)).toEqual([
        'parlayBay',
        'esportsBull',
        'kironVirtuals',
        'lotto',
        'liveScore',
      ]);
      const kiron = body?.products.find((p) => p.id === 'kironVirtuals');
      expect(kiron).toEqual({
        id: 'kironVirtuals',
        label: 'Virtual sports',
        icon: 'virtuals',
        provider: 'virtuals',
        provider_name: 'Kiron Interactive',
        game_codes: [
          'kiron-football',
          'kiron-horse-racing',
          'kiron-greyhounds',
          'kiron-basketball',
        ],
        launch: { mode: 'login' },
      });
      // A product that needs no token is a link built for the caller.
      expect(body?.products.find((p) => p.id === 'liveScore')?.launch).toEqual({
        mode: 'link',
        url: 'https://widgets.scoreboard-data.test/livescore?lang=pt-BR&brand=touchline&device=mobile',
      });
      // Without mc the channel is X-SB-Origin's, and a shared cache keys on it.
      expect(res.headers.vary).toContain('x-sb-origin');
      const mobile = await h.app.inject({
        method: 'GET',
        url: cms.products.path,
        headers: { 'x-sb-origin': 'MOBILE' },
      });
      expect(
        ProductsAnswer.parse(mobile.json()).products.find((p) => p.id === 'liveScore')?.launch,
      ).toEqual({
        mode: 'link',
        url: 'https://widgets.scoreboard-data.test/livescore?lang=en&brand=touchline&device=mobile',
      });
    });

    it('a signed-in EUR player launches the same products through the launch call, privately', async () => {
      const { res, body } = await products(await as('demo'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(body?.currency).toBe('EUR');
      expect(body && ids(body)).toEqual([
        'parlayBay',
        'esportsBull',
        'kironVirtuals',
        'lotto',
        'liveScore',
      ]);
      expect(body?.products.find((p) => p.id === 'lotto')?.launch).toEqual({
        mode: 'game_launch_url',
      });
    });

    it('currency gates: USDT loses parlay, e-sports bull and kiron; KRW gains the KRW-only products', async () => {
      const usdt = (await products(await as('usdt.demo'))).body;
      expect(usdt?.currency).toBe('USDT');
      expect(usdt && ids(usdt)).toEqual(['lotto', 'liveScore']);
      const krw = (await products(await as('krw.demo'))).body;
      expect(krw?.currency).toBe('KRW');
      expect(krw && ids(krw)).toEqual([
        'parlayBay',
        'esportsBull',
        'cryptoblast',
        'kironVirtuals',
        'powerball',
        'lotto',
        'liveScore',
      ]);
    });

    it('refuses a malformed query and a bad token', async () => {
      expect((await products(undefined, { mc: 'tablet' })).res.statusCode).toBe(400);
      expect((await products('not-a-token')).res.statusCode).toBe(401);
    });
  });

  describe('POST /accounts/me/game-launch-url', () => {
    it('issues a short-lived token for the provider kind and the launch URL from the template', async () => {
      const token = await as('demo');
      const res = await launch(
        token,
        { flashClient: false, gameCode: 'kiron-football', integrationChannelCode: 'kironVirtuals' },
        { l: 'de', mc: 'mobile' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const answer = GameLaunchAnswer.parse(res.json());
      const expiresAt = new Date(TEST_NOW.getTime() + THIRD_PARTY_TOKEN_TTL_SECONDS * 1000);
      expect(answer.expiresAt).toBe(expiresAt.toISOString());

      const url = new URL(answer.launchUrl);
      expect(url.origin + url.pathname).toBe('https://virtuals.kiron-games.test/launch');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        token: answer.tokenSession,
        game: 'kiron-football',
        lang: 'de',
        currency: 'EUR',
        operator: 'touchline',
        device: 'mobile',
      });

      // The token opens for the virtuals kind only, and only until it expires.
      const keys = h.platform.ctx.keys;
      const opened = await openThirdPartyToken(keys, 'virtuals', answer.tokenSession, TEST_NOW);
      expect(opened).toMatchObject({
        ok: true,
        claims: {
          kind: 'virtuals',
          product: 'kironVirtuals',
          gameCode: 'kiron-football',
          currency: 'EUR',
          expiresAt,
        },
      });
      const claims = decodeJwt(answer.tokenSession);
      expect(claims.aud).toBe('touchline-third-party:virtuals');
      expect(claims.exp).toBe(expiresAt.getTime() / 1000);
      expect(await openThirdPartyToken(keys, 'eSports', answer.tokenSession, TEST_NOW)).toEqual({
        ok: false,
        reason: 'invalid',
      });
      const later = new Date(expiresAt.getTime() + 1000);
      expect(await openThirdPartyToken(keys, 'virtuals', answer.tokenSession, later)).toEqual({
        ok: false,
        reason: 'expired',
      });
      // A session token is no launch token, and a tampered launch token opens nowhere.
      expect((await openThirdPartyToken(keys, 'virtuals', token, TEST_NOW)).ok).toBe(false);
      const tampered = `${answer.tokenSession.slice(0, -2)}AA`;
      expect((await openThirdPartyToken(keys, 'virtuals', tampered, TEST_NOW)).ok).toBe(false);

      // Each launch has its own token; the locale defaults to the player's.
      const again = GameLaunchAnswer.parse(
        (await launch(token, { gameCode: 'euro-6-49', integrationChannelCode: 'lotto' })).json(),
      );
      expect(again.tokenSession).not.toBe(answer.tokenSession);
      expect(again.launchUrl).toMatch(
        /^https:\/\/draws\.lotto-partners\.test\/play\/euro-6-49\?t=[\w.-]+&lang=en&cur=EUR$/,
      );
      expect(decodeJwt(again.tokenSession)).toMatchObject({
        aud: 'touchline-third-party:lottery',
        jti: expect.any(String) as string,
        sub: expect.stringMatching(/^\d+$/) as string,
      });
    });

    it('refuses anonymous callers, malformed bodies, hidden and unconfigured products, unknown games', async () => {
      const body = { gameCode: 'kiron-football', integrationChannelCode: 'kironVirtuals' };
      expect((await launch(null, body)).statusCode).toBe(401);

      const demo = await as('demo');
      for (const bad of [
        {},
        { integrationChannelCode: 'kironVirtuals' },
        { gameCode: 'kiron-football', integrationChannelCode: 'casino' },
        { gameCode: 'kiron football', integrationChannelCode: 'kironVirtuals' },
        { ...body, flashClient: 'yes' },
      ]) {
        const res = await launch(demo, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST' });
      }

      // Hidden for this player: kiron for USDT, the KRW-only crypto game for EUR.
      const usdt = await launch(await as('usdt.demo'), body);
      expect(usdt.statusCode).toBe(403);
      expect(usdt.json()).toMatchObject({ code: 'PRODUCT_NOT_AVAILABLE', reason: 'currency' });
      const crypto = await launch(demo, {
        gameCode: 'crash',
        integrationChannelCode: 'cryptoblast',
      });
      expect(crypto.statusCode).toBe(403);
      expect(crypto.json()).toMatchObject({ code: 'PRODUCT_NOT_AVAILABLE' });
      expect(
        (
          await launch(await as('krw.demo'), {
            gameCode: 'crash',
            integrationChannelCode: 'cryptoblast',
          })
        ).statusCode,
      ).toBe(200);

      // No provider: listed without a template, or not in the registry at all.
      for (const integrationChannelCode of ['exchange', 'soccerVirtuals']) {
        const res = await launch(demo, { gameCode: 'any-game', integrationChannelCode });
        expect(res.statusCode, integrationChannelCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'PRODUCT_NOT_CONFIGURED' });
      }

      // A game the product does not list (another product's game included).
      for (const gameCode of ['kiron-poker', 'euro-6-49']) {
        const res = await launch(demo, { gameCode, integrationChannelCode: 'kironVirtuals' });
        expect(res.statusCode, gameCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'UNKNOWN_GAME' });
      }
    });

    it('a self-excluded player launches nothing and is shown only what needs no token', async () => {
      const first = await loginPlayer(h.app, 'newbie.demo', PASSWORD);
      const excluded = await injectCall(h.app, player.selfExclusion, {
        headers: bearer(first.token),
        body: { period: '6m' },
      });
      expect(excluded.statusCode).toBe(200);
      const refused = await injectCall(h.app, auth.playerLogin, {
        body: { username: 'newbie.demo', password: PASSWORD },
      });
      expect(refused.statusCode).toBe(403);
      const withdrawOnly = refused.json<{ withdrawOnly?: { token?: string } }>().withdrawOnly
        ?.token;
      if (!withdrawOnly) throw new Error('no withdraw-only session in the refusal');

      const shown = await products(withdrawOnly);
      expect(shown.res.statusCode).toBe(200);
      expect(shown.body && ids(shown.body)).toEqual(['liveScore']);
      const res = await launch(withdrawOnly, {
        gameCode: 'euro-6-49',
        integrationChannelCode: 'lotto',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'SELF_EXCLUDED' });
    });
  });

  describe('operator changes', () => {
    const operatorToken = async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: OP.login.path,
        payload: { username: 'demo-operator', password: 'demo-operator-pass' },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ token: string }>().token;
    };
    const current = async (document: string, token: string) =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/xapi/operator/cms/${document}`,
          headers: bearer(token),
        })
      ).json<{ body: Record<string, unknown> }>().body;
    const publish = (document: string, token: string, body: unknown) =>
      h.app.inject({
        method: 'PUT',
        url: `/xapi/operator/cms/${document}`,
        headers: bearer(token),
        payload: body as Record<string, unknown>,
      });
    const revert = (document: string, token: string) =>
      h.app.inject({
        method: 'DELETE',
        url: `/xapi/operator/cms/${document}`,
        headers: bearer(token),
      });

    it('a flag switched on never shows a product whose provider is not configured', async () => {
      const op = await operatorToken();
      const settings = (await current('settings', op)) as { common: Record<string, unknown> };
      settings.common.show_kryptium_exchange = true;
      settings.common.show_leap_virtuals = true;
      expect((await publish('settings', op, settings)).statusCode).toBe(200);
      try {
        const demo = await as('demo');
        for (const token of [undefined, demo]) {
          const body = (await products(token)).body;
          expect(body && ids(body)).not.toContain('exchange');
          expect(body && ids(body)).not.toContain('leapVirtuals');
        }
        const res = await launch(demo, { gameCode: 'x', integrationChannelCode: 'leapVirtuals' });
        expect(res.statusCode).toBe(404);

        // Configured by a publication, the exchange appears (the player holds the token), and
        // every placeholder is URL-encoded into its launch URL.
        const registry = (await current('products', op)) as {
          products: Record<string, Record<string, unknown>>;
        };
        registry.products.exchange = {
          ...registry.products.exchange,
          launch_url_template: 'https://exchange.kryptium.test/m/{gameCode}?s={token}#{locale}',
          game_codes: ['vip:room.1'],
        };
        const published = await publish('products', op, registry);
        expect(published.statusCode).toBe(200);
        expect(ids((await products(demo)).body ?? { currency: '', products: [] })).toContain(
          'exchange',
        );
        const anonymous = (await products()).body;
        expect(anonymous?.products.find((p) => p.id === 'exchange')?.launch).toEqual({
          mode: 'login',
        });
        const launched = GameLaunchAnswer.parse(
          (
            await launch(
              demo,
              { gameCode: 'vip:room.1', integrationChannelCode: 'exchange' },
              {
                l: 'pt-BR',
              },
            )
          ).json(),
        );
        expect(launched.launchUrl).toBe(
          `https://exchange.kryptium.test/m/vip%3Aroom.1?s=${launched.tokenSession}#pt-BR`,
        );
        expect(decodeJwt(launched.tokenSession).aud).toBe('touchline-third-party:exchange');
      } finally {
        expect((await revert('settings', op)).statusCode).toBe(200);
        await revert('products', op);
      }
      expect(ids((await products()).body ?? { currency: '', products: [] })).not.toContain(
        'exchange',
      );
    });

    it('hides pinnacle e-sports from a partner-matrix affiliate (spec shell §6)', async () => {
      const op = await operatorToken();
      const settings = (await current('settings', op)) as { common: Record<string, unknown> };
      settings.common.pinnacle_esports_enabled = true;
      const registry = (await current('products', op)) as {
        products: Record<string, Record<string, unknown>>;
      };
      registry.products.pinnacleEsports = {
        ...registry.products.pinnacleEsports,
        launch_url_template: 'https://esports.pinnacle.test/play?t={token}',
        game_codes: ['lobby'],
      };
      expect((await publish('settings', op, settings)).statusCode).toBe(200);
      expect((await publish('products', op, registry)).statusCode).toBe(200);
      const demo = await as('demo');
      const [player] = await h.db.query<{ id: number }>(
        `SELECT id FROM players WHERE username = 'demo'`,
      );
      try {
        expect(ids((await products(demo)).body ?? { currency: '', products: [] })).toContain(
          'pinnacleEsports',
        );
        // The flag is read with the session on every call: no new login needed.
        await h.db.query('UPDATE players SET partner_matrix_affiliate = true WHERE id = $1', [
          player?.id,
        ]);
        expect(ids((await products(demo)).body ?? { currency: '', products: [] })).not.toContain(
          'pinnacleEsports',
        );
        // Anonymous visitors still see it (the rule is for logged-in affiliates).
        expect(ids((await products()).body ?? { currency: '', products: [] })).toContain(
          'pinnacleEsports',
        );
      } finally {
        await h.db.query('UPDATE players SET partner_matrix_affiliate = false WHERE id = $1', [
          player?.id,
        ]);
        expect((await revert('settings', op)).statusCode).toBe(200);
        expect((await revert('products', op)).statusCode).toBe(200);
      }
    });

    it('refuses a publication with a bad template, naming the field', async () => {
      const op = await operatorToken();
      const registry = (await current('products', op)) as {
        products: Record<string, Record<string, unknown>>;
      };
      registry.products.lotto = {
        ...registry.products.lotto,
        launch_url_template: 'http://draws.lotto-partners.test/play?t={token}',
      };
      const res = await publish('products', op, registry);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('products.lotto.launch_url_template');
      // The last good registry keeps serving.
      expect(ids((await products()).body ?? { currency: '', products: [] })).toContain('lotto');
    });
  });
});

describe('products.json: validation and cross-checks', () => {
  async function brandInputs(brand: string) {
    const files = await readBrandFiles(CONFIG_DIR, brand);
    expect(files.issues).toEqual([]);
    const { catalogues } = await readCatalogues(CONFIG_DIR);
    return { inputs: files.inputs as DocumentInputs, catalogues };
  }
  const withBody = (inputs: DocumentInputs, name: keyof DocumentInputs, body: unknown) => ({
    ...inputs,
    [name]: { ...inputs[name], body },
  });
  const issuesOf = (build: () => unknown) => {
    try {
      build();
    } catch (error) {
      if (error instanceof BrandConfigError) return error.issues;
      throw error;
    }
    throw new Error('the brand was accepted');
  };

  it('refuses bad launch templates and dangling menu products with file and field', async () => {
    const { inputs, catalogues } = await brandInputs('touchline');
    const registry = structuredClone(inputs.products.body) as {
      products: Record<string, Record<string, unknown>>;
    };
    const set = (id: string, fields: Record<string, unknown>) => {
      registry.products[id] = { ...registry.products[id], ...fields };
    };
    set('kironVirtuals', { launch_url_template: 'http://virtuals.kiron-games.test/l?t={token}' });
    set('lotto', { launch_url_template: 'https://draws.test/play?t={token}&s={secret}' });
    set('parlayBay', { launch_url_template: 'https://{brand}.parlaybay.test/?t={token}' });
    set('powerball', { launch_url_template: 'https://live.powerball.test/room?lang={locale}' });
    set('liveScore', { launch_url_template: 'https://scores.test/?t={token}' });
    set('cryptoblast', { game_codes: [] });
    set('esportsBull', { provider: 'poker' });
    const issues = issuesOf(() =>
      buildBrandSite('touchline', withBody(inputs, 'products', registry), catalogues),
    );
    const file = 'config/brands/touchline/products.json';
    expect(issues).toEqual(
      expect.arrayContaining([
        {
          file,
          path: 'products.kironVirtuals.launch_url_template',
          message: 'must be an https:// URL',
        },
        {
          file,
          path: 'products.lotto.launch_url_template',
          message: expect.stringMatching(
            /^unknown placeholder \{secret\}; allowed: \{token\}/,
          ) as string,
        },
        {
          file,
          path: 'products.parlayBay.launch_url_template',
          message: 'placeholders may not stand in the scheme, host or port',
        },
        {
          file,
          path: 'products.powerball.launch_url_template',
          message: 'a product that requires a token carries {token}',
        },
        {
          file,
          path: 'products.liveScore.launch_url_template',
          message: expect.stringMatching(/^a product without a token is a link/) as string,
        },
        {
          file,
          path: 'products.cryptoblast.game_codes',
          message: 'a product launched with a token lists the games it may launch',
        },
        expect.objectContaining({ file, path: 'products.esportsBull.provider' }),
      ]),
    );
    // Schemas first: the menu's dangling product is reported once the registry parses.
    registry.products = Object.fromEntries(
      Object.entries((inputs.products.body as typeof registry).products).filter(
        ([id]) => id !== 'esportsBull',
      ),
    );
    expect(
      issuesOf(() =>
        buildBrandSite('touchline', withBody(inputs, 'products', registry), catalogues),
      ),
    ).toEqual([
      {
        file: 'config/brands/touchline/menus.json',
        path: 'tabs[2].submenu_items[1].product',
        message: `no product esportsBull in ${file}`,
      },
    ]);
    // Unknown product ids and fields are refused too.
    const unknown = issuesOf(() =>
      buildBrandSite(
        'touchline',
        withBody(inputs, 'products', { products: { casino: {} }, extra: true }),
        catalogues,
      ),
    );
    expect(unknown.map((i) => i.path)).toEqual(expect.arrayContaining(['products', '']));
  });

  it('the nightjar brand: its own products, its menu items for unconfigured ones hidden', async () => {
    const { inputs, catalogues } = await brandInputs('nightjar');
    const site = buildBrandSite('nightjar', inputs, catalogues);
    const anonymous = servedProducts(site, productCallerOf(null), 'web', undefined);
    // kiron and e-sports bull are on its menu but have no provider: never shown.
    expect(ids(anonymous)).toEqual(['exchange', 'goldenRaceVirtuals', 'lotto', 'liveScore']);
    expect(anonymous.products.find((p) => p.id === 'liveScore')?.launch).toEqual({
      mode: 'link',
      url: 'https://widgets.scoreboard-data.test/livescore?lang=es&brand=nightjar&device=web',
    });
  });

  it('templates: the allow-list, https only, placeholders URL-encoded', () => {
    expect(
      launchTemplateProblems('https://a.test/p/{gameCode}?t={token}&l={locale}', true),
    ).toEqual([]);
    expect(launchTemplateProblems('https://a.test/?l={locale}&c={currency}', false)).toEqual([]);
    expect(launchTemplateProblems('javascript:alert(1)//{token}', true)).toContain(
      'must be an https:// URL',
    );
    expect(launchTemplateProblems('https://user:pw@a.test/?t={token}', true)).toContain(
      'must not carry credentials',
    );
    expect(launchTemplateProblems('https://a.test/?t={token', true)).toContain(
      'has an unmatched { or }',
    );
    expect(launchTemplateProblems('https://a.test{locale}/?t={token}', true)).toContain(
      'placeholders may not stand in the scheme, host or port',
    );
    expect(launchTemplateProblems('/relative?t={token}', true)).toContain(
      'must be an absolute https:// URL',
    );
    expect(
      fillLaunchTemplate('https://a.test/{gameCode}?t={token}#{locale}', {
        gameCode: 'a/b c',
        token: 'x&y=z',
        locale: 'pt-BR',
      }),
    ).toBe('https://a.test/a%2Fb%20c?t=x%26y%3Dz#pt-BR');
    expect(() => fillLaunchTemplate('https://a.test/?t={token}', {})).toThrow(/\{token\}/);
  });
});
