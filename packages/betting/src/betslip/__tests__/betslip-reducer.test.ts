import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLOSED_SELECTION_MESSAGE } from '../betslip-codes';
import {
  BETSLIP_CLOSED_SELECTION_REMOVAL_DELAY_MS,
  BETSLIP_NON_PERSISTED_KEYS,
  backendStakeDiffersFromLocal,
  betslipAvailableBalanceAfterRefresh,
  betslipBetKey,
  betslipBusy,
  betslipButtonDecision,
  betslipPlacementPhase,
  betslipReducer,
  betslipRefreshMethod,
  initialBetslipState,
  orderedBetslipSingles,
  parseBetslipBetKey,
  persistableBetslipState,
  rehydrateBetslipState,
  type BetslipAction,
  type BetslipMultipleEntry,
  type BetslipNewSelection,
  type BetslipServerModel,
  type BetslipState,
  type BetslipSystemEntry,
} from '../betslip-reducer';
import { eventId, marketId, outcomeId } from '../../ids';
import { stakeMinor, type Stake } from '../../stakes/stake';

const oid = outcomeId;
const st = stakeMinor;

const selection = (id: number, event = id * 10): BetslipNewSelection => ({
  outcomeId: outcomeId(id),
  eventId: eventId(event),
  marketId: marketId(id * 100),
  decimal: 2.5,
});

const run = (actions: readonly BetslipAction[], from: BetslipState = initialBetslipState) =>
  actions.reduce(betslipReducer, from);

const add = (outcomeId: number): BetslipAction => ({
  type: 'betAdded',
  selection: selection(outcomeId),
});

const withBets = (...ids: number[]) => run(ids.map(add));

const refs = (state: BetslipState) => orderedBetslipSingles(state).map((b) => b.ref);

const double: BetslipMultipleEntry = {
  ref: 'mul1',
  betTypeId: 200_002,
  description: 'Double',
  noOfBets: 1,
  decimal: 6.25,
  unitStake: st(0),
};

const trixie: BetslipSystemEntry = { ref: 'sys1', betTypeId: 100_003, unitStake: st(0) };

const placing = (state: BetslipState) => betslipReducer(state, { type: 'placementStarted' });

describe('betslip: adding bets (betting-domain §4 Betslip lifecycle)', () => {
  it('opens the slip and assigns refs sel1, sel2, … in order', () => {
    const state = withBets(11, 22, 33);
    expect(state.open).toBe(true);
    expect(refs(state)).toEqual(['sel1', 'sel2', 'sel3']);
    expect(state.bets['22']?.ref).toBe('sel2');
  });

  it('clears errors when a bet is added', () => {
    const withError: BetslipState = {
      ...withBets(1),
      errors: [{ code: 'RES-00140', message: 'Stake below the minimum' }],
    };
    expect(betslipReducer(withError, add(2)).errors).toEqual([]);
  });

  it('keys bets by outcome id and ignores an outcome already on the slip', () => {
    const state = withBets(7);
    expect(Object.keys(state.bets)).toEqual(['7']);
    expect(betslipReducer(state, add(7))).toBe(state);
  });

  it('refuses a 16th bet with RES-00247, leaving the slip otherwise unchanged', () => {
    const full = withBets(...Array.from({ length: 15 }, (_, i) => i + 1));
    expect(Object.keys(full.bets)).toHaveLength(15);
    const refused = betslipReducer(full, add(16));
    expect(refused.errors).toEqual([{ code: 'RES-00247', message: 'Number of bets exceeded' }]);
    expect({ ...refused, errors: [] }).toEqual({ ...full, errors: [] });
  });

  it('honours a configured max_bets_on_betslip', () => {
    const state = run([
      { type: 'betAdded', selection: selection(1), maxBetsOnBetslip: 2 },
      { type: 'betAdded', selection: selection(2), maxBetsOnBetslip: 2 },
      { type: 'betAdded', selection: selection(3), maxBetsOnBetslip: 2 },
    ]);
    expect(refs(state)).toEqual(['sel1', 'sel2']);
    expect(state.errors[0]?.code).toBe('RES-00247');
  });

  it('starts a fresh slip when a price is selected after a successful placement', () => {
    const placed = run(
      [
        { type: 'placementStarted' },
        { type: 'placementSucceeded', durationMs: 900, response: { reference: 'R1' } },
      ],
      withBets(1, 2),
    );
    const next = betslipReducer(placed, add(3));
    expect(next.placementSuccess).toBe(false);
    expect(refs(next)).toEqual(['sel1']);
    expect(next.bets['3']?.ref).toBe('sel1');
  });
});

