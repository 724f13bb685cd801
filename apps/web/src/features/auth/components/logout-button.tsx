'use client';

import { useShellStore } from '../../../shared/session/shell-store';
import { useT } from '../../../shared/site/site-context';
import { runShellEffects } from '../session/shell-effects';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';

interface LogoutButtonProps {
  readonly className?: string;
}

/**
 * Logs the player out with reason `clicked` (spec shell §4 Logout): repeated clicks are ignored
 * while a logout is in progress, and the loading flag clears after 1 second. The app's logout
 * effects then call the logout endpoint and reload the page.
 */
export function LogoutButton({
  className = cx(buttonStyles.root, buttonStyles.ghost),
}: LogoutButtonProps) {
  const t = useT();
  const dispatch = useShellStore((store) => store.dispatch);
  const inProgress = useShellStore((store) => store.state.logoutInProgress);
  return (
    <button
      type="button"
      className={className}
      aria-busy={inProgress}
      onClick={() => runShellEffects(dispatch({ type: 'logoutClicked' }))}
    >
      {inProgress ? <span className={buttonStyles.spinner} aria-hidden="true" /> : null}
      {t('shell.header.logout')}
    </button>
  );
}
