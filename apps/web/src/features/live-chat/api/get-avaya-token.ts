import type { AvayaToken } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/**
 * spec shell §7: GET /api/avaya_tokens?{player id} (withAuth) — the player's chat token and the
 * bearer of the chat-token service. A 401 here never logs the player out (shell §4).
 */
export function getAvayaToken(alsPlayerId: number): Promise<AvayaToken> {
  return api.player.avayaToken({ query: { playerId: String(alsPlayerId) } });
}
