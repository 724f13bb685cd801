import { useMutation } from '@tanstack/react-query';
import type { SelfExclusionPeriod } from '@touchline/site';
import { ResponsibleGamblingState } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';

/**
 * POST /accounts/me/responsible-gambling/self-exclusion { period: 6m | 1y | 5y | permanent }.
 * It starts at once, ends every session, and cannot be shortened or lifted here.
 */
export function selfExclude(period: SelfExclusionPeriod): Promise<ResponsibleGamblingState> {
  return apiRequest('/accounts/me/responsible-gambling/self-exclusion', {
    method: 'POST',
    auth: true,
    body: { period },
    schema: ResponsibleGamblingState,
  });
}

export function useSelfExclude() {
  return useMutation({ mutationFn: selfExclude });
}
