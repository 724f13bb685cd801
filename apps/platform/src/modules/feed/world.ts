import {
  createSimWorld,
  type SimCard,
  type SimFeedMessage,
  type SimTrackerBatch,
} from '@touchline/simulator';

/**
 * What the feed loop reads from: the simulator's world (or a provider adapter; tests and the
 * benchmark pass scripted ones). `card` is the pre-match card, ingested when an instance
 * becomes leader; `step` is called every feed tick and returns the messages since the last one.
 */
export interface FeedWorld {
  card(now: Date, days: number): SimCard;
  step(now: Date): readonly SimFeedMessage[];
  /** Re-ingest the card this often (a world whose steps bring new fixtures needs none). */
  readonly cardRefreshMs: number | null;
  /**
   * A provider that pushes (a data feed connection) calls `onPending` whenever messages wait
   * for `step`: the loop then ingests them within `FEED_PUSH_LINGER_MS` instead of at its next
   * tick. Returns the function that stops watching. The simulator, a function of the clock,
   * does not push: it is stepped on the tick.
   */
  watch?(onPending: () => void): () => void;
  /**
   * The match tracker's incidents after `from` (null: everything so far of the events in play)
   * up to `to`. A world without a tracker leaves it out.
   */
  tracker?(from: Date | null, to: Date): readonly SimTrackerBatch[];
}

export interface SimulatorSettings {
  readonly seed: number;
  readonly margin: number;
  readonly speed: number;
}

/** Pre-match window the simulator keeps filled (fixtures over the next 7 days). */
export const PREMATCH_DAYS = 7;

/**
 * The simulator's world (packages/simulator `createSimWorld`): every simulated sport, fixtures
 * over the next days announced by its steps as the window rolls (no card refresh), events in
 * play with clocks, scores, incidents, suspensions, alerts and results. Its state is a pure
 * function of (seed, time), so `card(now)` after a takeover describes the world as it is.
 */
export function simulatorWorld(sim: SimulatorSettings): FeedWorld {
  return createSimWorld({ seed: sim.seed, margin: sim.margin, speed: sim.speed });
}
