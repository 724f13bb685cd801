/** What bench/web's processes share: the scripted world's ids, prices and the IPC messages. */

/** Live events whose prices move (the live page lists them) and pre-match ones (sport page). */
export const LIVE_EVENTS = 20;
export const PREMATCH_EVENTS = 10;
export const FIRST_EVENT_ID = 8_000_001;
export const eventIdOf = (index: number) => FIRST_EVENT_ID + index;
export const marketIdOf = (eventId: number) => eventId * 10 + 1;
export const outcomeIdOf = (marketId: number, k: number) => marketId * 10 + k;

/**
 * Change n's decimal: 1.01 … 9.99, a different text from the previous change of the same
 * outcome, and the same text only 899 changes (9 s at 100 a second) later, so the page's
 * painted text names the change.
 */
export const priceOf = (n: number) => Math.round(101 + (n % 899)) / 100;
export const priceText = (n: number) => priceOf(n).toFixed(2);

export const wallMs = () => performance.timeOrigin + performance.now();

export type PlatformCommand =
  { type: 'drive'; rate: number; count: number } | { type: 'report'; first: number; count: number };
export type PlatformEvent =
  | { type: 'ready'; port: number }
  | { type: 'driven'; first: number; count: number }
  | { type: 'report'; taken: number[]; published: number[] };
