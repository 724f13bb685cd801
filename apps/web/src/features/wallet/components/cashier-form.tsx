'use client';

import { minorToMajor } from '@touchline/betting';
import type { CashierTransaction } from '@touchline/contract';
import Link from 'next/link';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError, readableErrorMessage } from '../../../shared/api/api-error';
import { newRequestUuid } from '../../../shared/api/request-uuid';
import { formatWireMoney } from '../../../shared/format/wire-money';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSession } from '../../../shared/session/session-store';
import { useCashierOptions } from '../api/get-cashier-options';
import { useCreateDeposit } from '../api/create-deposit';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import {
  amountRangeHint,
  cashierErrorMessage,
  checkCashierAmount,
  type CashierKind,
} from '../cashier-amount';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './cashier-form.module.css';
import { cx } from '../../../shared/ui/cx';

const COPY = {
  deposit: {
    submit: 'Deposit',
    done: (amount: string) => `Deposit of ${amount} completed.`,
  },
  withdrawal: {
    submit: 'Withdraw',
    done: (amount: string) => `Withdrawal of ${amount} completed.`,
  },
} as const;

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
  const locale = useLocale();
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
  const currency = options.data?.currency ?? session.currency;
  const check = checkCashierAmount(text, {
    kind,
    currency,
    allowed: options.data?.deposit.allowed,
    withdrawable: options.data?.wallet.withdrawableAmount,
  });
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
      setOutcome({ status: 'refused', message: cashierErrorMessage(error, kind, currency) });
    }
  };

  const wallet = outcome.status === 'done' ? outcome.transaction.wallet : options.data?.wallet;

  return (
    <div className={panelStyles.panelStack}>
      <section className={panelStyles.panel} aria-labelledby={ids.heading}>
        <h2 id={ids.heading} className={panelStyles.panelTitle}>
          {kind === 'deposit' ? 'Deposit with the demo card' : 'Withdraw to the demo card'}
        </h2>
        {options.isError ? (
          <p className={formStyles.formError} role="alert">
            {readableErrorMessage(options.error)}
          </p>
        ) : null}
        {wallet ? (
          <dl className={cx(panelStyles.facts, panelStyles.factsInline)}>
            <div className={panelStyles.factsRow}>
              <dt>Balance</dt>
              <dd>{formatWireMoney(wallet.balance, wallet.currency)}</dd>
            </div>
            {kind === 'withdrawal' ? (
              <div className={panelStyles.factsRow}>
                <dt>Withdrawable now</dt>
                <dd>{formatWireMoney(wallet.withdrawableAmount, wallet.currency)}</dd>
              </div>
            ) : null}
            {kind === 'deposit' && options.data && options.data.deposit.allowed !== null ? (
              <div className={panelStyles.factsRow}>
                <dt>Your deposit limits allow</dt>
                <dd>{formatWireMoney(options.data.deposit.allowed, currency)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <form className={styles.root} noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className={cx(formStyles.field, styles.field)}>
            <label htmlFor={ids.amount}>Amount ({currency})</label>
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
              {amountRangeHint(kind, currency)}
            </p>
            <p id={ids.message} className={formStyles.fieldMessage} aria-live="polite">
              {fieldMessage}
            </p>
          </div>
          <p className={formStyles.fieldHint}>Payment method: Demo card (no real money moves).</p>
          <button
            type="submit"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending ? (
              <span className={buttonStyles.spinner} aria-hidden="true" />
            ) : null}
            {COPY[kind].submit}
          </button>
        </form>
        <div aria-live="polite">
          {outcome.status === 'done' ? (
            <div className={panelStyles.confirmation} role="status">
              <p className={panelStyles.confirmationTitle}>
                {COPY[kind].done(
                  formatWireMoney(outcome.transaction.amount, outcome.transaction.currency),
                )}
              </p>
              <p>
                Your balance is now{' '}
                {formatWireMoney(outcome.transaction.wallet.balance, outcome.transaction.currency)}.{' '}
                <Link href={`/${locale}/account/transactions`}>See your transactions</Link>
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
