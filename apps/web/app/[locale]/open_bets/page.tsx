import type { Metadata } from 'next';
import { OpenBetsPanel } from '../../../src/features/open-bets';

export const metadata: Metadata = { title: 'My Bets' };

/** /open_bets: My Bets (spec shell §2). The bets are the player's, so they load in the browser. */
export default function OpenBetsRoute() {
  return (
    <>
      <div className="page-heading">
        <h1>My Bets</h1>
        <p className="page-heading__sub">Open bets</p>
      </div>
      <OpenBetsPanel />
    </>
  );
}
