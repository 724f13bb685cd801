'use client';

import type { ReactNode } from 'react';
import { useT } from '../../../shared/site/site-context';
import parts from './tracker-parts.module.css';

/**
 * A match tracker's panel: the section named by its "Match tracker" title, holding the sport's
 * drawing, statistics and timeline, or a line saying the tracker is not available (its call
 * failed with nothing held). Each sport's stylesheet lays it out (`className`, `titleClass`).
 */
export function TrackerPanel({
  titleId,
  failed,
  className,
  titleClass,
  children,
}: {
  readonly titleId: string;
  readonly failed: boolean;
  readonly className: string | undefined;
  readonly titleClass: string | undefined;
  readonly children: ReactNode;
}) {
  const t = useT();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClass}>
        {t('tracker.title')}
      </h2>
      {failed ? <p className={parts.muted}>{t('tracker.unavailable')}</p> : children}
    </section>
  );
}
