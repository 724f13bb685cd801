'use client';

import type { BaseballState, TrackerIncident } from '@touchline/contract';
import { useMemo } from 'react';
import { cx } from '../../../shared/ui/cx';
import {
  BASEBALL_STATS,
  baseballStat,
  baseballTimeline,
  basesOn,
  gameOver,
  inningsShown,
  lastPlate,
  latestBaseball,
  lineCell,
  runsOf,
  type PlateIncident,
} from '../baseball-rules';
import { BaseballDiamondDrawing } from './baseball-diamond-drawing';
import type { SportTrackerProps } from './live-incidents';
import styles from './match-tracker.module.css';
import { SportStats } from './stats-table';
import { TrackerTimeline } from './timeline-more';
import {
  BoardSide,
  TrackerPanel,
  teamName,
  useSportTracker,
  type TeamSide as Side,
  type Translate,
} from './tracker-panel';

/** "Top 7", "Bottom 9". */
const halfText = (t: Translate, s: Pick<BaseballState, 'half' | 'inning'>) =>
  t(`tracker.baseball.${s.half}`, { n: s.inning });

/** What a plate appearance or a half's mark says: "Home run · Tigers", "End of Top 7". */
export function baseballIncidentText(
  t: Translate,
  i: TrackerIncident,
  home: string,
  away: string,
): string {
  const s = i.baseball;
  if (i.kind === 'period_start' || i.kind === 'period_end') {
    const half = s ? halfText(t, s) : '';
    return t(`tracker.baseball.${i.kind === 'period_start' ? 'halfStart' : 'halfEnd'}`, { half });
  }
  return `${t(`tracker.kind.${i.kind}`)} · ${teamName(i.side, home, away)}`;
}

/** "bases empty", "runner on second", "runners on first and third", "bases loaded". */
function basesText(t: Translate, state: BaseballState): string {
  const on = basesOn(state);
  const key = on.length === 0 ? 'none' : on.length === 3 ? 'loaded' : on.join('_');
  return t(`tracker.baseball.bases.${key}`);
}

/** The drawing's text alternative and the line under it: the half, outs, runners, last play. */
function fieldSummary(
  t: Translate,
  state: BaseballState | null,
  play: PlateIncident | null,
  home: string,
  away: string,
): string {
  if (!state) return t('tracker.situation.none');
  const last = play ? baseballIncidentText(t, play, home, away) : t('tracker.baseball.last.none');
  const runs = runsOf(state);
  // Visitors first, as a line score reads; names and figures need no words.
  const score = `${away} ${String(runs.away)}, ${home} ${String(runs.home)}`;
  if (gameOver(state)) {
    return t('tracker.baseball.summary.over', {
      winner: runs.home > runs.away ? home : away,
      score,
      last,
    });
  }
  if (state.halfEnd) {
    return t('tracker.baseball.summary.halfEnd', { half: halfText(t, state), score, last });
  }
  return t('tracker.baseball.summary', {
    half: halfText(t, state),
    outs: t('tracker.baseball.outs', { n: state.outs }),
    bases: basesText(t, state),
    last,
  });
}

/**
 * The baseball match tracker (issue 12): the line score (each inning's runs, runs and hits),
 * the inning and half with the outs and the count, the field with the runners on base and the
 * last ball in play, the statistics and the timeline of runs, home runs, strikeouts and halves.
 */
