/**
 * Reconnect backoff of the live socket (the spec is silent; decision reported): exponential from
 * 500 ms, doubling per failed attempt, capped at 15 s, with "equal jitter" — each delay is drawn
 * between half and all of its ceiling, so tabs that lost the same server do not all come back in
 * the same millisecond, yet none waits less than half the step.
 */
export const RECONNECT_BACKOFF = { baseMs: 500, factor: 2, maxMs: 15_000 } as const;

/** The delay before reconnect attempt `attempt` (0 for the first), `random` in [0, 1). */
export function reconnectDelay(attempt: number, random: () => number): number {
  const { baseMs, factor, maxMs } = RECONNECT_BACKOFF;
  const ceiling = Math.min(maxMs, baseMs * factor ** Math.max(0, attempt));
  const unit = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * unit);
}
