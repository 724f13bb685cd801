'use client';

import { useCallback } from 'react';
import { useShellStore } from '../../../shared/session/shell-store';
import { useT } from '../../../shared/site/site-context';
import { showToast } from '../../../shared/ui/toast-store';
import {
  isWithdrawOnlyRefusal,
  loginErrorKey,
  loginFailureKey,
  withdrawOnlyNotice,
  type Translate,
} from '../api/login-error-text';
import { useLoginFlowStore } from '../store/login-flow-store';
import {
  fetchSession,
  MissingJweTokenError,
  storeSession,
  type SessionLoadedHandler,
} from './load-session';

/**
 * The end of a login step that failed: a withdraw-only refusal (an excluded player) is told and
 * then finished like a login, so the player reaches the balance and the withdrawal; anything
 * else is the caller's error. Resolves whether it was handled.
 */
export async function finishWithdrawOnly(
  error: unknown,
  finish: () => Promise<boolean>,
  t: Translate,
): Promise<boolean> {
  if (!isWithdrawOnlyRefusal(error)) return false;
  showToast(withdrawOnlyNotice(error, t), 'error');
  await finish();
  return true;
}

/**
 * spec shell §4 login steps 3–4: a completed login (password, code or answer accepted) closes
 * the form and the modal after fetching the session and the player's details and preferences.
 * A session without jwe_token gives the error-500 toast and raises (reported to the console).
 * Resolves true when the player is logged in.
 */
export function useFinishLogin(onSessionLoaded?: SessionLoadedHandler): () => Promise<boolean> {
  const dispatch = useShellStore((store) => store.dispatch);
  const t = useT();
  return useCallback(async () => {
    try {
      const session = await fetchSession();
      await storeSession(session, onSessionLoaded);
      useLoginFlowStore.getState().reset();
      dispatch({ type: 'modalClosed' });
      return true;
    } catch (error) {
      if (error instanceof MissingJweTokenError) {
        showToast(t(loginFailureKey({ kind: 'missingJweToken' })), 'error');
        console.error(error);
      } else {
        showToast(t(loginErrorKey(error)), 'error');
      }
      return false;
    }
  }, [dispatch, onSessionLoaded, t]);
}
