'use client';

import type { CricketState, TrackerIncident } from '@touchline/contract';
import { useMemo } from 'react';
import { cx } from '../../../shared/ui/cx';
import {
  chaseOf,
  cricketStat,
  cricketStats,
  cricketTimeline,
  inningsOf,
  lastBall,
  latestCricket,
  oversOf,
  resultOf,
  type BallIncident,
} from '../cricket-rules';
import { CricketGroundDrawing } from './cricket-ground-drawing';
import type { SportTrackerProps } from './live-incidents';
import styles from './match-tracker.module.css';
import { SportStats } from './stats-table';
import { TrackerTimeline } from './timeline-more';
import parts from './tracker-parts.module.css';
import {
  BoardSide,
  TrackerPanel,
  teamName,
  useSportTracker,
  type TeamSide as Side,
  type Translate,
} from './tracker-panel';

/** An innings as the board writes it: 154/6 (18.2 ov). */
function inningsText(t: Translate, innings: { runs: number; wickets: number; balls: number }) {
  return t('tracker.cricket.inningsScore', {
    runs: innings.runs,
    wickets: innings.wickets,
    overs: oversOf(innings.balls),
  });
}

/** What a ball says: "Four · India", "Wicket (caught) · England", "End of innings 1". */
export function cricketIncidentText(
  t: Translate,
  i: TrackerIncident,
  home: string,
  away: string,
): string {
  if (i.kind === 'period_start' || i.kind === 'period_end') {
    return t(`tracker.cricket.${i.kind === 'period_start' ? 'inningsStart' : 'inningsEnd'}`, {
      n: i.period,
    });
  }
  const team = teamName(i.side, home, away);
  if (i.kind === 'wicket') {
    const how = i.cricket?.dismissal;
    return how
      ? `${t('tracker.cricket.wicketHow', { how: t(`tracker.cricket.dismissal.${how}`) })} · ${team}`
      : `${t('tracker.kind.wicket')} · ${team}`;
  }
  return `${ballWhat(t, i)} · ${team}`;
}

/** A ball that is no wicket: "Dot ball", "Two runs", "Four", "Wide". */
function ballWhat(t: Translate, i: TrackerIncident): string {
  return i.kind === 'runs'
    ? t(`tracker.cricket.runs.${String(i.points ?? 1)}`)
    : t(`tracker.kind.${i.kind}`);
}

/** The last ball in words: "Four through cover", "Wicket: bowled", "Dot ball, to point". */
function lastBallText(t: Translate, ball: BallIncident | null): string {
  if (!ball) return t('tracker.cricket.last.none');
  const zone = ball.cricket?.zone;
  const where = zone ? t(`tracker.cricket.zone.${zone}`) : null;
  const how = ball.cricket?.dismissal;
  const what =
    ball.kind === 'wicket' && how
      ? t('tracker.cricket.wicketHow', { how: t(`tracker.cricket.dismissal.${how}`) })
      : ballWhat(t, ball);
  return where ? t('tracker.cricket.last.to', { what, where }) : what;
}

/** The drawing's text alternative and the line under it: the score, the last ball, the result. */
function groundSummary(
  t: Translate,
  state: CricketState | null,
  ball: BallIncident | null,
  home: string,
  away: string,
): string {
  if (!state) return t('tracker.situation.none');
  const last = lastBallText(t, ball);
  const result = resultOf(state);
  if (result) {
    const text =
      result.kind === 'tied'
        ? t('tracker.cricket.result.tied')
        : result.kind === 'superOver'
          ? t('tracker.cricket.result.superOver', { team: teamName(result.winner, home, away) })
          : t(`tracker.cricket.result.${result.kind}`, {
              team: teamName(result.winner, home, away),
              n: result.margin,
            });
    return t('tracker.cricket.summary.over', { result: text, last });
  }
  return t('tracker.cricket.summary', {
    team: teamName(state.batting, home, away),
    score: inningsText(t, state),
    last,
  });
}

const CHIP_CLASS: Readonly<Record<string, string | undefined>> = {
  '4': styles.chip_four,
  '6': styles.chip_six,
  W: styles.chip_wicket,
  WD: styles.chip_wide,
};

/**
 * The cricket match tracker (issue 12): the scoreboard (each side's innings, who bats), the
 * ground with the last ball's path, the chase in the second innings, this over's balls, the
 * match statistics and the timeline of wickets, fours, sixes and innings.
 */
