import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatOtpCountdown,
  OTP_CODE_VALIDITY_MINUTES,
  OTP_CODE_VALIDITY_SECONDS,
  OTP_COUNTDOWN_SECONDS,
  OTP_RESEND_LOCKOUT_DISPLAY_MINUTES,
  OTP_RESEND_LOCKOUT_SECONDS,
  OTP_RESEND_LOCKOUT_STEP_SECONDS,
  OTP_RESEND_LOCKOUT_STEPS,
  otpCountdownAt,
  otpCountdownStorageKey,
  restartOtpCountdown,
  resumeOtpCountdown,
} from '../otp-countdown';

const T0 = Date.UTC(2025, 0, 1, 10);

describe('OTP constants (spec shell §9)', () => {
  it('exports the countdown, lockout and validity', () => {
    expect(OTP_COUNTDOWN_SECONDS).toBe(59);
    expect(OTP_RESEND_LOCKOUT_SECONDS).toBe(295);
    expect(OTP_RESEND_LOCKOUT_STEP_SECONDS).toBe(59);
    expect(OTP_RESEND_LOCKOUT_STEPS).toBe(5);
    expect(OTP_RESEND_LOCKOUT_DISPLAY_MINUTES).toBe(5);
    expect(OTP_CODE_VALIDITY_MINUTES).toBe(30);
    expect(OTP_CODE_VALIDITY_SECONDS).toBe(1800);
  });
});

describe('OTP countdown (spec shell §4)', () => {
  it('starts at 59 seconds and counts down', () => {
    expect(otpCountdownAt(T0, T0)).toEqual({
      startedAt: T0,
      remainingSeconds: 59,
      canRequestNewCode: false,
    });
    expect(otpCountdownAt(T0, T0 + 999).remainingSeconds).toBe(59);
    expect(otpCountdownAt(T0, T0 + 1_000).remainingSeconds).toBe(58);
    expect(otpCountdownAt(T0, T0 + 58_999).remainingSeconds).toBe(1);
  });

  it('enables request-new-code only at 0', () => {
    expect(otpCountdownAt(T0, T0 + 58_999).canRequestNewCode).toBe(false);
    expect(otpCountdownAt(T0, T0 + 59_000)).toMatchObject({
      remainingSeconds: 0,
      canRequestNewCode: true,
    });
    expect(otpCountdownAt(T0, T0 + 3_600_000).remainingSeconds).toBe(0);
  });

  it('resumes from the stored start after reopening', () => {
    expect(resumeOtpCountdown(T0, T0 + 20_000)).toMatchObject({
      startedAt: T0,
      remainingSeconds: 39,
    });
    expect(resumeOtpCountdown(T0, T0 + 90_000).canRequestNewCode).toBe(true);
  });

  it('starts a new countdown when nothing usable is stored', () => {
    expect(resumeOtpCountdown(null, T0)).toMatchObject({ startedAt: T0, remainingSeconds: 59 });
    expect(resumeOtpCountdown(Number.NaN, T0)).toMatchObject({
      startedAt: T0,
      remainingSeconds: 59,
    });
  });

  it('restarts at 59 when a new code is requested', () => {
    expect(restartOtpCountdown(T0 + 90_000)).toEqual({
      startedAt: T0 + 90_000,
      remainingSeconds: 59,
      canRequestNewCode: false,
    });
  });

  it('stores the start per user', () => {
    expect(otpCountdownStorageKey('Alice')).toBe(otpCountdownStorageKey(' alice '));
    expect(otpCountdownStorageKey('alice')).not.toBe(otpCountdownStorageKey('bob'));
  });

  it('formats the countdown as m:ss', () => {
    expect(formatOtpCountdown(59)).toBe('0:59');
    expect(formatOtpCountdown(5)).toBe('0:05');
    expect(formatOtpCountdown(0)).toBe('0:00');
  });

  it('stays within 0..59, never rises as time passes, and is 0 iff requestable (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -120_000, max: 600_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        (elapsed, later) => {
          const a = otpCountdownAt(T0, T0 + elapsed);
          const b = otpCountdownAt(T0, T0 + elapsed + later);
          expect(a.remainingSeconds).toBeGreaterThanOrEqual(0);
          expect(a.remainingSeconds).toBeLessThanOrEqual(59);
          expect(b.remainingSeconds).toBeLessThanOrEqual(a.remainingSeconds);
          expect(a.canRequestNewCode).toBe(a.remainingSeconds === 0);
        },
      ),
    );
  });
});
