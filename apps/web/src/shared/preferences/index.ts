export {
  SETTINGS_PERSIST_VERSION,
  useDefaultStakeText,
  useOddsType,
  useSettingsStore,
  useSortBy,
  useUserAcceptOdds,
  useViewLayout,
} from './settings-store';
export { bindThemeToSettings, useThemeBinding } from './theme-binding';
