import fc from 'fast-check';
import { TRACKER_KEPT_PER_EVENT, TRACKER_KINDS, type TrackerIncident } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { mergeIncidents, pressure, timelineOf, trackerStats, zoneOf } from '../match-rules';

const arbIncident = fc.record({
  seq: fc.integer({ min: 1, max: 400 }),
  at: fc.constant('2030-05-04T14:00:00.000Z'),
  kind: fc.constantFrom(...TRACKER_KINDS),
  side: fc.constantFrom('home' as const, 'away' as const, null),
  opponentId: fc.constant(null),
  x: fc.integer({ min: 0, max: 100 }),
  y: fc.integer({ min: 0, max: 100 }),
  minute: fc.integer({ min: 0, max: 95 }),
  period: fc.constant(1),
  points: fc.constantFrom(null, 1, 2, 3),
  score: fc.constant(null),
}) satisfies fc.Arbitrary<TrackerIncident>;

const at = (seq: number, overrides: Partial<TrackerIncident> = {}): TrackerIncident => ({
  seq,
  at: '2030-05-04T14:00:00.000Z',
  kind: 'attack',
  side: 'home',
  opponentId: 1,
  x: 60,
  y: 50,
  minute: seq,
  period: 1,
  points: null,
  score: null,
  ...overrides,
});

describe('merging what the call and the socket bring', () => {
  it('keeps one of each seq, in order, the newest kept, whatever arrives twice', () => {
    fc.assert(
      fc.property(fc.array(arbIncident), fc.array(arbIncident), (held, incoming) => {
        const merged = mergeIncidents(mergeIncidents([], held), incoming);
        const seqs = merged.map((i) => i.seq);
        expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
        expect(merged.length).toBeLessThanOrEqual(TRACKER_KEPT_PER_EVENT);
        expect(mergeIncidents(merged, incoming)).toEqual(merged);
        const all = new Set([...held, ...incoming].map((i) => i.seq));
        expect(merged.length).toBe(Math.min(all.size, TRACKER_KEPT_PER_EVENT));
        expect(merged.at(-1)?.seq ?? 0).toBe(Math.max(0, ...all));
      }),
    );
  });

  it('lets a pushed incident replace the held one of its seq', () => {
    expect(mergeIncidents([at(1), at(2)], [at(2, { kind: 'corner' })]).map((i) => i.kind)).toEqual([
      'attack',
      'corner',
    ]);
  });
});

describe('reading the incidents', () => {
  it('names zones the same for either side, mirrored', () => {
    fc.assert(
      fc.property(
        arbIncident,
        fc.constantFrom('football' as const, 'basketball' as const, 'icehockey' as const),
        (i, pitch) => {
          if (i.side === null) return;
          const mirrored = {
            ...i,
            side: i.side === 'home' ? ('away' as const) : ('home' as const),
            x: 100 - i.x,
          };
          expect(zoneOf(mirrored, pitch)).toBe(zoneOf(i, pitch));
        },
      ),
    );
  });

  it('gives pressure shares that add up to 100', () => {
    fc.assert(
      fc.property(fc.array(arbIncident, { minLength: 1 }), (list) => {
        const p = pressure(mergeIncidents([], list), 'football');
        if (p) expect(p.home + p.away).toBe(100);
      }),
    );
  });

  it('counts goals as shots on target and sorts points by their value', () => {
    const stats = trackerStats([
      at(1, { kind: 'goal' }),
      at(2, { kind: 'shot_on_target', side: 'away' }),
      at(3, { kind: 'point', points: 3 }),
      at(4, { kind: 'point', points: 1, side: 'away' }),
    ]);
    expect(stats.home.shotsOnTarget).toBe(1);
    expect(stats.away.shotsOnTarget).toBe(1);
    expect(stats.home.threePointers).toBe(1);
    expect(stats.away.freeThrows).toBe(1);
  });

  it('names the rink’s zones between the blue lines as the attacking side sees them', () => {
    const zone = (side: 'home' | 'away', x: number, y = 50) =>
      zoneOf(at(1, { side, x, y }), 'icehockey');
    expect(zone('home', 20)).toBe('defendingZone');
    expect(zone('home', 50)).toBe('neutralZone');
    expect(zone('home', 70, 10)).toBe('attackingZone');
    expect(zone('home', 86)).toBe('slot');
    expect(zone('away', 14)).toBe('slot');
    expect(zone('away', 80)).toBe('defendingZone');
  });

  it('counts ice hockey goals, each a shot on goal too', () => {
    const stats = trackerStats([
      at(1, { kind: 'goal', points: 1 }),
      at(2, { kind: 'shot_on_target' }),
      at(3, { kind: 'goal', side: 'away', points: 1 }),
      at(4, { kind: 'foul', side: 'away' }),
    ]);
    expect(stats.home.goals).toBe(1);
    expect(stats.home.shotsOnTarget).toBe(2);
    expect(stats.away.goals).toBe(1);
    expect(stats.away.fouls).toBe(1);
  });

  it('lists the timeline newest first without plain attacks', () => {
    expect(
      timelineOf([
        at(1),
        at(2, { kind: 'corner' }),
        at(3, { kind: 'dangerous_attack' }),
        at(4, { kind: 'goal' }),
      ]).map((i) => i.seq),
    ).toEqual([4, 2]);
  });
});
