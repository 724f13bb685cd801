/**
 * The feed's face: what the platform starts on each instance (the change-log poll route, the
 * bus reader and WebSocket hub, leadership, and on the leader the loop that ingests the world).
 */
export { feedRoutes } from './routes';
export { feedLockKey, feedNamespace } from './changes-repository';
export { createFeedLoop, type TickReport } from './feed-loop';
export { startFeedStream, type FeedStream } from './feed-stream';
export { soleLeadership, startAdvisoryLeadership, type Leadership } from './leader';
export { simulatorWorld, type FeedWorld } from './world';
export { createTraderDesk, decodeTraderMessages, type TraderDesk } from './trader-desk';
export { FeedHub, type ChannelSession, type ChannelSocket, type SocketChannel } from './ws-hub';
export { attachFeedSocket } from './ws-server';
export type { TrackerUpdate } from './tracker-service';
