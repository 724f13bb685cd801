/**
 * The page shell's menu, modals, terms-of-use popup and logout guard (spec shell-and-session §4
 * Menu and shell, Logout; §9 constants) as a pure state machine. Side effects the shell must
 * carry out (close the betslip, store a cookie, log out, clear a flag later) are returned as
 * values by `shellTransition`; `shellReducer` is its state part.
 */
import { assertNever } from '@touchline/betting';

/** shell §9: cookie holding the terms-of-use answer (TERMS_COOKIE.name in shell-layout). */
const TERMS_OF_USE_COOKIE = 'pToU';
export type TermsOfUseAnswer = 'accept' | 'decline';

/** shell §9: the logout loading flag is cleared 1 second after a logout starts. */
export const LOGOUT_LOADING_CLEAR_DELAY_MS = 1000;

/** The modals of the shell (shell §2 Login and verification modals, settings dialog). */
export type ShellModal =
  'login' | 'otpVerification' | 'securityQuestion' | 'singleSessionConfirm' | 'settings';

export interface ShellState {
  readonly isDesktopLayout: boolean;
  readonly mobileMenuOpen: boolean;
  /** shell §2: the desktop sidebar is open (expanded) by default. */
  readonly desktopMenuExpanded: boolean;
  /** shell §4: only one submenu section is open at a time. */
  readonly openSubmenuSection: string | null;
  /** At most one modal at a time: opening one closes the others. */
  readonly openModal: ShellModal | null;
  /** The terms-of-use flag (set e.g. after a local-account login, shell §4 Login flow step 5). */
  readonly termsOfUseFlag: boolean;
  /** Accepted or declined in this session: the popup stays closed. */
  readonly termsOfUseAnswered: boolean;
  readonly logoutInProgress: boolean;
}

export const initialShellState: ShellState = {
  isDesktopLayout: false,
  mobileMenuOpen: false,
  desktopMenuExpanded: true,
  openSubmenuSection: null,
  openModal: null,
  termsOfUseFlag: false,
  termsOfUseAnswered: false,
  logoutInProgress: false,
};

export type ShellAction =
  | { readonly type: 'desktopLayoutChanged'; readonly isDesktop: boolean }
  /** `betslipBusy`: a bet is being placed or awaits approval (betslip `betslipBusy`). */
  | { readonly type: 'mobileMenuOpened'; readonly betslipBusy: boolean }
  | { readonly type: 'mobileMenuClosed' }
  | { readonly type: 'mobileMenuToggled'; readonly betslipBusy: boolean }
  | { readonly type: 'desktopMenuToggled' }
  | { readonly type: 'submenuSectionToggled'; readonly sectionId: string }
  | { readonly type: 'loginButtonPressed' }
  | { readonly type: 'modalOpened'; readonly modal: ShellModal }
  | { readonly type: 'modalClosed' }
  | { readonly type: 'termsOfUseRequested' }
  | {
      readonly type: 'termsOfUseAnswered';
      readonly answer: TermsOfUseAnswer;
      readonly francoSession: boolean;
    }
  | { readonly type: 'logoutClicked' }
  | { readonly type: 'logoutLoadingCleared' };

/** What the shell must do besides changing state. */
export type ShellEffect =
  | { readonly kind: 'closeBetslip' }
  | {
      readonly kind: 'setCookie';
      readonly name: typeof TERMS_OF_USE_COOKIE;
      readonly value: TermsOfUseAnswer;
    }
  | { readonly kind: 'francoAcceptTerms' }
  | { readonly kind: 'logout'; readonly reason: 'clicked' }
  | {
      readonly kind: 'dispatchLater';
      readonly afterMs: number;
      readonly action: { readonly type: 'logoutLoadingCleared' };
    };

export interface ShellTransition {
  readonly state: ShellState;
  readonly effects: readonly ShellEffect[];
}

const only = (state: ShellState): ShellTransition => ({ state, effects: [] });

function openMobileMenu(state: ShellState, betslipBusy: boolean): ShellTransition {
  // shell §4: opening the menu closes the betslip unless a bet is being placed or awaits approval.
  const effects: ShellEffect[] = betslipBusy ? [] : [{ kind: 'closeBetslip' }];
  return { state: state.mobileMenuOpen ? state : { ...state, mobileMenuOpen: true }, effects };
}

