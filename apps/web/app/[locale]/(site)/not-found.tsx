'use client';

import { localiseHref } from '@touchline/site';
import Link from '../../../src/shared/ui/link';
import { useLocale } from '../../../src/shared/routing/use-locale';
import { useT } from '../../../src/shared/site/site-context';
import buttonStyles from '../../../src/shared/ui/button.module.css';
import panelStyles from '../../../src/shared/ui/panel.module.css';
import { cx } from '../../../src/shared/ui/cx';

/** A path outside the route table (`[...rest]`) or an unknown slug: a 404 inside the shell. */
export default function NotFound() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={panelStyles.emptyState}>
      <h1 className={panelStyles.emptyStateTitle}>{t('pages.notFound.title')}</h1>
      <p className={panelStyles.emptyStateHint}>{t('pages.notFound.body')}</p>
      <Link
        href={localiseHref('/', locale)}
        className={cx(buttonStyles.root, buttonStyles.primary)}
      >
        {t('pages.notFound.home')}
      </Link>
    </div>
  );
}
