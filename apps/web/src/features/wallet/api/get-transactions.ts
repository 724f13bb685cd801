import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StatementKindFilter, WalletTransactions } from '@touchline/contract';
import { STATEMENT_KIND_FILTERS } from '@touchline/contract/browser';
import { api } from '../../../shared/api/browser-client';
import { queryKeys } from '../../../shared/api/query-keys';

const PAGE_SIZE = 20;

/** The statement's type choice: every kind, or one of the platform's groups. */
export const STATEMENT_KIND_CHOICES = ['all', ...STATEMENT_KIND_FILTERS] as const;
export type StatementKindChoice = (typeof STATEMENT_KIND_CHOICES)[number];

/** The statement's periods, as My Bets offers them; `all` reads the whole history. */
export const STATEMENT_PERIODS = ['24h', '7d', '30d', 'all'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

const PERIOD_HOURS: Readonly<Record<Exclude<StatementPeriod, 'all'>, number>> = {
  '24h': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
};

export interface StatementFilters {
  readonly kind: StatementKindChoice;
  readonly period: StatementPeriod;
}

export const DEFAULT_STATEMENT_FILTERS: StatementFilters = { kind: 'all', period: 'all' };

/** The `since` instant of a period measured back from `nowMs`; none for the whole history. */
export function statementSince(period: StatementPeriod, nowMs: number): string | null {
  if (period === 'all') return null;
  return new Date(nowMs - PERIOD_HOURS[period] * 60 * 60 * 1000).toISOString();
}

/** One page of the statement and the `since` it was read with (the next pages keep it). */
export interface StatementPage extends WalletTransactions {
  readonly since: string | null;
}

interface PageParam {
  readonly before: number;
  readonly since: string | null;
}

/**
 * `wallet.transactions` (limit, before, kind, since): the account statement behind the header's
 * "transactions" link, newest first, paged by the `nextBefore` cursor; the platform filters.
 */
export async function getTransactions(
  kind: StatementKindChoice,
  page: { readonly before: number | null; readonly since: string | null },
  signal?: AbortSignal,
): Promise<StatementPage> {
  const answer = await api.wallet.transactions({
    query: {
      limit: PAGE_SIZE,
      before: page.before ?? undefined,
      kind: kind === 'all' ? undefined : (kind satisfies StatementKindFilter),
      since: page.since ?? undefined,
    },
    signal,
  });
  return { ...answer, since: page.since };
}

/**
 * The filtered statement. The first page measures the period from now (again on every refetch);
 * "show older" pages keep that page's `since`, so the list does not shift while paging.
 */
export function transactionsQueryOptions(filters: StatementFilters) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.transactions, filters.kind, filters.period],
    queryFn: ({ pageParam, signal }) =>
      getTransactions(
        filters.kind,
        pageParam ?? { before: null, since: statementSince(filters.period, Date.now()) },
        signal,
      ),
    initialPageParam: null as PageParam | null,
    getNextPageParam: (last): PageParam | null =>
      last.nextBefore === null ? null : { before: last.nextBefore, since: last.since },
  });
}

export function useTransactions(filters: StatementFilters, enabled: boolean) {
  return useInfiniteQuery({ ...transactionsQueryOptions(filters), enabled });
}
