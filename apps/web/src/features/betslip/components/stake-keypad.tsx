'use client';

import {
  isStakeDecimalKeyShown,
  pressStakeKey,
  STAKE_KEYBOARD_KEYS,
  type StakeKeyboardKey,
} from '@touchline/betting';
import { useT } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import styles from './stake-entry.module.css';

/**
 * The betslip's on-screen keyboard (spec betting-domain §2, §4, §5): digits, a decimal point,
 * delete and done, each press read by the package's `pressStakeKey` (13 characters at most, 2
 * decimals, a leading double zero or a second dot refused). The decimal point is not offered
 * for currencies without decimals or the thousand-scaled ones (KRW, VND …). Done closes it.
 * `onChange` gets the stake text after each accepted key.
 */
export function StakeKeypad({
  currency,
  text,
  label,
  onChange,
  onDone,
}: {
  readonly currency: string;
  readonly text: string;
  /** What the stake is for ("Stake for Northbridge United"): names the keypad. */
  readonly label: string;
  readonly onChange: (text: string) => void;
  readonly onDone: () => void;
}) {
  const t = useT();
  const decimalKey = isStakeDecimalKeyShown(currency);
  const press = (key: StakeKeyboardKey) => {
    const next = pressStakeKey(text, key, currency);
    if (next.text !== text) onChange(next.text);
    if (next.done) onDone();
  };
  const keys = STAKE_KEYBOARD_KEYS.filter((key) => key !== 'done');
  return (
    <div
      className={styles.keypad}
      role="group"
      aria-label={t('betslip.keypad.label', { stake: label })}
    >
      {keys.map((key) => {
        if (key === '.' && !decimalKey) {
          // Its cell stays empty, so the digits keep their places.
          return <span key={key} className={styles.keyGap} aria-hidden="true" />;
        }
        const name =
          key === 'delete'
            ? t('betslip.keypad.delete')
            : key === '.'
              ? t('betslip.keypad.decimal')
              : key;
        return (
          <button
            key={key}
            type="button"
            className={cx(styles.key, key === 'delete' && styles.keyDelete)}
            aria-label={name}
            // The stake field keeps the focus: a press must not blur it and close the keypad.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => press(key)}
          >
            {key === 'delete' ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path
                  d="M9 6h11v12H9l-6-6zM12 9l6 6M18 9l-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              </svg>
            ) : (
              key
            )}
          </button>
        );
      })}
      <button
        type="button"
        className={cx(styles.key, styles.keyDone)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => press('done')}
      >
        {t('betslip.keypad.done')}
      </button>
    </div>
  );
}
