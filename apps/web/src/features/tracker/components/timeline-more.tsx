'use client';

import { useT } from '../../../shared/site/site-context';
import parts from './tracker-parts.module.css';

/** How many incidents a tracker's timeline shows before "Show all". */
export const TIMELINE_PREVIEW = 12;

/** The timeline's "Show all" / "Show fewer" button, when it holds more than the preview. */
export function TimelineMore({
  count,
  showAll,
  onToggle,
}: {
  readonly count: number;
  readonly showAll: boolean;
  readonly onToggle: () => void;
}) {
  const t = useT();
  if (count <= TIMELINE_PREVIEW) return null;
  return (
    <button type="button" className={parts.more} aria-expanded={showAll} onClick={onToggle}>
      {showAll ? t('tracker.timeline.showFewer') : t('tracker.timeline.showAll', { count })}
    </button>
  );
}
