import { describe, expect, it, vi } from 'vitest';
import type { LiveBatchItem } from '../connection/live-connection';
import { manualFrames, priceFrame, settle, TestSocket } from './live-test-kit';

/**
 * The wire's parsers (zod and the contract's feed schemas) load on demand, so they are not in the
 * page's first-load scripts (docs/decisions.md "First-load JavaScript"). The other suites load
 * them first (live-test-kit.ts); here a fresh connection module has not: the socket of a page's
 * first subscription waits for them, and every frame is still parsed before use.
 */
async function freshConnection(onProblem: (what: string) => void) {
  vi.resetModules();
  const { LiveConnection, wire } = await import('../connection/live-connection');
  const sockets: TestSocket[] = [];
  const polls: unknown[] = [];
  const frames = manualFrames();
  const connection = new LiveConnection({
    url: () => 'ws://sportsbook.test/ws',
    createSocket: (url) => {
      const socket = new TestSocket(url);
      sockets.push(socket);
      return socket;
    },
    pollChanges: (poll) => {
      polls.push(poll);
      return new Promise(() => undefined);
    },
    schedule: frames.schedule,
    random: () => 0.5,
    onProblem,
  });
  return { connection, wire, sockets, polls, frames };
}

describe('the live connection before its wire has loaded', () => {
  it('opens the socket once the parsers are here, and applies only the frames they accept', async () => {
    const problems: string[] = [];
    const { connection, wire, sockets, frames } = await freshConnection((what) =>
      problems.push(what),
    );
    expect(wire.now()).toBeNull();
    const batches: (readonly LiveBatchItem[])[] = [];
    connection.listen((batch) => batches.push(batch));

    connection.retain({ events: [9] });
    expect(connection.status).toBe('connecting');
    expect(sockets).toHaveLength(0);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    expect(wire.now()).not.toBeNull();

    const socket = sockets[0] as TestSocket;
    socket.open();
    await settle();
    expect(socket.subscribes()).toEqual([{ op: 'subscribe', events: [9] }]);
    socket.push({ op: 'subscribed', cursor: 10, resync: false });
    const good = priceFrame(11, 9, 900, 9001, 2.5);
    // The same change with its price as text: the contract's schema refuses it.
    const malformed = JSON.parse(
      JSON.stringify(priceFrame(12, 9, 900, 9001, 2.6)).replace('2.6', '"2.6"'),
    ) as unknown;
    socket.push(good);
    socket.push(malformed);
    socket.pushText('not json');
    frames.frame();

    expect(
      batches.flat().map((item) => (item.type === 'message' ? item.cursor : 'resync')),
    ).toEqual([11]);
    expect(problems).toEqual(['live socket: a frame that is not JSON']);
    connection.dispose();
  });
});
