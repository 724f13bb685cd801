/**
 * Responsible gambling (beyond the spec): time-outs (24 h, 7 d, 30 d) and
 * self-exclusion (6 months, 1 year, 5 years, permanent) block login and betting at once — the
 * player's live sessions end in the same transaction — and a reality-check interval the web
 * reminds by. Deposit limits belong to the wallet.
 */
import {
  exclusionEnd,
  type RealityCheckInterval,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@touchline/site';
import type { ResponsibleGamblingState } from '@touchline/contract';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../app-context';
import { identityDeps } from './deps';
import { accountInactive, excluded } from './errors';
import {
  activeExclusions,
  findPlayerById,
  insertExclusion,
  lockPlayer,
  revokePlayerSessions,
  updatePlayer,
  type ExclusionRow,
} from './repository';

export interface ExclusionInForce {
  readonly kind: 'time_out' | 'self_exclusion';
  /** null: permanent. */
  readonly until: Date | null;
}

const later = (a: Date | null, b: Date | null): Date | null =>
  a === null || b === null ? null : a > b ? a : b;

/** The exclusion that governs: a self-exclusion over a time-out; of one kind, the latest end. */
export function governingExclusion(
  rows: readonly Pick<ExclusionRow, 'kind' | 'ends_at'>[],
): ExclusionInForce | null {
  const self = rows.filter((r) => r.kind === 'self_exclusion');
  const chosen = self.length > 0 ? self : rows;
  if (chosen.length === 0) return null;
  const [first, ...rest] = chosen;
  if (!first) return null;
  return {
    kind: first.kind,
    until: rest.reduce<Date | null>((end, r) => later(end, r.ends_at), first.ends_at),
  };
}

export async function currentExclusion(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<ExclusionInForce | null> {
  return governingExclusion(await activeExclusions(db, playerId, now));
}

/**
 * Called before a stake is debited (jackpot slips; bet placement reads the same facts in its
 * own statement and calls `assertMayBetOn`): an inactive, timed-out or self-excluded player may
 * not bet, even with a session that has not noticed yet.
 */
export async function assertMayBet(db: Queryable, playerId: number, now: Date): Promise<void> {
  const player = await findPlayerById(db, playerId);
  assertMayBetOn(player?.status ?? null, await activeExclusions(db, playerId, now));
}

/** What may-bet decides on, when the caller read it with its own statement. */
export interface MayBetFacts {
  /** The player's status (null: no such player). */
  readonly status: string | null;
  /** The player's exclusions in force now. */
  readonly exclusions: readonly Pick<ExclusionRow, 'kind' | 'ends_at'>[];
}

/** `assertMayBet` on facts already read (bet placement reads them with its book and wallet). */
export function assertMayBetOn(
  status: MayBetFacts['status'],
  exclusions: MayBetFacts['exclusions'],
): void {
  if (status === null) throw accountInactive('unknown');
  if (status !== 'active') throw accountInactive(status);
  const exclusion = governingExclusion(exclusions);
  if (exclusion) throw excluded(exclusion.kind, exclusion.until);
}

export async function responsibleGamblingState(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<ResponsibleGamblingState> {
  const [player, rows] = await Promise.all([
    findPlayerById(db, playerId),
    activeExclusions(db, playerId, now),
  ]);
  const timeOuts = rows.filter((r) => r.kind === 'time_out');
  const selfExclusion = governingExclusion(rows.filter((r) => r.kind === 'self_exclusion'));
  const timeOut = governingExclusion(timeOuts);
  return {
    selfExcluded: selfExclusion !== null,
    timeOut: timeOut?.until ? { until: timeOut.until.toISOString() } : null,
    selfExclusion: selfExclusion
      ? {
          until: selfExclusion.until ? selfExclusion.until.toISOString() : null,
          permanent: selfExclusion.until === null,
        }
      : null,
    realityCheckMinutes: player?.reality_check_minutes ?? 0,
  };
}

/**
 * Starts a time-out or self-exclusion now and ends every live session of the player in the
 * same transaction, so the next call with any of their tokens is refused (the caller's own
 * session included). Returns the new state.
 */
async function exclude(
  ctx: AppContext,
  playerId: number,
  kind: 'time_out' | 'self_exclusion',
  period: TimeOutPeriod | SelfExclusionPeriod,
): Promise<ResponsibleGamblingState> {
  const now = ctx.clock();
  const end = exclusionEnd(period, now.getTime());
  await ctx.db.transaction(async (tx) => {
    // A self-excluded player gets every unit of real money back, deposits never staked included
    // (the turnover hold is an anti-laundering rule, not a reason to keep a player's money for
    // months). A time-out keeps the hold: it ends in at most 30 days. Wallet lock first, as
    // deposits take it before the player row. The wallet adds that release as a step.
    if (kind === 'self_exclusion') {
      for (const step of identityDeps(ctx).selfExclusionSteps) await step(tx, playerId, now);
    }
    // Serialised with logins (which lock the player row too): none can slip past the exclusion.
    await lockPlayer(tx, playerId);
    await insertExclusion(tx, {
      playerId,
      kind,
      period,
      startsAt: now,
      endsAt: end === null ? null : new Date(end),
    });
    await revokePlayerSessions(tx, playerId, null, kind, now);
  });
  return responsibleGamblingState(ctx.db, playerId, now);
}

export const takeTimeOut = (ctx: AppContext, playerId: number, period: TimeOutPeriod) =>
  exclude(ctx, playerId, 'time_out', period);

export const selfExclude = (ctx: AppContext, playerId: number, period: SelfExclusionPeriod) =>
  exclude(ctx, playerId, 'self_exclusion', period);

export async function setRealityCheck(
  ctx: AppContext,
  playerId: number,
  minutes: RealityCheckInterval,
): Promise<ResponsibleGamblingState> {
  await updatePlayer(ctx.db, playerId, { reality_check_minutes: minutes });
  return responsibleGamblingState(ctx.db, playerId, ctx.clock());
}
