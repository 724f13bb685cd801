/** The jackpot feature: the open jackpots (betting-domain §3 Jackpot bet) and their pages. */
export { getActiveJackpots, jackpotIdFromSlug, jackpotPath } from './api/get-active-jackpots';
export { JackpotDetail, JackpotList } from './components/jackpot-list';
