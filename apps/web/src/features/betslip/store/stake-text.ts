import { currencyPrecision, parseMajorToMinor } from '@touchline/betting';

/** spec betting-domain §5: a keyboard stake string is at most 13 characters. */
export const MAX_STAKE_TEXT_LENGTH = 13;

/**
 * Whether typed stake text may stand (spec betting-domain §5): digits with at most one dot
 * and no more decimals than the currency has; a lone dot or a leading double zero is
 * rejected. A trailing dot ("12.") is allowed while typing. Belongs in packages/betting.
 */
export function isAcceptableStakeText(text: string, currency: string): boolean {
  if (text === '') return true;
  if (text.length > MAX_STAKE_TEXT_LENGTH || text.startsWith('00')) return false;
  const precision = currencyPrecision(currency);
  const pattern = precision > 0 ? new RegExp(`^\\d+(?:\\.\\d{0,${precision}})?$`) : /^\d+$/;
  return pattern.test(text);
}

/** The stake in minor units; 0 for empty or unreadable text. */
export function stakeTextToMinor(text: string, currency: string): number {
  const normalised = text.endsWith('.') ? text.slice(0, -1) : text;
  if (normalised === '') return 0;
  return parseMajorToMinor(normalised, currency) ?? 0;
}
