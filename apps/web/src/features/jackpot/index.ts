/**
 * The jackpot feature (betting-domain §2 Jackpot screens, §3 Jackpot bet, §4 Jackpot): the open
 * jackpots and their pages, picking per match, the jackpot betslip (shown instead of the normal
 * betslip on a jackpot page), placement, booking codes and the player's jackpot bets.
 */
export { getActiveJackpots, jackpotIdFromSlug, jackpotPath } from './api/get-active-jackpots';
export { JackpotDetail, JackpotList } from './components/jackpot-list';
export { JackpotBetslip } from './components/jackpot-betslip';
export { useJackpotPicks } from './store/jackpot-picks-store';
export { MyJackpotBets } from './components/my-jackpot-bets';