describe('betslip: removing bets', () => {
  it('renumbers later selection refs', () => {
    const state = betslipReducer(withBets(11, 22, 33, 44), {
      type: 'betRemoved',
      outcomeId: oid(22),
    });
    expect(refs(state)).toEqual(['sel1', 'sel2', 'sel3']);
    expect(state.bets['11']?.ref).toBe('sel1');
    expect(state.bets['33']?.ref).toBe('sel2');
    expect(state.bets['44']?.ref).toBe('sel3');
  });

  it('clears multiples and collapses with one bet left', () => {
    const state = run(
      [
        { type: 'multiplesRecalculated', multiples: [double], systems: [trixie] },
        { type: 'betslipExpanded' },
        { type: 'betRemoved', outcomeId: oid(1) },
      ],
      withBets(1, 2),
    );
    expect(state.multiples).toEqual([]);
    expect(state.systems).toEqual([]);
    expect(state.expanded).toBe(false);
    expect(state.showSystemBets).toBe(false);
    expect(state.open).toBe(true);
    expect(refs(state)).toEqual(['sel1']);
  });

  it('closes the slip when no bets are left', () => {
    const state = betslipReducer(withBets(5), { type: 'betRemoved', outcomeId: oid(5) });
    expect(state.open).toBe(false);
    expect(state.bets).toEqual({});
  });

  it('moves the active stake key with its renumbered bet, and drops it with a removed bet', () => {
    const editing = run(
      [
        { type: 'stakeChanged', key: 'sel3', stake: st(1000), text: '10' },
        { type: 'betRemoved', outcomeId: oid(1) },
      ],
      withBets(1, 2, 3),
    );
    expect(editing.activeBetKey).toBe('sel2');
    expect(editing.activeBetStake).toBe('10');
    const dropped = run(
      [
        { type: 'stakeChanged', key: 'sel1', stake: st(1000), text: '10' },
        { type: 'betRemoved', outcomeId: oid(1) },
      ],
      withBets(1, 2, 3),
    );
    expect(dropped.activeBetKey).toBeNull();
    expect(dropped.activeBetStake).toBe('');
  });

  it('keeps refs exactly sel1..selN in order and at most 15 bets after any add/remove sequence', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id: fc.integer({ min: 1, max: 25 }) }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 25 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const order: number[] = [];
        let state = initialBetslipState;
        for (const o of ops) {
          state = betslipReducer(
            state,
            o.kind === 'add' ? add(o.id) : { type: 'betRemoved', outcomeId: oid(o.id) },
          );
          if (o.kind === 'add' && !order.includes(o.id) && order.length < 15) order.push(o.id);
          if (o.kind === 'remove' && order.includes(o.id)) order.splice(order.indexOf(o.id), 1);
        }
        const singles = orderedBetslipSingles(state);
        expect(singles.length).toBeLessThanOrEqual(15);
        expect(singles.map((b) => b.ref)).toEqual(singles.map((_, i) => `sel${i + 1}`));
        // Refs follow the order in which the remaining bets were added.
        expect(singles.map((b) => b.outcomeId)).toEqual(order);
        // Bets left keep the slip open; none left closes it.
        expect(state.open).toBe(order.length > 0);
      }),
    );
  });
});

