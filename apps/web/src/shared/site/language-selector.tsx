'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Dropdown } from '../ui/dropdown';
import { useSite, useT } from './site-context';
import { LANGUAGE_SINGLE_COLUMN_MAX, pathInLanguage } from './language-links';
import styles from './site-controls.module.css';

/**
 * The language dropdown (spec shell §2): the brand's languages by their own names, the current
 * one marked; choosing one opens the same page under its segment (a full navigation, so the
 * server renders the page and its catalogue in that language).
 */
export function LanguageSelector({ current }: { readonly current: string }) {
  const t = useT();
  const site = useSite();
  const path = usePathname();
  const search = useSearchParams();
  const query = search.toString();
  const currentLanguage = site.languages.find((l) => l.external_locale === current);
  const grid = site.languages.length > LANGUAGE_SINGLE_COLUMN_MAX;
  return (
    <Dropdown
      trigger={
        <span>
          <span className={styles.visuallyHidden}>
            {t('language.current', { language: currentLanguage?.name ?? current })}
          </span>
          <span aria-hidden="true" className={styles.code}>
            {current.toUpperCase()}
          </span>
        </span>
      }
    >
      <ul
        className={grid ? styles.languageGrid : styles.languageList}
        aria-label={t('language.choose')}
      >
        {site.languages.map((language) => (
          <li key={language.id}>
            <a
              className={styles.languageLink}
              href={`${pathInLanguage(path, language.external_locale)}${query ? `?${query}` : ''}`}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.external_locale === current ? 'true' : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
