import { useMutation } from '@tanstack/react-query';
import type { TimeOutPeriod } from '@touchline/site';
import type { ResponsibleGamblingState } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/**
 * A time-out (`player.timeOut`) { period: 24h | 7d | 30d }. It starts at once
 * and ends every session of the player, this one included.
 */
export function takeTimeOut(period: TimeOutPeriod): Promise<ResponsibleGamblingState> {
  return api.player.timeOut({ body: { period } });
}

export function useTakeTimeOut() {
  return useMutation({ mutationFn: takeTimeOut });
}