describe('betslip: open, close, clear, expand', () => {
  it('blocks closing while a bet is being placed or awaits approval', () => {
    const open = withBets(1);
    const inFlight = placing(open);
    expect(betslipReducer(inFlight, { type: 'betslipClosed' }).open).toBe(true);
    const waiting = betslipReducer(inFlight, { type: 'placementAwaitingApproval' });
    expect(waiting.statusWaitApproval).toBe(true);
    expect(betslipReducer(waiting, { type: 'betslipClosed' }).open).toBe(true);
    expect(betslipReducer(open, { type: 'betslipClosed' }).open).toBe(false);
  });

  it('never changes `open` when closing while placing (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (open, betPlacing, statusWaitApproval) => {
          fc.pre(betPlacing || statusWaitApproval);
          const state = { ...withBets(1), open, betPlacing, statusWaitApproval };
          expect(betslipReducer(state, { type: 'betslipClosed' }).open).toBe(open);
        },
      ),
    );
  });

  it('clearing resets everything', () => {
    const busy = run(
      [
        { type: 'betslipExpanded' },
        { type: 'stakeChanged', key: 'sel1', stake: st(500), text: '5' },
        { type: 'placementStarted' },
      ],
      withBets(1, 2),
    );
    expect(betslipReducer(busy, { type: 'betslipCleared' })).toEqual(initialBetslipState);
  });

  it('expanding turns system-bet display on and collapsing turns it off', () => {
    const expanded = betslipReducer(withBets(1, 2), { type: 'betslipExpanded' });
    expect(expanded.expanded).toBe(true);
    expect(expanded.showSystemBets).toBe(true);
    const collapsed = betslipReducer(expanded, { type: 'betslipCollapsed' });
    expect(collapsed.expanded).toBe(false);
    expect(collapsed.showSystemBets).toBe(false);
  });

  it('toggling system bets clears errors, the response-time-over flag and an active system stake', () => {
    const state: BetslipState = {
      ...run([{ type: 'multiplesRecalculated', multiples: [], systems: [trixie] }], withBets(1, 2)),
      errors: [{ code: 'RES-00034', message: 'Stake above the maximum' }],
      isResponseTimeOver: true,
      activeBetKey: 'sys1',
      activeBetStake: '3',
    };
    const toggled = betslipReducer(state, { type: 'systemBetsToggled' });
    expect(toggled.showSystemBets).toBe(true);
    expect(toggled.errors).toEqual([]);
    expect(toggled.isResponseTimeOver).toBe(false);
    expect(toggled.activeBetKey).toBeNull();
    expect(toggled.activeBetStake).toBe('');
  });

  it('toggling system bets keeps an active single stake', () => {
    const state = run(
      [
        { type: 'stakeChanged', key: 'sel1', stake: st(300), text: '3' },
        { type: 'systemBetsToggled' },
      ],
      withBets(1, 2),
    );
    expect(state.activeBetKey).toBe('sel1');
    expect(state.activeBetStake).toBe('3');
  });
});

describe('betslip: the betslip button', () => {
  it('resets after a successful placement', () => {
    const placed = run(
      [
        { type: 'placementStarted' },
        { type: 'placementSucceeded', durationMs: 1200, response: null },
      ],
      withBets(1),
    );
    expect(betslipButtonDecision(placed)).toBe('reset');
    expect(betslipReducer(placed, { type: 'betslipButtonPressed' })).toEqual(initialBetslipState);
  });

  it('opens and closes when not placing', () => {
    const opened = betslipReducer(initialBetslipState, { type: 'betslipButtonPressed' });
    expect(opened.open).toBe(true);
    expect(betslipReducer(opened, { type: 'betslipButtonPressed' }).open).toBe(false);
  });

  it('does nothing while placing or awaiting approval', () => {
    const inFlight = placing(withBets(1));
    expect(betslipButtonDecision(inFlight)).toBe('none');
    expect(betslipReducer(inFlight, { type: 'betslipButtonPressed' })).toBe(inFlight);
    const waiting = betslipReducer(inFlight, { type: 'placementAwaitingApproval' });
    expect(betslipReducer(waiting, { type: 'betslipButtonPressed' })).toBe(waiting);
  });

  it('on a jackpot page opens the betslip for that jackpot', () => {
    const state = betslipReducer(initialBetslipState, {
      type: 'betslipButtonPressed',
      jackpotId: 42,
    });
    expect(betslipButtonDecision(initialBetslipState, 42)).toBe('openJackpot');
    expect(state.open).toBe(true);
    expect(state.jackpotBets).toEqual([{ jackpotId: 42, singles: [] }]);
    // Pressing again keeps it open for the same jackpot.
    const again = betslipReducer(state, { type: 'betslipButtonPressed', jackpotId: 42 });
    expect(again.open).toBe(true);
    expect(again.jackpotBets).toHaveLength(1);
  });
});

