import { describe, expect, it } from 'vitest';
import { BETTING_LIMITS, TIME_CONSTANTS_SECONDS } from '@touchline/betting';
import { TOKEN_EXPIRY_MARGIN_SECONDS } from '../session/session-expiry';
import { SHELL_TIMINGS } from '../shell/shell-layout';
import { TOAST_SETTINGS } from '../shell/notifications';

// The figures are defined once in @touchline/betting's site settings (spec betting-domain §9);
// the shell and session rules read them from there rather than keeping a copy.
describe('business limits the shell and session read (spec betting-domain §9)', () => {
  it('live once: every module reads its figure from the site settings', () => {
    expect(TOKEN_EXPIRY_MARGIN_SECONDS).toBe(30);
    expect(TOKEN_EXPIRY_MARGIN_SECONDS).toBe(BETTING_LIMITS.tokenExpiryMarginSeconds);
    expect(SHELL_TIMINGS.persistRehydrationTimeoutMs).toBe(5_000);
    expect(SHELL_TIMINGS.timeConstantsSeconds).toEqual([60, 600, 3_600, 28_800]);
    expect(SHELL_TIMINGS.timeConstantsSeconds).toEqual(TIME_CONSTANTS_SECONDS);
    expect(TOAST_SETTINGS.betslipErrorAutoCloseMs).toBe(10_000);
  });
});
