/**
 * The simulated operator's jackpot schedule (spec betting-domain §3 Jackpot bet, §4 Jackpot; the
 * schedule itself is a decision, docs/decisions.md "Jackpots"). Jackpots are not feed messages: a
 * provider sends fixtures and results, the operator composes jackpots from them. So this is a
 * pure rule the platform applies to the football fixtures in its catalogue: given the seed, the
 * clock and the candidates, which matches make the next round, in kick-off order.
 */
import { mulberry32, shuffled, streamSeed } from './random';
import { MARKET_TYPES, SIM_PERIODS } from './market-types';
import type { SimCard } from './model';

export type JackpotKind = 'weekly' | 'midweek';

export interface JackpotKindInfo {
  readonly kind: JackpotKind;
  readonly name: string;
  readonly eventCount: number;
  /** The UTC days of the week (0 Sunday) whose kick-offs the round draws from, in order. */
  readonly days: readonly number[];
}

/** A weekend jackpot of 13 matches (Saturday and Sunday) and a midweek one of 8 (Tue–Thu). */
export const JACKPOT_KINDS: Readonly<Record<JackpotKind, JackpotKindInfo>> = {
  weekly: { kind: 'weekly', name: 'Weekend Jackpot 13', eventCount: 13, days: [6, 0] },
  midweek: { kind: 'midweek', name: 'Midweek Jackpot 8', eventCount: 8, days: [2, 3, 4] },
};

/** The market a jackpot leg is played on: football's pre-match full-time win-draw-win. */
export const JACKPOT_MARKET = {
  sportCode: 'FOOT',
  marketTypeId: MARKET_TYPES.matchResult,
  periodId: SIM_PERIODS.footballFullTime.preMatch,
} as const;

export interface JackpotCandidate {
  readonly eventId: number;
  /** Kick-off, ms since the epoch. */
  readonly startMs: number;
}

export interface JackpotRoundPlan {
  readonly kind: JackpotKind;
  /** Unique per kind and window: `weekly-2026-11-28` (the window's first day). */
  readonly key: string;
  readonly name: string;
  /** The chosen events, ordinal 1..N in kick-off order (ties by event id). */
  readonly eventIds: readonly number[];
  /** The first kick-off: the round closes then. */
  readonly closesAtMs: number;
  /** The window's end: the next round of this kind draws from later windows. */
  readonly windowEndMs: number;
}

const DAY_MS = 86_400_000;

/** How many windows ahead a round may be looked for (the pre-match card spans 7 days). */
const WINDOWS_AHEAD = 3;

/** The kind's windows from the one containing `fromMs` on: [start, end) in ms. */
function windows(info: JackpotKindInfo, fromMs: number): { startMs: number; endMs: number }[] {
  const [firstDay] = info.days;
  if (firstDay === undefined) return [];
  const today = Math.floor(fromMs / DAY_MS) * DAY_MS;
  const weekday = new Date(today).getUTCDay();
  // The most recent first day of the window at or before today.
  const back = (weekday - firstDay + 7) % 7;
  const out = [];
  for (let w = 0; w <= WINDOWS_AHEAD; w++) {
    const startMs = today - back * DAY_MS + w * 7 * DAY_MS;
    out.push({ startMs, endMs: startMs + info.days.length * DAY_MS });
  }
  return out;
}

/**
 * The next round of a kind: the earliest window (ending after `notBeforeMs`, the previous round's
 * window end) with at least N candidates kicking off after `nowMs`; N of them chosen by the
 * seeded shuffle of (seed, key), so every instance and every restart picks the same matches.
 * Null when no window ahead has enough fixtures yet.
 */
export function planJackpotRound(options: {
  readonly seed: number;
  readonly kind: JackpotKind;
  readonly candidates: readonly JackpotCandidate[];
  readonly nowMs: number;
  readonly notBeforeMs?: number;
}): JackpotRoundPlan | null {
  const info = JACKPOT_KINDS[options.kind];
  const from = Math.max(options.nowMs, options.notBeforeMs ?? 0);
  for (const w of windows(info, from)) {
    if (w.endMs <= from) continue;
    const eligible = options.candidates
      .filter(
        (c) =>
          c.startMs >= w.startMs &&
          c.startMs < w.endMs &&
          c.startMs > options.nowMs &&
          c.startMs >= (options.notBeforeMs ?? 0),
      )
      .sort((a, b) => a.eventId - b.eventId);
    if (eligible.length < info.eventCount) continue;
    const key = `${info.kind}-${new Date(w.startMs).toISOString().slice(0, 10)}`;
    const chosen = shuffled(mulberry32(streamSeed(options.seed, 'jackpot', key)), eligible)
      .slice(0, info.eventCount)
      .sort((a, b) => a.startMs - b.startMs || a.eventId - b.eventId);
    const first = chosen[0];
    if (!first) continue;
    return {
      kind: info.kind,
      key,
      name: info.name,
      eventIds: chosen.map((c) => c.eventId),
      closesAtMs: first.startMs,
      windowEndMs: w.endMs,
    };
  }
  return null;
}

/** A simulated card's jackpot candidates: football events with a pre-match 1X2 market. */
export function jackpotCandidates(card: SimCard): JackpotCandidate[] {
  return card.events
    .filter(
      (e) =>
        e.sportCode === JACKPOT_MARKET.sportCode &&
        !e.isOutright &&
        e.markets.some(
          (m) =>
            m.marketTypeId === JACKPOT_MARKET.marketTypeId &&
            m.periodId === JACKPOT_MARKET.periodId &&
            m.outcomes.length === 3,
        ),
    )
    .map((e) => ({ eventId: e.id, startMs: Date.parse(e.startTime) }));
}
