import { useMutation } from '@tanstack/react-query';
import type { TimeOutPeriod } from '@touchline/site';
import { ResponsibleGamblingState } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';

/**
 * POST /accounts/me/responsible-gambling/time-out { period: 24h | 7d | 30d }. It starts at once
 * and ends every session of the player, this one included.
 */
export function takeTimeOut(period: TimeOutPeriod): Promise<ResponsibleGamblingState> {
  return apiRequest('/accounts/me/responsible-gambling/time-out', {
    method: 'POST',
    auth: true,
    body: { period },
    schema: ResponsibleGamblingState,
  });
}

export function useTakeTimeOut() {
  return useMutation({ mutationFn: takeTimeOut });
}