export function BaseballTracker({ eventId, home, away, feed }: SportTrackerProps) {
  const { t, titleId, timelineId, incidents, failed } = useSportTracker(eventId, feed);

  const state = useMemo(() => latestBaseball(incidents), [incidents]);
  const play = useMemo(() => lastPlate(incidents), [incidents]);
  const timeline = useMemo(() => baseballTimeline(incidents), [incidents]);
  const summary = fieldSummary(t, state, play, home, away);
  const over = gameOver(state);
  const batting = state && !over && !state.halfEnd ? state.batting : null;
  const columns = Array.from({ length: inningsShown(state) }, (_, k) => k + 1);
  const runs = runsOf(state);

  // Visitors bat first and are written first, as every line score does.
  const row = (side: Side) => (
    <tr key={side}>
      <BoardSide
        name={teamName(side, home, away)}
        on={batting === side}
        onText={t('tracker.baseball.batting')}
        className={styles.lineSide}
        nameClass={styles.sideName}
        onClass={styles.batting}
      />
      {columns.map((n) => {
        const current = !over && state?.inning === n && state.batting === side && !state.halfEnd;
        return (
          <td key={n} className={cx(styles.lineCell, current && styles.lineCurrent)}>
            {lineCell(state, side, n)}
          </td>
        );
      })}
      <td className={cx(styles.lineCell, styles.lineTotal)}>{runs[side]}</td>
      <td className={cx(styles.lineCell, styles.lineTotal)}>{state?.hits[side] ?? 0}</td>
    </tr>
  );

  const outs = state && !state.halfEnd ? state.outs : state ? 3 : 0;

  return (
    <TrackerPanel titleId={titleId} failed={failed}>
      <div className={styles.stage}>
        <div className={styles.lineWrap}>
          <table className={styles.lineScore}>
            <caption className="visually-hidden">{t('tracker.baseball.board')}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.lineSide}>
                  <span className="visually-hidden">{t('tracker.baseball.team')}</span>
                </th>
                {columns.map((n) => (
                  <th key={n} scope="col" className={styles.lineCell}>
                    <span aria-hidden="true">{n}</span>
                    <span className="visually-hidden">{t('tracker.baseball.inning', { n })}</span>
                  </th>
                ))}
                <th scope="col" className={cx(styles.lineCell, styles.lineTotal)}>
                  <span aria-hidden="true">{t('tracker.baseball.runsShort')}</span>
                  <span className="visually-hidden">{t('tracker.baseball.runs')}</span>
                </th>
                <th scope="col" className={cx(styles.lineCell, styles.lineTotal)}>
                  <span aria-hidden="true">{t('tracker.baseball.hitsShort')}</span>
                  <span className="visually-hidden">{t('tracker.stat.hits')}</span>
                </th>
              </tr>
            </thead>
            <tbody>{(['away', 'home'] as const).map(row)}</tbody>
          </table>
        </div>
        {state ? (
          <p className={styles.inningLine}>
            <span className={styles.inningHalf}>
              <span aria-hidden="true">{state.half === 'top' ? '▲' : '▼'} </span>
              {halfText(t, state)}
            </span>
            <span className={styles.outDots}>
              {[1, 2, 3].map((k) => (
                <span
                  key={k}
                  className={cx(styles.outDot, k <= outs && styles.outDotOn)}
                  aria-hidden="true"
                />
              ))}
              {t('tracker.baseball.outs', { n: outs })}
            </span>
            {state.count && !state.halfEnd ? (
              <span>
                {t('tracker.baseball.countShort', {
                  balls: state.count.balls,
                  strikes: state.count.strikes,
                })}
              </span>
            ) : null}
          </p>
        ) : null}
        <BaseballDiamondDrawing
          state={state && !state.halfEnd ? state : null}
          play={play}
          label={t('tracker.drawing.baseball', { summary })}
        />
        <p className={styles.situation}>{summary}</p>
      </div>

      <SportStats
        home={home}
        away={away}
        keys={BASEBALL_STATS}
        figures={(key) => baseballStat(state, key)}
      />

      <TrackerTimeline
        id={timelineId}
        entries={timeline.map((i) => ({
          key: i.seq,
          lead: i.baseball
            ? t(`tracker.baseball.${i.baseball.half}Short`, { n: i.baseball.inning })
            : '',
          mark: cx(styles.mark, styles[`mark_${i.kind}`]),
          rowClass: i.side === 'away' && styles.rowAway,
          text: baseballIncidentText(t, i, home, away),
          // A run's score after it; a half's end with the score as it stands.
          score: i.kind === 'period_end' ? runsOf(i.baseball ?? null) : i.score,
        }))}
      />
    </TrackerPanel>
  );
}
