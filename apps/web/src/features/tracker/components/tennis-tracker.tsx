'use client';

import type { TennisState, TrackerIncident } from '@touchline/contract';
import { useMemo } from 'react';
import { cx } from '../../../shared/ui/cx';
import {
  BEST_OF_SETS,
  SETS_TO_WIN,
  TENNIS_STATS,
  courtZoneOf,
  currentGamePoints,
  lastPoint,
  latestTennis,
  pointWinner,
  setOver,
  setsWon,
  tennisTimeline,
  type PointIncident,
  type Side,
} from '../tennis-rules';
import { CourtDrawing } from './court-drawing';
import type { SportTrackerProps } from './live-incidents';
import styles from './tennis-tracker.module.css';
import { SetsBoard, type SetsBoardRow } from './sets-board';
import { SportStats } from './stats-table';
import { TrackerTimeline } from './timeline-more';
import { TrackerPanel, teamName as nameOf, useSportTracker, type Translate } from './tracker-panel';
import parts from './tracker-parts.module.css';

const pair = (p: { readonly home: number | string; readonly away: number | string }) =>
  `${p.home}–${p.away}`;

/** The timeline's words for an incident ("Break of serve: Alcaraz", "Ace · Sinner", "Set 2 starts"). */
export function tennisIncidentText(
  t: Translate,
  i: TrackerIncident,
  home: string,
  away: string,
): string {
  if (i.kind === 'period_start' || i.kind === 'period_end') {
    return t(`tracker.kind.${i.kind}`, { period: t('tracker.period.set', { n: i.period }) });
  }
  const player = nameOf(i.side, home, away);
  const end = i.tennis?.gameEnd ?? null;
  const game = end
    ? t(`tracker.tennis.gameEnd.${end}`, { player: nameOf(pointWinner(i), home, away) })
    : null;
  if (i.kind === 'point') return game ?? player;
  const how = `${t(`tracker.kind.${i.kind}`)} · ${player}`;
  return game ? `${game} (${how})` : how;
}

/** The score after an incident, as the timeline shows it: games after a game, points otherwise. */
function timelineScore(
  i: TrackerIncident,
): { readonly home: number | string; readonly away: number | string } | null {
  const state = i.tennis;
  if (!state || i.kind === 'period_start') return null;
  if (i.kind === 'period_end' || state.gameEnd) return state.sets[i.period - 1] ?? null;
  return state.game;
}

/**
 * The drawing's text alternative: who serves (or who won), the last point and where the ball
 * went, the score.
 */
function courtSummary(
  t: Translate,
  state: TennisState | null,
  point: PointIncident | null,
  home: string,
  away: string,
): string {
  if (!state) return t('tracker.situation.none');
  const set = state.sets.at(-1) ?? { home: 0, away: 0 };
  const sets = setsWon(state);
  const last = point
    ? t(`tracker.tennis.last.${point.kind}`, {
        player: nameOf(point.side, home, away),
        zone: t(`tracker.tennis.zone.${courtZoneOf(point)}`),
      })
    : t('tracker.tennis.last.none');
  if (sets.home >= SETS_TO_WIN || sets.away >= SETS_TO_WIN) {
    return t('tracker.tennis.summary.over', {
      winner: sets.home > sets.away ? home : away,
      sets: pair(sets),
      last,
    });
  }
  return t('tracker.tennis.summary', {
    server: nameOf(state.server, home, away),
    last,
    sets: pair(sets),
    games: pair(set),
    points: pair(state.game),
  });
}

/**
 * The tennis match tracker (issue 12): the score grid (sets, games, the game's points, who
 * serves), the court with the server and the last point, this game's points, the match
 * statistics and the timeline of games, breaks, aces, double faults and sets.
 */
