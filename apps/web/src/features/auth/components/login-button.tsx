'use client';

import { useLoginDialogStore } from '../../../shared/session/login-dialog-store';

interface LoginButtonProps {
  readonly label?: string;
  readonly className?: string;
}

/** spec shell §4: the login button toggles the login modal and closes other open modals. */
export function LoginButton({
  label = 'Login',
  className = 'button button--primary',
}: LoginButtonProps) {
  const toggleLogin = useLoginDialogStore((state) => state.toggleLogin);
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={toggleLogin}>
      {label}
    </button>
  );
}
