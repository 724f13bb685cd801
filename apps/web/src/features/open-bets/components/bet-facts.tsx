'use client';

import type { EachWayParts } from '@touchline/contract';
import type { ReactNode } from 'react';
import { wireAmountToMinor } from '../../../shared/format/wire-money';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useT } from '../../../shared/site/site-context';
import styles from './my-bets.module.css';

export interface BetFact {
  readonly label: string;
  readonly value: ReactNode;
}

/** A bet's facts as a description list (stake, returns, reference …). */
export function BetFacts({ facts }: { readonly facts: readonly BetFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Wire amounts (major units) added in minor units, so no float is ever shown. */
export function useWireSum(): (currency: string, ...amounts: readonly number[]) => string {
  const format = useLocaleFormat();
  return (currency, ...amounts) => {
    let minor = 0;
    for (const amount of amounts) {
      const part = wireAmountToMinor(amount, currency);
      if (part === null) return '—';
      minor += part;
    }
    return format.money(minor, currency);
  };
}

/** An each-way bet's two parts, each with its stake and potential returns. */
export function useEachWayFacts(): (parts: EachWayParts | null, currency: string) => BetFact[] {
  const t = useT();
  const format = useLocaleFormat();
  return (parts, currency) =>
    parts === null
      ? []
      : [
          {
            label: t('mybets.bet.winPart'),
            value: t('mybets.bet.partValue', {
              stake: format.wireMoney(parts.win.stake, currency),
              returns: format.wireMoney(parts.win.potentialReturns, currency),
            }),
          },
          {
            label: t('mybets.bet.placePart'),
            value: t('mybets.bet.partValue', {
              stake: format.wireMoney(parts.place.stake, currency),
              returns: format.wireMoney(parts.place.potentialReturns, currency),
            }),
          },
        ];
}
