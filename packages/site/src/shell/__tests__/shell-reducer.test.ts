import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LOGOUT_LOADING_CLEAR_DELAY_MS,
  bodyScrollLocked,
  initialShellState,
  shellReducer,
  shellTransition,
  termsOfUseVisible,
  type ShellAction,
  type ShellState,
} from '../shell-reducer';

const run = (actions: readonly ShellAction[], from: ShellState = initialShellState) =>
  actions.reduce(shellReducer, from);

describe('shell: menus (shell §4 Menu and shell)', () => {
  it('keeps the mobile menu and the desktop sidebar independent', () => {
    const state = run([
      { type: 'mobileMenuOpened', betslipBusy: false },
      { type: 'desktopMenuToggled' },
    ]);
    expect(state.mobileMenuOpen).toBe(true);
    expect(state.desktopMenuExpanded).toBe(false);
    const back = run([{ type: 'mobileMenuClosed' }], state);
    expect(back.desktopMenuExpanded).toBe(false);
    expect(initialShellState.desktopMenuExpanded).toBe(true);
  });

  it('opens only one submenu section at a time', () => {
    const a = run([{ type: 'submenuSectionToggled', sectionId: 'football' }]);
    expect(a.openSubmenuSection).toBe('football');
    const b = shellReducer(a, { type: 'submenuSectionToggled', sectionId: 'tennis' });
    expect(b.openSubmenuSection).toBe('tennis');
    expect(
      shellReducer(b, { type: 'submenuSectionToggled', sectionId: 'tennis' }).openSubmenuSection,
    ).toBeNull();
  });

  it('closes the mobile menu when the desktop layout is activated', () => {
    const state = run([
      { type: 'mobileMenuOpened', betslipBusy: false },
      { type: 'desktopLayoutChanged', isDesktop: true },
    ]);
    expect(state.mobileMenuOpen).toBe(false);
    expect(state.isDesktopLayout).toBe(true);
  });

  it('closes the betslip when the menu opens, unless a bet is placed or awaits approval', () => {
    expect(
      shellTransition(initialShellState, { type: 'mobileMenuOpened', betslipBusy: false }).effects,
    ).toEqual([{ kind: 'closeBetslip' }]);
    const busy = shellTransition(initialShellState, {
      type: 'mobileMenuOpened',
      betslipBusy: true,
    });
    expect(busy.effects).toEqual([]);
    expect(busy.state.mobileMenuOpen).toBe(true);
    expect(
      shellTransition(initialShellState, { type: 'mobileMenuToggled', betslipBusy: false }).effects,
    ).toEqual([{ kind: 'closeBetslip' }]);
  });

  it('closing the menu by toggle asks nothing of the betslip', () => {
    const open = run([{ type: 'mobileMenuOpened', betslipBusy: false }]);
    const closed = shellTransition(open, { type: 'mobileMenuToggled', betslipBusy: false });
    expect(closed.state.mobileMenuOpen).toBe(false);
    expect(closed.effects).toEqual([]);
  });
});

describe('shell: modals and body scroll', () => {
  it('the login button toggles the login modal and closes other modals', () => {
    const settings = run([{ type: 'modalOpened', modal: 'settings' }]);
    const login = shellReducer(settings, { type: 'loginButtonPressed' });
    expect(login.openModal).toBe('login');
    expect(shellReducer(login, { type: 'loginButtonPressed' }).openModal).toBeNull();
  });

  it('locks body scrolling while the login modal or the mobile menu is open', () => {
    expect(bodyScrollLocked(initialShellState)).toBe(false);
    const login = run([{ type: 'loginButtonPressed' }]);
    expect(bodyScrollLocked(login)).toBe(true);
    expect(bodyScrollLocked(run([{ type: 'loginButtonPressed' }], login))).toBe(false);
    const menu = run([{ type: 'mobileMenuOpened', betslipBusy: true }]);
    expect(bodyScrollLocked(menu)).toBe(true);
    expect(bodyScrollLocked(run([{ type: 'mobileMenuClosed' }], menu))).toBe(false);
    expect(bodyScrollLocked(run([{ type: 'modalOpened', modal: 'settings' }]))).toBe(false);
  });

  it('locks scrolling exactly when login or mobile menu is open (property)', () => {
    const action = fc.constantFrom<ShellAction>(
      { type: 'loginButtonPressed' },
      { type: 'modalOpened', modal: 'otpVerification' },
      { type: 'modalClosed' },
      { type: 'mobileMenuOpened', betslipBusy: false },
      { type: 'mobileMenuToggled', betslipBusy: true },
      { type: 'mobileMenuClosed' },
      { type: 'desktopLayoutChanged', isDesktop: true },
      { type: 'desktopLayoutChanged', isDesktop: false },
      { type: 'desktopMenuToggled' },
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = run(actions);
        expect(bodyScrollLocked(state)).toBe(state.openModal === 'login' || state.mobileMenuOpen);
        if (state.isDesktopLayout && actions.at(-1)?.type === 'desktopLayoutChanged') {
          expect(state.mobileMenuOpen).toBe(false);
        }
      }),
    );
  });
});

