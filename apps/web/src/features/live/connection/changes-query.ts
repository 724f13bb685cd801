import type { ChangesPoll } from './live-connection';

/** A poll as the polling call's query (ids comma-joined, as the contract's IdList reads them). */
export function changesQuery(poll: ChangesPoll) {
  return {
    ...(poll.cursor !== null ? { cursor: String(poll.cursor) } : {}),
    ...(poll.events.length > 0 ? { eventIds: poll.events.join(',') } : {}),
    ...(poll.sports.length > 0 ? { sportIds: poll.sports.join(',') } : {}),
    ...(poll.live ? { live: 'true' as const } : {}),
  };
}
