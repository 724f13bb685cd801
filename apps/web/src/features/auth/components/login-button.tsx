'use client';

import { useShellStore } from '../../../shared/session/shell-store';
import { useT } from '../../../shared/site/site-context';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';

interface LoginButtonProps {
  /** The button's text; the header's "Login" in the current language by default. */
  readonly label?: string;
  readonly className?: string;
}

/** spec shell §4: the login button toggles the login modal and closes other open modals. */
export function LoginButton({
  label,
  className = cx(buttonStyles.root, buttonStyles.primary),
}: LoginButtonProps) {
  const t = useT();
  const dispatch = useShellStore((store) => store.dispatch);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => dispatch({ type: 'loginButtonPressed' })}
    >
      {label ?? t('shell.header.login')}
    </button>
  );
}
