/**
 * The singles of the web betslip, kept as the store holds them (the stake as typed), with the
 * lifecycle decided by the package's betslip reducer (spec betting-domain §4; packages/betting
 * reducers/betslip-reducer.ts, STYLE habits 1 and 8): refs sel1…selN, renumbering on removal,
 * an outcome already on the slip, and max_bets_on_betslip all come from `betslipReducer`.
 */
import {
  BETSLIP_DEFAULTS,
  betslipReducer,
  eventId,
  initialBetslipState,
  marketId,
  NO_STAKE,
  orderedBetslipSingles,
  outcomeId,
  type BetslipAction,
  type BetslipSingleEntry,
  type BetslipState,
} from '@touchline/betting';

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
  /** The stake as typed, display units ("12.5"); '' when none. */
  readonly stake: string;
}

/** Bets keyed by outcome id (betting-domain §3 Betslip state). */
export type BetsByOutcome = Readonly<Record<string, SingleBet>>;

/** spec betting-domain §9: max_bets_on_betslip default. */
export const MAX_BETS_ON_BETSLIP = BETSLIP_DEFAULTS.maxBetsOnBetslip;

/** The package's view of these bets (ids branded; the typed stake stays on the web side). */
function toSlip(bets: BetsByOutcome): BetslipState {
  const entries: Record<string, BetslipSingleEntry> = {};
  for (const bet of Object.values(bets)) {
    entries[String(bet.outcomeId)] = {
      outcomeId: outcomeId(bet.outcomeId),
      eventId: eventId(bet.eventId),
      marketId: marketId(bet.marketId),
      decimal: bet.decimal,
      ref: bet.ref,
      unitStake: NO_STAKE,
      freeMoneyUnitStake: NO_STAKE,
      maxFreeMoneyStake: null,
      eventDescription: bet.eventDescription,
      marketDescription: bet.marketDescription,
      outcomeDescription: bet.outcomeDescription,
    };
  }
  return { ...initialBetslipState, bets: entries };
}

/** Back to the store's shape, keeping each bet's typed stake. */
function fromSlip(slip: BetslipState, previous: BetsByOutcome): BetsByOutcome {
  const next: Record<string, SingleBet> = {};
  for (const entry of orderedBetslipSingles(slip)) {
    const key = String(entry.outcomeId);
    next[key] = {
      outcomeId: entry.outcomeId,
      eventId: entry.eventId,
      marketId: entry.marketId,
      decimal: entry.decimal,
      eventDescription: entry.eventDescription ?? '',
      marketDescription: entry.marketDescription ?? '',
      outcomeDescription: entry.outcomeDescription ?? '',
      ref: entry.ref,
      stake: previous[key]?.stake ?? '',
    };
  }
  return next;
}

/** Runs one reducer action over the bets; the same object back when nothing changed. */
function apply(bets: BetsByOutcome, action: BetslipAction): BetsByOutcome {
  const before = toSlip(bets);
  const after = betslipReducer(before, action);
  return after.bets === before.bets ? bets : fromSlip(after, bets);
}

/** The bets in ref order (sel1 first). */
export function orderedBets(bets: BetsByOutcome): SingleBet[] {
  return orderedBetslipSingles(toSlip(bets)).map((entry) => {
    const bet = bets[String(entry.outcomeId)];
    if (bet === undefined) throw new Error(`bet ${entry.outcomeId} vanished`);
    return bet;
  });
}

export function hasBet(bets: BetsByOutcome, outcomeId: number): boolean {
  return String(outcomeId) in bets;
}

export function addBet(bets: BetsByOutcome, selection: BetSelection): BetsByOutcome {
  return apply(bets, {
    type: 'betAdded',
    selection: {
      outcomeId: outcomeId(selection.outcomeId),
      eventId: eventId(selection.eventId),
      marketId: marketId(selection.marketId),
      decimal: selection.decimal,
      eventDescription: selection.eventDescription,
      marketDescription: selection.marketDescription,
      outcomeDescription: selection.outcomeDescription,
    },
  });
}

/** Removing a bet renumbers the later refs so they stay sel1…selN. */
export function removeBet(bets: BetsByOutcome, id: number): BetsByOutcome {
  if (!hasBet(bets, id)) return bets;
  return apply(bets, { type: 'betRemoved', outcomeId: outcomeId(id) });
}

export function toggleBet(bets: BetsByOutcome, selection: BetSelection): BetsByOutcome {
  return hasBet(bets, selection.outcomeId)
    ? removeBet(bets, selection.outcomeId)
    : addBet(bets, selection);
}

export function setStake(bets: BetsByOutcome, id: number, stake: string): BetsByOutcome {
  const bet = bets[id];
  if (!bet || bet.stake === stake) return bets;
  return { ...bets, [id]: { ...bet, stake } };
}
