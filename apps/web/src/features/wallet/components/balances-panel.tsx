'use client';

import Link from '../../../shared/ui/link';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useLocale } from '../../../shared/routing/use-locale';
import { useSession } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { useFullBalance } from '../api/get-balance';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';

/**
 * /account/balances (spec shell §2, §3 Wallet): the sportsbook wallet part by part —
 * real money, bonus, promo cash, what can be withdrawn now and what bonus wagering is left, and
 * what a corrected settlement left the player owing, when it did.
 */
export function BalancesPanel() {
  const session = useSession();
  const locale = useLocale();
  const t = useT();
  const format = useLocaleFormat();
  const { data, isPending, isError, error } = useFullBalance(session?.username ?? null);
  if (!session) return null;
  if (isPending) return <p className={panelStyles.loading}>{t('wallet.balances.loading')}</p>;
  if (isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {readableErrorMessage(error)}
      </p>
    );
  }
  const rows = [
    { key: 'realMoney', value: data.realBalance },
    { key: 'bonus', value: data.bonusBalance },
    { key: 'promoCash', value: data.promoCash },
    { key: 'withdrawable', value: data.withdrawableAmount },
    { key: 'leftToWager', value: data.totalLeftToWager },
    // Present only while a corrected settlement leaves the player owing (platform decision).
    ...(data.resettlementDebt ? [{ key: 'owed', value: data.resettlementDebt } as const] : []),
  ] as const;
  const money = (major: number) => format.wireMoney(major, data.currency);
  return (
    <div className={panelStyles.panelStack}>
      <section className={panelStyles.panel} aria-labelledby="balances-total">
        <h2 id="balances-total" className={panelStyles.panelTitle}>
          {t('wallet.balances.total', { amount: money(data.totalBalance) })}
        </h2>
        <p className={panelStyles.muted}>
          {t('wallet.balances.availableToBet', { amount: money(data.balance) })}
        </p>
        <dl className={panelStyles.facts}>
          {rows.map((row) => (
            <div className={panelStyles.factsRow} key={row.key}>
              <dt>
                {t(`wallet.balances.${row.key}`)}
                <span className={panelStyles.factsNote}>{t(`wallet.balances.${row.key}Note`)}</span>
              </dt>
              <dd>{money(row.value)}</dd>
            </div>
          ))}
        </dl>
        <div className={cx(formStyles.formActions, formStyles.formActionsStart)}>
          <Link
            href={`/${locale}/account/deposit`}
            className={cx(buttonStyles.root, buttonStyles.primary)}
          >
            {t('wallet.deposit.title')}
          </Link>
          <Link
            href={`/${locale}/account/withdraw`}
            className={cx(buttonStyles.root, buttonStyles.secondary)}
          >
            {t('wallet.withdraw.title')}
          </Link>
        </div>
      </section>
    </div>
  );
}
