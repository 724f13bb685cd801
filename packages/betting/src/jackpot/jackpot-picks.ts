/**
 * The picks of the jackpot betslip (spec betting-domain §2 "the jackpot betslip", §3 Jackpot bet
 * singles by ordinal, §4 Jackpot): one slip per jackpot, any number of outcomes per ordinal
 * (several picks on a match multiply the lines: `jackpotLineCount`), and which matches still
 * need a pick before the slip is complete (§5 "singles cover every ordinal 1..N").
 */

/** One pick: an outcome of the match at `ordinal`. */
export interface JackpotSlipPick {
  readonly ordinal: number;
  readonly outcomeId: number;
}

/** One jackpot's slip. */
export interface JackpotSlipPicks {
  readonly jackpotId: number;
  readonly singles: readonly JackpotSlipPick[];
}

export interface JackpotPicksState {
  readonly slips: readonly JackpotSlipPicks[];
}

export const initialJackpotPicksState: JackpotPicksState = { slips: [] };

export type JackpotPicksAction =
  /** A pick pressed: added when absent, removed when present (the other picks stay). */
  | {
      readonly type: 'jackpotPickToggled';
      readonly jackpotId: number;
      readonly ordinal: number;
      readonly outcomeId: number;
    }
  /** A slip emptied (after placement, or by the player). */
  | { readonly type: 'jackpotSlipCleared'; readonly jackpotId: number }
  /** A slip replaced as a whole (a booking code loaded): repeats are kept once. */
  | {
      readonly type: 'jackpotSlipLoaded';
      readonly jackpotId: number;
      readonly singles: readonly JackpotSlipPick[];
    };

const samePick = (a: JackpotSlipPick, b: JackpotSlipPick): boolean =>
  a.ordinal === b.ordinal && a.outcomeId === b.outcomeId;

/** Picks in slip order: by ordinal, then by outcome id (a stable, comparable order). */
export function sortJackpotPicks(singles: readonly JackpotSlipPick[]): JackpotSlipPick[] {
  return [...singles].sort((a, b) => a.ordinal - b.ordinal || a.outcomeId - b.outcomeId);
}

function withSlip(
  state: JackpotPicksState,
  jackpotId: number,
  singles: readonly JackpotSlipPick[],
): JackpotPicksState {
  const others = state.slips.filter((s) => s.jackpotId !== jackpotId);
  // An empty slip is not kept: nothing to remember for that jackpot.
  return { slips: singles.length === 0 ? others : [...others, { jackpotId, singles }] };
}

export function jackpotPicksReducer(
  state: JackpotPicksState,
  action: JackpotPicksAction,
): JackpotPicksState {
  switch (action.type) {
    case 'jackpotPickToggled': {
      const current = jackpotPicksOf(state, action.jackpotId);
      const pick = { ordinal: action.ordinal, outcomeId: action.outcomeId };
      const next = current.some((p) => samePick(p, pick))
        ? current.filter((p) => !samePick(p, pick))
        : sortJackpotPicks([...current, pick]);
      return withSlip(state, action.jackpotId, next);
    }
    case 'jackpotSlipCleared':
      return withSlip(state, action.jackpotId, []);
    case 'jackpotSlipLoaded': {
      const unique: JackpotSlipPick[] = [];
      for (const p of action.singles) {
        if (!unique.some((u) => samePick(u, p))) {
          unique.push({ ordinal: p.ordinal, outcomeId: p.outcomeId });
        }
      }
      return withSlip(state, action.jackpotId, sortJackpotPicks(unique));
    }
  }
}

const NO_PICKS: readonly JackpotSlipPick[] = [];

/** The picks of one jackpot's slip (none when it has no slip; always the same empty list). */
export function jackpotPicksOf(
  state: JackpotPicksState,
  jackpotId: number,
): readonly JackpotSlipPick[] {
  return state.slips.find((s) => s.jackpotId === jackpotId)?.singles ?? NO_PICKS;
}

/**
 * spec betting-domain §4/§5: the ordinals 1..N that have no pick yet, in order — what the slip
 * names as "still needs a pick". Empty exactly when the picks cover every ordinal.
 */
export function jackpotMissingOrdinals(
  singles: readonly { readonly ordinal: number }[],
  eventCount: number,
): number[] {
  if (!Number.isInteger(eventCount) || eventCount < 1) return [];
  const covered = new Set(singles.map((s) => s.ordinal));
  const missing: number[] = [];
  for (let ordinal = 1; ordinal <= eventCount; ordinal += 1) {
    if (!covered.has(ordinal)) missing.push(ordinal);
  }
  return missing;
}

/** spec §7 jackpot cost call: the slip's outcome ids, comma-joined, in slip order. */
export function jackpotOutcomeIdsParam(singles: readonly JackpotSlipPick[]): string {
  return sortJackpotPicks(singles)
    .map((s) => String(s.outcomeId))
    .join(',');
}
