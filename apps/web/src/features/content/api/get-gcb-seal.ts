import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/browser-client';

/** The seal's token lives as long as the brand's host list: an hour is plenty. */
const SEAL_STALE_MS = 3_600_000;

/**
 * spec shell §2, §7: the gaming-licence seal's token for this host (`cms.gcbSeal`). A host that
 * needs no seal is a 404: null, and no seal is shown.
 */
export async function getGcbSeal(host: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const answer = await api.cms.gcbSeal({ query: { host }, signal });
    return answer.token.trim() === '' ? null : answer.token;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function gcbSealQueryOptions(host: string) {
  return queryOptions({
    queryKey: ['content', 'gcb-seal', host.toLowerCase()] as const,
    queryFn: ({ signal }) => getGcbSeal(host, signal),
    staleTime: SEAL_STALE_MS,
  });
}

/**
 * The seal token for `host`; nothing is asked while the host is unknown (server render).
 * `initial`: the token the server read for this page's host (null: none), so the browser does
 * not ask again; undefined when the server did not read it.
 */
export function useGcbSeal(host: string | null, initial?: string | null) {
  return useQuery({
    ...gcbSealQueryOptions(host ?? ''),
    enabled: host !== null && host !== '',
    ...(initial === undefined ? {} : { initialData: initial }),
  });
}
