'use client';

import type { OpenBet } from '@touchline/contract';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import type { Session } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import { useDeleteAutoCashOut, useSetAutoCashOut } from '../api/auto-cash-out';
import { checkAutoThreshold, type AutoThresholdProblem } from '../model/cash-out-amounts';
import styles from './my-bets.module.css';

const THRESHOLD_PROBLEM_KEYS: Readonly<Record<AutoThresholdProblem, string>> = {
  unreadable: 'mybets.autoCashOut.error.unreadable',
  alreadyReached: 'mybets.autoCashOut.error.alreadyReached',
  neverReached: 'mybets.autoCashOut.error.neverReached',
};

/** "Cash out when the offer reaches …": the bet's automatic rule, set and removed here. */
export function AutoCashOut({
  bet,
  session,
}: {
  readonly bet: OpenBet;
  readonly session: Session;
}) {
  const t = useT();
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const inputId = useId();
  const messageId = useId();
  const setRule = useSetAutoCashOut();
  const deleteRule = useDeleteAutoCashOut();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const target = { accountId: session.accountId, betId: bet.betId };
  const refusal = (error: unknown) =>
    error instanceof ApiRequestError && error.code === 'BET_NOT_OPEN'
      ? t('mybets.cashOut.error.betClosed')
      : errorText(error);

  if (bet.autoCashOutThreshold !== undefined) {
    return (
      <div className={styles.autoRule}>
        <p>
          {t('mybets.autoCashOut.active', {
            amount: format.wireMoney(bet.autoCashOutThreshold, bet.currency),
          })}
        </p>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          disabled={deleteRule.isPending}
          onClick={() => deleteRule.mutate(target)}
        >
          {t('mybets.autoCashOut.remove')}
        </button>
        {deleteRule.isError ? (
          <p className={formStyles.formError} role="alert">
            {refusal(deleteRule.error)}
          </p>
        ) : null}
      </div>
    );
  }

  const shown = problem ?? (setRule.isError ? refusal(setRule.error) : null);
  return (
    <form
      className={styles.autoRule}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const check = checkAutoThreshold(text, bet);
        if (!check.ok) {
          setProblem(t(THRESHOLD_PROBLEM_KEYS[check.problem]));
          return;
        }
        setProblem(null);
        setRule.mutate(
          { ...target, thresholdMinor: check.thresholdMinor, currency: bet.currency },
          { onSuccess: () => setText('') },
        );
      }}
    >
      <div className={formStyles.field}>
        <label htmlFor={inputId}>{t('mybets.autoCashOut.label')}</label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={shown !== null}
          aria-describedby={shown === null ? undefined : messageId}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
      </div>
      <button
        type="submit"
        className={cx(buttonStyles.root, buttonStyles.secondary)}
        disabled={setRule.isPending}
      >
        {t('mybets.autoCashOut.set')}
      </button>
      {shown === null ? null : (
        <p id={messageId} className={formStyles.fieldMessage} role="alert">
          {shown}
        </p>
      )}
    </form>
  );
}
