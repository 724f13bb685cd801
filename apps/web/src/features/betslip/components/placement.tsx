'use client';

import type { BetslipPlacementStatusResponse, BetslipState, OriginId } from '@touchline/betting';
import { useEffect, useState } from 'react';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useUserAcceptOdds } from '../../../shared/preferences';
import { useBetGate } from '../../../shared/session/bet-gate';
import { TermsRequiredNotice, useTermsPending } from '../../../shared/session/terms-gate';
import { useT, useTranslator } from '../../../shared/site/site-context';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';
import panelStyles from '../../../shared/ui/panel.module.css';
import { buildPlaceBetslipRequest, usePlaceBetslip } from '../api/place-betslip';
import { leaveReceipt, leftOverSelections, useBetslipStore } from '../store/betslip-store';
import { usePricingStore } from '../store/pricing-store';
import styles from './betslip.module.css';

interface PlaceBetButtonProps {
  readonly currency: string;
  readonly canPlace: boolean;
  readonly placing: boolean;
  /** spec betting-domain §9: the slip's origin ('11', or a native app's forced one). */
  readonly originId: OriginId;
}

/** Place Bet: every staked line of the slip in one request (spec betting-domain §7). */
export function PlaceBetButton({ currency, canPlace, placing, originId }: PlaceBetButtonProps) {
  const t = useT();
  const place = usePlaceBetslip();
  const termsPending = useTermsPending();
  const userAcceptOdds = useUserAcceptOdds();

  const onClick = useBetGate((session) => {
    const { state } = useBetslipStore.getState();
    void place({
      accountId: session.accountId,
      username: session.username,
      body: buildPlaceBetslipRequest(
        state,
        currency,
        userAcceptOdds,
        usePricingStore.getState().acceptedPrices,
        originId,
      ),
    });
  });

  return (
    <>
      {termsPending ? <TermsRequiredNotice what="betting" /> : null}
      <button
        type="button"
        className={cx(
          buttonStyles.root,
          buttonStyles.primary,
          buttonStyles.block,
          buttonStyles.large,
        )}
        disabled={!canPlace || placing}
        aria-busy={placing}
        onClick={onClick}
      >
        {placing ? t('betslip.placing') : t('betslip.placeBet')}
      </button>
    </>
  );
}

/** Whole seconds until `dueAt`, ticking every second (never below 0). */
function useSecondsLeft(dueAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (dueAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [dueAt]);
  return dueAt === null ? 0 : Math.max(0, Math.ceil((dueAt - now) / 1000));
}

/** An in-play slip waiting for approval: the countdown of its delay, then the wait. */
export function AwaitingApproval({ state }: { readonly state: BetslipState }) {
  const t = useT();
  const dueAt = usePricingStore((store) => store.approvalDueAt);
  const seconds = useSecondsLeft(dueAt);
  return (
    <div className={styles.approval}>
      <p className={styles.approvalTitle}>{t('betslip.awaitingApproval')}</p>
      {seconds > 0 ? (
        <p>
          <span className={styles.countdown} aria-hidden="true">
            {seconds}
          </span>{' '}
          {t('betslip.inPlayDelay', { seconds: String(seconds) })}
        </p>
      ) : null}
      {state.isResponseTimeOver ? <p>{t('betslip.responseTimeOver')}</p> : null}
    </div>
  );
}

/** The receipt of a placed slip: reference, total stake, returns, keep or done. */
export function Receipt({
  response,
  state,
  currency,
}: {
  readonly response: BetslipPlacementStatusResponse | null;
  readonly state: BetslipState;
  readonly currency: string;
}) {
  const translator = useTranslator();
  const { t } = translator;
  const format = useLocaleFormat();
  const leftOver = leftOverSelections(state).length;
  return (
    <section className={panelStyles.confirmation} aria-label={t('betslip.receipt.title')}>
      <p className={panelStyles.confirmationTitle}>{t('betslip.receipt.title')}</p>
      {response?.reference === undefined ? null : (
        <p>{t('betslip.receipt.referenceValue', { reference: response.reference })}</p>
      )}
      <p>
        {t('betslip.receipt.totalStake', {
          amount: format.money(response?.totalCost ?? 0, currency),
        })}
      </p>
      <p>
        {t('betslip.receipt.potentialReturns', {
          amount: format.money(response?.potentialReturns ?? 0, currency),
        })}
      </p>
      {leftOver > 0 ? <p>{translator.plural('betslip.receipt.leftOver', leftOver)}</p> : null}
      <div className={styles.receiptActions}>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          onClick={() => leaveReceipt('all')}
        >
          {t('betslip.receipt.keepSelections')}
        </button>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          onClick={() => leaveReceipt('leftOver')}
        >
          {t('betslip.receipt.done')}
        </button>
      </div>
    </section>
  );
}
