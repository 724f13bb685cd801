import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  partialCashOutMinimumMinor,
  partialCashOutStakes,
  scaleWithStake,
  settleBet,
  type LegResult,
} from '@touchline/betting';
import { ENDPOINTS, OpenBets, PlacedBetslip, PricedBetslip } from '@touchline/contract';
import { bearer, injectCall, sportsbookFullWallet } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';
import { ledgerProblems, TEST_NOW, usePlatform, type Harness } from '../../../test/harness';
import {
  cashier,
  createPlayer,
  fundReal,
  type TestPlayer,
} from '../../wallet/__tests__/wallet-fixtures';

/**
 * A model-based test of the money (issue 9): random sequences of placements (singles, the
 * multiple, every system the pricing call offers, each-way on a race), price moves, suspensions, settlements and resettlements, cash outs (full, partial and
 * automatic), deposits and withdrawals,
 * run against
 * the platform through HTTP, with an in-memory model beside it. After every step the player's
 * balance and open bets must be what the model says; after every run the ledger reconciles.
 */

const { bets: B, betslip: S } = ENDPOINTS;

interface Outcome {
  readonly id: number;
  price: number;
}
interface Market {
  readonly id: number;
  readonly eventId: number;
  readonly outcomes: Outcome[];
  suspended: boolean;
  resulted: boolean;
  winner: number | null;
  /** Each-way terms ('1/4' …) on a race's winner market; null elsewhere. */
  readonly placeTerms: string | null;
}
interface ModelBet {
  readonly betId: number;
  readonly betTypeId: number;
  /** Lines of the bet (1 for a single or the multiple; a system's noOfBets). */
  readonly lines: number;
  /** Each-way: a win and a place part, each of unitStake per line. */
  readonly eachWay: boolean;
  /** Minor units; a partial cash out lowers it. */
  unitStake: number;
  /** Parlay extra winnings promised on the multiple (cents; shrinks with a partial cash out). */
  extraCents: number;
  readonly legs: { readonly market: number; readonly outcome: number; readonly decimal: number }[];
}
/** A bet settlement closed, with what it paid: a resettlement reverses and re-applies it. */
interface SettledModelBet {
  readonly bet: ModelBet;
  returnsCents: number;
}
interface Model {
  balanceCents: number;
  /** What resettlements left the player owing, paid back from the next credits first. */
  owedCents: number;
  readonly markets: Market[];
  open: ModelBet[];
  settled: SettledModelBet[];
}
interface Real {
  readonly h: Harness;
  readonly p: TestPlayer;
}

const cents = (major: number) => Math.round(major * 100);

/** Money into the real balance: what the player owes is paid back from it first. */
function credit(m: Model, amountCents: number): void {
  const repaid = Math.min(m.owedCents, amountCents);
  m.owedCents -= repaid;
  m.balanceCents += amountCents - repaid;
}

/**
 * Six fresh events with one two-or-more-way market each, then a race's each-way market (index
 * `RACE`) — events never used by an earlier run.
 */
async function freshMarkets(h: Harness, used: Set<number>): Promise<Market[]> {
  const plain = await freshOf(h, used, false, 6);
  return [...plain, ...(await freshOf(h, used, true, 1))];
}

async function freshOf(
  h: Harness,
  used: Set<number>,
  eachWay: boolean,
  count: number,
): Promise<Market[]> {
  const rows = await h.db.query<{
    market_id: string;
    event_id: string;
    outcome_id: string;
    price: string;
    place_terms: string | null;
  }>(
    `SELECT m.id AS market_id, m.event_id, o.id AS outcome_id, o.price::text AS price,
            m.place_terms
       FROM markets m JOIN events e ON e.id = m.event_id JOIN outcomes o ON o.market_id = m.id
      WHERE m.status = 'open' AND e.status = 'scheduled' AND e.start_time > $1 AND NOT o.hidden
        AND (m.place_terms IS NOT NULL) = $2
        AND m.id = (SELECT min(m2.id) FROM markets m2
                     WHERE m2.event_id = e.id AND m2.status = 'open'
                       AND (m2.place_terms IS NOT NULL) = $2)
      ORDER BY e.id, o.id`,
    [TEST_NOW, eachWay],
  );
  const markets = new Map<number, Market>();
  for (const r of rows) {
    const eventId = Number(r.event_id);
    if (used.has(eventId)) continue;
    const id = Number(r.market_id);
    const market = markets.get(id) ?? {
      id,
      eventId,
      outcomes: [],
      suspended: false,
      resulted: false,
      winner: null,
      placeTerms: r.place_terms,
    };
    market.outcomes.push({ id: Number(r.outcome_id), price: Number(r.price) });
    markets.set(id, market);
  }
  const picked = [...markets.values()].filter((m) => m.outcomes.length >= 2).slice(0, count);
  if (picked.length < count) throw new Error('the card has run out of fresh events');
  for (const m of picked) used.add(m.eventId);
  return picked;
}

