import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isLoginResponseCode,
  LOGIN_CODED_STATUSES,
  LOGIN_ERROR_TEXTS,
  LOGIN_RESPONSE_CODES,
  loginErrorText,
  loginErrorToastKey,
  loginToastText,
} from '../login-errors';

const http = (status: number, responseCode?: string | null) =>
  ({ kind: 'http', status, responseCode }) as const;

describe('login error → toast key (spec shell §8)', () => {
  it('401, 402, 403, 421 or 500 with a response code → login-error-{responseCode}', () => {
    expect(LOGIN_CODED_STATUSES).toEqual([401, 402, 403, 421, 500]);
    expect(loginErrorToastKey(http(401, 'INT003'))).toBe('login-error-INT003');
    expect(loginErrorToastKey(http(402, 'INT009'))).toBe('login-error-INT009');
    expect(loginErrorToastKey(http(403, 'INT008'))).toBe('login-error-INT008');
    expect(loginErrorToastKey(http(421, 'INT056'))).toBe('login-error-INT056');
    expect(loginErrorToastKey(http(500, 'INT001'))).toBe('login-error-INT001');
  });

  it('401, 402 or 403 without a code → login-error-{status}', () => {
    expect(loginErrorToastKey(http(401))).toBe('login-error-401');
    expect(loginErrorToastKey(http(402, null))).toBe('login-error-402');
    expect(loginErrorToastKey(http(403, ''))).toBe('login-error-403');
  });

  it('400 → error-400, 404 → error-404, any other HTTP error → error-500', () => {
    expect(loginErrorToastKey(http(400))).toBe('error-400');
    expect(loginErrorToastKey(http(404))).toBe('error-404');
    // A code on a status outside the coded list is ignored.
    expect(loginErrorToastKey(http(400, 'INT003'))).toBe('error-400');
    for (const status of [405, 409, 421, 429, 500, 502, 503]) {
      expect(loginErrorToastKey(http(status))).toBe('error-500');
    }
    expect(loginErrorToastKey(http(429, 'INT051'))).toBe('error-500');
  });

  it('non-HTTP error → something-went-wrong; no jwe_token → error-500; empty credentials', () => {
    expect(loginErrorToastKey({ kind: 'nonHttp' })).toBe('something-went-wrong');
    expect(loginErrorToastKey(http(0))).toBe('something-went-wrong');
    expect(loginErrorToastKey({ kind: 'missingJweToken' })).toBe('error-500');
    expect(loginErrorToastKey({ kind: 'emptyCredentials' })).toBe(
      'error-invalid-login-credentials',
    );
  });

  it('maps every HTTP error status to one of the spec keys (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.option(fc.stringMatching(/^INT\d{3}$/), { nil: undefined }),
        (status, code) => {
          const key = loginErrorToastKey(http(status, code));
          if (code && LOGIN_CODED_STATUSES.includes(status))
            expect(key).toBe(`login-error-${code}`);
          else if ([401, 402, 403].includes(status)) expect(key).toBe(`login-error-${status}`);
          else expect(['error-400', 'error-404', 'error-500']).toContain(key);
        },
      ),
    );
  });
});

describe('login codes and texts (spec shell §8)', () => {
  it('pairs the codes with their statuses and meanings', () => {
    expect(LOGIN_RESPONSE_CODES.INT003).toMatchObject({
      status: 401,
      reason: 'invalidCredentials',
    });
    expect(LOGIN_RESPONSE_CODES.INT009).toMatchObject({ status: 402, reason: 'accountSuspended' });
    expect(LOGIN_RESPONSE_CODES.INT008).toMatchObject({ status: 403, reason: 'accountLocked' });
    expect(LOGIN_RESPONSE_CODES.INT001.reason).toBe('thirdPartyProviderFetchError');
    expect(LOGIN_RESPONSE_CODES.INT051.reason).toBe('tokenQuotaExceeded');
    expect(LOGIN_RESPONSE_CODES.INT056.reason).toBe('pendingActivation');
    expect(isLoginResponseCode('INT003')).toBe(true);
    expect(isLoginResponseCode('INT999')).toBe(false);
  });

  it('sends every code with a status the web maps by code', () => {
    for (const [code, entry] of Object.entries(LOGIN_RESPONSE_CODES)) {
      expect(LOGIN_CODED_STATUSES).toContain(entry.status);
      expect(loginErrorToastKey(http(entry.status, code))).toBe(`login-error-${code}`);
    }
  });

  it('has English texts for the status keys', () => {
    expect(LOGIN_ERROR_TEXTS['error-400']).toMatch(/check your internet connection/);
    expect(LOGIN_ERROR_TEXTS['error-404']).toMatch(/connectivity issues.*try again later/);
    expect(LOGIN_ERROR_TEXTS['error-500']).toMatch(/difficulties at present/);
    expect(LOGIN_ERROR_TEXTS['something-went-wrong']).toMatch(/^Something went wrong/);
  });

  it('gives each failure its English text', () => {
    expect(loginErrorText(http(401, 'INT003'))).toBe('Invalid username or password.');
    expect(loginErrorText(http(401))).toBe('Invalid username or password.');
    expect(loginErrorText(http(402, 'INT009'))).toMatch(/suspended/);
    expect(loginErrorText(http(403, 'INT008'))).toMatch(/locked/);
    expect(loginErrorText(http(500, 'INT001'))).toMatch(/partner service/);
    expect(loginErrorText(http(403, 'INT051'))).toMatch(/Too many sessions/);
    expect(loginErrorText(http(421, 'INT056'))).toMatch(/pending activation/);
    expect(loginErrorText(http(400))).toMatch(/internet connection/);
    expect(loginErrorText(http(404))).toMatch(/connectivity issues/);
    expect(loginErrorText(http(503))).toMatch(/difficulties at present/);
    expect(loginErrorText({ kind: 'nonHttp' })).toMatch(/Something went wrong/);
    expect(loginErrorText({ kind: 'emptyCredentials' })).toBe('Enter your username and password.');
  });

  it('reads an unknown code as the same failure without a code', () => {
    expect(loginErrorToastKey(http(401, 'INT999'))).toBe('login-error-INT999');
    expect(loginErrorText(http(401, 'INT999'))).toBe('Invalid username or password.');
    expect(loginErrorText(http(500, 'INT999'))).toMatch(/difficulties at present/);
    expect(loginToastText('login-error-INT999')).toMatch(/Something went wrong/);
  });
});
