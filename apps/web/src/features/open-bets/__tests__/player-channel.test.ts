import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WsPlayerServerFrame } from '@touchline/contract';
import { parsePlayerFrame } from '../api/bets-wire';
import { openPlayerChannel, playerReconnectDelay } from '../player-news/player-channel';
import { TestPlayerSocket } from './my-bets-kit';

beforeEach(() => {
  vi.useFakeTimers();
  TestPlayerSocket.sockets = [];
});

afterEach(() => {
  vi.useRealTimers();
});

function channel(token: () => string | null = () => 'tok') {
  const frames: WsPlayerServerFrame[] = [];
  const opened = openPlayerChannel({
    url: 'ws://example.test/ws',
    createSocket: (url) => new TestPlayerSocket(url),
    token,
    parse: parsePlayerFrame,
    onFrame: (frame) => frames.push(frame),
  });
  return { opened, frames };
}

describe('the player channel', () => {
  it('signs in on open and hands on only frames the contract reads', () => {
    const { frames } = channel();
    const socket = TestPlayerSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ op: 'auth', token: 'tok' }]);
    socket.push({ op: 'betSettled', betId: 1, status: 'lost', returns: 0, currency: 'EUR' });
    socket.push({ op: 'betSettled', betId: 'x' });
    socket.push({ c: 5, m: { t: 'p' } });
    expect(frames).toEqual([
      { op: 'betSettled', betId: 1, status: 'lost', returns: 0, currency: 'EUR' },
    ]);
  });

  it('reconnects with growing delays and signs in again', () => {
    channel();
    TestPlayerSocket.latest().open();
    TestPlayerSocket.latest().drop();
    expect(TestPlayerSocket.sockets).toHaveLength(1);
    vi.advanceTimersByTime(playerReconnectDelay(0));
    expect(TestPlayerSocket.sockets).toHaveLength(2);
    TestPlayerSocket.latest().drop();
    vi.advanceTimersByTime(playerReconnectDelay(0));
    expect(TestPlayerSocket.sockets).toHaveLength(2);
    vi.advanceTimersByTime(playerReconnectDelay(1) - playerReconnectDelay(0));
    expect(TestPlayerSocket.sockets).toHaveLength(3);
    TestPlayerSocket.latest().open();
    expect(TestPlayerSocket.latest().sent).toEqual([{ op: 'auth', token: 'tok' }]);
    expect(playerReconnectDelay(20)).toBe(30_000);
  });

  it('stays closed once closed', () => {
    const { opened } = channel();
    const socket = TestPlayerSocket.latest();
    socket.open();
    opened.close();
    expect(socket.readyState).toBe(3);
    socket.drop();
    vi.advanceTimersByTime(60_000);
    expect(TestPlayerSocket.sockets).toHaveLength(1);
  });
});
