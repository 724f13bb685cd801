import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerProblems, TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';
import { ensureStakeWallet, PLAYER_ACCOUNTS } from '../../wallet';
import {
  createPlayer,
  fundReal,
  HOUSE_ACCOUNTS,
  openSelection,
  type TestPlayer,
} from '../../wallet/__tests__/wallet-fixtures';
import { Combiner } from '../../../db/combiner';
import { applyPlacements } from '../placement-batch';
import type { PlacementWrite } from '../placement-repository';

interface Item {
  readonly id: number;
  readonly player: string;
}

/** A run that records its batches and answers each item after `delayMs`. */
function recorder(delayMs = 0, fail: (item: Item) => boolean = () => false) {
  const batches: number[][] = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = async (items: readonly Item[]) => {
    batches.push(items.map((i) => i.id));
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    running -= 1;
    if (items.some(fail)) throw new Error(`batch ${String(batches.length)} failed`);
    return items.map((i) => `answer ${String(i.id)}`);
  };
  return { run, batches, mostAtOnce: () => mostAtOnce };
}

const item = (id: number, player = `p${String(id)}`): Item => ({ id, player });
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the placement combiner', () => {
  it('sends the items of one turn as one batch and answers each its own', async () => {
    const r = recorder();
    const c = new Combiner(r.run, { maxInFlight: 1 });
    const answers = await Promise.all([1, 2, 3].map((id) => c.submit(item(id))));
    expect(answers).toEqual(['answer 1', 'answer 2', 'answer 3']);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it('keeps items with a key in common apart, oldest first', async () => {
    const r = recorder();
    const c = new Combiner(r.run, { keysOf: (i: Item) => [i.player], maxInFlight: 1 });
    const answers = await Promise.all([
      c.submit(item(1, 'ann')),
      c.submit(item(2, 'ann')),
      c.submit(item(3, 'bob')),
      c.submit(item(4, 'ann')),
    ]);
    expect(answers).toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4']);
    expect(r.batches).toEqual([[1, 3], [2], [4]]);
  });

  it('sends at most maxBatch items at once', async () => {
    const r = recorder();
    const c = new Combiner(r.run, { maxBatch: 2, maxInFlight: 1 });
    await Promise.all([1, 2, 3, 4, 5].map((id) => c.submit(item(id))));
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('queues what arrives while maxInFlight batches run, for the next batch', async () => {
    const r = recorder(20);
    const c = new Combiner(r.run, { maxInFlight: 1, stalledAfterMs: null });
    const first = c.submit(item(1));
    await turn();
    await turn();
    // Batch [1] is running: these three wait and go together.
    const later = [2, 3, 4].map((id) => c.submit(item(id)));
    await Promise.all([first, ...later]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
    expect(r.mostAtOnce()).toBe(1);
  });

  it('starts one more batch beside a stalled one, never two', async () => {
    // Batches that run until released.
    const batches: number[][] = [];
    const releases: (() => void)[] = [];
    const run = (items: readonly Item[]) => {
      batches.push(items.map((i) => i.id));
      return new Promise<string[]>((resolve) => {
        releases.push(() => resolve(items.map((i) => `answer ${String(i.id)}`)));
      });
    };
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 500 && !done(); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };
    const c = new Combiner(run, { maxInFlight: 1, stalledAfterMs: 10 });
    const first = c.submit(item(1));
    await until(() => batches.length === 1);
    const startedSecond = performance.now();
    // [1] runs; [2] waits until [1] has run 10 ms, then starts beside it.
    const second = c.submit(item(2));
    await until(() => batches.length === 2);
    expect(batches).toEqual([[1], [2]]);
    expect(performance.now() - startedSecond).toBeGreaterThanOrEqual(5);
    // Two run: [3] waits for one of them to end, however long they take.
    const third = c.submit(item(3));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(batches).toEqual([[1], [2]]);
    releases[0]?.();
    await until(() => batches.length === 3);
    expect(batches).toEqual([[1], [2], [3]]);
    releases[1]?.();
    releases[2]?.();
    expect(await Promise.all([first, second, third])).toEqual(['answer 1', 'answer 2', 'answer 3']);
  });

  it('runs a failed batch again one item at a time, so only the failing item fails', async () => {
    const r = recorder(0, (i) => i.id === 2);
    const c = new Combiner(r.run, { maxInFlight: 1 });
    const settled = await Promise.allSettled([1, 2, 3].map((id) => c.submit(item(id))));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 'answer 1' });
    expect(settled[2]).toEqual({ status: 'fulfilled', value: 'answer 3' });
    expect(r.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('refuses a run that answers a different number of outputs', async () => {
    const c = new Combiner(
      (items: readonly Item[]) => Promise.resolve(items.slice(1).map(() => 'x')),
      {
        maxInFlight: 1,
      },
    );
    await expect(c.submit(item(1))).rejects.toThrow(/different count/);
  });

  it('answers every item exactly once with its own output, whatever the schedule', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat({ max: 2 })), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        async (schedule, maxBatch, maxInFlight) => {
          const r = recorder(1);
          const c = new Combiner(r.run, {
            keysOf: (i: Item) => [i.player],
            maxBatch,
            maxInFlight,
            stalledAfterMs: null,
          });
          const answers: Promise<string>[] = [];
          for (const [i, [player, wait]] of schedule.entries()) {
            answers.push(c.submit(item(i, `p${String(player)}`)));
            for (let k = 0; k < wait; k += 1) await turn();
          }
          expect(await Promise.all(answers)).toEqual(schedule.map((_, i) => `answer ${String(i)}`));
          expect(r.batches.flat().sort((a, b) => a - b)).toEqual(schedule.map((_, i) => i));
          for (const batch of r.batches) {
            expect(batch.length).toBeLessThanOrEqual(maxBatch);
            const players = batch.map((id) => schedule[id]?.[0]);
            expect(new Set(players).size).toBe(players.length);
          }
          expect(r.mostAtOnce()).toBeLessThanOrEqual(maxInFlight);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/**
 * A decided 1.00 single of `p` on `sel`, built from the database as placement decides it (the
 * book's digest, the wallet's counters and balances, ids drawn), for `place_betslips` directly.
 */
async function decidedSingle(
  h: Harness,
  p: TestPlayer,
  sel: { outcomeId: number; marketId: number; eventId: number },
): Promise<PlacementWrite> {
  await ensureStakeWallet(h.db, p);
  const [facts] = await h.db.query<{
    digest: string;
    price: string;
    u: number;
    b: number;
    held: number;
    slip: number;
    bet: number;
  }>(
    `SELECT md5(book_state(ARRAY[$1::bigint], false)::text) AS digest,
            (SELECT price::text FROM outcomes WHERE id = $1) AS price,
            w.unwagered_deposits_minor AS u, w.bonus_left_to_wager_minor AS b,
            (SELECT id FROM ledger_accounts
              WHERE player_id IS NULL AND name = $3 AND currency = 'EUR') AS held,
            nextval('betslips_id_seq') AS slip, nextval('bets_id_seq') AS bet
       FROM wallet_states w WHERE w.player_id = $2`,
    [sel.outcomeId, p.id, HOUSE_ACCOUNTS.betsHeld],
  );
  const accounts = await h.db.query<{ id: number; name: string; m: number }>(
    `SELECT a.id, a.name, b.balance_minor AS m
       FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
      WHERE a.player_id = $1 AND a.currency = 'EUR'`,
    [p.id],
  );
  const real = accounts.find((a) => a.name === PLAYER_ACCOUNTS.real);
  if (!facts || !real) throw new Error('the player has no wallet');
  const reference = `TLBATCH${String(facts.slip)}`;
  return {
    playerId: p.id,
    outcomeIds: [sel.outcomeId],
    bookDigest: facts.digest,
    counters: { u: facts.u, b: facts.b },
    balances: accounts.map((a) => ({ id: a.id, m: a.m })),
    postings: [
      {
        kind: 'bet-stake',
        reference,
        role: 'cash',
        entries: [
          { a: real.id, m: -100 },
          { a: facts.held, m: 100 },
        ],
      },
    ],
    nextCounters: { u: Math.max(0, facts.u - 100), b: facts.b },
    at: TEST_NOW.toISOString(),
    betslip: {
      id: facts.slip,
      uuid: randomUUID(),
      reference,
      origin_id: '11',
      user_accept_odds: 'D',
      currency: 'EUR',
      total_stake_minor: 100,
      potential_returns_minor: Math.round(100 * Number(facts.price)),
      free_money_stake_minor: 0,
      request_hash: 'test',
      acceptance: 'accepted',
      accept_at: null,
    },
    bets: [
      {
        id: facts.bet,
        ref: 'sel1',
        bet_type_id: 1,
        description: 'Single',
        currency: 'EUR',
        each_way: false,
        no_of_bets: 1,
        unit_stake_minor: 100,
        total_stake_minor: 100,
        free_money_stake_minor: 0,
        potential_returns_minor: Math.round(100 * Number(facts.price)),
        potential_place_win_minor: 0,
        extra_winnings_minor: 0,
        status: 'open',
      },
    ],
    legs: [
      {
        bet_id: facts.bet,
        leg_no: 1,
        outcome_id: sel.outcomeId,
        market_id: sel.marketId,
        event_id: sel.eventId,
        price: facts.price,
        place_terms: null,
        market_suspension_seq: null,
      },
    ],
    answer: { reference },
  };
}

describe.each(dbTargets())('place_betslips on $name', (target) => {
  const h = usePlatform(target, { finalChecks: ledgerProblems });

  it('applies each slip of a batch by its own facts: placed, book moved, wallet changed', async () => {
    const [ann, bob, cat] = await Promise.all([1, 2, 3].map(() => createPlayer(h)));
    if (!ann || !bob || !cat) throw new Error('no players');
    await Promise.all([ann, bob, cat].map((p) => fundReal(h.db, p, '10.00')));
    const sel = await openSelection(h, TEST_NOW);
    const writes = [
      await decidedSingle(h, ann, sel),
      { ...(await decidedSingle(h, bob, sel)), bookDigest: 'a book read before a price move' },
      // cat's wallet moved after the decision (another slip of cat got there first).
      { ...(await decidedSingle(h, cat, sel)), counters: { u: 1, b: 1 } },
      // A second slip of ann decided on the same wallet as her first: it waits for another batch.
      await decidedSingle(h, ann, sel),
    ];
    expect(await applyPlacements(h.db, writes)).toEqual(['placed', 'book', 'wallet', 'wallet']);
    const slips = await h.db.query<{ player_id: number }>(
      'SELECT player_id FROM betslips WHERE player_id = ANY($1::bigint[])',
      [[ann.id, bob.id, cat.id]],
    );
    expect(slips.map((r) => r.player_id)).toEqual([ann.id]);
    const balances = await h.db.query<{ player_id: number; m: number }>(
      `SELECT a.player_id, b.balance_minor AS m
         FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
        WHERE a.player_id = ANY($1::bigint[]) AND a.name = $2`,
      [[ann.id, bob.id, cat.id], PLAYER_ACCOUNTS.real],
    );
    const balanceOf = (p: TestPlayer) => balances.find((r) => r.player_id === p.id)?.m;
    expect([ann, bob, cat].map(balanceOf)).toEqual([900, 1000, 1000]);
    const [legs] = await h.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM bet_legs l JOIN bets b ON b.id = l.bet_id WHERE b.player_id = $1',
      [ann.id],
    );
    expect(Number(legs?.n)).toBe(1);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('writes nothing of a batch one of whose slips breaks a rule, and says why', async () => {
    const [ann, bob] = await Promise.all([1, 2].map(() => createPlayer(h)));
    if (!ann || !bob) throw new Error('no players');
    await Promise.all([ann, bob].map((p) => fundReal(h.db, p, '10.00')));
    const sel = await openSelection(h, TEST_NOW);
    const good = await decidedSingle(h, ann, sel);
    const reused = { ...(await decidedSingle(h, bob, sel)) };
    reused.betslip = { ...reused.betslip, uuid: good.betslip.uuid };
    await expect(applyPlacements(h.db, [good, reused])).rejects.toMatchObject({ code: '23505' });
    const [n] = await h.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM betslips WHERE player_id = ANY($1::bigint[])',
      [[ann.id, bob.id]],
    );
    expect(Number(n?.n)).toBe(0);
  });
});