async function openBets(r: Real) {
  const res = await injectCall(r.h.app, B.openBets, {
    params: { accountId: r.p.accountId },
    headers: bearer(r.p.token),
  });
  return OpenBets.parse(res.json()).bets;
}

/**
 * The model's returns of a bet once it is decided (the package's bet calculator): every leg
 * resulted, or no line left that could pay (an accumulator with a lost leg) — null before.
 */
function modelReturnsCents(m: Model, bet: ModelBet): number | null {
  let undecided = false;
  const legs = bet.legs.map((leg) => {
    const market = m.markets[leg.market];
    if (!market?.resulted) undecided = true;
    const result: LegResult = !market?.resulted || market.winner === leg.outcome ? 'won' : 'lost';
    return {
      decimal: leg.decimal,
      result,
      marketId: market?.id ?? 0,
      ...(market?.placeTerms ? { placeTerms: market.placeTerms } : {}),
    };
  });
  const best = cents(
    settleBet({
      type: bet.betTypeId,
      unitStake: bet.unitStake / 100,
      eachWay: bet.eachWay,
      legs,
    }).returns,
  );
  // Every leg won: the multiple's promised extra winnings are paid too.
  const allWon = legs.every((l) => l.result === 'won');
  if (!undecided) return best + (allWon ? bet.extraCents : 0);
  return best === 0 ? 0 : null;
}

class Place implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly kind: 'single' | 'eachway' | 'multiple' | 'system',
    readonly markets: number[],
    readonly outcome: number,
    readonly stakeCents: number,
    /** Which of the systems the pricing call offers for these selections. */
    readonly system = 0,
  ) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const chosen = this.markets.map((i) => m.markets[i]).filter((x): x is Market => !!x);
    const legs = chosen.map((market) => {
      const outcome = market.outcomes[this.outcome % market.outcomes.length];
      if (!outcome) throw new Error('no outcome');
      return { market: m.markets.indexOf(market), outcome: outcome.id, decimal: outcome.price };
    });
    const stake = this.stakeCents / 100;
    const closed = chosen.some((x) => x.suspended || x.resulted);
    const singles = legs.map((l, i) => ({
      outcomeId: l.outcome,
      decimal: l.decimal,
      ref: `sel${String(i + 1)}`,
      unitStake: this.kind === 'single' || this.kind === 'eachway' ? stake : 0,
      ...(this.kind === 'eachway' && { eachWay: true }),
    }));
    // A system: one of those the pricing call offers for these selections (every §9 type).
    let system: { betTypeId: number; noOfBets: number } | undefined;
    if (this.kind === 'system') {
      if (closed) return; // no system is offered over a closed selection
      const priced = await injectCall(r.h.app, S.refresh, {
        headers: bearer(r.p.token),
        body: { singles },
      });
      expect(priced.statusCode, priced.body).toBe(200);
      const offered = PricedBetslip.parse(priced.json()).systems;
      system = offered[this.system % offered.length];
      if (!system) throw new Error(`no system offered for ${String(legs.length)} selections`);
    }
    const body = {
      singles,
      ...(this.kind === 'multiple' && { multiples: [{ betTypeId: 200002, unitStake: stake }] }),
      ...(system && { systems: [{ betTypeId: system.betTypeId, unitStake: stake }] }),
      userAcceptOdds: 'D',
    };
    const res = await injectCall(r.h.app, B.place, {
      params: { accountId: r.p.accountId },
      query: { uuid: randomUUID() },
      headers: bearer(r.p.token),
      body: body as never,
    });
    const lines =
      this.kind === 'single'
        ? legs.length
        : this.kind === 'eachway'
          ? 2 // a win and a place part
          : (system?.noOfBets ?? 1);
    const cost = this.stakeCents * lines;
    if (closed) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<{ code: string }>().code).toBe('RES-00108');
      return;
    }
    if (cost > m.balanceCents) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<{ code: string }>().code).toBe('RES-00056');
      return;
    }
    expect(res.statusCode, res.body).toBe(201);
    const placed = PlacedBetslip.parse(res.json());
    expect(cents(placed.totalCost)).toBe(cost);
    m.balanceCents -= cost;
    const betIds = [...placed.singles, ...placed.multiples, ...placed.systems].map((b) => b.betId);
    if (this.kind === 'single' || this.kind === 'eachway') {
      legs.forEach((leg, i) => {
        const betId = betIds[i];
        if (betId === undefined) throw new Error('a single without its bet');
        m.open.push({
          betId,
          betTypeId: 200001,
          lines: 1,
          eachWay: this.kind === 'eachway',
          unitStake: this.stakeCents,
          extraCents: 0,
          legs: [leg],
        });
      });
    } else {
      const [betId] = betIds;
      if (betId === undefined) throw new Error('no bet id');
      m.open.push({
        betId,
        betTypeId: system?.betTypeId ?? 200002,
        lines: system?.noOfBets ?? 1,
        eachWay: false,
        unitStake: this.stakeCents,
        extraCents: cents(placed.multiples[0]?.extraParlayWinnings ?? 0),
        legs,
      });
    }
  }
  toString = () =>
    `place ${this.kind}${this.kind === 'system' ? ` #${String(this.system)}` : ''} ${this.markets.join('+')} o${this.outcome} ${this.stakeCents}c`;
}

