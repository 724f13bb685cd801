import type { FrancoSessionResponse } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/**
 * spec shell §7: accept terms (`session.acceptTerms`, empty; its sessionBase is the site root).
 * The platform records the acceptance and re-issues the token (the old one stops working),
 * answering the new one as `accessToken`.
 */
export function acceptTerms(): Promise<FrancoSessionResponse> {
  return api.session.acceptTerms();
}
