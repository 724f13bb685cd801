import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MARKET_CHANGE_KINDS,
  applyLiveEventMessage,
  applyMarketChange,
  applyMarketChanges,
  applyPriceToOutcome,
  mergeScoresPerPeriod,
  type FeedPrice,
  type LiveEventCore,
  type LiveMarket,
  type LiveOutcome,
  type MarketChange,
  type PeriodScore,
} from '../live-updates';
import { marketsStateFrom, type MarketsState } from '../../markets/markets';

function price(decimal: number): FeedPrice {
  return { decimal, spread: null, spread2: null, format: 'DECIMAL' };
}

function outcome(id: number, decimal: number, hidden = false): LiveOutcome {
  return { id, hidden, consolidatedPrice: { currentPrice: price(decimal) } };
}

function market(id: number, outcomes: LiveOutcome[], feedId = 'BU1'): LiveMarket {
  return { id, status: 'open', feedId, outcomes };
}

const ref = { eventId: 9001, marketTypeId: 1, periodTypeId: 2 };

function initialState(): MarketsState<LiveMarket> {
  return marketsStateFrom([
    market(77, [outcome(501, 2.1), outcome(502, 3.4), outcome(503, 3.6)]),
    market(78, [outcome(601, 1.9), outcome(602, 1.9)]),
  ]);
}

describe('market change kinds (spec betting-domain §3)', () => {
  it('has kinds m (market status), p (price), oh (outcome hidden)', () => {
    expect(MARKET_CHANGE_KINDS).toEqual({ marketStatus: 'm', price: 'p', outcomeHidden: 'oh' });
  });
});