class MovePrice implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly market: number,
    readonly outcome: number,
    readonly price: number,
  ) {}
  check = (m: Readonly<Model>) => m.markets[this.market]?.resulted === false;
  async run(m: Model, r: Real): Promise<void> {
    const market = m.markets[this.market];
    const outcome = market?.outcomes[this.outcome % (market.outcomes.length || 1)];
    if (!outcome) return;
    await r.h.db.query('UPDATE outcomes SET price = $2 WHERE id = $1', [outcome.id, this.price]);
    outcome.price = this.price;
  }
  toString = () => `move m${this.market} o${this.outcome} → ${this.price}`;
}

class Suspend implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly market: number,
    readonly suspended: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.markets[this.market]?.resulted === false;
  async run(m: Model, r: Real): Promise<void> {
    const market = m.markets[this.market];
    if (!market) return;
    await r.h.db.query('UPDATE markets SET status = $2 WHERE id = $1', [
      market.id,
      this.suspended ? 'suspended' : 'open',
    ]);
    market.suspended = this.suspended;
  }
  toString = () => `${this.suspended ? 'suspend' : 'reopen'} m${this.market}`;
}

/** Settlement's side of the model: every open bet its legs now decide is closed and paid. */
function settleDecided(m: Model): void {
  const still: ModelBet[] = [];
  for (const bet of m.open) {
    const returns = modelReturnsCents(m, bet);
    if (returns === null) still.push(bet);
    else {
      credit(m, returns);
      m.settled.push({ bet, returnsCents: returns });
    }
  }
  m.open = still;
}

class Settle implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly market: number,
    readonly winner: number,
  ) {}
  check = (m: Readonly<Model>) => m.markets[this.market]?.resulted === false;
  async run(m: Model, r: Real): Promise<void> {
    const market = m.markets[this.market];
    if (!market) return;
    const winner = market.outcomes[this.winner % market.outcomes.length];
    if (!winner) return;
    await r.h.db.query(
      `UPDATE outcomes SET result = CASE WHEN id = $2 THEN 'won' ELSE 'lost' END WHERE market_id = $1`,
      [market.id, winner.id],
    );
    await r.h.db.query(`UPDATE markets SET status = 'resulted' WHERE id = $1`, [market.id]);
    market.resulted = true;
    market.winner = winner.id;
    await r.h.platform.settlement.sweep();
    settleDecided(m);
  }
  toString = () => `settle m${this.market} winner o${this.winner}`;
}

/** The pick-th open bet of the model and its cash-out offer now; null when none is offered. */
async function offerOf(m: Model, r: Real, pick: number) {
  const bet = m.open[pick % m.open.length];
  if (!bet) return null;
  const open = (await openBets(r)).find((b) => b.betId === bet.betId);
  if (open?.cashOut.status !== 'available') return null;
  return { bet, amount: open.cashOut.amount, offerCents: cents(open.cashOut.amount) };
}

