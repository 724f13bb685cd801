'use client';

import { useQuery } from '@tanstack/react-query';
import { acceptDefaultStakeInput, defaultStakeToSave } from '@touchline/betting';
import type { AccountPrefs, AccountPrefsPatch, PlayerDetails } from '@touchline/contract';
import {
  initialSettingsPanelState,
  isPlayerLayout,
  isPlayerOddsType,
  settingsDraftDirty,
  settingsPanelFields,
  settingsPanelOptions,
  settingsPanelReducer,
  type SettingsPanelState,
  type SettingsPanelValues,
  type SettingsSortBy,
} from '@touchline/site';
import { useId, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiRequestError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useSession, type Session } from '../../../shared/session/session-store';
import { useSite, useSiteSettings, useT } from '../../../shared/site/site-context';
import { showNotificationToast } from '../../../shared/ui/toast-store';
import { usePlayerDetails } from '../api/get-player-details';
import {
  accountPrefsQueryOptions,
  usePatchAccountPrefs,
  useUpdatePlayerDetails,
} from '../../../shared/api/player-preferences';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import styles from './preferences-form.module.css';
import { cx } from '../../../shared/ui/cx';

const SORT_BY: readonly SettingsSortBy[] = ['competition', 'time'];

/** The stored preferences as the settings panel's values (spec betting-domain §3, §4). */
function valuesOf(prefs: AccountPrefs): Partial<SettingsPanelValues> {
  return {
    sortBy: prefs.sort_by,
    oddsType: prefs.price_format,
    layout: prefs.layout,
    // spec §3: D accepts higher odds, A does not.
    userAcceptOdds: prefs.accept_higher_odds ? 'D' : 'A',
    defaultStake: prefs.default_stake === null ? '' : String(prefs.default_stake),
  };
}

function loadedState(prefs: AccountPrefs): SettingsPanelState {
  return settingsPanelReducer(initialSettingsPanelState, {
    type: 'settingsLoaded',
    values: valuesOf(prefs),
  });
}

/** The PATCH body: only the fields the player changed. */
function changedPrefs(state: SettingsPanelState, currency: string): AccountPrefsPatch {
  const { saved, draft } = state;
  const body: AccountPrefsPatch = {};
  if (draft.oddsType !== saved.oddsType && draft.oddsType !== 'not_selected') {
    body.price_format = draft.oddsType;
  }
  if (draft.layout !== saved.layout) body.layout = draft.layout;
  if (draft.sortBy !== saved.sortBy) body.sort_by = draft.sortBy;
  if (draft.userAcceptOdds !== saved.userAcceptOdds) {
    body.accept_higher_odds = draft.userAcceptOdds === 'D';
  }
  if (draft.defaultStake !== saved.defaultStake) {
    // spec betting-domain §5: a whole number is kept, otherwise rounded to the precision.
    body.default_stake =
      draft.defaultStake.trim() === '' ? null : defaultStakeToSave(draft.defaultStake, currency);
  }
  return body;
}

/** A platform refusal naming a field (`default_stake: above the maximum stake of 10000`). */
function fieldRefusal(error: unknown, field: string): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const prefix = `${field}: `;
  if (!error.message.startsWith(prefix)) return null;
  const text = error.message.slice(prefix.length);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * /account/preferences: the account preferences (`player.accountPrefs`) — odds format, layout,
 * sort order, accepting higher odds, default stake — and remember stake (player details), saved
 * together; fields follow the site's settings and the brand (betting-domain §2, §6).
 */
export function PreferencesForm() {
  const t = useT();
  const errorText = useErrorText();
  const session = useSession();
  const prefs = useQuery({
    ...accountPrefsQueryOptions(session?.accountId ?? 0),
    enabled: session !== null,
  });
  const details = usePlayerDetails(session?.alsPlayerId ?? null);
  if (!session) return null;
  if (prefs.isPending || details.isPending) {
    return <p className={panelStyles.loading}>{t('account.preferences.loading')}</p>;
  }
  if (prefs.isError || details.isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {errorText(prefs.error ?? details.error)}
      </p>
    );
  }
  return <PreferencesEditor session={session} prefs={prefs.data} details={details.data} />;
}

interface EditorProps {
  readonly session: Session;
  readonly prefs: AccountPrefs;
  readonly details: PlayerDetails;
}

