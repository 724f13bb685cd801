'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadPlayerData } from '../../../src/features/account';
import {
  LoginDialog,
  TermsOfUsePopup,
  useAuthSync,
  useLogoutEffects,
} from '../../../src/features/auth';
import { useBetslipStore } from '../../../src/features/betslip';
import { RegionBoundary } from '../../../src/features/content';
import { useFavouritesSync } from '../../../src/features/favourites';
import { RealityCheckReminder, RiskGroupModal } from '../../../src/features/responsible-gambling';
import type { Session } from '../../../src/shared/session/session-store';
import { Toaster } from '../../../src/shared/ui/toaster';

/**
 * The session's moving parts, joined here so the features never import each other: the login
 * modals, the auth sync, the logout effects (which clear the betslip), the terms-of-use popup,
 * the favourites' sync, the reality check, the risk-group modal and the toast area.
 */
export function SessionShell() {
  const queryClient = useQueryClient();
  const onSessionLoaded = useCallback(
    (session: Session) => loadPlayerData(queryClient, session),
    [queryClient],
  );
  const clearBetslip = useCallback(
    () => useBetslipStore.getState().dispatch({ type: 'betslipCleared' }),
    [],
  );
  // The logout effects listen first, so a sync never sees a half-finished logout.
  useLogoutEffects(clearBetslip);
  useAuthSync(onSessionLoaded);
  // The login merge and the menu's count, on every page (not only where a star shows).
  useFavouritesSync();
  return (
    <>
      {/* spec shell §8: one boundary each, so a modal that fails to draw leaves the page and
          the other modals working (and is reported). */}
      <RegionBoundary name="login-modal">
        <LoginDialog onSessionLoaded={onSessionLoaded} />
      </RegionBoundary>
      <RegionBoundary name="terms-of-use-popup">
        <TermsOfUsePopup />
      </RegionBoundary>
      <RegionBoundary name="reality-check">
        <RealityCheckReminder />
      </RegionBoundary>
      <RegionBoundary name="risk-group-modal">
        <RiskGroupModal />
      </RegionBoundary>
      <RegionBoundary name="toasts">
        <Toaster />
      </RegionBoundary>
    </>
  );
}
