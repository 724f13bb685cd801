'use client';

import buttonStyles from '../../src/shared/ui/button.module.css';
import panelStyles from '../../src/shared/ui/panel.module.css';
import { cx } from '../../src/shared/ui/cx';

/** Render errors inside a page keep the shell and offer a retry (spec shell §8). */
export default function PageError({
  reset,
}: {
  readonly error: Error;
  readonly reset: () => void;
}) {
  return (
    <div className={panelStyles.emptyState} role="alert">
      <p className={panelStyles.emptyStateTitle}>Something went wrong</p>
      <p className={panelStyles.emptyStateHint}>This part of the page could not be shown.</p>
      <button type="button" className={cx(buttonStyles.root, buttonStyles.primary)} onClick={reset}>
        Try again
      </button>
    </div>
  );
}
