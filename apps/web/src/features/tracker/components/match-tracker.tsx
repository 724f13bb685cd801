'use client';

import type { TrackerIncident, TrackerPitch } from '@touchline/contract';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import {
  type FieldPitch,
  PRESSURE_WINDOW_MINUTES,
  STATS_OF,
  displayMinute,
  pressure,
  statName,
  timelineOf,
  trackerStats,
  zoneOf,
} from '../match-rules';
import { useLiveIncidents, type TrackerFeed } from './live-incidents';
import { PitchDrawing } from './pitch-drawing';
import { RinkDrawing } from './rink-drawing';
import { TennisTracker } from './tennis-tracker';
import styles from './match-tracker.module.css';
import { StatsTable } from './stats-table';
import { TIMELINE_PREVIEW, TimelineMore } from './timeline-more';
import parts from './tracker-parts.module.css';

export type { TrackerFeed };

/** Timeline rows shown before "Show all". */

type Translate = ReturnType<typeof useT>;

function periodName(t: Translate, pitch: FieldPitch, period: number): string {
  if (pitch === 'football') return t('tracker.period.half', { n: period });
  if (pitch === 'icehockey') {
    // Three periods, a sudden-death overtime, then the shootout.
    if (period <= 3) return t('tracker.period.period', { n: period });
    return period === 4 ? t('tracker.period.overtimeOnly') : t('tracker.period.shootout');
  }
  return period <= 4
    ? t('tracker.period.quarter', { n: period })
    : t('tracker.period.overtime', { n: period - 4 });
}

/** What happened, in words ("Goal", "3-pointer", "Half 2 starts", "2-minute penalty"). */
export function incidentText(t: Translate, pitch: FieldPitch, i: TrackerIncident): string {
  switch (i.kind) {
    // On the ice a shot reaches the goaltender or misses the net; a foul is a minor penalty.
    case 'shot_on_target':
    case 'shot_off_target':
    case 'foul':
      return pitch === 'icehockey'
        ? t(`tracker.kind.icehockey.${i.kind}`)
        : t(`tracker.kind.${i.kind}`);
    case 'period_start':
    case 'period_end':
      return t(`tracker.kind.${i.kind}`, { period: periodName(t, pitch, i.period) });
    case 'point':
      return t(`tracker.kind.point.${Math.min(3, Math.max(1, i.points ?? 2))}`);
    default:
      return t(`tracker.kind.${i.kind}`);
  }
}

function teamOf(i: TrackerIncident, home: string, away: string): string | null {
  return i.side === 'home' ? home : i.side === 'away' ? away : null;
}

/**
 * The match tracker of a live event (issue 12): the sport's drawing — a pitch, a court or a rink
 * with the ball (puck), or a tennis court with the server and the score — and its timeline. Reads the tracker
 * call once, then applies what the socket pushes; after a reconnect it reads the call again.
 */
export function MatchTracker(props: {
  readonly eventId: number;
  readonly pitch: TrackerPitch;
  readonly home: string;
  readonly away: string;
  readonly feed: TrackerFeed;
}) {
  const { pitch, ...rest } = props;
  if (pitch === 'tennis') return <TennisTracker {...rest} />;
  return <FieldTracker {...rest} pitch={pitch} />;
}

