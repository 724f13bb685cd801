import { describe, expect, it } from 'vitest';
import { PlayerNotice, WS_MAX_TOKEN_LENGTH, WsPlayerClientFrame, WsServerFrame } from '../index';

describe('the /ws player channel frames', () => {
  it('takes auth with a token and logout, nothing else', () => {
    expect(WsPlayerClientFrame.parse({ op: 'auth', token: 'abc' })).toEqual({
      op: 'auth',
      token: 'abc',
    });
    expect(WsPlayerClientFrame.parse({ op: 'logout' })).toEqual({ op: 'logout' });
    for (const bad of [
      { op: 'auth' },
      { op: 'auth', token: '' },
      { op: 'auth', token: 'x'.repeat(WS_MAX_TOKEN_LENGTH + 1) },
      { op: 'auth', token: 'abc', accountId: 1 },
      { op: 'logout', reason: 'x' },
      { op: 'subscribe' },
    ]) {
      expect(WsPlayerClientFrame.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('reads every player frame as a server frame, beside the feed frames', () => {
    const frames = [
      { op: 'authenticated', accountId: 12, expiresAt: '2026-11-22T17:00:00.000Z' },
      { op: 'authRefused', code: 'UNAUTHORIZED', message: 'The token is invalid', attemptsLeft: 4 },
      { op: 'playerEnded', reason: 'expired', code: 'UNAUTHORIZED', message: 'expired' },
      { op: 'betSettled', betId: 3, status: 'won', returns: 20, currency: 'EUR' },
      { op: 'cashedOut', betId: 3, amount: 11.4, currency: 'EUR', kind: 'full' },
      { op: 'betAccepted', betSlipId: 9, betIds: [3, 4] },
      { op: 'betRejected', betSlipId: 9, code: 'RES-00108', message: 'suspended' },
      {
        op: 'balance',
        wallet: {
          name: 'sportsbook',
          currency: 'EUR',
          balance: 90,
          totalBalance: 90,
          realBalance: 90,
          bonusBalance: 0,
          promoCash: 0,
          totalLeftToWager: 0,
          withdrawableAmount: 90,
        },
      },
      { op: 'pong' },
      { c: 5, m: { k: 'oh', e: 1, m: 2, mt: 3, pt: 4, o: 5, h: true } },
    ];
    for (const frame of frames) {
      expect(WsServerFrame.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
    }
    expect(
      WsServerFrame.safeParse({ op: 'betSettled', betId: 3, status: 'cashed_out' }).success,
    ).toBe(false);
  });

  it('lets only bet news travel as a notice (balance and channel frames are not notices)', () => {
    expect(PlayerNotice.safeParse({ op: 'betAccepted', betSlipId: 1, betIds: [] }).success).toBe(
      true,
    );
    expect(
      PlayerNotice.safeParse({ op: 'authenticated', accountId: 1, expiresAt: 'x' }).success,
    ).toBe(false);
  });
});
