'use client';

import {
  hasLanguageChoice,
  languageDropdownLayout,
  SHELL_SIZES,
  type LanguageDropdownLayout,
} from '@touchline/site';
import type { Language } from '@touchline/contract';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMediaQuery } from '../hydration/use-media-query';
import { Dropdown } from '../ui/dropdown';
import { useSite, useSiteSettings, useT } from './site-context';
import { pathInLanguage } from './language-links';
import styles from './site-controls.module.css';

const DESKTOP_QUERY = `(min-width: ${SHELL_SIZES.desktopMinViewportWidthPx}px)`;

/**
 * The languages a flag is drawn for (apps/web/public/flags/{segment}.svg), by route segment:
 * en the United Kingdom, es Spain, pt Brazil (the brands' Portuguese is pt-BR), de Germany,
 * tr Türkiye. A language without one shows its code instead.
 */
export const FLAG_SEGMENTS: readonly string[] = ['en', 'es', 'pt', 'de', 'tr'];

/** The flag image of a language's route segment, or null when none is drawn. */
export function flagSrc(segment: string): string | null {
  return FLAG_SEGMENTS.includes(segment) ? `/flags/${segment}.svg` : null;
}

const LAYOUT_CLASS: Readonly<Record<LanguageDropdownLayout, string | undefined>> = {
  singleColumn: styles.languageList,
  grid: styles.languageGrid,
};

/**
 * The language dropdown (spec shell §2): the brand's languages by their own names, with their
 * flags when enable_flags is on, the current one marked; choosing one opens the same page under
 * its segment (a full navigation, so the server renders the page and its catalogue in that
 * language). Nothing when there is no choice (one language). On desktop 7 languages or fewer are
 * one column and longer lists a grid; the phone's drawer always lists them in one column.
 *
 * Where it shows is the caller's rule: the header asks `isHeaderLanguageSelectorVisible`
 * (desktop, enable_flags, more than one language).
 */
export function LanguageSelector({ current }: { readonly current: string }) {
  const t = useT();
  const site = useSite();
  const flags = useSiteSettings('web').enable_flags;
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // Null outside the app router (a component test): the language's root then.
  const path = (usePathname() as string | null) ?? `/${current}`;
  const query = (useSearchParams() as URLSearchParams | null)?.toString() ?? '';
  const languages = site.languages;
  if (!hasLanguageChoice(languages.length)) return null;
  const currentLanguage = languages.find((l) => l.external_locale === current);
  const currentFlag = flags ? flagSrc(current) : null;
  const layout = languageDropdownLayout(languages.length, isDesktop);

  return (
    <Dropdown
      trigger={
        <span className={styles.languageTrigger}>
          <span className={styles.visuallyHidden}>
            {t('language.current', { language: currentLanguage?.name ?? current })}
          </span>
          {currentFlag ? (
            <Flag src={currentFlag} />
          ) : (
            <span aria-hidden="true" className={styles.code}>
              {current.toUpperCase()}
            </span>
          )}
        </span>
      }
    >
      <ul className={LAYOUT_CLASS[layout]} aria-label={t('language.choose')} data-layout={layout}>
        {languages.map((language) => (
          <li key={language.id}>
            <LanguageLink
              language={language}
              current={language.external_locale === current}
              href={`${pathInLanguage(path, language.external_locale)}${query ? `?${query}` : ''}`}
              flag={flags ? flagSrc(language.external_locale) : null}
            />
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

function LanguageLink({
  language,
  current,
  href,
  flag,
}: {
  readonly language: Language;
  readonly current: boolean;
  readonly href: string;
  readonly flag: string | null;
}) {
  return (
    <a
      className={styles.languageLink}
      href={href}
      hrefLang={language.locale}
      lang={language.locale}
      aria-current={current ? 'true' : undefined}
    >
      {flag ? <Flag src={flag} /> : null}
      {language.name}
    </a>
  );
}

/** A flag beside a language's name: decorative, the name says which language it is. */
function Flag({ src }: { readonly src: string }) {
  return <img className={styles.flag} src={src} alt="" width={24} height={16} />;
}
