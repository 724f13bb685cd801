/**
 * The account feature: the header's account menu, the profile and preferences pages and the
 * player's data.
 */
export { useProfile } from './api/get-profile';
export { loadPlayerData } from './api/load-player-data';
export { PreferencesForm } from './components/preferences-form';
export { ProfilePanel } from './components/profile-panel';
