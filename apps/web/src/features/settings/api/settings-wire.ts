import {
  defaultStakeToSave,
  displayAmountToMinor,
  minorToDisplayAmount,
  stakeLimitsMinor,
} from '@touchline/betting';
import type { AccountPrefs, AccountPrefsPatch, PlayerDetailsUpdate } from '@touchline/contract';
import {
  settingsSaveDecision,
  type SettingsPanelState,
  type SettingsPanelValues,
} from '@touchline/site';

/**
 * The settings as the platform's preferences (betting-domain §3 Account preferences):
 * price_format, layout, sort_by, accept_higher_odds (D accepts higher odds, A does not),
 * default_stake, and theme only while theme switching is on.
 */
export function valuesOfPrefs(
  prefs: AccountPrefs,
  themeEnabled: boolean,
): Partial<SettingsPanelValues> {
  return {
    sortBy: prefs.sort_by,
    oddsType: prefs.price_format,
    layout: prefs.layout,
    userAcceptOdds: prefs.accept_higher_odds ? 'D' : 'A',
    defaultStake: prefs.default_stake === null ? '' : String(prefs.default_stake),
    ...(themeEnabled && prefs.theme !== undefined ? { theme: prefs.theme } : {}),
  };
}

export type DefaultStakeCheck =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly problem: 'invalid' }
  | { readonly ok: false; readonly problem: 'tooHigh'; readonly max: number };

/**
 * The default stake to save (betting-domain §5: a whole number is kept, otherwise rounded to the
 * currency precision; empty means none), refused when unreadable or above the brand's maximum
 * stake for the currency — the platform's own check, by the same package rules, so a visitor's
 * local save and a player's server save accept the same amounts.
 */
export function checkDefaultStake(
  text: string,
  currency: string,
  limits: { readonly betStakeMinAmount: number; readonly betStakeMaxAmount: number },
): DefaultStakeCheck {
  if (text.trim() === '') return { ok: true, value: null };
  const value = defaultStakeToSave(text, currency);
  const minor = value === null ? null : displayAmountToMinor(value, currency);
  if (value === null || minor === null) return { ok: false, problem: 'invalid' };
  const { maxMinor } = stakeLimitsMinor(currency, limits);
  if (minor > maxMinor) {
    return { ok: false, problem: 'tooHigh', max: minorToDisplayAmount(maxMinor, currency) };
  }
  return { ok: true, value };
}

/** What a Save sends to the platform: nothing, or one or both calls' bodies. */
export interface SettingsServerSave {
  readonly username: string;
  /** PUT …/players/{username}/details: the price format and default stake that changed. */
  readonly details: PlayerDetailsUpdate | null;
  /** PATCH …/accountPrefs: layout, sort order, accepting higher odds and theme that changed. */
  readonly prefs: AccountPrefsPatch | null;
}

/**
 * The calls a Save makes (betting-domain §6, §7): none for a visitor (`settingsSaveDecision`
 * localOnly); for a logged-in player, the price format (upper case) and default stake through
 * the details call, the rest through the preferences call — each only with the fields the
 * player changed, and each only when it has one.
 */
export function serverSaveOf(input: {
  readonly state: SettingsPanelState;
  readonly loggedIn: boolean;
  readonly username: string | null | undefined;
  /** The default stake to send (already checked), when it changed. */
  readonly defaultStake: number | null;
  readonly themeEnabled: boolean;
}): SettingsServerSave | null {
  const { saved, draft } = input.state;
  const decision = settingsSaveDecision({
    loggedIn: input.loggedIn,
    username: input.username,
    values: draft,
  });
  if (decision.kind === 'localOnly') return null;
  const details: PlayerDetailsUpdate = {};
  if (draft.oddsType !== saved.oddsType && decision.details.priceFormat !== null) {
    details.priceFormat = decision.details.priceFormat;
  }
  if (draft.defaultStake !== saved.defaultStake) details.defaultStake = input.defaultStake;
  const prefs: AccountPrefsPatch = {};
  if (draft.layout !== saved.layout) prefs.layout = draft.layout;
  if (draft.sortBy !== saved.sortBy) prefs.sort_by = draft.sortBy;
  if (draft.userAcceptOdds !== saved.userAcceptOdds) {
    prefs.accept_higher_odds = draft.userAcceptOdds === 'D';
  }
  if (input.themeEnabled && draft.theme !== saved.theme) prefs.theme = draft.theme;
  const hasDetails = Object.keys(details).length > 0;
  const hasPrefs = Object.keys(prefs).length > 0;
  if (!hasDetails && !hasPrefs) return null;
  return {
    username: decision.details.username,
    details: hasDetails ? { username: decision.details.username, ...details } : null,
    prefs: hasPrefs ? prefs : null,
  };
}
