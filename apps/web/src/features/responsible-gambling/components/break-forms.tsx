'use client';

import {
  exclusionEnd,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type ExclusionPeriod,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
  type Translator,
} from '@touchline/site';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useLocaleFormat, type LocaleFormat } from '../../../shared/format/use-locale-format';
import { useSessionStore } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { Modal } from '../../../shared/ui/modal';
import { useSelfExclude } from '../api/self-exclude';
import { useTakeTimeOut } from '../api/take-time-out';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import formsStyles from './forms.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';

/** A break's end in the page language and the player's zone: "05.03.2025 um 14:05". */
function endText(t: Translator['t'], format: LocaleFormat, endMs: number): string {
  return t('time.dateAtTime', { date: format.date(endMs), time: format.time(endMs) });
}

interface BreakFormProps<P extends ExclusionPeriod> {
  readonly title: string;
  readonly intro: string;
  readonly periods: readonly P[];
  /** The catalogue key of each period's label. */
  readonly labelKey: (period: P) => string;
  readonly submitLabel: string;
  readonly confirmTitle: string;
  readonly confirmLabel: string;
  readonly warning: string;
  readonly start: (period: P) => Promise<unknown>;
  readonly pending: boolean;
  /** The notice shown after the logout that follows (the page reloads); null end: permanent. */
  readonly notice: (end: string | null) => string;
}

/**
 * A period choice and a confirmation step (a dialog), then the break starts on the server and
 * the player is logged out at once (the platform has already ended every session).
 */
function BreakForm<P extends ExclusionPeriod>(props: BreakFormProps<P>) {
  const t = useT();
  const format = useLocaleFormat();
  const errorText = useErrorText();
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
    const endMs = exclusionEnd(period, Date.now());
    try {
      await props.start(period);
    } catch (error) {
      setFailure(errorText(error));
      return;
    }
    setConfirming(false);
    const end = endMs === null ? null : endText(t, format, endMs);
    useSessionStore.getState().logout('clicked', props.notice(end));
  };

  const endMs = period === null ? null : exclusionEnd(period, Date.now());

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
          <legend id={ids.legend}>{t('rg.break.period')}</legend>
          {props.periods.map((p) => (
            <label key={p} className={formsStyles.choice}>
              <input
                type="radio"
                name={ids.name}
                value={p}
                checked={period === p}
                onChange={() => setPeriod(p)}
              />
              {t(props.labelKey(p))}
            </label>
          ))}
        </fieldset>
        <p id={ids.error} className={formStyles.fieldMessage} aria-live="polite">
          {missing ? t('rg.break.choosePeriod') : null}
        </p>
        <button type="submit" className={cx(buttonStyles.root, buttonStyles.danger)}>
          {props.submitLabel}
        </button>
      </form>
      {confirming && period !== null ? (
        <Modal title={props.confirmTitle} onClose={() => setConfirming(false)}>
          <div className={formsStyles.confirmStep}>
            <p>
              {endMs === null
                ? t('rg.break.confirmBodyPermanent')
                : t('rg.break.confirmBody', { date: endText(t, format, endMs) })}
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
                {t('common.cancel')}
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
  const t = useT();
  const mutation = useTakeTimeOut();
  return (
    <BreakForm
      title={t('rg.timeOut.title')}
      intro={t('rg.timeOut.intro')}
      periods={TIME_OUT_PERIODS}
      labelKey={(period: TimeOutPeriod) => `rg.timeOut.period.${period}`}
      submitLabel={t('rg.timeOut.submit')}
      confirmTitle={t('rg.timeOut.confirmTitle')}
      confirmLabel={t('rg.timeOut.confirm')}
      warning={t('rg.timeOut.warning')}
      start={(period) => mutation.mutateAsync(period)}
      pending={mutation.isPending}
      // A time-out always ends (24 hours to 30 days).
      notice={(end) => t('rg.timeOut.started', { date: end ?? '' })}
    />
  );
}

/** Self-exclusion (6 months to permanent). */
export function SelfExclusionForm() {
  const t = useT();
  const mutation = useSelfExclude();
  return (
    <BreakForm
      title={t('rg.selfExclusion.title')}
      intro={`${t('rg.selfExclusion.intro')} ${t('rg.help')}`}
      periods={SELF_EXCLUSION_PERIODS}
      labelKey={(period: SelfExclusionPeriod) => `rg.selfExclusion.period.${period}`}
      submitLabel={t('rg.selfExclusion.submit')}
      confirmTitle={t('rg.selfExclusion.confirmTitle')}
      confirmLabel={t('rg.selfExclusion.confirm')}
      warning={t('rg.selfExclusion.warning')}
      start={(period) => mutation.mutateAsync(period)}
      pending={mutation.isPending}
      notice={(end) =>
        end === null
          ? t('rg.selfExclusion.startedPermanent')
          : t('rg.selfExclusion.started', { date: end })
      }
    />
  );
}
