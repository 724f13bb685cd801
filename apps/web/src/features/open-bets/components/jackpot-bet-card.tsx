'use client';

import type { JackpotBet } from '@touchline/contract';
import { useId } from 'react';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useT } from '../../../shared/site/site-context';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { BetFacts, type BetFact } from './bet-facts';
import styles from './my-bets.module.css';

/**
 * A jackpot slip beside the bets (decision "My Bets": its own shape, no prices, no cash out):
 * the round, its lines and cost and, once settled, what it paid.
 */
export function JackpotBetCard({ bet }: { readonly bet: JackpotBet }) {
  const t = useT();
  const format = useLocaleFormat();
  const titleId = useId();
  const referenceId = useId();
  const facts: BetFact[] = [
    { label: t('mybets.bet.stake'), value: format.wireMoney(bet.totalCost, bet.currency) },
    { label: t('mybets.jackpot.lines'), value: format.number(bet.noOfBets) },
  ];
  if (bet.returns !== null) {
    facts.push({
      label: t('mybets.bet.returns'),
      value: format.wireMoney(bet.returns, bet.currency),
    });
  }
  facts.push(
    { label: t('mybets.bet.reference'), value: <span id={referenceId}>{bet.reference}</span> },
    bet.settledAt === null
      ? { label: t('mybets.bet.placed'), value: <LocalDateTime iso={bet.placedAt} /> }
      : { label: t('mybets.bet.settled'), value: <LocalDateTime iso={bet.settledAt} /> },
  );
  return (
    <article className={styles.bet} aria-labelledby={`${titleId} ${referenceId}`}>
      <header className={styles.betHeader}>
        <h2 id={titleId} className={styles.betTitle}>
          {t('mybets.jackpot.title', { name: bet.jackpotName })}
        </h2>
        <span className={styles.tag}>{t(`mybets.status.${bet.status}`)}</span>
      </header>
      <BetFacts facts={facts} />
    </article>
  );
}
