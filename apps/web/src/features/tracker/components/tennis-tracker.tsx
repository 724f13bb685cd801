'use client';

import type { TennisState, TrackerIncident } from '@touchline/contract';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../../shared/site/site-context';
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
import { useLiveIncidents, type TrackerFeed } from './live-incidents';
import styles from './tennis-tracker.module.css';
import { StatsTable } from './stats-table';
import { TIMELINE_PREVIEW, TimelineMore } from './timeline-more';
import parts from './tracker-parts.module.css';

/** Timeline rows shown before "Show all". */

type Translate = ReturnType<typeof useT>;

function nameOf(side: Side | null, home: string, away: string): string {
  return side === 'home' ? home : side === 'away' ? away : '';
}

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
export function TennisTracker({
  eventId,
  home,
  away,
  feed,
}: {
  readonly eventId: number;
  readonly home: string;
  readonly away: string;
  readonly feed: TrackerFeed;
}) {
  const t = useT();
  const titleId = useId();
  const { incidents, failed } = useLiveIncidents(eventId, feed);
  const [showAll, setShowAll] = useState(false);

  const now = useMemo(() => latestTennis(incidents), [incidents]);
  const state = now?.state ?? null;
  const point = useMemo(() => lastPoint(incidents), [incidents]);
  const timeline = useMemo(() => tennisTimeline(incidents), [incidents]);
  const gamePoints = useMemo(() => currentGamePoints(incidents), [incidents]);
  const summary = courtSummary(t, state, point, home, away);

  if (failed) {
    return (
      <div className={styles.frame}>
        <section className={styles.root} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {t('tracker.title')}
          </h2>
          <p className={parts.muted}>{t('tracker.unavailable')}</p>
        </section>
      </div>
    );
  }

  const sets = state?.sets ?? [];
  const current = sets.length - 1;
  // A column for every set that may be played.
  const columns = Math.max(BEST_OF_SETS, sets.length);
  const won = state ? setsWon(state) : { home: 0, away: 0 };
  const playing = state !== null && won.home < SETS_TO_WIN && won.away < SETS_TO_WIN;
  const lastSet = sets.at(-1);
  const setInPlay = playing && lastSet !== undefined && !setOver(lastSet);
  const shown = showAll ? timeline : timeline.slice(0, TIMELINE_PREVIEW);

  const row = (side: Side) => {
    const serving = playing && state?.server === side;
    return (
      <tr key={side} className={cx(serving && styles.servingRow)}>
        <th scope="row" className={styles.playerCell}>
          <span className={cx(styles.serveDot, serving && styles.serveDotOn)} aria-hidden="true" />
          <span className={styles.playerName}>{nameOf(side, home, away)}</span>
          {serving ? (
            <span className="visually-hidden"> ({t('tracker.tennis.serving')})</span>
          ) : null}
        </th>
        <td className={styles.setsWon}>{won[side]}</td>
        {Array.from({ length: columns }, (_, n) => {
          const set = sets[n];
          const mine = set?.[side];
          const theirs = set?.[side === 'home' ? 'away' : 'home'];
          const wonSet = set !== undefined && setOver(set) && (mine ?? 0) > (theirs ?? 0);
          return (
            <td
              key={n}
              className={cx(
                styles.games,
                n === current && setInPlay && styles.currentSet,
                wonSet && styles.wonSet,
              )}
            >
              {mine ?? ''}
            </td>
          );
        })}
        <td className={styles.points}>{setInPlay && state ? state.game[side] : ''}</td>
      </tr>
    );
  };

  return (
    <div className={styles.frame}>
      <section className={styles.root} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('tracker.title')}
        </h2>
        <div className={styles.stage}>
          <table className={styles.board}>
            <caption className="visually-hidden">{t('tracker.tennis.board')}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.playerCell}>
                  <span className="visually-hidden">{t('tracker.tennis.player')}</span>
                </th>
                <th scope="col" className={styles.setsWon}>
                  <span aria-hidden="true">{t('tracker.tennis.setsShort')}</span>
                  <span className="visually-hidden">{t('tracker.tennis.sets')}</span>
                </th>
                {Array.from({ length: columns }, (_, n) => (
                  <th scope="col" key={n} className={styles.games}>
                    <span aria-hidden="true">{n + 1}</span>
                    <span className="visually-hidden">{t('tracker.period.set', { n: n + 1 })}</span>
                  </th>
                ))}
                <th scope="col" className={styles.points}>
                  <span aria-hidden="true">
                    {state?.tiebreak
                      ? t('tracker.tennis.tiebreakShort')
                      : t('tracker.tennis.pointsShort')}
                  </span>
                  <span className="visually-hidden">
                    {state?.tiebreak ? t('tracker.tennis.tiebreak') : t('tracker.tennis.points')}
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {row('home')}
              {row('away')}
            </tbody>
          </table>
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

          <StatsTable
            home={home}
            away={away}
            rows={TENNIS_STATS.map((key) => ({
              key,
              label: t(`tracker.stat.${key}`),
              home: state?.[key].home ?? 0,
              away: state?.[key].away ?? 0,
            }))}
          />
        </div>

        <h3 className={cx(parts.subTitle, parts.fullRow)} id={`${titleId}-timeline`}>
          {t('tracker.timeline')}
        </h3>
        {timeline.length === 0 ? (
          <p className={cx(parts.muted, parts.fullRow)}>{t('tracker.timeline.empty')}</p>
        ) : (
          <ol
            className={cx(parts.timeline, styles.setTimeline)}
            aria-labelledby={`${titleId}-timeline`}
          >
            {shown.map((i) => {
              const score = timelineScore(i);
              const mark = i.tennis?.gameEnd ?? i.kind;
              return (
                <li key={i.seq} className={parts.row}>
                  <span className={parts.lead}>
                    {t('tracker.tennis.setShort', { n: i.period })}
                  </span>
                  <span className={cx(styles.mark, styles[`mark_${mark}`])} aria-hidden="true" />
                  <span className={parts.what}>
                    {tennisIncidentText(t, i, home, away)}
                    {score ? (
                      <span className={parts.score}>
                        {' '}
                        {t('tracker.timeline.score', { home: score.home, away: score.away })}
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
    </div>
  );
}