describe('betslip: stakes (betting-domain §4 Stake entry)', () => {
  it('records the active key and the typed stake, storing the number with separators removed', () => {
    const state = betslipReducer(withBets(1), {
      type: 'stakeChanged',
      key: 'sel1',
      stake: st(125_050),
      text: '1,250.5',
    });
    expect(state.activeBetKey).toBe('sel1');
    expect(state.activeBetStake).toBe('1,250.5');
    expect(state.bets['1']?.unitStake).toBe(125_050);
  });

  it('sets each-way status to pending on stake changes', () => {
    const state = betslipReducer(withBets(1), {
      type: 'stakeChanged',
      key: 'sel1',
      stake: st(500),
      text: '5',
    });
    expect(state.statusEachWay).toBe('pending');
  });

  it('freeBetNull makes the free unit stake 0', () => {
    const start: BetslipState = {
      ...withBets(1),
      bets: {
        '1': {
          ...withBets(1).bets['1']!,
          freeMoneyUnitStake: st(500),
          maxFreeMoneyStake: st(2000),
        },
      },
    };
    const state = betslipReducer(start, {
      type: 'stakeChanged',
      key: 'sel1',
      stake: 'freeBetNull',
    });
    expect(state.bets['1']?.freeMoneyUnitStake).toBe(0);
    expect(state.statusEachWay).toBe('pending');
  });

  it('freeBetMax uses maxFreeMoneyStake and clears the normal stake', () => {
    const staked = betslipReducer(withBets(1), {
      type: 'stakeChanged',
      key: 'sel1',
      stake: st(1000),
      text: '10',
    });
    const start: BetslipState = {
      ...staked,
      bets: { '1': { ...staked.bets['1']!, maxFreeMoneyStake: st(2000) } },
    };
    const state = betslipReducer(start, { type: 'stakeChanged', key: 'sel1', stake: 'freeBetMax' });
    expect(state.bets['1']?.freeMoneyUnitStake).toBe(2000);
    expect(state.bets['1']?.unitStake).toBe(0);
    expect(state.activeBetStake).toBe('');
  });

  it('rejects a stake that is not an integer of minor units as a caller bug', () => {
    expect(() =>
      // The Stake brand keeps this out at compile time; a cast that lies still throws.
      betslipReducer(withBets(1), {
        type: 'stakeChanged',
        key: 'sel1',
        stake: 12.5 as Stake,
        text: '12.5',
      }),
    ).toThrow(/minor units/);
    expect(() =>
      betslipReducer(withBets(1), {
        type: 'stakeChanged',
        key: 'sel1',
        stake: -1 as Stake,
        text: '-1',
      }),
    ).toThrow(/minor units/);
  });

  it('stakes a multiple or a system bet by its ref', () => {
    const state = run(
      [
        { type: 'multiplesRecalculated', multiples: [double], systems: [trixie] },
        { type: 'stakeChanged', key: 'mul1', stake: st(125_000), text: '1,250' },
        { type: 'stakeChanged', key: 'sys1', stake: st(200), text: '2' },
      ],
      withBets(1, 2),
    );
    expect(state.multiples[0]?.unitStake).toBe(125_000);
    expect(state.systems[0]?.unitStake).toBe(200);
    expect(state.activeBetStake).toBe('2');
    expect(state.activeBetKey).toBe('sys1');
  });

  it('builds and parses bet keys: ref, or ref plus outcome id', () => {
    expect(betslipBetKey('sel1')).toBe('sel1');
    expect(betslipBetKey('sel1', oid(123))).toBe('sel1-123');
    expect(parseBetslipBetKey('sel1-123')).toEqual({ ref: 'sel1', outcomeId: oid(123) });
    expect(parseBetslipBetKey('mul1')).toEqual({ ref: 'mul1', outcomeId: null });
    const state = betslipReducer(withBets(5, 6), {
      type: 'stakeChanged',
      key: betslipBetKey('sel2', oid(6)),
      stake: st(400),
      text: '4',
    });
    expect(state.bets['6']?.unitStake).toBe(400);
  });
});

