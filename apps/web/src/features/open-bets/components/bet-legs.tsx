'use client';

import { formatOdds } from '@touchline/betting';
import type { OpenBetLeg } from '@touchline/contract';
import { useOddsType } from '../../../shared/preferences';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import styles from './my-bets.module.css';

type LegTone = 'won' | 'lost' | 'neutral' | 'live' | 'warning';

/** A leg's state in words: its result once it has one, else its market now (decision "My Bets"). */
function legState(leg: OpenBetLeg): { readonly key: string; readonly tone: LegTone } {
  switch (leg.result) {
    case 'won':
      return { key: 'mybets.status.won', tone: 'won' };
    case 'placed':
      return { key: 'mybets.status.placed', tone: 'won' };
    case 'lost':
      return { key: 'mybets.status.lost', tone: 'lost' };
    case 'void':
      return { key: 'mybets.status.void', tone: 'neutral' };
    case null:
      break;
  }
  switch (leg.marketState) {
    case 'SUSPENDED':
      return { key: 'mybets.leg.suspended', tone: 'warning' };
    case 'CLOSED':
    case 'RESULTED':
      return { key: 'mybets.leg.awaitingResult', tone: 'neutral' };
    case 'OPEN':
      return leg.live.status === 'IN_PLAY'
        ? { key: 'mybets.filter.live', tone: 'live' }
        : { key: 'mybets.status.open', tone: 'neutral' };
  }
}

/** The event's score as the catalogue has it: `Arsenal 2 – 1 Chelsea`, null before kick-off. */
function scoreText(leg: OpenBetLeg): string | null {
  const [home, away] = leg.live.scores;
  if (home === undefined || away === undefined || leg.live.status === 'NOT_STARTED') return null;
  return `${home.description} ${home.score} – ${away.score} ${away.description}`;
}

/** The legs of a bet: selection, market, event, price, live score and the leg's state. */
export function BetLegs({ legs }: { readonly legs: readonly OpenBetLeg[] }) {
  const t = useT();
  const oddsType = useOddsType();
  return (
    <ul className={styles.legs} aria-label={t('mybets.bet.selections')}>
      {legs.map((leg) => {
        const state = legState(leg);
        const score = scoreText(leg);
        const clock = leg.live.status === 'IN_PLAY' ? leg.live.clock : null;
        return (
          <li key={`${leg.marketId}-${leg.outcomeId}`} className={styles.leg}>
            <div className={styles.legMain}>
              <span className={styles.legOutcome}>{leg.outcomeDescription}</span>
              <span className={styles.legOdds}>{formatOdds(leg.decimal, oddsType)}</span>
            </div>
            <div className={styles.legMeta}>
              <span>
                {leg.marketDescription}
                {leg.placeTerms === null
                  ? null
                  : ` · ${t('mybets.leg.placeTerms', { terms: leg.placeTerms })}`}
              </span>
              <span>{leg.eventDescription}</span>
            </div>
            <div className={styles.legStatusRow}>
              {score === null ? (
                <span />
              ) : (
                <span className={styles.legScore}>
                  <span className="visually-hidden">{t('mybets.leg.score')}: </span>
                  {score}
                  {clock === null ? null : (
                    <span className={styles.legClock}>
                      {' · '}
                      {t('mybets.leg.minute', { minute: clock.minutes })}
                    </span>
                  )}
                </span>
              )}
              <span className={cx(styles.state, styles[`tone-${state.tone}`])}>{t(state.key)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
