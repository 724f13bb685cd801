import { randomUUID } from 'node:crypto';
import type { SimCard, SimFeedMessage, SimOutcomeResult } from '@touchline/simulator';
import {
  ENDPOINTS,
  PlacedBetslip,
  SettledBets,
  buildPath,
  type OpenBet,
} from '@touchline/contract';
import type { Database } from '../../../db/database';
import { TEST_NOW, usePlatform, extendHarness, type Harness } from '../../../test/harness';
import { apiClient, placeSingle as placeSingleBet, sportsbookBalance } from '../../../test/kit';
import type { DbTarget } from '../../../test/targets';
import {
  cardPath,
  FOOT,
  marketId,
  outcomeId,
  ScriptedWorld,
  simEvent,
} from '../../feed/__tests__/feed-fixtures';
import { debitStake } from '../../wallet';
import { insertBetslip, insertBets } from '../repository';
import {
  HOUSE_ACCOUNTS,
  createPlayer,
  fundReal,
  type TestPlayer,
} from '../../wallet/__tests__/wallet-fixtures';

/**
 * A settlement world: eight football events of our own (kick-offs 2 to 9 hours after TEST_NOW),
 * each with market 1 at 2.00 / 3.00 / 4.00, market 2 at 1.80 / 2.00 and market 3 at
 * 1.90 / 1.90, fed through the real feed ingest by a scripted world; results and price moves are
 * the messages a test queues. Suites use distinct events so they do not depend on each other.
 */
export const EVENTS = [920_001, 920_002, 920_003, 920_004, 920_005, 920_006, 920_007, 920_008];
const LEAGUE = 920_101;
const COUNTRY = 920_100;

export { marketId, outcomeId };

export function settlementCard(): SimCard {
  return {
    paths: [
      cardPath(FOOT, null, 'sport', 'Football', 'FOOT'),
      cardPath(COUNTRY, FOOT, 'country', 'Settleland', null),
      cardPath(LEAGUE, COUNTRY, 'league', 'Settle League', null),
    ],
    events: EVENTS.map((id, i) =>
      simEvent(id, FOOT, LEAGUE, COUNTRY, 'SIMS', i + 2, ['2.00', '3.00', '4.00']),
    ),
  };
}

/** `outcomeId(marketId(event, market), k)`. */
export const sel = (event: number, market: number, k: number) => ({
  eventId: event,
  marketId: marketId(event, market),
  outcomeId: outcomeId(marketId(event, market), k),
});

type OutcomeResult =
  SimOutcomeResult | { result: SimOutcomeResult; tiedFor: number; places: number };

/** A `results` message for one market: the k-th outcome's result at index k − 1. */
export function results(event: number, market: number, outcomes: readonly OutcomeResult[]) {
  const id = marketId(event, market);
  return {
    type: 'results',
    eventId: event,
    markets: [
      {
        marketId: id,
        outcomes: outcomes.map((r, i) =>
          typeof r === 'string'
            ? { outcomeId: outcomeId(id, i + 1), result: r }
            : {
                outcomeId: outcomeId(id, i + 1),
                result: r.result,
                deadHeat: { tiedFor: r.tiedFor, places: r.places },
              },
        ),
      },
    ],
  } as const satisfies SimFeedMessage;
}

export interface SettlementHarness extends Harness {
  readonly world: ScriptedWorld;
  /** Queues one step of feed messages, runs a feed tick and waits for settlement to finish. */
  step(...messages: SimFeedMessage[]): Promise<void>;
}

/**
 * test/harness.ts `usePlatform` on the settlement world. After the suite, beside the ledger
 * reconciliation the target's dispose runs: house:bets-held equal to the stakes of the open bets
 * (every closed bet released its stake exactly once).
 */
export function useSettlementPlatform(
  target: DbTarget,
  env: Record<string, string> = {},
): SettlementHarness {
  const world = new ScriptedWorld(settlementCard());
  const base = usePlatform(target, { world, env, finalChecks: heldStakeProblems });
  return extendHarness(base, {
    world,
    async step(...messages: SimFeedMessage[]) {
      world.push(...messages);
      await base.platform.tick();
      await base.platform.settlement.idle();
    },
  });
}

/**
 * house:bets-held (the sum of its entries) must hold exactly the stakes of the open bets and of
 * those awaiting approval, per currency.
 */
export async function heldStakeProblems(db: Database): Promise<string[]> {
  const rows = await db.query<{ currency: string; held: number; open: number }>(
    `SELECT a.currency,
            (SELECT coalesce(sum(e.amount_minor), 0) FROM ledger_entries e
              WHERE e.account_id = a.id)::bigint AS held,
            coalesce((SELECT sum(total_stake_minor) FROM bets
                       WHERE status IN ('open', 'pending') AND currency = a.currency), 0)::bigint
              AS open
       FROM ledger_accounts a
      WHERE a.player_id IS NULL AND a.name = $1`,
    [HOUSE_ACCOUNTS.betsHeld],
  );
  return rows
    .filter((r) => r.held !== r.open)
    .map((r) => `${r.currency} bets held ${r.held} differ from the open stakes ${r.open}`);
}