describe('betslip: refresh flow (betting-domain §4 Refresh flow)', () => {
  const model = (over: Partial<BetslipServerModel> = {}): BetslipServerModel => ({
    singles: [
      { outcomeId: oid(1), ref: 'sel1', decimal: 2.6, unitStake: st(1000), potentialReturns: 2600 },
      { outcomeId: oid(2), ref: 'sel2', decimal: 1.9, unitStake: st(0) },
    ],
    multiples: [{ ...double, decimal: 4.94 }],
    systems: [trixie],
    availableBalance: 48_050,
    betMayBeReferred: true,
    errors: [],
    ...over,
  });

  it('posts when outcome ids are supplied, otherwise puts', () => {
    expect(betslipRefreshMethod([oid(123)])).toBe('POST');
    expect(betslipRefreshMethod([])).toBe('PUT');
    expect(betslipRefreshMethod(undefined)).toBe('PUT');
  });

  it('merges the server model and hands back availableBalance for the wallet', () => {
    const state = betslipReducer(withBets(1, 2), { type: 'refreshSucceeded', model: model() });
    expect(state.bets['1']?.decimal).toBe(2.6);
    expect(state.bets['1']?.potentialReturns).toBe(2600);
    expect(state.bets['1']?.unitStake).toBe(1000);
    expect(state.bets['1']?.eventId).toBe(10); // local field kept
    expect(state.multiples[0]?.decimal).toBe(4.94);
    expect(state.systems).toEqual([trixie]);
    expect(betslipAvailableBalanceAfterRefresh(model())).toBe(48_050);
  });

  it('sets betMaybeReferred from betMayBeReferred after a server update', () => {
    const referred = betslipReducer(withBets(1, 2), { type: 'refreshSucceeded', model: model() });
    expect(referred.betMaybeReferred).toBe(true);
    const cleared = betslipReducer(referred, {
      type: 'refreshSucceeded',
      model: model({ betMayBeReferred: false }),
    });
    expect(cleared.betMaybeReferred).toBe(false);
  });

  it('adds a new bet the backend returns (POST with outcome ids)', () => {
    const state = betslipReducer(withBets(1), { type: 'refreshSucceeded', model: model() });
    expect(refs(state)).toEqual(['sel1', 'sel2']);
    expect(state.bets['2']?.decimal).toBe(1.9);
  });

  it('clears systems in the african betslip variant', () => {
    const state = betslipReducer(withBets(1, 2), {
      type: 'refreshSucceeded',
      model: model(),
      africanBetslip: true,
    });
    expect(state.systems).toEqual([]);
    expect(state.multiples).toHaveLength(1);
  });

  it('marks closed selections with the message and removes them on the follow-up action', () => {
    const closed = model({
      singles: [
        { outcomeId: oid(1), ref: 'sel1', decimal: 2.6, outcomeState: 'C' },
        { outcomeId: oid(2), ref: 'sel2', decimal: 1.9 },
      ],
    });
    const marked = betslipReducer(withBets(1, 2, 3), { type: 'refreshSucceeded', model: closed });
    expect(marked.bets['1']?.message).toBe('Your selection is not available anymore');
    expect(marked.bets['1']?.message).toBe(CLOSED_SELECTION_MESSAGE);
    expect(marked.bets['1']?.outcomeState).toBe('C');
    expect(marked.isShowNotAvailableMessage).toBe(true);
    // Nothing is merged and the wallet is not updated while closed selections are shown.
    expect(marked.bets['1']?.decimal).toBe(2.5);
    expect(betslipAvailableBalanceAfterRefresh(closed)).toBeNull();
    expect(BETSLIP_CLOSED_SELECTION_REMOVAL_DELAY_MS).toBe(3000);

    const removed = betslipReducer(marked, { type: 'closedSelectionsRemoved' });
    expect(refs(removed)).toEqual(['sel1', 'sel2']);
    expect(removed.bets['1']).toBeUndefined();
    expect(removed.bets['2']?.ref).toBe('sel1');
    expect(removed.isShowNotAvailableMessage).toBe(false);
    expect(removed.refreshRequest).toEqual({
      reason: 'closedSelectionsRemoved',
      expanded: true,
      skipDebounce: true,
    });
    // The caller's refresh consumes the request.
    expect(betslipReducer(removed, { type: 'refreshStarted' }).refreshRequest).toBeNull();
  });

  it('on failure sets status flags to rejected and stores the response errors', () => {
    const errors = [{ code: 'RES-00056', message: 'Stake greater than balance', ref: 'sel1' }];
    const pending = betslipReducer(withBets(1, 2), {
      type: 'refreshStarted',
      systemBets: true,
      eachWay: true,
    });
    expect(pending.statusSysBets).toBe('pending');
    expect(pending.statusEachWay).toBe('pending');
    const failed = betslipReducer(pending, { type: 'refreshFailed', errors });
    expect(failed.statusSysBets).toBe('rejected');
    expect(failed.statusEachWay).toBe('rejected');
    expect(failed.errors).toEqual(errors);
  });

  it('a cancelled request changes nothing', () => {
    const pending = betslipReducer(withBets(1), { type: 'refreshStarted', systemBets: true });
    expect(betslipReducer(pending, { type: 'refreshFailed', cancelled: true })).toBe(pending);
  });

  it('sets status flags to fulfilled on success', () => {
    const state = run(
      [
        { type: 'refreshStarted', systemBets: true, eachWay: true },
        { type: 'refreshSucceeded', model: model() },
      ],
      withBets(1, 2),
    );
    expect(state.statusSysBets).toBe('fulfilled');
    expect(state.statusEachWay).toBe('fulfilled');
  });

  it('re-applies the local stake at once when the backend stake differs while editing', () => {
    const editing = betslipReducer(withBets(1, 2), {
      type: 'stakeChanged',
      key: 'sel1',
      stake: st(150_000),
      text: '1,500',
    });
    const stale = model(); // backend still has 10.00 on sel1
    expect(backendStakeDiffersFromLocal(editing, stale)).toBe(true);
    const state = betslipReducer(editing, { type: 'refreshSucceeded', model: stale });
    expect(state.bets['1']?.unitStake).toBe(150_000);
    expect(state.bets['1']?.decimal).toBe(2.5); // not replaced
    expect(state.refreshRequest).toEqual({
      reason: 'localStakeReapplied',
      expanded: false,
      skipDebounce: true,
    });
  });

  it('replaces the betslip when the backend stake equals the local one typed as "1,500"', () => {
    const editing = betslipReducer(withBets(1, 2), {
      type: 'stakeChanged',
      key: 'sel1',
      stake: st(150_000),
      text: '1,500',
    });
    const fresh = model({
      singles: [
        { outcomeId: oid(1), ref: 'sel1', decimal: 2.6, unitStake: st(150_000) },
        { outcomeId: oid(2), ref: 'sel2', decimal: 1.9 },
      ],
    });
    expect(backendStakeDiffersFromLocal(editing, fresh)).toBe(false);
    const state = betslipReducer(editing, { type: 'refreshSucceeded', model: fresh });
    expect(state.bets['1']?.decimal).toBe(2.6);
    expect(state.refreshRequest).toBeNull();
    expect(state.activeBetStake).toBe('1,500');
  });
});

