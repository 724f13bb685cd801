'use client';

import type { SettledBet, SettledBetStatus } from '@touchline/contract';
import { useId } from 'react';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { BetFacts, useEachWayFacts, type BetFact } from './bet-facts';
import { BetLegs } from './bet-legs';
import { useBetType } from './open-bet-card';
import styles from './my-bets.module.css';

const STATUS_KEYS: Readonly<Record<SettledBetStatus, string>> = {
  won: 'mybets.status.won',
  lost: 'mybets.status.lost',
  void: 'mybets.status.void',
  cashed_out: 'mybets.status.cashedOut',
};

/** One settled bet: how it closed, its legs' results, stake, returns and cash outs. */
export function SettledBetCard({ bet }: { readonly bet: SettledBet }) {
  const t = useT();
  const format = useLocaleFormat();
  const eachWayFacts = useEachWayFacts();
  const betType = useBetType();
  const titleId = useId();
  const referenceId = useId();
  const facts: BetFact[] = [
    { label: t('mybets.bet.stake'), value: format.wireMoney(bet.totalStake, bet.currency) },
    { label: t('mybets.bet.returns'), value: format.wireMoney(bet.returns, bet.currency) },
  ];
  if ((bet.cashedOut ?? 0) > 0) {
    facts.push({
      label: t('mybets.bet.cashedOut'),
      value: format.wireMoney(bet.cashedOut ?? 0, bet.currency),
    });
  }
  // Part cashed out, the rest ran on to the result; a bet cashed out in full has none left.
  if (
    bet.status !== 'cashed_out' &&
    bet.remainingStake !== undefined &&
    bet.remainingStake !== bet.totalStake
  ) {
    facts.push({
      label: t('mybets.bet.stakeRanOn'),
      value: format.wireMoney(bet.remainingStake, bet.currency),
    });
  }
  facts.push(...eachWayFacts(bet.eachWayParts, bet.currency));
  facts.push(
    { label: t('mybets.bet.reference'), value: <span id={referenceId}>{bet.reference}</span> },
    { label: t('mybets.bet.settled'), value: <LocalDateTime iso={bet.settledAt} /> },
  );
  return (
    <article className={styles.bet} aria-labelledby={`${titleId} ${referenceId}`}>
      <header className={styles.betHeader}>
        <h2 id={titleId} className={styles.betTitle}>
          {betType(bet)}
          {bet.eachWay ? <span className={styles.betSub}> · {t('mybets.bet.eachWay')}</span> : null}
        </h2>
        <span className={cx(styles.tag, styles[`tag-${bet.status}`])}>
          {t(STATUS_KEYS[bet.status])}
        </span>
      </header>
      <BetLegs legs={bet.legs} />
      <BetFacts facts={facts} />
    </article>
  );
}
