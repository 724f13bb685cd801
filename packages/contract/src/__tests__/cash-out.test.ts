import { describe, expect, it } from 'vitest';
import { CashOutConfirmation, CashOutRequest, SettledBet } from '../bets';
import { OpenBet } from '../betslip';

describe('cash-out schemas', () => {
  it('keep the full cash out as it was: { amount } in, the lightweight confirmation out', () => {
    expect(CashOutRequest.parse({ amount: 9.5 })).toEqual({ amount: 9.5 });
    expect(
      CashOutConfirmation.parse({
        betId: 1,
        status: 'cashed_out',
        amount: 9.5,
        currency: 'EUR',
        availableBalance: 99.5,
      }),
    ).toMatchObject({ status: 'cashed_out' });
  });

  it('take a partial amount beside the offer and refuse a malformed one', () => {
    expect(CashOutRequest.parse({ amount: '9.50', partialAmount: '4.75' })).toEqual({
      amount: '9.50',
      partialAmount: '4.75',
    });
    for (const partialAmount of [-1, 0, 'NaN', '1e3', null, '']) {
      expect(CashOutRequest.safeParse({ amount: 9.5, partialAmount }).success).toBe(false);
    }
  });

  it('read open and settled bets with or without the cash-out fields (additive)', () => {
    const bet = {
      betId: 1,
      betSlipId: 1,
      reference: 'TL',
      betTypeId: 1,
      description: 'Single',
      placedAt: '2026-01-01T00:00:00.000Z',
      currency: 'EUR',
      unitStake: 10,
      noOfBets: 1,
      totalStake: 10,
      freeMoneyStake: 0,
      eachWay: false,
      potentialReturns: 18,
      potentialPlaceWin: 0,
      extraWinnings: 0,
      eachWayParts: null,
      legs: [],
    };
    const open = { ...bet, status: 'open', cashOut: { status: 'available', amount: 9.5 } };
    expect(OpenBet.safeParse(open).success).toBe(true);
    expect(
      OpenBet.parse({ ...open, remainingStake: 5, cashedOut: 5.7, autoCashOutThreshold: 12 }),
    ).toMatchObject({ remainingStake: 5, cashedOut: 5.7, autoCashOutThreshold: 12 });
    const settled = { ...bet, status: 'won', settledAt: bet.placedAt, returns: 9 };
    expect(SettledBet.safeParse(settled).success).toBe(true);
    expect(SettledBet.parse({ ...settled, remainingStake: 5, cashedOut: 5.7 })).toMatchObject({
      cashedOut: 5.7,
    });
  });
});
