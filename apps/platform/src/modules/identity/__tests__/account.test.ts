/**
 * Profile, details, account info and preferences (spec shell §3, §7; betting-domain §3, §7):
 * round trips, validation (400) and someone else's resources (403); currencies, geo data and
 * the chat token.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CURRENCIES } from '@touchline/betting';
import {
  AccountInfo,
  AccountPrefs,
  CurrencyListEntry,
  GeoData,
  PlayerDetails,
  Profile,
} from '@touchline/contract';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { authenticate, bearer, bearerLogin, cookieJar, useIdentityPlatform } from './support';

describe.each(dbTargets())('account calls on $name', (target) => {
  const h = useIdentityPlatform(target);
  const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    h.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('serves the profile (shell §3 Profile) with the previous login as lastLoginDate', async () => {
    const first = await bearerLogin(h.app, 'newbie.demo');
    const p1 = Profile.strict().parse(
      (await call('GET', '/accounts/me/profile', first.token)).json(),
    );
    expect(p1).toMatchObject({
      email: 'newbie.demo@touchline.example',
      firstName: 'Nico',
      lastName: 'Demo',
      lastLoginDate: null,
      residence: { countryCode: 'GB' },
      selfExcluded: false,
      accountStatus: 'active',
      defaultStake: null,
      realityCheckMinutes: 0,
    });
    expect(p1.accountCode).toBe(`TL${first.accountId}`);
    const second = await bearerLogin(h.app, 'newbie.demo');
    const p2 = Profile.parse((await call('GET', '/accounts/me/profile', second.token)).json());
    expect(p2.lastLoginDate).toBe(TEST_NOW.toISOString());
  });

  it('account info carries the depositor, bettor and first-login flags', async () => {
    const newbie = await bearerLogin(h.app, 'newbie.demo');
    const info = AccountInfo.strict().parse(
      (await call('GET', `/xapi/rest/accounts/${newbie.accountId}/info`, newbie.token)).json(),
    );
    expect(info).toMatchObject({ nonDepositor: true, nonBettor: true, username: 'newbie.demo' });
    expect(info.firstLoginDate).toBe(TEST_NOW.toISOString());
    const demo = await bearerLogin(h.app, 'demo');
    const demoInfo = AccountInfo.parse(
      (await call('GET', `/xapi/rest/accounts/${demo.accountId}/info`, demo.token)).json(),
    );
    expect(demoInfo).toMatchObject({ nonDepositor: false, vipLevel: 1, realMoneyBonuses: false });
    const put = await call('PUT', `/xapi/rest/accounts/${demo.accountId}`, demo.token, {
      wasSetRealMoneyBonuses: true,
      realMoneyBonuses: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ wasSetRealMoneyBonuses: true, realMoneyBonuses: true });
    for (const bad of [{}, { realMoneyBonuses: 'yes' }, { accountStatus: 'active' }]) {
      expect(
        (await call('PUT', `/xapi/rest/accounts/${demo.accountId}`, demo.token, bad)).statusCode,
      ).toBe(400);
    }
  });

  it('player details: GET with defaultStake a number, PUT without username (upper-case priceFormat)', async () => {
    const demo = await bearerLogin(h.app, 'demo');
    const before = PlayerDetails.strict().parse(
      (await call('GET', `/xapi/icore/players/${demo.alsPlayerId}/details`, demo.token)).json(),
    );
    expect(before).toMatchObject({
      alsId: demo.alsPlayerId,
      username: 'demo',
      priceFormat: 'EURO',
      defaultStake: null,
      accountNumber: String(demo.accountId),
      currency: 'EUR',
    });
    expect(before.avayaSToken).toMatch(/^[\w-]{20,}$/);
    const byName = await call('GET', '/xapi/icore/players/DEMO/details', demo.token);
    expect(byName.statusCode).toBe(200);

    const put = await call('PUT', '/xapi/icore/players/demo/details', demo.token, {
      priceFormat: 'HK',
      defaultStake: 12.5,
      isRememberStake: true,
    });
    expect(put.statusCode).toBe(200);
    const after = PlayerDetails.parse(put.json());
    expect(after).toMatchObject({ priceFormat: 'HK', defaultStake: 12.5, isRememberStake: true });
    expect(typeof after.defaultStake).toBe('number');
    const [row] = await h.db.query<{ default_stake_minor: number; price_format: string }>(
      `SELECT default_stake_minor, price_format FROM players WHERE username = 'demo'`,
    );
    expect(row).toEqual({ default_stake_minor: 1250, price_format: 'hk' });
    // The betting spec's body carries the username: accepted when it matches.
    const withName = await call('PUT', '/xapi/icore/players/demo/details', demo.token, {
      username: 'demo',
      priceFormat: 'EURO',
    });
    expect(withName.statusCode).toBe(200);
  });

  it.each([
    [{ priceFormat: 'hk' }, 'priceFormat'],
    [{ priceFormat: 'DECIMAL' }, 'priceFormat'],
    [{ defaultStake: 1.234 }, 'defaultStake'],
    [{ defaultStake: -1 }, 'defaultStake'],
    [{ defaultStake: 10_001 }, 'defaultStake'],
    [{ vipLevel: 9 }, 'vipLevel'],
    [{ username: 'someone.else', priceFormat: 'EURO' }, 'username'],
    [{}, 'nothing to update'],
  ])('PUT details %j → 400 naming %s', async (payload, field) => {
    const demo = await bearerLogin(h.app, 'demo');
    const res = await call('PUT', '/xapi/icore/players/demo/details', demo.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
  });

  it('account preferences round trip; theme is present while theme switching is on', async () => {
    const krw = await bearerLogin(h.app, 'krw.demo');
    const url = `/xapi/rest/accounts/${krw.accountId}/accountPrefs`;
    const initial = AccountPrefs.strict().parse((await call('GET', url, krw.token)).json());
    expect(initial).toEqual({
      price_format: 'euro',
      layout: 'not_selected',
      default_stake: null,
      sort_by: 'competition',
      accept_higher_odds: true,
      theme: 'system',
    });
    const patched = await call('PATCH', url, krw.token, {
      price_format: 'malay',
      layout: 'asian',
      default_stake: 5000,
      sort_by: 'time',
      accept_higher_odds: false,
      theme: 'dark',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({
      price_format: 'malay',
      layout: 'asian',
      default_stake: 5000,
      sort_by: 'time',
      accept_higher_odds: false,
      theme: 'dark',
    });
    // Preferences and details share price format and default stake.
    const details = PlayerDetails.parse(
      (await call('GET', `/xapi/icore/players/${krw.alsPlayerId}/details`, krw.token)).json(),
    );
    expect(details).toMatchObject({ priceFormat: 'MALAY', defaultStake: 5000 });
    for (const bad of [
      { layout: 'grid' },
      { default_stake: 0.5 }, // KRW has no decimals
      { theme: 'neon' },
      { sort_by: 'odds' },
      { colour: 'red' },
      {},
    ]) {
      expect((await call('PATCH', url, krw.token, bad)).statusCode).toBe(400);
    }
    const reset = await call('PATCH', url, krw.token, {
      layout: 'not_selected',
      default_stake: null,
    });
    expect(reset.json()).toMatchObject({ layout: 'not_selected', default_stake: null });
  });

  it("another player's resources are 403; no token is 401", async () => {
    const demo = await bearerLogin(h.app, 'demo');
    const other = await bearerLogin(h.app, 'usdt.demo');
    const forbidden = [
      call('GET', `/xapi/rest/accounts/${other.accountId}/info`, demo.token),
      call('PUT', `/xapi/rest/accounts/${other.accountId}`, demo.token, { realMoneyBonuses: true }),
      call('GET', `/xapi/rest/accounts/${other.accountId}/accountPrefs`, demo.token),
      call('PATCH', `/xapi/rest/accounts/${other.accountId}/accountPrefs`, demo.token, {
        sort_by: 'time',
      }),
      call('GET', `/xapi/icore/players/${other.alsPlayerId}/details`, demo.token),
      call('GET', '/xapi/icore/players/usdt.demo/details', demo.token),
      call('GET', '/xapi/icore/players/999999/details', demo.token),
      call('PUT', '/xapi/icore/players/usdt.demo/details', demo.token, { priceFormat: 'US' }),
      call('GET', `/api/avaya_tokens?${other.alsPlayerId}`, demo.token),
    ];
    for (const res of await Promise.all(forbidden)) {
      expect(res.statusCode).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('FORBIDDEN');
    }
    for (const url of [
      '/accounts/me/profile',
      `/xapi/rest/accounts/${demo.accountId}/info`,
      `/xapi/icore/players/${demo.alsPlayerId}/details`,
      '/api/avaya_tokens',
      '/api/session',
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ code: string }>().code).toBe('UNAUTHORIZED');
    }
    const badId = await call('GET', '/xapi/rest/accounts/abc/info', demo.token);
    expect(badId.statusCode).toBe(400);
  });

  it('currencies list every built-in currency with isoCode, symbol and precision', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/xapi/rest/currencies' });
    expect(res.statusCode).toBe(200);
    const list = CurrencyListEntry.strict().array().parse(res.json());
    expect(list).toHaveLength(BUILT_IN_CURRENCIES.length);
    expect(list.find((c) => c.isoCode === 'EUR')).toMatchObject({ symbol: '€', precision: 2 });
    expect(list.find((c) => c.isoCode === 'KRW')).toMatchObject({ symbol: '₩', precision: 0 });
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it.each([
    [{ 'cf-ipcountry': 'mt' }, 'MT', 'header'],
    [{ 'x-country': 'KR', 'accept-language': 'en-GB' }, 'KR', 'header'],
    [{ 'accept-language': 'pt-BR,pt;q=0.9' }, 'BR', 'accept-language'],
    [{ 'cf-ipcountry': 'XX', 'accept-language': 'fr' }, null, 'none'],
  ])('geo data from %j guesses %s', async (headers, country, source) => {
    for (const url of ['/api/v2/geo_data', '/api/geo_data?l=en&mc=web']) {
      const res = await h.app.inject({ method: 'GET', url, headers });
      const body = GeoData.parse(res.json());
      expect(body).toMatchObject({ countryCode: country, source, timestamp: TEST_NOW.getTime() });
      expect(body.countries.length).toBe(249);
      expect(body.countries.find((c) => c.code === 'GB')?.name).toBe('United Kingdom');
    }
  });

  it('the chat token is stable per player, opaque, and differs between players', async () => {
    const demo = await bearerLogin(h.app, 'demo');
    const again = await bearerLogin(h.app, 'demo');
    const other = await bearerLogin(h.app, 'usdt.demo');
    const token = async (t: string, q = '') =>
      (await call('GET', `/api/avaya_tokens${q}`, t)).json<{ token: string }>().token;
    const a = await token(demo.token, `?${demo.alsPlayerId}`);
    expect(a).toBe(await token(again.token));
    expect(a).not.toBe(await token(other.token));
    expect(a).not.toContain(demo.token.slice(0, 16));
  });

  it('the web session (cookie) reaches the session call but not the bearer-only calls', async () => {
    const login = await authenticate(h.app, 'demo');
    const jar = cookieJar(login);
    const session = await h.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: jar },
    });
    expect(session.statusCode).toBe(200);
    const profile = await h.app.inject({
      method: 'GET',
      url: '/accounts/me/profile',
      headers: { cookie: jar },
    });
    expect(profile.statusCode).toBe(401);
  });
});