describe('betslip: placement', () => {
  it('goes placing → awaiting approval → success, recording the duration', () => {
    const start = withBets(1);
    const p1 = placing(start);
    expect(betslipPlacementPhase(p1)).toEqual({ phase: 'placing' });
    expect(betslipBusy(p1)).toBe(true);
    const p2 = betslipReducer(p1, { type: 'placementAwaitingApproval' });
    expect(betslipPlacementPhase(p2)).toEqual({ phase: 'awaitingApproval' });
    const p3 = betslipReducer(p2, {
      type: 'placementSucceeded',
      durationMs: 5400,
      response: { betSlipId: 9, reference: 'ABC' },
    });
    expect(betslipBusy(p3)).toBe(false);
    expect(p3.placementSuccess).toBe(true);
    expect(p3.placementDuration).toBe(5400);
    expect(betslipPlacementPhase(p3)).toEqual({
      phase: 'succeeded',
      durationMs: 5400,
      response: { betSlipId: 9, reference: 'ABC' },
    });
  });

  it('records a failure with its errors', () => {
    const errors = [{ code: 'RES-00195', message: 'Rejected by attendant' }];
    const failed = betslipReducer(placing(withBets(1)), {
      type: 'placementFailed',
      durationMs: 800,
      errors,
    });
    expect(failed.betPlacing).toBe(false);
    expect(failed.placementSuccess).toBe(false);
    expect(failed.errors).toEqual(errors);
    expect(betslipPlacementPhase(failed)).toEqual({ phase: 'failed', durationMs: 800, errors });
  });

  it('ignores a second placement and slip edits while one is in progress', () => {
    const p1 = placing(withBets(1, 2));
    expect(placing(p1)).toBe(p1);
    expect(betslipReducer(p1, add(3))).toBe(p1);
    expect(betslipReducer(p1, { type: 'betRemoved', outcomeId: oid(1) })).toBe(p1);
    expect(
      betslipReducer(p1, { type: 'stakeChanged', key: 'sel1', stake: st(500), text: '5' }),
    ).toBe(p1);
  });
});

