'use client';

import { acceptDefaultStakeInput, formatOdds } from '@touchline/betting';
import {
  isPlayerLayout,
  isPlayerOddsType,
  resolveLayoutSetting,
  resolveOddsTypeSetting,
  settingsDraftDirty,
  settingsPanelFields,
  settingsPanelOptions,
  type ThemeChoice,
} from '@touchline/site';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useSettingsStore } from '../../../shared/preferences';
import { useSession } from '../../../shared/session/session-store';
import { useSite, useSiteSettings, useT } from '../../../shared/site/site-context';
import { THEME_CHOICES } from '../../../shared/site/theme';
import buttonStyles from '../../../shared/ui/button.module.css';
import { CloseIcon } from '../../../shared/ui/close-icon';
import { cx } from '../../../shared/ui/cx';
import { showNotificationToast } from '../../../shared/ui/toast-store';
import styles from './settings-panel.module.css';
import { useSaveSettings } from './use-save-settings';

/** The price each odds format is shown with beside its name, so the choice is concrete. */
const SAMPLE_DECIMAL = 2.5;

interface SettingsPanelProps {
  /** The id the dialog is named by (its heading). */
  readonly headingId: string;
  /** Closes the panel (Cancel, ×, after a Save); the caller discards any draft. */
  readonly onClose: () => void;
}

/**
 * The settings panel (betting-domain §2 Settings panel, §4, §6): odds format, layout, sort order,
 * theme, accepting higher odds and cash-out changes, default stake — each group offered by the
 * site's settings and flags through the package's rules. Edits are a draft in the settings store
 * until Save; Save applies them everywhere (every price reads the saved odds format) and, for a
 * logged-in player, stores them on the platform first.
 */