export function shellTransition(state: ShellState, action: ShellAction): ShellTransition {
  switch (action.type) {
    case 'desktopLayoutChanged':
      // shell §4: activating the desktop layout closes the mobile menu.
      return only({
        ...state,
        isDesktopLayout: action.isDesktop,
        mobileMenuOpen: action.isDesktop ? false : state.mobileMenuOpen,
      });
    case 'mobileMenuOpened':
      return openMobileMenu(state, action.betslipBusy);
    case 'mobileMenuClosed':
      return only({ ...state, mobileMenuOpen: false });
    case 'mobileMenuToggled':
      return state.mobileMenuOpen
        ? only({ ...state, mobileMenuOpen: false })
        : openMobileMenu(state, action.betslipBusy);
    case 'desktopMenuToggled':
      // shell §4: independent of the mobile menu.
      return only({ ...state, desktopMenuExpanded: !state.desktopMenuExpanded });
    case 'submenuSectionToggled':
      // shell §4: only one submenu section is open at a time.
      return only({
        ...state,
        openSubmenuSection: state.openSubmenuSection === action.sectionId ? null : action.sectionId,
      });
    case 'loginButtonPressed':
      // shell §4: the login button toggles the login modal and closes other open modals.
      return only({ ...state, openModal: state.openModal === 'login' ? null : 'login' });
    case 'modalOpened':
      return only({ ...state, openModal: action.modal });
    case 'modalClosed':
      return only({ ...state, openModal: null });
    case 'termsOfUseRequested':
      return only({ ...state, termsOfUseFlag: true, termsOfUseAnswered: false });
    case 'termsOfUseAnswered': {
      // shell §4: Accept stores accept in pToU; Decline stores decline and logs out a franco-type
      // session; the popup closes either way.
      const effects: ShellEffect[] = [
        { kind: 'setCookie', name: TERMS_OF_USE_COOKIE, value: action.answer },
      ];
      if (action.francoSession) {
        // shell §4: the franco accept flow calls the server and re-establishes the session.
        // Decision: a decline logs out with reason clicked (the player's own action).
        effects.push(
          action.answer === 'accept'
            ? { kind: 'francoAcceptTerms' }
            : { kind: 'logout', reason: 'clicked' },
        );
      }
      return {
        state: { ...state, termsOfUseFlag: false, termsOfUseAnswered: true },
        effects,
      };
    }
    case 'logoutClicked':
      // shell §4: repeated clicks are ignored while a logout is in progress.
      if (state.logoutInProgress) return only(state);
      return {
        state: { ...state, logoutInProgress: true },
        effects: [
          { kind: 'logout', reason: 'clicked' },
          // shell §4, §9: the loading flag is cleared 1 second after.
          {
            kind: 'dispatchLater',
            afterMs: LOGOUT_LOADING_CLEAR_DELAY_MS,
            action: { type: 'logoutLoadingCleared' },
          },
        ],
      };
    case 'logoutLoadingCleared':
      return only({ ...state, logoutInProgress: false });
    default:
      return assertNever(action, 'shell action');
  }
}

export function shellReducer(state: ShellState, action: ShellAction): ShellState {
  return shellTransition(state, action).state;
}

/** shell §4: the login modal or the mobile menu being open locks body scrolling. */
export function bodyScrollLocked(state: ShellState): boolean {
  return state.openModal === 'login' || state.mobileMenuOpen;
}

/**
 * shell §4: the terms-of-use popup shows when its flag is set, or in mock mode when logged in and
 * the pToU cookie is not accept. Once answered it stays closed.
 */
export function termsOfUseVisible(
  state: ShellState,
  context: {
    readonly mockMode: boolean;
    readonly loggedIn: boolean;
    readonly termsCookie: string | null | undefined;
  },
): boolean {
  if (state.termsOfUseAnswered) return false;
  if (state.termsOfUseFlag) return true;
  return context.mockMode && context.loggedIn && context.termsCookie !== 'accept';
}
