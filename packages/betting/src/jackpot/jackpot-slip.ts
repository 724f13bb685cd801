/**
 * A jackpot slip checked against its jackpot (spec betting-domain §3 Jackpot bet, §4 Jackpot,
 * §5 "complete only when singles cover every ordinal 1..N"). Completeness and line counts are
 * the betslip rules' (`isJackpotComplete`, `jackpotLineCount`); this adds what only the jackpot
 * itself knows: which outcome belongs to which ordinal.
 */
import { isJackpotComplete, jackpotLineCount } from '../betslip/betslip-rules';
import type { JackpotPick } from './jackpot-pool';

/** One event of a jackpot: its ordinal and the outcome ids of its 1X2 market. */
export interface JackpotLeg {
  readonly ordinal: number;
  readonly outcomeIds: readonly number[];
}

/** Why a pick cannot stand; each is an expected refusal, shown next to the pick. */
export type JackpotPickProblem =
  | { readonly kind: 'unknownOutcome'; readonly ordinal: number; readonly outcomeId: number }
  | {
      readonly kind: 'ordinalMismatch';
      readonly ordinal: number;
      readonly outcomeId: number;
      /** The ordinal the outcome does belong to. */
      readonly expectedOrdinal: number;
    }
  | { readonly kind: 'duplicatePick'; readonly ordinal: number; readonly outcomeId: number };

export interface JackpotSlipCheck {
  readonly problems: readonly JackpotPickProblem[];
  /** Every ordinal 1..N has a pick (and no pick has a problem). */
  readonly complete: boolean;
  /** Lines (picks per ordinal multiplied); 0 unless complete. */
  readonly lines: number;
}

export function checkJackpotSlip(
  picks: readonly JackpotPick[],
  legs: readonly JackpotLeg[],
): JackpotSlipCheck {
  const ordinalOf = new Map<number, number>();
  for (const leg of legs) for (const id of leg.outcomeIds) ordinalOf.set(id, leg.ordinal);
  const problems: JackpotPickProblem[] = [];
  const seen = new Set<number>();
  for (const p of picks) {
    const expected = ordinalOf.get(p.outcomeId);
    if (expected === undefined) {
      problems.push({ kind: 'unknownOutcome', ordinal: p.ordinal, outcomeId: p.outcomeId });
    } else if (expected !== p.ordinal) {
      problems.push({
        kind: 'ordinalMismatch',
        ordinal: p.ordinal,
        outcomeId: p.outcomeId,
        expectedOrdinal: expected,
      });
    } else if (seen.has(p.outcomeId)) {
      problems.push({ kind: 'duplicatePick', ordinal: p.ordinal, outcomeId: p.outcomeId });
    } else {
      seen.add(p.outcomeId);
    }
  }
  if (problems.length > 0) return { problems, complete: false, lines: 0 };
  const complete = isJackpotComplete(picks, legs.length);
  return { problems, complete, lines: complete ? jackpotLineCount(picks, legs.length) : 0 };
}

/**
 * The codes of a jackpot slip's errors. The spec's RES codes where one says it (an event passed,
 * stake limits, balance); jackpot codes of our own for what §8 has no code for (decision).
 */
export const JACKPOT_ERRORS = {
  'RES-00047': 'The jackpot is closed: its first match has kicked off',
  'RES-00140': 'The stake per line is below the jackpot stake',
  'RES-00034': 'The stake is above the maximum',
  'RES-00056': 'Stake greater than balance',
  JACKPOT_INCOMPLETE: 'Pick at least one outcome for every match of the jackpot',
  JACKPOT_UNKNOWN_OUTCOME: 'This outcome is not part of the jackpot',
  JACKPOT_ORDINAL_MISMATCH: 'This outcome belongs to another match of the jackpot',
  JACKPOT_DUPLICATE_PICK: 'This outcome is picked twice',
} as const;
export type JackpotErrorCode = keyof typeof JACKPOT_ERRORS;

/** The error code of a pick's problem. */
export function jackpotProblemCode(problem: JackpotPickProblem): JackpotErrorCode {
  switch (problem.kind) {
    case 'unknownOutcome':
      return 'JACKPOT_UNKNOWN_OUTCOME';
    case 'ordinalMismatch':
      return 'JACKPOT_ORDINAL_MISMATCH';
    case 'duplicatePick':
      return 'JACKPOT_DUPLICATE_PICK';
  }
}
