'use client';

import type { TrackerIncident } from '@touchline/contract';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { useLiveIncidents, type TrackerFeed } from './live-incidents';
import styles from './match-tracker.module.css';
import parts from './tracker-parts.module.css';

/**
 * What every sport's tracker shares: its panel (the section named by its "Match tracker"
 * title), the live incidents it draws, the teams' names either end, and the words for a side.
 * Each sport's component keeps only its drawing, board, statistics and timeline words.
 */

export type Translate = ReturnType<typeof useT>;
export type TeamSide = 'home' | 'away';

/** A side's team name ('' for no side: a period mark). */
export const teamName = (side: TeamSide | null, home: string, away: string): string =>
  side === 'home' ? home : side === 'away' ? away : '';

/**
 * A sport tracker's start: the page's words, its title's id (the timeline's is beside it), and
 * the event's live incidents (the call once, then the pushes).
 */
export function useSportTracker(
  eventId: number,
  feed: TrackerFeed,
): {
  readonly t: Translate;
  readonly titleId: string;
  readonly timelineId: string;
  readonly incidents: readonly TrackerIncident[];
  readonly failed: boolean;
} {
  const t = useT();
  const titleId = useId();
  const { incidents, failed } = useLiveIncidents(eventId, feed);
  return { t, titleId, timelineId: `${titleId}-timeline`, incidents, failed };
}

/**
 * A match tracker's panel: the section named by its "Match tracker" title, holding the sport's
 * drawing, statistics and timeline, or a line saying the tracker is not available (its call
 * failed with nothing held). The shared tracker layout unless a sport brings its own
 * (`className`, `titleClass`: tennis).
 */
export function TrackerPanel({
  titleId,
  failed,
  className = styles.root,
  titleClass = styles.title,
  children,
}: {
  readonly titleId: string;
  readonly failed: boolean;
  readonly className?: string | undefined;
  readonly titleClass?: string | undefined;
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

/**
 * The teams' names over the drawing, home at the left end, away at the right (hidden from
 * assistive technology: the drawing's text says it). `arrows` shows which way each attacks;
 * `lit` marks the side with the ball.
 */
export function TeamEnds({
  home,
  away,
  arrows = false,
  lit = null,
}: {
  readonly home: string;
  readonly away: string;
  readonly arrows?: boolean;
  readonly lit?: TeamSide | null;
}) {
  return (
    <div className={styles.teams} aria-hidden="true">
      {(['home', 'away'] as const).map((side) => (
        <span
          key={side}
          className={cx(
            styles.teamName,
            side === 'home' ? styles.homeText : styles.awayText,
            lit === side && styles.possessing,
          )}
        >
          {!arrows ? teamName(side, home, away) : side === 'home' ? `${home} →` : `← ${away}`}
        </span>
      ))}
    </div>
  );
}

/**
 * A board's row heading for one side: the dot lit for the side serving or batting, the team's
 * name (underlined then, in `onClass`), and the same said in words for assistive technology.
 */
export function BoardSide({
  name,
  on,
  onText,
  className,
  nameClass,
  onClass,
}: {
  readonly name: string;
  readonly on: boolean;
  /** What `on` means, in words ("batting", "serving"). */
  readonly onText: string;
  readonly className: string | undefined;
  readonly nameClass: string | undefined;
  readonly onClass?: string | undefined;
}) {
  return (
    <th scope="row" className={className}>
      <span className={cx(parts.serveDot, on && parts.serveDotOn)} aria-hidden="true" />
      <span className={cx(nameClass, on && onClass)}>{name}</span>
      {on ? <span className="visually-hidden"> ({onText})</span> : null}
    </th>
  );
}
