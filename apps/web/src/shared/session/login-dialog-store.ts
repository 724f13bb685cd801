import {
  initialShellState,
  shellTransition,
  type ShellAction,
  type ShellEffect,
  type ShellModal,
  type ShellState,
} from '@touchline/site';
import { create } from 'zustand';

/**
 * The shell's modals, terms-of-use popup and logout guard, driven by the shell reducer of
 * packages/betting (spec shell §4 Menu and shell, Logout). It lives in shared code because the
 * header, the betslip (Place Bet while logged out), My Bets and the account pages all open the
 * login modal.
 *
 * `open` is the login modal; `modal` any other shell modal (the one-time-code and security
 * question steps). The reducer allows one modal at a time, so at most one of them is set.
 */
interface ShellStoreState {
  open: boolean;
  modal: Exclude<ShellModal, 'login'> | null;
  termsOfUseFlag: boolean;
  termsOfUseAnswered: boolean;
  logoutInProgress: boolean;
  /** Applies a shell action and returns the effects the caller must carry out. */
  dispatch: (action: ShellAction) => readonly ShellEffect[];
  openLogin: () => void;
  closeLogin: () => void;
  /** spec shell §4: the login button toggles the login modal and closes other open modals. */
  toggleLogin: () => void;
}

/** The reducer's view of the store. */
export function shellStateOf(
  state: Pick<
    ShellStoreState,
    'open' | 'modal' | 'termsOfUseFlag' | 'termsOfUseAnswered' | 'logoutInProgress'
  >,
): ShellState {
  return {
    ...initialShellState,
    openModal: state.open ? 'login' : state.modal,
    termsOfUseFlag: state.termsOfUseFlag,
    termsOfUseAnswered: state.termsOfUseAnswered,
    logoutInProgress: state.logoutInProgress,
  };
}

function fromShellState(shell: ShellState): Partial<ShellStoreState> {
  return {
    open: shell.openModal === 'login',
    modal: shell.openModal === 'login' ? null : shell.openModal,
    termsOfUseFlag: shell.termsOfUseFlag,
    termsOfUseAnswered: shell.termsOfUseAnswered,
    logoutInProgress: shell.logoutInProgress,
  };
}

export const useLoginDialogStore = create<ShellStoreState>()((set, get) => {
  const dispatch = (action: ShellAction): readonly ShellEffect[] => {
    const { state, effects } = shellTransition(shellStateOf(get()), action);
    set(fromShellState(state));
    return effects;
  };
  return {
    open: false,
    modal: null,
    termsOfUseFlag: false,
    termsOfUseAnswered: false,
    logoutInProgress: false,
    dispatch,
    openLogin: () => void dispatch({ type: 'modalOpened', modal: 'login' }),
    closeLogin: () => void dispatch({ type: 'modalClosed' }),
    toggleLogin: () => void dispatch({ type: 'loginButtonPressed' }),
  };
});

/** The same store under the name that says what it is. */
export const useShellStore = useLoginDialogStore;
