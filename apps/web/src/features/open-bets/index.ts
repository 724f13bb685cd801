/** The open-bets feature: My Bets (open and settled bets, cash out) and the header's link. */
export { MyBetsLink } from './components/my-bets-link';
export { OpenBetsPanel } from './components/my-bets';
export { useBetCount } from './api/get-bet-count';
export { PlayerNews } from './player-news/player-news';
