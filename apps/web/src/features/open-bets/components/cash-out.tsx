'use client';

import { minorToMajor, stakeMinorToText } from '@touchline/betting';
import type { CashOutConfirmation, CashOutUnavailableReason, OpenBet } from '@touchline/contract';
import { useEffect, useId, useState } from 'react';
import { newRequestUuid } from '../../../shared/api/request-uuid';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import type { Session } from '../../../shared/session/session-store';
import { useSiteSettings, useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { showToast } from '../../../shared/ui/toast-store';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import { useCashOut, type CashOutOutcome } from '../api/cash-out';
import {
  allowsPartial,
  cashOutFacts,
  checkPartialAmount,
  type CashOutFacts,
  type PartialAmountProblem,
} from '../model/cash-out-amounts';
import { cashedOutToastId } from '../player-news/use-player-news';
import { useMyBetsStore } from '../store/my-bets-store';
import { AutoCashOut } from './auto-cash-out';
import { OfferAmount } from './offer-amount';
import styles from './my-bets.module.css';

/** A request as sent: its uuid (kept for a retry after a timeout), the offer and the part. */
interface SentRequest {
  readonly uuid: string;
  readonly amount: number;
  readonly partMinor: number | null;
}

/**
 * Where the player's cash out stands (a full cash out awaiting confirmation is in the My Bets
 * reducer's confirmation list): nothing asked; sent; re-offered (the offer moved down while it travelled: confirm the new one); no answer
 * within cashout_timeout (try again with the same uuid); paid; refused with a message.
 */
type CashOutStep =
  | { readonly step: 'idle' }
  | { readonly step: 'sending' }
  | { readonly step: 'reoffer'; readonly from: number; readonly partMinor: number | null }
  | { readonly step: 'timedOut'; readonly request: SentRequest }
  | { readonly step: 'paid'; readonly confirmation: CashOutConfirmation }
  | { readonly step: 'failed'; readonly message: string };

const UNAVAILABLE_KEYS: Readonly<Record<CashOutUnavailableReason, string>> = {
  SUSPENDED: 'mybets.cashOut.unavailable.suspended',
  RESULTED: 'mybets.cashOut.unavailable.resulted',
  NO_VALUE: 'mybets.cashOut.unavailable.noValue',
  PENDING: 'mybets.cashOut.unavailable.pending',
};

const PARTIAL_PROBLEM_KEYS: Readonly<Record<PartialAmountProblem, string>> = {
  unreadable: 'mybets.cashOut.error.unreadable',
  belowMinimum: 'mybets.cashOut.error.belowMinimum',
  aboveOffer: 'mybets.cashOut.error.aboveOffer',
  nothingLeft: 'mybets.cashOut.error.nothingLeft',
};

/** Cash out on one open bet: the offer, full with a confirmation, partial, automatic. */
export function CashOut({ bet, session }: { readonly bet: OpenBet; readonly session: Session }) {
  const t = useT();
  if (bet.cashOut.status === 'unavailable') {
    return (
      <section className={styles.cashOut} aria-label={t('mybets.cashOut.title')}>
        <p className={styles.unavailable}>{t(UNAVAILABLE_KEYS[bet.cashOut.reason])}</p>
        {bet.status === 'open' && bet.cashOut.reason === 'SUSPENDED' ? (
          <AutoCashOut bet={bet} session={session} />
        ) : null}
      </section>
    );
  }
  const facts = cashOutFacts(bet);
  if (facts === null) return null;
  return <CashOutOffered bet={bet} facts={facts} session={session} />;
}

function CashOutOffered({
  bet,
  facts,
  session,
}: {
  readonly bet: OpenBet;
  readonly facts: CashOutFacts;
  readonly session: Session;
}) {
  const t = useT();
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const timeoutMs = useSiteSettings().cashout_timeout;
  const dispatch = useMyBetsStore((store) => store.dispatch);
  const cashOut = useCashOut(session);
  const [state, setState] = useState<CashOutStep>({ step: 'idle' });
  const [partialOpen, setPartialOpen] = useState(false);
  const betKey = String(bet.betId);
  // spec §3 betsInConfirmationState: the bets whose full cash out awaits the player's yes.
  const confirming = useMyBetsStore((store) =>
    store.state.betsInConfirmationState.includes(betKey),
  );
  // A bet that leaves the list (settled, cashed out elsewhere) leaves the confirmation list too.
  useEffect(
    () => () => dispatch({ type: 'confirmationBetRemoved', betId: betKey }),
    [dispatch, betKey],
  );
  const offerText = format.money(facts.offerMinor, facts.currency);
  // A re-offered partial cash out stays partial while the part is below the new offer; a part
  // the new offer no longer exceeds is the whole bet (as the platform reads it too).
  const reofferPart =
    state.step === 'reoffer' && state.partMinor !== null && state.partMinor < facts.offerMinor
      ? state.partMinor
      : null;
  const sending = state.step === 'sending';

  const settle = (outcome: CashOutOutcome, request: SentRequest) => {
    switch (outcome.kind) {
      case 'paid': {
        dispatch({ type: 'confirmationBetRemoved', betId: betKey });
        setState({ step: 'paid', confirmation: outcome.confirmation });
        setPartialOpen(false);
        const { amount, currency, availableBalance } = outcome.confirmation;
        showToast(
          t('mybets.cashOut.paid', {
            amount: format.wireMoney(amount, currency),
            balance: format.wireMoney(availableBalance, currency),
          }),
          'success',
          { id: cashedOutToastId(bet.betId, amount) },
        );
        return;
      }
      case 'offerChanged':
        if (outcome.offer.status === 'available') {
          setState({ step: 'reoffer', from: request.amount, partMinor: request.partMinor });
        } else {
          dispatch({ type: 'confirmationBetRemoved', betId: betKey });
          setState({ step: 'failed', message: t(UNAVAILABLE_KEYS[outcome.offer.reason]) });
        }
        return;
      case 'unavailable':
        dispatch({ type: 'confirmationBetRemoved', betId: betKey });
        setState({
          step: 'failed',
          message: t(UNAVAILABLE_KEYS[outcome.reason ?? 'SUSPENDED']),
        });
        return;
      case 'betClosed':
        dispatch({ type: 'confirmationBetRemoved', betId: betKey });
        setState({ step: 'failed', message: t('mybets.cashOut.error.betClosed') });
        return;
      case 'timedOut':
        setState({ step: 'timedOut', request });
        return;
      case 'partialRefused':
        setState({
          step: 'failed',
          message: t(PARTIAL_PROBLEM_KEYS[outcome.problem], problemParams(facts, format.money)),
        });
        return;
      case 'refused':
        setState({ step: 'failed', message: errorText(outcome.error) });
        return;
    }
  };

  const send = (request: SentRequest) => {
    setState({ step: 'sending' });
    cashOut.mutate(
      {
        accountId: session.accountId,
        betId: bet.betId,
        amount: request.amount,
        ...(request.partMinor === null
          ? {}
          : { partialAmount: minorToMajor(request.partMinor, facts.currency) }),
        uuid: request.uuid,
        timeoutMs,
      },
      {
        onSuccess: (outcome) => settle(outcome, request),
        onError: (error) => settle({ kind: 'refused', error }, request),
      },
    );
  };

  // The offer as the bet shows it now (a re-offer has been written into the list).
  const sendNew = (partMinor: number | null) =>
    send({
      uuid: newRequestUuid(),
      amount: minorToMajor(facts.offerMinor, facts.currency),
      partMinor,
    });

  const cancel = () => {
    dispatch({ type: 'confirmationBetRemoved', betId: betKey });
    setState({ step: 'idle' });
  };

  return (
    <section className={styles.cashOut} aria-label={t('mybets.cashOut.title')}>
      <div className={styles.cashOutOffer}>
        <span>{t('mybets.cashOut.offer')}</span>
        <OfferAmount minor={facts.offerMinor} text={offerText} />
      </div>

      {confirming && state.step !== 'sending' && state.step !== 'reoffer' ? (
        <div
          className={styles.confirmBox}
          role="group"
          aria-label={t('mybets.cashOut.confirmTitle')}
        >
          <p>{t('mybets.cashOut.confirmQuestion', { amount: offerText })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.primary)}
              onClick={() => {
                dispatch({ type: 'confirmationBetRemoved', betId: betKey });
                sendNew(null);
              }}
            >
              {t('mybets.cashOut.confirm')}
            </button>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={cancel}
            >
              {t('mybets.cashOut.cancel')}
            </button>
          </div>
        </div>
      ) : state.step === 'reoffer' ? (
        <div
          className={styles.confirmBox}
          role="group"
          aria-label={t('mybets.cashOut.reofferTitle')}
        >
          <p>
            {reofferPart === null
              ? t('mybets.cashOut.reoffer', {
                  from: format.wireMoney(state.from, facts.currency),
                  amount: offerText,
                })
              : t('mybets.cashOut.reofferPartial', {
                  from: format.wireMoney(state.from, facts.currency),
                  amount: offerText,
                  part: format.money(reofferPart, facts.currency),
                })}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.primary)}
              onClick={() => sendNew(reofferPart)}
            >
              {reofferPart === null
                ? t('mybets.cashOut.acceptNewOffer', { amount: offerText })
                : t('mybets.cashOut.partialButton', {
                    amount: format.money(reofferPart, facts.currency),
                  })}
            </button>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={cancel}
            >
              {t('mybets.cashOut.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            disabled={sending}
            onClick={() => {
              dispatch({ type: 'confirmationBetAdded', betId: betKey });
              setState({ step: 'idle' });
            }}
          >
            {t('mybets.cashOut.button', { amount: offerText })}
          </button>
          {allowsPartial(facts) ? (
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              aria-expanded={partialOpen}
              disabled={sending}
              onClick={() => setPartialOpen((open) => !open)}
            >
              {t('mybets.cashOut.partial')}
            </button>
          ) : null}
        </div>
      )}

      {partialOpen && !confirming && state.step !== 'reoffer' ? (
        <PartialCashOut facts={facts} disabled={sending} onCashOut={sendNew} />
      ) : null}

      <div aria-live="polite" className={styles.cashOutStatus}>
        {state.step === 'sending' ? <p>{t('mybets.cashOut.sending')}</p> : null}
        {state.step === 'paid' ? (
          <p>
            {t('mybets.cashOut.paid', {
              amount: format.wireMoney(state.confirmation.amount, state.confirmation.currency),
              balance: format.wireMoney(
                state.confirmation.availableBalance,
                state.confirmation.currency,
              ),
            })}
          </p>
        ) : null}
      </div>
      {state.step === 'failed' ? (
        <p className={formStyles.formError} role="alert">
          {state.message}
        </p>
      ) : null}
      {state.step === 'timedOut' ? (
        <div className={formStyles.formError} role="alert">
          <p>{t('mybets.cashOut.error.timedOut')}</p>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.secondary)}
            onClick={() => send(state.request)}
          >
            {t('mybets.cashOut.retry')}
          </button>
        </div>
      ) : null}

      {bet.status === 'open' ? <AutoCashOut bet={bet} session={session} /> : null}
    </section>
  );
}

