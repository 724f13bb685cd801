import {
  betslipBetKey,
  orderedBetslipSingles,
  stakeMinorToText,
  type BetslipSingleEntry,
  type BetslipState,
} from '@touchline/betting';

/**
 * A single as the betslip shows it: the package's entry plus the text its stake field holds.
 * Read from the state on render, never stored.
 */
export interface SingleBet extends BetslipSingleEntry {
  /** The bet key its stake field dispatches with (spec betting-domain §3). */
  readonly key: string;
  /** The stake as the field shows it, display units ("12.5"); '' when none. */
  readonly stake: string;
  readonly eventDescription: string;
  readonly marketDescription: string;
  readonly outcomeDescription: string;
}

/**
 * The text a bet's stake field shows (a single, the multiple or a system): what the player typed
 * while it is the field being edited (`activeBetStake`, so "12." survives), else its stake in
 * display units ('' when none).
 */
export function stakeFieldText(
  state: BetslipState,
  key: string,
  unitStake: number,
  currency: string,
): string {
  if (state.activeBetKey === key) return state.activeBetStake;
  return unitStake > 0 ? stakeMinorToText(unitStake, currency) : '';
}

/**
 * The singles in ref order. The field being edited shows what the player typed
 * (`activeBetStake`, so "12." survives); the others show their stake in display units.
 */
export function betslipRows(state: BetslipState, currency: string): SingleBet[] {
  return orderedBetslipSingles(state).map((bet) => {
    const key = betslipBetKey(bet.ref);
    const stake = stakeFieldText(state, key, bet.unitStake, currency);
    return {
      ...bet,
      key,
      stake,
      eventDescription: bet.eventDescription ?? '',
      marketDescription: bet.marketDescription ?? '',
      outcomeDescription: bet.outcomeDescription ?? '',
    };
  });
}
