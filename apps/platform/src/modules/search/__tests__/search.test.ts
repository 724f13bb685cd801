import { describe, expect, it } from 'vitest';
import { ENDPOINTS, SearchAnswer } from '@touchline/contract';
import type { Database } from '../../../db/database';
import { usePlatform } from '../../../test/harness';
import { dbTargets } from '../../../test/targets';

const NOW = new Date('2026-11-22T09:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

interface FixtureEvent {
  readonly id: number;
  readonly home: string;
  readonly away: string;
  readonly start: string;
  readonly status?: 'scheduled' | 'live' | 'finished';
  readonly league?: number;
}

// A small catalogue of our own (the simulator off), so every ranking below is known.
const EVENTS: readonly FixtureEvent[] = [
  // "real": the name starts with it, a word starts with it, it is inside a word.
  { id: 9001, home: 'Real Norte', away: 'Costa Azul', start: hours(30) },
  { id: 9002, home: 'CF Real Sur', away: 'Lago Verde', start: hours(20) },
  { id: 9003, home: 'Surreal Athletic', away: 'Town Rovers', start: hours(2) },
  { id: 9004, home: 'Real Norte', away: 'Lago Verde', start: hours(50) },
  { id: 9005, home: 'Real Norte', away: 'Town Rovers', start: hours(70) },
  { id: 9006, home: 'Costa Azul', away: 'Real Norte', start: hours(90) },
  // In play (kick-off passed): found, on its live page.
  { id: 9007, home: 'Real Vivo', away: 'Costa Azul', start: hours(-1), status: 'live' },
  // Finished, or a kick-off that passed without going live: never found.
  { id: 9008, home: 'Real Pasado', away: 'Lago Verde', start: hours(-3), status: 'finished' },
  { id: 9009, home: 'Real Tarde', away: 'Lago Verde', start: hours(-2) },
  // Accents and punctuation.
  { id: 9010, home: 'Chloé Durand', away: 'Pierre-Louis Marchand', start: hours(5), league: 503 },
  { id: 9011, home: 'FC Barcelona Costa', away: 'Lago Verde', start: hours(8) },
];

async function seedCatalogue(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO event_paths (id, parent_id, kind, description, slug, code, sort_order) VALUES
       (500, NULL, 'sport', 'Football', 'football', 'FOOT', 0),
       (501, 500, 'country', 'Spain', 'spain', NULL, 1),
       (502, 501, 'league', 'Copa Real', 'copa-real', NULL, 2),
       (505, 500, 'country', 'Portugal', 'portugal', NULL, 3),
       (506, 505, 'league', 'Liga Lusa', 'liga-lusa', NULL, 4),
       (510, NULL, 'sport', 'Tennis', 'tennis', 'TENN', 5),
       (511, 510, 'category', 'Women''s Tour', 'women-s-tour', NULL, 6),
       (503, 511, 'league', 'Alpine Open', 'alpine-open', NULL, 7)`,
  );
  for (const e of EVENTS) {
    const league = e.league ?? 502;
    const tennis = league === 503;
    const description = `${e.home} v ${e.away}`;
    await db.query(
      `INSERT INTO events (id, description, slug, start_time, sport_id, country_id, league_id,
                           feed_code, status, opponents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'test', $8, $9::jsonb)`,
      [
        e.id,
        description,
        description
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
        e.start,
        tennis ? 510 : 500,
        tennis ? 511 : 501,
        league,
        e.status ?? 'scheduled',
        JSON.stringify([
          { id: e.id * 10 + 1, description: e.home, position: 'HOME' },
          { id: e.id * 10 + 2, description: e.away, position: 'AWAY' },
        ]),
      ],
    );
  }
  // A league with no unfinished event is not offered.
  await db.query(
    `INSERT INTO events (id, description, slug, start_time, sport_id, country_id, league_id,
                         feed_code, status)
     VALUES (9100, 'Lusa A v Lusa B', 'lusa-a-v-lusa-b', $1, 500, 505, 506, 'test', 'finished')`,
    [hours(-30)],
  );
}

describe.each(dbTargets())('search on $name', (target) => {
  const h = usePlatform(target, {
    env: { SIM_ENABLED: 'false' },
    now: NOW,
    afterStart: (_platform, db) => seedCatalogue(db),
  });

  const get = (query: Record<string, string>) =>
    h.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.search.search.path}?${new URLSearchParams(query).toString()}`,
    });

  async function search(query: Record<string, string>): Promise<SearchAnswer> {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return SearchAnswer.parse(res.json());
  }

  it('ranks names starting with the query, then a word starting with it, then containing it', async () => {
    const answer = await search({ q: 'real', limit: '10' });
    expect(answer.query).toBe('real');
    // Tier first (the live event and Real Norte start with "real"; kick-off orders a tier),
    // whatever the kick-offs across tiers: Surreal plays soonest of all and still comes last.
    expect(answer.events.map((e) => e.id)).toEqual([9007, 9001, 9004, 9005, 9002, 9006, 9003]);
    expect(answer.events.find((e) => e.id === 9007)).toMatchObject({
      isLive: true,
      path: '/live/9007-real-vivo-v-costa-azul',
    });
    expect(answer.events.find((e) => e.id === 9002)).toMatchObject({
      description: 'CF Real Sur v Lago Verde',
      isLive: false,
      startTime: hours(20),
      path: '/events/9002-cf-real-sur-v-lago-verde',
      sport: { id: 500, code: 'FOOT', description: 'Football' },
      country: { id: 501, description: 'Spain' },
      league: { id: 502, description: 'Copa Real' },
    });
  });

  it('never finds a finished event or one whose kick-off passed before it went live', async () => {
    const answer = await search({ q: 'real', limit: '20' });
    const ids = answer.events.map((e) => e.id);
    expect(ids).not.toContain(9008);
    expect(ids).not.toContain(9009);
    expect(answer.teams.map((t) => t.name)).not.toContain('Real Pasado');
    expect(answer.teams.map((t) => t.name)).not.toContain('Real Tarde');
  });

  it('finds a team by part of its name with its next events, soonest first', async () => {
    const answer = await search({ q: 'nort' });
    expect(answer.teams).toHaveLength(1);
    const [team] = answer.teams;
    expect(team?.name).toBe('Real Norte');
    expect(team?.sport.code).toBe('FOOT');
    // Four upcoming events; the three soonest are listed.
    expect(team?.events.map((e) => e.id)).toEqual([9001, 9004, 9005]);
    expect(team?.events[0]?.path).toBe('/events/9001-real-norte-v-costa-azul');
  });

  it('ranks teams like events: Real Norte and Real Vivo before CF Real Sur before Surreal', async () => {
    const answer = await search({ q: 'real', limit: '10' });
    expect(answer.teams.map((t) => t.name)).toEqual([
      'Real Vivo',
      'Real Norte',
      'CF Real Sur',
      'Surreal Athletic',
    ]);
  });

  it('ignores accents, case and punctuation, and forgives a typo', async () => {
    for (const q of ['chloe', 'CHLOÉ', 'Chloé Dur']) {
      const answer = await search({ q });
      expect(
        answer.events.map((e) => e.id),
        q,
      ).toEqual([9010]);
      expect(
        answer.teams.map((t) => t.name),
        q,
      ).toEqual(['Chloé Durand']);
    }
    const hyphen = await search({ q: 'pierre louis' });
    expect(hyphen.teams.map((t) => t.name)).toEqual(['Pierre-Louis Marchand']);
    // A tennis event: its category and tournament in the league link.
    expect(hyphen.events[0]?.path).toBe('/events/9010-chloe-durand-v-pierre-louis-marchand');
    const typo = await search({ q: 'barcelonna' });
    expect(typo.events.map((e) => e.id)).toEqual([9011]);
  });

  it('two letters match the start of a word only', async () => {
    const answer = await search({ q: 're', limit: '20' });
    expect(answer.teams.map((t) => t.name)).toContain('CF Real Sur');
    expect(answer.teams.map((t) => t.name)).not.toContain('Surreal Athletic');
  });

  it('finds leagues by their name, their country and their sport, with their links', async () => {
    const byName = await search({ q: 'copa' });
    expect(byName.leagues).toEqual([
      {
        id: 502,
        description: 'Copa Real',
        sport: { id: 500, code: 'FOOT', description: 'Football' },
        country: { id: 501, description: 'Spain' },
        // Unfinished events only: 9008 and 9009 are not counted.
        eventCount: 8,
        path: '/sports/competitions/500-FOOT/501-spain/502-copa-real',
      },
    ]);
    const byCountry = await search({ q: 'spain' });
    expect(byCountry.leagues.map((l) => l.id)).toEqual([502]);
    const bySport = await search({ q: 'tennis' });
    expect(bySport.leagues.map((l) => [l.id, l.path])).toEqual([
      [503, '/sports/competitions/510-TENN/511-women-s-tour/503-alpine-open'],
    ]);
    // Its league's name before leagues of a country or sport of that name.
    const real = await search({ q: 'real' });
    expect(real.leagues.map((l) => l.id)).toEqual([502]);
    // Portugal's only league has no unfinished event.
    expect((await search({ q: 'portugal' })).leagues).toEqual([]);
  });

  it('answers at most `limit` results per group (5 by default)', async () => {
    expect((await search({ q: 'real' })).events).toHaveLength(5);
    const one = await search({ q: 'real', limit: '1' });
    expect(one.events).toHaveLength(1);
    expect(one.teams).toHaveLength(1);
  });

  it('reads wildcard characters as punctuation, not patterns', async () => {
    expect(await search({ q: '%%' })).toEqual({ query: '%%', teams: [], leagues: [], events: [] });
    expect((await search({ q: 'r_al' })).events).toEqual([]);
    expect((await search({ q: 'zzzz' })).events).toEqual([]);
  });

  it('accepts the language and the request decoration', async () => {
    const answer = await search({ q: 'REAL', lang: 'tr', l: 'tr', pub: '1700000000', mc: 'web' });
    expect(answer.events.length).toBeGreaterThan(0);
  });

  it.each([
    [{}, 'q'],
    [{ q: ' a ' }, 'q: must be at least 2 characters'],
    [{ q: 'x'.repeat(65) }, 'q: must be at most 64 characters'],
    [{ q: 'real\u0007' }, 'q: must not contain control characters'],
    [{ q: 're\tal' }, 'q: must not contain control characters'],
    [{ q: 'real', limit: '0' }, 'limit: must be at least 1'],
    [{ q: 'real', limit: '21' }, 'limit: must be at most 20'],
    [{ q: 'real', limit: 'ten' }, 'limit: must be a whole number'],
    [{ q: 'real', lang: 'not a language' }, 'lang'],
  ])('refuses %j with 400 naming the field', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('INVALID_REQUEST');
    expect(body.message).toContain(message);
  });

  it('keeps 64 characters after trimming', async () => {
    const answer = await search({ q: `  ${'x'.repeat(64)}  ` });
    expect(answer.query).toBe('x'.repeat(64));
  });
});