/** Football, basketball and ice hockey: the ball (puck), who is pressing, the statistics and the timeline. */
function FieldTracker({
  eventId,
  pitch,
  home,
  away,
  feed,
}: {
  readonly eventId: number;
  readonly pitch: FieldPitch;
  readonly home: string;
  readonly away: string;
  readonly feed: TrackerFeed;
}) {
  const t = useT();
  const titleId = useId();
  const { incidents, failed } = useLiveIncidents(eventId, feed);
  const [showAll, setShowAll] = useState(false);

  const latest = incidents.at(-1) ?? null;
  const stats = useMemo(() => trackerStats(incidents), [incidents]);
  const press = useMemo(() => pressure(incidents, pitch), [incidents, pitch]);
  const timeline = useMemo(() => timelineOf(incidents), [incidents]);
  const minutes = PRESSURE_WINDOW_MINUTES[pitch];

  const minuteText = (i: TrackerIncident) =>
    t('tracker.minute', { minute: displayMinute(i, pitch) });
  const situation = latest
    ? latest.side === null
      ? t('tracker.situation.neutral', {
          minute: minuteText(latest),
          incident: incidentText(t, pitch, latest),
        })
      : t('tracker.situation', {
          minute: minuteText(latest),
          team: teamOf(latest, home, away) ?? '',
          incident: incidentText(t, pitch, latest),
          zone: t(`tracker.zone.${zoneOf(latest, pitch)}`),
        })
    : t('tracker.situation.none');

  if (failed) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('tracker.title')}
        </h2>
        <p className={parts.muted}>{t('tracker.unavailable')}</p>
      </section>
    );
  }

  const shown = showAll ? timeline : timeline.slice(0, TIMELINE_PREVIEW);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('tracker.title')}
      </h2>
      <div className={styles.stage}>
        <div className={styles.teams} aria-hidden="true">
          <span className={cx(styles.teamName, styles.homeText)}>{home} →</span>
          <span className={cx(styles.teamName, styles.awayText)}>← {away}</span>
        </div>
        {pitch === 'icehockey' ? (
          <RinkDrawing latest={latest} label={t('tracker.drawing.icehockey', { situation })} />
        ) : (
          <PitchDrawing
            pitch={pitch}
            latest={latest}
            label={t(`tracker.drawing.${pitch}`, { situation })}
          />
        )}
        <p className={styles.situation}>{situation}</p>
      </div>

      <div className={styles.pressure}>
        <p className={parts.subTitle}>
          {t(pitch === 'basketball' ? 'tracker.momentum' : 'tracker.pressure', { minutes })}
        </p>
        {press ? (
          <>
            <div className={styles.pressureBar} aria-hidden="true">
              <span className={cx(styles.pressureHome)} style={{ width: `${press.home}%` }} />
              <span className={cx(styles.pressureAway)} style={{ width: `${press.away}%` }} />
            </div>
            <p className={styles.pressureLabels}>
              <span>{t('tracker.pressure.side', { team: home, percent: press.home })}</span>
              <span>{t('tracker.pressure.side', { team: away, percent: press.away })}</span>
            </p>
          </>
        ) : (
          <p className={parts.muted}>
            {t(pitch === 'basketball' ? 'tracker.momentum.none' : 'tracker.pressure.none', {
              minutes,
            })}
          </p>
        )}
      </div>

      <StatsTable
        home={home}
        away={away}
        rows={STATS_OF[pitch].map((key) => ({
          key,
          label: t(`tracker.stat.${statName(pitch, key)}`),
          home: stats.home[key],
          away: stats.away[key],
        }))}
      />

      <h3 className={cx(parts.subTitle, parts.fullRow)} id={`${titleId}-timeline`}>
        {t('tracker.timeline')}
      </h3>
      {timeline.length === 0 ? (
        <p className={cx(parts.muted, parts.fullRow)}>{t('tracker.timeline.empty')}</p>
      ) : (
        <ol className={parts.timeline} aria-labelledby={`${titleId}-timeline`}>
          {shown.map((i) => {
            const team = teamOf(i, home, away);
            return (
              <li key={i.seq} className={cx(parts.row, i.side === 'away' && styles.rowAway)}>
                <span className={parts.lead}>{minuteText(i)}</span>
                <span className={cx(styles.mark, styles[`mark_${i.kind}`])} aria-hidden="true" />
                <span className={parts.what}>
                  {incidentText(t, pitch, i)}
                  {team ? <span className={styles.team}> · {team}</span> : null}
                  {i.score ? (
                    <span className={parts.score}>
                      {' '}
                      {t('tracker.timeline.score', { home: i.score.home, away: i.score.away })}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <TimelineMore
        count={timeline.length}
        showAll={showAll}
        onToggle={() => setShowAll((v) => !v)}
      />
    </section>
  );
}
