'use client';

import { loginErrorText, validateLoginCredentials } from '@touchline/site';
import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { useLocale } from '../../../shared/routing/use-locale';
import { useShellStore } from '../../../shared/session/shell-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { Modal } from '../../../shared/ui/modal';
import { showToast } from '../../../shared/ui/toast-store';
import { authenticate } from '../api/authenticate';
import { getSecurityQuestion } from '../api/get-security-question';
import { loginErrorMessage } from '../api/login-error-text';
import type { SessionLoadedHandler } from '../session/load-session';
import { finishWithdrawOnly, useFinishLogin } from '../session/use-finish-login';
import { useLoginFlowStore } from '../store/login-flow-store';
import { OtpForm } from './otp-form';
import { PasswordField } from './password-field';
import { SecurityQuestionForm } from './security-question-form';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import loginFormStyles from './login-form.module.css';
import { cx } from '../../../shared/ui/cx';

interface LoginDialogProps {
  /** What the app loads once a session is stored (player details, then preferences). */
  readonly onSessionLoaded?: SessionLoadedHandler;
}

/**
 * The login modal and its two verification modals (spec shell §2 Login and verification
 * modals): mounted once, opened through the shell store. One modal shows at a time.
 */
export function LoginDialog({ onSessionLoaded }: LoginDialogProps) {
  const modal = useShellStore((store) => store.state.openModal);
  const dispatch = useShellStore((store) => store.dispatch);
  const closeLogin = () => void dispatch({ type: 'modalClosed' });
  const finish = useFinishLogin(onSessionLoaded);
  // Each step is its own dialog (keyed), so focus moves into it as it opens.

  if (modal === 'login') {
    return (
      <Modal key="login" title="Login" onClose={closeLogin}>
        <LoginForm finish={finish} />
      </Modal>
    );
  }
  if (modal === 'otpVerification') {
    return (
      <Modal key="otp" title="Mobile Number Verification" onClose={closeLogin}>
        <OtpForm finish={finish} />
      </Modal>
    );
  }
  if (modal === 'securityQuestion') {
    return (
      <Modal key="question" title="Security question" onClose={closeLogin}>
        <SecurityQuestionForm finish={finish} onCancel={closeLogin} />
      </Modal>
    );
  }
  return null;
}

function LoginForm({ finish }: { readonly finish: () => Promise<boolean> }) {
  const locale = useLocale();
  const savedUsername = useSessionStore((state) => state.savedUsername);
  const rememberUsername = useSessionStore((state) => state.rememberUsername);
  const dispatch = useShellStore((store) => store.dispatch);
  const closeLogin = () => void dispatch({ type: 'modalClosed' });
  const startStep = useLoginFlowStore((state) => state.startStep);
  const [username, setUsername] = useState(savedUsername ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { username: useId(), remember: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // spec shell §4 step 1, §5: username (trimmed) and password are required; no call otherwise.
    const checked = validateLoginCredentials({ username, password });
    if (!checked.ok) {
      setMissing(true);
      showToast(loginErrorText({ kind: 'emptyCredentials' }), 'error');
      return;
    }
    setMissing(false);
    // spec shell §4 step 1: with remember-me on, the username is saved locally.
    rememberUsername(remember ? checked.value.username : null);
    setBusy(true);
    try {
      const result = await authenticate(locale, checked.value);
      // spec shell §4 step 2: otp true → code form; otp null → the question; else logged in.
      if (result.otp === true) {
        startStep(checked.value.username, {
          kind: 'otp',
          destination: result.destination,
          resendInSeconds: result.otpResendInSeconds,
        });
        dispatch({ type: 'modalOpened', modal: 'otpVerification' });
      } else if (result.otp === null) {
        let question: string;
        try {
          question = await getSecurityQuestion(locale);
        } catch (error) {
          showToast(readableErrorMessage(error), 'error');
          return;
        }
        startStep(checked.value.username, { kind: 'question', question });
        dispatch({ type: 'modalOpened', modal: 'securityQuestion' });
      } else {
        await finish();
      }
    } catch (error) {
      if (!(await finishWithdrawOnly(error, finish))) showToast(loginErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={loginFormStyles.root} noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className={formStyles.field}>
        <label htmlFor={ids.username}>Username</label>
        <input
          id={ids.username}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={missing && username.trim() === ''}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          {...(savedUsername ? {} : { 'data-autofocus': true })}
        />
      </div>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        invalid={missing && password === ''}
        autoFocus={Boolean(savedUsername)}
        onChange={setPassword}
      />
      <div className={loginFormStyles.row}>
        <div className={loginFormStyles.checkboxField}>
          <input
            id={ids.remember}
            name="remember"
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <label htmlFor={ids.remember}>Remember me</label>
        </div>
        <Link
          href={`/${locale}/forgotten-password`}
          className={loginFormStyles.textLink}
          onClick={closeLogin}
        >
          Forgotten password?
        </Link>
      </div>
      <button
        type="submit"
        className={cx(buttonStyles.root, buttonStyles.primary, buttonStyles.block)}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? <span className={buttonStyles.spinner} aria-hidden="true" /> : null}
        Log in
      </button>
    </form>
  );
}
