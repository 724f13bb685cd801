import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExternalHeader } from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/browser-client';

/**
 * The operator's external header (spec shell §2, clem_external_header_*; `cms.externalHeader`):
 * css, js and html, sanitised by the platform when the brand is loaded. The platform answers 404
 * when the header is switched off or not configured: null, the header area shows nothing.
 */
export async function getExternalHeader(signal?: AbortSignal): Promise<ExternalHeader | null> {
  try {
    return await api.cms.externalHeader({ signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function externalHeaderQueryOptions() {
  return queryOptions({
    queryKey: ['navigation', 'external-header'] as const,
    queryFn: ({ signal }) => getExternalHeader(signal),
    // Published content: it changes with an operator's publication, not from minute to minute.
    staleTime: 5 * 60_000,
  });
}

export function useExternalHeader(enabled: boolean) {
  return useQuery({ ...externalHeaderQueryOptions(), enabled });
}
