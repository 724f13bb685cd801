/**
 * The events feature: sports and their routes, the server reads of the catalogue (events, one
 * event, live events, the event path tree, coupons) and the lists and event page that show them.
 */
export { EVENTS_LOAD_ERROR, getPrematchEvents } from './api/get-prematch-events';
export {
  getEventsUnder,
  getPrematchFirstPage,
  getEvent,
  getLiveEvents,
  BROWSE_EVENTS_PER_PAGE,
  PREMATCH_EVENTS_PER_PAGE,
} from './api/get-events';
export { getEventsPage, type EventPagesSource, type EventsPageAnswer } from './api/get-events-page';
export {
  getEventPathTree,
  resetEventPathTreeCache,
  type TreeKind,
} from './api/get-event-path-tree';
export { getCoupon } from './api/get-coupon';
export type { LoadFailure, LoadResult } from './api/load-result';
export {
  EventList,
  type ListSlots,
  type OutcomeSlot,
  type RenderOutcome,
} from './components/event-list';
export { EventView } from './components/event-view';
export { LiveList, LiveSportLinks } from './components/live-list';
export { LiveScore } from './components/live-score';
export { ShowMore, type ShowMoreProps } from './components/show-more';
export { usePagedEvents, type EventPaging, type PageReader } from './components/use-paged-events';
export { SportsIndex, useSportName } from './components/sports-index';
export { defaultMarket, priceColumns, visibleOutcomes } from './default-market';
export { eventIdFromSlug, eventPath, findCompetition, type Competition } from './route-slugs';
export {
  FOOTBALL,
  MATCH_RESULT_MARKET_TYPE_ID,
  pseudoCategoryFromSlug,
  sportFromSlug,
  sportPath,
  type Sport,
} from './sports';
