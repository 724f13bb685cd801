/**
 * Betting's face: its routes and placement; and the bet-closing API settlement uses. Betting
 * owns the bets and their legs, so reading a bet's leg states, deciding it and closing it live
 * here; settlement only chooses which bets to settle and when.
 */
export { bettingRoutes } from './routes';
export { priceSelections } from './service';
export { placeBetslip } from './placement';
export { decideBet, legDeadHeat, type BetDecision } from './bet-legs';
export {
  closeBet,
  closeSettledBets,
  publishClosedBets,
  type ClosedBet,
  type SettledBet,
} from './bet-closing';
export { legRowsOf, resettleBet, type ResettledBet } from './bet-resettlement';
export {
  lockOpenBet,
  lockOpenBets,
  openBetIdsOnEvents,
  openBetIdsWithDecidedLegs,
  readLegStates,
  readLegStatesOfBets,
  setLegResults,
  setLegResultsOfBets,
  settledBetIdsWithChangedLegs,
  type LegResultRow,
} from './closing-repository';
export { createInPlayAcceptor, type InPlayAcceptor } from './in-play';
export { createAutoCashOutEvaluator, type AutoCashOutEvaluator } from './auto-cash-out';
