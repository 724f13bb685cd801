'use client';

import type { AmericanFootballState, TrackerIncident } from '@touchline/contract';
import { useMemo } from 'react';
import { cx } from '../../../shared/ui/cx';
import {
  AMERICAN_FOOTBALL_STATS,
  americanFootballPeriod,
  americanFootballStat,
  americanFootballTimeline,
  latestGame,
  yardLineOf,
} from '../american-football-rules';
import { GridironDrawing } from './gridiron-drawing';
import type { SportTrackerProps } from './live-incidents';
import styles from './match-tracker.module.css';
import { SportStats } from './stats-table';
import { TrackerTimeline } from './timeline-more';
import { TeamEnds, TrackerPanel, teamName, useSportTracker, type Translate } from './tracker-panel';

/**
 * What an incident says ("12-yard gain · Tigers", "Touchdown · Tigers", "Interception by
 * Lions", "Q2 starts").
 */
export function americanFootballIncidentText(
  t: Translate,
  i: TrackerIncident,
  home: string,
  away: string,
): string {
  const team = teamName(i.side, home, away);
  switch (i.kind) {
    case 'period_start':
    case 'period_end': {
      const { key, n } = americanFootballPeriod(i.period);
      return t(`tracker.kind.${i.kind}`, { period: t(key, { n }) });
    }
    case 'play': {
      const gain = i.americanFootball?.gain ?? 0;
      const what =
        gain > 0
          ? t('tracker.amfb.gain', { yards: gain })
          : gain < 0
            ? t('tracker.amfb.loss', { yards: -gain })
            : t('tracker.amfb.noGain');
      return `${what} · ${team}`;
    }
    // A turnover's side is the team that gains the ball.
    case 'interception':
    case 'fumble':
    case 'turnover_on_downs':
      return t(`tracker.amfb.${i.kind}`, { team });
    default:
      return `${t(`tracker.kind.${i.kind}`)} · ${team}`;
  }
}

/** "2nd & 7", "1st & goal". */
function downAndDistance(t: Translate, state: AmericanFootballState): string {
  return t('tracker.amfb.downAndDistance', {
    down: t(`tracker.amfb.down.${state.down ?? 1}`),
    toGo: state.goalToGo ? t('tracker.amfb.goal') : (state.toGo ?? 10),
  });
}

/** "on the Lions 35", "at midfield". */
function spotText(t: Translate, ballOn: number, home: string, away: string): string {
  const line = yardLineOf(ballOn);
  return line.half === 'midfield'
    ? t('tracker.amfb.spot.midfield')
    : t('tracker.amfb.spot', { team: teamName(line.half, home, away), yard: line.yard });
}

/**
 * The drawing's text alternative and the line under it: who has the ball, the down and
 * distance, where, the drive so far, and the latest incident.
 */
function fieldSummary(
  t: Translate,
  state: AmericanFootballState | null,
  latest: TrackerIncident | null,
  home: string,
  away: string,
): string {
  if (!state || !latest) return t('tracker.situation.none');
  const last = t('tracker.amfb.last', {
    minute: t('tracker.minute', { minute: latest.minute }),
    incident: americanFootballIncidentText(t, latest, home, away),
  });
  if (state.possession === null || state.ballOn === null) {
    return t('tracker.amfb.summary.dead', { last });
  }
  const team = teamName(state.possession, home, away);
  const spot = spotText(t, state.ballOn, home, away);
  const drive = state.drive
    ? t('tracker.amfb.drive', { plays: state.drive.plays, yards: state.drive.yards })
    : t('tracker.amfb.drive.start');
  return state.down === null
    ? t('tracker.amfb.summary.noSnap', { team, spot, last })
    : t('tracker.amfb.summary', {
        team,
        down: downAndDistance(t, state),
        spot,
        drive,
        last,
      });
}

/**
 * The American football match tracker (issue 12): the field from above with the ball, the line
 * of scrimmage and the line to gain, the team with the ball lit, the down and distance, the
 * game's statistics and the timeline of scores, turnovers and quarters.
 */
export function AmericanFootballTracker({ eventId, home, away, feed }: SportTrackerProps) {
  const { t, titleId, timelineId, incidents, failed } = useSportTracker(eventId, feed);

  const latest = incidents.at(-1) ?? null;
  const state = useMemo(() => latestGame(incidents), [incidents]);
  const timeline = useMemo(() => americanFootballTimeline(incidents), [incidents]);
  const summary = fieldSummary(t, state, latest, home, away);
  const possession = state?.possession ?? null;
  const down = state && state.down !== null && possession ? downAndDistance(t, state) : null;

  return (
    <TrackerPanel titleId={titleId} failed={failed}>
      <div className={styles.stage}>
        <TeamEnds home={home} away={away} arrows lit={possession} />
        <GridironDrawing
          state={state}
          ballY={latest?.y ?? 50}
          label={t('tracker.drawing.americanfootball', { summary })}
        />
        {down ? (
          <p className={styles.downLine} aria-hidden="true">
            {down}
          </p>
        ) : null}
        <p className={styles.situation}>{summary}</p>
      </div>

      <SportStats
        home={home}
        away={away}
        keys={AMERICAN_FOOTBALL_STATS}
        figures={(key) => americanFootballStat(state, key)}
      />

      <TrackerTimeline
        id={timelineId}
        entries={timeline.map((i) => ({
          key: i.seq,
          lead: t('tracker.minute', {
            minute: i.kind === 'period_end' ? i.minute : i.minute + 1,
          }),
          mark: cx(styles.mark, styles[`mark_${i.kind}`]),
          rowClass: i.side === 'away' && styles.rowAway,
          text: americanFootballIncidentText(t, i, home, away),
          score: i.score,
        }))}
      />
    </TrackerPanel>
  );
}
