import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ALL_ENDPOINTS,
  buildPath,
  ENDPOINTS,
  isApiCall,
  isWithAuth,
  isXapiCall,
  pathParamNames,
  pathPrefixes,
  serialiseQuery,
  toFastifyPath,
  withQuery,
  type EndpointSpec,
} from '../endpoints';

describe('the endpoint table', () => {
  it('names each call once and serves each method and path once', () => {
    const keys = ALL_ENDPOINTS.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    const routes = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares a params schema naming exactly the path parameters', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const names = pathParamNames(endpoint.path);
      if (names.length === 0) {
        expect(endpoint.params, endpoint.key).toBeUndefined();
        continue;
      }
      const shape = (endpoint.params as z.ZodObject | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), endpoint.key).toEqual([...names].sort());
    }
  });

  it('keys the ownership check by a parameter of the path', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.access.kind !== 'owner') continue;
      expect(pathParamNames(endpoint.path), endpoint.key).toContain(endpoint.access.param);
    }
  });

  it('keys each area entry by the last part of its key', () => {
    for (const [area, entries] of Object.entries(ENDPOINTS)) {
      const named: [string, EndpointSpec][] = Object.entries(entries);
      for (const [name, endpoint] of named) {
        expect(endpoint.key.split('.')[1], `${area}.${name}`).toBe(name);
      }
    }
  });
});

describe('paths', () => {
  it('builds a concrete path, each value percent-encoded', () => {
    expect(buildPath(ENDPOINTS.bets.openBet.path, { accountId: 7, betId: 12 })).toBe(
      '/xapi/bet/account/7/openbet/12',
    );
    expect(buildPath('/xapi/icore/players/{username}/details', { username: 'a b/c' })).toBe(
      '/xapi/icore/players/a%20b%2Fc/details',
    );
  });

  it('puts the configured auth base in place of {auth}', () => {
    const path = ENDPOINTS.auth.authenticate.path;
    expect(buildPath(path, { locale: 'en' })).toBe(
      '/auth/en/api/plugins/component/route/header_login/authenticate',
    );
    expect(buildPath(path, { locale: 'en' }, { auth: '/login' })).toMatch(/^\/login\/en\//);
    expect(pathParamNames(path)).toEqual(['locale']);
  });

  it('refuses a template value that is missing', () => {
    expect(() => buildPath('/xapi/rest/events/{id}', {})).toThrow(/\{id\}/);
  });

  it("gives Fastify's :param form", () => {
    expect(toFastifyPath(ENDPOINTS.bets.cashOut.path)).toBe(
      '/xapi/bet/account/:accountId/cashout/:betId',
    );
    expect(toFastifyPath(ENDPOINTS.auth.apiLogin.path, { auth: '/sso' })).toBe('/sso/api/login');
  });

  it('names the prefixes every call of the table lives under, the auth base as configured', () => {
    const templates = ALL_ENDPOINTS.map((e) => e.path);
    expect(pathPrefixes(templates)).toEqual(['/accounts', '/api', '/auth', '/nextapi', '/xapi']);
    expect(pathPrefixes(templates, { auth: '/sb/login' })).toEqual([
      '/accounts',
      '/api',
      '/nextapi',
      '/sb/login',
      '/xapi',
    ]);
    // Every concrete path of the table starts with one of them.
    for (const e of ALL_ENDPOINTS) {
      const path = toFastifyPath(e.path);
      expect(pathPrefixes(templates).some((p) => path.startsWith(`${p}/`))).toBe(true);
    }
  });
});

describe('what the decoration needs to know', () => {
  it('tells /xapi/ and /api/ calls and withAuth calls apart', () => {
    expect(isXapiCall(ENDPOINTS.catalog.nextEvents)).toBe(true);
    expect(isXapiCall(ENDPOINTS.bets.place)).toBe(true);
    expect(isXapiCall(ENDPOINTS.session.session)).toBe(false);
    expect(isApiCall(ENDPOINTS.session.session)).toBe(true);
    expect(isApiCall(ENDPOINTS.auth.apiLogin)).toBe(false);
    expect(isWithAuth(ENDPOINTS.bets.settledBets)).toBe(true);
    expect(isWithAuth(ENDPOINTS.catalog.events)).toBe(false);
  });
});

describe('queries', () => {
  // spec betting-domain §7: commas unescaped, nulls as empty values
  it('leaves commas unescaped and sends null as empty', () => {
    expect(serialiseQuery({ ids: [1, 2, 3], l: 'en', x: null, y: undefined, q: 'a&b' })).toBe(
      'ids=1,2,3&l=en&x=&q=a%26b',
    );
  });

  it('appends a query only when there is one', () => {
    expect(withQuery('/a', {})).toBe('/a');
    expect(withQuery('/a', { b: 'c,d' })).toBe('/a?b=c,d');
    expect(withQuery('/a?x=1', { b: 1 })).toBe('/a?x=1&b=1');
  });
});