describe('applying market changes (spec betting-domain §4)', () => {
  it('sets open and suspended statuses', () => {
    const state = initialState();
    const suspended = applyMarketChange(state, {
      kind: 'm',
      ...ref,
      marketId: 77,
      status: 'suspended',
    });
    expect(suspended[77]?.status).toBe('suspended');
    expect(suspended[78]).toBe(state[78]);
    const reopened = applyMarketChange(suspended, {
      kind: 'm',
      ...ref,
      marketId: 77,
      status: 'open',
    });
    expect(reopened[77]?.status).toBe('open');
    expect(applyMarketChange(reopened, { kind: 'm', ...ref, marketId: 77, status: 'open' })).toBe(
      reopened,
    );
  });

  it.each(['lts', 'settled', 'resulted', 'closed'] as const)(
    'removes the market on %s',
    (status) => {
      const next = applyMarketChange(initialState(), { kind: 'm', ...ref, marketId: 77, status });
      expect(next[77]).toBeUndefined();
      expect(next[78]).toBeDefined();
    },
  );

  it('ignores changes for markets or outcomes it does not hold', () => {
    const state = initialState();
    expect(applyMarketChange(state, { kind: 'm', ...ref, marketId: 1, status: 'closed' })).toBe(
      state,
    );
    expect(
      applyMarketChange(state, {
        kind: 'p',
        ...ref,
        marketId: 77,
        outcomeId: 999,
        consolidatedPrice: { currentPrice: price(5) },
      }),
    ).toBe(state);
  });

  it('shifts current → penultimate → antepenultimate on a price change', () => {
    const change = (decimal: number): MarketChange => ({
      kind: 'p',
      ...ref,
      marketId: 77,
      outcomeId: 501,
      consolidatedPrice: { currentPrice: price(decimal) },
    });
    const start = initialState();
    const state = applyMarketChanges(start, [change(2.2), change(2.3), change(2.4)]);
    expect(state[77]?.outcomes[0]?.consolidatedPrice).toEqual({
      currentPrice: price(2.4),
      penultimatePrice: price(2.3),
      antepenultimatePrice: price(2.2),
    });
    // The other outcomes are untouched (same objects).
    expect(state[77]?.outcomes[1]).toBe(start[77]?.outcomes[1]);
    expect(state[78]).toBe(start[78]);
  });

  it('uses the slots a message brings, and ignores a replayed price', () => {
    const held = outcome(1, 2);
    const explicit = applyPriceToOutcome(held, {
      currentPrice: price(2.5),
      penultimatePrice: price(2.4),
      antepenultimatePrice: null,
    });
    expect(explicit.consolidatedPrice).toEqual({
      currentPrice: price(2.5),
      penultimatePrice: price(2.4),
      antepenultimatePrice: null,
    });
    expect(applyPriceToOutcome(explicit, { currentPrice: price(2.5) })).toBe(explicit);
  });

  it('keeps exactly three price slots in order over any sequence of prices', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 101, max: 2000 }).map((n) => n / 100),
          { minLength: 1, maxLength: 30 },
        ),
        (decimals) => {
          let held: LiveOutcome = outcome(1, 1.5);
          const history = [1.5];
          for (const decimal of decimals) {
            held = applyPriceToOutcome(held, { currentPrice: price(decimal) });
            if (decimal !== history[history.length - 1]) history.push(decimal);
          }
          const slots = held.consolidatedPrice;
          expect(Object.keys(slots).sort()).toEqual(
            history.length > 1
              ? ['antepenultimatePrice', 'currentPrice', 'penultimatePrice']
              : ['currentPrice'],
          );
          expect(slots.currentPrice.decimal).toBe(history.at(-1));
          if (history.length > 1) {
            expect(slots.penultimatePrice?.decimal).toBe(history.at(-2));
            expect(slots.antepenultimatePrice?.decimal ?? null).toBe(history.at(-3) ?? null);
          }
        },
      ),
    );
  });

  it('hides an outcome, and removes the market when all its outcomes are hidden', () => {
    const hide = (outcomeId: number, hidden = true): MarketChange => ({
      kind: 'oh',
      ...ref,
      marketId: 78,
      outcomeId,
      hidden,
    });
    const one = applyMarketChange(initialState(), hide(601));
    expect(one[78]?.outcomes.map((o) => o.hidden)).toEqual([true, false]);
    const shown = applyMarketChange(one, hide(601, false));
    expect(shown[78]?.outcomes.map((o) => o.hidden)).toEqual([false, false]);
    const both = applyMarketChange(one, hide(602));
    expect(both[78]).toBeUndefined();
    expect(both[77]).toBeDefined();
  });

  it('keeps the extra fields a holder stores on markets and outcomes', () => {
    interface RichOutcome extends LiveOutcome {
      readonly description: string;
    }
    interface RichMarket extends LiveMarket {
      readonly description: string;
      readonly outcomes: readonly RichOutcome[];
    }
    const richMarket: RichMarket = {
      id: 1,
      status: 'open',
      feedId: 'BU1',
      description: 'Match Result',
      outcomes: [{ ...outcome(10, 2), description: 'Home' }],
    };
    const rich = marketsStateFrom([richMarket]);
    const next = applyMarketChange(rich, {
      kind: 'p',
      ...ref,
      marketId: 1,
      outcomeId: 10,
      consolidatedPrice: { currentPrice: price(2.5) },
    });
    expect(next[1]?.description).toBe('Match Result');
    expect(next[1]?.outcomes[0]?.description).toBe('Home');
  });
});

function liveEvent(extra: Partial<LiveEventCore> = {}): LiveEventCore & { markets: number[] } {
  return {
    id: 9001,
    markets: [77],
    clock: { minutes: 10, status: 'RUNNING' },
    isFinished: false,
    ...extra,
  };
}

