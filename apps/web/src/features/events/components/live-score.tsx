'use client';

import { cricketInningsScore, oversOf } from '@touchline/betting';
import type { LiveEvent } from '@touchline/contract';
import { useT } from '../../../shared/site/site-context';
import { sportFamily } from '../sport-family';
import styles from './live-score.module.css';

type ScoredEvent = Pick<
  LiveEvent,
  | 'opponents'
  | 'scores'
  | 'clock'
  | 'isFinished'
  | 'currentPeriodAbbreviation'
  | 'currentPeriodNumber'
  | 'sportCode'
  | 'scoresPerPeriod'
>;

/** Periods counted by play, not by the clock (tennis sets, e-sports maps, darts legs …). */
const UNTIMED_PERIODS: ReadonlySet<string> = new Set([
  'SETS',
  'GAMES',
  'MAP',
  'LEGS',
  'FRAMES',
  'ENDS',
  'STB',
]);

/** The event's clock as a short label: 67', Half time, Full time … (spec betting-domain §3). */
export function useClockLabel(event: ScoredEvent): string | null {
  const t = useT();
  if (event.isFinished || event.clock?.status === 'END_OF_EVENT') return t('live.clock.fullTime');
  const clock = event.clock;
  if (!clock) return null;
  switch (clock.status) {
    case 'NOT_STARTED':
      return t('live.clock.notStarted');
    case 'END_OF_PERIOD':
      return event.currentPeriodAbbreviation === 'HALF' && event.currentPeriodNumber === 1
        ? t('live.clock.halfTime')
        : t('live.clock.paused');
    case 'STOPPED':
      return t('live.clock.paused');
    case 'RUNNING': {
      if (sportFamily(event.sportCode) === 'cricket') {
        // Decision: cricket is played in innings and overs (the score shows the overs bowled),
        // so its clock says which innings is on ("Innings 2"), never minutes ("104'").
        return event.currentPeriodNumber !== null
          ? t('live.periodNumber', {
              period: t('live.cricket.innings'),
              number: event.currentPeriodNumber,
            })
          : t('live.liveNow');
      }
      if (event.sportCode === 'BASE') {
        // Decision: baseball is played by innings, not the clock: its clock says which inning is
        // on ("Inning 4"); the event page's tracker adds the half ("▼ Bottom 4").
        return event.currentPeriodNumber !== null
          ? t('live.periodNumber', {
              period: t('live.baseball.inning'),
              number: event.currentPeriodNumber,
            })
          : t('live.liveNow');
      }
      const period =
        event.currentPeriodAbbreviation && event.currentPeriodNumber !== null
          ? t('live.periodNumber', {
              period: t(`live.period.${event.currentPeriodAbbreviation}`),
              number: event.currentPeriodNumber,
            })
          : null;
      // Decision: a match played in sets, maps, legs or frames says where it is ("Set 3"): its
      // minutes played mean little to a bettor. Timed periods (halves, quarters) show minutes.
      if (period !== null && UNTIMED_PERIODS.has(event.currentPeriodAbbreviation ?? '')) {
        return period;
      }
      if (clock.minutes > 0) return t('live.minute', { minute: clock.minutes });
      return period ?? t('live.liveNow');
    }
    default:
      return null;
  }
}

/**
 * A side's score as its sport writes it: the match score, or for the cricket group its innings
 * as runs/wickets with the overs bowled ("154/6 (18.2)"); a side yet to bat says so.
 */
export function useSideScore(
  event: Pick<ScoredEvent, 'scores' | 'sportCode' | 'scoresPerPeriod'>,
): (opponentId: number | undefined) => string {
  const t = useT();
  return (id) => {
    if (sportFamily(event.sportCode) !== 'cricket') {
      return String(event.scores.find((s) => s.opponentId === id)?.score ?? 0);
    }
    const innings = id === undefined ? null : cricketInningsScore(id, event.scoresPerPeriod);
    if (!innings) return t('live.cricket.yetToBat');
    const line = `${String(innings.runs)}/${String(innings.wickets)}`;
    return innings.balls === null ? line : `${line} (${oversOf(innings.balls)})`;
  };
}

/** Home and away with their scores, and the clock (a live or finished event). */
export function LiveScore({ event }: { readonly event: ScoredEvent }) {
  const t = useT();
  const clock = useClockLabel(event);
  const home = event.opponents.find((o) => o.position === 'HOME');
  const away = event.opponents.find((o) => o.position === 'AWAY');
  const scoreOf = useSideScore(event);
  if (!home || !away) return clock ? <p className={styles.clock}>{clock}</p> : null;
  if (sportFamily(event.sportCode) === 'cricket') {
    // An innings ("154/6 (18.2)") is too wide to sit between the names on a phone: each side's
    // sits under its name.
    return (
      <div className={styles.root} aria-label={t('live.score')} role="group">
        <span className={styles.team}>
          {home.description}
          <span className={styles.sideScore}>{scoreOf(home.id)}</span>
        </span>
        <span className={styles.versus}>–</span>
        <span className={styles.team}>
          {away.description}
          <span className={styles.sideScore}>{scoreOf(away.id)}</span>
        </span>
        {clock ? <span className={styles.clock}>{clock}</span> : null}
      </div>
    );
  }
  return (
    <div className={styles.root} aria-label={t('live.score')} role="group">
      <span className={styles.team}>{home.description}</span>
      <span className={styles.score}>
        {scoreOf(home.id)} – {scoreOf(away.id)}
      </span>
      <span className={styles.team}>{away.description}</span>
      {clock ? <span className={styles.clock}>{clock}</span> : null}
    </div>
  );
}