export function TennisTracker({ eventId, home, away, feed }: SportTrackerProps) {
  const { t, titleId, timelineId, incidents, failed } = useSportTracker(eventId, feed);

  const now = useMemo(() => latestTennis(incidents), [incidents]);
  const state = now?.state ?? null;
  const point = useMemo(() => lastPoint(incidents), [incidents]);
  const timeline = useMemo(() => tennisTimeline(incidents), [incidents]);
  const gamePoints = useMemo(() => currentGamePoints(incidents), [incidents]);
  const summary = courtSummary(t, state, point, home, away);

  const sets = state?.sets ?? [];
  const current = sets.length - 1;
  // A column for every set that may be played.
  const columns = Math.max(BEST_OF_SETS, sets.length);
  const won = state ? setsWon(state) : { home: 0, away: 0 };
  const playing = state !== null && won.home < SETS_TO_WIN && won.away < SETS_TO_WIN;
  const lastSet = sets.at(-1);
  const setInPlay = playing && lastSet !== undefined && !setOver(lastSet);

  const row = (side: Side): SetsBoardRow => {
    const serving = playing && state?.server === side;
    return {
      side,
      name: nameOf(side, home, away),
      serving,
      setsWon: won[side],
      sets: sets.map((set, n) => ({
        value: set[side],
        current: n === current && setInPlay,
        won: setOver(set) && set[side] > set[side === 'home' ? 'away' : 'home'],
      })),
      extra: setInPlay && state ? state.game[side] : '',
    };
  };

  return (
    <div className={styles.frame}>
      <TrackerPanel
        titleId={titleId}
        failed={failed}
        className={styles.root}
        titleClass={styles.title}
      >
        <div className={styles.stage}>
          <SetsBoard
            caption={t('tracker.tennis.board')}
            sideHeader={t('tracker.tennis.player')}
            columns={columns}
            rows={[row('home'), row('away')]}
            extra={
              state?.tiebreak
                ? { short: t('tracker.tennis.tiebreakShort'), full: t('tracker.tennis.tiebreak') }
                : { short: t('tracker.tennis.pointsShort'), full: t('tracker.tennis.points') }
            }
            servingText={t('tracker.tennis.serving')}
          />
          <div className={styles.ends} aria-hidden="true">
            <span className={cx(styles.endName, styles.homeText)}>{home}</span>
            <span className={cx(styles.endName, styles.awayText)}>{away}</span>
          </div>
          <CourtDrawing
            state={playing ? state : null}
            point={point}
            label={t('tracker.drawing.tennis', { summary })}
          />
          <p className={styles.situation}>{summary}</p>
        </div>

        <div className={styles.side}>
          <div>
            <h3 className={parts.subTitle}>{t('tracker.tennis.thisGame')}</h3>
            {gamePoints.length === 0 ? (
              <p className={parts.muted}>
                {state && playing
                  ? t('tracker.tennis.toServe', { player: nameOf(state.server, home, away) })
                  : t('tracker.timeline.empty')}
              </p>
            ) : (
              <ol className={styles.gamePoints}>
                {gamePoints.map((i) => (
                  <li
                    key={i.seq}
                    className={cx(
                      styles.gamePoint,
                      pointWinner(i) === 'away' && styles.gamePointAway,
                    )}
                  >
                    {i.tennis ? pair(i.tennis.game) : ''}
                    {i.kind !== 'point' ? (
                      <span className={styles.gamePointKind}> {t(`tracker.kind.${i.kind}`)}</span>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </div>

          <SportStats
            home={home}
            away={away}
            keys={TENNIS_STATS}
            figures={(key) => ({ home: state?.[key].home ?? 0, away: state?.[key].away ?? 0 })}
          />
        </div>

        <TrackerTimeline
          id={timelineId}
          listClass={styles.setTimeline}
          entries={timeline.map((i) => ({
            key: i.seq,
            lead: t('tracker.tennis.setShort', { n: i.period }),
            mark: cx(styles.mark, styles[`mark_${i.tennis?.gameEnd ?? i.kind}`]),
            text: tennisIncidentText(t, i, home, away),
            score: timelineScore(i),
          }))}
        />
      </TrackerPanel>
    </div>
  );
}
