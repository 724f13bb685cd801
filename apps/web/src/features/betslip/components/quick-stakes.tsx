'use client';

import { quickBetAmounts, quickBetAmountsMinor, stakeMinorToText } from '@touchline/betting';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useSite, useT } from '../../../shared/site/site-context';
import styles from './stake-entry.module.css';

/**
 * The four quick-bet buttons of a stake (spec betting-domain §9 "Quick-bet default amounts",
 * the site setting quick_bet_values; invalid JSON silently falls back to the defaults): a
 * press puts that amount in the stake field, at once (spec §4: quick bets skip the debounce).
 * Amounts are display units — IDR's 50 is 50,000 rupiah — shown as numbers ("25"), each
 * button named by the money it stakes ("Stake €25.00 on Draw").
 */
export function QuickStakes({
  currency,
  label,
  onPick,
  disabled,
}: {
  readonly currency: string;
  /** What the stake is for ("Northbridge United"): each button says "Stake €25 on …". */
  readonly label: string;
  /** The amount as stake text ("25"), and in minor units. */
  readonly onPick: (text: string, minor: number) => void;
  readonly disabled?: boolean | undefined;
}) {
  const t = useT();
  const site = useSite();
  const format = useLocaleFormat();
  const setting = site.settings.web.quick_bet_values;
  const amounts = quickBetAmounts(currency, setting);
  const minors = quickBetAmountsMinor(currency, setting);
  return (
    <div className={styles.quick} role="group" aria-label={t('betslip.quickStakes.label')}>
      {amounts.map((amount, i) => {
        const minor = minors[i] ?? 0;
        const money = format.money(minor, currency);
        return (
          <button
            key={amount}
            type="button"
            className={styles.quickButton}
            disabled={disabled}
            aria-label={t('betslip.quickStakes.stakeOn', { amount: money, selection: label })}
            onClick={() => onPick(stakeMinorToText(minor, currency), minor)}
          >
            {format.number(amount)}
          </button>
        );
      })}
    </div>
  );
}
