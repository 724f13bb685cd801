'use client';

import { minorToMajor } from '@touchline/betting';
import type { CashierTransaction } from '@touchline/contract';
import Link from '../../../shared/ui/link';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../shared/api/api-error';
import { newRequestUuid } from '../../../shared/api/request-uuid';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSession } from '../../../shared/session/session-store';
import { TermsRequiredNotice, useTermsPending } from '../../../shared/session/terms-gate';
import { useT } from '../../../shared/site/site-context';
import { useCashierOptions } from '../api/get-cashier-options';
import { useCreateDeposit } from '../api/create-deposit';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import {
  amountRangeHint,
  CASHIER_TEXT_GROUP as GROUP,
  cashierErrorMessage,
  checkCashierAmount,
  type CashierKind,
  type CashierWords,
} from '../cashier-amount';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './cashier-form.module.css';
import { cx } from '../../../shared/ui/cx';

/** Where the last submission stands: one status at a time, so no flag combination can lie. */
type Outcome =
  | { readonly status: 'idle' }
  | { readonly status: 'done'; readonly transaction: CashierTransaction }
  | { readonly status: 'refused'; readonly message: string };

/**
 * The demo cashier's deposit or withdrawal form (reached from the header's cashier
 * links). The amount is typed in display units and checked before the call; each submission
 * carries an Idempotency-Key, reused when the same amount is sent again after a failure so a
 * retry can never move the money twice.
 */
export function CashierForm({ kind }: { readonly kind: CashierKind }) {
  const session = useSession();
  const termsPending = useTermsPending();
  const locale = useLocale();
  const t = useT();
  const format = useLocaleFormat();
  const errorText = useErrorText();
  const words: CashierWords = { t, money: format.money, errorText };
  const options = useCashierOptions(session !== null);
  const deposit = useCreateDeposit();
  const withdrawal = useCreateWithdrawal();
  const mutation = kind === 'deposit' ? deposit : withdrawal;
  const [text, setText] = useState('');
  const [showCheck, setShowCheck] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const pendingKey = useRef<{ key: string; minor: number } | null>(null);
  const ids = { amount: useId(), hint: useId(), message: useId(), heading: useId() };

  if (!session) return null;
  // The cashier waits for the current terms of use (features/auth terms popup).
  if (termsPending) return <TermsRequiredNotice what="cashier" />;
  const currency = options.data?.currency ?? session.currency;
  const check = checkCashierAmount(
    text,
    {
      kind,
      currency,
      allowed: options.data?.deposit.allowed,
      withdrawable: options.data?.wallet.withdrawableAmount,
    },
    words,
  );
  const fieldMessage = showCheck && !check.ok ? check.error : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setShowCheck(true);
    if (!check.ok) return;
    const minor = check.value;
    if (pendingKey.current?.minor !== minor) {
      pendingKey.current = { key: newRequestUuid(), minor };
    }
    setOutcome({ status: 'idle' });
    try {
      const transaction = await mutation.mutateAsync({
        amount: minorToMajor(minor, currency),
        idempotencyKey: pendingKey.current.key,
      });
      pendingKey.current = null;
      setText('');
      setShowCheck(false);
      setOutcome({ status: 'done', transaction });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'IDEMPOTENCY_KEY_REUSED') {
        pendingKey.current = null;
      }
      setOutcome({ status: 'refused', message: cashierErrorMessage(error, kind, currency, words) });
    }
  };

  const wallet = outcome.status === 'done' ? outcome.transaction.wallet : options.data?.wallet;

  return (
    <div className={panelStyles.panelStack}>
      <section className={panelStyles.panel} aria-labelledby={ids.heading}>
        <h2 id={ids.heading} className={panelStyles.panelTitle}>
          {t(`${GROUP[kind]}.heading`)}
        </h2>
        {options.isError ? (
          <p className={formStyles.formError} role="alert">
            {errorText(options.error)}
          </p>
        ) : null}
        {wallet ? (
          <dl className={cx(panelStyles.facts, panelStyles.factsInline)}>
            <div className={panelStyles.factsRow}>
              <dt>{t('wallet.cashier.balance')}</dt>
              <dd>{format.wireMoney(wallet.balance, wallet.currency)}</dd>
            </div>
            {kind === 'withdrawal' ? (
              <div className={panelStyles.factsRow}>
                <dt>{t('wallet.withdraw.withdrawableNow')}</dt>
                <dd>{format.wireMoney(wallet.withdrawableAmount, wallet.currency)}</dd>
              </div>
            ) : null}
            {kind === 'deposit' && options.data && options.data.deposit.allowed !== null ? (
              <div className={panelStyles.factsRow}>
                <dt>{t('wallet.deposit.limitsAllow')}</dt>
                <dd>{format.wireMoney(options.data.deposit.allowed, currency)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <form className={styles.root} noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className={cx(formStyles.field, styles.field)}>
            <label htmlFor={ids.amount}>{t('wallet.cashier.amount', { currency })}</label>
            <input
              id={ids.amount}
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required
              aria-invalid={fieldMessage !== null}
              aria-describedby={`${ids.hint} ${ids.message}`}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={ids.hint} className={formStyles.fieldHint}>
              {amountRangeHint(kind, currency, words)}
            </p>
            <p id={ids.message} className={formStyles.fieldMessage} aria-live="polite">
              {fieldMessage}
            </p>
          </div>
          <p className={formStyles.fieldHint}>{t('wallet.cashier.paymentMethod')}</p>
          <button
            type="submit"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending ? (
              <span className={buttonStyles.spinner} aria-hidden="true" />
            ) : null}
            {t(`${GROUP[kind]}.submit`)}
          </button>
        </form>
        <div aria-live="polite">
          {outcome.status === 'done' ? (
            <div className={panelStyles.confirmation} role="status">
              <p className={panelStyles.confirmationTitle}>
                {t(`${GROUP[kind]}.done`, {
                  amount: format.wireMoney(
                    outcome.transaction.amount,
                    outcome.transaction.currency,
                  ),
                })}
              </p>
              <p>
                {t('wallet.cashier.balanceNow', {
                  amount: format.wireMoney(
                    outcome.transaction.wallet.balance,
                    outcome.transaction.currency,
                  ),
                })}{' '}
                <Link href={`/${locale}/account/transactions`}>
                  {t('wallet.cashier.seeTransactions')}
                </Link>
              </p>
            </div>
          ) : null}
        </div>
        {outcome.status === 'refused' ? (
          <p className={formStyles.formError} role="alert">
            {outcome.message}
          </p>
        ) : null}
      </section>
    </div>
  );
}
