'use client';

import { useEffect, useState } from 'react';
import { useT } from '../../../shared/site/site-context';
import { useLiveStatus } from '../hooks/live-client';
import styles from './live-connection-notice.module.css';

/** A blip shorter than this (a reconnect that works at once) is not worth telling. */
export const NOTICE_DELAY_MS = 3_000;

/**
 * Says so while live updates are interrupted (the socket is down and the page falls back to
 * polling every few seconds); nothing otherwise. A polite status message when it appears.
 */
export function LiveConnectionNotice() {
  const t = useT();
  const status = useLiveStatus();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (status !== 'down') {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);
  if (!shown) return null;
  return (
    <p role="status" className={styles.notice}>
      <span className={styles.dot} aria-hidden="true" />
      {t('live.connection.interrupted')}
    </p>
  );
}
