/**
 * Deposit limits (responsible gambling; beyond the spec). Amounts are integer
 * minor units of the player's currency; times are UTC instants.
 */

export const DEPOSIT_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

const HOUR_MS = 3_600_000;

/**
 * Decision: rolling windows (the last 24 hours, 7 days, 30 days), not calendar periods. A
 * calendar day resets at a midnight that depends on a time zone and lets a player deposit a full
 * limit at 23:59 and again at 00:00; a rolling window never allows more than the limit in any
 * window of its length.
 */
export const DEPOSIT_LIMIT_WINDOW_MS: Readonly<Record<DepositLimitPeriod, number>> = {
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
  monthly: 30 * 24 * HOUR_MS,
};

/** A looser limit (higher, or removed) takes effect only after this cooling-off time. */
export const DEPOSIT_LIMIT_INCREASE_DELAY_MS = 24 * HOUR_MS;

export interface PendingDepositLimit {
  /** The limit that will apply; null removes the limit. */
  readonly limitMinor: number | null;
  readonly effectiveAt: Date;
}

export interface DepositLimitState {
  /** The limit in force; null means none. */
  readonly limitMinor: number | null;
  readonly pending: PendingDepositLimit | null;
}

export const NO_DEPOSIT_LIMIT: DepositLimitState = { limitMinor: null, pending: null };

/** Whether `next` is stricter than `current` (null = no limit, the loosest). */
export function isStricterLimit(next: number | null, current: number | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/** The state at `now`: a pending change whose time has come is in force. */
export function depositLimitAt(state: DepositLimitState, now: Date): DepositLimitState {
  if (state.pending && state.pending.effectiveAt.getTime() <= now.getTime()) {
    return { limitMinor: state.pending.limitMinor, pending: null };
  }
  return state;
}

export type DepositLimitChange =
  | { readonly kind: 'immediate'; readonly state: DepositLimitState }
  | { readonly kind: 'delayed'; readonly state: DepositLimitState }
  | { readonly kind: 'unchanged'; readonly state: DepositLimitState };

/**
 * A player asks for `requested` (null: remove the limit). A stricter limit applies at once and
 * cancels any pending loosening; asking for the limit in force cancels a pending loosening; a
 * looser one waits DEPOSIT_LIMIT_INCREASE_DELAY_MS (asking again for the same pending value keeps
 * its original time, so repeating a request never delays it).
 */
export function requestDepositLimit(
  stored: DepositLimitState,
  requested: number | null,
  now: Date,
): DepositLimitChange {
  if (requested !== null && (!Number.isSafeInteger(requested) || requested <= 0)) {
    throw new Error(`a deposit limit must be a positive integer of minor units: ${requested}`);
  }
  const current = depositLimitAt(stored, now);
  if (isStricterLimit(requested, current.limitMinor)) {
    return { kind: 'immediate', state: { limitMinor: requested, pending: null } };
  }
  if (requested === current.limitMinor) {
    const state = { limitMinor: current.limitMinor, pending: null };
    return current.pending ? { kind: 'immediate', state } : { kind: 'unchanged', state };
  }
  if (current.pending && current.pending.limitMinor === requested) {
    return { kind: 'unchanged', state: current };
  }
  return {
    kind: 'delayed',
    state: {
      limitMinor: current.limitMinor,
      pending: {
        limitMinor: requested,
        effectiveAt: new Date(now.getTime() + DEPOSIT_LIMIT_INCREASE_DELAY_MS),
      },
    },
  };
}

/** What is left of one limit after `usedMinor` was deposited in its window; null: no limit. */
export function remainingAllowance(limitMinor: number | null, usedMinor: number): number | null {
  return limitMinor === null ? null : Math.max(0, limitMinor - usedMinor);
}

export interface PeriodUsage {
  readonly period: DepositLimitPeriod;
  readonly limitMinor: number | null;
  readonly usedMinor: number;
}

/** The binding limit: the period with the least left (null when no limit is set). */
export function depositAllowance(
  usage: readonly PeriodUsage[],
): { readonly period: DepositLimitPeriod; readonly remainingMinor: number } | null {
  let best: { period: DepositLimitPeriod; remainingMinor: number } | null = null;
  for (const u of usage) {
    const remaining = remainingAllowance(u.limitMinor, u.usedMinor);
    if (remaining === null) continue;
    if (!best || remaining < best.remainingMinor)
      best = { period: u.period, remainingMinor: remaining };
  }
  return best;
}
