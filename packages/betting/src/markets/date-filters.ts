import { err, ok, type Result } from '../assert';

/**
 * Pre-match date filters (spec betting-domain §9): today means now to +24 hours; this_week means
 * start of day to +7 days; otherwise a number of hours from now. The result is the dateFrom /
 * dateTo pair of the `/xapi/rest/events` query, as UTC instants (ARCHITECTURE "Money, odds, time").
 */

export const NAMED_DATE_FILTERS = ['today', 'this_week'] as const;
export type NamedDateFilter = (typeof NAMED_DATE_FILTERS)[number];

/**
 * A named filter (`NamedDateFilter`), or a number of hours as a number or its text (e.g. "48").
 * Typed as plain text because it usually comes straight from a query parameter.
 */
export type PreMatchDateFilter = string | number;

export interface DateRange {
  /** ISO 8601 UTC instant, e.g. 2025-05-01T12:00:00.000Z. */
  readonly dateFrom: string;
  readonly dateTo: string;
}

export type DateFilterError =
  | { readonly code: 'invalid-date-filter'; readonly filter: string }
  | { readonly code: 'invalid-utc-offset'; readonly utcOffsetMinutes: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Longest hours filter accepted: 366 days (decision recorded: longer is a malformed filter). */
export const MAX_DATE_FILTER_HOURS = 366 * 24;
/** Real-world UTC offsets lie between −12:00 and +14:00. */
const MAX_UTC_OFFSET_MINUTES = 14 * 60;

export interface DateFilterOptions {
  /**
   * The player's UTC offset in minutes (e.g. 120 for UTC+2), used to find "start of day" for
   * this_week. Default 0: the day starts at midnight UTC.
   */
  readonly utcOffsetMinutes?: number;
}

function parseHours(filter: number | string): number | undefined {
  const text = typeof filter === 'number' ? String(filter) : filter.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const hours = Number(text);
  return hours > 0 && hours <= MAX_DATE_FILTER_HOURS ? hours : undefined;
}

/** Midnight of `now`'s day at the given UTC offset, as epoch milliseconds. */
export function startOfDayMs(nowMs: number, utcOffsetMinutes = 0): number {
  const offsetMs = utcOffsetMinutes * 60_000;
  const local = nowMs + offsetMs;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - offsetMs;
}

/**
 * spec betting-domain §9 pre-match date filters. `now` is a parameter so the rule stays pure.
 * An unknown name, a non-numeric or non-positive number of hours, or more than 366 days is an
 * error value (the platform answers 400); an invalid `now` is a caller bug and throws.
 */
export function preMatchDateRange(
  filter: PreMatchDateFilter,
  now: Date,
  options: DateFilterOptions = {},
): Result<DateRange, DateFilterError> {
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new Error('preMatchDateRange needs a valid now');
  const range = (fromMs: number, toMs: number): Result<DateRange, never> =>
    ok({ dateFrom: new Date(fromMs).toISOString(), dateTo: new Date(toMs).toISOString() });

  if (filter === 'today') return range(nowMs, nowMs + DAY_MS);
  if (filter === 'this_week') {
    const offset = options.utcOffsetMinutes ?? 0;
    if (!Number.isInteger(offset) || Math.abs(offset) > MAX_UTC_OFFSET_MINUTES) {
      return err({ code: 'invalid-utc-offset', utcOffsetMinutes: offset });
    }
    const start = startOfDayMs(nowMs, offset);
    return range(start, start + 7 * DAY_MS);
  }
  const hours = parseHours(filter);
  if (hours === undefined) return err({ code: 'invalid-date-filter', filter: String(filter) });
  return range(nowMs, nowMs + Math.round(hours * HOUR_MS));
}
