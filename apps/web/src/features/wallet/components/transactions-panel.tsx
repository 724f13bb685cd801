'use client';

import type { WalletTransaction } from '@touchline/contract';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { formatSignedWireMoney, formatWireMoney } from '../../../shared/format/wire-money';
import { useSession } from '../../../shared/session/session-store';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { useTransactions } from '../api/get-transactions';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './transactions-panel.module.css';
import { cx } from '../../../shared/ui/cx';

/** The ledger's transaction kinds in the player's words. */
const KIND_LABELS: Readonly<Record<string, string>> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  'bet-stake': 'Bet placed',
  'bet-return': 'Bet return',
  'bonus-grant': 'Bonus',
  'bonus-release': 'Bonus released',
  'promo-cash-grant': 'Promo cash',
  adjustment: 'Adjustment',
  'opening-deposit': 'Opening balance',
};

/** /account/transactions (spec shell §2): the account statement, newest first, page by page. */
export function TransactionsPanel() {
  const session = useSession();
  const query = useTransactions(session !== null);
  if (!session) return null;
  if (query.isPending) return <p className={panelStyles.loading}>Loading your transactions…</p>;
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
        <p className={panelStyles.emptyStateTitle}>No transactions yet</p>
      </div>
    );
  }
  return (
    <section className={panelStyles.panel} aria-labelledby="transactions-title">
      <h2 id="transactions-title" className={panelStyles.panelTitle}>
        Account statement
      </h2>
      <div className={styles.tableScroll}>
        <table className={styles.dataTable}>
          <caption className="visually-hidden">Your transactions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Type</th>
              <th scope="col">Reference</th>
              <th scope="col" className={styles.num}>
                Amount
              </th>
              <th scope="col" className={styles.num}>
                Balance after
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
          Show older transactions
        </button>
      ) : null}
    </section>
  );
}

function TransactionRow({ row }: { readonly row: WalletTransaction }) {
  return (
    <tr>
      <td>
        <LocalDateTime iso={row.createdAt} />
      </td>
      <td>{KIND_LABELS[row.kind] ?? row.kind}</td>
      <td>{row.reference ?? '—'}</td>
      <td className={cx(styles.num, row.amount < 0 ? styles.numDebit : styles.numCredit)}>
        {formatSignedWireMoney(row.amount, row.currency)}
      </td>
      <td className={styles.num}>{formatWireMoney(row.balanceAfter, row.currency)}</td>
    </tr>
  );
}
