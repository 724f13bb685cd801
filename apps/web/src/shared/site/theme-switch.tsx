'use client';

import { useEffect, useId, useState } from 'react';
import { useSite, useT } from './site-context';
import { applyThemeChoice, currentThemeChoice, THEME_CHOICES, type ThemeChoice } from './theme';
import styles from './site-controls.module.css';

/**
 * Light, dark or the browser's scheme (spec shell §9; betting-domain §2 settings when
 * enable_switching_theme_modes is on): a radio group, applied at once and stored under the
 * theme's own key.
 */
export function ThemeSwitch() {
  const t = useT();
  const site = useSite();
  const name = useId();
  const [choice, setChoice] = useState<ThemeChoice>(site.brand.default_theme);
  // The boot script chose before hydration; read what it chose once mounted.
  useEffect(
    () => setChoice(currentThemeChoice(site.brand.default_theme)),
    [site.brand.default_theme],
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
            onChange={() => {
              setChoice(value);
              applyThemeChoice(value);
            }}
          />
          <span>{t(`theme.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
