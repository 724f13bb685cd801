/**
 * The settings panel (spec betting-domain §2 Settings panel, §3 Player settings, §4 Settings panel,
 * §6 Roles; shell-and-session §4) as a pure state machine: edits live in
 * `draft` until Save copies them to `saved`. Also the option lists and field gates the panel
 * renders, the `not_selected` defaults and what Save must do.
 *
 * The default stake is held as the text typed; its input rules and save rounding (betting-domain
 * §5) belong to the stake-string rules, which the caller applies before dispatching.
 */
import { assertNever } from '@touchline/betting';

/** spec betting-domain §9: odds types (euro always offered, the others by odds_types). */
export const PLAYER_ODDS_TYPES = ['euro', 'hk', 'us', 'malay', 'indo'] as const;
export type PlayerOddsType = (typeof PLAYER_ODDS_TYPES)[number];

/** spec betting-domain §9: view types (euro always offered, the others by view_types). */
export const PLAYER_LAYOUTS = ['asian', 'euro', 'thai'] as const;
export type PlayerLayout = (typeof PLAYER_LAYOUTS)[number];

/** spec betting-domain §3: oddsType and layout default to not_selected. */
export const NOT_SELECTED = 'not_selected';
export type NotSelected = typeof NOT_SELECTED;

export type SettingsSortBy = 'competition' | 'time';
/**
 * spec §2: light, dark or match browser (`system`). Mapping a stored theme to one of these (dark and
 * light to themselves, anything else to system) is `resolveColorScheme` in shell-layout.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';
/** spec §3: D means accept higher odds, A means not; default D. */
export type UserAcceptOdds = 'D' | 'A';

export interface SettingsPanelValues {
  readonly sortBy: SettingsSortBy;
  readonly oddsType: PlayerOddsType | NotSelected;
  readonly layout: PlayerLayout | NotSelected;
  readonly theme: ThemeChoice;
  readonly userAcceptOdds: UserAcceptOdds;
  /** The default stake as typed ('' when none). */
  readonly defaultStake: string;
}

export interface SettingsPanelState {
  /** The applied player settings. */
  readonly saved: SettingsPanelValues;
  /** What the panel shows and edits; applied only on Save. */
  readonly draft: SettingsPanelValues;
  /**
   * The layout was thai and fell back because Thai became unavailable; it returns to thai when
   * Thai is available again.
   */
  readonly thaiFallbackActive: boolean;
}

/**
 * Decision: sortBy starts at competition (the first option of §2) and theme at system, the value
 * a stored setting that is neither dark nor light maps to.
 */
export const initialSettingsValues: SettingsPanelValues = {
  sortBy: 'competition',
  oddsType: NOT_SELECTED,
  layout: NOT_SELECTED,
  theme: 'system',
  userAcceptOdds: 'D',
  defaultStake: '',
};

export const initialSettingsPanelState: SettingsPanelState = {
  saved: initialSettingsValues,
  draft: initialSettingsValues,
  thaiFallbackActive: false,
};

/** The site settings the option lists depend on (betting-domain §3). */
export interface SettingsSiteOptions {
  /** odds_types: a list or comma-separated text of allowed odds types. */
  readonly oddsTypes?: readonly string[] | string | null;
  /** view_types: a list or comma-separated text of allowed layouts. */
  readonly viewTypes?: readonly string[] | string | null;
  /** Thai is hidden under two device or region conditions that are not shown (spec §2). */
  readonly thaiHidden?: boolean;
}

export type SettingsPanelAction =
  | { readonly type: 'settingsPanelOpened' }
  | { readonly type: 'settingsDraftDiscarded' }
  | { readonly type: 'sortByChosen'; readonly sortBy: SettingsSortBy }
  | { readonly type: 'oddsTypeChosen'; readonly oddsType: PlayerOddsType }
  | { readonly type: 'layoutChosen'; readonly layout: PlayerLayout }
  | { readonly type: 'themeChosen'; readonly theme: ThemeChoice }
  | { readonly type: 'acceptHigherOddsToggled' }
  | { readonly type: 'defaultStakeTyped'; readonly text: string }
  | { readonly type: 'settingsSaved' }
  | { readonly type: 'settingsLoaded'; readonly values: Partial<SettingsPanelValues> }
  | {
      readonly type: 'settingsDefaultsResolved';
      /** Site setting coupon_layout (per channel). */
      readonly couponLayout: string | null | undefined;
      /** Site setting default_price_format (default euro). */
      readonly defaultPriceFormat: string | null | undefined;
    }
  | {
      readonly type: 'thaiAvailabilityChanged';
      readonly available: boolean;
      /** The player's stored layout (account preferences). */
      readonly storedLayout: string | null | undefined;
      readonly viewTypes?: readonly string[] | string | null;
    }
  | { readonly type: 'settingsReset' };

