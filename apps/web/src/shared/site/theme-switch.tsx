'use client';

import { useId, useSyncExternalStore } from 'react';
import { useSite, useT } from './site-context';
import { applyThemeChoice, currentThemeChoice, subscribeThemeChoice, THEME_CHOICES } from './theme';
import styles from './site-controls.module.css';

/**
 * Light, dark or the browser's scheme (spec shell §9; betting-domain §2 settings when
 * enable_switching_theme_modes is on): a radio group, applied at once and stored under the
 * theme's own key. It shows the choice in force, whoever applied it (this switch, the settings
 * panel, the embedding host).
 */
export function ThemeSwitch() {
  const t = useT();
  const site = useSite();
  const name = useId();
  // The boot script chose before hydration; the server renders the brand's default.
  const choice = useSyncExternalStore(
    subscribeThemeChoice,
    () => currentThemeChoice(site.brand.default_theme),
    () => site.brand.default_theme,
  );
  if (!site.settings.web.enable_switching_theme_modes) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('theme.label')}</legend>
      {THEME_CHOICES.map((value) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={choice === value}
            onChange={() => applyThemeChoice(value)}
          />
          <span>{t(`theme.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
