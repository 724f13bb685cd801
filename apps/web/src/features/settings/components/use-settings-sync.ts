'use client';

import { useQueryClient } from '@tanstack/react-query';
import type { AccountPrefs } from '@touchline/contract';
import { availableLayouts, NOT_SELECTED } from '@touchline/site';
import { useEffect } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSettingsStore, useThemeBinding } from '../../../shared/preferences';
import { useSession } from '../../../shared/session/session-store';
import { useSite, useSiteSettings } from '../../../shared/site/site-context';
import { currentThemeChoice, subscribeThemeChoice } from '../../../shared/site/theme';
import { patchAccountPrefs, useAccountPrefs } from '../../../shared/api/player-preferences';
import { valuesOfPrefs } from '../api/settings-wire';

/**
 * What keeps the settings true while the page is open (betting-domain §3, §4, §6):
 * - the `not_selected` odds type and layout become the site's default_price_format and
 *   coupon_layout (`settingsDefaultsResolved`), again whenever a restore brings one back;
 * - a thai layout falls back when the brand offers no Thai, and returns when it does again;
 * - logged in, the player's stored preferences are restored (`settingsLoaded`) — on login and
 *   whenever they change (a save here or on the account page);
 * - the page's theme and the saved theme stay one choice, and a logged-in player's theme chosen
 *   elsewhere (the footer switch) is stored with the preferences, so the next login restores it.
 */
export function useSettingsSync(): void {
  const site = useSite();
  const settings = useSiteSettings();
  const session = useSession();
  const queryClient = useQueryClient();
  const dispatch = useSettingsStore((s) => s.dispatch);
  const savedOddsType = useSettingsStore((s) => s.state.saved.oddsType);
  const savedLayout = useSettingsStore((s) => s.state.saved.layout);
  const themeEnabled = settings.enable_switching_theme_modes;
  const brandTheme = site.brand.default_theme;
  const accountId = session?.accountId ?? null;
  const prefs = useAccountPrefs(accountId);

  useThemeBinding(brandTheme);

  // Restored on login, and after every change to the stored preferences.
  useEffect(() => {
    if (accountId === null || prefs.data === undefined) return;
    dispatch({ type: 'settingsLoaded', values: valuesOfPrefs(prefs.data, themeEnabled) });
  }, [accountId, prefs.data, themeEnabled, dispatch]);

  // spec §4: not_selected is set to the site's defaults.
  useEffect(() => {
    if (savedOddsType !== NOT_SELECTED && savedLayout !== NOT_SELECTED) return;
    dispatch({
      type: 'settingsDefaultsResolved',
      couponLayout: settings.coupon_layout,
      defaultPriceFormat: settings.default_price_format,
    });
  }, [savedOddsType, savedLayout, settings.coupon_layout, settings.default_price_format, dispatch]);

  // spec §4: Thai unavailable → the stored layout if offered, else asian; available again → thai.
  const thaiAvailable = availableLayouts(settings.view_types).includes('thai');
  const storedLayout = prefs.data?.layout ?? null;
  useEffect(() => {
    dispatch({
      type: 'thaiAvailabilityChanged',
      available: thaiAvailable,
      storedLayout,
      viewTypes: settings.view_types,
    });
  }, [thaiAvailable, storedLayout, savedLayout, settings.view_types, dispatch]);

  // A logged-in player's theme changed outside the panel is stored with the preferences.
  useEffect(() => {
    if (accountId === null || !themeEnabled) return;
    return subscribeThemeChoice(() => {
      const key = queryKeys.accountPrefs(accountId);
      const stored = queryClient.getQueryData<AccountPrefs>(key);
      const choice = currentThemeChoice(brandTheme);
      if (stored?.theme === undefined || stored.theme === choice) return;
      patchAccountPrefs(accountId, { theme: choice }).then(
        (answer) => queryClient.setQueryData(key, answer),
        (error: unknown) => console.error('storing the theme failed', error),
      );
    });
  }, [accountId, themeEnabled, brandTheme, queryClient]);
}
