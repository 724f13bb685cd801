/**
 * The match tracker feature (issue 12): a live event's pitch or court with the ball's zone, who
 * is pressing, the match statistics and the timeline of incidents, from the tracker call and the
 * socket's pushes (handed in as a `TrackerFeed` by the route composition).
 */
export { MatchTracker, type TrackerFeed } from './components/match-tracker';