/**
 * Settings read back from storage written by another version or edited by hand: every field that
 * holds one of its allowed values is kept, any other falls back to its initial value. Never throws.
 */
export function restoreSettingsValues(stored: unknown): SettingsPanelValues {
  if (typeof stored !== 'object' || stored === null) return initialSettingsValues;
  const value = stored as Record<string, unknown>;
  const text = (key: keyof SettingsPanelValues): string | null => {
    const field = value[key];
    return typeof field === 'string' ? field : null;
  };
  const oddsType = text('oddsType');
  const layout = text('layout');
  const sortBy = text('sortBy');
  const theme = text('theme');
  const accept = text('userAcceptOdds');
  const stake = text('defaultStake');
  return {
    sortBy: sortBy === 'competition' || sortBy === 'time' ? sortBy : initialSettingsValues.sortBy,
    oddsType:
      oddsType !== null && (oddsType === NOT_SELECTED || isPlayerOddsType(oddsType))
        ? oddsType
        : initialSettingsValues.oddsType,
    layout:
      layout !== null && (layout === NOT_SELECTED || isPlayerLayout(layout))
        ? layout
        : initialSettingsValues.layout,
    theme:
      theme === 'light' || theme === 'dark' || theme === 'system'
        ? theme
        : initialSettingsValues.theme,
    userAcceptOdds:
      accept === 'D' || accept === 'A' ? accept : initialSettingsValues.userAcceptOdds,
    // The stake is text as typed; its rules run when it is used. Bounded so storage cannot grow it.
    defaultStake: stake !== null && stake.length <= 32 ? stake : initialSettingsValues.defaultStake,
  };
}

// ---------------------------------------------------------------- option lists

function allowedSet(setting: readonly string[] | string | null | undefined): Set<string> {
  const items = typeof setting === 'string' ? setting.split(',') : (setting ?? []);
  return new Set(items.map((s) => s.trim().toLowerCase()).filter((s) => s !== ''));
}

export function isPlayerOddsType(value: string): value is PlayerOddsType {
  return (PLAYER_ODDS_TYPES as readonly string[]).includes(value);
}

export function isPlayerLayout(value: string): value is PlayerLayout {
  return (PLAYER_LAYOUTS as readonly string[]).includes(value);
}

/** spec §2: euro is always offered; hk, us, malay and indo only if odds_types allows them. */
export function availableOddsTypes(
  oddsTypes: readonly string[] | string | null | undefined,
): PlayerOddsType[] {
  const allowed = allowedSet(oddsTypes);
  return PLAYER_ODDS_TYPES.filter((t) => t === 'euro' || allowed.has(t));
}

/**
 * spec §2: euro is always offered; asian and thai only if view_types allows them, and thai not
 * when hidden by its device or region conditions.
 */
export function availableLayouts(
  viewTypes: readonly string[] | string | null | undefined,
  thaiHidden = false,
): PlayerLayout[] {
  const allowed = allowedSet(viewTypes);
  return PLAYER_LAYOUTS.filter(
    (l) => l === 'euro' || (allowed.has(l) && !(l === 'thai' && thaiHidden)),
  );
}

/** The options a panel renders, from the site settings. */
export function settingsPanelOptions(site: SettingsSiteOptions): {
  oddsTypes: PlayerOddsType[];
  layouts: PlayerLayout[];
  sortBy: SettingsSortBy[];
} {
  return {
    oddsTypes: availableOddsTypes(site.oddsTypes),
    layouts: availableLayouts(site.viewTypes, site.thaiHidden === true),
    sortBy: ['competition', 'time'],
  };
}

