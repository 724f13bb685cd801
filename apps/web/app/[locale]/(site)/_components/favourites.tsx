'use client';

import { useT } from '../../../../src/shared/site/site-context';
import panelStyles from '../../../../src/shared/ui/panel.module.css';

/**
 * spec shell §2 Favourites (10000-FAVOURITES): the player's favourite events. Favouriting an
 * event arrives with the browsing pages (issue 12); until then the list is empty and says how
 * it fills.
 */
export function Favourites() {
  const t = useT();
  return (
    <>
      <div className="page-heading">
        <h1>{t('sports.favourites.title')}</h1>
      </div>
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('sports.favourites.none')}</p>
        <p className={panelStyles.emptyStateHint}>{t('events.favourite.empty')}</p>
      </div>
    </>
  );
}
