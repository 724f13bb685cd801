'use client';

import { readableErrorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/session-store';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
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
  const session = useSession();
  const state = useResponsibleGambling(session !== null);
  if (!session) return null;
  if (state.isPending) return <p className={panelStyles.loading}>Loading…</p>;
  if (state.isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {readableErrorMessage(state.error)}
      </p>
    );
  }
  const { timeOut, selfExclusion } = state.data;
  return (
    <div className={panelStyles.panelStack}>
      {timeOut || selfExclusion ? (
        <p className={formStyles.formNotice} role="status">
          {selfExclusion ? (
            selfExclusion.permanent || selfExclusion.until === null ? (
              'You are permanently self-excluded.'
            ) : (
              <>
                You are self-excluded until <LocalDateTime iso={selfExclusion.until} />.
              </>
            )
          ) : timeOut ? (
            <>
              You are on a break until <LocalDateTime iso={timeOut.until} />.
            </>
          ) : null}
        </p>
      ) : null}
      <DepositLimitsForm />
      <RealityCheckForm current={state.data.realityCheckMinutes} />
      <TimeOutForm />
      <SelfExclusionForm />
    </div>
  );
}
