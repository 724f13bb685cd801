'use client';

import { useShellStore } from '../../../shared/session/shell-store';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';

interface LoginButtonProps {
  readonly label?: string;
  readonly className?: string;
}

/** spec shell §4: the login button toggles the login modal and closes other open modals. */
export function LoginButton({
  label = 'Login',
  className = cx(buttonStyles.root, buttonStyles.primary),
}: LoginButtonProps) {
  const dispatch = useShellStore((store) => store.dispatch);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => dispatch({ type: 'loginButtonPressed' })}
    >
      {label}
    </button>
  );
}
