import { z } from 'zod';
import type { LiveFeedMessage } from '@touchline/betting';
import {
  EventStatusMessage,
  LiveFeedMessageFromWire,
  WsChangeFrame,
  WsControlFrame,
  WsTrackerFrame,
} from '@touchline/contract';

/**
 * The live feed's wire, read only through the contract's schemas (packages/contract feed.ts):
 * a change's message becomes the betting package's `LiveFeedMessage` (market changes in long
 * names, live event messages) or the platform's `eventStatus` message.
 */
export type LiveMessage = LiveFeedMessage | EventStatusMessage;

/** One message of either feed (socket frame `m` or polled `message`) in the betting types. */
export const LiveMessageFromWire = z.union([LiveFeedMessageFromWire, EventStatusMessage]);

const ChangeFrameFromWire = z.object({ c: WsChangeFrame.shape.c, m: LiveMessageFromWire });

export type ServerFrame =
  | { readonly type: 'change'; readonly cursor: number; readonly message: LiveMessage }
  | { readonly type: 'control'; readonly frame: WsControlFrame }
  /** New match tracker incidents of an event the socket follows (contract tracker.ts). */
  | { readonly type: 'tracker'; readonly frame: WsTrackerFrame }
  /** Valid JSON this client does not read (the player channel's frames, a newer message kind). */
  | { readonly type: 'ignored' };

/** Parses one text frame of `/ws`; null when it is not JSON at all. */
export function parseServerFrame(text: string): ServerFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json === 'object' && json !== null && 'op' in json) {
    const control = WsControlFrame.safeParse(json);
    if (control.success) return { type: 'control', frame: control.data };
    if ((json as { op?: unknown }).op === 'tracker') {
      const tracker = WsTrackerFrame.safeParse(json);
      if (tracker.success) return { type: 'tracker', frame: tracker.data };
    }
    return { type: 'ignored' };
  }
  const change = ChangeFrameFromWire.safeParse(json);
  return change.success
    ? { type: 'change', cursor: change.data.c, message: change.data.m }
    : { type: 'ignored' };
}
