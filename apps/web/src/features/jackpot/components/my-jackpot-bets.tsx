'use client';

import type { JackpotBet } from '@touchline/contract';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { useSession } from '../../../shared/session/session-store';
import { useT, useTranslator } from '../../../shared/site/site-context';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';
import { useJackpotBets } from '../api/get-jackpot-bets';
import styles from './my-jackpot-bets.module.css';

/**
 * "My jackpot bets" on the jackpot pages: the player's jackpot slips with each pick's result and,
 * once settled, what the slip won and its prize tier (its best line's right picks). Nothing for a
 * visitor (the slip asks them to log in).
 */
export function MyJackpotBets() {
  const t = useT();
  const hydrated = useHydrated();
  const session = useSession();
  const bets = useJackpotBets(hydrated ? (session?.accountId ?? null) : null);
  if (!hydrated || session === null) return null;
  return (
    <section className={styles.card} aria-labelledby="my-jackpot-bets">
      <h2 id="my-jackpot-bets" className={styles.title}>
        {t('jackpot.myBets.title')}
      </h2>
      {bets.isPending ? (
        <p className={panelStyles.loading}>{t('common.loading')}</p>
      ) : bets.isError ? (
        <p className={panelStyles.muted}>{t('api.error.generic')}</p>
      ) : bets.data.length === 0 ? (
        <p className={panelStyles.muted}>{t('jackpot.myBets.empty')}</p>
      ) : (
        <ul className={styles.bets}>
          {bets.data.map((bet) => (
            <JackpotBetRow key={bet.betId} bet={bet} />
          ))}
        </ul>
      )}
    </section>
  );
}

function JackpotBetRow({ bet }: { readonly bet: JackpotBet }) {
  const t = useT();
  const { plural } = useTranslator();
  const format = useLocaleFormat();
  const headingId = `jackpot-bet-${bet.betId}`;
  const picks = [...bet.singles].sort((a, b) => a.ordinal - b.ordinal);
  return (
    <li className={styles.bet} aria-labelledby={headingId}>
      <div className={styles.betHead}>
        <h3 id={headingId} className={styles.betName}>
          {bet.jackpotName}
        </h3>
        <span className={cx(styles.status, styles[bet.status])}>
          {t(`jackpot.myBets.status.${bet.status}`)}
        </span>
      </div>
      <p className={styles.meta}>
        {t('jackpot.receipt.reference', { reference: bet.reference })} ·{' '}
        {format.dateTime(bet.placedAt)}
      </p>
      <p className={styles.meta}>
        {plural('jackpot.lines', bet.noOfBets)} ·{' '}
        {t('jackpot.totalCost', { amount: format.wireMoney(bet.totalCost, bet.currency) })}
      </p>
      {bet.status !== 'open' ? (
        <p className={styles.result}>
          {bet.bestCorrect !== null
            ? t('jackpot.myBets.best', { correct: bet.bestCorrect, total: picksCount(bet) })
            : null}
          {bet.status === 'won' && bet.bestCorrect !== null ? (
            <>
              {' · '}
              {t('jackpot.myBets.tier', { correct: bet.bestCorrect })}
            </>
          ) : null}
          {' · '}
          {t('jackpot.myBets.returns', {
            amount: format.wireMoney(bet.returns ?? 0, bet.currency),
          })}
        </p>
      ) : null}
      <details className={styles.details}>
        <summary>{t('jackpot.myBets.picks')}</summary>
        <ol className={styles.picks}>
          {picks.map((pick) => (
            <li key={`${pick.ordinal}-${pick.outcomeId}`} className={styles.pick}>
              <span className={styles.pickMatch}>
                {t('jackpot.match', { number: pick.ordinal })}
              </span>
              <span className={styles.pickEvent}>{pick.eventDescription}</span>
              <span className={styles.pickOutcome}>{pick.outcomeDescription}</span>
              <span className={cx(styles.pickResult, pick.result && styles[pick.result])}>
                {t(`jackpot.myBets.result.${pick.result ?? 'pending'}`)}
              </span>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** The number of matches of the slip's jackpot (its distinct ordinals). */
function picksCount(bet: JackpotBet): number {
  return new Set(bet.singles.map((s) => s.ordinal)).size;
}
