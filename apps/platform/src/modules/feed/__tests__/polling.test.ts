import { describe, expect, it } from 'vitest';
import { ApiError, ChangesAnswer, ENDPOINTS } from '@touchline/contract';
import { dbTargets } from '../../../test/targets';
import { TEST_NOW } from '../../../test/harness';
import { pruneChangeLog } from '../service';
import {
  BASK,
  E1,
  E2,
  E3,
  FOOT,
  marketId,
  outcomeId,
  price,
  useFeedPlatform,
} from './feed-fixtures';

describe.each(dbTargets())('GET /xapi/rest/changes on $name', (target) => {
  const h = useFeedPlatform(target);

  const poll = async (query: string) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.feed.changes.path}?${query}`,
    });
    expect(res.statusCode).toBe(200);
    return ChangesAnswer.parse(res.json());
  };

  /** One price change on each event, per round. */
  const round = async (n: number) => {
    const msgs = [E1, E2, E3].map((e) => {
      const m = marketId(e, 1);
      return price(e, m, outcomeId(m, 1), 2 + n / 100);
    });
    await h.step(...msgs);
  };

  it('without a cursor answers the latest cursor and no changes', async () => {
    const first = await poll('');
    expect(first).toEqual({ cursor: first.cursor, resync: false, more: false, changes: [] });
    await round(1);
    const next = await poll('');
    expect(next.cursor).toBeGreaterThan(first.cursor);
    expect(next.changes).toEqual([]);
  });

  it('answers the changes after a cursor in increasing cursor order, then the next cursor', async () => {
    const { cursor: start } = await poll('');
    await round(2);
    await round(3);
    const page = await poll(`cursor=${start}`);
    expect(page.changes).toHaveLength(6);
    const cursors = page.changes.map((c) => c.cursor);
    expect(cursors.every((c, i) => i === 0 || c > (cursors[i - 1] ?? 0))).toBe(true);
    expect(cursors[0]).toBeGreaterThan(start);
    expect(page.cursor).toBe(cursors.at(-1));
    expect(page.changes.map((c) => ('e' in c.message ? c.message.e : 0))).toEqual([
      E1,
      E2,
      E3,
      E1,
      E2,
      E3,
    ]);
    // Polling again from the answer's cursor: nothing new.
    expect((await poll(`cursor=${page.cursor}`)).changes).toEqual([]);
  });

  it('filters by events, sports and live page (as a union) and pages with limit', async () => {
    const { cursor: start } = await poll('');
    await round(4);
    await h.step({
      type: 'eventStatus',
      eventId: E2,
      status: 'live',
      at: TEST_NOW.toISOString(),
    });
    await round(5);
    const events = (p: ChangesAnswer) =>
      p.changes.map((c) => ('e' in c.message ? c.message.e : c.message.eventId));
    expect(events(await poll(`cursor=${start}&eventIds=${E1}`))).toEqual([E1, E1]);
    expect(events(await poll(`cursor=${start}&sportIds=${BASK}`))).toEqual([E3, E3]);
    expect(events(await poll(`cursor=${start}&sportIds=${FOOT}`))).toEqual([E1, E2, E2, E1, E2]);
    // Live page: changes of events in play (E2 from the moment it went live).
    expect(events(await poll(`cursor=${start}&live=true`))).toEqual([E2, E2]);
    expect(events(await poll(`cursor=${start}&eventIds=${E1}&live=true`))).toEqual([
      E1,
      E2,
      E1,
      E2,
    ]);
    expect(events(await poll(`cursor=${start}&eventIds=${E1},${E3}&sportIds=${FOOT}`))).toEqual(
      events(await poll(`cursor=${start}`)),
    );
    // Pages of 3 add up to the whole, with `more` until the last.
    const all = await poll(`cursor=${start}`);
    const seen: number[] = [];
    let cursor = start;
    for (;;) {
      const page = await poll(`cursor=${cursor}&limit=3`);
      seen.push(...page.changes.map((c) => c.cursor));
      cursor = page.cursor;
      if (!page.more) break;
      expect(page.changes).toHaveLength(3);
    }
    expect(seen).toEqual(all.changes.map((c) => c.cursor));
    expect(cursor).toBe(all.cursor);
  });

  it('flags resync when the cursor is older than the log holds, or newer than it', async () => {
    await round(6);
    const { cursor: latest } = await poll('');
    const { deleted, floor } = await pruneChangeLog(h.db, TEST_NOW, 24 * 3_600_000, 2);
    expect(deleted).toBeGreaterThan(0);
    expect(floor).toBe(latest - 2);
    expect(await poll(`cursor=${floor - 1}`)).toEqual({
      cursor: latest,
      resync: true,
      more: false,
      changes: [],
    });
    // At the floor itself nothing was lost.
    const atFloor = await poll(`cursor=${floor}`);
    expect(atFloor.resync).toBe(false);
    expect(atFloor.changes.map((c) => c.cursor)).toEqual([latest - 1, latest]);
    expect((await poll(`cursor=${latest + 1000}`)).resync).toBe(true);
  });

  it('keeps a day of changes: the leader prunes older ones as its clock moves', async () => {
    await round(7);
    const { cursor: before } = await poll('');
    h.setNow(new Date(TEST_NOW.getTime() + 25 * 3_600_000));
    const report = await h.platform.tick();
    expect(report.pruned).toBeGreaterThan(0);
    expect((await poll('cursor=0')).resync).toBe(true);
    expect((await poll(`cursor=${before}`)).resync).toBe(false);
    h.setNow(TEST_NOW);
  });

  it.each([
    ['cursor=-1', 'cursor'],
    ['cursor=abc', 'cursor'],
    ['cursor=1.5', 'cursor'],
    ['cursor=99999999999999999999', 'cursor'],
    ['eventIds=1,,2', 'eventIds'],
    ['eventIds=x', 'eventIds'],
    ['sportIds=-240', 'sportIds'],
    ['live=maybe', 'live'],
    ['limit=0', 'limit'],
    ['limit=100000', 'limit'],
    ['limit=ten', 'limit'],
  ])('answers 400 with a code and message for %s', async (query, field) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.feed.changes.path}?${query}`,
    });
    expect(res.statusCode).toBe(400);
    const body = ApiError.parse(res.json());
    expect(body.code).toBe('INVALID_REQUEST');
    expect(body.message).toContain(field);
  });
});
