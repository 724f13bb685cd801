'use client';

import { LoginButton } from '../../../../src/features/auth';
import { useT } from '../../../../src/shared/site/site-context';
import buttonStyles from '../../../../src/shared/ui/button.module.css';
import { cx } from '../../../../src/shared/ui/cx';
import panelStyles from '../../../../src/shared/ui/panel.module.css';

/** How to get an account while the site has no registration flow, and the way to log in. */
export function JoinInfo() {
  const t = useT();
  return (
    <>
      <div className="page-heading">
        <h1>{t('shell.join.title')}</h1>
      </div>
      <div className={panelStyles.emptyState}>
        <p className={panelStyles.emptyStateTitle}>{t('shell.join.unavailable')}</p>
        <p className={panelStyles.emptyStateHint}>{t('shell.join.demoHint')}</p>
        <LoginButton
          label={t('shell.header.login')}
          className={cx(buttonStyles.root, buttonStyles.primary)}
        />
      </div>
    </>
  );
}
