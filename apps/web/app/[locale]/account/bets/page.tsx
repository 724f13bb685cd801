import type { Metadata } from 'next';
import { OpenBetsPanel } from '../../../../src/features/open-bets';

export const metadata: Metadata = { title: 'My bets' };

/** /account/bets (spec shell §2): the player's open bets. */
export default function AccountBetsRoute() {
  return (
    <>
      <div className="page-heading">
        <h1>My bets</h1>
        <p className="page-heading__sub">Open bets</p>
      </div>
      <OpenBetsPanel />
    </>
  );
}
