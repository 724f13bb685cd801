import { assertNever } from '@touchline/betting';
import { type ShellEffect } from '@touchline/site';
import { useShellStore } from '../../../shared/session/shell-store';
import { writeTermsCookie } from '../../../shared/session/session-cookies';
import { useSessionStore } from '../../../shared/session/session-store';

export interface ShellEffectHandlers {
  /** spec shell §4: the franco accept flow (terms popup). */
  readonly francoAcceptTerms?: () => void;
  /** A notice shown after the logout's reload. */
  readonly logoutNotice?: string;
  /** spec shell §4: takes the phone's betslip sheet down (the desktop column stays). */
  readonly closeBetslip?: () => void;
}

/** Carries out the effects the shell reducer asks for (packages/betting shell-reducer). */
export function runShellEffects(
  effects: readonly ShellEffect[],
  handlers: ShellEffectHandlers = {},
): void {
  for (const effect of effects) {
    switch (effect.kind) {
      case 'closeBetslip':
        // On a desktop the betslip is a column: nothing to close (no handler).
        handlers.closeBetslip?.();
        break;
      case 'setCookie':
        writeTermsCookie(effect.value);
        break;
      case 'francoAcceptTerms':
        handlers.francoAcceptTerms?.();
        break;
      case 'logout':
        useSessionStore.getState().logout(effect.reason, handlers.logoutNotice);
        break;
      case 'dispatchLater':
        window.setTimeout(() => useShellStore.getState().dispatch(effect.action), effect.afterMs);
        break;
      default:
        assertNever(effect, 'shell effect');
    }
  }
}
