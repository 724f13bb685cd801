'use client';

import { betslipPlacementPhase, formatOdds, type BetslipNewSelection } from '@touchline/betting';
import { useBetslipState, useBetslipStore } from '../store/betslip-store';
import styles from './price-button.module.css';

interface PriceButtonProps {
  readonly selection: BetslipNewSelection;
  readonly disabled?: boolean;
}

/**
 * One price. Its accessible name is "{outcome} {odds}" and it is pressed while the outcome
 * is in the betslip; pressing it again removes the bet.
 */
export function PriceButton({ selection, disabled = false }: PriceButtonProps) {
  const state = useBetslipState();
  const dispatch = useBetslipStore((store) => store.dispatch);
  // After a successful placement the slip's bets belong to the receipt: the next press starts a
  // fresh slip (the reducer's betAdded), so none of the prices shows as selected.
  const selected =
    betslipPlacementPhase(state).phase !== 'succeeded' && String(selection.outcomeId) in state.bets;
  return (
    <button
      type="button"
      className={styles.root}
      aria-pressed={selected}
      disabled={disabled}
      onClick={() =>
        dispatch(
          selected
            ? { type: 'betRemoved', outcomeId: selection.outcomeId }
            : { type: 'betAdded', selection },
        )
      }
    >
      <span className={styles.label}>{selection.outcomeDescription}</span>{' '}
      <span className={styles.odds}>{formatOdds(selection.decimal, 'euro')}</span>
    </button>
  );
}