describe('betslip: persistence whitelist', () => {
  const busy: BetslipState = {
    ...withBets(1, 2),
    errors: [{ code: 'RES-00049', message: 'Exception occurred' }],
    betPlacing: true,
    statusWaitApproval: true,
    placementDuration: 100,
    placementSuccess: true,
    placementStatusResponse: { reference: 'X' },
    expanded: true,
    isEachWayChecked: true,
  };

  it('does not persist errors and placement flags; persists the rest', () => {
    const stored = persistableBetslipState(busy);
    for (const key of [
      'errors',
      'betPlacing',
      'statusWaitApproval',
      'placementDuration',
      'placementSuccess',
      'placementStatusResponse',
    ]) {
      expect(stored).not.toHaveProperty(key);
    }
    expect([...BETSLIP_NON_PERSISTED_KEYS].sort()).toEqual(
      [
        'errors',
        'betPlacing',
        'statusWaitApproval',
        'placementDuration',
        'placementSuccess',
        'placementStatusResponse',
      ].sort(),
    );
    expect(stored.bets).toEqual(busy.bets);
    expect(stored.expanded).toBe(true);
    expect(stored.isEachWayChecked).toBe(true);
    expect(Object.keys(stored)).toHaveLength(
      Object.keys(initialBetslipState).length - BETSLIP_NON_PERSISTED_KEYS.length,
    );
  });

  it('rehydrates with defaults for the non-persisted fields, even if the store still has them', () => {
    const restored = rehydrateBetslipState({ ...busy });
    expect(restored.errors).toEqual([]);
    expect(restored.betPlacing).toBe(false);
    expect(restored.statusWaitApproval).toBe(false);
    expect(restored.placementSuccess).toBe(false);
    expect(restored.placementDuration).toBeNull();
    expect(restored.placementStatusResponse).toBeNull();
    expect(restored.bets).toEqual(busy.bets);
    expect(rehydrateBetslipState(null)).toEqual(initialBetslipState);
  });

  it('round-trips any state through persist and rehydrate except the transient fields', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 20 }),
        fc.boolean(),
        (ids, expand) => {
          let state = withBets(...ids);
          if (expand) state = betslipReducer(state, { type: 'betslipExpanded' });
          expect(rehydrateBetslipState(persistableBetslipState(state))).toEqual({
            ...state,
            errors: [],
          });
        },
      ),
    );
  });
});

describe('betslip: jackpot selections', () => {
  it('toggles ordinal selections per jackpot', () => {
    const state = run([
      { type: 'jackpotSelectionToggled', jackpotId: 3, ordinal: 1, outcomeId: oid(100) },
      { type: 'jackpotSelectionToggled', jackpotId: 3, ordinal: 2, outcomeId: oid(200) },
      { type: 'jackpotSelectionToggled', jackpotId: 3, ordinal: 1, outcomeId: oid(100) },
    ]);
    expect(state.jackpotBets).toEqual([
      { jackpotId: 3, singles: [{ ordinal: 2, outcomeId: oid(200) }] },
    ]);
    const cleared = betslipReducer(state, { type: 'jackpotBetCleared', jackpotId: 3 });
    expect(cleared.jackpotBets).toEqual([]);
  });
});
