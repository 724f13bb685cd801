'use client';

import { betslipPlacementPhase, formatOdds, type BetslipNewSelection } from '@touchline/betting';
import { useOddsType } from '../../../shared/preferences';
import { leaveReceipt, useBetslipStore } from '../store/betslip-store';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import styles from './price-button.module.css';

interface PriceButtonProps {
  readonly selection: BetslipNewSelection;
  readonly disabled?: boolean;
  /**
   * The price as it is at the press, when it can move under the button without a repaint (a
   * live price cell writes its text directly): the bet is added at that price.
   */
  readonly currentDecimal?: () => number;
}

/** A padlock: a suspended price is shown locked, never blank (the market says why in words). */
function LockIcon() {
  return (
    <svg
      className={styles.lock}
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5A1 1 0 0 1 13 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}

/**
 * One price, shown in the player's odds type (spec betting-domain §2 settings panel, §9 odds
 * display) while the selection keeps the exact decimal. Its accessible name is "{outcome}
 * {odds}" and it is pressed while the outcome is in the betslip; pressing it again removes the
 * bet. Disabled (a suspended market) it shows a padlock beside the last price.
 */
export function PriceButton({ selection, disabled = false, currentDecimal }: PriceButtonProps) {
  const hydrated = useHydrated();
  const key = String(selection.outcomeId);
  // After a successful placement the slip's bets belong to the receipt: none of the prices shows
  // as selected, and the next press starts a slip of the unplaced selections and this one. Only this
  // answer is subscribed to: a slip change re-renders the prices whose answer changed.
  const inSlip = useBetslipStore(
    ({ state }) => betslipPlacementPhase(state).phase !== 'succeeded' && key in state.bets,
  );
  const selected = hydrated && inSlip;
  const dispatch = useBetslipStore((store) => store.dispatch);
  const oddsType = useOddsType();
  return (
    <button
      type="button"
      className={styles.root}
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => {
        if (selected) {
          dispatch({ type: 'betRemoved', outcomeId: selection.outcomeId });
          return;
        }
        // A price pressed over a receipt: the selections the placement left unplaced stay.
        leaveReceipt('leftOver');
        dispatch({
          type: 'betAdded',
          selection: currentDecimal ? { ...selection, decimal: currentDecimal() } : selection,
        });
      }}
    >
      <span className={styles.label}>{selection.outcomeDescription}</span>{' '}
      <span className={styles.odds}>
        {disabled ? <LockIcon /> : null}
        {/* data-price-text: a live price change writes the new text here (events' PriceCell). */}
        <span data-price-text="">{formatOdds(selection.decimal, oddsType)}</span>
      </span>
    </button>
  );
}