function PreferencesEditor({ session, prefs, details }: EditorProps) {
  const t = useT();
  const errorText = useErrorText();
  const site = useSite();
  const settings = useSiteSettings();
  const currency = details.currency;
  // Later refetches do not reset the form: what is shown is what was loaded or last saved.
  const [state, dispatch] = useReducer(settingsPanelReducer, prefs, loadedState);
  const [rememberStake, setRememberStake] = useState({
    saved: details.isRememberStake,
    draft: details.isRememberStake,
  });
  const [stakeError, setStakeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const savePrefs = usePatchAccountPrefs();
  const saveDetails = useUpdatePlayerDetails();
  const firstField = useRef<HTMLSelectElement>(null);
  const ids = {
    heading: useId(),
    oddsType: useId(),
    layout: useId(),
    sortBy: useId(),
    stake: useId(),
    stakeHint: useId(),
    stakeError: useId(),
  };

  const options = settingsPanelOptions({
    oddsTypes: settings.odds_types,
    viewTypes: settings.view_types,
  });
  // The player's stored choice stays listed even if the brand no longer offers it.
  const oddsTypes =
    isPlayerOddsType(state.draft.oddsType) && !options.oddsTypes.includes(state.draft.oddsType)
      ? [...options.oddsTypes, state.draft.oddsType]
      : options.oddsTypes;
  const layouts =
    isPlayerLayout(state.draft.layout) && !options.layouts.includes(state.draft.layout)
      ? [...options.layouts, state.draft.layout]
      : options.layouts;
  const fields = settingsPanelFields({
    allowHigherOddsAndCashout: settings.allow_higher_odds_and_cashout,
    // Touchline has no separate default-stake flag: the brand's hide_default_stake_options decides.
    defaultStakeEnabled: !site.brand.hide_default_stake_options,
  });
  // spec betting-domain §6: default stake and remember stake go together with the brand's flag.
  const showStakeOptions = fields.defaultStake;

  const saving = savePrefs.isPending || saveDetails.isPending;
  const dirty = settingsDraftDirty(state) || rememberStake.draft !== rememberStake.saved;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !dirty) return;
    setFailure(null);
    setStakeError(null);
    const stakeText = state.draft.defaultStake.trim();
    if (stakeText !== '' && defaultStakeToSave(stakeText, currency) === null) {
      setStakeError(t('account.preferences.defaultStakeInvalid'));
      return;
    }
    const body = changedPrefs(state, currency);
    try {
      if (Object.keys(body).length > 0) {
        const stored = await savePrefs.mutateAsync({ accountId: session.accountId, body });
        dispatch({ type: 'settingsLoaded', values: valuesOf(stored) });
      }
      if (rememberStake.draft !== rememberStake.saved) {
        const stored = await saveDetails.mutateAsync({
          username: session.username,
          body: { isRememberStake: rememberStake.draft },
        });
        setRememberStake({ saved: stored.isRememberStake, draft: stored.isRememberStake });
      }
      // spec shell §8: the catalogue's "choice saved" notification.
      showNotificationToast('choice-saved', t);
    } catch (error) {
      const stakeRefusal = fieldRefusal(error, 'default_stake');
      if (stakeRefusal !== null) setStakeError(stakeRefusal);
      else setFailure(errorText(error));
    }
  };

  return (
    <section className={panelStyles.panel} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={panelStyles.panelTitle}>
        {t('account.preferences.betting')}
      </h2>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={formStyles.field}>
          <label htmlFor={ids.oddsType}>{t('settings.oddsType')}</label>
          <select
            ref={firstField}
            id={ids.oddsType}
            value={state.draft.oddsType === 'not_selected' ? '' : state.draft.oddsType}
            onChange={(event) => {
              const value = event.target.value;
              if (isPlayerOddsType(value)) dispatch({ type: 'oddsTypeChosen', oddsType: value });
            }}
          >
            {state.draft.oddsType === 'not_selected' ? (
              <option value="">{t('common.notSet')}</option>
            ) : null}
            {oddsTypes.map((type) => (
              <option key={type} value={type}>
                {t(`settings.oddsType.${type}`)}
              </option>
            ))}
          </select>
        </div>

        {layouts.length > 1 ? (
          <div className={formStyles.field}>
            <label htmlFor={ids.layout}>{t('settings.layout')}</label>
            <select
              id={ids.layout}
              value={state.draft.layout === 'not_selected' ? '' : state.draft.layout}
              onChange={(event) => {
                const value = event.target.value;
                if (isPlayerLayout(value)) dispatch({ type: 'layoutChosen', layout: value });
              }}
            >
              {state.draft.layout === 'not_selected' ? (
                <option value="">{t('common.notSet')}</option>
              ) : null}
              {layouts.map((layout) => (
                <option key={layout} value={layout}>
                  {t(`settings.layout.${layout}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <div className={formStyles.field}>
          <label htmlFor={ids.sortBy}>{t('settings.sortBy')}</label>
          <select
            id={ids.sortBy}
            value={state.draft.sortBy}
            onChange={(event) => {
              const value = SORT_BY.find((s) => s === event.target.value);
              if (value) dispatch({ type: 'sortByChosen', sortBy: value });
            }}
          >
            {SORT_BY.map((sortBy) => (
              <option key={sortBy} value={sortBy}>
                {t(`settings.sortBy.${sortBy}`)}
              </option>
            ))}
          </select>
        </div>

        {fields.acceptHigherOdds ? (
          <Check
            label={t('settings.acceptHigherOdds')}
            hint={t('settings.acceptHigherOddsHint')}
            checked={state.draft.userAcceptOdds === 'D'}
            onChange={() => dispatch({ type: 'acceptHigherOddsToggled' })}
          />
        ) : null}

        {showStakeOptions ? (
          <>
            <div className={formStyles.field}>
              <label htmlFor={ids.stake}>
                {t('account.preferences.defaultStake', { currency })}
              </label>
              <input
                id={ids.stake}
                name="defaultStake"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('common.notSet')}
                aria-invalid={stakeError !== null}
                aria-describedby={`${ids.stakeHint} ${ids.stakeError}`}
                value={state.draft.defaultStake}
                onChange={(event) => {
                  setStakeError(null);
                  dispatch({
                    type: 'defaultStakeTyped',
                    // spec betting-domain §5: numeric text only, leading zeros dropped.
                    text: acceptDefaultStakeInput(state.draft.defaultStake, event.target.value),
                  });
                }}
              />
              <p id={ids.stakeHint} className={formStyles.fieldHint}>
                {t('account.preferences.defaultStakeHint')}
              </p>
              <p id={ids.stakeError} className={formStyles.fieldMessage} aria-live="polite">
                {stakeError}
              </p>
            </div>
            <Check
              label={t('settings.rememberStake')}
              hint={t('account.preferences.rememberStakeHint')}
              checked={rememberStake.draft}
              onChange={() => setRememberStake((r) => ({ ...r, draft: !r.draft }))}
            />
          </>
        ) : null}

        <div className={cx(formStyles.formActions, formStyles.formActionsStart)}>
          <button
            type="submit"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            disabled={saving || !dirty}
            aria-busy={saving}
          >
            {t('settings.save')}
          </button>
          {dirty && !saving ? (
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={() => {
                dispatch({ type: 'settingsDraftDiscarded' });
                setRememberStake((r) => ({ ...r, draft: r.saved }));
                setStakeError(null);
                setFailure(null);
                // The button goes once nothing is changed: focus returns to the first field.
                firstField.current?.focus();
              }}
            >
              {t('account.preferences.discard')}
            </button>
          ) : null}
        </div>
        <p className={formStyles.fieldHint} aria-live="polite">
          {dirty ? t('settings.unsaved') : null}
        </p>
      </form>
      {failure ? (
        <p className={formStyles.formError} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}

interface CheckProps {
  readonly label: string;
  readonly hint: ReactNode;
  readonly checked: boolean;
  readonly onChange: () => void;
}

/** A yes/no preference: a real checkbox, its label and a line saying what it does. */
function Check({ label, hint, checked, onChange }: CheckProps) {
  const ids = { input: useId(), hint: useId() };
  return (
    <div className={styles.check}>
      <input
        id={ids.input}
        type="checkbox"
        checked={checked}
        aria-describedby={ids.hint}
        onChange={onChange}
      />
      <div>
        <label htmlFor={ids.input}>{label}</label>
        <p id={ids.hint} className={formStyles.fieldHint}>
          {hint}
        </p>
      </div>
    </div>
  );
}
