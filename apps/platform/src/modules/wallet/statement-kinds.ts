import type { StatementKindFilter } from '@touchline/contract';

/**
 * The ledger kinds behind each of the statement's type filters (the contract's
 * `STATEMENT_KIND_FILTERS`), as the wallet posts them: the cashier (`deposit`, `withdrawal`),
 * the seed (`opening-deposit`), stakes (`stake-plan.ts`), closings (`settlement-postings.ts`)
 * jackpot payouts (`jackpot-postings.ts`) and resettlement repayments (`resettlement-debt.ts`). `other` is everything not named here.
 */
export const STATEMENT_KIND_GROUPS = {
  deposits: ['deposit', 'opening-deposit'],
  withdrawals: ['withdrawal'],
  bets: ['bet-stake', 'jackpot-stake'],
  // A resettlement corrects a bet's returns, so it sits with them.
  winnings: [
    'bet-return',
    'bet-cash-out',
    'bet-resettlement',
    // What a resettlement left owing, paid back from a later credit: a correction of returns.
    'resettlement-repayment',
    'jackpot-settlement',
  ],
} as const satisfies Record<Exclude<StatementKindFilter, 'other'>, readonly string[]>;

/** Which ledger kinds a filter lets through: the named ones, plus every unnamed one for `other`. */
export interface LedgerKindFilter {
  readonly include: readonly string[];
  /** When `other` is chosen: the named kinds, of which none passes unless included above. */
  readonly excludeForOther: readonly string[] | null;
}

const NAMED_KINDS: readonly string[] = Object.values(STATEMENT_KIND_GROUPS).flat();

/** The ledger kinds of the chosen filters; null (no filter) when none is chosen. */
export function ledgerKindFilter(
  filters: readonly StatementKindFilter[] | undefined,
): LedgerKindFilter | null {
  if (filters === undefined || filters.length === 0) return null;
  const include = filters.flatMap((f) => (f === 'other' ? [] : STATEMENT_KIND_GROUPS[f]));
  return { include, excludeForOther: filters.includes('other') ? NAMED_KINDS : null };
}
