'use client';

import { useSearchParams } from 'next/navigation';
import { isTranslationsMode } from '@touchline/site';
import { useSite, useT } from './site-context';
import styles from './site-controls.module.css';

/**
 * spec shell §2 `mode=translations`: a translator's view of the page's language — the keys it
 * lacks (the page shows them in English), listed at the foot of the page; nothing otherwise.
 */
export function TranslationsReport() {
  const search = useSearchParams();
  const site = useSite();
  const t = useT();
  if (!isTranslationsMode(`?${search.toString()}`)) return null;
  const missing = site.missingMessages;
  return (
    <section className={styles.report} aria-label={t('translations.report.title')}>
      <h2>{t('translations.report.title')}</h2>
      <p>
        {t('translations.report.summary', { count: missing.length, locale: site.messagesLocale })}
      </p>
      {missing.length > 0 ? (
        <ul>
          {missing.map((key) => (
            <li key={key}>
              <code>{key}</code>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
