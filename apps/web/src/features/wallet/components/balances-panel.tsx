'use client';

import Link from 'next/link';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { formatWireMoney } from '../../../shared/format/wire-money';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSession } from '../../../shared/session/session-store';
import { useFullBalance } from '../api/get-balance';

/**
 * /account/balances (spec shell §2, §3 Wallet): the sportsbook wallet part by part —
 * real money, bonus, promo cash, what can be withdrawn now and what bonus wagering is left.
 */
export function BalancesPanel() {
  const session = useSession();
  const locale = useLocale();
  const { data, isPending, isError, error } = useFullBalance(session?.username ?? null);
  if (!session) return null;
  if (isPending) return <p className="loading">Loading your balances…</p>;
  if (isError) {
    return (
      <p className="form-error" role="alert">
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
    <div className="panel-stack">
      <section className="panel" aria-labelledby="balances-total">
        <h2 id="balances-total" className="panel__title">
          Total {formatWireMoney(data.totalBalance, data.currency)}
        </h2>
        <p className="muted">
          Available to bet: {formatWireMoney(data.balance, data.currency)} (real money and bonus)
        </p>
        <dl className="facts">
          {rows.map((row) => (
            <div className="facts__row" key={row.term}>
              <dt>
                {row.term}
                <span className="facts__note">{row.note}</span>
              </dt>
              <dd>{formatWireMoney(row.value, data.currency)}</dd>
            </div>
          ))}
        </dl>
        <div className="form-actions form-actions--start">
          <Link href={`/${locale}/account/deposit`} className="button button--primary">
            Deposit
          </Link>
          <Link href={`/${locale}/account/withdraw`} className="button button--secondary">
            Withdraw
          </Link>
        </div>
      </section>
    </div>
  );
}
