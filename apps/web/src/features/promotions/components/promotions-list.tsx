'use client';

import { useT } from '../../../shared/site/site-context';
import buttonStyles from '../../../shared/ui/button.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';
import { usePromotions } from '../api/get-promotions';
import styles from './promotions-list.module.css';

/** /promotions (spec shell §2): the brand's promotions for this visitor or player. */
export function PromotionsList() {
  const t = useT();
  const promotions = usePromotions();
  if (promotions.isPending) return <p className={panelStyles.loading}>{t('common.loading')}</p>;
  if (promotions.isError) {
    return (
      <div className={panelStyles.emptyState} role="alert">
        <p className={panelStyles.emptyStateTitle}>{t('pages.promotions.loadError')}</p>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          onClick={() => void promotions.refetch()}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (promotions.data.promotions.length === 0) {
    return (
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('pages.promotions.empty')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {promotions.data.promotions.map((promotion) => {
        const headingId = `promotion-${promotion.id}`;
        return (
          <li key={promotion.id}>
            <article className={styles.card} aria-labelledby={headingId}>
              {promotion.image ? (
                // A brand's image of any size: a plain img keeps its own proportions.
                <img src={promotion.image} alt="" className={styles.image} />
              ) : null}
              <h2 id={headingId} className={styles.title}>
                {promotion.title}
              </h2>
              <div
                className={styles.body}
                // The platform sanitises promotion HTML with the widgets' allow-list
                // (apps/platform/src/modules/cms/promotions.ts): safe to insert as is.
                dangerouslySetInnerHTML={{ __html: promotion.body }}
              />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
