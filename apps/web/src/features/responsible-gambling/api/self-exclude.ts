import { useMutation } from '@tanstack/react-query';
import type { SelfExclusionPeriod } from '@touchline/site';
import type { ResponsibleGamblingState } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/**
 * Self-exclusion (`player.selfExclusion`) { period: 6m | 1y | 5y | permanent }.
 * It starts at once, ends every session, and cannot be shortened or lifted here.
 */
export function selfExclude(period: SelfExclusionPeriod): Promise<ResponsibleGamblingState> {
  return api.player.selfExclusion({ body: { period } });
}

export function useSelfExclude() {
  return useMutation({ mutationFn: selfExclude });
}
