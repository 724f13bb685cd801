'use client';

import { Suspense } from 'react';
import { useShellStore } from '../../../shared/session/shell-store';
import { lazyComponent, usePreloadWhenIdle } from '../../../shared/ui/lazy-component';
import type { SessionLoadedHandler } from '../session/load-session';

/** The login, OTP and security-question modals: fetched when the page is idle or first opened. */
const LoginModals = lazyComponent<{ readonly onSessionLoaded?: SessionLoadedHandler }>(() =>
  import('./login-dialog').then((m) => m.LoginDialog),
);

/** The modals the login flow opens (spec shell §2); their code loads on demand. */
const LOGIN_MODALS: ReadonlySet<string> = new Set([
  'login',
  'otpVerification',
  'securityQuestion',
  'singleSessionConfirm',
]);

/**
 * The login modals (login-dialog.tsx), mounted once in the shell. Nothing is rendered until
 * the shell store opens one of them; their code is not part of the first-load scripts.
 */
export function LoginDialog({
  onSessionLoaded,
}: {
  readonly onSessionLoaded?: SessionLoadedHandler;
}) {
  const modal = useShellStore((store) => store.state.openModal);
  usePreloadWhenIdle(LoginModals);
  if (modal === null || !LOGIN_MODALS.has(modal)) return null;
  return (
    <Suspense fallback={null}>
      <LoginModals {...(onSessionLoaded ? { onSessionLoaded } : {})} />
    </Suspense>
  );
}
