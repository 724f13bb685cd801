'use client';

import Link from 'next/link';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { formatWireMoney } from '../../../shared/format/wire-money';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSession } from '../../../shared/session/session-store';
import { useFullBalance } from '../api/get-balance';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';

/**
 * /account/balances (spec shell §2, §3 Wallet): the sportsbook wallet part by part —
 * real money, bonus, promo cash, what can be withdrawn now and what bonus wagering is left.
 */
export function BalancesPanel() {
  const session = useSession();
  const locale = useLocale();
  const { data, isPending, isError, error } = useFullBalance(session?.username ?? null);
  if (!session) return null;
  if (isPending) return <p className={panelStyles.loading}>Loading your balances…</p>;
  if (isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {readableErrorMessage(error)}
      </p>
    );
  }
  const rows = [
    { term: 'Real money', value: data.realBalance, note: 'Your deposits and winnings.' },
    { term: 'Bonus', value: data.bonusBalance, note: 'Becomes real money once wagered.' },
    { term: 'Promo cash', value: data.promoCash, note: 'Free stakes; never withdrawable.' },
    {
      term: 'Withdrawable',
      value: data.withdrawableAmount,
      note: 'Deposits become withdrawable once staked.',
    },
    {
      term: 'Left to wager',
      value: data.totalLeftToWager,
      note: 'Stakes still needed to release the bonus.',
    },
  ];
  return (
    <div className={panelStyles.panelStack}>
      <section className={panelStyles.panel} aria-labelledby="balances-total">
        <h2 id="balances-total" className={panelStyles.panelTitle}>
          Total {formatWireMoney(data.totalBalance, data.currency)}
        </h2>
        <p className={panelStyles.muted}>
          Available to bet: {formatWireMoney(data.balance, data.currency)} (real money and bonus)
        </p>
        <dl className={panelStyles.facts}>
          {rows.map((row) => (
            <div className={panelStyles.factsRow} key={row.term}>
              <dt>
                {row.term}
                <span className={panelStyles.factsNote}>{row.note}</span>
              </dt>
              <dd>{formatWireMoney(row.value, data.currency)}</dd>
            </div>
          ))}
        </dl>
        <div className={cx(formStyles.formActions, formStyles.formActionsStart)}>
          <Link
            href={`/${locale}/account/deposit`}
            className={cx(buttonStyles.root, buttonStyles.primary)}
          >
            Deposit
          </Link>
          <Link
            href={`/${locale}/account/withdraw`}
            className={cx(buttonStyles.root, buttonStyles.secondary)}
          >
            Withdraw
          </Link>
        </div>
      </section>
    </div>
  );
}
