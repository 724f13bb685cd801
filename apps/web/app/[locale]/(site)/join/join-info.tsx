'use client';

import { LoginButton } from '../../../../src/features/auth';
import { useT } from '../../../../src/shared/site/site-context';
import buttonStyles from '../../../../src/shared/ui/button.module.css';
import { cx } from '../../../../src/shared/ui/cx';
import { InfoPage } from '../_components/not-available';

/** How to get an account while the site has no registration flow, and the way to log in. */
export function JoinInfo() {
  const t = useT();
  return (
    <InfoPage heading="shell.join.title" title="shell.join.unavailable" hint="shell.join.demoHint">
      <LoginButton
        label={t('shell.header.login')}
        className={cx(buttonStyles.root, buttonStyles.primary)}
      />
    </InfoPage>
  );
}
