import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertAnswer, ContentId } from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';
import { api } from '../../../shared/api/browser-client';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { readSessionFingerprint } from '../../../shared/session/session-cookies';
import { useSession, useSessionStore } from '../../../shared/session/session-store';

/**
 * spec shell §7 / betting-domain §7: one advert (`cms.advert`; the bearer goes along when logged
 * in). The platform applies the audience rule to the caller and answers 404 when it excludes
 * them: to this viewer the advert does not exist, so that is null (nothing to show), not an error.
 */
export async function getAdvert(id: ContentId, signal?: AbortSignal): Promise<AdvertAnswer | null> {
  try {
    return await api.cms.advert({ params: { adId: id }, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * `viewer` is the logged-in username (lower case) or null for a visitor: the answer depends on
 * who asks (the platform sends it `private, no-store`), so a login or logout asks again.
 */
export function advertQueryOptions(id: ContentId, viewer: string | null) {
  return queryOptions({
    queryKey: ['content', 'advert', String(id), viewer] as const,
    queryFn: ({ signal }) => getAdvert(id, signal),
  });
}

/**
 * Who the advert is for, once that is known: after hydration, and after a page load's session
 * restore when a session cookie says one is coming (as LoginRequired waits), so a player never
 * sees a flash of the visitors' advert.
 */
function useAdvertViewer(): { readonly ready: boolean; readonly viewer: string | null } {
  const hydrated = useHydrated();
  const session = useSession();
  const restoreSettled = useSessionStore((state) => state.restoreSettled);
  if (!hydrated) return { ready: false, viewer: null };
  if (session) return { ready: true, viewer: session.username.toLowerCase() };
  return { ready: restoreSettled || readSessionFingerprint() === null, viewer: null };
}

/** The advert for the current viewer: `data` is null when it is not for them (or unknown). */
export function useAdvert(id: ContentId) {
  const { ready, viewer } = useAdvertViewer();
  return useQuery({ ...advertQueryOptions(id, viewer), enabled: ready });
}
