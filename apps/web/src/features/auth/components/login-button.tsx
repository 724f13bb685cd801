'use client';

import { useShellStore } from '../../../shared/session/shell-store';

interface LoginButtonProps {
  readonly label?: string;
  readonly className?: string;
}

/** spec shell §4: the login button toggles the login modal and closes other open modals. */
export function LoginButton({
  label = 'Login',
  className = 'button button--primary',
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
