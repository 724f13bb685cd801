import {
  currencyDisplayDecimals,
  displayAmountToMinor,
  parseStakeText,
  partialCashOutMinimumMinor,
  partialCashOutStakes,
} from '@touchline/betting';
import type { OpenBet } from '@touchline/contract';
import { wireAmountToMinor } from '../../../shared/format/wire-money';

/** The minor-unit facts of an open bet a cash out reads (the wire is major units). */
export interface CashOutFacts {
  readonly currency: string;
  readonly offerMinor: number;
  readonly minimumMinor: number;
  /** The unit and total stake still running (after any partial cash outs). */
  readonly unitStakeMinor: number;
  readonly totalStakeMinor: number;
  /** One step of the slider: the smallest amount the currency shows (0.01 €, 0.01 thousand ₫). */
  readonly stepMinor: number;
}

/** The facts of a bet with an offer, or null when it has none (or its amounts are unreadable). */
export function cashOutFacts(bet: OpenBet): CashOutFacts | null {
  if (bet.cashOut.status !== 'available') return null;
  const offerMinor = wireAmountToMinor(bet.cashOut.amount, bet.currency);
  const unitStakeMinor = wireAmountToMinor(bet.unitStake, bet.currency);
  const totalStakeMinor = wireAmountToMinor(bet.remainingStake ?? bet.totalStake, bet.currency);
  if (offerMinor === null || unitStakeMinor === null || totalStakeMinor === null) return null;
  const step =
    displayAmountToMinor(10 ** -currencyDisplayDecimals(bet.currency), bet.currency, {}, 'ceil') ??
    1;
  return {
    currency: bet.currency,
    offerMinor,
    minimumMinor: partialCashOutMinimumMinor(bet.currency),
    unitStakeMinor,
    totalStakeMinor,
    stepMinor: Math.max(1, step),
  };
}

/** Whether the offer is big enough to take a part of it (above the minimum part). */
export function allowsPartial(facts: CashOutFacts): boolean {
  return facts.offerMinor > facts.minimumMinor;
}

export type PartialAmountProblem = 'unreadable' | 'belowMinimum' | 'aboveOffer' | 'nothingLeft';

export type PartialAmountCheck =
  | {
      readonly ok: true;
      readonly partMinor: number;
      /** The whole offer: a full cash out (the platform treats it so too). */
      readonly full: boolean;
      /** The stake left running after the part; null for a full cash out. */
      readonly remainingStakeMinor: number | null;
    }
  | { readonly ok: false; readonly problem: PartialAmountProblem };

/**
 * A part the player chose (typed or slid): between the minimum part and the full offer
 * (decision "Partial and automatic cash out"); the stake it leaves is the package's rule.
 */
export function checkPartialAmount(text: string, facts: CashOutFacts): PartialAmountCheck {
  const partMinor = parseStakeText(text, facts.currency);
  if (partMinor === null || text.trim() === '') return { ok: false, problem: 'unreadable' };
  return checkPartialMinor(partMinor, facts);
}

export function checkPartialMinor(partMinor: number, facts: CashOutFacts): PartialAmountCheck {
  if (partMinor < facts.minimumMinor) return { ok: false, problem: 'belowMinimum' };
  if (partMinor > facts.offerMinor) return { ok: false, problem: 'aboveOffer' };
  if (partMinor === facts.offerMinor) {
    return { ok: true, partMinor, full: true, remainingStakeMinor: null };
  }
  const stakes = partialCashOutStakes({
    unitStakeMinor: facts.unitStakeMinor,
    totalStakeMinor: facts.totalStakeMinor,
    offerMinor: facts.offerMinor,
    partMinor,
  });
  if (!stakes.ok) return { ok: false, problem: 'nothingLeft' };
  return {
    ok: true,
    partMinor,
    full: false,
    remainingStakeMinor: stakes.value.remainingTotalStakeMinor,
  };
}

export type AutoThresholdProblem = 'unreadable' | 'alreadyReached' | 'neverReached';

export type AutoThresholdCheck =
  | { readonly ok: true; readonly thresholdMinor: number }
  | { readonly ok: false; readonly problem: AutoThresholdProblem };

/**
 * "Cash out when the offer reaches …": a readable amount above the offer now (one already met
 * would cash the bet out at the next check — the Cash out button says that more plainly) and no
 * more than the bet returns if every leg wins (an offer never exceeds it, so the rule would never
 * run).
 */
export function checkAutoThreshold(text: string, bet: OpenBet): AutoThresholdCheck {
  const thresholdMinor = parseStakeText(text, bet.currency);
  if (thresholdMinor === null || thresholdMinor <= 0) return { ok: false, problem: 'unreadable' };
  const offerMinor =
    bet.cashOut.status === 'available' ? wireAmountToMinor(bet.cashOut.amount, bet.currency) : null;
  if (offerMinor !== null && thresholdMinor <= offerMinor) {
    return { ok: false, problem: 'alreadyReached' };
  }
  const ceiling = wireAmountToMinor(
    bet.potentialReturns + bet.potentialPlaceWin + bet.extraWinnings,
    bet.currency,
  );
  if (ceiling !== null && thresholdMinor > ceiling) return { ok: false, problem: 'neverReached' };
  return { ok: true, thresholdMinor };
}
