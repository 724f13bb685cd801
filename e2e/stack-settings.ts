/**
 * The per-address login budget of the journey stack (global-setup.ts): small, so the
 * X-Forwarded-For journey spends one in a few seconds; the browser journeys, all from 127.0.0.1,
 * log in far fewer times than this.
 */
export const E2E_LOGIN_RATE_IP_PER_HOUR = 25;
