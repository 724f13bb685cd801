import {
  PERIOD_TYPE_IDS,
  periodIdInfo,
  type ClockStatus,
  type FeedMarketStatus,
  type MarketChange,
  type PeriodScore,
} from '@touchline/betting';
import { driftProbabilities, priceWithMargin, toSimMarket } from './book-pricing';
import {
  MAX_EVENT_SIM_MS,
  buildCard,
  cardWindow,
  checkSettings,
  plansBetween,
  preMatchEvent,
  type SimSettings,
} from './card';
import {
  DAY_MS,
  OUTRIGHT_EVENT_BASE,
  ROLLING_EVENT_BASE,
  ROLLING_SLOT_CYCLE,
  marketIdOf,
  outcomeIdOf,
  utcDay,
} from './id-scheme';
import {
  clockMinutesAt,
  isDecided,
  viewAt,
  type MarketSpec,
  type MatchContext,
  type MatchScript,
  type MatchView,
  type OutcomeSpec,
  type SportModel,
} from './match-script';
import type { SimCard, SimFeedMessage, SimMarketStatus } from './model';
import {
  ROLLING_COMPETITIONS,
  rollingHorizonMs,
  rollingPlan,
  rollingSlots,
  rollingSpacingMs,
  scheduledPlansOfDay,
  type EventPlan,
} from './schedule';
import { simPeriodInfo } from './market-types';
import { contextOf, feedCodeOf } from './sim-events';
import { ScriptCache, modelFor } from './sport-models';
import { TRACKER_PITCH_BY_SPORT, trackerIncidents, type TrackerIncident } from './match-tracker';

/**
 * The in-play engine. `card(now, days)` is the pre-match card (and the events in play, in their
 * pre-match form); `step(now)` returns every feed message since the previous step. The engine
 * keeps no state that matters: each event's timeline is a pure function of (seed, event id), so
 * a new world stepped at any instant reports the same scores, clocks and markets; what it holds
 * is only what it already announced, to send differences.
 *
 * Lifecycle of an event (spec betting-domain §4):
 * - kick-off: `eventStatus live`; the pre-match markets are closed (`m closed`; races keep their
 *   book, suspended at the off) and the in-running markets are created by `market` messages with
 *   in-running period ids; clock RUNNING, current period, 0-0 scores and the open-market count.
 * - each minute: `clockMinute`; main markets re-priced every minute, the others every five, with
 *   a little seeded drift, so screens move without every outcome changing every second.
 * - an incident (goal, run, wicket, game, set, map): the event's open markets are suspended at
 *   once and reopen re-priced SUSPENSION_MS (simulated) later; the score follows as `score`.
 * - a question decided in play (first half at half time, next goal n when it is scored, a total
 *   passed, an over bowled): `results` for that market (the platform marks it resulted).
 * - impossible outcomes (correct scores below the score): `oh` hidden.
 * - rare, seeded: a `feedAlert` on the event's feed for 30 simulated seconds; an `lts`.
 * - the end: clock END_OF_EVENT, `eventStatus finished`, then `results` for every market still
 *   unsettled, pre-match markets included (bets struck before kick-off settle on them), then
 *   `m settled` for every market of the event: its results are final.
 */

export interface SimWorldOptions extends SimSettings {
  /** Pre-match days announced ahead (the card's `days`), default 7. */
  readonly days?: number;
}

export interface LiveEventRef {
  readonly id: number;
  readonly sportCode: string;
  readonly startTime: string;
  /** When END_OF_EVENT comes (ISO instant). */
  readonly endTime: string;
}

/** A match tracker incident (match-tracker.ts) with the wall-clock instant it happened at. */
export interface SimTrackerIncident extends TrackerIncident {
  /** ISO instant: kick-off plus the simulated time at SIM_SPEED. */
  readonly at: string;
}

/** One event's tracker incidents of a period of time, in order. */
export interface SimTrackerBatch {
  readonly eventId: number;
  readonly incidents: readonly SimTrackerIncident[];
}

