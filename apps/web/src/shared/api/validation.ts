/**
 * The browser's validating half, loaded on demand (`validation` in browser-client.ts), never
 * imported statically by a module the browser loads first: the web client over the contract's
 * endpoint table, and the contract's schemas the browser reads answers, refusals and stored
 * values with — and so zod. Every call waits for it, so an answer is never used unparsed.
 */
export { createWebClient } from './client';
export {
  BetslipRejection,
  ChatTokenExchange,
  ENDPOINTS,
  EventsPage,
  FullWallet,
  LiveEventsPage,
  LoginError,
  SessionResponse,
} from '@touchline/contract';