// -- the player's side, through HTTP ---------------------------------------------------------

export async function fundedPlayer(h: Harness, major = '100.00'): Promise<TestPlayer> {
  const p = await createPlayer(h, { prefix: 'settle' });
  await fundReal(h.db, p, major);
  return p;
}

/** Places a single at the price on offer; the bet id. */
export async function placeSingle(
  h: Harness,
  p: TestPlayer,
  s: { eventId: number; marketId: number; outcomeId: number },
  stake: number,
): Promise<number> {
  const res = await placeSingleBet(h.app, p, s, stake);
  if (res.statusCode !== 201) throw new Error(`placement failed: ${res.body}`);
  const betId = PlacedBetslip.parse(res.json()).singles[0]?.betId;
  if (betId === undefined) throw new Error('no bet id');
  return betId;
}

export const balanceOf = (h: Harness, p: TestPlayer): Promise<number> =>
  sportsbookBalance(h.app, p);

export async function openBetsOf(h: Harness, p: TestPlayer): Promise<OpenBet[]> {
  const { bets } = await apiClient(h.app, p.token).bets.openBets({
    params: { accountId: p.accountId },
  });
  return bets;
}

export async function settledBetsOf(h: Harness, p: TestPlayer, query = '') {
  const res = await h.app.inject({
    method: 'GET',
    url: `${buildPath(ENDPOINTS.bets.settledBets.path, {})}${query}`,
    headers: p.auth,
  });
  if (res.statusCode !== 200) throw new Error(`settled bets failed: ${res.body}`);
  return SettledBets.parse(res.json()).bets;
}

export async function betCountOf(h: Harness, p: TestPlayer): Promise<number> {
  const { betCount } = await apiClient(h.app, p.token).wallet.betCount({
    params: { accountId: p.accountId },
  });
  return betCount;
}

/**
 * A bet of several legs (an accumulator or a system), written as placement would write it:
 * the stake debited through the wallet and the betslip and bet rows in one transaction, at the
 * prices on offer. Placement takes singles only (issue note); settlement must already handle
 * these, so the suites build them here.
 */
export async function placeMultiLegBet(
  h: Harness,
  p: TestPlayer,
  bet: {
    betTypeId: number;
    description: string;
    unitStakeMinor: number;
    lines: number;
    legs: readonly { eventId: number; marketId: number; outcomeId: number }[];
    /** Parlay extra winnings promised at placement (default none). */
    extraWinningsMinor?: number;
  },
): Promise<number> {
  const prices = await h.db.query<{ id: number; price: string }>(
    'SELECT id, price::text AS price FROM outcomes WHERE id = ANY($1::bigint[])',
    [bet.legs.map((l) => l.outcomeId)],
  );
  const priceOf = (id: number) => {
    const row = prices.find((r) => r.id === id);
    if (!row) throw new Error(`no outcome ${id}`);
    return row.price;
  };
  const total = bet.unitStakeMinor * bet.lines;
  const reference = `TLTEST${randomUUID().slice(0, 6).toUpperCase()}`;
  return h.db.transaction(async (tx) => {
    const debit = await debitStake(tx, p, {
      amountMinor: total,
      reference,
      usePromoCash: false,
      at: TEST_NOW,
    });
    if (!debit.ok) throw new Error('stake not covered');
    const betslipId = await insertBetslip(tx, {
      uuid: randomUUID(),
      playerId: p.id,
      reference,
      originId: '11',
      userAcceptOdds: 'D',
      currency: p.currency,
      totalStakeMinor: total,
      potentialReturnsMinor: 0,
      ledgerTransactionId: debit.transactionId,
      freeMoneyTransactionId: null,
      freeMoneyStakeMinor: 0,
      requestHash: 'test',
      acceptAt: null,
    });
    await insertBets(tx, betslipId, p.id, [
      {
        ref: 'mul1',
        betTypeId: bet.betTypeId,
        description: bet.description,
        currency: p.currency,
        eachWay: false,
        noOfBets: bet.lines,
        unitStakeMinor: bet.unitStakeMinor,
        totalStakeMinor: total,
        freeMoneyStakeMinor: 0,
        potentialReturnsMinor: 0,
        potentialPlaceWinMinor: 0,
        extraWinningsMinor: bet.extraWinningsMinor ?? 0,
        legs: bet.legs.map((l) => ({
          ...l,
          price: priceOf(l.outcomeId),
          placeTerms: null,
          marketSuspensionSeq: null,
        })),
      },
    ]);
    const [row] = await tx.query<{ id: number }>('SELECT id FROM bets WHERE betslip_id = $1', [
      betslipId,
    ]);
    if (!row) throw new Error('bet not written');
    return row.id;
  });
}
