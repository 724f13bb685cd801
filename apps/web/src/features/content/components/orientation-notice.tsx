'use client';

import type { Translator } from '@touchline/site';
import { useState } from 'react';
import { useMediaQuery } from '../../../shared/hydration/use-media-query';
import styles from './orientation-notice.module.css';

/**
 * Decision (spec shell §2 "a device-orientation notice"): a phone held sideways — landscape, a
 * touch (coarse) pointer and a short viewport (at most 500 px high: phones; tablets in landscape
 * are taller). A desktop (fine pointer) or a tablet never sees it.
 */
export const PHONE_LANDSCAPE_QUERY =
  '(orientation: landscape) and (pointer: coarse) and (max-height: 500px)';

export interface OrientationNoticeProps {
  readonly t: Translator['t'];
}

/**
 * spec shell §2: a polite notice suggesting portrait on a phone held in landscape. Dismissible:
 * once dismissed it stays away for the rest of the visit (the shell keeps it mounted).
 */
export function OrientationNotice({ t }: OrientationNoticeProps) {
  const phoneLandscape = useMediaQuery(PHONE_LANDSCAPE_QUERY);
  const [dismissed, setDismissed] = useState(false);
  const shown = phoneLandscape && !dismissed;
  return (
    // The live region stays in the page so the notice is announced when it appears.
    <div role="status" aria-live="polite">
      {shown ? (
        <div className={styles.notice}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="28"
            height="28"
            className={styles.icon}
          >
            <rect
              x="7"
              y="3"
              width="10"
              height="16"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path
              d="M3 15a9 9 0 0 0 6 6M21 9a9 9 0 0 0-6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
          <p className={styles.text}>
            <strong>{t('shell.orientation.title')}</strong> {t('shell.orientation.body')}
          </p>
          <button type="button" className={styles.dismiss} onClick={() => setDismissed(true)}>
            {t('shell.orientation.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