/**
 * Cash out the whole bet (`share` 1) or a share of its offer: the part must reach the minimum
 * and leave some stake; what stays open keeps the package's share of its unit stake.
 */
class CashOut implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly share: number,
  ) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model, r: Real): Promise<void> {
    const offered = await offerOf(m, r, this.pick);
    if (!offered) return;
    const { bet, amount, offerCents } = offered;
    const partCents = this.share >= 1 ? offerCents : Math.floor(offerCents * this.share);
    const partial = partCents < offerCents;
    const res = await injectCall(r.h.app, B.cashOut, {
      params: { accountId: r.p.accountId, betId: bet.betId },
      query: { uuid: randomUUID() },
      headers: bearer(r.p.token),
      body: partial ? { amount, partialAmount: (partCents / 100).toFixed(2) } : { amount },
    });
    if (!partial) {
      expect(res.statusCode, res.body).toBe(201);
      const paid = cents(res.json<{ amount: number }>().amount);
      expect(paid).toBeGreaterThanOrEqual(offerCents);
      credit(m, paid);
      m.open = m.open.filter((b) => b !== bet);
      return;
    }
    if (partCents === 0) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('INVALID_REQUEST');
      return;
    }
    if (partCents < partialCashOutMinimumMinor('EUR')) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('PARTIAL_CASHOUT_BELOW_MINIMUM');
      return;
    }
    const { lines } = bet;
    const stakes = partialCashOutStakes({
      unitStakeMinor: bet.unitStake,
      totalStakeMinor: bet.unitStake * lines * (bet.eachWay ? 2 : 1),
      offerMinor: offerCents,
      partMinor: partCents,
    });
    if (!stakes.ok) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('PARTIAL_CASHOUT_LEAVES_NO_STAKE');
      return;
    }
    expect(res.statusCode, res.body).toBe(201);
    expect(cents(res.json<{ amount: number }>().amount)).toBe(partCents);
    credit(m, partCents);
    bet.extraCents = scaleWithStake(
      bet.extraCents,
      bet.unitStake,
      stakes.value.remainingUnitStakeMinor,
    );
    bet.unitStake = stakes.value.remainingUnitStakeMinor;
  }
  toString = () => `cash out #${this.pick} ${this.share >= 1 ? 'in full' : `share ${this.share}`}`;
}

/**
 * An automatic cash-out rule at the offer (`above` 0: it fires on the next evaluation, paying the
 * offer, once) or above it (it does not fire; the rule is then removed again).
 */
