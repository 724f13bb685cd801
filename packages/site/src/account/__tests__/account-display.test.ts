import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountDisplayNames, formatLastLogin } from '../account-display';

const account = { username: 'jsmith', email: 'j.smith@example.com' };

describe('display_username_and_email (spec betting-domain §3, §6)', () => {
  it('shows the email, the username or both', () => {
    expect(accountDisplayNames('email', account)).toEqual(['j.smith@example.com']);
    expect(accountDisplayNames('username', account)).toEqual(['jsmith']);
    expect(accountDisplayNames('both', account)).toEqual(['jsmith', 'j.smith@example.com']);
  });

  it('reads an unset or unknown setting as the default (username), in any case', () => {
    expect(accountDisplayNames(undefined, account)).toEqual(['jsmith']);
    expect(accountDisplayNames('nickname', account)).toEqual(['jsmith']);
    expect(accountDisplayNames(' BOTH ', account)).toEqual(['jsmith', 'j.smith@example.com']);
  });

  it('falls back to the other name rather than showing nothing', () => {
    expect(accountDisplayNames('email', { username: 'jsmith', email: null })).toEqual(['jsmith']);
    expect(accountDisplayNames('username', { email: 'a@b.c' })).toEqual(['a@b.c']);
    expect(accountDisplayNames('both', { username: '  ', email: 'a@b.c' })).toEqual(['a@b.c']);
    expect(accountDisplayNames('both', {})).toEqual([]);
  });

  it('never shows more than the setting allows, and something whenever a name exists', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('email', 'username', 'both', 'other', null),
        fc.option(fc.string({ minLength: 1 })),
        fc.option(fc.string({ minLength: 1 })),
        (setting, username, email) => {
          const shown = accountDisplayNames(setting, { username, email });
          expect(shown.length).toBeLessThanOrEqual(setting === 'both' ? 2 : 1);
          const any = [username, email].some((n) => n !== null && n.trim() !== '');
          expect(shown.length > 0).toBe(any);
        },
      ),
    );
  });
});

describe('last login (spec shell-and-session §2)', () => {
  it('is day/month/year hours:minutes:seconds in the player’s zone', () => {
    const at = '2025-03-07T09:05:02Z';
    expect(formatLastLogin(at, 'UTC')).toBe('07/03/2025 09:05:02');
    expect(formatLastLogin(new Date(at), 'Asia/Bangkok')).toBe('07/03/2025 16:05:02');
    // The day turns over in a zone behind UTC.
    expect(formatLastLogin('2025-01-01T02:00:00Z', 'America/New_York')).toBe('31/12/2024 21:00:00');
    expect(formatLastLogin(Date.UTC(2024, 11, 31, 23, 59, 59), 'UTC')).toBe('31/12/2024 23:59:59');
  });

  it('uses a 24-hour clock with midnight as 00', () => {
    expect(formatLastLogin('2025-06-15T00:00:07Z', 'UTC')).toBe('15/06/2025 00:00:07');
    expect(formatLastLogin('2025-06-15T13:30:00Z', 'UTC')).toBe('15/06/2025 13:30:00');
  });

  it('is null for an unreadable instant or zone', () => {
    expect(formatLastLogin('not a date', 'UTC')).toBeNull();
    expect(formatLastLogin('2025-03-07T09:05:02Z', 'Mars/Olympus')).toBeNull();
  });

  it('always has the dd/mm/yyyy hh:mm:ss shape and reads back to the instant (UTC)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        const text = formatLastLogin(ms, 'UTC');
        const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
        expect(m).not.toBeNull();
        const [d = 0, mo = 0, y = 0, h = 0, mi = 0, s = 0] = (m ?? []).slice(1).map(Number);
        expect(Date.UTC(y, mo - 1, d, h, mi, s)).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });
});
