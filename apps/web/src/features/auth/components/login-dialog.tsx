'use client';

import { assertNever } from '@touchline/betting';
import { validateLoginCredentials } from '@touchline/site';
import Link from '../../../shared/ui/link';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { useShellStore } from '../../../shared/session/shell-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { useSite, useSiteSettings, useT } from '../../../shared/site/site-context';
import { Modal } from '../../../shared/ui/modal';
import { showToast } from '../../../shared/ui/toast-store';
import { authenticate, type LoginCredentials } from '../api/authenticate';
import { francoLogin } from '../api/franco-login';
import { getSecurityQuestion } from '../api/get-security-question';
import { isSecondStepRequired, loginErrorKey, loginFailureKey } from '../api/login-error-text';
import { loginDevice } from '../session/device-id';
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
 * modals): mounted once, opened through the shell store. One modal shows at a time. On a brand
 * with the single-session dialog, the login modal first asks the player to confirm that other
 * sessions will end (its own title and buttons; closing it returns to the form).
 */
export function LoginDialog({ onSessionLoaded }: LoginDialogProps) {
  const t = useT();
  const modal = useShellStore((store) => store.state.openModal);
  const dispatch = useShellStore((store) => store.dispatch);
  const closeLogin = () => void dispatch({ type: 'modalClosed' });
  const finish = useFinishLogin(onSessionLoaded);
  // Each step is its own dialog (keyed), so focus moves into it as it opens.

  if (modal === 'login') {
    return <LoginModal key="login" finish={finish} onClose={closeLogin} />;
  }
  if (modal === 'otpVerification') {
    return (
      <Modal key="otp" title={t('login.otp.title')} onClose={closeLogin}>
        <OtpForm finish={finish} />
      </Modal>
    );
  }
  if (modal === 'securityQuestion') {
    return (
      <Modal key="question" title={t('login.securityQuestion.title')} onClose={closeLogin}>
        <SecurityQuestionForm finish={finish} onCancel={closeLogin} />
      </Modal>
    );
  }
  return null;
}

/**
 * The login modal. While the single-session confirmation shows, the modal carries its title, and
 * closing it (Escape, Close, the backdrop) returns to the form. Its state lives as long as the
 * modal is open.
 */
function LoginModal({
  finish,
  onClose,
}: {
  readonly finish: () => Promise<boolean>;
  readonly onClose: () => void;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal
      title={confirming ? t('login.singleSession.title') : t('login.title')}
      onClose={confirming ? () => setConfirming(false) : onClose}
    >
      <LoginForm finish={finish} confirming={confirming} setConfirming={setConfirming} />
    </Modal>
  );
}

interface LoginFormProps {
  readonly finish: () => Promise<boolean>;
  /** The single-session confirmation is showing in place of the form. */
  readonly confirming: boolean;
  readonly setConfirming: (confirming: boolean) => void;
}

