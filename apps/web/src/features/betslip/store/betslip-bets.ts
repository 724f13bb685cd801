/**
 * Pure betslip rules for singles (spec betting-domain §4 Betslip lifecycle). They belong in
 * packages/betting as the betslip reducer once it grows there; the store only calls them.
 */

/** What a price button knows about the outcome it adds. */
export interface BetSelection {
  readonly outcomeId: number;
  readonly eventId: number;
  readonly marketId: number;
  readonly decimal: number;
  readonly eventDescription: string;
  readonly marketDescription: string;
  readonly outcomeDescription: string;
}

export interface SingleBet extends BetSelection {
  /** sel1, sel2, … in the order the bets were added (betting-domain §3 Single bet). */
  readonly ref: string;
  /** The stake as typed, major units ("12.5"); '' when none. */
  readonly stake: string;
}

/** Bets keyed by outcome id (betting-domain §3 Betslip state). */
export type BetsByOutcome = Readonly<Record<string, SingleBet>>;

/** spec betting-domain §9: max_bets_on_betslip default. */
export const MAX_BETS_ON_BETSLIP = 15;

function refNumber(ref: string): number {
  return Number(ref.slice(3));
}

/** The bets in ref order (sel1 first). */
export function orderedBets(bets: BetsByOutcome): SingleBet[] {
  return Object.values(bets).sort((a, b) => refNumber(a.ref) - refNumber(b.ref));
}

export function hasBet(bets: BetsByOutcome, outcomeId: number): boolean {
  return String(outcomeId) in bets;
}

export function addBet(bets: BetsByOutcome, selection: BetSelection): BetsByOutcome {
  const count = Object.keys(bets).length;
  if (hasBet(bets, selection.outcomeId) || count >= MAX_BETS_ON_BETSLIP) return bets;
  return { ...bets, [selection.outcomeId]: { ...selection, ref: `sel${count + 1}`, stake: '' } };
}

/** Removing a bet renumbers the later refs so they stay sel1…selN. */
export function removeBet(bets: BetsByOutcome, outcomeId: number): BetsByOutcome {
  if (!hasBet(bets, outcomeId)) return bets;
  const next: Record<string, SingleBet> = {};
  orderedBets(bets)
    .filter((bet) => bet.outcomeId !== outcomeId)
    .forEach((bet, index) => {
      next[bet.outcomeId] = { ...bet, ref: `sel${index + 1}` };
    });
  return next;
}

export function toggleBet(bets: BetsByOutcome, selection: BetSelection): BetsByOutcome {
  return hasBet(bets, selection.outcomeId)
    ? removeBet(bets, selection.outcomeId)
    : addBet(bets, selection);
}

export function setStake(bets: BetsByOutcome, outcomeId: number, stake: string): BetsByOutcome {
  const bet = bets[outcomeId];
  if (!bet || bet.stake === stake) return bets;
  return { ...bets, [outcomeId]: { ...bet, stake } };
}