class AutoCashOut implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly aboveCents: number,
  ) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model, r: Real): Promise<void> {
    const offered = await offerOf(m, r, this.pick);
    if (!offered) return;
    const { bet, offerCents } = offered;
    const params = { accountId: r.p.accountId, betId: bet.betId };
    const set = await injectCall(r.h.app, B.setAutoCashOut, {
      params,
      headers: bearer(r.p.token),
      body: { threshold: (offerCents + this.aboveCents) / 100 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const fired = await r.h.platform.autoCashOut.run();
    if (this.aboveCents > 0) {
      expect(fired).toBe(0);
      const del = await injectCall(r.h.app, B.deleteAutoCashOut, {
        params,
        headers: bearer(r.p.token),
      });
      expect(del.statusCode, del.body).toBeLessThan(300);
      return;
    }
    expect(fired).toBe(1);
    expect(await r.h.platform.autoCashOut.run()).toBe(0);
    credit(m, offerCents);
    m.open = m.open.filter((b) => b !== bet);
  }
  toString = () => `auto cash out #${this.pick} at offer + ${this.aboveCents}c`;
}

/**
 * The feed changes a resulted market's winner: every bet settlement closed on it is reversed and
 * closed again on the new results (or reopened when it is undecided again); a player balance
 * never goes below zero (what it cannot give back the player owes, paid back from later credits).
 */
class Resettle implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly shift: number,
    /** Only markets that decided a bet which paid (a change can then take money back). */
    readonly paidOnly = false,
  ) {}
  /** The pick-th resulted market, and one of its other outcomes as the new winner. */
  private target(m: Readonly<Model>) {
    const paid = (i: number) =>
      m.settled.some((s) => s.returnsCents > 0 && s.bet.legs.some((l) => l.market === i));
    const resulted = m.markets.filter((x, i) => x.resulted && (!this.paidOnly || paid(i)));
    const market = resulted[this.pick % (resulted.length || 1)];
    if (!market) return null;
    const now = market.outcomes.findIndex((o) => o.id === market.winner);
    const winner = market.outcomes[(now + 1 + this.shift) % market.outcomes.length];
    return winner && winner.id !== market.winner ? { market, winner } : null;
  }
  check = (m: Readonly<Model>) => this.target(m) !== null;
  async run(m: Model, r: Real): Promise<void> {
    const target = this.target(m);
    if (!target) return;
    const { market, winner } = target;
    await r.h.db.query(
      `UPDATE outcomes SET result = CASE WHEN id = $2 THEN 'won' ELSE 'lost' END WHERE market_id = $1`,
      [market.id, winner.id],
    );
    market.winner = winner.id;
    await r.h.platform.settlement.sweep();
    const index = m.markets.indexOf(market);
    const touched = m.settled
      .filter((s) => s.bet.legs.some((l) => l.market === index))
      .sort((a, b) => a.bet.betId - b.bet.betId);
    for (const settled of touched) {
      const returns = modelReturnsCents(m, settled.bet);
      const delta = (returns ?? 0) - settled.returnsCents;
      if (delta > 0) credit(m, delta);
      else {
        // What the balance cannot give back, the player owes.
        m.owedCents += Math.max(0, -(m.balanceCents + delta));
        m.balanceCents = Math.max(0, m.balanceCents + delta);
      }
      if (returns === null) {
        m.settled = m.settled.filter((s) => s !== settled);
        m.open.push(settled.bet);
      } else settled.returnsCents = returns;
    }
    // Open bets the new result decides settle in the same sweep.
    settleDecided(m);
  }
  toString = () => `resettle resulted market #${this.pick} (+${this.shift})`;
}

class Deposit implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amountCents: number) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    await fundReal(r.h.db, r.p, (this.amountCents / 100).toFixed(2));
    credit(m, this.amountCents);
  }
  toString = () => `deposit ${this.amountCents}c`;
}

class Withdraw implements fc.AsyncCommand<Model, Real> {
  constructor(readonly amountCents: number) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    // What may be withdrawn follows the wagering rules (cashier tests); the model follows money.
    const { withdrawableAmount } = await sportsbookFullWallet(r.h.app, r.p);
    const res = await cashier(r.h, r.p, 'withdrawals', {
      amount: (this.amountCents / 100).toFixed(2),
    });
    if (this.amountCents > cents(withdrawableAmount)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json<{ code: string }>().code).toBe('WITHDRAWAL_EXCEEDS_WITHDRAWABLE');
      return;
    }
    expect(res.statusCode, res.body).toBe(201);
    m.balanceCents -= this.amountCents;
  }
  toString = () => `withdraw ${this.amountCents}c`;
}

/**
 * Everything withdrawable out at once: the balance left is what the wagering rules hold back, so
 * a resettlement that follows often takes back more than the balance holds (a debt).
 */
class WithdrawAll implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const { withdrawableAmount } = await sportsbookFullWallet(r.h.app, r.p);
    const amountCents = cents(withdrawableAmount);
    if (amountCents < 1_000) return; // the cashier's minimum
    const res = await cashier(r.h, r.p, 'withdrawals', { amount: (amountCents / 100).toFixed(2) });
    expect(res.statusCode, res.body).toBe(201);
    m.balanceCents -= amountCents;
  }
  toString = () => 'withdraw everything withdrawable';
}

/**
 * The balance emptied, then a result changed: a win paid and taken back now leaves the player
 * owing, and the next credits pay it back (what a debt needs is rare in a random sequence).
 */
class DrainThenResettle implements fc.AsyncCommand<Model, Real> {
  private readonly resettle: Resettle;
  constructor(pick: number, shift: number) {
    this.resettle = new Resettle(pick, shift, true);
  }
  check = (m: Readonly<Model>) => this.resettle.check(m);
  async run(m: Model, r: Real): Promise<void> {
    await new WithdrawAll().run(m, r);
    await this.resettle.run(m, r);
  }
  toString = () => `withdraw everything, then ${this.resettle.toString()}`;
}

