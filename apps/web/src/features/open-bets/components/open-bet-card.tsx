'use client';

import type { OpenBet } from '@touchline/contract';
import { useId } from 'react';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import type { Session } from '../../../shared/session/session-store';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { LocalDateTime } from '../../../shared/ui/local-date-time';
import { betTypeLabel } from '../model/bet-type-label';
import { BetFacts, useEachWayFacts, useWireSum, type BetFact } from './bet-facts';
import { BetLegs } from './bet-legs';
import { CashOut } from './cash-out';
import styles from './my-bets.module.css';

/** The bet type in the player's language (Single, Treble, Yankee …). */
export function useBetType(): (bet: { betTypeId: number; legs: readonly unknown[] }) => string {
  const t = useT();
  return (bet) => {
    const label = betTypeLabel(bet.betTypeId, bet.legs.length);
    return t(label.key, label.params);
  };
}

/** One open bet: type, state, legs with live scores, stakes and returns, cash out. */
export function OpenBetCard({
  bet,
  session,
}: {
  readonly bet: OpenBet;
  readonly session: Session;
}) {
  const t = useT();
  const format = useLocaleFormat();
  const sum = useWireSum();
  const eachWayFacts = useEachWayFacts();
  const betType = useBetType();
  const titleId = useId();
  const referenceId = useId();
  const partlyCashedOut = (bet.cashedOut ?? 0) > 0;
  const statusKey =
    bet.status === 'pending'
      ? 'mybets.status.pending'
      : partlyCashedOut
        ? 'mybets.status.partiallyCashedOut'
        : 'mybets.status.open';

  const facts: BetFact[] = [
    { label: t('mybets.bet.stake'), value: format.wireMoney(bet.totalStake, bet.currency) },
  ];
  if (bet.remainingStake !== undefined && bet.remainingStake !== bet.totalStake) {
    facts.push({
      label: t('mybets.bet.remainingStake'),
      value: format.wireMoney(bet.remainingStake, bet.currency),
    });
  }
  if (partlyCashedOut) {
    facts.push({
      label: t('mybets.bet.cashedOut'),
      value: format.wireMoney(bet.cashedOut ?? 0, bet.currency),
    });
  }
  facts.push({
    label: t('mybets.bet.potentialReturns'),
    value: sum(bet.currency, bet.potentialReturns, bet.potentialPlaceWin),
  });
  if (bet.extraWinnings > 0) {
    facts.push({
      label: t('mybets.bet.extraWinnings'),
      value: format.wireMoney(bet.extraWinnings, bet.currency),
    });
  }
  facts.push(...eachWayFacts(bet.eachWayParts, bet.currency));
  facts.push(
    { label: t('mybets.bet.reference'), value: <span id={referenceId}>{bet.reference}</span> },
    { label: t('mybets.bet.placed'), value: <LocalDateTime iso={bet.placedAt} /> },
  );

  return (
    <article className={styles.bet} aria-labelledby={`${titleId} ${referenceId}`}>
      <header className={styles.betHeader}>
        <h2 id={titleId} className={styles.betTitle}>
          {betType(bet)}
          {bet.eachWay ? <span className={styles.betSub}> · {t('mybets.bet.eachWay')}</span> : null}
          {bet.noOfBets > 1 ? (
            <span className={styles.betSub}>
              {' '}
              · {t('mybets.bet.lines', { count: bet.noOfBets })}
            </span>
          ) : null}
        </h2>
        <span className={cx(styles.tag, bet.status === 'pending' && styles.tagPending)}>
          {t(statusKey)}
        </span>
      </header>
      <BetLegs legs={bet.legs} />
      <BetFacts facts={facts} />
      <CashOut bet={bet} session={session} />
    </article>
  );
}
