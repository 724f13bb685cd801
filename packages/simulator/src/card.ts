import { DAY_MS, utcDay } from './id-scheme';
import { viewAt } from './match-script';
import type { SimCard, SimEvent } from './model';
import { outrightEvents } from './outrights';
import {
  ROLLING_COMPETITIONS,
  rollingHorizonMs,
  rollingPlan,
  rollingSlots,
  scheduledPlansOfDay,
  type EventPlan,
} from './schedule';
import { ScriptCache, modelFor } from './sport-models';
import { contextOf, simPaths, toSimEvent } from './sim-events';

/** World settings: SIM_SEED, the brand margin (overround, 0.06 = 6 %) and SIM_SPEED. */
export interface SimSettings {
  readonly seed: number;
  readonly margin: number;
  readonly speed: number;
}

export const MAX_SPEED = 3600;
/** No simulated event lasts longer than this (cricket T20 ~3 h, baseball extra innings). */
export const MAX_EVENT_SIM_MS = 8 * 3_600_000;

export function checkSettings(settings: SimSettings): void {
  if (!Number.isFinite(settings.seed)) throw new Error('seed must be a number');
  if (!(settings.margin >= 0 && settings.margin < 0.5)) {
    throw new Error('margin must be in [0, 0.5)');
  }
  if (!(settings.speed >= 1 && settings.speed <= MAX_SPEED)) {
    throw new Error(`speed must be in [1, ${MAX_SPEED}]`);
  }
}

/** An event plan with its script-derived wall-clock end. */
export interface PlannedEvent {
  readonly plan: EventPlan;
  readonly endMs: number;
}

export function planEndMs(settings: SimSettings, plan: EventPlan, scripts: ScriptCache): number {
  const script = scripts.get(contextOf(settings.seed, plan));
  return plan.startMs + script.durationMs / settings.speed;
}

/** Scheduled and rolling plans with a kick-off in [fromMs, toMs). */
export function plansBetween(settings: SimSettings, fromMs: number, toMs: number): EventPlan[] {
  const out: EventPlan[] = [];
  for (let day = utcDay(fromMs); day * DAY_MS < toMs; day++) {
    for (const plan of scheduledPlansOfDay(settings.seed, day)) {
      if (plan.startMs >= fromMs && plan.startMs < toMs) out.push(plan);
    }
  }
  for (const c of ROLLING_COMPETITIONS) {
    for (const slot of rollingSlots(c, settings.speed, fromMs, toMs - 1)) {
      out.push(rollingPlan(settings.seed, c, settings.speed, slot));
    }
  }
  return out;
}

/** The pre-match book of an event (what the card carries, live or not). */
export function preMatchEvent(
  settings: SimSettings,
  plan: EventPlan,
  scripts: ScriptCache,
): SimEvent {
  const ctx = contextOf(settings.seed, plan);
  const script = scripts.get(ctx);
  const markets = modelFor(plan.sport.code).markets(ctx, viewAt(script, -1), false);
  return toSimEvent(plan, markets, settings.margin);
}

export interface CardWindow {
  /** Events kicking off from here… */
  readonly fromMs: number;
  /** …up to here (exclusive): the whole UTC days of the pre-match window. */
  readonly toMs: number;
}

/**
 * The pre-match window at `nowMs`: scheduled fixtures from now's UTC day for `days` whole days,
 * rolling streams up to their announcement horizon, plus everything still in play.
 */
export function cardWindow(nowMs: number, days: number): CardWindow {
  return { fromMs: utcDay(nowMs) * DAY_MS, toMs: (utcDay(nowMs) + days) * DAY_MS };
}

/** Events of the card at `nowMs` (not finished by then), sorted by kick-off then id. */
export function cardEvents(
  settings: SimSettings,
  nowMs: number,
  days: number,
  scripts: ScriptCache,
): SimEvent[] {
  if (!Number.isInteger(days) || days < 1) throw new Error('days must be ≥ 1');
  const window = cardWindow(nowMs, days);
  const earliest = Math.min(window.fromMs, nowMs - MAX_EVENT_SIM_MS / settings.speed);
  const events: SimEvent[] = [];
  for (const plan of plansBetween(settings, earliest, window.toMs)) {
    if (plan.competition.schedule.kind === 'rolling') {
      const horizon = nowMs + rollingHorizonMs(plan.competition, settings.speed);
      if (plan.startMs > horizon) continue;
    }
    if (plan.startMs <= nowMs && planEndMs(settings, plan, scripts) <= nowMs) continue;
    events.push(preMatchEvent(settings, plan, scripts));
  }
  events.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id);
  return events;
}

/** The whole card: paths, pre-match events and live events at `nowMs`, outrights. */
export function buildCard(
  settings: SimSettings,
  nowMs: number,
  days: number,
  scripts: ScriptCache = new ScriptCache(),
): SimCard {
  checkSettings(settings);
  return {
    paths: simPaths(),
    events: [
      ...cardEvents(settings, nowMs, days, scripts),
      ...outrightEvents(nowMs, settings.margin),
    ],
  };
}
