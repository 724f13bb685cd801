/**
 * The settings feature: the header's settings button and its panel (betting-domain §2 Settings
 * panel) — odds format, layout, sort order, theme, accepting higher odds, default stake — saved
 * to the shared settings store and, for a logged-in player, to the platform. The same panel opens
 * from other places (the desktop side menu's Settings row) through useSettingsDialog.
 */
export { SettingsButton } from './components/settings-button';
export { useSettingsDialog, type SettingsDialogControl } from './components/use-settings-dialog';
