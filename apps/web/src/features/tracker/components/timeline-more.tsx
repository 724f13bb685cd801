'use client';

import { useState, type ReactNode } from 'react';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
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

/** One row of a tracker's timeline, as the sport words and marks it. */
export interface TimelineEntry {
  readonly key: number;
  /** The minute or the set, before the mark. */
  readonly lead: string;
  /** The mark's classes (the sport's stylesheet draws each kind). */
  readonly mark: string;
  /** The row's own class, if any (e.g. the away side's). */
  readonly rowClass?: string | false;
  readonly text: ReactNode;
  /** The score after it, shown after the text. */
  readonly score: { readonly home: number | string; readonly away: number | string } | null;
}

/**
 * A tracker's timeline, newest first: its title, the rows (the first TIMELINE_PREVIEW until
 * "Show all"), or a line saying there is nothing yet. `id` names the list by its title.
 */
export function TrackerTimeline({
  id,
  entries,
  listClass,
}: {
  readonly id: string;
  readonly entries: readonly TimelineEntry[];
  readonly listClass?: string | undefined;
}) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? entries : entries.slice(0, TIMELINE_PREVIEW);
  return (
    <>
      <h3 className={cx(parts.subTitle, parts.fullRow)} id={id}>
        {t('tracker.timeline')}
      </h3>
      {entries.length === 0 ? (
        <p className={cx(parts.muted, parts.fullRow)}>{t('tracker.timeline.empty')}</p>
      ) : (
        <ol className={cx(parts.timeline, listClass)} aria-labelledby={id}>
          {shown.map((e) => (
            <li key={e.key} className={cx(parts.row, e.rowClass)}>
              <span className={parts.lead}>{e.lead}</span>
              <span className={e.mark} aria-hidden="true" />
              <span className={parts.what}>
                {e.text}
                {e.score ? (
                  <span className={parts.score}>
                    {' '}
                    {t('tracker.timeline.score', { home: e.score.home, away: e.score.away })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
      <TimelineMore
        count={entries.length}
        showAll={showAll}
        onToggle={() => setShowAll((v) => !v)}
      />
    </>
  );
}
