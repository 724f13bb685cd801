import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSubmitOtpCode,
  canSubmitSecurityAnswer,
  FIELD_MESSAGES,
  INVALID_LOGIN_CREDENTIALS_KEY,
  OTP_CODE_LENGTH,
  validateLoginCredentials,
  validateOtpCode,
  validateSecurityAnswer,
} from '../validation';

describe('login fields (spec shell §4, §5, §8)', () => {
  it('requires the trimmed username and the password', () => {
    expect(validateLoginCredentials({ username: '  alice ', password: 'secret' })).toEqual({
      ok: true,
      value: { username: 'alice', password: 'secret' },
    });
    for (const input of [
      { username: '', password: 'secret' },
      { username: '   ', password: 'secret' },
      { username: 'alice', password: '' },
      { username: '', password: '' },
    ]) {
      expect(validateLoginCredentials(input)).toEqual({
        ok: false,
        error: 'error-invalid-login-credentials',
      });
    }
    expect(INVALID_LOGIN_CREDENTIALS_KEY).toBe('error-invalid-login-credentials');
  });

  it('keeps the password exactly as typed', () => {
    const result = validateLoginCredentials({ username: 'bob', password: ' pass word ' });
    expect(result).toEqual({ ok: true, value: { username: 'bob', password: ' pass word ' } });
  });
});

describe('OTP code as typed (spec shell §5)', () => {
  it('uses the exact texts', () => {
    expect(FIELD_MESSAGES).toEqual({
      required: 'Field should be required',
      numeric: 'Field should be numeric',
      minimum: 'Minimum requirement not met',
      maximum: 'Maximum requirement not met',
    });
    expect(OTP_CODE_LENGTH).toBe(6);
  });

  it('gives each message in turn while typing', () => {
    expect(validateOtpCode('')).toEqual({ ok: false, error: 'Field should be required' });
    expect(validateOtpCode('12a')).toEqual({ ok: false, error: 'Field should be numeric' });
    expect(validateOtpCode('12 456')).toEqual({ ok: false, error: 'Field should be numeric' });
    expect(validateOtpCode('1234567x')).toEqual({ ok: false, error: 'Field should be numeric' });
    expect(validateOtpCode('12345')).toEqual({ ok: false, error: 'Minimum requirement not met' });
    expect(validateOtpCode('1234567')).toEqual({ ok: false, error: 'Maximum requirement not met' });
    expect(validateOtpCode('012345')).toEqual({ ok: true, value: '012345' });
  });

  it('enables submit only on success', () => {
    expect(canSubmitOtpCode('123456')).toBe(true);
    expect(canSubmitOtpCode('12345')).toBe(false);
    expect(canSubmitOtpCode('１２３４５６')).toBe(false);
  });

  it('succeeds iff the input is exactly 6 ASCII digits (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 9 }),
          fc.stringMatching(/^[0-9]{0,9}$/),
          fc.stringMatching(/^[0-9]{6}$/),
        ),
        (typed) => {
          expect(validateOtpCode(typed).ok).toBe(/^[0-9]{6}$/.test(typed));
          expect(canSubmitOtpCode(typed)).toBe(/^[0-9]{6}$/.test(typed));
        },
      ),
    );
  });

  it('reports length only for all-digit input (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}$/), (digits) => {
        const result = validateOtpCode(digits);
        if (digits.length < 6) expect(result).toEqual({ ok: false, error: FIELD_MESSAGES.minimum });
        if (digits.length > 6) expect(result).toEqual({ ok: false, error: FIELD_MESSAGES.maximum });
      }),
    );
  });
});

describe('security answer (spec shell §5)', () => {
  it('must be non-empty, otherwise "Field should be required"', () => {
    expect(validateSecurityAnswer('')).toEqual({ ok: false, error: 'Field should be required' });
    expect(validateSecurityAnswer('   ')).toEqual({ ok: false, error: 'Field should be required' });
    expect(validateSecurityAnswer(' Rex ')).toEqual({ ok: true, value: ' Rex ' });
    expect(canSubmitSecurityAnswer('Rex')).toBe(true);
    expect(canSubmitSecurityAnswer('')).toBe(false);
  });
});