describe('shell: terms-of-use popup', () => {
  it('Accept stores accept in cookie pToU and closes the popup', () => {
    const shown = run([{ type: 'termsOfUseRequested' }]);
    const t = shellTransition(shown, {
      type: 'termsOfUseAnswered',
      answer: 'accept',
      francoSession: false,
    });
    expect(t.effects).toEqual([{ kind: 'setCookie', name: 'pToU', value: 'accept' }]);
    expect(
      termsOfUseVisible(t.state, { mockMode: false, loggedIn: true, termsCookie: 'accept' }),
    ).toBe(false);
  });

  it('Decline stores decline, logs out a franco-type session and closes the popup', () => {
    const shown = run([{ type: 'termsOfUseRequested' }]);
    const franco = shellTransition(shown, {
      type: 'termsOfUseAnswered',
      answer: 'decline',
      francoSession: true,
    });
    expect(franco.effects).toEqual([
      { kind: 'setCookie', name: 'pToU', value: 'decline' },
      { kind: 'logout', reason: 'clicked' },
    ]);
    const plain = shellTransition(shown, {
      type: 'termsOfUseAnswered',
      answer: 'decline',
      francoSession: false,
    });
    expect(plain.effects).toEqual([{ kind: 'setCookie', name: 'pToU', value: 'decline' }]);
    for (const t of [franco, plain]) {
      expect(
        termsOfUseVisible(t.state, { mockMode: true, loggedIn: true, termsCookie: 'decline' }),
      ).toBe(false);
    }
  });

  it('a franco-type accept calls the server to re-establish the session', () => {
    const t = shellTransition(initialShellState, {
      type: 'termsOfUseAnswered',
      answer: 'accept',
      francoSession: true,
    });
    expect(t.effects).toContainEqual({ kind: 'francoAcceptTerms' });
  });

  it('shows when its flag is set, or in mock mode when logged in and the cookie is not accept', () => {
    const flagged = run([{ type: 'termsOfUseRequested' }]);
    expect(
      termsOfUseVisible(flagged, { mockMode: false, loggedIn: false, termsCookie: null }),
    ).toBe(true);
    const ctx = (mockMode: boolean, loggedIn: boolean, termsCookie: string | null) => ({
      mockMode,
      loggedIn,
      termsCookie,
    });
    expect(termsOfUseVisible(initialShellState, ctx(true, true, null))).toBe(true);
    expect(termsOfUseVisible(initialShellState, ctx(true, true, 'decline'))).toBe(true);
    expect(termsOfUseVisible(initialShellState, ctx(true, true, 'accept'))).toBe(false);
    expect(termsOfUseVisible(initialShellState, ctx(true, false, null))).toBe(false);
    expect(termsOfUseVisible(initialShellState, ctx(false, true, null))).toBe(false);
  });
});

describe('shell: logout', () => {
  it('ignores repeated clicks while a logout is in progress', () => {
    const first = shellTransition(initialShellState, { type: 'logoutClicked' });
    expect(first.state.logoutInProgress).toBe(true);
    expect(first.effects[0]).toEqual({ kind: 'logout', reason: 'clicked' });
    const second = shellTransition(first.state, { type: 'logoutClicked' });
    expect(second.state).toBe(first.state);
    expect(second.effects).toEqual([]);
  });

  it('clears the loading flag 1 second after', () => {
    const first = shellTransition(initialShellState, { type: 'logoutClicked' });
    expect(LOGOUT_LOADING_CLEAR_DELAY_MS).toBe(1000);
    expect(first.effects).toContainEqual({
      kind: 'dispatchLater',
      afterMs: 1000,
      action: { type: 'logoutLoadingCleared' },
    });
    expect(shellReducer(first.state, { type: 'logoutLoadingCleared' }).logoutInProgress).toBe(
      false,
    );
  });

  it('emits exactly one logout however many clicks arrive before the flag clears (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (clicks) => {
        let state = initialShellState;
        let logouts = 0;
        for (let i = 0; i < clicks; i += 1) {
          const t = shellTransition(state, { type: 'logoutClicked' });
          logouts += t.effects.filter((e) => e.kind === 'logout').length;
          state = t.state;
        }
        expect(logouts).toBe(1);
      }),
    );
  });
});
