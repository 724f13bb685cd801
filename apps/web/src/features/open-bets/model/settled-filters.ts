import type { SettledBet, SettledBetStatus } from '@touchline/contract';

/**
 * spec betting-domain §9: 50 settled bets are fetched; at most 200 when the player asks for older
 * ones. The contract's DEFAULT_SETTLED_BETS and MAX_SETTLED_BETS, held here because the contract's
 * main entry brings zod into the page's first load (a test keeps the two equal).
 */
export const SETTLED_BETS_FETCHED = 50;
export const SETTLED_BETS_MOST = 200;

/** What the settled tab shows: every closed bet, or those that closed one way. */
export type SettledStatusFilter = 'all' | SettledBetStatus;
export const SETTLED_STATUS_FILTERS: readonly SettledStatusFilter[] = [
  'all',
  'won',
  'lost',
  'cashed_out',
  'void',
];

/** The settled tab's periods: the last 24 hours, 7 days or 30 days (by settlement time). */
export type SettledPeriod = '24h' | '7d' | '30d';
export const SETTLED_PERIODS: readonly SettledPeriod[] = ['24h', '7d', '30d'];

const HOUR_MS = 3_600_000;
export const SETTLED_PERIOD_MS: Readonly<Record<SettledPeriod, number>> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

export interface SettledView {
  readonly bets: readonly SettledBet[];
  /**
   * The answer held as many bets as were asked for and its oldest is still inside the period:
   * older bets of the period may exist that the list does not reach (ask for more).
   */
  readonly mayHaveMore: boolean;
}

/**
 * Decision (the settled call takes only a count, no dates — docs/decisions.md "Settled bets"):
 * the period and status are applied here to the newest `asked` settled bets, newest first.
 */
export function settledView(
  bets: readonly SettledBet[],
  options: {
    readonly status: SettledStatusFilter;
    readonly period: SettledPeriod;
    readonly nowMs: number;
    readonly asked: number;
  },
): SettledView {
  const since = options.nowMs - SETTLED_PERIOD_MS[options.period];
  const inPeriod = bets.filter((bet) => Date.parse(bet.settledAt) >= since);
  const oldest = bets.at(-1);
  const mayHaveMore =
    bets.length >= options.asked && oldest !== undefined && Date.parse(oldest.settledAt) >= since;
  return {
    bets:
      options.status === 'all' ? inPeriod : inPeriod.filter((bet) => bet.status === options.status),
    mayHaveMore,
  };
}
