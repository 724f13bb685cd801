import { describe, expect, it } from 'vitest';
import {
  AccountPrefsPatch,
  AuthenticateRequest,
  AuthenticateResponse,
  FrancoLoginRequest,
  LogoutQuery,
  PlayerDetailsUpdate,
  RealityCheckRequest,
} from '../index';

describe('identity bodies (spec shell §3, §7)', () => {
  it('reads the login form: trimmed username, password as typed, embedded as text', () => {
    expect(
      AuthenticateRequest.parse({ username: ' demo ', password: ' p ', embedded: 'true' }),
    ).toEqual({ username: 'demo', password: ' p ', embedded: true });
    expect(AuthenticateRequest.safeParse({ username: '  ', password: 'x' }).success).toBe(false);
  });

  it('tells the three login results apart by otp (true, null, false)', () => {
    expect(
      AuthenticateResponse.parse({
        otp: null,
        success: false,
        status: 'SECURITY_QUESTION_REQUIRED',
      }),
    ).toMatchObject({ otp: null });
    expect(
      AuthenticateResponse.safeParse({ otp: true, success: false, status: 'OTP_REQUIRED' }).success,
    ).toBe(false);
  });

  it('defaults the logout reason to clicked and refuses others', () => {
    expect(LogoutQuery.parse({}).reason).toBe('clicked');
    expect(LogoutQuery.safeParse({ reason: 'bored' }).success).toBe(false);
  });

  it('needs the whole device on a franco-type login', () => {
    const device = { clientType: 'web', deviceId: 'd1', deviceType: 'desktop' };
    expect(FrancoLoginRequest.safeParse({ username: 'a', password: 'b', device }).success).toBe(
      true,
    );
    expect(FrancoLoginRequest.safeParse({ username: 'a', password: 'b' }).success).toBe(false);
  });

  it('player details updates: upper-case price format, editable fields only', () => {
    expect(PlayerDetailsUpdate.safeParse({ priceFormat: 'MALAY' }).success).toBe(true);
    expect(PlayerDetailsUpdate.safeParse({ priceFormat: 'malay' }).success).toBe(false);
    expect(PlayerDetailsUpdate.safeParse({ vipLevel: 3 }).success).toBe(false);
    expect(PlayerDetailsUpdate.safeParse({ username: 'demo' }).success).toBe(false);
  });

  it('account preferences patch and reality-check intervals', () => {
    expect(AccountPrefsPatch.safeParse({ layout: 'thai', theme: 'dark' }).success).toBe(true);
    expect(AccountPrefsPatch.safeParse({ layout: 'grid' }).success).toBe(false);
    expect(RealityCheckRequest.safeParse({ minutes: 15 }).success).toBe(true);
    expect(RealityCheckRequest.safeParse({ minutes: 45 }).success).toBe(false);
  });
});
