import {
  FRONT_END_MULTIPLE_BET_TYPE_ID,
  NAMED_SYSTEM_BETS,
  SINGLE_BET_TYPE_ID,
  systemTypeOf,
} from '@touchline/betting';

/** A catalogue key and its placeholders: the bet type in the player's language. */
export interface BetTypeLabel {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A fold of n selections as the betslip names it (spec betting-domain §9 fold name). */
function foldLabel(n: number): BetTypeLabel {
  if (n <= 1) return { key: 'betslip.single' };
  if (n === 2) return { key: 'betslip.fold.double' };
  if (n === 3) return { key: 'betslip.fold.treble' };
  return { key: 'betslip.fold.n', params: { n } };
}

function foldsLabel(n: number): BetTypeLabel {
  if (n === 1) return { key: 'betslip.fold.singles' };
  if (n === 2) return { key: 'betslip.fold.doubles' };
  if (n === 3) return { key: 'betslip.fold.trebles' };
  return { key: 'betslip.fold.nFolds', params: { n } };
}

/**
 * The bet's type from its betTypeId and legs, with the betslip's own catalogue keys (the
 * platform's `description` is English): a single, the multiple by its fold, a system by its
 * package definition (spec betting-domain §9 system bet types by code suffix).
 */
export function betTypeLabel(betTypeId: number, legCount: number): BetTypeLabel {
  if (betTypeId === SINGLE_BET_TYPE_ID) return foldLabel(1);
  if (betTypeId === FRONT_END_MULTIPLE_BET_TYPE_ID) return foldLabel(legCount);
  const system = systemTypeOf(betTypeId);
  if (system === null) return foldLabel(legCount);
  if (system.legs === null) return foldsLabel(system.folds[0] ?? legCount);
  // A full-cover bet by its package name (Yankee, Lucky 15 …), as the betslip keys name them.
  const name = system.name.toLowerCase().replace(/\s+/g, '');
  return name in NAMED_SYSTEM_BETS ? { key: `betslip.system.${name}` } : foldLabel(legCount);
}
