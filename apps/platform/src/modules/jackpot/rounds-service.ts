/**
 * Jackpot rounds: created from the catalogue's football fixtures by the simulated operator's
 * schedule (packages/simulator `planJackpotRound`), and shown as the active list.
 */
import {
  findCurrencyEntry,
  jackpotPool,
  jackpotStakePerLineMinor,
  jackpotTierAmounts,
  jackpotTiers,
  minorToMajor,
} from '@touchline/betting';
import type { ActiveJackpot, ActiveJackpots } from '@touchline/contract';
import {
  JACKPOT_KINDS,
  JACKPOT_MARKET,
  planJackpotRound,
  type JackpotKind,
} from '@touchline/simulator';
import type { Database, Queryable } from '../../db/database';
import { AppError, ERROR_CODES } from '../../http/errors';
import {
  findActiveRounds,
  findCandidates,
  findLegOutcomes,
  hasOpenRound,
  insertRound,
  lastWindowEnd,
  readRollover,
  stakesByRound,
  type LegOutcomeRow,
  type RoundRow,
} from './repository';

/** The currency amounts are shown in when the caller names none (the demo players' own). */
export const DEFAULT_JACKPOT_CURRENCY = 'EUR';

/** A currency the platform knows, else a 400. */
export function jackpotCurrency(code: string | undefined): string {
  const currency = (code ?? DEFAULT_JACKPOT_CURRENCY).toUpperCase();
  if (!findCurrencyEntry(currency)) {
    throw new AppError(400, ERROR_CODES.invalidRequest, `currency: ${currency} is not supported`);
  }
  return currency;
}

/**
 * Makes sure each kind has a round taking slips: when none is open (the last one closed or
 * settled), the next is planned from the catalogue and inserted. Instances racing insert the
 * same round key, so one wins. Returns the keys created.
 */
export async function ensureRounds(db: Database, seed: number, now: Date): Promise<string[]> {
  const created: string[] = [];
  let candidates: Awaited<ReturnType<typeof findCandidates>> | null = null;
  for (const kind of Object.keys(JACKPOT_KINDS) as JackpotKind[]) {
    if (await hasOpenRound(db, kind, now)) continue;
    candidates ??= await findCandidates(db, JACKPOT_MARKET, now);
    const marketOf = new Map(candidates.map((c) => [c.event_id, c.market_id]));
    const notBefore = await lastWindowEnd(db, kind);
    const plan = planJackpotRound({
      seed,
      kind,
      candidates: candidates.map((c) => ({
        eventId: c.event_id,
        startMs: new Date(c.start_time).getTime(),
      })),
      nowMs: now.getTime(),
      ...(notBefore && { notBeforeMs: notBefore.getTime() }),
    });
    if (!plan) continue;
    const id = await db.transaction((tx) =>
      insertRound(tx, {
        key: plan.key,
        kind: plan.kind,
        name: plan.name,
        closesAt: new Date(plan.closesAtMs),
        windowEnd: new Date(plan.windowEndMs),
        legs: plan.eventIds.map((eventId) => ({ eventId, marketId: marketOf.get(eventId) ?? 0 })),
      }),
    );
    if (id !== null) created.push(plan.key);
  }
  return created;
}

/** A round's legs with their outcomes, grouped by ordinal. */
export interface RoundLeg {
  readonly ordinal: number;
  readonly eventId: number;
  readonly description: string;
  readonly startTime: string;
  readonly eventStatus: string;
  readonly marketId: number;
  readonly outcomes: readonly {
    readonly outcomeId: number;
    readonly description: string;
    readonly result: string | null;
  }[];
}

export function groupLegs(rows: readonly LegOutcomeRow[]): Map<number, RoundLeg[]> {
  const byRound = new Map<number, RoundLeg[]>();
  for (const r of rows) {
    let legs = byRound.get(r.round_id);
    if (!legs) byRound.set(r.round_id, (legs = []));
    let leg = legs[legs.length - 1];
    if (leg?.ordinal !== r.ordinal) {
      leg = {
        ordinal: r.ordinal,
        eventId: r.event_id,
        description: r.event_description,
        startTime: new Date(r.start_time).toISOString(),
        eventStatus: r.event_status,
        marketId: r.market_id,
        outcomes: [],
      };
      legs.push(leg);
    }
    (leg.outcomes as RoundLeg['outcomes'][number][]).push({
      outcomeId: r.outcome_id,
      description: r.outcome_description,
      result: r.result,
    });
  }
  return byRound;
}

export async function roundLegs(db: Queryable, roundId: number): Promise<RoundLeg[]> {
  return groupLegs(await findLegOutcomes(db, [roundId])).get(roundId) ?? [];
}

/** What a round's pool is in a currency now: stakes so far, operator share, rollover. */
export interface RoundPool {
  readonly stakesMinor: number;
  readonly rolloverMinor: number;
  readonly prizePoolMinor: number;
  readonly tierAmountsMinor: readonly number[];
}

export function roundPool(
  eventCount: number,
  stakesMinor: number,
  rolloverMinor: number,
): RoundPool {
  const { prizePoolMinor } = jackpotPool(stakesMinor, rolloverMinor);
  return {
    stakesMinor,
    rolloverMinor,
    prizePoolMinor,
    tierAmountsMinor: jackpotTierAmounts(prizePoolMinor, jackpotTiers(eventCount)),
  };
}

export async function poolOf(db: Queryable, round: RoundRow, currency: string): Promise<RoundPool> {
  const stakes = (await stakesByRound(db, [round.id], currency)).get(round.id) ?? 0;
  return roundPool(round.event_count, stakes, await readRollover(db, round.kind, currency));
}

/** GET /xapi/rest/jackpotbetweb/active: the rounds taking slips, amounts in `currency`. */
export async function activeJackpots(
  db: Queryable,
  now: Date,
  currencyCode: string | undefined,
): Promise<ActiveJackpots> {
  const currency = jackpotCurrency(currencyCode);
  const rounds = await findActiveRounds(db, now);
  if (rounds.length === 0) return { jackpots: [] };
  const ids = rounds.map((r) => r.id);
  const legs = groupLegs(await findLegOutcomes(db, ids));
  const stakes = await stakesByRound(db, ids, currency);
  const major = (minor: number) => minorToMajor(minor, currency);
  const jackpots: ActiveJackpot[] = [];
  for (const r of rounds) {
    const pool = roundPool(
      r.event_count,
      stakes.get(r.id) ?? 0,
      await readRollover(db, r.kind, currency),
    );
    jackpots.push({
      jackpotId: r.id,
      name: r.name,
      kind: r.kind,
      closesAt: new Date(r.closes_at).toISOString(),
      eventCount: r.event_count,
      currency,
      stakePerLine: major(jackpotStakePerLineMinor(currency)),
      prizePool: major(pool.prizePoolMinor),
      rollover: major(pool.rolloverMinor),
      tiers: jackpotTiers(r.event_count).map((t, i) => ({
        correct: t.correct,
        amount: major(pool.tierAmountsMinor[i] ?? 0),
      })),
      events: (legs.get(r.id) ?? []).map((l) => ({
        ordinal: l.ordinal,
        eventId: l.eventId,
        description: l.description,
        startTime: l.startTime,
        marketId: l.marketId,
        outcomes: l.outcomes.map((o) => ({ outcomeId: o.outcomeId, description: o.description })),
      })),
    });
  }
  return { jackpots };
}
