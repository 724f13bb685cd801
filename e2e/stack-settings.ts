/**
 * The per-address login budget of the journey stack (global-setup.ts): small, so the
 * X-Forwarded-For journey spends one in a few seconds. The browser journeys, all from
 * 127.0.0.1, share the touchline stack's budget: 30 password checks when they all run (the
 * login errors and logouts of session.test.ts at both sizes are 14 of them), so this leaves
 * room for a few more journeys that log in before a run trips it.
 */
export const E2E_LOGIN_RATE_IP_PER_HOUR = 40;