export function CricketTracker({ eventId, home, away, feed }: SportTrackerProps) {
  const { t, titleId, timelineId, incidents, failed } = useSportTracker(eventId, feed);

  const state = useMemo(() => latestCricket(incidents), [incidents]);
  const ball = useMemo(() => lastBall(incidents), [incidents]);
  const timeline = useMemo(() => cricketTimeline(incidents), [incidents]);
  const summary = groundSummary(t, state, ball, home, away);
  const chase = chaseOf(state);
  const batting = state && !state.inningsEnd && !resultOf(state) ? state.batting : null;

  const boardRow = (side: Side) => {
    const innings = inningsOf(state, side);
    return (
      <tr key={side}>
        <BoardSide
          name={teamName(side, home, away)}
          on={batting === side}
          onText={t('tracker.cricket.batting')}
          className={styles.cricketBoardSide}
          nameClass={styles.sideName}
          onClass={styles.batting}
        />
        <td className={styles.cricketBoardScore}>
          {innings ? inningsText(t, innings) : t('tracker.cricket.yetToBat')}
        </td>
      </tr>
    );
  };

  const over = state && !state.inningsEnd ? state.thisOver : [];

  return (
    <TrackerPanel titleId={titleId} failed={failed}>
      <div className={styles.stage}>
        <table className={styles.cricketBoard}>
          <caption className="visually-hidden">{t('tracker.cricket.board')}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('tracker.cricket.team')}</th>
              <th scope="col">{t('tracker.cricket.innings')}</th>
            </tr>
          </thead>
          <tbody>{(['home', 'away'] as const).map(boardRow)}</tbody>
        </table>
        <CricketGroundDrawing ball={ball} label={t('tracker.drawing.cricket', { summary })} />
        <p className={styles.situation}>{summary}</p>
        {chase && state ? (
          <p className={styles.chaseLine}>
            {t('tracker.cricket.chase', {
              team: teamName(state.batting, home, away),
              runs: chase.runsNeeded,
              balls: chase.ballsLeft,
              rate: chase.requiredRate ?? '–',
            })}
          </p>
        ) : null}
        <div className={styles.overChips}>
          <span className={styles.overChipsTitle} id={`${titleId}-over`}>
            {t('tracker.cricket.thisOver')}
          </span>
          {over.length === 0 ? (
            <span className={parts.muted}>{t('tracker.cricket.thisOver.none')}</span>
          ) : (
            <ol className={styles.overChips} aria-labelledby={`${titleId}-over`}>
              {over.map((b, k) => (
                <li
                  key={k}
                  className={cx(styles.chip, CHIP_CLASS[b])}
                  aria-label={t(`tracker.cricket.chip.${b}`)}
                >
                  {b === '0' ? '•' : b === 'WD' ? 'wd' : b}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>

      <SportStats
        home={home}
        away={away}
        keys={cricketStats(state)}
        figures={(key) => cricketStat(state, key)}
      />

      <TrackerTimeline
        id={timelineId}
        entries={timeline.map((i) => ({
          key: i.seq,
          lead:
            i.kind === 'period_end'
              ? t('tracker.cricket.inningsShort', { n: i.period })
              : ballLead(i.cricket?.balls ?? 0),
          mark: cx(styles.mark, styles[`mark_${i.kind}`]),
          rowClass: i.side === 'away' && styles.rowAway,
          // The batting side's innings after the ball ("India 154/6"), not a match score.
          text: timelineText(t, i, home, away),
          score: null,
        }))}
      />
    </TrackerPanel>
  );
}

/**
 * A timeline row: the ball with the batting side's innings after it ("Four · India (150/6)"),
 * or an innings' end with its total ("End of innings 1 · India 162/7 (20 ov)").
 */
function timelineText(t: Translate, i: TrackerIncident, home: string, away: string): string {
  const what = cricketIncidentText(t, i, home, away);
  if (!i.cricket) return what;
  if (i.kind === 'period_end') {
    return `${what} · ${teamName(i.cricket.batting, home, away)} ${inningsText(t, i.cricket)}`;
  }
  return `${what} (${scoreShort(i.cricket)})`;
}

/** The ball's over.ball (the 3rd ball of the 15th over: 14.3). */
function ballLead(balls: number): string {
  const done = Math.max(0, balls - 1);
  return `${String(Math.floor(done / 6))}.${String((done % 6) + 1)}`;
}

const scoreShort = (s: CricketState) => `${String(s.runs)}/${String(s.wickets)}`;
