import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  normaliseSecurityAnswer,
  normaliseUsername,
  OTP_COUNTDOWN_SECONDS,
  OTP_RESEND_LOCKOUT_SECONDS,
  otpResendSecondsLeft,
  otpResendWaitSeconds,
  PASSWORD_POLICY_MESSAGES,
  validateNewPassword,
} from '../../index';

describe('one-time code resend lockout (spec shell §9: 295 s in 59 s steps)', () => {
  it.each([
    [0, 0],
    [1, 59],
    [2, 118],
    [3, 177],
    [4, 236],
    [5, 295],
    [6, 295],
    [40, 295],
  ])('after %i codes the next waits %i s', (sent, wait) => {
    expect(otpResendWaitSeconds(sent)).toBe(wait);
  });

  it('starts with the 59-second countdown and never exceeds 295 seconds', () => {
    expect(otpResendWaitSeconds(1)).toBe(OTP_COUNTDOWN_SECONDS);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
        const wait = otpResendWaitSeconds(n);
        return wait % 59 === 0 && wait > 0 && wait <= OTP_RESEND_LOCKOUT_SECONDS;
      }),
    );
  });

  it('counts the seconds left from the last code, rounding up, never below 0', () => {
    const t0 = 1_000_000;
    expect(otpResendSecondsLeft(1, t0, t0)).toBe(59);
    expect(otpResendSecondsLeft(1, t0, t0 + 58_001)).toBe(1);
    expect(otpResendSecondsLeft(1, t0, t0 + 59_000)).toBe(0);
    expect(otpResendSecondsLeft(3, t0, t0 + 1_000_000)).toBe(0);
    expect(otpResendSecondsLeft(0, null, t0)).toBe(0);
  });
});

describe('normalisation', () => {
  it('compares usernames trimmed and without case', () => {
    expect(normaliseUsername('  Demo ')).toBe('demo');
  });

  it('compares security answers after NFKC, trimming, collapsing spaces and case', () => {
    expect(normaliseSecurityAnswer('  Touchline   ROVERS ')).toBe('touchline rovers');
    expect(normaliseSecurityAnswer('ｔｏｕｃｈｌｉｎｅ')).toBe('touchline');
    fc.assert(
      fc.property(
        fc.string(),
        (s) => normaliseSecurityAnswer(normaliseSecurityAnswer(s)) === normaliseSecurityAnswer(s),
      ),
    );
  });
});

describe('new-password policy', () => {
  const base = { username: 'demo', currentPassword: 'demo-pass-1' };
  it.each([
    ['short', PASSWORD_POLICY_MESSAGES.tooShort],
    ['x'.repeat(257), PASSWORD_POLICY_MESSAGES.tooLong],
    [' DEMO ', PASSWORD_POLICY_MESSAGES.tooShort],
    ['demo-pass-1', PASSWORD_POLICY_MESSAGES.unchanged],
  ])('refuses %j', (newPassword, message) => {
    expect(validateNewPassword({ ...base, newPassword })).toEqual({ ok: false, error: message });
  });

  it('refuses the username however it is cased, and accepts a long passphrase', () => {
    expect(
      validateNewPassword({
        username: 'player.one',
        currentPassword: 'a',
        newPassword: 'PLAYER.ONE',
      }),
    ).toEqual({
      ok: false,
      error: PASSWORD_POLICY_MESSAGES.sameAsUsername,
    });
    expect(validateNewPassword({ ...base, newPassword: 'correct horse battery staple' }).ok).toBe(
      true,
    );
  });
});
