import type { Metadata } from 'next';
import { BalancesPanel } from '../../../../src/features/wallet';

export const metadata: Metadata = { title: 'Balances' };

/** /account/balances (spec shell §2): the wallet part by part. */
export default function BalancesRoute() {
  return (
    <>
      <div className="page-heading">
        <h1>Balances</h1>
        <p className="page-heading__sub">Your sportsbook wallet</p>
      </div>
      <BalancesPanel />
    </>
  );
}
