import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  initialMyBetsState,
  myAccountFooterTapDecision,
  myBetsFooterTapDecision,
  myBetsReducer,
  type MyBetsAction,
  type MyBetsState,
} from '../my-bets-reducer';

const run = (actions: readonly MyBetsAction[], from: MyBetsState = initialMyBetsState) =>
  actions.reduce(myBetsReducer, from);

describe('My Bets modal (betting-domain §4 My Bets modal)', () => {
  it('starts closed on the open tab', () => {
    expect(initialMyBetsState.myBetsModalState).toBe('closed');
    expect(initialMyBetsState.selectedTab).toBe('open');
    expect(initialMyBetsState.openBetsFetched).toBe(false);
  });

  it('opening gives visible', () => {
    expect(run([{ type: 'myBetsModalOpened' }]).myBetsModalState).toBe('visible');
  });

  it('closing gives closed when no bet is in countdown', () => {
    const state = run([{ type: 'myBetsModalOpened' }, { type: 'myBetsModalClosed' }]);
    expect(state.myBetsModalState).toBe('closed');
  });

  it('closing gives hidden when a bet is in countdown', () => {
    const state = run([
      { type: 'myBetsModalOpened' },
      { type: 'countdownBetAdded', betId: 'b1' },
      { type: 'myBetsModalClosed' },
    ]);
    expect(state.myBetsModalState).toBe('hidden');
  });

  it('becomes closed when the last countdown bet is removed while hidden', () => {
    const hidden = run([
      { type: 'countdownBetAdded', betId: 'b1' },
      { type: 'countdownBetAdded', betId: 'b2' },
      { type: 'myBetsModalOpened' },
      { type: 'myBetsModalClosed' },
    ]);
    const oneLeft = myBetsReducer(hidden, { type: 'countdownBetRemoved', betId: 'b1' });
    expect(oneLeft.myBetsModalState).toBe('hidden');
    const none = myBetsReducer(oneLeft, { type: 'countdownBetRemoved', betId: 'b2' });
    expect(none.myBetsModalState).toBe('closed');
  });

  it('stays visible when the last countdown bet is removed while visible', () => {
    const state = run([
      { type: 'countdownBetAdded', betId: 'b1' },
      { type: 'myBetsModalOpened' },
      { type: 'countdownBetRemoved', betId: 'b1' },
    ]);
    expect(state.myBetsModalState).toBe('visible');
  });

  it('toggling opens a closed or hidden modal and closes a visible one', () => {
    const opened = run([{ type: 'myBetsModalToggled' }]);
    expect(opened.myBetsModalState).toBe('visible');
    expect(myBetsReducer(opened, { type: 'myBetsModalToggled' }).myBetsModalState).toBe('closed');
    const hidden: MyBetsState = {
      ...initialMyBetsState,
      myBetsModalState: 'hidden',
      betsInCountdownState: ['b'],
    };
    const shown = myBetsReducer(hidden, { type: 'myBetsModalToggled' });
    expect(shown.myBetsModalState).toBe('visible');
    expect(myBetsReducer(shown, { type: 'myBetsModalToggled' }).myBetsModalState).toBe('hidden');
  });

  it('adds to and removes from the countdown and confirmation lists without duplicates', () => {
    const state = run([
      { type: 'countdownBetAdded', betId: 'a' },
      { type: 'countdownBetAdded', betId: 'a' },
      { type: 'confirmationBetAdded', betId: 'a' },
      { type: 'confirmationBetAdded', betId: 'b' },
      { type: 'confirmationBetAdded', betId: 'b' },
      { type: 'confirmationBetRemoved', betId: 'a' },
    ]);
    expect(state.betsInCountdownState).toEqual(['a']);
    expect(state.betsInConfirmationState).toEqual(['b']);
  });

  it('selects tabs and records fetched open bets', () => {
    const state = run([
      { type: 'myBetsTabSelected', tab: 'settled' },
      { type: 'openBetsFetchedSet', value: true },
    ]);
    expect(state.selectedTab).toBe('settled');
    expect(state.openBetsFetched).toBe(true);
    expect(myBetsReducer(state, { type: 'myBetsReset' })).toEqual(initialMyBetsState);
  });

  it('keeps the lists duplicate-free and hidden only with countdown bets (property)', () => {
    const id = fc.constantFrom('a', 'b', 'c');
    const action: fc.Arbitrary<MyBetsAction> = fc.oneof(
      fc.constant<MyBetsAction>({ type: 'myBetsModalOpened' }),
      fc.constant<MyBetsAction>({ type: 'myBetsModalClosed' }),
      fc.constant<MyBetsAction>({ type: 'myBetsModalToggled' }),
      id.map((betId): MyBetsAction => ({ type: 'countdownBetAdded', betId })),
      id.map((betId): MyBetsAction => ({ type: 'countdownBetRemoved', betId })),
      id.map((betId): MyBetsAction => ({ type: 'confirmationBetAdded', betId })),
      id.map((betId): MyBetsAction => ({ type: 'confirmationBetRemoved', betId })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = run(actions);
        expect(new Set(state.betsInCountdownState).size).toBe(state.betsInCountdownState.length);
        expect(new Set(state.betsInConfirmationState).size).toBe(
          state.betsInConfirmationState.length,
        );
        if (state.myBetsModalState === 'hidden') {
          expect(state.betsInCountdownState.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('footer My Bets tap (shell §4)', () => {
  it('asks logged-out visitors to log in', () => {
    expect(myBetsFooterTapDecision({ loggedIn: false, onMyBetsScreen: false })).toEqual({
      kind: 'login',
      externalTarget: 'MYBETS',
    });
    expect(myBetsFooterTapDecision({ loggedIn: false, onMyBetsScreen: true }).kind).toBe('login');
  });

  it('navigates back when already on the My Bets screen', () => {
    expect(myBetsFooterTapDecision({ loggedIn: true, onMyBetsScreen: true })).toEqual({
      kind: 'navigateBack',
    });
  });

  it('toggles the modal elsewhere', () => {
    expect(myBetsFooterTapDecision({ loggedIn: true, onMyBetsScreen: false })).toEqual({
      kind: 'toggle',
    });
  });

  it('sends logged-out My Account taps to login with target MY_ACCOUNT', () => {
    expect(myAccountFooterTapDecision({ loggedIn: false })).toEqual({
      kind: 'login',
      externalTarget: 'MY_ACCOUNT',
    });
    expect(myAccountFooterTapDecision({ loggedIn: true })).toEqual({
      kind: 'navigate',
      href: '/account',
    });
  });
});