function LoginForm({ finish, confirming, setConfirming }: LoginFormProps) {
  const t = useT();
  const locale = useLocale();
  const { brand } = useSite();
  const settings = useSiteSettings();
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
  const submitRef = useRef<HTMLButtonElement>(null);
  const ids = { username: useId(), remember: useId() };
  // spec shell §2/§4 step 1: the single-session variant confirms before submitting.
  const confirmFirst = brand.login.single_session_dialog && settings.single_allowed_session;

  /** spec shell §4 step 2: otp true → code form; otp null → the question; else logged in. */
  const passwordLogin = async (credentials: LoginCredentials) => {
    const result = await authenticate(locale, credentials);
    if (result.otp === true) {
      startStep(credentials.username, {
        kind: 'otp',
        destination: result.destination,
        resendInSeconds: result.otpResendInSeconds,
      });
      dispatch({ type: 'modalOpened', modal: 'otpVerification' });
    } else if (result.otp === null) {
      const question = await getSecurityQuestion(locale);
      startStep(credentials.username, { kind: 'question', question });
      dispatch({ type: 'modalOpened', modal: 'securityQuestion' });
    } else {
      await finish();
    }
  };

  /**
   * spec shell §7 franco-type login, then the session (§4 step 4). Decision: an account that
   * logs in with a second step is refused by that call, so the login carries on through the
   * login form's call, which asks for the code or the question.
   */
  const francoTypeLogin = async (credentials: LoginCredentials) => {
    try {
      await francoLogin(locale, credentials, loginDevice());
    } catch (error) {
      if (!isSecondStepRequired(error)) throw error;
      await passwordLogin(credentials);
      return;
    }
    await finish();
  };

  const submit = async (credentials: LoginCredentials) => {
    // spec shell §4 step 1: with remember-me on, the username is saved locally.
    rememberUsername(remember ? credentials.username : null);
    setBusy(true);
    try {
      switch (brand.login.kind) {
        case 'franco':
          await francoTypeLogin(credentials);
          break;
        case 'password-otp':
          await passwordLogin(credentials);
          break;
        default:
          assertNever(brand.login.kind, 'login kind');
      }
    } catch (error) {
      if (!(await finishWithdrawOnly(error, finish, t))) {
        showToast(t(loginErrorKey(error)), 'error');
      }
    } finally {
      setBusy(false);
    }
  };

  const checked = validateLoginCredentials({ username, password });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // spec shell §4 step 1, §5: username (trimmed) and password are required; no call otherwise.
    if (!checked.ok) {
      setMissing(true);
      showToast(t(loginFailureKey({ kind: 'emptyCredentials' })), 'error');
      return;
    }
    setMissing(false);
    if (confirmFirst) {
      setConfirming(true);
      return;
    }
    void submit(checked.value);
  };

  return (
    <>
      <form
        className={loginFormStyles.root}
        noValidate
        hidden={confirming}
        onSubmit={onSubmit}
        aria-busy={busy}
      >
        <div className={formStyles.field}>
          <label htmlFor={ids.username}>{t('login.username')}</label>
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
          label={t('login.password')}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
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
            <label htmlFor={ids.remember}>{t('login.rememberMe')}</label>
          </div>
          <Link
            href={`/${locale}/forgotten-password`}
            className={loginFormStyles.textLink}
            onClick={closeLogin}
          >
            {t('login.forgottenPassword')}
          </Link>
        </div>
        <button
          ref={submitRef}
          type="submit"
          className={cx(buttonStyles.root, buttonStyles.primary, buttonStyles.block)}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <span className={buttonStyles.spinner} aria-hidden="true" /> : null}
          {t('login.submit')}
        </button>
      </form>
      {confirming ? (
        <SingleSessionConfirmation
          onConfirm={() => {
            setConfirming(false);
            if (checked.ok) void submit(checked.value);
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <FocusOnReturn target={submitRef} active={!confirming} />
    </>
  );
}

/**
 * Puts focus back on the form's login button when the single-session confirmation closes (the
 * control that opened it), so a keyboard player continues where they were.
 */
function FocusOnReturn({
  target,
  active,
}: {
  readonly target: RefObject<HTMLButtonElement | null>;
  readonly active: boolean;
}) {
  const wasInactive = useRef(false);
  useEffect(() => {
    if (!active) {
      wasInactive.current = true;
      return;
    }
    if (wasInactive.current) {
      wasInactive.current = false;
      target.current?.focus();
    }
  }, [active, target]);
  return null;
}

/**
 * spec shell §2 single-session confirmation dialog: shown before the login is sent when the
 * brand allows one session per player; confirming sends it, Back returns to the form.
 */
function SingleSessionConfirmation({
  onConfirm,
  onCancel,
}: {
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const t = useT();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div className={loginFormStyles.root}>
      <p>{t('login.singleSession.body')}</p>
      <div className={formStyles.formActions}>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          onClick={onCancel}
        >
          {t('login.singleSession.cancel')}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          onClick={onConfirm}
        >
          {t('login.singleSession.confirm')}
        </button>
      </div>
    </div>
  );
}
