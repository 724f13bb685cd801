/**
 * The live feature: the tab's one `/ws` connection (subscriptions from what is on screen, resume
 * from the cursor, polling only while the socket is down) and the hooks that give a page its
 * events with every change applied (spec betting-domain §3 market change feed and live event, §4
 * market and live data).
 */
export { useLiveEvents, useLiveEvent, type UseLiveEventsOptions } from './hooks/use-live-events';
export { useTickingClock } from './hooks/use-ticking-clock';
export { useTrackerFeed, type TrackerFeed } from './hooks/use-tracker-feed';
export {
  LiveConnectionProvider,
  liveSocketUrl,
  sharedLiveConnection,
  useLiveStatus,
} from './hooks/live-client';
export { LiveConnectionNotice } from './components/live-connection-notice';
export {
  LiveConnection,
  type LiveConnectionOptions,
  type LiveSocket,
  type LiveStatus,
} from './connection/live-connection';
export type { LiveEventShape, Membership } from './store/live-events-store';
