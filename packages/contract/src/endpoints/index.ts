import { AUTH } from './auth';
import { BETS } from './bets';
import { BETSLIP } from './betslip';
import { BOOKING } from './booking';
import { CATALOG } from './catalog';
import { CMS } from './cms';
import type { EndpointSpec } from './define';
import { DEMO } from './demo';
import { FAVOURITES } from './favourites';
import { FEED } from './feed';
import { JACKPOT } from './jackpot';
import { OPERATOR_ENDPOINTS } from './operator';
import { PLAYER_ENDPOINTS } from './player';
import { SEARCH } from './search';
import { SESSION } from './session';
import { TRACKER } from './tracker';
import { WALLET } from './wallet';

export * from './define';
export * from './path-params';
export { CmsDocumentAnswer } from './cms';
export { BalanceQuery } from './wallet';
export { AvayaTokenQuery, GeoQuery } from './player';
export { ChatTokenExchange } from './demo';

/** Every HTTP call the platform serves, by area (the health check is infrastructure). */
export const ENDPOINTS = {
  auth: AUTH,
  session: SESSION,
  player: PLAYER_ENDPOINTS,
  wallet: WALLET,
  betslip: BETSLIP,
  booking: BOOKING,
  bets: BETS,
  catalog: CATALOG,
  feed: FEED,
  demo: DEMO,
  jackpot: JACKPOT,
  operator: OPERATOR_ENDPOINTS,
  cms: CMS,
  search: SEARCH,
  tracker: TRACKER,
  favourites: FAVOURITES,
} as const;

export type Endpoints = typeof ENDPOINTS;

const AREAS: readonly Readonly<Record<string, EndpointSpec>>[] = Object.values(ENDPOINTS);

/** The table as a flat list (registration checks, tests). */
export const ALL_ENDPOINTS: readonly EndpointSpec[] = AREAS.flatMap((area) => Object.values(area));
