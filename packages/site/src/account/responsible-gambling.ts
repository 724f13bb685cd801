/**
 * Responsible-gambling rules (beyond the spec, what regulated players expect):
 * time-outs, self-exclusion periods, which of two exclusions ends later, and the reality-check
 * reminder interval. The spec's only trace is the `selfExcluded` profile flag (shell §3) and the
 * self-exclusion icon (shell §6).
 */
import { assertNever } from '@touchline/betting';

/** A time-out: a short break of 24 hours, 7 days or 30 days. */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];

/** Self-exclusion: 6 months, 1 year, 5 years or permanent. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export type ExclusionPeriod = TimeOutPeriod | SelfExclusionPeriod;

const HOUR_MS = 3_600_000;

/** `start` plus whole calendar months (UTC), the day clamped to the target month's length. */
function addMonthsUtc(startMs: number, months: number): number {
  const d = new Date(startMs);
  const target = new Date(d.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/**
 * When an exclusion of `period` starting at `startMs` ends (epoch ms); null for permanent.
 * Hours and days are exact durations; months and years are calendar months in UTC.
 */
export function exclusionEnd(period: ExclusionPeriod, startMs: number): number | null {
  switch (period) {
    case '24h':
      return startMs + 24 * HOUR_MS;
    case '7d':
      return startMs + 7 * 24 * HOUR_MS;
    case '30d':
      return startMs + 30 * 24 * HOUR_MS;
    case '6m':
      return addMonthsUtc(startMs, 6);
    case '1y':
      return addMonthsUtc(startMs, 12);
    case '5y':
      return addMonthsUtc(startMs, 60);
    case 'permanent':
      return null;
    default:
      return assertNever(period, 'exclusion period');
  }
}

export function isTimeOutPeriod(value: unknown): value is TimeOutPeriod {
  return typeof value === 'string' && (TIME_OUT_PERIODS as readonly string[]).includes(value);
}

export function isSelfExclusionPeriod(value: unknown): value is SelfExclusionPeriod {
  return typeof value === 'string' && (SELF_EXCLUSION_PERIODS as readonly string[]).includes(value);
}

/** The later of two exclusion ends (null = permanent, later than anything). */
export function laterExclusionEnd(a: number | null, b: number | null): number | null {
  if (a === null || b === null) return null;
  return Math.max(a, b);
}

/** Reality-check reminder intervals in minutes; 0 means off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

export function isRealityCheckInterval(value: unknown): value is RealityCheckInterval {
  return (
    typeof value === 'number' && (REALITY_CHECK_INTERVALS as readonly number[]).includes(value)
  );
}

/**
 * The next reality-check reminder after `nowMs` for a session that started at `loginAtMs`
 * (epoch ms): every `minutes` of play; null when reminders are off.
 */
export function nextRealityCheckAt(
  loginAtMs: number,
  minutes: RealityCheckInterval,
  nowMs: number,
): number | null {
  if (minutes === 0) return null;
  const step = minutes * 60_000;
  const elapsed = Math.max(0, nowMs - loginAtMs);
  return loginAtMs + (Math.floor(elapsed / step) + 1) * step;
}