/** The feature flags the panel's optional fields depend on (betting-domain §2, §6). */
export interface SettingsPanelFlags {
  /** enable_switching_theme_modes */
  readonly enableSwitchingThemeModes?: boolean;
  /** allow_higher_odds_and_cashout */
  readonly allowHigherOddsAndCashout?: boolean;
  /** The default-stake feature flag. */
  readonly defaultStakeEnabled?: boolean;
  /** The build's brand variant. */
  readonly brandVariant?: string;
}

/** The brand variant that hides default-stake and remember-stake (betting-domain §6). */
export const BRAND_WITHOUT_STAKE_OPTIONS = 'dafaspain';

export function settingsPanelFields(flags: SettingsPanelFlags): {
  theme: boolean;
  acceptHigherOdds: boolean;
  defaultStake: boolean;
  rememberStake: boolean;
} {
  const stakeOptionsHidden = flags.brandVariant === BRAND_WITHOUT_STAKE_OPTIONS;
  return {
    // spec §2: theme shown only if enable_switching_theme_modes is on.
    theme: flags.enableSwitchingThemeModes === true,
    // spec §2: accept-higher-odds toggle only if allow_higher_odds_and_cashout is on.
    acceptHigherOdds: flags.allowHigherOddsAndCashout === true,
    // spec §2, §6: default stake only with its flag, and never for dafaspain.
    defaultStake: flags.defaultStakeEnabled === true && !stakeOptionsHidden,
    // spec §6: remember-stake hidden for dafaspain.
    rememberStake: !stakeOptionsHidden,
  };
}

// ---------------------------------------------------------------- defaults and mappings

/**
 * spec §4: layout not_selected is set to the coupon_layout setting. Decision: a coupon_layout that
 * is not a known layout gives euro, the layout always offered.
 */
export function resolveLayoutSetting(
  layout: PlayerLayout | NotSelected,
  couponLayout: string | null | undefined,
): PlayerLayout {
  if (layout !== NOT_SELECTED) return layout;
  const fromSite = (couponLayout ?? '').trim().toLowerCase();
  return isPlayerLayout(fromSite) ? fromSite : 'euro';
}

/**
 * spec §4: oddsType not_selected is set to the default price format, with uk mapped to euro.
 * default_price_format defaults to euro (§3); an unknown value also gives euro.
 */
export function resolveOddsTypeSetting(
  oddsType: PlayerOddsType | NotSelected,
  defaultPriceFormat: string | null | undefined,
): PlayerOddsType {
  if (oddsType !== NOT_SELECTED) return oddsType;
  const fromSite = (defaultPriceFormat ?? 'euro').trim().toLowerCase();
  if (fromSite === 'uk') return 'euro';
  return isPlayerOddsType(fromSite) ? fromSite : 'euro';
}

/** spec §4: the accept-higher-odds toggle flips between D and A. */
export const flipUserAcceptOdds = (value: UserAcceptOdds): UserAcceptOdds =>
  value === 'D' ? 'A' : 'D';

/**
 * spec §4: when Thai becomes unavailable the layout falls back to the player's stored layout if
 * still available, otherwise asian. Decision: if view_types does not offer asian either, euro
 * (always offered) is used.
 */
export function thaiFallbackLayout(
  storedLayout: string | null | undefined,
  viewTypes: readonly string[] | string | null | undefined,
): PlayerLayout {
  const available = availableLayouts(viewTypes, true);
  const stored = (storedLayout ?? '').trim().toLowerCase();
  if (isPlayerLayout(stored) && available.includes(stored)) return stored;
  return available.includes('asian') ? 'asian' : 'euro';
}

function withLayout(values: SettingsPanelValues, layout: PlayerLayout): SettingsPanelValues {
  return values.layout === layout ? values : { ...values, layout };
}

