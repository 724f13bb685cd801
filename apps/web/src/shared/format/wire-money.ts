import { currencyPrecision, formatMoney, parseMajorToMinor } from '@touchline/betting';

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
