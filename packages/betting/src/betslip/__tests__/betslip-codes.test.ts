import { describe, expect, it } from 'vitest';
import {
  betslipCreationErrorToast,
  BETSLIP_CREATION_ERROR,
  CLOSED_SELECTION_MESSAGE,
  isPriceChangeResCode,
  isResCode,
  isRetryableResCode,
  isStakeLimitResCode,
  isSuspensionResCode,
  RES_CODE_CATEGORIES,
  RES_CODE_CATEGORY,
  RES_CODES,
  resCodeCategory,
  resCodesInCategory,
  type ResCode,
} from '../betslip-codes';

describe('betslip response codes (spec betting-domain §8)', () => {
  it('holds the 24 codes with their meanings', () => {
    expect(Object.keys(RES_CODES)).toHaveLength(24);
    expect(RES_CODES['RES-00152']).toBe('Bet change');
    expect(RES_CODES['RES-00048']).toBe('Bet suspended');
    expect(RES_CODES['RES-00109']).toBe('Bet suspended');
    expect(RES_CODES['RES-00108']).toBe('Single bet or event suspended');
    expect(RES_CODES['RES-00056']).toBe('Stake greater than balance');
    expect(RES_CODES['RES-00034']).toBe('Stake above the maximum');
    expect(RES_CODES['RES-00103']).toBe('Wagers disallowed');
    expect(RES_CODES['RES-00140']).toBe('Stake below the minimum');
    expect(RES_CODES['RES-00057']).toBe('Running bet greater than balance');
    expect(RES_CODES['RES-00153']).toBe('Spread changed');
    expect(RES_CODES['RES-00195']).toBe('Rejected by attendant');
    expect(RES_CODES['RES-00047']).toBe('Event passed');
    expect(RES_CODES['RES-00046']).toBe('Feed error');
    expect(RES_CODES['RES-00100']).toBe('Starting price not allowed');
    expect(RES_CODES['RES-00098']).toBe('No price available');
    expect(RES_CODES['RES-00199']).toBe('Timed out');
    expect(RES_CODES['RES-00196']).toBe('Timed out');
    expect(RES_CODES['RES-00218']).toBe('Combining outcomes not allowed');
    expect(RES_CODES['RES-00233']).toBe('Critical combination limit reached');
    expect(RES_CODES['RES-00241']).toBe('Free bet failed');
    expect(RES_CODES['RES-00049']).toBe('Exception occurred');
    expect(RES_CODES['RES-00246']).toBe('Another bet in progress');
    expect(RES_CODES['RES-00247']).toBe('Number of bets exceeded');
    expect(RES_CODES['RES-00249']).toBe('Feed alert active');
    expect(isResCode('RES-00152')).toBe(true);
    expect(isResCode('RES-99999')).toBe(false);
    expect(isResCode('toString')).toBe(false);
  });

  it('classifies every code into exactly one category', () => {
    expect(Object.keys(RES_CODE_CATEGORY).sort()).toEqual(Object.keys(RES_CODES).sort());
    const all = RES_CODE_CATEGORIES.flatMap((category) => resCodesInCategory(category));
    expect(all.sort()).toEqual(Object.keys(RES_CODES).sort());
  });

  it('groups price changes, suspensions and stake limits', () => {
    expect(resCodesInCategory('priceChange')).toEqual(['RES-00152', 'RES-00153']);
    expect(resCodesInCategory('suspended')).toEqual(['RES-00048', 'RES-00109', 'RES-00108']);
    expect(resCodesInCategory('stakeLimit')).toEqual(['RES-00034', 'RES-00140']);
    expect(resCodesInCategory('insufficientFunds')).toEqual(['RES-00056', 'RES-00057']);
    expect(resCodesInCategory('timeout')).toEqual(['RES-00199', 'RES-00196']);
    expect(resCodeCategory('RES-00247')).toBe('betslipLimit');
    expect(isPriceChangeResCode('RES-00153')).toBe(true);
    expect(isPriceChangeResCode('RES-00034')).toBe(false);
    expect(isSuspensionResCode('RES-00108')).toBe(true);
    expect(isStakeLimitResCode('RES-00140')).toBe(true);
    expect(isStakeLimitResCode('RES-00056')).toBe(false);
    expect(isStakeLimitResCode('nonsense')).toBe(false);
  });

  it('marks timeouts, feed trouble and a bet in progress as retryable', () => {
    const retryable = (Object.keys(RES_CODES) as ResCode[]).filter(isRetryableResCode);
    expect(retryable.sort()).toEqual(
      ['RES-00046', 'RES-00196', 'RES-00199', 'RES-00246', 'RES-00249'].sort(),
    );
    expect(isRetryableResCode('RES-00034')).toBe(false);
    expect(isRetryableResCode('unknown')).toBe(false);
  });
});

describe('other betslip messages (spec betting-domain §8)', () => {
  it('has the closed-selection message', () => {
    expect(CLOSED_SELECTION_MESSAGE).toBe('Your selection is not available anymore');
  });

  it('builds the 10-second betslip-creation error toast with the request reference', () => {
    expect(BETSLIP_CREATION_ERROR.durationMs).toBe(10_000);
    expect(betslipCreationErrorToast('6f1c-42')).toEqual({
      type: 'error',
      title: 'Betslip: Something went wrong',
      detail: 'Req. ref 6f1c-42',
      durationMs: 10_000,
    });
  });
});
