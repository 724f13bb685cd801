import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableLayouts,
  availableOddsTypes,
  flipUserAcceptOdds,
  initialSettingsPanelState,
  initialSettingsValues,
  isPlayerLayout,
  isPlayerOddsType,
  NOT_SELECTED,
  resolveLayoutSetting,
  restoreSettingsValues,
  resolveOddsTypeSetting,
  settingsDraftDirty,
  settingsPanelFields,
  settingsPanelOptions,
  settingsPanelReducer,
  settingsSaveDecision,
  thaiFallbackLayout,
  type SettingsPanelAction,
  type SettingsPanelState,
} from '../settings-panel-reducer';

const run = (
  actions: readonly SettingsPanelAction[],
  from: SettingsPanelState = initialSettingsPanelState,
) => actions.reduce(settingsPanelReducer, from);

describe('settings panel: options (betting-domain §2 Settings panel)', () => {
  it('always offers euro odds; hk, us, malay, indo only when odds_types allows them', () => {
    expect(availableOddsTypes(undefined)).toEqual(['euro']);
    expect(availableOddsTypes('')).toEqual(['euro']);
    expect(availableOddsTypes('hk,malay')).toEqual(['euro', 'hk', 'malay']);
    expect(availableOddsTypes(['US', 'indo', 'uk'])).toEqual(['euro', 'us', 'indo']);
    expect(availableOddsTypes('euro,hk,us,malay,indo')).toEqual([
      'euro',
      'hk',
      'us',
      'malay',
      'indo',
    ]);
  });

  it('always offers the euro layout; asian and thai only when view_types allows them', () => {
    expect(availableLayouts(null)).toEqual(['euro']);
    expect(availableLayouts('asian,euro,thai')).toEqual(['asian', 'euro', 'thai']);
    expect(availableLayouts(['thai'])).toEqual(['euro', 'thai']);
  });

  it('hides thai under its device or region conditions', () => {
    expect(availableLayouts('asian,thai', true)).toEqual(['asian', 'euro']);
    expect(
      settingsPanelOptions({ oddsTypes: 'hk', viewTypes: 'asian,thai', thaiHidden: true }),
    ).toEqual({
      oddsTypes: ['euro', 'hk'],
      layouts: ['asian', 'euro'],
      sortBy: ['competition', 'time'],
    });
  });

  it('always offers euro whatever the settings say (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.boolean(), (types, thaiHidden) => {
        expect(availableOddsTypes(types)).toContain('euro');
        expect(availableLayouts(types, thaiHidden)).toContain('euro');
        if (thaiHidden) expect(availableLayouts(types, thaiHidden)).not.toContain('thai');
      }),
    );
  });

  it('gates theme, accept-higher-odds and default stake on their flags', () => {
    expect(settingsPanelFields({})).toEqual({
      theme: false,
      acceptHigherOdds: false,
      defaultStake: false,
      rememberStake: true,
    });
    expect(
      settingsPanelFields({
        enableSwitchingThemeModes: true,
        allowHigherOddsAndCashout: true,
        defaultStakeEnabled: true,
      }),
    ).toEqual({ theme: true, acceptHigherOdds: true, defaultStake: true, rememberStake: true });
  });

  it("hides default stake and remember stake for the brand variant 'dafaspain'", () => {
    const fields = settingsPanelFields({ defaultStakeEnabled: true, brandVariant: 'dafaspain' });
    expect(fields.defaultStake).toBe(false);
    expect(fields.rememberStake).toBe(false);
  });
});

describe('settings panel: edits and Save (betting-domain §4)', () => {
  it('keeps edits local until Save applies them', () => {
    const edited = run([
      { type: 'sortByChosen', sortBy: 'time' },
      { type: 'oddsTypeChosen', oddsType: 'hk' },
      { type: 'layoutChosen', layout: 'asian' },
      { type: 'themeChosen', theme: 'dark' },
      { type: 'defaultStakeTyped', text: '25' },
    ]);
    expect(edited.saved).toEqual(initialSettingsPanelState.saved);
    expect(edited.draft).toMatchObject({
      sortBy: 'time',
      oddsType: 'hk',
      layout: 'asian',
      theme: 'dark',
      defaultStake: '25',
    });
    expect(settingsDraftDirty(edited)).toBe(true);
    const saved = settingsPanelReducer(edited, { type: 'settingsSaved' });
    expect(saved.saved).toEqual(edited.draft);
    expect(settingsDraftDirty(saved)).toBe(false);
  });

  it('discards unsaved edits when reopened', () => {
    const edited = run([
      { type: 'oddsTypeChosen', oddsType: 'us' },
      { type: 'settingsPanelOpened' },
    ]);
    expect(edited.draft.oddsType).toBe('not_selected');
  });

  it('flips accept-higher-odds between D and A (default D)', () => {
    expect(initialSettingsPanelState.saved.userAcceptOdds).toBe('D');
    const once = run([{ type: 'acceptHigherOddsToggled' }]);
    expect(once.draft.userAcceptOdds).toBe('A');
    expect(
      settingsPanelReducer(once, { type: 'acceptHigherOddsToggled' }).draft.userAcceptOdds,
    ).toBe('D');
    expect(flipUserAcceptOdds('D')).toBe('A');
    expect(flipUserAcceptOdds('A')).toBe('D');
  });

  it('resets to defaults (e.g. on logout)', () => {
    const state = run([{ type: 'acceptHigherOddsToggled' }, { type: 'settingsSaved' }]);
    expect(settingsPanelReducer(state, { type: 'settingsReset' })).toEqual(
      initialSettingsPanelState,
    );
  });
});

