'use client';

import type { TrackerIncident, VolleyballState } from '@touchline/contract';
import { useMemo } from 'react';
import { cx } from '../../../shared/ui/cx';
import {
  BEST_OF_SETS,
  VOLLEYBALL_STATS,
  lastRally,
  latestVolleyball,
  matchOver,
  setInPlay,
  volleyballStat,
  volleyballTimeline,
  volleyballZoneOf,
  type RallyIncident,
} from '../volleyball-rules';
import type { SportTrackerProps } from './live-incidents';
import styles from './match-tracker.module.css';
import { SetsBoard, type SetsBoardRow } from './sets-board';
import { SportStats } from './stats-table';
import { TrackerTimeline } from './timeline-more';
import {
  TeamEnds,
  TrackerPanel,
  teamName,
  useSportTracker,
  type TeamSide as Side,
  type Translate,
} from './tracker-panel';
import { VolleyballCourtDrawing } from './volleyball-court-drawing';

const otherSide = (side: Side | null): Side | null =>
  side === 'home' ? 'away' : side === 'away' ? 'home' : null;

/**
 * What a rally or a set mark says ("Ace · Lagunare", "Service error by Dolomiti", "Set 2
 * starts"); the point that ended a set adds "Lagunare wins set 2".
 */
export function volleyballIncidentText(
  t: Translate,
  i: TrackerIncident,
  home: string,
  away: string,
): string {
  if (i.kind === 'period_start' || i.kind === 'period_end') {
    return t(`tracker.kind.${i.kind}`, { period: t('tracker.period.set', { n: i.period }) });
  }
  const team = teamName(i.side, home, away);
  // A service error's point is the receiving team's: the text names the team that served.
  const how =
    i.kind === 'service_error'
      ? t('tracker.volleyball.serviceErrorBy', { team: teamName(otherSide(i.side), home, away) })
      : `${t(i.kind === 'point' ? 'tracker.volleyball.attackPoint' : `tracker.kind.${i.kind}`)} · ${team}`;
  if (!i.volleyball?.setEnd) return how;
  return `${t('tracker.volleyball.setWon', { team, n: i.period })} (${how})`;
}

/** The drawing's text alternative and the line under it: who serves, the last rally, the score. */
function courtSummary(
  t: Translate,
  state: VolleyballState | null,
  rally: RallyIncident | null,
  home: string,
  away: string,
): string {
  if (!state) return t('tracker.situation.none');
  const last = rally
    ? t(`tracker.volleyball.last.${rally.kind}`, {
        team: teamName(rally.side, home, away),
        server: teamName(otherSide(rally.side), home, away),
        zone: t(`tracker.volleyball.zone.${volleyballZoneOf(rally)}`),
      })
    : t('tracker.volleyball.last.none');
  const sets = `${state.setsWon.home}–${state.setsWon.away}`;
  if (matchOver(state)) {
    const winner = state.setsWon.home > state.setsWon.away ? home : away;
    return t('tracker.volleyball.summary.over', { winner, sets, last });
  }
  const set = state.sets.at(-1) ?? { home: 0, away: 0 };
  return t('tracker.volleyball.summary', {
    server: teamName(state.server, home, away),
    last,
    sets,
    points: setInPlay(state) ? `${set.home}–${set.away}` : '0–0',
  });
}

/**
 * The volleyball match tracker (issue 12): the score grid (sets won, each set's points, who
 * serves), the court with the serving team and the last rally, the match statistics and the
 * timeline of aces, blocks, service errors and sets.
 */
export function VolleyballTracker({ eventId, home, away, feed }: SportTrackerProps) {
  const { t, titleId, timelineId, incidents, failed } = useSportTracker(eventId, feed);

  const state = useMemo(() => latestVolleyball(incidents), [incidents]);
  const rally = useMemo(() => lastRally(incidents), [incidents]);
  const timeline = useMemo(() => volleyballTimeline(incidents), [incidents]);
  const summary = courtSummary(t, state, rally, home, away);

  const playing = state !== null && !matchOver(state);
  const inSet = state !== null && setInPlay(state);
  const sets = state?.sets ?? [];

  const boardRow = (side: Side): SetsBoardRow => ({
    side,
    name: teamName(side, home, away),
    serving: playing && state?.server === side,
    setsWon: state?.setsWon[side] ?? 0,
    sets: sets.map((set, n) => {
      const current = inSet && n === sets.length - 1;
      const won = !current && set[side] > set[side === 'home' ? 'away' : 'home'];
      return { value: set[side], current, live: current, won };
    }),
  });

  return (
    <TrackerPanel titleId={titleId} failed={failed}>
      <div className={styles.stage}>
        <SetsBoard
          caption={t('tracker.volleyball.board')}
          sideHeader={t('tracker.volleyball.team')}
          columns={BEST_OF_SETS}
          rows={[boardRow('home'), boardRow('away')]}
          servingText={t('tracker.volleyball.serving')}
        />
        <TeamEnds home={home} away={away} />
        <VolleyballCourtDrawing
          server={inSet && state ? state.server : null}
          rally={rally}
          label={t('tracker.drawing.volleyball', { summary })}
        />
        <p className={styles.situation}>{summary}</p>
      </div>

      <SportStats
        home={home}
        away={away}
        keys={VOLLEYBALL_STATS}
        figures={(key) => volleyballStat(state, key)}
      />

      <TrackerTimeline
        id={timelineId}
        entries={timeline.map((i) => ({
          key: i.seq,
          lead: t('tracker.tennis.setShort', { n: i.period }),
          mark: cx(styles.mark, styles[`mark_${i.volleyball?.setEnd ? 'set' : i.kind}`]),
          rowClass: i.side === 'away' && styles.rowAway,
          text: volleyballIncidentText(t, i, home, away),
          score: i.score,
        }))}
      />
    </TrackerPanel>
  );
}
