'use client';

import { validateSecurityAnswer } from '@touchline/site';
import { useId, useState, type FormEvent } from 'react';
import { useLocale } from '../../../shared/routing/use-locale';
import { useT } from '../../../shared/site/site-context';
import { fieldMessageKey } from './field-message';
import { checkSecurityAnswer } from '../api/check-security-answer';
import { secondStepErrorText } from '../api/login-error-text';
import { finishWithdrawOnly } from '../session/use-finish-login';
import { useLoginFlowStore } from '../store/login-flow-store';
import { PasswordField } from './password-field';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import loginFormStyles from './login-form.module.css';
import { cx } from '../../../shared/ui/cx';

interface SecurityQuestionFormProps {
  readonly finish: () => Promise<boolean>;
  readonly onCancel: () => void;
}

/**
 * The security-question step (spec shell §2, §4 step 3, §5): the question, a masked answer,
 * Cancel and Submit. Submit is enabled only while the answer is valid; a server failure shows
 * the server's message and leaves the form open.
 */
export function SecurityQuestionForm({ finish, onCancel }: SecurityQuestionFormProps) {
  const t = useT();
  const locale = useLocale();
  const step = useLoginFlowStore((state) => state.step);
  const reset = useLoginFlowStore((state) => state.reset);
  const [answer, setAnswer] = useState('');
  const [typed, setTyped] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { question: useId(), message: useId() };

  const check = validateSecurityAnswer(answer);
  const fieldMessage = typed && !check.ok ? t(fieldMessageKey(check.error)) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check.ok || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      await checkSecurityAnswer(locale, check.value);
    } catch (error) {
      if (await finishWithdrawOnly(error, finish, t)) return;
      setServerError(secondStepErrorText(error, t));
      setBusy(false);
      return;
    }
    if (!(await finish())) setBusy(false);
  };

  return (
    <form className={loginFormStyles.root} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p id={ids.question} className={loginFormStyles.securityQuestion}>
        {step.kind === 'question' ? step.question : ''}
      </p>
      <div>
        <PasswordField
          label={t('login.securityQuestion.answer')}
          showLabel={t('login.securityQuestion.showAnswer')}
          hideLabel={t('login.securityQuestion.hideAnswer')}
          name="answer"
          autoComplete="off"
          value={answer}
          invalid={fieldMessage !== null}
          autoFocus
          describedBy={`${ids.question} ${ids.message}`}
          onChange={(value) => {
            setAnswer(value);
            setTyped(true);
          }}
        />
        <p id={ids.message} className={formStyles.fieldMessage} aria-live="polite">
          {fieldMessage}
        </p>
      </div>
      {serverError ? (
        <p className={formStyles.formError} role="alert">
          {serverError}
        </p>
      ) : null}
      <div className={formStyles.formActions}>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          onClick={() => {
            reset();
            onCancel();
          }}
        >
          {t('login.securityQuestion.cancel')}
        </button>
        <button
          type="submit"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          disabled={!check.ok || busy}
          aria-busy={busy}
        >
          {busy ? <span className={buttonStyles.spinner} aria-hidden="true" /> : null}
          {t('login.securityQuestion.submit')}
        </button>
      </div>
    </form>
  );
}