export interface SimWorld {
  readonly settings: SimSettings;
  /** The card at `now`: paths, fixtures of the next `days` UTC days, events in play, outrights. */
  card(now: Date, days: number): SimCard;
  /** Everything that happened since the previous step (a snapshot on the first step). */
  step(now: Date): SimFeedMessage[];
  /** Steps announce new fixtures as the window rolls: no periodic card refresh is needed. */
  readonly cardRefreshMs: null;
  /**
   * For events the platform still holds as live (e.g. after an outage longer than the snapshot
   * looks back): the closing messages (END_OF_EVENT, finished, results) of those that are over
   * at `now`. Ids still in play, not yet started or unknown are left alone.
   */
  finishStale(eventIds: readonly number[], now: Date): SimFeedMessage[];
  /** The events in play at `now` (pure: does not step the world). */
  liveEvents(now: Date): LiveEventRef[];
  /**
   * The match tracker (football, basketball, tennis, ice hockey, volleyball, American
   * football and cricket): incidents that
   * happened after `from` and up to `to`, per event. `from` null (or more than RESYNC_GAP_MS before `to`): everything
   * so far of the events in play at `to`. Pure: does not step the world, and changes nothing `step` says.
   */
  tracker(from: Date | null, to: Date): SimTrackerBatch[];
}

/** How long markets stay suspended after an incident (simulated time). */
export const SUSPENSION_MS = 10_000;
/** A gap between steps longer than this is treated as a restart: a fresh snapshot. */
export const RESYNC_GAP_MS = 30 * 60_000;
/** A snapshot also finishes and results events that ended this recently (wall time)… */
const RECENT_WALL_MS = 30 * 60_000;
/** …bounded in simulated time, so a fast world does not replay thousands of events. */
const RECENT_SIM_MS = 2 * 3_600_000;
/** After a stall, events that ended up to this long ago (simulated) are finished. */
const MAX_CATCH_UP_SIM_MS = 12 * 3_600_000;
/** Relative drift of probabilities between re-pricings. */
const DRIFT = 0.03;
const SLOW_BUCKET_MINUTES = 5;
/** Tracker streams kept per world (recomputed when needed again). */
const MAX_TRACKERS = 4000;
const PRICE_FORMAT = 'DECIMAL';

type MarketResults = Extract<SimFeedMessage, { type: 'results' }>['markets'][number];

interface EmittedOutcome {
  decimal: number;
  spread: number | null;
  hidden: boolean;
}

interface MarketRef {
  readonly id: number;
  readonly marketTypeId: number;
  readonly periodId: number;
}

interface EmittedMarket {
  readonly id: number;
  readonly marketTypeId: number;
  readonly periodId: number;
  status: SimMarketStatus;
  resulted: boolean;
  pricedBucket: number;
  readonly outcomes: Map<number, EmittedOutcome>;
}

