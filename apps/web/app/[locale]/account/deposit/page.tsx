import type { Metadata } from 'next';
import { CashierForm } from '../../../../src/features/wallet';

export const metadata: Metadata = { title: 'Deposit' };

/** /account/deposit: the demo cashier's deposit page (header cashier link, spec shell §2). */
export default function DepositRoute() {
  return (
    <>
      <div className="page-heading">
        <h1>Deposit</h1>
        <p className="page-heading__sub">Add money to your sportsbook wallet</p>
      </div>
      <CashierForm kind="deposit" />
    </>
  );
}
