import { minorToMajor } from '@touchline/betting';
import {
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_MS,
  depositAllowance,
  depositLimitAt,
  NO_DEPOSIT_LIMIT,
  remainingAllowance,
  requestDepositLimit,
  type DepositLimitPeriod,
  type DepositLimitState,
} from '@touchline/site';
import type { DepositLimits, DepositLimitsUpdate } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { parseCashierAmount } from './amounts';
import {
  insertDepositLimitChange,
  lockWalletState,
  readDepositLimits,
  sumDepositWindows,
  upsertDepositLimit,
  type DepositLimitRow,
} from './repository';
import type { WalletOwner } from './service';

/**
 * Deposit limits (responsible gambling): daily, weekly and monthly limits over
 * rolling windows; a stricter limit applies at once, a looser one (or removal) after 24 hours.
 * The rules are `@touchline/betting` deposit-limits; this file reads and stores them.
 */

function stateOf(row: DepositLimitRow | undefined): DepositLimitState {
  if (!row) return NO_DEPOSIT_LIMIT;
  return {
    limitMinor: row.limit_minor,
    pending: row.pending_effective_at
      ? { limitMinor: row.pending_limit_minor, effectiveAt: new Date(row.pending_effective_at) }
      : null,
  };
}

function windowStarts(now: Date): Record<DepositLimitPeriod, Date> {
  const start = (p: DepositLimitPeriod) => new Date(now.getTime() - DEPOSIT_LIMIT_WINDOW_MS[p]);
  return { daily: start('daily'), weekly: start('weekly'), monthly: start('monthly') };
}

interface PeriodView {
  readonly period: DepositLimitPeriod;
  readonly state: DepositLimitState;
  readonly usedMinor: number;
}

async function readPeriods(db: Queryable, owner: WalletOwner, now: Date): Promise<PeriodView[]> {
  // Sequential: `db` may be a transaction's single connection.
  const rows = await readDepositLimits(db, owner.id);
  const used = await sumDepositWindows(db, owner.id, windowStarts(now), now);
  return DEPOSIT_LIMIT_PERIODS.map((period) => ({
    period,
    state: depositLimitAt(stateOf(rows.find((r) => r.period === period)), now),
    usedMinor: used[period],
  }));
}

/**
 * What the deposit limits still allow at `now` (null: no limit set), and which limit binds.
 * Call with the wallet locked so two deposits cannot both use the same allowance.
 */
export async function depositAllowanceAt(
  db: Queryable,
  owner: WalletOwner,
  now: Date,
): Promise<{ period: DepositLimitPeriod; limitMinor: number; remainingMinor: number } | null> {
  const periods = await readPeriods(db, owner, now);
  const binding = depositAllowance(
    periods.map((p) => ({
      period: p.period,
      limitMinor: p.state.limitMinor,
      usedMinor: p.usedMinor,
    })),
  );
  if (!binding) return null;
  const limitMinor = periods.find((p) => p.period === binding.period)?.state.limitMinor;
  if (limitMinor === undefined || limitMinor === null) throw new Error('binding limit missing');
  return { ...binding, limitMinor };
}

function view(periods: readonly PeriodView[], currency: string): DepositLimits {
  const major = (minor: number) => minorToMajor(minor, currency);
  const nullableMajor = (minor: number | null) => (minor === null ? null : major(minor));
  return {
    currency,
    limits: periods.map((p) => ({
      period: p.period,
      windowHours: DEPOSIT_LIMIT_WINDOW_MS[p.period] / 3_600_000,
      limit: nullableMajor(p.state.limitMinor),
      used: major(p.usedMinor),
      remaining: nullableMajor(remainingAllowance(p.state.limitMinor, p.usedMinor)),
      pending: p.state.pending
        ? {
            limit: nullableMajor(p.state.pending.limitMinor),
            effectiveAt: p.state.pending.effectiveAt.toISOString(),
          }
        : null,
    })),
  };
}

/** GET /accounts/me/responsible-gambling/deposit-limits */
export async function getDepositLimits(
  ctx: AppContext,
  owner: WalletOwner,
): Promise<DepositLimits> {
  return view(await readPeriods(ctx.db, owner, ctx.clock()), owner.currency);
}

/**
 * PUT /accounts/me/responsible-gambling/deposit-limits: each period given is set or (null)
 * removed; every request is logged in deposit_limit_changes with when it takes effect.
 */
export async function setDepositLimits(
  ctx: AppContext,
  owner: WalletOwner,
  update: DepositLimitsUpdate,
): Promise<DepositLimits> {
  const requested = new Map<DepositLimitPeriod, number | null>();
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const raw = update[period];
    if (raw === undefined) continue;
    requested.set(period, raw === null ? null : parseCashierAmount(raw, owner.currency, period));
  }
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // The wallet lock: a deposit in flight sees either the old or the new limits, never half.
    await lockWalletState(tx, owner.id, owner.currency);
    const rows = await readDepositLimits(tx, owner.id);
    for (const [period, limitMinor] of requested) {
      const stored = stateOf(rows.find((r) => r.period === period));
      const change = requestDepositLimit(stored, limitMinor, now);
      await upsertDepositLimit(
        tx,
        owner.id,
        { period, currency: owner.currency, ...change.state },
        now,
      );
      await insertDepositLimitChange(tx, {
        playerId: owner.id,
        period,
        currency: owner.currency,
        previousLimitMinor: depositLimitAt(stored, now).limitMinor,
        requestedLimitMinor: limitMinor,
        outcome: change.kind,
        effectiveAt:
          change.kind === 'delayed' && change.state.pending
            ? change.state.pending.effectiveAt
            : now,
        requestedAt: now,
      });
    }
    return view(await readPeriods(tx, owner, now), owner.currency);
  });
}