describe('settings panel: not_selected defaults (betting-domain §4)', () => {
  it('sets layout not_selected to the coupon_layout setting', () => {
    expect(resolveLayoutSetting('not_selected', 'asian')).toBe('asian');
    expect(resolveLayoutSetting('not_selected', 'euro')).toBe('euro');
    expect(resolveLayoutSetting('thai', 'asian')).toBe('thai');
    expect(resolveLayoutSetting('not_selected', 'bogus')).toBe('euro');
  });

  it('sets oddsType not_selected to the default price format, uk mapped to euro', () => {
    expect(resolveOddsTypeSetting('not_selected', 'uk')).toBe('euro');
    expect(resolveOddsTypeSetting('not_selected', 'hk')).toBe('hk');
    expect(resolveOddsTypeSetting('not_selected', undefined)).toBe('euro');
    expect(resolveOddsTypeSetting('malay', 'hk')).toBe('malay');
  });

  it('resolves both in the saved and draft values', () => {
    const state = run([
      { type: 'settingsDefaultsResolved', couponLayout: 'asian', defaultPriceFormat: 'uk' },
    ]);
    expect(state.saved.layout).toBe('asian');
    expect(state.saved.oddsType).toBe('euro');
    expect(state.draft).toEqual(state.saved);
  });
});

describe('settings panel: Thai availability (betting-domain §4)', () => {
  const thai = run([{ type: 'settingsLoaded', values: { layout: 'thai' } }]);

  it('falls back to the stored layout if still available', () => {
    const state = settingsPanelReducer(thai, {
      type: 'thaiAvailabilityChanged',
      available: false,
      storedLayout: 'euro',
      viewTypes: 'asian,thai',
    });
    expect(state.saved.layout).toBe('euro');
    expect(state.draft.layout).toBe('euro');
  });

  it('falls back to asian when the stored layout is not available', () => {
    const state = settingsPanelReducer(thai, {
      type: 'thaiAvailabilityChanged',
      available: false,
      storedLayout: 'thai',
      viewTypes: 'asian,thai',
    });
    expect(state.saved.layout).toBe('asian');
    expect(thaiFallbackLayout(null, 'asian,thai')).toBe('asian');
    // Decision: euro when view_types offers no asian either.
    expect(thaiFallbackLayout('thai', 'thai')).toBe('euro');
  });

  it('returns to thai when Thai becomes available again', () => {
    const state = run(
      [
        {
          type: 'thaiAvailabilityChanged',
          available: false,
          storedLayout: null,
          viewTypes: 'asian,thai',
        },
        {
          type: 'thaiAvailabilityChanged',
          available: true,
          storedLayout: null,
          viewTypes: 'asian,thai',
        },
      ],
      thai,
    );
    expect(state.saved.layout).toBe('thai');
    expect(state.draft.layout).toBe('thai');
  });

  it('leaves a player who never had thai alone', () => {
    const euro = run([{ type: 'settingsLoaded', values: { layout: 'euro' } }]);
    const state = run(
      [
        { type: 'thaiAvailabilityChanged', available: false, storedLayout: 'euro' },
        { type: 'thaiAvailabilityChanged', available: true, storedLayout: 'euro' },
      ],
      euro,
    );
    expect(state).toEqual(euro);
  });
});

describe('settings panel: what Save does (betting-domain §6)', () => {
  const values = {
    ...initialSettingsPanelState.saved,
    oddsType: 'hk' as const,
    defaultStake: '50',
  };

  it('persists default stake and price format (upper case) for a logged-in player with a username', () => {
    expect(settingsSaveDecision({ loggedIn: true, username: 'punter1', values })).toEqual({
      kind: 'persistToServer',
      details: { username: 'punter1', priceFormat: 'HK', defaultStake: '50' },
    });
  });

  it('only updates local state for a logged-out visitor or a player without a username', () => {
    expect(settingsSaveDecision({ loggedIn: false, username: 'punter1', values })).toEqual({
      kind: 'localOnly',
    });
    expect(settingsSaveDecision({ loggedIn: true, username: '', values })).toEqual({
      kind: 'localOnly',
    });
  });
});

describe('restoreSettingsValues', () => {
  it('keeps every allowed stored value', () => {
    const stored = {
      sortBy: 'time',
      oddsType: 'hk',
      layout: 'asian',
      theme: 'dark',
      userAcceptOdds: 'A',
      defaultStake: '5',
    };
    expect(restoreSettingsValues(stored)).toEqual(stored);
  });

  it('drops what no version of the app wrote, field by field', () => {
    expect(
      restoreSettingsValues({ oddsType: 'fractional', layout: 7, sortBy: 'time', theme: null }),
    ).toEqual({ ...initialSettingsValues, sortBy: 'time' });
    expect(restoreSettingsValues('euro')).toEqual(initialSettingsValues);
    expect(restoreSettingsValues(null)).toEqual(initialSettingsValues);
  });

  it('always gives values the panel and every price can use', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const values = restoreSettingsValues(stored);
        expect(values.oddsType === NOT_SELECTED || isPlayerOddsType(values.oddsType)).toBe(true);
        expect(values.layout === NOT_SELECTED || isPlayerLayout(values.layout)).toBe(true);
        expect(['competition', 'time']).toContain(values.sortBy);
        expect(['light', 'dark', 'system']).toContain(values.theme);
        expect(['D', 'A']).toContain(values.userAcceptOdds);
        expect(typeof values.defaultStake).toBe('string');
      }),
    );
  });
});
