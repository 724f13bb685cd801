import type { FrancoSessionResponse } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/**
 * spec shell §7: POST {sessionBase}/accounts/me/sessions/refresh (`session.refresh`, empty). The
 * platform re-issues the token with a new expiry and resets the session cookies; the previous
 * token stops working at once.
 */
export function refreshSession(): Promise<FrancoSessionResponse> {
  return api.session.refresh();
}
