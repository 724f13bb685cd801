'use client';

import { useReportedError } from '../../../src/features/content';
import { useT } from '../../../src/shared/site/site-context';
import buttonStyles from '../../../src/shared/ui/button.module.css';
import panelStyles from '../../../src/shared/ui/panel.module.css';
import { cx } from '../../../src/shared/ui/cx';

/** Render errors inside a page keep the shell, are reported and offer a retry (spec shell §8). */
export default function PageError({
  error,
  reset,
}: {
  readonly error: Error;
  readonly reset: () => void;
}) {
  const t = useT();
  useReportedError('page', error);
  return (
    <div className={panelStyles.emptyState} role="alert">
      <p className={panelStyles.emptyStateTitle}>{t('pages.error.title')}</p>
      <p className={panelStyles.emptyStateHint}>{t('pages.error.body')}</p>
      <button type="button" className={cx(buttonStyles.root, buttonStyles.primary)} onClick={reset}>
        {t('pages.error.retry')}
      </button>
    </div>
  );
}
