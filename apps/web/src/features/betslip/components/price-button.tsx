'use client';

import { formatOdds } from '@touchline/betting';
import { useBetslipStore, useBetsByOutcome } from '../store/betslip-store';
import { hasBet, type BetSelection } from '../store/betslip-bets';

interface PriceButtonProps {
  readonly selection: BetSelection;
  readonly disabled?: boolean;
}

/**
 * One price. Its accessible name is "{outcome} {odds}" and it is pressed while the outcome
 * is in the betslip; pressing it again removes the bet.
 */
export function PriceButton({ selection, disabled = false }: PriceButtonProps) {
  const bets = useBetsByOutcome();
  const toggle = useBetslipStore((state) => state.toggle);
  const selected = hasBet(bets, selection.outcomeId);
  return (
    <button
      type="button"
      className="price-button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => toggle(selection)}
    >
      <span className="price-button__label">{selection.outcomeDescription}</span>{' '}
      <span className="price-button__odds">{formatOdds(selection.decimal, 'euro')}</span>
    </button>
  );
}
