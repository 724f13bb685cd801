/**
 * The booking module's face: booking codes for betslips and jackpot slips (spec betting-domain
 * §7 retailcodes), priced through betting's and jackpot's own pricing when loaded.
 */
export { bookingRoutes } from './routes';
