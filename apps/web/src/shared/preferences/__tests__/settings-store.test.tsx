/**
 * The shared settings store (betting-domain §3 Player settings, §4 Settings panel; shell §9
 * persisted player settings at version 1) and its binding to the page's theme.
 */
import { act, renderHook } from '@testing-library/react';
import type { ChannelSettings } from '@touchline/contract';
import { initialSettingsPanelState } from '@touchline/site';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteProvider } from '../../site/site-context';
import { applyThemeChoice, THEME_STORAGE_KEY } from '../../site/theme';
import { storageKey } from '../../storage/storage-key';
import { testSite } from '../../testing/test-site';
import {
  bindThemeToSettings,
  SETTINGS_PERSIST_VERSION,
  useDefaultStakeText,
  useOddsType,
  useSettingsStore,
  useSortBy,
  useUserAcceptOdds,
  useViewLayout,
} from '../index';

const KEY = storageKey('settings');
const dispatch = (
  action: Parameters<ReturnType<typeof useSettingsStore.getState>['dispatch']>[0],
) => act(() => useSettingsStore.getState().dispatch(action));

function stored(): { state: { saved: Record<string, unknown> }; version: number } {
  return JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
    state: { saved: Record<string, unknown> };
    version: number;
  };
}

function wrapperWith(web: Partial<ChannelSettings> = {}) {
  const base = testSite();
  const site = testSite({
    settings: { web: { ...base.settings.web, ...web }, mobile: base.settings.mobile },
  });
  return ({ children }: { children: ReactNode }) => (
    <SiteProvider site={site}>{children}</SiteProvider>
  );
}

describe('the settings store', () => {
  beforeEach(() => {
    useSettingsStore.setState({ state: initialSettingsPanelState });
    localStorage.clear();
  });

  it('keeps only saved settings in the browser: a draft never reaches storage', () => {
    dispatch({ type: 'oddsTypeChosen', oddsType: 'us' });
    expect(stored().state.saved.oddsType).toBe('not_selected');
    expect(stored().version).toBe(SETTINGS_PERSIST_VERSION);
    dispatch({ type: 'settingsSaved' });
    expect(stored().state.saved.oddsType).toBe('us');
    expect(stored().state).not.toHaveProperty('draft');
  });

  it('comes back from storage with the draft equal to the saved settings', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        state: { saved: { ...initialSettingsPanelState.saved, oddsType: 'malay', sortBy: 'time' } },
        version: SETTINGS_PERSIST_VERSION,
      }),
    );
    await act(() => useSettingsStore.persist.rehydrate());
    const { saved, draft } = useSettingsStore.getState().state;
    expect(saved).toMatchObject({ oddsType: 'malay', sortBy: 'time' });
    expect(draft).toEqual(saved);
  });

  it('ignores a stored value that is not settings', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { saved: 'junk' }, version: 1 }));
    await act(() => useSettingsStore.persist.rehydrate());
    expect(useSettingsStore.getState().state).toEqual(initialSettingsPanelState);
  });

  it('drops a stored odds type it does not know and shows prices in the site format', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { saved: { oddsType: 'fractional', sortBy: 'time' } }, version: 1 }),
    );
    await act(() => useSettingsStore.persist.rehydrate());
    expect(useSettingsStore.getState().state.saved).toMatchObject({
      oddsType: 'not_selected',
      sortBy: 'time',
    });
    const { result } = renderHook(() => useOddsType(), { wrapper: wrapperWith() });
    expect(['euro', 'hk', 'us', 'malay', 'indo']).toContain(result.current);
  });

  it('reads the saved values, with not_selected shown as the site’s defaults', () => {
    const wrapper = wrapperWith({ default_price_format: 'hk' });
    const { result } = renderHook(
      () => ({
        oddsType: useOddsType(),
        layout: useViewLayout(),
        sortBy: useSortBy(),
        accept: useUserAcceptOdds(),
        stake: useDefaultStakeText(),
      }),
      { wrapper },
    );
    expect(result.current).toEqual({
      oddsType: 'hk',
      // coupon_layout names no market layout: euro, the one always offered.
      layout: 'euro',
      sortBy: 'competition',
      accept: 'D',
      stake: '',
    });

    dispatch({ type: 'oddsTypeChosen', oddsType: 'indo' });
    dispatch({ type: 'acceptHigherOddsToggled' });
    dispatch({ type: 'defaultStakeTyped', text: '7.5' });
    // A draft changes nothing the page shows…
    expect(result.current.oddsType).toBe('hk');
    dispatch({ type: 'settingsSaved' });
    // …Save does.
    expect(result.current).toMatchObject({ oddsType: 'indo', accept: 'A', stake: '7.5' });
  });
});

describe('the theme binding', () => {
  beforeEach(() => {
    useSettingsStore.setState({ state: initialSettingsPanelState });
    localStorage.clear();
    document.documentElement.dataset.themeChoice = 'dark';
    document.documentElement.dataset.theme = 'dark';
  });

  it('takes the page’s choice, follows later ones, and applies a saved theme to the page', () => {
    const unbind = bindThemeToSettings('light');
    expect(useSettingsStore.getState().state.saved.theme).toBe('dark');

    act(() => applyThemeChoice('light'));
    expect(useSettingsStore.getState().state.saved.theme).toBe('light');

    dispatch({ type: 'themeChosen', theme: 'dark' });
    // A draft is not applied…
    expect(document.documentElement.dataset.theme).toBe('light');
    dispatch({ type: 'settingsSaved' });
    // …a saved theme is, and stored under the theme's own key.
    expect(document.documentElement.dataset).toMatchObject({ theme: 'dark', themeChoice: 'dark' });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    unbind();
    act(() => applyThemeChoice('light'));
    expect(useSettingsStore.getState().state.saved.theme).toBe('dark');
  });
});
