/**
 * Jackpot settlement: once every match of a closed round is resulted (or void), each currency's
 * slips are counted line by line, the tiers paid from the pool and the slips closed, in ONE
 * transaction under the round's row lock, so a round is settled exactly once even with several
 * settlers (a second one skips the locked row, then finds it settled; the settlements' primary
 * key refuses a second row anyway).
 */
import { jackpotLinesByCorrect, settleJackpot, type JackpotMatchResult } from '@touchline/betting';
import type { Database } from '../../db/database';
import { postJackpotSettlement, type JackpotPayout } from '../wallet';
import { legDecision } from './leg-results';
import {
  closeBets,
  findClosedUnsettledRounds,
  findPicks,
  insertSettlement,
  lockRollover,
  lockRoundBets,
  lockUnsettledRound,
  markRoundSettled,
  setRollover,
  type BetClose,
  type JackpotBetRow,
} from './repository';
import { roundLegs } from './rounds-service';

export interface RoundSettlement {
  readonly roundId: number;
  readonly currencies: readonly {
    readonly currency: string;
    readonly paidMinor: number;
    readonly houseMinor: number;
    readonly rolloverOutMinor: number;
  }[];
}

/** Settles one round if it is closed and decided; null when there is nothing to do now. */
export function settleRound(
  db: Database,
  roundId: number,
  now: Date,
): Promise<RoundSettlement | null> {
  return db.transaction(async (tx) => {
    const round = await lockUnsettledRound(tx, roundId);
    if (!round || new Date(round.closes_at) > now) return null;
    const legs = await roundLegs(tx, round.id);
    const results: JackpotMatchResult[] = [];
    for (const leg of legs) {
      const decision = legDecision(leg);
      if (!decision) return null; // a match still to be resulted
      results.push(decision);
    }
    const bets = await lockRoundBets(tx, round.id);
    const picks = await findPicks(
      tx,
      bets.map((b) => b.id),
    );
    const byCurrency = new Map<string, JackpotBetRow[]>();
    for (const b of bets) {
      const list = byCurrency.get(b.currency);
      if (list) list.push(b);
      else byCurrency.set(b.currency, [b]);
    }
    const currencies = [];
    for (const [currency, list] of [...byCurrency.entries()].sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      const rolloverIn = await lockRollover(tx, round.kind, currency);
      const entries = list.map((b) => ({
        id: b.id,
        linesByCorrect: jackpotLinesByCorrect(
          picks
            .filter((p) => p.bet_id === b.id)
            .map((p) => ({ ordinal: p.ordinal, outcomeId: p.outcome_id })),
          results,
        ),
      }));
      const stakesMinor = list.reduce((sum, b) => sum + b.total_stake_minor, 0);
      const s = settleJackpot({
        eventCount: round.event_count,
        stakesMinor,
        rolloverInMinor: rolloverIn,
        entries,
      });
      const perPlayer = new Map<number, number>();
      for (const b of list) {
        const paid = s.payouts.get(b.id) ?? 0;
        if (paid > 0) perPlayer.set(b.player_id, (perPlayer.get(b.player_id) ?? 0) + paid);
      }
      const payouts: JackpotPayout[] = [...perPlayer].map(([id, amountMinor]) => ({
        owner: { id, currency },
        amountMinor,
      }));
      const paidMinor = payouts.reduce((sum, p) => sum + p.amountMinor, 0);
      const ledgerTransactionId = await postJackpotSettlement(tx, {
        currency,
        payouts,
        houseMinor: s.houseMinor,
        reference: `jackpot:${round.round_key}`,
        at: now,
      });
      await setRollover(tx, round.kind, currency, s.rolloverOutMinor);
      const closes: BetClose[] = entries.map((e) => {
        const returnsMinor = s.payouts.get(e.id) ?? 0;
        const best = e.linesByCorrect.reduce((top, lines, k) => (lines > 0 ? k : top), 0);
        return {
          id: e.id,
          status: returnsMinor > 0 ? 'won' : 'lost',
          returnsMinor,
          bestCorrect: best,
        };
      });
      await closeBets(tx, closes, now);
      await insertSettlement(tx, {
        roundId: round.id,
        currency,
        stakesMinor,
        houseMinor: s.houseMinor,
        rolloverInMinor: rolloverIn,
        rolloverOutMinor: s.rolloverOutMinor,
        paidMinor,
        tiers: s.tiers,
        ledgerTransactionId,
        at: now,
      });
      currencies.push({
        currency,
        paidMinor,
        houseMinor: s.houseMinor,
        rolloverOutMinor: s.rolloverOutMinor,
      });
    }
    await markRoundSettled(tx, round.id, now);
    return { roundId: round.id, currencies };
  });
}

export interface JackpotSettlementReport {
  readonly settled: readonly RoundSettlement[];
  readonly failed: number;
}

/** Settles the closed rounds (those on `eventIds` when given); a failing round does not stop others. */
export async function settleRounds(
  db: Database,
  now: Date,
  onError: (error: unknown) => void,
  eventIds?: readonly number[],
): Promise<JackpotSettlementReport> {
  const settled: RoundSettlement[] = [];
  let failed = 0;
  for (const { id } of await findClosedUnsettledRounds(db, now, eventIds)) {
    try {
      const done = await settleRound(db, id, now);
      if (done) settled.push(done);
    } catch (error) {
      failed++;
      onError(new Error(`settling jackpot round ${id} failed`, { cause: error }));
    }
  }
  return { settled, failed };
}