interface Track {
  readonly plan: EventPlan;
  readonly ctx: MatchContext;
  readonly script: MatchScript;
  readonly model: SportModel;
  readonly feedCode: string;
  readonly preMatchKeys: readonly MarketSpec[];
  lastElapsed: number;
  readonly markets: Map<number, EmittedMarket>;
  readonly scores: Map<string, number>;
  clock: { minutes: number; status: ClockStatus } | null;
  period: string | null;
  cricket: string | null;
  openCount: number | null;
  alertActive: boolean;
  ltsDone: boolean;
  priced: { key: string; specs: MarketSpec[] } | null;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function periodTypeOf(periodId: number): number {
  const known = periodIdInfo(periodId)?.periodTypeId;
  if (known !== undefined) return known;
  return simPeriodInfo(periodId)?.inRunning === true
    ? PERIOD_TYPE_IDS.IN_RUNNING
    : PERIOD_TYPE_IDS.PRE_MATCH;
}

export function createSimWorld(options: SimWorldOptions): SimWorld {
  const settings: SimSettings = {
    seed: options.seed,
    margin: options.margin,
    speed: options.speed,
  };
  checkSettings(settings);
  let days = options.days ?? 7;
  const scripts = new ScriptCache();
  const tracks = new Map<number, Track>();
  const dayPlans = new Map<number, EventPlan[]>();
  let prevMs: number | null = null;
  let announcedScheduledTo: number | null = null;
  const announcedRolling = new Map<string, number>();

  const plansOfDay = (day: number): EventPlan[] => {
    let plans = dayPlans.get(day);
    if (!plans) {
      plans = scheduledPlansOfDay(settings.seed, day);
      dayPlans.set(day, plans);
      if (dayPlans.size > 16) {
        const oldest = Math.min(...dayPlans.keys());
        dayPlans.delete(oldest);
      }
    }
    return plans;
  };

  /** Plans with a kick-off in [fromMs, toMs) (scheduled from the day cache, rolling computed). */
  const plansIn = (fromMs: number, toMs: number): EventPlan[] => {
    if (toMs <= fromMs) return [];
    if (toMs - fromMs > 2 * DAY_MS) return plansBetween(settings, fromMs, toMs);
    const out: EventPlan[] = [];
    for (let day = utcDay(fromMs); day * DAY_MS < toMs; day++) {
      for (const plan of plansOfDay(day)) {
        if (plan.startMs >= fromMs && plan.startMs < toMs) out.push(plan);
      }
    }
    for (const c of ROLLING_COMPETITIONS) {
      for (const slot of rollingSlots(c, settings.speed, fromMs, toMs - 1)) {
        out.push(rollingPlan(settings.seed, c, settings.speed, slot));
      }
    }
    return out;
  };

  const scriptOf = (plan: EventPlan) => scripts.get(contextOf(settings.seed, plan));
  const trackers = new Map<number, readonly TrackerIncident[]>();
  const trackerOf = (plan: EventPlan): readonly TrackerIncident[] => {
    let incidents = trackers.get(plan.id);
    if (!incidents) {
      incidents = trackerIncidents(contextOf(settings.seed, plan), scriptOf(plan)) ?? [];
      trackers.set(plan.id, incidents);
      if (trackers.size > MAX_TRACKERS) {
        const oldest = trackers.keys().next().value;
        if (oldest !== undefined) trackers.delete(oldest);
      }
    }
    return incidents;
  };
  const endOf = (plan: EventPlan) => plan.startMs + scriptOf(plan).durationMs / settings.speed;
  const elapsedAt = (plan: EventPlan, nowMs: number) => (nowMs - plan.startMs) * settings.speed;

  /** Events in play at nowMs: kicked off, not yet over. */
  const liveAt = (nowMs: number): EventPlan[] =>
    plansIn(nowMs - MAX_EVENT_SIM_MS / settings.speed, nowMs + 1).filter((p) => endOf(p) > nowMs);

  const markAnnounced = (nowMs: number) => {
    const to = cardWindow(nowMs, days).toMs;
    announcedScheduledTo = Math.max(announcedScheduledTo ?? to, to);
    for (const c of ROLLING_COMPETITIONS) {
      const until = nowMs + rollingHorizonMs(c, settings.speed);
      announcedRolling.set(c.key, Math.max(announcedRolling.get(c.key) ?? until, until));
    }
  };

  const announce = (nowMs: number, out: SimFeedMessage[]) => {
    const to = cardWindow(nowMs, days).toMs;
    const from = announcedScheduledTo ?? to;
    if (to > from) {
      for (const plan of plansIn(from, to)) {
        if (plan.competition.schedule.kind === 'rolling') continue;
        out.push({ type: 'fixture', event: preMatchEvent(settings, plan, scripts) });
      }
    }
    announcedScheduledTo = Math.max(from, to);
    for (const c of ROLLING_COMPETITIONS) {
      const until = nowMs + rollingHorizonMs(c, settings.speed);
      const held = announcedRolling.get(c.key) ?? until;
      if (until > held) {
        for (const slot of rollingSlots(c, settings.speed, held + 1, until)) {
          const plan = rollingPlan(settings.seed, c, settings.speed, slot);
          out.push({ type: 'fixture', event: preMatchEvent(settings, plan, scripts) });
        }
      }
      announcedRolling.set(c.key, Math.max(held, until));
    }
  };

  const newTrack = (plan: EventPlan): Track => {
    const ctx = contextOf(settings.seed, plan);
    const script = scripts.get(ctx);
    const model = modelFor(plan.sport.code);
    return {
      plan,
      ctx,
      script,
      model,
      feedCode: feedCodeOf(plan),
      preMatchKeys: model.markets(ctx, viewAt(script, -1), false),
      lastElapsed: -1,
      markets: new Map(),
      scores: new Map(),
      clock: null,
      period: null,
      cricket: null,
      openCount: null,
      alertActive: false,
      ltsDone: false,
      priced: null,
    };
  };

  const statusChange = (
    track: Track,
    market: MarketRef,
    status: FeedMarketStatus,
  ): SimFeedMessage => ({
    type: 'marketChange',
    change: {
      kind: 'm',
      eventId: track.plan.id,
      marketId: market.id,
      marketTypeId: market.marketTypeId,
      periodTypeId: periodTypeOf(market.periodId),
      status,
    },
  });

  const goLive = (track: Track, out: SimFeedMessage[]) => {
    const { plan } = track;
    out.push({ type: 'eventStatus', eventId: plan.id, status: 'live', at: iso(plan.startMs) });
    for (const spec of track.preMatchKeys) {
      const id = marketIdOf(plan.id, spec.key);
      const ref = { id, marketTypeId: spec.marketTypeId, periodId: spec.periodId };
      if (track.model.keepsPreMatchMarkets) {
        // A race's book stays, suspended from the off until the result.
        out.push(statusChange(track, ref, 'suspended'));
        track.markets.set(spec.key, {
          ...ref,
          status: 'suspended',
          resulted: false,
          pricedBucket: -1,
          outcomes: new Map(),
        });
      } else {
        // spec betting-domain §4: closed removes the pre-match market; in-running ones replace it.
        out.push(statusChange(track, ref, 'closed'));
      }
    }
  };

  const resultsOf = (eventId: number, spec: MarketSpec): MarketResults => {
    const marketId = marketIdOf(eventId, spec.key);
    return {
      marketId,
      outcomes: spec.outcomes.map((o) => ({
        outcomeId: outcomeIdOf(marketId, o.key),
        result: o.result ?? 'void',
        ...(o.deadHeat && { deadHeat: o.deadHeat }),
      })),
    };
  };

  const outcomePrice = (o: OutcomeSpec, bookSize: number): EmittedOutcome => ({
    decimal: Number(priceWithMargin(o.probability, settings.margin)),
    spread: o.spread,
    hidden: o.hidden === true || (bookSize === 1 && o.probability <= 0),
  });

  /** Specs priced at (incidents so far, phase, minute bucket): recomputed only when one moves. */
  const pricedSpecs = (track: Track, view: MatchView): MarketSpec[] => {
    const bucket = Math.floor(Math.max(0, view.elapsedMs) / 60_000);
    const key = `${view.incidentCount}|${view.phaseIndex}|${bucket}|${view.final}`;
    if (track.priced?.key === key) return track.priced.specs;
    let lastIncident = -1;
    for (let i = view.incidentCount - 1; i >= 0; i--) {
      const incident = track.script.incidents[i];
      if (incident) {
        lastIncident = incident.atMs;
        break;
      }
    }
    const pricingView = view.final
      ? view
      : { ...view, elapsedMs: Math.max(bucket * 60_000, lastIncident) };
    const specs = track.model.markets(track.ctx, pricingView, true);
    track.priced = { key, specs };
    return specs;
  };

  const lastSuspendingAt = (script: MatchScript, elapsed: number): number | null => {
    let at: number | null = null;
    for (const incident of script.incidents) {
      if (incident.atMs > elapsed) break;
      if (incident.suspends) at = incident.atMs;
    }
    return at;
  };

  /**
   * Moves one tracked event to `nowMs`: the messages of everything between its last step and
   * now. `snapshot`: the world has just started, so decided markets are resulted even though
   * this world never announced them (the platform may hold them from before a restart).
   */
  const advance = (track: Track, nowMs: number, snapshot: boolean, out: SimFeedMessage[]) => {
    const { plan, script } = track;
    const eventId = plan.id;
    const e = Math.min(elapsedAt(plan, nowMs), script.durationMs);
    const view = viewAt(script, e);
    const prevE = track.lastElapsed;
    track.lastElapsed = e;
    const final = view.final;

    // 1. Incidents since the last step suspend the open markets at once.
    const crossed = script.incidents.some((i) => i.suspends && i.atMs > prevE && i.atMs <= e);
    if (crossed) {
      for (const m of track.markets.values()) {
        if (m.status === 'open' && !m.resulted) {
          m.status = 'suspended';
          out.push(statusChange(track, m, 'suspended'));
        }
      }
    }
    const lastIncident = lastSuspendingAt(script, e);
    const suspendedNow = !final && lastIncident !== null && e < lastIncident + SUSPENSION_MS;

    // 2. Clock and period (spec §4: clock, clock minute, current period).
    const phase = view.phase;
    if (phase) {
      const status: ClockStatus = final
        ? 'END_OF_EVENT'
        : phase.kind === 'break'
          ? 'END_OF_PERIOD'
          : 'RUNNING';
      const minutes = final ? clockMinutesAt(phase, phase.endMs - 1) : clockMinutesAt(phase, e);
      if (!final) {
        const period = `${phase.description}|${phase.abbreviation}|${phase.number}`;
        if (period !== track.period) {
          track.period = period;
          out.push({
            type: 'live',
            message: {
              kind: 'currentPeriod',
              eventId,
              currentPeriod: phase.description,
              currentPeriodAbbreviation: phase.abbreviation,
              currentPeriodNumber: phase.number,
            },
          });
        }
      }
      if (!track.clock || track.clock.status !== status) {
        if (status !== 'END_OF_EVENT') {
          out.push({
            type: 'live',
            message: { kind: 'clock', eventId, clock: { minutes, status } },
          });
        }
        track.clock = { minutes, status };
      } else if (track.clock.minutes !== minutes) {
        out.push({ type: 'live', message: { kind: 'clockMinute', eventId, minutes } });
        track.clock = { minutes, status };
      }
    }

    // 3. Scores (merged by opponent, period instance and period key) and cricket balls.
    const changed: PeriodScore[] = [];
    for (const [key, s] of view.scores) {
      if (track.scores.get(key) !== s.score) {
        track.scores.set(key, s.score);
        changed.push(s);
      }
    }
    if (changed.length > 0) {
      out.push({ type: 'live', message: { kind: 'score', eventId, scoresPerPeriod: changed } });
    }
    if (plan.sport.code === 'CRIC') {
      const balls = JSON.stringify(view.cricketOutcomes);
      if (balls !== track.cricket) {
        track.cricket = balls;
        out.push({
          type: 'live',
          message: { kind: 'cricketOutcomes', eventId, cricketOutcomes: view.cricketOutcomes },
        });
      }
    }

    // 4. Markets.
    const results: MarketResults[] = [];
    const specs = pricedSpecs(track, view);
    const minute = Math.floor(Math.max(0, e) / 60_000);
    const races = track.model.keepsPreMatchMarkets === true;
    const seen = new Set<number>();
    for (const spec of specs) {
      seen.add(spec.key);
      const held = track.markets.get(spec.key);
      if (isDecided(spec)) {
        if (held ? !held.resulted : snapshot) {
          results.push(resultsOf(eventId, spec));
          if (held) {
            held.resulted = true;
            held.status = 'resulted';
          } else {
            track.markets.set(spec.key, emitted(eventId, spec, 'resulted', true, -1, new Map()));
          }
        }
        continue;
      }
      const slowBucket = spec.slow ? Math.floor(minute / SLOW_BUCKET_MINUTES) : minute;
      const drifted = driftProbabilities(spec, settings.seed, eventId, slowBucket, DRIFT);
      const bookSize = spec.bookSize ?? 1;
      if (!held) {
        const status: SimMarketStatus = races || suspendedNow ? 'suspended' : 'open';
        const market = toSimMarket(eventId, spec, settings.margin, status, drifted);
        out.push({ type: 'market', eventId, market });
        const outcomes = new Map<number, EmittedOutcome>();
        for (const o of drifted) outcomes.set(o.key, outcomePrice(o, bookSize));
        track.markets.set(spec.key, emitted(eventId, spec, status, false, slowBucket, outcomes));
        continue;
      }
      if (held.status === 'lts' || held.resulted) continue;
      const desired: SimMarketStatus = races || suspendedNow ? 'suspended' : 'open';
      const reopened = held.status !== desired && desired === 'open';
      if (held.status !== desired) {
        held.status = desired;
        out.push(statusChange(track, held, desired));
      }
      if (desired !== 'open') continue;
      if (!reopened && held.pricedBucket === slowBucket) continue;
      held.pricedBucket = slowBucket;
      for (const o of drifted) {
        const next = outcomePrice(o, bookSize);
        const prior = held.outcomes.get(o.key);
        const ref = {
          eventId,
          marketId: held.id,
          marketTypeId: held.marketTypeId,
          periodTypeId: periodTypeOf(held.periodId),
        };
        const outcomeId = outcomeIdOf(held.id, o.key);
        if (!prior || prior.decimal !== next.decimal || prior.spread !== next.spread) {
          const change: MarketChange = {
            ...ref,
            kind: 'p',
            outcomeId,
            consolidatedPrice: {
              currentPrice: {
                decimal: next.decimal,
                spread: next.spread,
                spread2: null,
                format: PRICE_FORMAT,
              },
            },
          };
          out.push({ type: 'marketChange', change });
        }
        if (prior && prior.hidden !== next.hidden) {
          out.push({
            type: 'marketChange',
            change: { ...ref, kind: 'oh', outcomeId, hidden: next.hidden },
          });
        }
        held.outcomes.set(o.key, next);
      }
    }

    // 5. A long suspension (seeded, rare): lts removes the market until it is resulted.
    if (script.lts && !track.ltsDone && e >= script.lts.atMs && !final) {
      track.ltsDone = true;
      const held = track.markets.get(script.lts.marketKey);
      if (held && !held.resulted && held.status !== 'lts') {
        held.status = 'lts';
        out.push(statusChange(track, held, 'lts'));
      }
    }

    // 6. Feed alert (spec §4: it suspends and reopens every market of the feed).
    const alertActive =
      script.alert !== null && !final && e >= script.alert.startMs && e < script.alert.endMs;
    if (alertActive !== track.alertActive) {
      track.alertActive = alertActive;
      out.push({ type: 'feedAlert', feedCode: track.feedCode, active: alertActive });
    }

    // 7. Open-market count.
    let open = 0;
    for (const m of track.markets.values()) if (m.status === 'open' && !m.resulted) open++;
    if (!final && open !== track.openCount) {
      track.openCount = open;
      out.push({
        type: 'live',
        message: { kind: 'openMarketCount', eventId, liveOpenMarketCount: open },
      });
    }

    // 8. The end: END_OF_EVENT, finished, results for everything still unresulted, settled.
    if (final) {
      const minutes = track.clock?.minutes ?? 0;
      out.push({
        type: 'live',
        message: { kind: 'clock', eventId, clock: { minutes, status: 'END_OF_EVENT' } },
      });
      out.push({
        type: 'eventStatus',
        eventId,
        status: 'finished',
        at: iso(plan.startMs + script.durationMs / settings.speed),
      });
      for (const [key, held] of track.markets) {
        if (held.resulted || seen.has(key)) continue;
        // Never expected (every model lists its markets to the end): void rather than leave it open.
        results.push({
          marketId: held.id,
          outcomes: [...held.outcomes.keys()].map((k) => ({
            outcomeId: outcomeIdOf(held.id, k),
            result: 'void' as const,
          })),
        });
        held.resulted = true;
      }
      const preMatch = races ? [] : track.model.markets(track.ctx, view, false);
      for (const spec of preMatch) results.push(resultsOf(eventId, spec));
      if (results.length > 0) out.push({ type: 'results', eventId, markets: results });
      settle(
        track,
        [...track.markets.values(), ...preMatch.map((spec) => refOf(eventId, spec))],
        out,
      );
      return;
    }
    if (results.length > 0) out.push({ type: 'results', eventId, markets: results });
  };

  const refOf = (eventId: number, spec: MarketSpec): MarketRef => ({
    id: marketIdOf(eventId, spec.key),
    marketTypeId: spec.marketTypeId,
    periodId: spec.periodId,
  });

  /**
   * The event is over and its results are final: every market it ever had is `settled`
   * (spec betting-domain §4: settled removes the market, as resulted did). `resulted` is the
   * provider's result, sent as soon as a question is decided (a first half at half time);
   * `settled` confirms it once END_OF_EVENT leaves nothing to correct. See docs/decisions.md.
   */
  const settle = (track: Track, markets: readonly MarketRef[], out: SimFeedMessage[]) => {
    const done = new Set<number>();
    for (const market of markets) {
      if (done.has(market.id)) continue;
      done.add(market.id);
      out.push(statusChange(track, market, 'settled'));
    }
  };

  const emitted = (
    eventId: number,
    spec: MarketSpec,
    status: SimMarketStatus,
    resulted: boolean,
    pricedBucket: number,
    outcomes: Map<number, EmittedOutcome>,
  ): EmittedMarket => ({
    id: marketIdOf(eventId, spec.key),
    marketTypeId: spec.marketTypeId,
    periodId: spec.periodId,
    status,
    resulted,
    pricedBucket,
    outcomes,
  });

  /** Finishes an event that ended while nobody was watching (restart): its results. */
  const finishUnwatched = (plan: EventPlan, nowMs: number, out: SimFeedMessage[]) => {
    const track = newTrack(plan);
    track.clock = { minutes: 0, status: 'RUNNING' };
    track.lastElapsed = track.script.durationMs;
    const view = viewAt(track.script, track.script.durationMs);
    const specs = [
      ...track.model.markets(track.ctx, view, true),
      ...(track.model.keepsPreMatchMarkets ? [] : track.model.markets(track.ctx, view, false)),
    ];
    const results = specs.map((spec) => resultsOf(plan.id, spec));
    const phase = track.script.phases[track.script.phases.length - 1];
    const minutes = phase ? clockMinutesAt(phase, phase.endMs - 1) : 0;
    out.push({
      type: 'live',
      message: { kind: 'clock', eventId: plan.id, clock: { minutes, status: 'END_OF_EVENT' } },
    });
    out.push({
      type: 'eventStatus',
      eventId: plan.id,
      status: 'finished',
      at: iso(Math.min(nowMs, endOf(plan))),
    });
    out.push({ type: 'results', eventId: plan.id, markets: results });
    settle(
      track,
      specs.map((spec) => refOf(plan.id, spec)),
      out,
    );
  };

  /**
   * A fresh view at `nowMs` (first step, or after a long stall): every event in play is
   * announced in full, and events that ended since `sinceMs` are finished and resulted.
   */
  const snapshot = (nowMs: number, sinceMs: number, out: SimFeedMessage[]) => {
    tracks.clear();
    const candidates = plansIn(
      Math.min(nowMs, sinceMs) - MAX_EVENT_SIM_MS / settings.speed,
      nowMs + 1,
    );
    candidates.sort((a, b) => a.startMs - b.startMs || a.id - b.id);
    for (const plan of candidates) {
      const end = endOf(plan);
      if (end > nowMs) {
        const track = newTrack(plan);
        tracks.set(plan.id, track);
        out.push({ type: 'fixture', event: preMatchEvent(settings, plan, scripts) });
        goLive(track, out);
        advance(track, nowMs, true, out);
      } else if (end > sinceMs) {
        finishUnwatched(plan, nowMs, out);
      }
    }
  };

  /** The plan an event id names (scheduled by its day, rolling by its slot nearest `nowMs`). */
  const planById = (id: number, nowMs: number): EventPlan | undefined => {
    if (id < OUTRIGHT_EVENT_BASE) {
      return plansOfDay(Math.floor(id / 10_000)).find((p) => p.id === id);
    }
    if (id < ROLLING_EVENT_BASE) return undefined;
    const stream = id % 100;
    const wrapped = Math.floor((id - ROLLING_EVENT_BASE) / 100);
    const c = ROLLING_COMPETITIONS.find(
      (x) => x.schedule.kind === 'rolling' && x.schedule.streamIndex === stream,
    );
    if (!c) return undefined;
    const slots = rollingSlots(
      c,
      settings.speed,
      nowMs - rollingSpacingMs(c, settings.speed),
      nowMs,
    );
    const current = slots[slots.length - 1];
    if (current === undefined) return undefined;
    const back =
      (((current - wrapped) % ROLLING_SLOT_CYCLE) + ROLLING_SLOT_CYCLE) % ROLLING_SLOT_CYCLE;
    const plan = rollingPlan(settings.seed, c, settings.speed, current - back);
    return plan.id === id ? plan : undefined;
  };

  /**
   * The events with a tracker that may have incidents in (fromMs, toMs]: kept between calls and
   * extended by the kick-offs since (as `step` does), so consecutive windows cost little;
   * recomputed in full after a jump back or a first call.
   */
  let trackerCover: { floorMs: number; toMs: number; plans: Map<number, EventPlan> } | null = null;
  const trackedPlans = (fromMs: number | null, toMs: number): EventPlan[] => {
    const withTracker = (p: EventPlan) => TRACKER_PITCH_BY_SPORT[p.sport.code] !== undefined;
    if (fromMs === null || trackerCover === null || fromMs < trackerCover.floorMs) {
      const fresh =
        fromMs === null
          ? liveAt(toMs)
          : plansIn(fromMs - MAX_EVENT_SIM_MS / settings.speed, toMs + 1).filter(
              (p) => endOf(p) > fromMs,
            );
      trackerCover = {
        floorMs: fromMs ?? toMs,
        toMs,
        plans: new Map(fresh.filter(withTracker).map((p) => [p.id, p])),
      };
    } else {
      const cover = trackerCover;
      if (toMs > cover.toMs) {
        for (const p of plansIn(cover.toMs + 1, toMs + 1)) {
          if (withTracker(p)) cover.plans.set(p.id, p);
        }
        cover.toMs = toMs;
      }
      for (const [id, p] of cover.plans) if (endOf(p) <= fromMs) cover.plans.delete(id);
      cover.floorMs = Math.max(cover.floorMs, fromMs);
    }
    return [...trackerCover.plans.values()];
  };

  const world: SimWorld = {
    settings,
    cardRefreshMs: null,
    card(now, cardDays) {
      const nowMs = now.getTime();
      days = cardDays;
      const card = buildCard(settings, nowMs, cardDays, scripts);
      markAnnounced(nowMs);
      return card;
    },
    step(now) {
      const nowMs = now.getTime();
      const out: SimFeedMessage[] = [];
      if (prevMs !== null && nowMs <= prevMs) return out;
      if (prevMs === null || nowMs - prevMs > RESYNC_GAP_MS) {
        if (announcedScheduledTo === null) markAnnounced(nowMs);
        const recent = Math.min(RECENT_WALL_MS, RECENT_SIM_MS / settings.speed);
        // After a stall, everything that ended since the last step (bounded in simulated time).
        const since =
          prevMs === null
            ? nowMs - recent
            : Math.max(prevMs, nowMs - MAX_CATCH_UP_SIM_MS / settings.speed);
        snapshot(nowMs, since, out);
      } else {
        const started = plansIn(prevMs + 1, nowMs + 1).sort(
          (a, b) => a.startMs - b.startMs || a.id - b.id,
        );
        for (const plan of started) {
          if (tracks.has(plan.id)) continue;
          const track = newTrack(plan);
          tracks.set(plan.id, track);
          goLive(track, out);
        }
        for (const track of [...tracks.values()]) {
          advance(track, nowMs, false, out);
        }
      }
      for (const [id, track] of tracks) {
        if (track.lastElapsed >= track.script.durationMs) {
          tracks.delete(id);
          scripts.forget(id);
        }
      }
      announce(nowMs, out);
      prevMs = nowMs;
      return out;
    },
    finishStale(eventIds, now) {
      const nowMs = now.getTime();
      const out: SimFeedMessage[] = [];
      for (const id of eventIds) {
        if (tracks.has(id)) continue;
        const plan = planById(id, nowMs);
        if (plan && plan.startMs <= nowMs && endOf(plan) <= nowMs)
          finishUnwatched(plan, nowMs, out);
      }
      return out;
    },
    liveEvents(now) {
      return liveAt(now.getTime()).map((p) => ({
        id: p.id,
        sportCode: p.sport.code,
        startTime: iso(p.startMs),
        // Rounded up: a live event's end, cut to whole milliseconds, stays after `now`.
        endTime: iso(Math.ceil(endOf(p))),
      }));
    },
    tracker(from, to) {
      const toMs = to.getTime();
      const fromMs = from === null || toMs - from.getTime() > RESYNC_GAP_MS ? null : from.getTime();
      if (fromMs !== null && fromMs >= toMs) return [];
      const plans = trackedPlans(fromMs, toMs)
        .filter((p) => p.startMs <= toMs && (fromMs === null || endOf(p) > fromMs))
        .sort((a, b) => a.startMs - b.startMs || a.id - b.id);
      const out: SimTrackerBatch[] = [];
      for (const plan of plans) {
        const lo = fromMs === null ? Number.NEGATIVE_INFINITY : elapsedAt(plan, fromMs);
        const hi = elapsedAt(plan, toMs);
        const incidents = trackerOf(plan)
          .filter((i) => i.atMs > lo && i.atMs <= hi)
          .map((i) => ({ ...i, at: iso(Math.floor(plan.startMs + i.atMs / settings.speed)) }));
        if (incidents.length > 0) out.push({ eventId: plan.id, incidents });
      }
      return out;
    },
  };
  return world;
}
