import { readFileSync } from 'node:fs';
import { LOGIN_RESPONSE_CODES } from '@touchline/site';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../shared/api/api-error';
import { loginErrorKey, loginFailureKey, secondStepErrorText } from '../api/login-error-text';

const LANGUAGES = ['en', 'es', 'pt-BR', 'de', 'tr'] as const;
const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(
      readFileSync(`${import.meta.dirname}/../../../../../../config/i18n/${language}.json`, 'utf8'),
    ) as Record<string, string>,
  ]),
);

const refusal = (status: number, code?: string) =>
  new ApiRequestError(
    status,
    code ?? `HTTP_${status}`,
    'server text',
    code ? { code, message: 'server text', reasonJson: { responseCode: code } } : null,
  );

describe('login error toasts come from the catalogues (spec shell §8)', () => {
  it.each([
    ...Object.keys(LOGIN_RESPONSE_CODES).map(
      (code) =>
        [
          `${code}`,
          refusal(LOGIN_RESPONSE_CODES[code as keyof typeof LOGIN_RESPONSE_CODES].status, code),
          `login.error.${code}`,
        ] as const,
    ),
    ['401 without a code', refusal(401), 'login.error.401'] as const,
    ['402 without a code', refusal(402), 'login.error.402'] as const,
    ['403 without a code', refusal(403), 'login.error.403'] as const,
    ['400', refusal(400), 'toast.error-400'] as const,
    ['404', refusal(404), 'toast.error-404'] as const,
    ['502', refusal(502), 'toast.error-500'] as const,
    ['421 without a code', refusal(421), 'toast.error-500'] as const,
    ['an unknown code on 401', refusal(401, 'INT777'), 'login.error.401'] as const,
    ['a time-out', refusal(403, 'TIMED_OUT'), 'login.error.TIMED_OUT'] as const,
    ['the rate limit', refusal(429, 'RATE_LIMITED'), 'login.error.RATE_LIMITED'] as const,
  ])('%s → %s, present in every language', (_name, error, key) => {
    expect(loginErrorKey(error)).toBe(key);
    for (const language of LANGUAGES) expect(catalogues[language]?.[key], language).toBeTruthy();
  });

  it('a failure without an HTTP answer is logged and reads as something-went-wrong', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe('toast.something-went-wrong');
    expect(loginErrorKey(new ApiRequestError(0, 'NETWORK', 'x'))).toBe(
      'toast.something-went-wrong',
    );
    expect(log).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ kind: 'emptyCredentials' } as const, 'toast.error-invalid-login-credentials'],
    [{ kind: 'missingJweToken' } as const, 'toast.error-500'],
  ])('%o → %s, present in every language', (failure, key) => {
    expect(loginFailureKey(failure)).toBe(key);
    for (const language of LANGUAGES) expect(catalogues[language]?.[key], language).toBeTruthy();
  });
});

describe('a refused code or answer speaks the page’s language (spec shell §4 step 3)', () => {
  const es = catalogues.es ?? {};
  const t = (key: string, params?: Record<string, string | number | bigint>) =>
    Object.entries(params ?? {}).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, String(value)),
      es[key] ?? key,
    );
  const refused = (status: number, code: string, extra: Record<string, unknown> = {}) =>
    new ApiRequestError(status, code, 'English server text', { code, message: 'x', ...extra });

  it.each([
    ['OTP_INVALID', 'login.otp.wrongCode'],
    ['OTP_EXPIRED', 'login.otp.expired'],
    ['OTP_BURNED', 'login.otp.burned'],
    ['SECURITY_ANSWER_INVALID', 'login.securityQuestion.wrongAnswer'],
    ['LOGIN_STEP_EXPIRED', 'login.stepExpired'],
  ])('%s → %s', (code, key) => {
    for (const language of LANGUAGES) expect(catalogues[language]?.[key], language).toBeTruthy();
    expect(secondStepErrorText(refused(401, code), t)).toBe(es[key]);
  });

  it('the resend wait names its seconds', () => {
    expect(
      secondStepErrorText(refused(429, 'OTP_RESEND_LOCKED', { retryAfterSeconds: 42 }), t),
    ).toBe('Podrás solicitar un código nuevo dentro de 42 segundos.');
  });

  it('a locked account after too many answers reads as the login error', () => {
    const locked = new ApiRequestError(403, 'INT008', 'x', {
      code: 'INT008',
      message: 'x',
      reasonJson: { responseCode: 'INT008' },
    });
    expect(secondStepErrorText(locked, t)).toBe(es['login.error.INT008']);
  });
});
