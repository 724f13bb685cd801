import { useMutation } from '@tanstack/react-query';
import type { GameLaunchAnswer } from '@touchline/contract';
import type { ThirdPartyProduct } from '@touchline/site';
import { api } from '../../../shared/api/browser-client';

export interface LaunchRequest {
  readonly product: ThirdPartyProduct;
  readonly gameCode: string;
}

/**
 * spec shell §7 POST {accounts-base}/accounts/me/game-launch-url: a short-lived launch URL for
 * one of the product's games (signed-in players only).
 */
export function useLaunchGame() {
  return useMutation({
    mutationFn: ({ product, gameCode }: LaunchRequest): Promise<GameLaunchAnswer> =>
      api.cms.gameLaunchUrl({
        body: { gameCode, integrationChannelCode: product },
      }),
  });
}
