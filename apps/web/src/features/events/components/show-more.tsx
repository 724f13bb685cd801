'use client';

import { useTranslator } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import buttonStyles from '../../../shared/ui/button.module.css';
import styles from './event-list.module.css';

/** A list's next page, as usePagedEvents offers it. */
export interface ShowMoreProps {
  /** How many events the next page brings (at most a page). */
  readonly count: number;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onShowMore: () => void;
}

/** "Show 20 more events": a real button under the list, busy while the page loads. */
export function ShowMore({ more }: { readonly more: ShowMoreProps | null | undefined }) {
  const { t, plural } = useTranslator();
  if (!more || more.count <= 0) return null;
  return (
    <div className={styles.showMore}>
      {more.failed ? (
        <p role="alert" className={styles.showMoreError}>
          {t('events.showMore.failed')}
        </p>
      ) : null}
      <button
        type="button"
        className={cx(buttonStyles.root, buttonStyles.secondary)}
        aria-busy={more.loading}
        disabled={more.loading}
        onClick={more.onShowMore}
      >
        {plural('events.showMore', more.count)}
      </button>
    </div>
  );
}
