/** The account feature: the header's account menu, the profile page and the player's data. */
export { useProfile } from './api/get-profile';
export { loadPlayerData } from './api/load-player-data';
export { ProfilePanel } from './components/profile-panel';
