export * from './model';
export * from './football';
export * from './poisson';
export { slugify } from './slug';
export { mulberry32, streamSeed } from './random';
export {
  createSimWorld,
  RESYNC_GAP_MS,
  SUSPENSION_MS,
  type LiveEventRef,
  type SimTrackerBatch,
  type SimTrackerIncident,
  type SimWorld,
  type SimWorldOptions,
} from './sim-world';
export {
  TRACKER_KINDS,
  TRACKER_MAX_INCIDENTS,
  TRACKER_PITCH_BY_SPORT,
  trackerIncidents,
  type TrackerIncident,
  type TrackerKind,
  type TrackerPitch,
} from './match-tracker';
export type { TennisState as SimTennisState } from './tennis-tracker';
export type { VolleyballState as SimVolleyballState } from './volleyball-tracker';
export type { AmericanFootballState as SimAmericanFootballState } from './american-football-tracker';
export type { CricketState as SimCricketState } from './cricket-tracker';
export type { BaseballState as SimBaseballState } from './baseball-tracker';
export { buildCard, MAX_SPEED, type SimSettings } from './card';
export {
  MARKET_TYPES,
  SIM_PERIODS,
  simPeriodIds,
  simPeriodInfo,
  type PeriodDefinition,
  type PeriodPair,
  type SimPeriod,
  type SimPeriodInfo,
} from './market-types';
export { SIMULATED_SPORT_CODES } from './sport-models';
export * from './id-scheme';
export {
  JACKPOT_KINDS,
  JACKPOT_MARKET,
  jackpotCandidates,
  planJackpotRound,
  type JackpotCandidate,
  type JackpotKind,
  type JackpotKindInfo,
  type JackpotRoundPlan,
} from './jackpot-schedule';
