import { describe, expect, it } from 'vitest';
import {
  betslipReducer,
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
} from '@touchline/betting';
import { buildPlaceBetslipRequest } from '../../api/place-betslip';
import { isAcceptableStakeText, stakeTextToMinor } from '../stake-text';

describe('stake text (betting-domain §5)', () => {
  it.each(['', '0', '0.', '5', '12.', '12.5', '12.55', '1234567890.12'])('accepts %j', (text) => {
    expect(isAcceptableStakeText(text, 'EUR')).toBe(true);
  });

  it.each(['.', '00', '1.2.3', '12.555', 'a', '1e3', '-1', ' 1', '12345678901.12'])(
    'rejects %j',
    (text) => {
      expect(isAcceptableStakeText(text, 'EUR')).toBe(false);
    },
  );

  it('allows no decimals for a zero-decimal currency', () => {
    expect(isAcceptableStakeText('1500', 'IDR')).toBe(true);
    expect(isAcceptableStakeText('1500.', 'IDR')).toBe(false);
  });

  it('reads the stake as minor units', () => {
    expect(stakeTextToMinor('', 'EUR')).toBe(0);
    expect(stakeTextToMinor('12.', 'EUR')).toBe(1200);
    expect(stakeTextToMinor('12.05', 'EUR')).toBe(1205);
    expect(stakeTextToMinor('0.', 'EUR')).toBe(0);
  });
});

describe('stake text in a thousand-scaled currency (betting-domain §9)', () => {
  it('reads VND and IDR stakes in thousands, the unit the balance is shown in', () => {
    expect(stakeTextToMinor('100', 'VND')).toBe(100_000);
    expect(stakeTextToMinor('1,500', 'VND')).toBe(1_500_000);
    expect(stakeTextToMinor('2', 'IDR')).toBe(2_000);
    // and a currency that is not scaled keeps its own unit
    expect(stakeTextToMinor('100', 'KRW')).toBe(100);
  });

  it('has no decimal key for them', () => {
    expect(isAcceptableStakeText('100', 'VND')).toBe(true);
    expect(isAcceptableStakeText('100.5', 'VND')).toBe(false);
  });

  it('places the stake in whole dong: a typed 100 VND is 100,000 on the wire', () => {
    const added = betslipReducer(initialBetslipState, {
      type: 'betAdded',
      selection: {
        outcomeId: outcomeId(1),
        eventId: eventId(2),
        marketId: marketId(3),
        decimal: 2,
      },
    });
    const staked = betslipReducer(added, {
      type: 'stakeChanged',
      key: 'sel1',
      stake: stakeTextToMinor('100', 'VND'),
      text: '100',
    });
    const body = buildPlaceBetslipRequest(staked, 'VND');
    expect(body.singles).toEqual([expect.objectContaining({ ref: 'sel1', unitStake: 100_000 })]);
  });
});
