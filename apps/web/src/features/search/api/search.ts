import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@touchline/contract';
import { SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_MIN_CHARS } from '@touchline/contract/browser';
import { api } from '../../../shared/api/browser-client';

/** Results per group in the header's popup. */
export const SEARCH_RESULTS_PER_GROUP = 5;

/** Decision: how long typing must pause before a query goes out. */
export const SEARCH_DEBOUNCE_MS = 200;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * What the box sends for what was typed: control characters (a pasted tab or line break) read as
 * spaces, trimmed, at most the platform's 64 characters; null while too short to search.
 */
export function searchText(typed: string): string | null {
  const text = typed.replace(CONTROL_CHARS, ' ').trim().slice(0, SEARCH_QUERY_MAX_CHARS).trim();
  return text.length >= SEARCH_QUERY_MIN_CHARS ? text : null;
}

/** GET /api/search (the contract's `search.search`; beyond the spec, issue 12). */
export function getSearchResults(
  text: string,
  lang: string,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  return api.search.search({
    query: { q: text, lang, limit: String(SEARCH_RESULTS_PER_GROUP) },
    signal,
  });
}

/**
 * One query per text and language. The signal is handed to fetch, so a query whose text the
 * player has typed past (no observer any more) is cancelled on the wire; the previous answer stays
 * on screen until the new one arrives, so the list does not flash empty between keystrokes.
 */
export function searchQueryOptions(text: string, lang: string) {
  return queryOptions({
    queryKey: ['search', lang, text.toLowerCase()] as const,
    queryFn: ({ signal }) => getSearchResults(text, lang, signal),
    staleTime: 30_000,
  });
}

export function useSearchResults(text: string | null, lang: string) {
  return useQuery({
    ...searchQueryOptions(text ?? '', lang),
    enabled: text !== null,
    placeholderData: keepPreviousData,
  });
}
