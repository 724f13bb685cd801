'use client';

import { isNativeNotificationShown } from '@touchline/site';
import { useState } from 'react';
import { useSession } from '../../../shared/session/session-store';
import { useSite, useT } from '../../../shared/site/site-context';
import buttonStyles from '../../../shared/ui/button.module.css';
import { cx } from '../../../shared/ui/cx';
import type { HostChannel } from '../host-channel';
import styles from './embedding.module.css';

/** "Not now" puts the prompt aside for the tab (the app opens a new one each launch). */
const DISMISSED_KEY = 'tl-native-notification-dismissed';

function dismissedInTab(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * spec shell §2: "in native-app mode franco notifications and a login status" (decisions):
 * - the login status: who is logged in, in a status line below the page (the app's own bar,
 *   not the site's header, frames it in content-only mode);
 * - the notification prompt, to the audience show_flutter_notification names: "Turn on
 *   notifications" asks the app (host message `notificationsrequest`), which asks the operating
 *   system; "Not now" puts it aside for the tab. Without a known host there is nobody to ask, so
 *   no prompt.
 */
export function NativeAppExtras({ channel }: { readonly channel: HostChannel | null }) {
  const t = useT();
  const site = useSite();
  const session = useSession();
  const [dismissed, setDismissed] = useState(dismissedInTab);
  const loggedIn = session !== null;
  const prompt =
    channel !== null &&
    !dismissed &&
    isNativeNotificationShown({
      nativeApp: true,
      loggedIn,
      audience: site.settings.mobile.show_flutter_notification,
    });

  const putAside = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage may be off in the app's web view: the prompt then returns on the next page.
    }
  };

  return (
    <div className={styles.nativeApp}>
      <p role="status" className={styles.loginStatus}>
        {session
          ? t('embedding.nativeApp.loggedIn', { username: session.username })
          : t('embedding.nativeApp.loggedOut')}
      </p>
      {prompt ? (
        <section
          className={styles.notification}
          aria-label={t('embedding.nativeApp.notification.label')}
        >
          <p>{t('embedding.nativeApp.notification.text')}</p>
          <div className={styles.notificationActions}>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.primary)}
              onClick={() => {
                channel.send('notificationsrequest', {});
                putAside();
              }}
            >
              {t('embedding.nativeApp.notification.enable')}
            </button>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              onClick={putAside}
            >
              {t('embedding.nativeApp.notification.dismiss')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
