/**
 * The betslip reducer and the Place Bet rule together (spec betting-domain §4 Stake entry, §5):
 * a slip the reducer builds must be judged by `isPlaceBetEnabled` the way a player expects.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPlaceBetEnabled } from '../betslip-rules';
import {
  betslipBetKey,
  betslipReducer,
  initialBetslipState,
  isBetslipPlaceBetEnabled,
  orderedBetslipSingles,
  type BetslipAction,
  type BetslipState,
} from '../betslip-reducer';
import { eventId, marketId, outcomeId } from '../../ids';
import { stakeMinor, type Stake } from '../../stakes/stake';

const oid = outcomeId;
const st = stakeMinor;

const add = (id: number): BetslipAction => ({
  type: 'betAdded',
  selection: {
    outcomeId: outcomeId(id),
    eventId: eventId(id * 10),
    marketId: marketId(id * 100),
    decimal: 2.5,
  },
});

const stake = (ref: string, minor: number): BetslipAction => ({
  type: 'stakeChanged',
  key: ref,
  stake: stakeMinor(minor),
  text: String(minor / 100),
});

const run = (actions: readonly BetslipAction[], from: BetslipState = initialBetslipState) =>
  actions.reduce(betslipReducer, from);

/** The rule asked directly about the reducer's bets, as any caller could. */
const placeable = (state: BetslipState) =>
  isPlaceBetEnabled({
    singles: orderedBetslipSingles(state),
    multiples: state.multiples,
    systems: state.systems,
  });

/** A slip whose bet 1 is offered 20.00 of free money by the server. */
const withFreeMoney = (state: BetslipState): BetslipState => ({
  ...state,
  bets: { '1': { ...state.bets['1']!, maxFreeMoneyStake: st(2000) } },
});

describe('Place Bet on a slip built by the reducer (betting-domain §4, §5)', () => {
  it('is disabled on an empty slip and on a bet without a stake', () => {
    expect(placeable(initialBetslipState)).toBe(false);
    expect(placeable(run([add(1)]))).toBe(false);
  });

  it('is enabled once a bet has a normal stake (add bet, stake 5.00)', () => {
    const state = run([add(1), stake('sel1', 500)]);
    expect(state.bets['1']).toMatchObject({ unitStake: st(500), freeMoneyUnitStake: st(0) });
    expect(placeable(state)).toBe(true);
    expect(isBetslipPlaceBetEnabled(state)).toBe(true);
  });

  it('is enabled with a stake on one of several bets, disabled again when it is cleared', () => {
    const staked = run([add(1), add(2), add(3), stake('sel2', 250)]);
    expect(placeable(staked)).toBe(true);
    expect(placeable(betslipReducer(staked, stake('sel2', 0)))).toBe(false);
  });

  it('freeBetMax stakes the free money and stays placeable; freeBetNull leaves no stake', () => {
    const start = withFreeMoney(run([add(1), stake('sel1', 1000)]));
    const free = betslipReducer(start, { type: 'stakeChanged', key: 'sel1', stake: 'freeBetMax' });
    expect(free.bets['1']).toMatchObject({ unitStake: st(0), freeMoneyUnitStake: st(2000) });
    expect(placeable(free)).toBe(true);
    const removed = betslipReducer(free, {
      type: 'stakeChanged',
      key: 'sel1',
      stake: 'freeBetNull',
    });
    // spec §4: freeBetNull removes the free stake (0), and the normal stake was cleared by Max.
    expect(removed.bets['1']).toMatchObject({ unitStake: st(0), freeMoneyUnitStake: st(0) });
    expect(placeable(removed)).toBe(false);
    // The player then types a normal stake: the bet can be placed with real money.
    expect(placeable(betslipReducer(removed, stake('sel1', 300)))).toBe(true);
  });

  it('keeps a refresh answer that sends a null free stake, which blocks the normal stake', () => {
    const staked = run([add(1), stake('sel1', 500)]);
    const answered = (free: Stake | null | undefined): BetslipState =>
      betslipReducer(staked, {
        type: 'refreshSucceeded',
        model: {
          singles: [
            {
              outcomeId: oid(1),
              ref: 'sel1',
              decimal: 2.5,
              unitStake: st(500),
              ...(free === undefined ? {} : { freeMoneyUnitStake: free }),
            },
          ],
        },
      });
    // An answer that leaves the field out keeps the local "no free stake".
    expect(answered(undefined).bets['1']?.freeMoneyUnitStake).toBe(0);
    expect(placeable(answered(undefined))).toBe(true);
    expect(placeable(answered(st(0)))).toBe(true);
    // spec §5: a normal stake with a null free stake disables Place Bet.
    expect(answered(null).bets['1']?.freeMoneyUnitStake).toBeNull();
    expect(placeable(answered(null))).toBe(false);
  });

  it('counts a staked multiple as a bet', () => {
    const state = run([
      add(1),
      add(2),
      {
        type: 'multiplesRecalculated',
        multiples: [
          {
            ref: 'mul1',
            betTypeId: 200_002,
            description: 'Double',
            noOfBets: 1,
            decimal: 6.25,
            unitStake: st(0),
          },
        ],
      },
      stake('mul1', 125_000),
    ]);
    expect(placeable(state)).toBe(true);
  });
});

// ------------------------------------------------------------------ property

const ids = fc.integer({ min: 1, max: 6 });

/** Any betslip action except the free-stake ones (freeBetNull / freeBetMax). */
const actionWithoutFreeStake: fc.Arbitrary<BetslipAction> = fc.oneof(
  ids.map(add),
  ids.map((id): BetslipAction => ({ type: 'betRemoved', outcomeId: outcomeId(id) })),
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 100_000 }))
    .map(([n, minor]) => stake(`sel${String(n)}`, minor)),
  fc.constantFrom<BetslipAction>(
    { type: 'betslipOpened' },
    { type: 'betslipClosed' },
    { type: 'betslipExpanded' },
    { type: 'betslipCollapsed' },
    { type: 'systemBetsToggled' },
    { type: 'eachWayToggled' },
    { type: 'betslipButtonPressed' },
    { type: 'refreshStarted', systemBets: true, eachWay: true },
    { type: 'refreshFailed' },
    { type: 'closedSelectionsRemoved' },
    { type: 'placementStarted' },
    { type: 'placementFailed', durationMs: 1, errors: [] },
    { type: 'responseTimeOverSet', value: true },
  ),
);

describe('Place Bet property (betting-domain §5)', () => {
  it('a slip where every bet has a positive normal stake, and no free-stake action ran, is placeable', () => {
    fc.assert(
      fc.property(
        fc.array(actionWithoutFreeStake, { maxLength: 40 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (actions, minor) => {
          const played = run(actions);
          // Release a pending placement, then give every bet a positive normal stake.
          const released = betslipReducer(played, {
            type: 'placementFailed',
            durationMs: 1,
            errors: [],
          });
          const staked = orderedBetslipSingles(released).reduce(
            (state, bet) =>
              betslipReducer(state, {
                type: 'stakeChanged',
                key: betslipBetKey(bet.ref, bet.outcomeId),
                stake: stakeMinor(minor),
                text: '',
              }),
            released,
          );
          const singles = orderedBetslipSingles(staked);
          fc.pre(singles.length > 0);
          expect(singles.every((b) => b.unitStake > 0)).toBe(true);
          expect(placeable(staked)).toBe(true);
          expect(isBetslipPlaceBetEnabled(staked)).toBe(true);
        },
      ),
    );
  });
});
