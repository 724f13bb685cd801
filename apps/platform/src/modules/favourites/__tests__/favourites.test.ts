import { describe, expect, it } from 'vitest';
import { ENDPOINTS, EventsPage, MAX_FAVOURITES, type FavouritesList } from '@touchline/contract';
import type { FastifyInstance } from 'fastify';
import { usePlatform } from '../../../test/harness';
import { apiClient, bearer, injectCall, loginDemo, loginPlayer } from '../../../test/kit';
import { dbTargets } from '../../../test/targets';

const { favourites } = ENDPOINTS;

/** Upcoming events of the simulator's card and their leagues (the list's own read). */
async function card(app: FastifyInstance) {
  const page = EventsPage.parse(
    (
      await injectCall(app, ENDPOINTS.catalog.events, {
        query: { periodType: 'PRE_MATCH', eventsPerPage: 50 },
      })
    ).json(),
  );
  const leagues = [...new Set(page.events.map((e) => e.eventPaths[2]?.id ?? 0))].filter(
    (id) => id > 0,
  );
  return { events: page.events.map((e) => e.id), leagues, sport: page.events[0]?.sportId ?? 0 };
}

describe.each(dbTargets())('favourites calls on $name', (target) => {
  const h = usePlatform(target);

  it('refuses a caller without a session, or with another account’s id', async () => {
    const demo = await loginDemo(h.app);
    const anonymous = await injectCall(h.app, favourites.list, {
      params: { accountId: demo.accountId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });

    const other = await loginPlayer(h.app, 'usdt.demo', 'demo-pass-1');
    for (const call of [
      injectCall(h.app, favourites.list, {
        params: { accountId: demo.accountId },
        headers: bearer(other.token),
      }),
      injectCall(h.app, favourites.add, {
        params: { accountId: demo.accountId },
        headers: bearer(other.token),
        body: { kind: 'event', id: 1 },
      }),
    ]) {
      const res = await call;
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('adds, lists and removes events and leagues; repeating a call changes nothing', async () => {
    const p = await loginPlayer(h.app, 'krw.demo', 'demo-pass-1');
    const api = apiClient(h.app, p.token).favourites;
    const params = { accountId: p.accountId };
    const { events, leagues } = await card(h.app);
    const [e1, e2] = events;
    const [l1] = leagues;
    if (e1 === undefined || e2 === undefined || l1 === undefined) throw new Error('no card');

    expect(await api.list({ params })).toEqual({ events: [], leagues: [] });
    await api.add({ params, body: { kind: 'event', id: e1 } });
    await api.add({ params, body: { kind: 'league', id: l1 } });
    const twice = await api.add({ params, body: { kind: 'event', id: e2 } });
    expect(twice).toEqual({ events: [e1, e2], leagues: [l1] });
    // Idempotent: starring again keeps one copy and the order.
    expect(await api.add({ params, body: { kind: 'event', id: e1 } })).toEqual(twice);
    expect(await api.list({ params })).toEqual(twice);

    const removed = await api.remove({ params: { ...params, kind: 'event', id: e1 } });
    expect(removed).toEqual({ events: [e2], leagues: [l1] });
    expect(await api.remove({ params: { ...params, kind: 'event', id: e1 } })).toEqual(removed);
    expect(await api.remove({ params: { ...params, kind: 'league', id: l1 } })).toEqual({
      events: [e2],
      leagues: [],
    });
  });

  it('says 404 for an unknown event or a sport starred as a league, 400 for a malformed id', async () => {
    const p = await loginPlayer(h.app, 'vnd.demo', 'demo-pass-1');
    const params = { accountId: p.accountId };
    const { sport } = await card(h.app);
    const post = (body: unknown) =>
      h.app.inject({
        method: 'POST',
        url: `/xapi/rest/accounts/${p.accountId}/favourites`,
        headers: { ...bearer(p.token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const unknown = await injectCall(h.app, favourites.add, {
      params,
      headers: bearer(p.token),
      body: { kind: 'event', id: 987_654_321 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const sportAsLeague = await injectCall(h.app, favourites.add, {
      params,
      headers: bearer(p.token),
      body: { kind: 'league', id: sport },
    });
    expect(sportAsLeague.statusCode).toBe(404);

    for (const body of [
      { kind: 'team', id: 1 },
      { kind: 'event', id: -4 },
      { kind: 'event', id: 1.5 },
      { kind: 'event', id: '12' },
      {},
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    }
    const badPath = await h.app.inject({
      method: 'DELETE',
      url: `/xapi/rest/accounts/${p.accountId}/favourites/event/abc`,
      headers: bearer(p.token),
    });
    expect(badPath.statusCode).toBe(400);
    const badKind = await h.app.inject({
      method: 'DELETE',
      url: `/xapi/rest/accounts/${p.accountId}/favourites/team/4`,
      headers: bearer(p.token),
    });
    expect(badKind.statusCode).toBe(400);
  });

  it('replaces the list: repeats once, unknown ids left out, more than 200 refused', async () => {
    const p = await loginDemo(h.app);
    const api = apiClient(h.app, p.token).favourites;
    const params = { accountId: p.accountId };
    const { events, leagues } = await card(h.app);
    const [e1, e2, e3] = events;
    const [l1] = leagues;
    if (e1 === undefined || e2 === undefined || e3 === undefined || l1 === undefined) {
      throw new Error('no card');
    }
    await api.add({ params, body: { kind: 'event', id: e3 } });
    const body: FavouritesList = { events: [e2, e1, e2, 987_654_321], leagues: [l1, l1] };
    const saved = await api.replace({ params, body });
    expect(saved).toEqual({ events: [e2, e1], leagues: [l1] });
    // The same body again: the same list (idempotent).
    expect(await api.replace({ params, body })).toEqual(saved);
    expect(await api.list({ params })).toEqual(saved);

    const tooMany = await injectCall(h.app, favourites.replace, {
      params,
      headers: bearer(p.token),
      body: {
        events: Array.from({ length: MAX_FAVOURITES }, (_, i) => i + 1),
        leagues: [l1],
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await api.list({ params })).toEqual(saved);
  });

  it('refuses the 201st favourite with 409 FAVOURITES_LIMIT', async () => {
    const p = await loginPlayer(h.app, 'newbie.demo', 'demo-pass-1');
    const api = apiClient(h.app, p.token).favourites;
    const params = { accountId: p.accountId };
    const { sport } = await card(h.app);
    // 201 fixtures of our own beside the simulator's card, a week ahead.
    const ids = Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => 880_001 + i);
    await h.db.query(
      `INSERT INTO events (id, description, slug, start_time, sport_id, feed_code)
       SELECT id, 'Limit ' || id, 'limit-' || id, now() + interval '7 days', $2, 'test'
         FROM unnest($1::bigint[]) AS id`,
      [ids, sport],
    );
    const saved = await api.replace({
      params,
      body: { events: ids.slice(0, MAX_FAVOURITES), leagues: [] },
    });
    expect(saved.events).toHaveLength(MAX_FAVOURITES);
    const over = await injectCall(h.app, favourites.add, {
      params,
      headers: bearer(p.token),
      body: { kind: 'event', id: ids[MAX_FAVOURITES] ?? 0 },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'FAVOURITES_LIMIT' });
    // One already starred is still "added" (nothing changes), and removing makes room.
    const again = await api.add({ params, body: { kind: 'event', id: ids[0] ?? 0 } });
    expect(again.events).toHaveLength(MAX_FAVOURITES);
    await api.remove({ params: { ...params, kind: 'event', id: ids[0] ?? 0 } });
    const room = await api.add({ params, body: { kind: 'event', id: ids[MAX_FAVOURITES] ?? 0 } });
    expect(room.events.at(-1)).toBe(ids[MAX_FAVOURITES]);
  });

  it('stops listing an event once it is over', async () => {
    const p = await loginPlayer(h.app, 'usdt.demo', 'demo-pass-1');
    const api = apiClient(h.app, p.token).favourites;
    const params = { accountId: p.accountId };
    const { sport } = await card(h.app);
    await h.db.query(
      `INSERT INTO events (id, description, slug, start_time, sport_id, feed_code)
       VALUES (890001, 'Over v Done', 'over-v-done', now() + interval '7 days', $1, 'test')`,
      [sport],
    );
    await api.add({ params, body: { kind: 'event', id: 890_001 } });
    expect((await api.list({ params })).events).toContain(890_001);
    await h.db.query(`UPDATE events SET status = 'finished' WHERE id = 890001`);
    expect((await api.list({ params })).events).not.toContain(890_001);
  });
});
