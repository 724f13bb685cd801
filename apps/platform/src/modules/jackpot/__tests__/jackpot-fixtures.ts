import type { SimCard, SimFeedMessage } from '@touchline/simulator';
import { ENDPOINTS, type ActiveJackpot } from '@touchline/contract';
import { TEST_NOW, extendHarness, usePlatform, type Harness } from '../../../test/harness';
import { apiClient } from '../../../test/kit';
import type { DbTarget } from '../../../test/targets';
import type { Database } from '../../../db/database';
import {
  cardPath,
  FOOT,
  marketId,
  outcomeId,
  ScriptedWorld,
  simEvent,
} from '../../feed/__tests__/feed-fixtures';

/**
 * A jackpot world: 14 football matches this Sunday (TEST_NOW is Sunday 09:00 UTC; kick-offs
 * 10:00 to 23:00) for the weekend 13, and 9 on Tuesday (from 01:00) for the midweek 8, each with
 * a win-draw-win market 1 (outcome k = 1 home, 2 draw, 3 away), fed through the real ingest.
 */
export const WEEKEND = Array.from({ length: 14 }, (_, i) => 930_001 + i);
export const MIDWEEK = Array.from({ length: 9 }, (_, i) => 930_101 + i);
/** Next weekend's 13 (Saturday 28th from 00:00): the round after this weekend's. */
export const NEXT_WEEKEND = Array.from({ length: 13 }, (_, i) => 930_201 + i);
const COUNTRY = 930_900;
const LEAGUE = 930_901;

export function jackpotCard(): SimCard {
  return {
    paths: [
      cardPath(FOOT, null, 'sport', 'Football', 'FOOT'),
      cardPath(COUNTRY, FOOT, 'country', 'Jackland', null),
      cardPath(LEAGUE, COUNTRY, 'league', 'Jackpot League', null),
    ],
    events: [
      ...WEEKEND.map((id, i) => simEvent(id, FOOT, LEAGUE, COUNTRY, 'SIMJ', i + 1)),
      ...MIDWEEK.map((id, i) => simEvent(id, FOOT, LEAGUE, COUNTRY, 'SIMJ', 40 + i)),
      ...NEXT_WEEKEND.map((id, i) => simEvent(id, FOOT, LEAGUE, COUNTRY, 'SIMJ', 135 + i)),
    ],
  };
}

/** The 1X2 outcome k (1 home, 2 draw, 3 away) of an event. */
export const pick1x2 = (eventId: number, k: number) => outcomeId(marketId(eventId, 1), k);

/** A `results` message for an event's 1X2 market: the winning k, or 0 for void. */
export function result1x2(eventId: number, winner: number): SimFeedMessage {
  const id = marketId(eventId, 1);
  return {
    type: 'results',
    eventId,
    markets: [
      {
        marketId: id,
        outcomes: [1, 2, 3].map((k) => ({
          outcomeId: outcomeId(id, k),
          result: winner === 0 ? 'void' : k === winner ? 'won' : 'lost',
        })),
      },
    ],
  };
}

export interface JackpotHarness extends Harness {
  /** Queues feed messages, runs a feed tick and waits for the jackpot runner. */
  step(...messages: SimFeedMessage[]): Promise<void>;
  active(currency?: string): Promise<ActiveJackpot[]>;
}

export function useJackpotPlatform(target: DbTarget): JackpotHarness {
  const world = new ScriptedWorld(jackpotCard());
  const base = usePlatform(target, { world, finalChecks: jackpotPoolProblems });
  return extendHarness<JackpotHarness>(base, {
    async step(...messages: SimFeedMessage[]) {
      world.push(...messages);
      await base.platform.tick();
      await base.platform.settlement.idle();
      await base.platform.jackpots.idle();
    },
    async active(currency?: string) {
      const { jackpots } = await apiClient(base.app).jackpot.active({
        query: currency ? { currency } : {},
      });
      return jackpots;
    },
  });
}

/**
 * house:jackpot-pool must hold exactly the stakes of the open slips plus the rollovers, per
 * currency: every settlement took out what it paid and the operator share, nothing else.
 */
export async function jackpotPoolProblems(db: Database): Promise<string[]> {
  const rows = await db.query<{ currency: string; held: number; owed: number }>(
    `SELECT a.currency,
            (SELECT coalesce(sum(e.amount_minor), 0) FROM ledger_entries e
              WHERE e.account_id = a.id)::bigint AS held,
            (coalesce((SELECT sum(total_stake_minor) FROM jackpot_bets
                        WHERE status = 'open' AND currency = a.currency), 0)
             + coalesce((SELECT sum(amount_minor) FROM jackpot_rollovers
                          WHERE currency = a.currency), 0))::bigint AS owed
       FROM ledger_accounts a
      WHERE a.player_id IS NULL AND a.name = 'house:jackpot-pool'`,
  );
  return rows
    .filter((r) => r.held !== r.owed)
    .map(
      (r) => `${r.currency} jackpot pool ${r.held} differs from open stakes + rollovers ${r.owed}`,
    );
}

/** One pick per match (outcome k of each), in ordinal order. */
export const straightPicks = (j: ActiveJackpot, k = 1) =>
  j.events.map((e) => ({ ordinal: e.ordinal, outcomeId: pick1x2(e.eventId, k) }));

export { ENDPOINTS, TEST_NOW };
