/** The open-bets feature: My Bets and the header's link to it. */
export { MyBetsLink } from './components/my-bets-link';
export { OpenBetsPanel } from './components/open-bets';
export { useBetCount } from './api/get-bet-count';
