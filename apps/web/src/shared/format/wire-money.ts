import {
  currencyPrecision,
  formatMoney,
  isThousandScaledCurrency,
  minorToDisplayAmount,
  parseMajorToMinor,
} from '@touchline/betting';
import { formatMoneyMinor, formatNumber, localeOf } from '@touchline/site';

/**
 * The platform sends amounts as major-unit numbers (shell §7 wallet, betslip totals). They
 * become integer minor units here, at the edge, and are formatted by @touchline/betting.
 */
export function wireAmountToMinor(major: number, currency: string): number | null {
  const exact = parseMajorToMinor(major, currency);
  if (exact !== null) return exact;
  // Binary floating-point noise (0.30000000000000004) is not a real extra decimal: display
  // only, so the nearest minor unit is the honest reading.
  if (!Number.isFinite(major) || major < 0) return null;
  return parseMajorToMinor(major.toFixed(currencyPrecision(currency)), currency);
}

/** `1,000 EUR`-style text for a wire amount, or an em dash when it cannot be read. */
export function formatWireMoney(major: number, currency: string): string {
  const minor = wireAmountToMinor(major, currency);
  return minor === null ? '—' : formatMoney({ minor, currency });
}

/** A signed wire amount (an account statement line): `+50 EUR`, `−10 EUR`, `0 EUR`. */
export function formatSignedWireMoney(major: number, currency: string): string {
  const text = formatWireMoney(Math.abs(major), currency);
  if (major > 0) return `+${text}`;
  if (major < 0) return `−${text}`;
  return text;
}

/**
 * Money in the page language's style (issue 11: locale-aware money): `€1,234.50` in en-GB,
 * `1.234,50 €` in de-DE, with the currency's own precision (packages/site `formatMoneyMinor`).
 * spec betting-domain §9: the thousand-scaled currencies are shown in thousands, so they keep
 * their code after the number (`1.234,56 VND`) rather than a symbol that would read as dong.
 */
export function formatLocaleMoney(minor: number, currency: string, locale: string): string {
  if (!Number.isSafeInteger(minor)) return '—';
  const tag = localeOf(locale);
  if (isThousandScaledCurrency(currency)) {
    return `${formatNumber(minorToDisplayAmount(minor, currency), tag)}\u00a0${currency}`;
  }
  return formatMoneyMinor(minor, currency, currencyPrecision(currency), tag);
}

/** A wire amount (major units) in the page language's style, or an em dash when unreadable. */
export function formatLocaleWireMoney(major: number, currency: string, locale: string): string {
  const minor = wireAmountToMinor(major, currency);
  return minor === null ? '—' : formatLocaleMoney(minor, currency, locale);
}

/** A signed wire amount in the page language's style: `+50,00 €`, `−10,00 €`, `0,00 €`. */
export function formatSignedLocaleWireMoney(
  major: number,
  currency: string,
  locale: string,
): string {
  const text = formatLocaleWireMoney(Math.abs(major), currency, locale);
  if (major > 0) return `+${text}`;
  if (major < 0) return `−${text}`;
  return text;
}
