'use client';

import { useEffect } from 'react';
import { applyThemeChoice, currentThemeChoice, subscribeThemeChoice } from '../site/theme';
import { useSettingsStore } from './settings-store';

/**
 * Keeps the settings' saved theme and the page's theme one choice (betting-domain §2: the theme
 * is stored under its own key; shell §9). The page's choice — made before the first paint by the
 * boot script from the `theme` flag, the stored key or the brand's default — is copied into the
 * settings once mounted and after every change from elsewhere (the footer switch, the embedding
 * host); a saved theme that changes in the settings (the panel's Save, the player's preferences
 * restored on login) is applied to the page and its key. Each side writes only when the other
 * differs, so the two cannot chase each other.
 */
export function bindThemeToSettings(brandDefault: 'light' | 'dark'): () => void {
  const copyPageChoice = () => {
    const choice = currentThemeChoice(brandDefault);
    const { state, dispatch } = useSettingsStore.getState();
    if (state.saved.theme !== choice)
      dispatch({ type: 'settingsLoaded', values: { theme: choice } });
  };
  copyPageChoice();
  const stopPage = subscribeThemeChoice(copyPageChoice);
  const stopStore = useSettingsStore.subscribe((next, previous) => {
    const theme = next.state.saved.theme;
    if (theme === previous.state.saved.theme) return;
    if (theme !== currentThemeChoice(brandDefault)) applyThemeChoice(theme);
  });
  return () => {
    stopPage();
    stopStore();
  };
}

/** `bindThemeToSettings` for as long as the calling component is mounted. */
export function useThemeBinding(brandDefault: 'light' | 'dark'): void {
  useEffect(() => bindThemeToSettings(brandDefault), [brandDefault]);
}
