import type { Metadata } from 'next';
import { CashierForm } from '../../../../src/features/wallet';

export const metadata: Metadata = { title: 'Withdraw' };

/** /account/withdraw: the demo cashier's withdrawal page (header cashier link, spec shell §2). */
export default function WithdrawRoute() {
  return (
    <>
      <div className="page-heading">
        <h1>Withdraw</h1>
        <p className="page-heading__sub">Take money out of your sportsbook wallet</p>
      </div>
      <CashierForm kind="withdrawal" />
    </>
  );
}