/** The minimum and the offer, for the words of a partial amount's problem. */
function problemParams(
  facts: CashOutFacts,
  money: (minor: number, currency: string) => string,
): Record<string, string> {
  return {
    minimum: money(facts.minimumMinor, facts.currency),
    offer: money(facts.offerMinor, facts.currency),
  };
}

/**
 * A part of the offer, chosen with a slider or typed: between the minimum part and the full
 * offer, with the stake it leaves running (the package's rule) shown as the player chooses.
 */
function PartialCashOut({
  facts,
  disabled,
  onCashOut,
}: {
  readonly facts: CashOutFacts;
  readonly disabled: boolean;
  readonly onCashOut: (partMinor: number | null) => void;
}) {
  const t = useT();
  const format = useLocaleFormat();
  const sliderId = useId();
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const half = Math.max(facts.minimumMinor, Math.floor(facts.offerMinor / 2));
  const [text, setText] = useState(() => stakeMinorToText(half, facts.currency));
  const [touched, setTouched] = useState(false);
  const check = checkPartialAmount(text, facts);
  const sliderValue = check.ok ? check.partMinor : half;
  const showProblem = !check.ok && touched;

  return (
    <form
      className={styles.partial}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!check.ok) return;
        onCashOut(check.full ? null : check.partMinor);
      }}
    >
      <label htmlFor={sliderId}>{t('mybets.cashOut.partialSlider')}</label>
      <input
        id={sliderId}
        type="range"
        min={facts.minimumMinor}
        max={facts.offerMinor}
        step={facts.stepMinor}
        value={Math.min(Math.max(sliderValue, facts.minimumMinor), facts.offerMinor)}
        aria-valuetext={format.money(sliderValue, facts.currency)}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          setTouched(true);
          setText(stakeMinorToText(Number(event.target.value), facts.currency));
        }}
      />
      <div className={formStyles.field}>
        <label htmlFor={inputId}>{t('mybets.cashOut.partialAmount')}</label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={showProblem}
          aria-describedby={showProblem ? `${hintId} ${messageId}` : hintId}
          onChange={(event) => {
            setTouched(true);
            setText(event.target.value);
          }}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {t('mybets.cashOut.partialRange', problemParams(facts, format.money))}
      </p>
      {showProblem ? (
        <p id={messageId} className={formStyles.fieldMessage} role="alert">
          {t(PARTIAL_PROBLEM_KEYS[check.problem], problemParams(facts, format.money))}
        </p>
      ) : null}
      {check.ok && check.remainingStakeMinor !== null ? (
        <p className={styles.hint}>
          {t('mybets.cashOut.stakeLeft', {
            stake: format.money(check.remainingStakeMinor, facts.currency),
          })}
        </p>
      ) : null}
      <button
        type="submit"
        className={cx(buttonStyles.root, buttonStyles.primary)}
        disabled={disabled}
      >
        {check.ok
          ? t('mybets.cashOut.partialButton', {
              amount: format.money(check.partMinor, facts.currency),
            })
          : t('mybets.cashOut.partialButtonEmpty')}
      </button>
    </form>
  );
}
