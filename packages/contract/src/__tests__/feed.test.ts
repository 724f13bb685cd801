import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  FEED_MARKET_STATUSES,
  PERIOD_ABBREVIATIONS,
  type LiveEventMessage,
  type MarketChange,
} from '@touchline/betting';
import {
  encodeMarketChange,
  FeedMessage,
  LiveEventMessageFromWire,
  LiveFeedMessageFromWire,
  MARKET_CHANGE_SHORT_KEYS,
  MarketChangeFromWire,
} from '../index';

const ref = { eventId: 9001, marketTypeId: 1, periodTypeId: 2 };

const arbScore = fc.record({
  opponentId: fc.integer({ min: 1, max: 2 }),
  periodInstance: fc.integer({ min: 1, max: 3 }),
  periodKey: fc.constantFrom('GAMES', 'HALF', 'SETS'),
  score: fc.nat({ max: 9 }),
});

describe('market change feed wire shape (spec betting-domain §3)', () => {
  it('gives each of the 15 fields its own short key', () => {
    expect(Object.keys(MARKET_CHANGE_SHORT_KEYS).sort()).toEqual(
      [
        'eventId',
        'status',
        'marketTypeId',
        'periodTypeId',
        'marketId',
        'hidden',
        'consolidatedPrice',
        'outcomeId',
        'antepenultimatePrice',
        'penultimatePrice',
        'currentPrice',
        'decimal',
        'spread',
        'spread2',
        'format',
      ].sort(),
    );
    const values = Object.values(MARKET_CHANGE_SHORT_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });

  it('encodes with the short keys', () => {
    expect(encodeMarketChange({ kind: 'm', ...ref, marketId: 77, status: 'suspended' })).toEqual({
      k: 'm',
      e: 9001,
      m: 77,
      mt: 1,
      pt: 2,
      s: 'suspended',
    });
    expect(
      encodeMarketChange({
        kind: 'p',
        ...ref,
        marketId: 77,
        outcomeId: 501,
        consolidatedPrice: {
          currentPrice: { decimal: 2.2, spread: -0.5, spread2: null, format: 'F' },
        },
      }),
    ).toEqual({
      k: 'p',
      e: 9001,
      m: 77,
      mt: 1,
      pt: 2,
      o: 501,
      cp: { c: { d: 2.2, sp: -0.5, sp2: null, f: 'F' } },
    });
    expect(
      encodeMarketChange({ kind: 'oh', ...ref, marketId: 77, outcomeId: 501, hidden: true }),
    ).toEqual({ k: 'oh', e: 9001, m: 77, mt: 1, pt: 2, o: 501, h: true });
  });

  const arbPrice = fc.record({
    decimal: fc.integer({ min: 101, max: 100000 }).map((n) => n / 100),
    spread: fc.option(fc.integer({ min: -40, max: 40 }).map((n) => n / 4)),
    spread2: fc.option(fc.integer({ min: -40, max: 40 }).map((n) => n / 4)),
    format: fc.constantFrom('DECIMAL', 'FRACTIONAL', ''),
  });
  const arbRef = fc.record({
    eventId: fc.nat(),
    marketId: fc.nat(),
    marketTypeId: fc.nat(),
    periodTypeId: fc.constantFrom(1, 2),
  });
  const arbChange: fc.Arbitrary<MarketChange> = fc.oneof(
    fc
      .tuple(arbRef, fc.constantFrom(...FEED_MARKET_STATUSES))
      .map(([r, status]) => ({ kind: 'm' as const, ...r, status })),
    fc
      .tuple(
        arbRef,
        fc.nat(),
        arbPrice,
        fc.option(arbPrice, { nil: undefined }),
        fc.option(fc.option(arbPrice), { nil: undefined }),
      )
      .map(([r, outcomeId, currentPrice, pp, ap]) => ({
        kind: 'p' as const,
        ...r,
        outcomeId,
        consolidatedPrice: {
          currentPrice,
          ...(pp !== undefined && { penultimatePrice: pp }),
          ...(ap !== undefined && { antepenultimatePrice: ap }),
        },
      })),
    fc
      .tuple(arbRef, fc.nat(), fc.boolean())
      .map(([r, outcomeId, hidden]) => ({ kind: 'oh' as const, ...r, outcomeId, hidden })),
  );

  it('parses what it encodes, through JSON', () => {
    fc.assert(
      fc.property(arbChange, (change) => {
        const wire: unknown = JSON.parse(JSON.stringify(encodeMarketChange(change)));
        expect(MarketChangeFromWire.safeParse(wire)).toEqual({ success: true, data: change });
        expect(LiveFeedMessageFromWire.safeParse(wire)).toEqual({ success: true, data: change });
        // The encoded form is what the feed's own message schema accepts, unchanged.
        expect(FeedMessage.parse(wire)).toEqual(wire);
      }),
    );
  });

  it.each([
    ['not an object', 'm'],
    ['no event id', { k: 'm', m: 1, mt: 1, pt: 1, s: 'open' }],
    ['unknown kind', { k: 'x', e: 1, m: 1, mt: 1, pt: 1 }],
    ['unknown status', { k: 'm', e: 1, m: 1, mt: 1, pt: 1, s: 'void' }],
    ['upper-case status', { k: 'm', e: 1, m: 1, mt: 1, pt: 1, s: 'OPEN' }],
    [
      'price at 1',
      { k: 'p', e: 1, m: 1, mt: 1, pt: 1, o: 1, cp: { c: { d: 1, sp: null, sp2: null, f: '' } } },
    ],
    ['no current price', { k: 'p', e: 1, m: 1, mt: 1, pt: 1, o: 1, cp: {} }],
    [
      'bad penultimate',
      {
        k: 'p',
        e: 1,
        m: 1,
        mt: 1,
        pt: 1,
        o: 1,
        cp: { c: { d: 2, sp: null, sp2: null, f: '' }, pp: { d: 'x' } },
      },
    ],
    ['string hidden', { k: 'oh', e: 1, m: 1, mt: 1, pt: 1, o: 1, h: 'true' }],
    ['fractional id', { k: 'oh', e: 1.5, m: 1, mt: 1, pt: 1, o: 1, h: true }],
  ])('rejects a malformed message (%s)', (_, raw) => {
    const parsed = MarketChangeFromWire.safeParse(raw);
    expect(parsed.success).toBe(false);
    expect(parsed.error).toBeInstanceOf(z.ZodError);
  });
});

describe('live event message wire shape (spec betting-domain §4)', () => {
  const arbMessage: fc.Arbitrary<LiveEventMessage> = fc.oneof(
    fc.record({
      kind: fc.constant('clockMinute' as const),
      eventId: fc.nat(),
      minutes: fc.nat(130),
    }),
    fc.record({
      kind: fc.constant('openMarketCount' as const),
      eventId: fc.nat(),
      liveOpenMarketCount: fc.nat(500),
    }),
    fc.record({
      kind: fc.constant('clock' as const),
      eventId: fc.nat(),
      clock: fc.record({
        minutes: fc.nat(130),
        status: fc.constantFrom(
          'NOT_STARTED' as const,
          'RUNNING' as const,
          'STOPPED' as const,
          'END_OF_PERIOD' as const,
          'END_OF_EVENT' as const,
        ),
      }),
    }),
    fc.record({
      kind: fc.constant('score' as const),
      eventId: fc.nat(),
      scoresPerPeriod: fc.array(arbScore),
    }),
    fc.record({
      kind: fc.constant('cricketOutcomes' as const),
      eventId: fc.nat(),
      cricketOutcomes: fc.array(
        fc.record({
          over: fc.nat(50),
          ball: fc.nat(6),
          outcome: fc.constantFrom('0', '1', '4', '6', 'W', 'WD'),
        }),
      ),
    }),
    fc.record({
      kind: fc.constant('currentPeriod' as const),
      eventId: fc.nat(),
      currentPeriod: fc.string(),
      currentPeriodAbbreviation: fc.constantFrom(...PERIOD_ABBREVIATIONS),
      currentPeriodNumber: fc.nat(10),
    }),
  );

  it('parses every message kind from its JSON wire form', () => {
    fc.assert(
      fc.property(arbMessage, (message) => {
        const wire: unknown = JSON.parse(JSON.stringify(message));
        expect(LiveEventMessageFromWire.safeParse(wire)).toEqual({ success: true, data: message });
        expect(LiveFeedMessageFromWire.safeParse(wire)).toEqual({ success: true, data: message });
      }),
    );
  });

  it.each([
    ['unknown kind', { kind: 'goal', eventId: 1 }],
    ['no event id', { kind: 'clockMinute', minutes: 3 }],
    ['negative minute', { kind: 'clockMinute', eventId: 1, minutes: -1 }],
    [
      'unknown clock status',
      { kind: 'clock', eventId: 1, clock: { minutes: 3, status: 'HALFTIME' } },
    ],
    ['scores not a list', { kind: 'score', eventId: 1, scoresPerPeriod: {} }],
    [
      'score without key',
      {
        kind: 'score',
        eventId: 1,
        scoresPerPeriod: [{ opponentId: 1, periodInstance: 1, score: 1 }],
      },
    ],
    [
      'bad ball',
      {
        kind: 'cricketOutcomes',
        eventId: 1,
        cricketOutcomes: [{ over: 1, ball: 'x', outcome: '4' }],
      },
    ],
    [
      'unknown abbreviation',
      {
        kind: 'currentPeriod',
        eventId: 1,
        currentPeriod: 'Q',
        currentPeriodAbbreviation: 'Q1',
        currentPeriodNumber: 1,
      },
    ],
    ['null', null],
  ])('rejects a malformed live event message (%s)', (_, raw) => {
    expect(LiveEventMessageFromWire.safeParse(raw).success).toBe(false);
  });
});
