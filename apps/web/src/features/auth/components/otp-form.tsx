'use client';

import {
  formatOtpCountdown,
  OTP_CODE_VALIDITY_MINUTES,
  OTP_RESEND_LOCKOUT_DISPLAY_MINUTES,
  otpCountdownAt,
  validateOtpCode,
} from '@touchline/site';
import { useT } from '../../../shared/site/site-context';
import { fieldMessageKey } from './field-message';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { generateOtp } from '../api/generate-otp';
import { validateOtp } from '../api/validate-otp';
import { secondStepErrorText } from '../api/login-error-text';
import { finishWithdrawOnly } from '../session/use-finish-login';
import {
  openOtpCountdown,
  restartStoredOtpCountdown,
  useLoginFlowStore,
} from '../store/login-flow-store';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import loginFormStyles from './login-form.module.css';
import { cx } from '../../../shared/ui/cx';

/**
 * The one-time-code step (spec shell §2 "Mobile Number Verification", §4 OTP timer, §5): the
 * code is checked as typed with the spec's messages and can be submitted only when valid;
 * request-new-code is enabled when the 59-second countdown (resumed from the stored start)
 * reaches 0.
 */
export function OtpForm({ finish }: { readonly finish: () => Promise<boolean> }) {
  const t = useT();
  const locale = useLocale();
  const username = useLoginFlowStore((state) => state.username);
  const step = useLoginFlowStore((state) => state.step);
  const destination = step.kind === 'otp' ? step.destination : '';
  const [countdown, setCountdown] = useState(() =>
    openOtpCountdown(username, step.kind === 'otp' ? step.resendInSeconds : 0, Date.now()),
  );
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const ids = { code: useId(), message: useId(), intro: useId(), timer: useId(), error: useId() };

  const { startedAt, canRequestNewCode } = countdown;
  useEffect(() => {
    if (canRequestNewCode) return;
    const timer = window.setInterval(
      () => setCountdown(otpCountdownAt(startedAt, Date.now())),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [startedAt, canRequestNewCode]);

  // spec shell §5: checked as typed; the message shows once the player has typed.
  const check = validateOtpCode(code);
  const fieldMessage = typed && !check.ok ? t(fieldMessageKey(check.error)) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check.ok || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      await validateOtp(locale, check.value);
    } catch (error) {
      if (await finishWithdrawOnly(error, finish, t)) return;
      // spec shell §4 step 3: a wrong code leaves the form open with the returned message.
      setServerError(secondStepErrorText(error, t));
      setBusy(false);
      return;
    }
    if (!(await finish())) setBusy(false);
  };

  const requestNewCode = async () => {
    if (!canRequestNewCode || resending) return;
    setResending(true);
    setServerError(null);
    setNotice(null);
    try {
      const sent = await generateOtp(locale);
      setCountdown(restartStoredOtpCountdown(username, Date.now()));
      setNotice(t('login.otp.sent', { destination: sent.destination }));
    } catch (error) {
      setServerError(secondStepErrorText(error, t));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={loginFormStyles.root} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p id={ids.intro} className={loginFormStyles.formIntro}>
        {t('login.otp.intro', { destination, minutes: OTP_CODE_VALIDITY_MINUTES })}
      </p>
      <div className={formStyles.field}>
        <label htmlFor={ids.code}>{t('login.otp.code')}</label>
        <input
          id={ids.code}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          aria-invalid={fieldMessage !== null}
          aria-describedby={`${ids.intro} ${ids.message}`}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setTyped(true);
          }}
          data-autofocus
        />
        <p id={ids.message} className={formStyles.fieldMessage} aria-live="polite">
          {fieldMessage}
        </p>
      </div>
      {serverError ? (
        <p id={ids.error} className={formStyles.formError} role="alert">
          {serverError}
        </p>
      ) : null}
      {notice ? (
        <p className={formStyles.formNotice} role="status">
          {notice}
        </p>
      ) : null}
      <div className={loginFormStyles.otpResend}>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          disabled={!canRequestNewCode || resending}
          aria-describedby={ids.timer}
          onClick={() => void requestNewCode()}
        >
          {t('login.otp.requestNewCode')}
        </button>
        <p id={ids.timer} className={loginFormStyles.otpResendTimer}>
          {canRequestNewCode
            ? t('login.otp.repeatedWait', { minutes: OTP_RESEND_LOCKOUT_DISPLAY_MINUTES })
            : t('login.otp.availableIn', {
                time: formatOtpCountdown(countdown.remainingSeconds),
              })}
        </p>
      </div>
      <button
        type="submit"
        className={cx(buttonStyles.root, buttonStyles.primary, buttonStyles.block)}
        disabled={!check.ok || busy}
        aria-busy={busy}
      >
        {busy ? <span className={buttonStyles.spinner} aria-hidden="true" /> : null}
        {t('login.otp.submit')}
      </button>
    </form>
  );
}
