import { describe, expect, it } from 'vitest';
import type { WsTrackerFrame } from '@touchline/contract';
import { parseServerFrame } from '../connection/wire';
import { harness, priceFrame, settle } from './live-test-kit';

const frame: WsTrackerFrame = {
  op: 'tracker',
  eventId: 7,
  incidents: [
    {
      seq: 3,
      at: '2030-05-04T14:03:00.000Z',
      kind: 'corner',
      side: 'away',
      opponentId: 15,
      x: 1,
      y: 99,
      minute: 3,
      period: 1,
      points: null,
      score: null,
    },
  ],
};

describe('match tracker frames on the live connection', () => {
  it('parses a tracker frame; a malformed one or an unknown op is ignored', () => {
    expect(parseServerFrame(JSON.stringify(frame))).toEqual({ type: 'tracker', frame });
    expect(parseServerFrame(JSON.stringify({ ...frame, incidents: [{ seq: 'x' }] }))).toEqual({
      type: 'ignored',
    });
    expect(parseServerFrame('{"op":"somethingNewer","eventId":7}')).toEqual({ type: 'ignored' });
  });

  it('hands tracker frames to its listeners and changes to the screen as before', async () => {
    const h = harness();
    const release = h.connection.retain({ events: [7] });
    const pushed: WsTrackerFrame[] = [];
    const changes: unknown[] = [];
    const stopTracker = h.connection.listenTracker((f) => pushed.push(f));
    h.connection.listen((batch) => changes.push(...batch));
    h.socket().open();
    await settle();
    h.socket().push({ op: 'subscribed', cursor: 10, resync: false });
    h.socket().push(frame);
    h.socket().push(priceFrame(11, 7, 70, 700, 2.5));
    h.frames.frame();
    expect(pushed).toEqual([frame]);
    expect(changes).toHaveLength(1);
    stopTracker();
    h.socket().push(frame);
    expect(pushed).toHaveLength(1);
    release();
    h.connection.dispose();
  });
});
