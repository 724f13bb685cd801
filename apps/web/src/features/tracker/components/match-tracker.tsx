'use client';

import type { TrackerIncident, TrackerPitch } from '@touchline/contract';
import { useMemo } from 'react';
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
import { AmericanFootballTracker } from './american-football-tracker';
import { BaseballTracker } from './baseball-tracker';
import { CricketTracker } from './cricket-tracker';
import type { SportTrackerProps, TrackerFeed } from './live-incidents';
import { PitchDrawing } from './pitch-drawing';
import { RinkDrawing } from './rink-drawing';
import { TennisTracker } from './tennis-tracker';
import { VolleyballTracker } from './volleyball-tracker';
import styles from './match-tracker.module.css';
import { StatsTable } from './stats-table';
import { TrackerTimeline } from './timeline-more';
import { TeamEnds, TrackerPanel, useSportTracker, type Translate } from './tracker-panel';
import parts from './tracker-parts.module.css';

export type { TrackerFeed };

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
 * with the ball (puck), a tennis or volleyball court with the server and the score, or an
 * American football field with the ball and the down, a cricket ground with the last ball
 * and the chase, or a baseball field with the runners on base and the line score — and its
 * timeline. Reads the tracker
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
  if (pitch === 'volleyball') return <VolleyballTracker {...rest} />;
  if (pitch === 'americanfootball') return <AmericanFootballTracker {...rest} />;
  if (pitch === 'cricket') return <CricketTracker {...rest} />;
  if (pitch === 'baseball') return <BaseballTracker {...rest} />;
  return <FieldTracker {...rest} pitch={pitch} />;
}

/** Football, basketball and ice hockey: the ball (puck), who is pressing, the statistics and the timeline. */
function FieldTracker({
  eventId,
  pitch,
  home,
  away,
  feed,
}: SportTrackerProps & { readonly pitch: FieldPitch }) {
  const { t, titleId, timelineId, incidents, failed } = useSportTracker(eventId, feed);

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

  return (
    <TrackerPanel titleId={titleId} failed={failed}>
      <div className={styles.stage}>
        <TeamEnds home={home} away={away} arrows />
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

      <TrackerTimeline
        id={timelineId}
        entries={timeline.map((i) => {
          const team = teamOf(i, home, away);
          return {
            key: i.seq,
            lead: minuteText(i),
            mark: cx(styles.mark, styles[`mark_${i.kind}`]),
            rowClass: i.side === 'away' && styles.rowAway,
            text: (
              <>
                {incidentText(t, pitch, i)}
                {team ? <span className={styles.team}> · {team}</span> : null}
              </>
            ),
            score: i.score,
          };
        })}
      />
    </TrackerPanel>
  );
}
