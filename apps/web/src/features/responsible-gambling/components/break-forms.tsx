'use client';

import {
  exclusionEnd,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type ExclusionPeriod,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@touchline/site';
import { useId, useState, type FormEvent } from 'react';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { useSessionStore } from '../../../shared/session/session-store';
import { Modal } from '../../../shared/ui/modal';
import { useSelfExclude } from '../api/self-exclude';
import { useTakeTimeOut } from '../api/take-time-out';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import formsStyles from './forms.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';

const TIME_OUT_LABELS: Readonly<Record<TimeOutPeriod, string>> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};

const SELF_EXCLUSION_LABELS: Readonly<Record<SelfExclusionPeriod, string>> = {
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: 'Permanently',
};

/** An end time in words the player reads in their own zone. */
function endText(endMs: number | null): string {
  if (endMs === null) return 'permanently';
  return `until ${new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(endMs)}`;
}

interface BreakFormProps<P extends ExclusionPeriod> {
  readonly title: string;
  readonly intro: string;
  readonly periods: readonly P[];
  readonly labels: Readonly<Record<P, string>>;
  readonly submitLabel: string;
  readonly confirmTitle: string;
  readonly confirmLabel: string;
  readonly warning: string;
  readonly start: (period: P) => Promise<unknown>;
  readonly pending: boolean;
  /** The notice shown after the logout that follows (the page reloads). */
  readonly notice: (end: string) => string;
}

/**
 * A period choice and a confirmation step (a dialog), then the break starts on the server and
 * the player is logged out at once (the platform has already ended every session).
 */
function BreakForm<P extends ExclusionPeriod>(props: BreakFormProps<P>) {
  const [period, setPeriod] = useState<P | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const ids = { heading: useId(), legend: useId(), error: useId(), name: useId() };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (period === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setFailure(null);
    setConfirming(true);
  };

  const confirm = async () => {
    if (period === null || props.pending) return;
    const end = endText(exclusionEnd(period, Date.now()));
    try {
      await props.start(period);
    } catch (error) {
      setFailure(readableErrorMessage(error));
      return;
    }
    setConfirming(false);
    useSessionStore.getState().logout('clicked', props.notice(end));
  };

  const end = period === null ? '' : endText(exclusionEnd(period, Date.now()));

  return (
    <section className={panelStyles.panel} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={panelStyles.panelTitle}>
        {props.title}
      </h2>
      <p className={panelStyles.muted}>{props.intro}</p>
      <form noValidate onSubmit={onSubmit}>
        <fieldset
          className={formsStyles.choiceGroup}
          aria-describedby={missing ? ids.error : undefined}
        >
          <legend id={ids.legend}>Period</legend>
          {props.periods.map((p) => (
            <label key={p} className={formsStyles.choice}>
              <input
                type="radio"
                name={ids.name}
                value={p}
                checked={period === p}
                onChange={() => setPeriod(p)}
              />
              {props.labels[p]}
            </label>
          ))}
        </fieldset>
        <p id={ids.error} className={formStyles.fieldMessage} aria-live="polite">
          {missing ? 'Choose a period.' : null}
        </p>
        <button type="submit" className={cx(buttonStyles.root, buttonStyles.danger)}>
          {props.submitLabel}
        </button>
      </form>
      {confirming && period !== null ? (
        <Modal title={props.confirmTitle} onClose={() => setConfirming(false)}>
          <div className={formsStyles.confirmStep}>
            <p>
              You will be logged out now and will not be able to log in, bet or deposit{' '}
              <strong>{end}</strong>.
            </p>
            <p>{props.warning}</p>
            {failure ? (
              <p className={formStyles.formError} role="alert">
                {failure}
              </p>
            ) : null}
            <div className={formStyles.formActions}>
              <button
                type="button"
                className={cx(buttonStyles.root, buttonStyles.secondary)}
                data-autofocus
                onClick={() => setConfirming(false)}
              >
                Cancel
              </button>
              <button
                type="button"
                className={cx(buttonStyles.root, buttonStyles.danger)}
                disabled={props.pending}
                aria-busy={props.pending}
                onClick={() => void confirm()}
              >
                {props.confirmLabel}
              </button>
            </div>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}

/** Time-out (24 hours, 7 days, 30 days): a short break from betting. */
export function TimeOutForm() {
  const mutation = useTakeTimeOut();
  return (
    <BreakForm
      title="Take a break"
      intro="A time-out stops you logging in, betting and depositing for the period you choose."
      periods={TIME_OUT_PERIODS}
      labels={TIME_OUT_LABELS}
      submitLabel="Take a break"
      confirmTitle="Confirm your break"
      confirmLabel="Start my break"
      warning="A break cannot be shortened once it has started."
      start={(period) => mutation.mutateAsync(period)}
      pending={mutation.isPending}
      notice={(end) => `Your break has started. You cannot log in ${end}.`}
    />
  );
}

/** Self-exclusion (6 months to permanent). */
export function SelfExclusionForm() {
  const mutation = useSelfExclude();
  return (
    <BreakForm
      title="Self-exclusion"
      intro="Self-exclusion closes your account to betting for at least six months. If gambling is causing you harm, free confidential help is available from support organisations in your country."
      periods={SELF_EXCLUSION_PERIODS}
      labels={SELF_EXCLUSION_LABELS}
      submitLabel="Exclude myself"
      confirmTitle="Confirm self-exclusion"
      confirmLabel="Exclude me"
      warning="A self-exclusion cannot be shortened or lifted once it has started."
      start={(period) => mutation.mutateAsync(period)}
      pending={mutation.isPending}
      notice={(end) => `Your self-exclusion has started. You cannot log in ${end}.`}
    />
  );
}