export function SettingsPanel({ headingId, onClose }: SettingsPanelProps) {
  const t = useT();
  const site = useSite();
  const settings = useSiteSettings();
  const session = useSession();
  const format = useLocaleFormat();
  const state = useSettingsStore((s) => s.state);
  const dispatch = useSettingsStore((s) => s.dispatch);
  const { save, saving, problems, clearProblems } = useSaveSettings();
  const ids = {
    stake: useId(),
    stakeHint: useId(),
    stakeError: useId(),
    toggle: useId(),
    toggleHint: useId(),
  };

  const options = settingsPanelOptions({
    oddsTypes: settings.odds_types,
    viewTypes: settings.view_types,
  });
  const fields = settingsPanelFields({
    enableSwitchingThemeModes: settings.enable_switching_theme_modes,
    allowHigherOddsAndCashout: settings.allow_higher_odds_and_cashout,
    // Touchline has no separate default-stake flag: the brand's hide_default_stake_options is it.
    defaultStakeEnabled: !site.brand.hide_default_stake_options,
    brandVariant: site.brand.name,
  });
  const { draft } = state;
  // not_selected shows as what it resolves to (the site's defaults, spec §4).
  const oddsType = resolveOddsTypeSetting(draft.oddsType, settings.default_price_format);
  const layout = resolveLayoutSetting(draft.layout, settings.coupon_layout);
  // A stored choice the brand no longer offers stays listed, so the group always shows the value
  // in force.
  const oddsTypes = options.oddsTypes.includes(oddsType)
    ? options.oddsTypes
    : [...options.oddsTypes, oddsType];
  const layouts = options.layouts.includes(layout) ? options.layouts : [...options.layouts, layout];
  const currency = session?.currency ?? site.brand.default_currency;
  const dirty = settingsDraftDirty(state);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !dirty) return;
    const saved = await save({
      state,
      currency,
      limits: {
        betStakeMinAmount: settings.bet_stake_min_amount,
        betStakeMaxAmount: settings.bet_stake_max_amount,
      },
      themeEnabled: fields.theme,
      formatAmount: (amount) => `${format.number(amount)} ${currency}`,
    });
    if (saved) {
      // spec shell §8: the catalogue's "choice saved" notification.
      showNotificationToast('choice-saved', t);
      onClose();
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={saving}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('settings.title')}
        </h2>
        <button
          type="button"
          className={buttonStyles.iconButton}
          aria-label={t('common.close')}
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
      </div>

      <div className={styles.body}>
        {oddsTypes.length > 1 ? (
          <Choices
            legend={t('settings.oddsType')}
            name="oddsType"
            value={oddsType}
            options={oddsTypes.map((type) => ({
              value: type,
              label: t(`settings.oddsType.${type}`),
              sample: formatOdds(SAMPLE_DECIMAL, type),
            }))}
            onChange={(value) => {
              if (isPlayerOddsType(value)) dispatch({ type: 'oddsTypeChosen', oddsType: value });
            }}
          />
        ) : null}

        {layouts.length > 1 ? (
          <Choices
            legend={t('settings.layout')}
            name="layout"
            value={layout}
            options={layouts.map((value) => ({ value, label: t(`settings.layout.${value}`) }))}
            onChange={(value) => {
              if (isPlayerLayout(value)) dispatch({ type: 'layoutChosen', layout: value });
            }}
          />
        ) : null}

        <Choices
          legend={t('settings.sortBy')}
          name="sortBy"
          value={draft.sortBy}
          options={options.sortBy.map((value) => ({
            value,
            label: t(`settings.sortBy.${value}`),
          }))}
          onChange={(value) => {
            const sortBy = options.sortBy.find((s) => s === value);
            if (sortBy) dispatch({ type: 'sortByChosen', sortBy });
          }}
        />

        {fields.theme ? (
          <Choices
            legend={t('settings.theme')}
            name="theme"
            value={draft.theme}
            options={THEME_CHOICES.map((value) => ({ value, label: t(`theme.${value}`) }))}
            onChange={(value) => {
              const theme = THEME_CHOICES.find((c): c is ThemeChoice => c === value);
              if (theme) dispatch({ type: 'themeChosen', theme });
            }}
          />
        ) : null}

        {fields.acceptHigherOdds ? (
          <div className={styles.toggleRow}>
            <div className={styles.toggleText}>
              <label htmlFor={ids.toggle} className={styles.toggleLabel}>
                {t('settings.acceptHigherOddsAndCashout')}
              </label>
              <p id={ids.toggleHint} className={styles.hint}>
                {t('settings.acceptHigherOddsAndCashoutHint')}
              </p>
            </div>
            <input
              id={ids.toggle}
              className={styles.switch}
              type="checkbox"
              role="switch"
              aria-describedby={ids.toggleHint}
              checked={draft.userAcceptOdds === 'D'}
              onChange={() => dispatch({ type: 'acceptHigherOddsToggled' })}
            />
          </div>
        ) : null}

        {fields.defaultStake ? (
          <div className={styles.field}>
            <label htmlFor={ids.stake} className={styles.fieldLabel}>
              {t('settings.defaultStakeIn', { currency })}
            </label>
            <input
              id={ids.stake}
              className={styles.input}
              name="defaultStake"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('common.notSet')}
              aria-invalid={problems.stake !== null}
              aria-describedby={`${ids.stakeHint} ${ids.stakeError}`}
              value={draft.defaultStake}
              onChange={(event) => {
                clearProblems();
                dispatch({
                  type: 'defaultStakeTyped',
                  // spec betting-domain §5: numeric text only, shorter than the maximum, a
                  // leading zero dropped.
                  text: acceptDefaultStakeInput(draft.defaultStake, event.target.value),
                });
              }}
            />
            <p id={ids.stakeHint} className={styles.hint}>
              {t('settings.defaultStakeHint')}
            </p>
            <p id={ids.stakeError} className={styles.fieldError} aria-live="polite">
              {problems.stake}
            </p>
          </div>
        ) : null}

        {problems.failure ? (
          <p className={styles.failure} role="alert">
            {problems.failure}
          </p>
        ) : null}
      </div>

      <div className={styles.footer}>
        <p className={styles.status} aria-live="polite">
          {dirty ? t('settings.unsaved') : null}
        </p>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          onClick={onClose}
        >
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          disabled={!dirty || saving}
        >
          {saving ? <span className={buttonStyles.spinner} aria-hidden="true" /> : null}
          {t('settings.save')}
        </button>
      </div>
    </form>
  );
}

interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  /** A sample shown beside the label (an odds format's look); decorative. */
  readonly sample?: string;
}

interface ChoicesProps {
  readonly legend: string;
  readonly name: string;
  readonly value: string;
  readonly options: readonly ChoiceOption[];
  readonly onChange: (value: string) => void;
}

/** One setting as a group of radio buttons drawn as a segmented row (arrow keys move the choice). */
function Choices({ legend, name, value, options, onChange }: ChoicesProps): ReactNode {
  const group = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              className={styles.radio}
              type="radio"
              name={`${group}-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.chip}>
              <span className={styles.chipLabel}>{option.label}</span>
              {option.sample === undefined ? null : (
                <span className={styles.sample} aria-hidden="true">
                  {option.sample}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
