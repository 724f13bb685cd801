'use client';

import { localiseHref } from '@touchline/site';
import Link from '../../../../src/shared/ui/link';
import { HtmlWidget } from '../../../../src/features/content';
import { useLocale } from '../../../../src/shared/routing/use-locale';
import { useSite, useSiteSettings, useT } from '../../../../src/shared/site/site-context';
import panelStyles from '../../../../src/shared/ui/panel.module.css';

/**
 * The public information page: the brand, safer gambling (the age rule and the player's own
 * limits), the terms of use (the brand's terms widget) and the pages anyone can open.
 */
export function PublicInformation() {
  const t = useT();
  const locale = useLocale();
  const brand = useSite().brand.display_name;
  const settings = useSiteSettings();
  const href = (path: string) => localiseHref(path, locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('pages.public.title')}</h1>
        <p className="page-heading__sub">{t('pages.public.about', { brand })}</p>
      </div>
      <div className={panelStyles.panelStack}>
        <section className={panelStyles.panel} aria-labelledby="public-rg">
          <h2 id="public-rg" className={panelStyles.panelTitle}>
            {t('pages.public.responsibleGambling')}
          </h2>
          <p>{t('shell.footer.ageLimit')}</p>
          <p>{t('pages.public.responsibleGamblingHint')}</p>
          <p>
            <Link href={href('/account/responsible-gambling')}>
              {t('pages.public.responsibleGamblingLink')}
            </Link>
          </p>
        </section>
        <section className={panelStyles.panel} aria-labelledby="public-terms">
          <h2 id="public-terms" className={panelStyles.panelTitle}>
            {t('shell.footer.termsOfUse')}
          </h2>
          {settings.terms_of_use_html_widget_id ? (
            <HtmlWidget id={settings.terms_of_use_html_widget_id} variant="plain" />
          ) : (
            <p>{t('pages.public.termsNone', { brand })}</p>
          )}
        </section>
        <section className={panelStyles.panel} aria-labelledby="public-links">
          <h2 id="public-links" className={panelStyles.panelTitle}>
            {t('pages.public.links')}
          </h2>
          <ul>
            <li>
              <Link href={href('/sports')}>{t('sports.title')}</Link>
            </li>
            <li>
              <Link href={href('/live/sport')}>{t('live.title')}</Link>
            </li>
            <li>
              <Link href={href('/promotions')}>{t('pages.promotions.title')}</Link>
            </li>
            <li>
              <Link href={href('/jackpot')}>{t('jackpot.title')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
