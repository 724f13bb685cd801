import { FrancoSessionResponse } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';

/**
 * spec shell §7: POST {sessionBase}/accounts/me/sessions/accept-terms (empty; sessionBase is the
 * site root). The platform records the acceptance and re-issues the token (the old one stops
 * working), answering the new one as `accessToken`.
 */
export function acceptTerms(): Promise<FrancoSessionResponse> {
  return apiRequest('/accounts/me/sessions/accept-terms', {
    method: 'POST',
    auth: true,
    schema: FrancoSessionResponse,
  });
}
