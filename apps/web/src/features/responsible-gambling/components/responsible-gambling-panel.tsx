'use client';

import { useErrorText } from '../../../shared/api/use-error-text';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useSession } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { useResponsibleGambling } from '../api/get-responsible-gambling';
import { SelfExclusionForm, TimeOutForm } from './break-forms';
import { DepositLimitsForm } from './deposit-limits-form';
import { RealityCheckForm } from './reality-check-form';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';

/**
 * /account/responsible-gambling (beyond the spec): deposit limits, a time-out,
 * self-exclusion and the reality-check interval.
 */
export function ResponsibleGamblingPanel() {
  const t = useT();
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const session = useSession();
  const state = useResponsibleGambling(session !== null);
  if (!session) return null;
  if (state.isPending) return <p className={panelStyles.loading}>{t('rg.loading')}</p>;
  if (state.isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {errorText(state.error)}
      </p>
    );
  }
  const { timeOut, selfExclusion } = state.data;
  return (
    <div className={panelStyles.panelStack}>
      {timeOut || selfExclusion ? (
        <p className={formStyles.formNotice} role="status">
          {selfExclusion
            ? selfExclusion.permanent || selfExclusion.until === null
              ? t('rg.status.permanentlyExcluded')
              : t('rg.status.excludedUntil', { date: format.dateTime(selfExclusion.until) })
            : timeOut
              ? t('rg.status.breakUntil', { date: format.dateTime(timeOut.until) })
              : null}
        </p>
      ) : null}
      <DepositLimitsForm />
      <RealityCheckForm current={state.data.realityCheckMinutes} />
      <TimeOutForm />
      <SelfExclusionForm />
    </div>
  );
}
