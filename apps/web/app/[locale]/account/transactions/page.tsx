import type { Metadata } from 'next';
import { TransactionsPanel } from '../../../../src/features/wallet';

export const metadata: Metadata = { title: 'Transactions' };

/** /account/transactions (spec shell §2): the account statement. */
export default function TransactionsRoute() {
  return (
    <>
      <div className="page-heading">
        <h1>Transactions</h1>
        <p className="page-heading__sub">Deposits, withdrawals, bets and returns</p>
      </div>
      <TransactionsPanel />
    </>
  );
}
