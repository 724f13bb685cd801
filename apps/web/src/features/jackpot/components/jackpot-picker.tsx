'use client';

import type { ActiveJackpot } from '@touchline/contract';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { useJackpotPicks, useJackpotPicksStore } from '../store/jackpot-picks-store';
import styles from './jackpot-picker.module.css';

/** The 1X2 columns' marks, in the market's order (home, draw, away). */
const MARKS = ['1', 'X', '2'] as const;

/**
 * One jackpot's matches in ordinal order, each with its outcomes as toggle buttons (spec
 * betting-domain §2 Jackpot screens, §4 Jackpot). Any number of outcomes may be picked on a
 * match: each extra pick multiplies the lines.
 */
export function JackpotPicker({ jackpot }: { readonly jackpot: ActiveJackpot }) {
  const t = useT();
  const picks = useJackpotPicks(jackpot.jackpotId);
  const dispatch = useJackpotPicksStore((store) => store.dispatch);
  const legs = [...jackpot.events].sort((a, b) => a.ordinal - b.ordinal);
  const picked = new Set(picks.map((p) => `${p.ordinal}:${p.outcomeId}`));
  return (
    <section className={styles.card} aria-labelledby="jackpot-legs">
      <div className={styles.head}>
        <h2 id="jackpot-legs" className={styles.title}>
          {t('jackpot.matches')}
        </h2>
        <span className={styles.marks} aria-hidden="true">
          {MARKS.map((mark) => (
            <span key={mark}>{mark}</span>
          ))}
        </span>
      </div>
      <ol className={styles.legs}>
        {legs.map((leg) => {
          const match = t('jackpot.match', { number: leg.ordinal });
          const labelId = `jackpot-leg-${leg.ordinal}`;
          const anyPicked = leg.outcomes.some((o) => picked.has(`${leg.ordinal}:${o.outcomeId}`));
          return (
            <li key={leg.ordinal} className={cx(styles.leg, anyPicked && styles.legPicked)}>
              <div className={styles.legInfo} id={labelId}>
                <span className={styles.ordinal}>{match}</span>
                <span className={styles.legName}>{leg.description}</span>
                <LocalDateTime iso={leg.startTime} format="kickOff" className={styles.legTime} />
              </div>
              <div className={styles.outcomes} role="group" aria-labelledby={labelId}>
                {leg.outcomes.map((outcome, index) => {
                  const pressed = picked.has(`${leg.ordinal}:${outcome.outcomeId}`);
                  return (
                    <button
                      key={outcome.outcomeId}
                      type="button"
                      className={styles.outcome}
                      aria-pressed={pressed}
                      aria-label={t('jackpot.pickLabel', {
                        number: leg.ordinal,
                        outcome: outcome.description,
                      })}
                      onClick={() =>
                        dispatch({
                          type: 'jackpotPickToggled',
                          jackpotId: jackpot.jackpotId,
                          ordinal: leg.ordinal,
                          outcomeId: outcome.outcomeId,
                        })
                      }
                    >
                      <span className={styles.mark} aria-hidden="true">
                        {MARKS[index] ?? String(index + 1)}
                      </span>
                      <span className={styles.outcomeName} aria-hidden="true">
                        {outcome.description}
                      </span>
                    </button>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
