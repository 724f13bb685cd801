/**
 * The per-address login budget of the journey stack (global-setup.ts): small, so the
 * X-Forwarded-For journey spends one in a few seconds. The browser journeys, all from
 * 127.0.0.1, share the touchline stack's budget: about 40 password checks when they all run
 * (session.test.ts's login errors and logouts at both sizes are 14, betslip.test.ts's players 7,
 * the jackpot journey 2), so this leaves room for more journeys that log in before a run trips it.
 */
export const E2E_LOGIN_RATE_IP_PER_HOUR = 80;