describe('live event messages (spec betting-domain §3, §4)', () => {
  it('updates the clock minute', () => {
    const next = applyLiveEventMessage(liveEvent(), {
      kind: 'clockMinute',
      eventId: 9001,
      minutes: 57,
    });
    expect(next.clock).toEqual({ minutes: 57, status: 'RUNNING' });
    expect(next.markets).toEqual([77]);
    const started = applyLiveEventMessage(liveEvent({ clock: null }), {
      kind: 'clockMinute',
      eventId: 9001,
      minutes: 1,
    });
    expect(started.clock).toEqual({ minutes: 1, status: 'RUNNING' });
  });

  it('updates the open-market count', () => {
    expect(
      applyLiveEventMessage(liveEvent(), {
        kind: 'openMarketCount',
        eventId: 9001,
        liveOpenMarketCount: 41,
      }).liveOpenMarketCount,
    ).toBe(41);
  });

  it('updates the clock, and END_OF_EVENT marks the event finished for good', () => {
    const stopped = applyLiveEventMessage(liveEvent(), {
      kind: 'clock',
      eventId: 9001,
      clock: { minutes: 45, status: 'END_OF_PERIOD' },
    });
    expect(stopped.clock).toEqual({ minutes: 45, status: 'END_OF_PERIOD' });
    expect(stopped.isFinished).toBe(false);
    const finished = applyLiveEventMessage(stopped, {
      kind: 'clock',
      eventId: 9001,
      clock: { minutes: 90, status: 'END_OF_EVENT' },
    });
    expect(finished.isFinished).toBe(true);
    const late = applyLiveEventMessage(finished, {
      kind: 'clock',
      eventId: 9001,
      clock: { minutes: 90, status: 'STOPPED' },
    });
    expect(late.isFinished).toBe(true);
  });

  it('merges scores per period by opponent, period instance and period key', () => {
    const held: PeriodScore[] = [
      { opponentId: 1, periodInstance: 1, periodKey: 'GAMES', score: 6 },
      { opponentId: 2, periodInstance: 1, periodKey: 'GAMES', score: 4 },
      { opponentId: 1, periodInstance: 2, periodKey: 'GAMES', score: 2 },
    ];
    const next = applyLiveEventMessage(liveEvent({ scoresPerPeriod: held }), {
      kind: 'score',
      eventId: 9001,
      scoresPerPeriod: [
        { opponentId: 1, periodInstance: 2, periodKey: 'GAMES', score: 3 },
        { opponentId: 2, periodInstance: 2, periodKey: 'GAMES', score: 1 },
      ],
    });
    expect(next.scoresPerPeriod).toEqual([
      { opponentId: 1, periodInstance: 1, periodKey: 'GAMES', score: 6 },
      { opponentId: 2, periodInstance: 1, periodKey: 'GAMES', score: 4 },
      { opponentId: 1, periodInstance: 2, periodKey: 'GAMES', score: 3 },
      { opponentId: 2, periodInstance: 2, periodKey: 'GAMES', score: 1 },
    ]);
  });

  const arbScore = fc.record({
    opponentId: fc.integer({ min: 1, max: 2 }),
    periodInstance: fc.integer({ min: 1, max: 3 }),
    periodKey: fc.constantFrom('GAMES', 'HALF', 'SETS'),
    score: fc.nat({ max: 9 }),
  });

  it('merges idempotently, one entry per key, the incoming entry winning', () => {
    fc.assert(
      fc.property(fc.array(arbScore), fc.array(arbScore), (held, incoming) => {
        const once = mergeScoresPerPeriod(held, incoming);
        expect(mergeScoresPerPeriod(once, incoming)).toEqual(once);
        const keys = once.map((s) => `${s.opponentId}|${s.periodInstance}|${s.periodKey}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const score of incoming) {
          const last = incoming
            .filter(
              (s) =>
                s.opponentId === score.opponentId &&
                s.periodInstance === score.periodInstance &&
                s.periodKey === score.periodKey,
            )
            .at(-1);
          expect(once).toContainEqual(last);
        }
      }),
    );
  });

  it('replaces the cricket outcomes', () => {
    const balls = [
      { over: 12, ball: 1, outcome: '4' },
      { over: 12, ball: 2, outcome: 'W' },
    ];
    const next = applyLiveEventMessage(
      liveEvent({ cricketOutcomes: [{ over: 11, ball: 6, outcome: '1' }] }),
      {
        kind: 'cricketOutcomes',
        eventId: 9001,
        cricketOutcomes: balls,
      },
    );
    expect(next.cricketOutcomes).toEqual(balls);
  });

  it('updates the current period', () => {
    const next = applyLiveEventMessage(liveEvent(), {
      kind: 'currentPeriod',
      eventId: 9001,
      currentPeriod: '2nd Half',
      currentPeriodAbbreviation: 'HALF',
      currentPeriodNumber: 2,
    });
    expect(next).toMatchObject({
      currentPeriod: '2nd Half',
      currentPeriodAbbreviation: 'HALF',
      currentPeriodNumber: 2,
    });
  });

  it('ignores a message for another event', () => {
    const event = liveEvent();
    expect(applyLiveEventMessage(event, { kind: 'clockMinute', eventId: 1, minutes: 80 })).toBe(
      event,
    );
  });
});
