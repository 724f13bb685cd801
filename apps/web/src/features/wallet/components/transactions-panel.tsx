'use client';

import type { WalletTransaction } from '@touchline/contract';
import type { Translator } from '@touchline/site';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useSession } from '../../../shared/session/session-store';
import { useT, useTranslator } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { useTransactions } from '../api/get-transactions';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './transactions-panel.module.css';
import { cx } from '../../../shared/ui/cx';

/**
 * A ledger kind in the player's words (`wallet.transactions.kind.*`); a kind the catalogue does
 * not know yet shows as the ledger names it rather than as a raw key.
 */
function kindLabel(translator: Translator, kind: string): string {
  const key = `wallet.transactions.kind.${kind}`;
  return translator.resolve(key).source === 'key' ? kind : translator.t(key);
}

/** /account/transactions (spec shell §2): the account statement, newest first, page by page. */
export function TransactionsPanel() {
  const t = useT();
  const session = useSession();
  const query = useTransactions(session !== null);
  if (!session) return null;
  if (query.isPending)
    return <p className={panelStyles.loading}>{t('wallet.transactions.loading')}</p>;
  if (query.isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {readableErrorMessage(query.error)}
      </p>
    );
  }
  const rows = query.data.pages.flatMap((page) => page.transactions);
  if (rows.length === 0) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('wallet.transactions.empty')}</p>
      </div>
    );
  }
  return (
    <section className={panelStyles.panel} aria-labelledby="transactions-title">
      <h2 id="transactions-title" className={panelStyles.panelTitle}>
        {t('wallet.transactions.statement')}
      </h2>
      <div className={styles.tableScroll}>
        <table className={styles.dataTable}>
          <caption className="visually-hidden">{t('wallet.transactions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.transactions.column.date')}</th>
              <th scope="col">{t('wallet.transactions.column.type')}</th>
              <th scope="col">{t('wallet.transactions.column.reference')}</th>
              <th scope="col" className={styles.num}>
                {t('wallet.transactions.column.amount')}
              </th>
              <th scope="col" className={styles.num}>
                {t('wallet.transactions.column.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TransactionRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage ? (
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('wallet.transactions.showOlder')}
        </button>
      ) : null}
    </section>
  );
}

function TransactionRow({ row }: { readonly row: WalletTransaction }) {
  const translator = useTranslator();
  const format = useLocaleFormat();
  return (
    <tr>
      <td>
        <LocalDateTime iso={row.createdAt} />
      </td>
      <td>{kindLabel(translator, row.kind)}</td>
      <td>{row.reference ?? '—'}</td>
      <td className={cx(styles.num, row.amount < 0 ? styles.numDebit : styles.numCredit)}>
        {format.signedWireMoney(row.amount, row.currency)}
      </td>
      <td className={styles.num}>{format.wireMoney(row.balanceAfter, row.currency)}</td>
    </tr>
  );
}
