'use client';

import {
  checkStakeText,
  currencyDisplayDecimals,
  MAX_STAKE_TEXT_LENGTH,
  NO_STAKE,
  stakeDecimalPlaces,
  stakeTextToMinor,
  type StakeTextRejection,
} from '@touchline/betting';
import { useId, useRef, useState } from 'react';
import { useMediaQuery } from '../../../shared/hydration/use-media-query';
import { useT } from '../../../shared/site/site-context';
import { nextStakeIsQuickBet } from '../hooks/use-betslip-pricing';
import { useBetslipStore } from '../store/betslip-store';
import { QuickStakes } from './quick-stakes';
import { StakeKeypad } from './stake-keypad';
import styles from './betslip.module.css';

/** A touch screen: the slip's own keypad replaces the phone's keyboard (spec betting-domain §2). */
const TOUCH_QUERY = '(pointer: coarse)';

interface StakeFieldProps {
  /** The bet key the field dispatches with (sel1, mul1, sys2; spec betting-domain §3). */
  readonly betKey: string;
  /** "Stake for Northbridge United", "Stake for Trixie". */
  readonly label: string;
  /** What is staked on ("Northbridge United", "Trixie"): names the quick-bet buttons. */
  readonly selection: string;
  /** The text the slip holds for this bet (as typed while it is edited). */
  readonly value: string;
  readonly currency: string;
  /** The line's own error, shown by the row (its id), if any. */
  readonly errorId?: string | undefined;
  readonly disabled?: boolean;
}

/**
 * The stake field's hint: the stake is typed with a decimal point in every language (spec
 * betting-domain §5 keyboard stake rules), so its digits are not the locale's.
 */
function stakePlaceholder(currency: string): string {
  const decimals = Math.min(currencyDisplayDecimals(currency), stakeDecimalPlaces(currency));
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

function rejectionText(
  reason: StakeTextRejection,
  currency: string,
  t: ReturnType<typeof useT>,
): string {
  return t(`betslip.stakeError.${reason}`, {
    currency,
    max: String(MAX_STAKE_TEXT_LENGTH),
    decimals: String(stakeDecimalPlaces(currency)),
  });
}

/**
 * One stake field, read by the package's stake rules (spec betting-domain §5, stake.ts): text
 * that breaks them is refused key by key and the field says why, except a decimal point in a
 * currency without decimals (KRW, the thousand-scaled VND…): that text is kept as typed and
 * stakes nothing until the point goes, so "1234.5" never becomes 12,345 by a dropped dot.
 * While the field is the one being edited the currency's quick-bet buttons show under it, and
 * on a touch screen the slip's keypad (the phone's own keyboard stays down); Done closes them.
 */
export function StakeField({
  betKey,
  label,
  selection,
  value,
  currency,
  errorId,
  disabled,
}: StakeFieldProps) {
  const t = useT();
  const dispatch = useBetslipStore((store) => store.dispatch);
  const id = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The field being edited (the slip's activeBetKey) keeps its quick-bet buttons and keypad
  // until another field is, or Done: never hidden on blur, so nothing moves under a press.
  const inUse = useBetslipStore((store) => store.state.activeBetKey === betKey);
  const touch = useMediaQuery(TOUCH_QUERY);
  const [refusal, setRefusal] = useState<StakeTextRejection | null>(null);
  // Text kept as typed though it stakes nothing (see above), also once another field is edited.
  const [held, setHeld] = useState<string | null>(null);
  const text = held ?? value;
  const standing = text === '' ? null : checkStakeText(text, currency);
  const reason = standing !== null && !standing.ok ? standing.error : refusal;
  /** A stake text typed, pressed on the keypad or put by a quick-bet button. */
  const enter = (next: string) => {
    const checked = checkStakeText(next, currency);
    if (checked.ok) {
      setRefusal(null);
      setHeld(null);
      dispatch({
        type: 'stakeChanged',
        key: betKey,
        stake: stakeTextToMinor(next, currency),
        text: next,
      });
    } else if (checked.error === 'decimalNotAllowed') {
      setRefusal(null);
      setHeld(next);
      dispatch({ type: 'stakeChanged', key: betKey, stake: NO_STAKE, text: next });
    } else {
      // spec betting-domain §5: the key is refused (the text stays as it was).
      setRefusal(checked.error);
    }
  };
  const describedBy = [reason === null ? null : messageId, errorId ?? null]
    .filter((x) => x !== null)
    .join(' ');
  return (
    <div className={styles.stakeBlock}>
      <div className={styles.betStakeRow}>
        <label htmlFor={id} className={styles.betStakeLabel}>
          {t('betslip.stake')}
        </label>
        <input
          id={id}
          className={styles.betStake}
          ref={inputRef}
          type="text"
          // On a touch screen the slip's keypad types (the phone's keyboard would cover it).
          inputMode={touch ? 'none' : 'decimal'}
          autoComplete="off"
          aria-label={label}
          placeholder={stakePlaceholder(currency)}
          value={text}
          disabled={disabled}
          aria-invalid={reason !== null || errorId !== undefined ? true : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(event) => enter(event.target.value)}
          onFocus={() => {
            if (!inUse) dispatch({ type: 'activeBetChanged', key: betKey, stake: value });
          }}
        />
      </div>
      {inUse && disabled !== true ? (
        <>
          <QuickStakes
            currency={currency}
            label={selection}
            onPick={(text) => {
              // spec betting-domain §4: a quick bet is priced at once (no debounce).
              nextStakeIsQuickBet();
              enter(text);
            }}
          />
          {touch ? (
            <StakeKeypad
              currency={currency}
              text={text}
              label={label}
              onChange={enter}
              onDone={() => {
                dispatch({ type: 'activeBetChanged', key: null });
                inputRef.current?.blur();
              }}
            />
          ) : null}
        </>
      ) : null}
      <p id={messageId} className={styles.betError} aria-live="polite">
        {reason === null ? null : rejectionText(reason, currency, t)}
      </p>
    </div>
  );
}
