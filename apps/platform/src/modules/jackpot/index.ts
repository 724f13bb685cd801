/**
 * The jackpot module's face: its routes (active jackpots, pricing, cost, placement, the
 * player's slips) and its runner (rounds opened from the catalogue, settled on results); and
 * the player's slips for My Bets.
 */
export { jackpotRoutes } from './routes';
export { createJackpotRunner, type JackpotRunner } from './runner';
export { myJackpotBets, priceJackpotSlip } from './slip-service';
