'use client';

import {
  isRealityCheckInterval,
  REALITY_CHECK_INTERVALS,
  type RealityCheckInterval,
} from '@touchline/site';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useSessionStore } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { useSetRealityCheck } from '../api/set-reality-check';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import formsStyles from './forms.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';

/** The reality-check interval: a reminder of how long the session has lasted. */
export function RealityCheckForm({ current }: { readonly current: number }) {
  const t = useT();
  const errorText = useErrorText();
  const save = useSetRealityCheck();
  const [value, setValue] = useState<RealityCheckInterval>(
    isRealityCheckInterval(current) ? current : 0,
  );
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { heading: useId(), select: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    setFailure(null);
    try {
      const state = await save.mutateAsync(value);
      useSessionStore.getState().updateSession({ realityCheckMinutes: state.realityCheckMinutes });
      setStatus(
        state.realityCheckMinutes === 0
          ? t('rg.realityCheck.isOff')
          : t('rg.realityCheck.willRemind', { minutes: state.realityCheckMinutes }),
      );
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <section className={panelStyles.panel} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={panelStyles.panelTitle}>
        {t('rg.realityCheck.title')}
      </h2>
      <p className={panelStyles.muted}>{t('rg.realityCheck.intro')}</p>
      <form
        className={formsStyles.inlineForm}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className={formStyles.field}>
          <label htmlFor={ids.select}>{t('rg.realityCheck.remindMe')}</label>
          <select
            id={ids.select}
            value={value}
            onChange={(event) => {
              const minutes = Number(event.target.value);
              if (isRealityCheckInterval(minutes)) setValue(minutes);
            }}
          >
            {REALITY_CHECK_INTERVALS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? t('rg.realityCheck.off') : t('rg.realityCheck.every', { minutes })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {t('rg.realityCheck.save')}
        </button>
      </form>
      <div aria-live="polite">{status ? <p role="status">{status}</p> : null}</div>
      {failure ? (
        <p className={formStyles.formError} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
