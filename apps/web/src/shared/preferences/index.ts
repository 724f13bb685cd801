export {
  SETTINGS_PERSIST_VERSION,
  useOddsType,
  useSettingsStore,
  useSortBy,
  useViewLayout,
} from './settings-store';
