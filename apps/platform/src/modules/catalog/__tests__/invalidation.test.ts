import { describe, expect, it } from 'vitest';
import { encodeBatch } from '../../../bus/change-batch';
import { staleScope } from '../invalidation';

const change = (cursor: number, live: boolean) => ({
  cursor,
  eventId: 1,
  sportId: 240,
  live,
  message: '{"kind":"clockMinute","eventId":1,"minutes":3}',
});

describe('which catalogue answers a bus message makes stale', () => {
  it('reads the feed batch: in-play changes, pre-match changes, both, none', () => {
    const batch = (...lives: boolean[]) =>
      encodeBatch({ prev: 0, changes: lives.map((live, i) => change(i + 1, live)) });
    expect(staleScope('feed.changes', batch(true, true))).toBe('live');
    expect(staleScope('feed.changes', batch(false))).toBe('prematch');
    expect(staleScope('feed.changes', batch(true, false))).toBe('all');
    expect(staleScope('feed.changes', batch())).toBeNull();
  });

  it('treats an unreadable batch and any other topic as a change to everything', () => {
    expect(staleScope('feed.changes', 'not a batch')).toBe('all');
    expect(staleScope('catalog.changed', '')).toBe('all');
    expect(staleScope('feed.card-ingested', '{"events":3}')).toBe('all');
  });
});
