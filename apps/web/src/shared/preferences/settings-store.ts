import {
  initialSettingsPanelState,
  resolveLayoutSetting,
  resolveOddsTypeSetting,
  restoreSettingsValues,
  settingsPanelReducer,
  type PlayerLayout,
  type PlayerOddsType,
  type SettingsPanelAction,
  type SettingsPanelState,
  type SettingsSortBy,
  type UserAcceptOdds,
} from '@touchline/site';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { withRehydrationTimeout } from '../session/rehydration-timeout';
import { useSiteSettings } from '../site/site-context';
import { storageKey } from '../storage/storage-key';

/** spec shell §9: persisted player settings are at version 1. */
export const SETTINGS_PERSIST_VERSION = 1;

interface SettingsStore {
  readonly state: SettingsPanelState;
  dispatch: (action: SettingsPanelAction) => void;
}

/**
 * The player's betting settings (betting-domain §2 Settings panel, §3 Player settings): the
 * package's settings-panel reducer, its saved values applied everywhere (odds type, layout, sort),
 * its draft edited by the panel until Save. Kept per browser; the panel also saves them to the
 * platform when logged in. Shared (not a feature) because every feature that shows a price reads
 * the odds type.
 */
export const useSettingsStore = create<SettingsStore>()(
  persist(
    (set) => ({
      state: initialSettingsPanelState,
      dispatch: (action) => set((s) => ({ state: settingsPanelReducer(s.state, action) })),
    }),
    {
      name: storageKey('settings'),
      storage: withRehydrationTimeout(createJSONStorage(() => window.localStorage)),
      // Only the saved values persist: an unsaved draft is dropped on reload (spec §4: edits stay
      // local until Save).
      partialize: (s) => ({ saved: s.state.saved, thaiFallbackActive: s.state.thaiFallbackActive }),
      version: SETTINGS_PERSIST_VERSION,
      migrate: () => ({}),
      // A stored value this version does not know (hand-edited, another version) falls back to
      // its default instead of reaching the price formatter.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as { saved?: unknown };
        if (typeof stored.saved !== 'object' || stored.saved === null) return current;
        const saved = restoreSettingsValues(stored.saved);
        return { ...current, state: { ...current.state, saved, draft: saved } };
      },
    },
  ),
);

/** The odds type every price and return is shown in (not_selected → the site's default format). */
export function useOddsType(): PlayerOddsType {
  const oddsType = useSettingsStore((s) => s.state.saved.oddsType);
  const settings = useSiteSettings();
  return resolveOddsTypeSetting(oddsType, settings.default_price_format);
}

/** The market table layout (not_selected → the site's coupon layout, else euro). */
export function useViewLayout(): PlayerLayout {
  const layout = useSettingsStore((s) => s.state.saved.layout);
  const settings = useSiteSettings();
  return resolveLayoutSetting(layout, settings.coupon_layout);
}

/** How event lists are sorted: by competition or by start time. */
export function useSortBy(): SettingsSortBy {
  return useSettingsStore((s) => s.state.saved.sortBy);
}

/**
 * spec betting-domain §3: whether the player accepts higher odds (D) or not (A); what a betslip
 * sends as userAcceptOdds.
 */
export function useUserAcceptOdds(): UserAcceptOdds {
  return useSettingsStore((s) => s.state.saved.userAcceptOdds);
}

/** spec betting-domain §3: the saved default stake as typed ('' when none). */
export function useDefaultStakeText(): string {
  return useSettingsStore((s) => s.state.saved.defaultStake);
}
