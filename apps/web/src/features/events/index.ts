/** The events feature: sports, their pre-match events (read on the server) and the event list. */
export { EVENTS_LOAD_ERROR, getPrematchEvents } from './api/get-prematch-events';
export { EventList, type OutcomeSlot } from './components/event-list';
export { FOOTBALL, sportFromSlug, type Sport } from './sports';
