/**
 * The My Bets modal (spec betting-domain §2 My Bets modal, §3 My bets state, §4 My Bets modal;
 * shell-and-session §4 Menu and shell) as a pure state machine, plus the footer tap decision.
 */
import { assertNever } from '../assert';

/** spec §2: the modal is closed, visible, or hidden (kept alive while bets count down). */
export type MyBetsModalState = 'closed' | 'visible' | 'hidden';

/**
 * spec §2: the modal has tabs, the default being open. Decision: the other tab is settled (the
 * account offers the 50 latest settled bets, betting-domain §7).
 */
export type MyBetsTab = 'open' | 'settled';

/** A bet in the countdown (in-play delay) or confirmation lists, by its id. */
export type MyBetsBetId = string;

/** spec betting-domain §3 My bets state. */
export interface MyBetsState {
  readonly openBetsFetched: boolean;
  readonly myBetsModalState: MyBetsModalState;
  readonly selectedTab: MyBetsTab;
  readonly betsInCountdownState: readonly MyBetsBetId[];
  readonly betsInConfirmationState: readonly MyBetsBetId[];
}

export const initialMyBetsState: MyBetsState = {
  openBetsFetched: false,
  myBetsModalState: 'closed',
  selectedTab: 'open',
  betsInCountdownState: [],
  betsInConfirmationState: [],
};

export type MyBetsAction =
  | { readonly type: 'myBetsModalOpened' }
  | { readonly type: 'myBetsModalClosed' }
  | { readonly type: 'myBetsModalToggled' }
  | { readonly type: 'myBetsTabSelected'; readonly tab: MyBetsTab }
  | { readonly type: 'openBetsFetchedSet'; readonly value: boolean }
  | { readonly type: 'countdownBetAdded'; readonly betId: MyBetsBetId }
  | { readonly type: 'countdownBetRemoved'; readonly betId: MyBetsBetId }
  | { readonly type: 'confirmationBetAdded'; readonly betId: MyBetsBetId }
  | { readonly type: 'confirmationBetRemoved'; readonly betId: MyBetsBetId }
  | { readonly type: 'myBetsReset' };

const withId = (ids: readonly MyBetsBetId[], id: MyBetsBetId): readonly MyBetsBetId[] =>
  ids.includes(id) ? ids : [...ids, id];
const withoutId = (ids: readonly MyBetsBetId[], id: MyBetsBetId): readonly MyBetsBetId[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : ids;

/** spec §4: closing gives hidden if any bet is in countdown, otherwise closed. */
function closedState(state: MyBetsState): MyBetsModalState {
  return state.betsInCountdownState.length > 0 ? 'hidden' : 'closed';
}

export function myBetsReducer(state: MyBetsState, action: MyBetsAction): MyBetsState {
  switch (action.type) {
    case 'myBetsModalOpened':
      // spec §4: opening gives visible.
      return { ...state, myBetsModalState: 'visible' };
    case 'myBetsModalClosed':
      return { ...state, myBetsModalState: closedState(state) };
    case 'myBetsModalToggled':
      // shell §4: the footer My Bets item toggles the modal.
      return {
        ...state,
        myBetsModalState: state.myBetsModalState === 'visible' ? closedState(state) : 'visible',
      };
    case 'myBetsTabSelected':
      return { ...state, selectedTab: action.tab };
    case 'openBetsFetchedSet':
      return { ...state, openBetsFetched: action.value };
    case 'countdownBetAdded':
      // spec §4: no duplicates in the countdown list.
      return { ...state, betsInCountdownState: withId(state.betsInCountdownState, action.betId) };
    case 'countdownBetRemoved': {
      const betsInCountdownState = withoutId(state.betsInCountdownState, action.betId);
      // spec §4: when the last countdown bet is removed while hidden, the modal becomes closed.
      const myBetsModalState =
        state.myBetsModalState === 'hidden' && betsInCountdownState.length === 0
          ? 'closed'
          : state.myBetsModalState;
      return { ...state, betsInCountdownState, myBetsModalState };
    }
    case 'confirmationBetAdded':
      return {
        ...state,
        betsInConfirmationState: withId(state.betsInConfirmationState, action.betId),
      };
    case 'confirmationBetRemoved':
      return {
        ...state,
        betsInConfirmationState: withoutId(state.betsInConfirmationState, action.betId),
      };
    case 'myBetsReset':
      return initialMyBetsState;
    default:
      return assertNever(action, 'my bets action');
  }
}

/** shell §4: the external login flow target for a logged-out tap, in builds that use one. */
export type ExternalLoginTarget = 'MY_ACCOUNT' | 'MYBETS';

export type MyBetsFooterTapDecision =
  | { readonly kind: 'login'; readonly externalTarget: ExternalLoginTarget }
  | { readonly kind: 'navigateBack' }
  | { readonly kind: 'toggle' };

/**
 * What tapping the footer My Bets item does (shell §4, betting-domain §4). `onMyBetsScreen` is
 * `isMyBetsPath(pathname)` from @touchline/site's routing (a path containing mybets or
 * open_bets, shell §2).
 * Decision: the login prompt wins over navigating back, so a logged-out visitor on /open_bets is
 * asked to log in.
 */
export function myBetsFooterTapDecision(input: {
  readonly loggedIn: boolean;
  readonly onMyBetsScreen: boolean;
}): MyBetsFooterTapDecision {
  // spec betting-domain §4: logged-out visitors tapping My Bets get the login prompt.
  if (!input.loggedIn) return { kind: 'login', externalTarget: 'MYBETS' };
  // shell §4: if the current route is already My Bets it navigates back instead.
  if (input.onMyBetsScreen) return { kind: 'navigateBack' };
  return { kind: 'toggle' };
}

export type MyAccountFooterTapDecision =
  | { readonly kind: 'login'; readonly externalTarget: ExternalLoginTarget }
  | { readonly kind: 'navigate'; readonly href: '/account' };

/** shell §4: logged-out visitors tapping My Account get the login modal. */
export function myAccountFooterTapDecision(input: {
  readonly loggedIn: boolean;
}): MyAccountFooterTapDecision {
  return input.loggedIn
    ? { kind: 'navigate', href: '/account' }
    : { kind: 'login', externalTarget: 'MY_ACCOUNT' };
}
