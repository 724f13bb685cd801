import { z } from 'zod';
import { PlayerNotice } from '@touchline/contract';
import type { Bus } from './bus';
import { PLAYER_TOPICS } from './topics';

/**
 * The codec and publisher of player notices (`PLAYER_TOPICS.notices`): what happened to one
 * player's bets, for the `/ws` player channel of whichever instance the player is connected to.
 * Infrastructure, so any module may announce without importing the notifications module (which
 * depends on betting): e.g. the in-play delay publishes `betAccepted` / `betRejected` here once
 * its held betslip is decided — after its transaction commits.
 */
const NoticeMessage = z.object({ playerId: z.number().int().positive(), notice: PlayerNotice });
export type NoticeMessage = z.infer<typeof NoticeMessage>;

export function encodePlayerNotice(playerId: number, notice: PlayerNotice): string {
  return JSON.stringify({ playerId, notice });
}

/** The message, or null for a payload that is not one (reported by the reader). */
export function decodePlayerNotice(payload: string): NoticeMessage | null {
  try {
    const parsed = NoticeMessage.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Tells the player's devices (on every instance); call after the change has committed. */
export function publishPlayerNotice(bus: Bus, playerId: number, notice: PlayerNotice): void {
  bus.publish(PLAYER_TOPICS.notices, encodePlayerNotice(playerId, notice));
}
