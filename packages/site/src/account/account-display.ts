/**
 * How the player's account is shown in the shell (spec betting-domain §3/§6
 * display_username_and_email; shell-and-session §2 last-login menu item).
 */
import {
  ACCOUNT_NAME_DISPLAYS,
  SITE_SETTING_DEFAULTS,
  type AccountNameDisplay,
} from '@touchline/betting';

export function isAccountNameDisplay(value: unknown): value is AccountNameDisplay {
  return (ACCOUNT_NAME_DISPLAYS as readonly unknown[]).includes(value);
}

export interface AccountNames {
  readonly username?: string | null;
  readonly email?: string | null;
}

const present = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * spec betting-domain §6: display_username_and_email controls whether the username, the email
 * or both are shown. The names to show, in order (username first when both).
 * Decisions: an unknown or missing setting reads as the default (`SITE_SETTING_DEFAULTS`); when
 * the chosen name is missing the other is shown, so the account is never shown blank; the
 * setting's text is compared case-insensitively.
 */
export function accountDisplayNames(
  setting: string | null | undefined,
  account: AccountNames,
): string[] {
  const normalised = setting?.trim().toLowerCase();
  const display = isAccountNameDisplay(normalised)
    ? normalised
    : SITE_SETTING_DEFAULTS.display_username_and_email;
  const username = present(account.username) ? account.username.trim() : null;
  const email = present(account.email) ? account.email.trim() : null;
  const wanted =
    display === 'both' ? [username, email] : display === 'email' ? [email] : [username];
  const shown = wanted.filter((name): name is string => name !== null);
  if (shown.length > 0) return shown;
  return [username, email].filter((name): name is string => name !== null).slice(0, 1);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * spec shell §2: the last login is formatted day/month/year hours:minutes:seconds, e.g.
 * "07/03/2025 09:05:02" (two-digit fields, four-digit year, 24-hour clock). ARCHITECTURE: times
 * travel as UTC instants and the web formats them in the player's zone, so the zone is a
 * parameter (an IANA name; omitted → the runtime's own zone). Null for an unreadable instant or
 * an unknown zone.
 */
export function formatLastLogin(instant: Date | string | number, timeZone?: string): string | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
  } catch {
    return null;
  }
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  const [day, month, year, hour, minute, second] = (
    ['day', 'month', 'year', 'hour', 'minute', 'second'] as const
  ).map(field);
  if ([day, month, year, hour, minute, second].some((n) => n === undefined || Number.isNaN(n))) {
    return null;
  }
  return `${pad2(day ?? 0)}/${pad2(month ?? 0)}/${String(year).padStart(4, '0')} ${pad2(hour ?? 0)}:${pad2(minute ?? 0)}:${pad2(second ?? 0)}`;
}