function changeThaiAvailability(
  state: SettingsPanelState,
  action: Extract<SettingsPanelAction, { type: 'thaiAvailabilityChanged' }>,
): SettingsPanelState {
  if (!action.available) {
    if (state.saved.layout !== 'thai' && state.draft.layout !== 'thai') return state;
    const fallback = thaiFallbackLayout(action.storedLayout, action.viewTypes);
    return {
      saved: state.saved.layout === 'thai' ? withLayout(state.saved, fallback) : state.saved,
      draft: state.draft.layout === 'thai' ? withLayout(state.draft, fallback) : state.draft,
      thaiFallbackActive: state.saved.layout === 'thai' || state.thaiFallbackActive,
    };
  }
  // spec §4: when Thai becomes available again the layout returns to thai. Decision: only for a
  // player whose layout was thai before the fallback.
  if (!state.thaiFallbackActive) return state;
  return {
    saved: withLayout(state.saved, 'thai'),
    draft: withLayout(state.draft, 'thai'),
    thaiFallbackActive: false,
  };
}

const editDraft = (
  state: SettingsPanelState,
  change: Partial<SettingsPanelValues>,
): SettingsPanelState => ({ ...state, draft: { ...state.draft, ...change } });

export function settingsPanelReducer(
  state: SettingsPanelState,
  action: SettingsPanelAction,
): SettingsPanelState {
  switch (action.type) {
    case 'settingsPanelOpened':
    case 'settingsDraftDiscarded':
      // spec §4: edits stay local until Save; opening or discarding starts from the saved values.
      return state.draft === state.saved ? state : { ...state, draft: state.saved };
    case 'sortByChosen':
      return editDraft(state, { sortBy: action.sortBy });
    case 'oddsTypeChosen':
      return editDraft(state, { oddsType: action.oddsType });
    case 'layoutChosen':
      // A deliberate choice ends any pending return to thai.
      return { ...editDraft(state, { layout: action.layout }), thaiFallbackActive: false };
    case 'themeChosen':
      return editDraft(state, { theme: action.theme });
    case 'acceptHigherOddsToggled':
      return editDraft(state, { userAcceptOdds: flipUserAcceptOdds(state.draft.userAcceptOdds) });
    case 'defaultStakeTyped':
      return editDraft(state, { defaultStake: action.text });
    case 'settingsSaved':
      // spec §4: Save applies the edits.
      return { ...state, saved: state.draft };
    case 'settingsLoaded': {
      const saved = { ...state.saved, ...action.values };
      return { ...state, saved, draft: saved };
    }
    case 'settingsDefaultsResolved': {
      const resolve = (v: SettingsPanelValues): SettingsPanelValues => ({
        ...v,
        layout: resolveLayoutSetting(v.layout, action.couponLayout),
        oddsType: resolveOddsTypeSetting(v.oddsType, action.defaultPriceFormat),
      });
      return { ...state, saved: resolve(state.saved), draft: resolve(state.draft) };
    }
    case 'thaiAvailabilityChanged':
      return changeThaiAvailability(state, action);
    case 'settingsReset':
      return initialSettingsPanelState;
    default:
      return assertNever(action, 'settings panel action');
  }
}

/** Has the draft unsaved edits? */
export function settingsDraftDirty(state: SettingsPanelState): boolean {
  const { saved, draft } = state;
  return (Object.keys(saved) as (keyof SettingsPanelValues)[]).some((k) => saved[k] !== draft[k]);
}

/** What Save must do beyond updating local state (betting-domain §6, §7). */
export type SettingsSaveDecision =
  | { readonly kind: 'localOnly' }
  | {
      readonly kind: 'persistToServer';
      /** PUT /xapi/icore/players/{username}/details: odds type in upper case, default stake. */
      readonly details: {
        readonly username: string;
        readonly priceFormat: string | null;
        readonly defaultStake: string;
      };
    };

/**
 * spec §6: a logged-in player with a username persists default stake and price format to the
 * server; a logged-out visitor only updates local state. A not_selected odds type is sent as null.
 */
export function settingsSaveDecision(input: {
  readonly loggedIn: boolean;
  readonly username: string | null | undefined;
  readonly values: SettingsPanelValues;
}): SettingsSaveDecision {
  const username = input.username?.trim() ?? '';
  if (!input.loggedIn || username === '') return { kind: 'localOnly' };
  const { oddsType, defaultStake } = input.values;
  return {
    kind: 'persistToServer',
    details: {
      username,
      priceFormat: oddsType === NOT_SELECTED ? null : oddsType.toUpperCase(),
      defaultStake,
    },
  };
}
