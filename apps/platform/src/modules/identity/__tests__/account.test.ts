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
  buildPath,
  CurrencyListEntry,
  ENDPOINTS,
  GeoData,
  PlayerDetails,
  Profile,
  withQuery,
} from '@touchline/contract';
import { TEST_NOW } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { authenticate, bearer, bearerLogin, cookieJar, useIdentityPlatform } from './support';

const { player } = ENDPOINTS;

describe.each(dbTargets())('account calls on $name', (target) => {
  const h = useIdentityPlatform(target);
  const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    h.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('serves the profile (shell §3 Profile) with the previous login as lastLoginDate', async () => {
    const first = await bearerLogin(h.app, 'newbie.demo');
    const p1 = Profile.strict().parse((await call('GET', player.profile.path, first.token)).json());
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
    const p2 = Profile.parse((await call('GET', player.profile.path, second.token)).json());
    expect(p2.lastLoginDate).toBe(TEST_NOW.toISOString());
  });

  it('account info carries the depositor, bettor and first-login flags', async () => {
    const newbie = await bearerLogin(h.app, 'newbie.demo');
    const info = AccountInfo.strict().parse(
      (
        await call(
          'GET',
          buildPath(player.accountInfo.path, { accountId: newbie.accountId }),
          newbie.token,
        )
      ).json(),
    );
    expect(info).toMatchObject({ nonDepositor: true, nonBettor: true, username: 'newbie.demo' });
    expect(info.firstLoginDate).toBe(TEST_NOW.toISOString());
    const demo = await bearerLogin(h.app, 'demo');
    const demoInfo = AccountInfo.parse(
      (
        await call(
          'GET',
          buildPath(player.accountInfo.path, { accountId: demo.accountId }),
          demo.token,
        )
      ).json(),
    );
    expect(demoInfo).toMatchObject({ nonDepositor: false, vipLevel: 1, realMoneyBonuses: false });
    const account = buildPath(player.updateAccount.path, { accountId: demo.accountId });
    const put = await call('PUT', account, demo.token, {
      wasSetRealMoneyBonuses: true,
      realMoneyBonuses: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ wasSetRealMoneyBonuses: true, realMoneyBonuses: true });
    for (const bad of [{}, { realMoneyBonuses: 'yes' }, { accountStatus: 'active' }]) {
      expect((await call('PUT', account, demo.token, bad)).statusCode).toBe(400);
    }
  });

  it('player details: GET with defaultStake a number, PUT without username (upper-case priceFormat)', async () => {
    const demo = await bearerLogin(h.app, 'demo');
    const before = PlayerDetails.strict().parse(
      (
        await call('GET', buildPath(player.details.path, { id: demo.alsPlayerId }), demo.token)
      ).json(),
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
    const byName = await call('GET', buildPath(player.details.path, { id: 'DEMO' }), demo.token);
    expect(byName.statusCode).toBe(200);

    const details = buildPath(player.updateDetails.path, { username: 'demo' });
    const put = await call('PUT', details, demo.token, {
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
    const withName = await call('PUT', details, demo.token, {
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
    const res = await call(
      'PUT',
      buildPath(player.updateDetails.path, { username: 'demo' }),
      demo.token,
      payload,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
  });

  it('account preferences round trip; theme is present while theme switching is on', async () => {
    const krw = await bearerLogin(h.app, 'krw.demo');
    const url = buildPath(player.accountPrefs.path, { accountId: krw.accountId });
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
      (
        await call('GET', buildPath(player.details.path, { id: krw.alsPlayerId }), krw.token)
      ).json(),
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
    const otherAccount = { accountId: other.accountId };
    const forbidden = [
      call('GET', buildPath(player.accountInfo.path, otherAccount), demo.token),
      call('PUT', buildPath(player.updateAccount.path, otherAccount), demo.token, {
        realMoneyBonuses: true,
      }),
      call('GET', buildPath(player.accountPrefs.path, otherAccount), demo.token),
      call('PATCH', buildPath(player.patchAccountPrefs.path, otherAccount), demo.token, {
        sort_by: 'time',
      }),
      call('GET', buildPath(player.details.path, { id: other.alsPlayerId }), demo.token),
      call('GET', buildPath(player.details.path, { id: 'usdt.demo' }), demo.token),
      call('GET', buildPath(player.details.path, { id: 999999 }), demo.token),
      call('PUT', buildPath(player.updateDetails.path, { username: 'usdt.demo' }), demo.token, {
        priceFormat: 'US',
      }),
      // the spec's bare player id as the whole query (`?123`, no `=`)
      call('GET', `${player.avayaToken.path}?${other.alsPlayerId}`, demo.token),
    ];
    for (const res of await Promise.all(forbidden)) {
      expect(res.statusCode).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('FORBIDDEN');
    }
    for (const url of [
      player.profile.path,
      buildPath(player.accountInfo.path, { accountId: demo.accountId }),
      buildPath(player.details.path, { id: demo.alsPlayerId }),
      player.avayaToken.path,
      ENDPOINTS.session.session.path,
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ code: string }>().code).toBe('UNAUTHORIZED');
    }
    const badId = await call(
      'GET',
      buildPath(player.accountInfo.path, { accountId: 'abc' }),
      demo.token,
    );
    expect(badId.statusCode).toBe(400);
  });

  it('currencies list every built-in currency with isoCode, symbol and precision', async () => {
    const res = await h.app.inject({ method: 'GET', url: player.currencies.path });
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
    for (const url of [
      player.geoData.path,
      withQuery(player.geoDataV1.path, { l: 'en', mc: 'web' }),
    ]) {
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
      (await call('GET', `${player.avayaToken.path}${q}`, t)).json<{ token: string }>().token;
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
      url: ENDPOINTS.session.session.path,
      headers: { cookie: jar },
    });
    expect(session.statusCode).toBe(200);
    const profile = await h.app.inject({
      method: 'GET',
      url: player.profile.path,
      headers: { cookie: jar },
    });
    expect(profile.statusCode).toBe(401);
  });
});