/** After every step: the balance, what is owed and the open bets are the model's. */
async function compare(m: Model, r: Real): Promise<void> {
  const wallet = await sportsbookFullWallet(r.h.app, r.p);
  expect(cents(wallet.realBalance)).toBe(m.balanceCents);
  expect(cents(wallet.resettlementDebt ?? 0)).toBe(m.owedCents);
  const ids = (await openBets(r)).map((b) => b.betId).sort((a, b) => a - b);
  expect(ids).toEqual(m.open.map((b) => b.betId).sort((a, b) => a - b));
}

/** The plain markets (0–5) and the race's each-way market. */
/** The seeded brand's minimum EUR stake, in cents: a smaller stake is refused (RES-00140). */
const MIN_STAKE_CENTS = 10;
const marketIndex = fc.integer({ min: 0, max: 5 });
const RACE = 6;
const anyMarket = fc.integer({ min: 0, max: RACE });
const place = fc
  .tuple(
    fc.constantFrom('single' as const, 'eachway' as const, 'multiple' as const, 'system' as const),
    fc.uniqueArray(marketIndex, { minLength: 3, maxLength: 4 }),
    fc.nat(2),
    // From the brand's EUR minimum stake (config/brands/touchline/currencies.json: 0.10).
    fc.integer({ min: MIN_STAKE_CENTS, max: 1500 }),
    fc.nat(20),
  )
  .map(([kind, markets, outcome, stake, system]) =>
    kind === 'single'
      ? new Place(kind, markets.slice(0, 1), outcome, stake)
      : kind === 'eachway'
        ? new Place(kind, [RACE], outcome, stake)
        : new Place(kind, markets, outcome, stake, system),
  );
// Placements weigh most: a run is mostly bets, with the book and the results moving under them.
const commands = [
  place,
  place,
  place,
  place,
  fc
    .tuple(anyMarket, fc.nat(2), fc.integer({ min: 102, max: 900 }))
    .map(([m, o, p]) => new MovePrice(m, o, p / 100)),
  fc.tuple(anyMarket, fc.constantFrom(true, false, false)).map(([m, s]) => new Suspend(m, s)),
  // Results weigh as much as placements: resettlements need resulted markets with bets on them.
  fc.tuple(anyMarket, fc.nat(2)).map(([m, w]) => new Settle(m, w)),
  fc.tuple(anyMarket, fc.nat(2)).map(([m, w]) => new Settle(m, w)),
  fc.tuple(fc.nat(5), fc.nat(1)).map(([m, w]) => new Resettle(m, w)),
  fc.tuple(fc.nat(5), fc.nat(1)).map(([m, w]) => new Resettle(m, w)),
  fc
    .tuple(fc.nat(20), fc.constantFrom(1, 1, 0.5, 0.25, 0.9, 0.01))
    .map(([i, share]) => new CashOut(i, share)),
  fc.tuple(fc.nat(20), fc.constantFrom(0, 0, 50)).map(([i, above]) => new AutoCashOut(i, above)),
  fc.integer({ min: 100, max: 20_000 }).map((a) => new Deposit(a)),
  fc.integer({ min: 1_000, max: 5_000 }).map((a) => new Withdraw(a)),
  fc.constant(new WithdrawAll()),
  fc.tuple(fc.nat(5), fc.nat(1)).map(([m, w]) => new DrainThenResettle(m, w)),
];

describe.each(dbTargets())('the money model on $name', (target) => {
  const h = usePlatform(target, { finalChecks: ledgerProblems });

  it('keeps balance and open bets equal to the model through random sequences', async () => {
    const used = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 32, size: 'large' }), async (cmds) => {
        const p = await createPlayer(h, { prefix: 'model' });
        await fundReal(h.db, p, '100.00');
        const model: Model = {
          balanceCents: 10_000,
          owedCents: 0,
          markets: await freshMarkets(h, used),
          open: [],
          settled: [],
        };
        const real: Real = { h, p };
        await fc.asyncModelRun(
          () => ({ model, real }),
          [...[...cmds].flatMap((c) => [c, new Check()])],
        );
        expect(await ledgerProblems(h.db)).toEqual([]);
      }),
      { numRuns: 20, endOnFailure: true },
    );
    // 20 runs of up to 32 commands against the database: ample time on a loaded machine.
  }, 180_000);
});

class Check implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  run = compare;
  toString = () => 'check';
}
