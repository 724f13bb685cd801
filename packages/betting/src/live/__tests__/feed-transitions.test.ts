import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FEED_MARKET_STATUSES, PERIOD_TYPE_IDS, type FeedMarketStatus } from '../../index';
import {
  changedOutcomes,
  closeWhenAllHidden,
  endOfEventFinishes,
  holdForFeedAlert,
  incomingMarketStatus,
  isFeedAlertTarget,
  isShownMarketStatus,
  marketPeriodTypeId,
  resultMarket,
  transitionEventStatus,
  type EventStatusState,
  type FeedEventStatus,
} from '../feed-transitions';

const anyStatus = fc.constantFrom(...FEED_MARKET_STATUSES);
const anyOutcomes = fc.array(fc.record({ hidden: fc.boolean() }), { maxLength: 6 });
const hidden = (...flags: boolean[]) => flags.map((h) => ({ hidden: h }));

describe('holdForFeedAlert', () => {
  it('keeps a market the feed opens suspended while its alert holds, flagged for the end', () => {
    expect(holdForFeedAlert('open', true)).toEqual({ status: 'suspended', alertSuspended: true });
  });

  it('lets the provider’s other statuses through and clears the flag', () => {
    expect(holdForFeedAlert('suspended', true)).toEqual({
      status: 'suspended',
      alertSuspended: false,
    });
    expect(holdForFeedAlert('lts', true)).toEqual({ status: 'lts', alertSuspended: false });
    expect(holdForFeedAlert('open', false)).toEqual({ status: 'open', alertSuspended: false });
  });

  it('never lets a market open under an alert; flags only what the alert held', () => {
    fc.assert(
      fc.property(anyStatus, fc.boolean(), (status, alert) => {
        const held = holdForFeedAlert(status, alert);
        if (alert) expect(held.status).not.toBe('open');
        expect(held.alertSuspended).toBe(alert && status === 'open');
        if (!held.alertSuspended) expect(held.status).toBe(status);
      }),
    );
  });
});

describe('closeWhenAllHidden', () => {
  it('closes an open or suspended market whose outcomes are all hidden', () => {
    expect(closeWhenAllHidden('open', hidden(true, true))).toBe('closed');
    expect(closeWhenAllHidden('suspended', hidden(true))).toBe('closed');
  });

  it('keeps a market with a shown outcome, with no outcomes, or already removed', () => {
    expect(closeWhenAllHidden('open', hidden(true, false))).toBe('open');
    expect(closeWhenAllHidden('open', [])).toBe('open');
    expect(closeWhenAllHidden('lts', hidden(true))).toBe('lts');
    expect(closeWhenAllHidden('resulted', hidden(true))).toBe('resulted');
  });

  it('closes exactly the shown markets with outcomes all hidden, and is idempotent', () => {
    fc.assert(
      fc.property(anyStatus, anyOutcomes, (status, outcomes) => {
        const next = closeWhenAllHidden(status, outcomes);
        const allHidden = outcomes.length > 0 && outcomes.every((o) => o.hidden);
        expect(next).toBe(isShownMarketStatus(status) && allHidden ? 'closed' : status);
        expect(closeWhenAllHidden(next, outcomes)).toBe(next);
      }),
    );
  });
});

describe('incomingMarketStatus', () => {
  it('closes an all-hidden market before the alert hold (a closed market is not flagged)', () => {
    expect(incomingMarketStatus('open', hidden(true), true)).toEqual({
      status: 'closed',
      alertSuspended: false,
    });
    expect(incomingMarketStatus('open', hidden(false), true)).toEqual({
      status: 'suspended',
      alertSuspended: true,
    });
  });

  it('is the hold applied to the all-hidden rule', () => {
    fc.assert(
      fc.property(anyStatus, anyOutcomes, fc.boolean(), (status, outcomes, alert) => {
        const next = incomingMarketStatus(status, outcomes, alert);
        expect(next).toEqual(holdForFeedAlert(closeWhenAllHidden(status, outcomes), alert));
        if (next.alertSuspended) expect(next.status).toBe('suspended');
      }),
    );
  });
});

describe('isFeedAlertTarget', () => {
  const market = (status: FeedMarketStatus, alertSuspended = false, feedId = 'BU1') => ({
    feedId,
    status,
    alertSuspended,
  });

  it('suspends the open markets of the alert’s feed', () => {
    expect(isFeedAlertTarget(market('open'), 'BU1', true)).toBe(true);
    expect(isFeedAlertTarget(market('suspended'), 'BU1', true)).toBe(false);
    expect(isFeedAlertTarget(market('open', false, 'OTHER'), 'BU1', true)).toBe(false);
  });

  it('reopens at its end only the markets the alert suspended', () => {
    expect(isFeedAlertTarget(market('suspended', true), 'BU1', false)).toBe(true);
    expect(isFeedAlertTarget(market('suspended', false), 'BU1', false)).toBe(false);
    expect(isFeedAlertTarget(market('lts', true), 'BU1', false)).toBe(false);
  });

  it('never targets a removed market or another feed; the start and end target apart', () => {
    fc.assert(
      fc.property(
        anyStatus,
        fc.boolean(),
        fc.constantFrom('BU1', 'BU2'),
        (status, flagged, feedId) => {
          const m = market(status, flagged, feedId);
          const starts = isFeedAlertTarget(m, 'BU1', true);
          const ends = isFeedAlertTarget(m, 'BU1', false);
          if (starts || ends) {
            expect(feedId).toBe('BU1');
            expect(isShownMarketStatus(status)).toBe(true);
          }
          expect(starts && ends).toBe(false);
        },
      ),
    );
  });
});

describe('changedOutcomes', () => {
  const o = (id: number, price: number, isHidden = false) => ({ id, price, hidden: isHidden });
  const byPrice = (a: { price: number }, b: { price: number }) => a.price !== b.price;

  it('names the outcomes whose price moved or whose hidden flag flipped, in the new order', () => {
    const before = [o(1, 2), o(2, 3), o(3, 4)];
    const after = [o(3, 4, true), o(2, 3.5), o(1, 2)];
    expect(changedOutcomes(before, after, byPrice)).toEqual([
      { before: o(3, 4), after: o(3, 4, true), priceMoved: false, hiddenChanged: true },
      { before: o(2, 3), after: o(2, 3.5), priceMoved: true, hiddenChanged: false },
    ]);
  });

  it('ignores new outcomes and outcomes left out', () => {
    expect(changedOutcomes([o(1, 2)], [o(2, 9)], byPrice)).toEqual([]);
  });

  const outcomeList = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 12 }),
      price: fc.integer({ min: 101, max: 110 }),
      hidden: fc.boolean(),
    }),
    { selector: (x) => x.id, maxLength: 8 },
  );

  it('finds nothing between a market and itself; every change is a real one of a kept outcome', () => {
    fc.assert(
      fc.property(outcomeList, outcomeList, (before, after) => {
        expect(changedOutcomes(before, before, byPrice)).toEqual([]);
        const ids = new Set(before.map((x) => x.id));
        const changes = changedOutcomes(before, after, byPrice);
        for (const c of changes) {
          expect(ids.has(c.after.id)).toBe(true);
          expect(c.before.id).toBe(c.after.id);
          expect(c.priceMoved).toBe(c.before.price !== c.after.price);
          expect(c.hiddenChanged).toBe(c.before.hidden !== c.after.hidden);
          expect(c.priceMoved || c.hiddenChanged).toBe(true);
        }
        const kept = after.filter((x) => {
          const prior = before.find((b) => b.id === x.id);
          return prior && (prior.price !== x.price || prior.hidden !== x.hidden);
        });
        expect(changes.map((c) => c.after)).toEqual(kept);
      }),
    );
  });
});

describe('transitionEventStatus', () => {
  const event = (status: FeedEventStatus): EventStatusState<string> => ({
    status,
    wentLiveAt: status === 'scheduled' ? null : 'T1',
    finishedAt: status === 'finished' || status === 'cancelled' ? 'T2' : null,
  });

  it('takes a scheduled event live, stamping when', () => {
    expect(transitionEventStatus(event('scheduled'), 'live', 'T9')).toEqual({
      kind: 'moved',
      status: 'live',
      wentLiveAt: 'T9',
      finishedAt: null,
    });
  });

  it('finishes or cancels an event, stamping when and keeping when it went live', () => {
    expect(transitionEventStatus(event('live'), 'finished', 'T9')).toEqual({
      kind: 'moved',
      status: 'finished',
      wentLiveAt: 'T1',
      finishedAt: 'T9',
    });
  });

  it('changes nothing on a repeated status and refuses to move a final event', () => {
    expect(transitionEventStatus(event('live'), 'live', 'T9')).toEqual({ kind: 'unchanged' });
    expect(transitionEventStatus(event('finished'), 'finished', 'T9')).toEqual({
      kind: 'unchanged',
    });
    expect(transitionEventStatus(event('finished'), 'live', 'T9')).toEqual({ kind: 'refused' });
    expect(transitionEventStatus(event('cancelled'), 'finished', 'T9')).toEqual({
      kind: 'refused',
    });
  });

  it('never moves a finished or cancelled event; a move lands on the status asked', () => {
    const current = fc.constantFrom<FeedEventStatus>('scheduled', 'live', 'finished', 'cancelled');
    const asked = fc.constantFrom('live' as const, 'finished' as const, 'cancelled' as const);
    fc.assert(
      fc.property(current, asked, (from, to) => {
        const move = transitionEventStatus(event(from), to, 'T9');
        if (from === to) expect(move.kind).toBe('unchanged');
        else if (from === 'finished' || from === 'cancelled') expect(move.kind).toBe('refused');
        else {
          expect(move).toMatchObject({ kind: 'moved', status: to });
          if (move.kind === 'moved') {
            expect(to === 'live' ? move.wentLiveAt : move.finishedAt).toBe('T9');
          }
        }
      }),
    );
  });
});

describe('endOfEventFinishes', () => {
  it('finishes a scheduled or live event at END_OF_EVENT, nothing else', () => {
    expect(endOfEventFinishes(true, 'live')).toBe(true);
    expect(endOfEventFinishes(true, 'scheduled')).toBe(true);
    expect(endOfEventFinishes(true, 'finished')).toBe(false);
    expect(endOfEventFinishes(true, 'cancelled')).toBe(false);
    expect(endOfEventFinishes(false, 'live')).toBe(false);
    expect(endOfEventFinishes(undefined, 'live')).toBe(false);
  });
});

describe('marketPeriodTypeId', () => {
  it('reads a listed period id, whatever the event’s state', () => {
    expect(marketPeriodTypeId(200, false)).toBe(PERIOD_TYPE_IDS.IN_RUNNING);
    expect(marketPeriodTypeId(100, true)).toBe(PERIOD_TYPE_IDS.PRE_MATCH);
  });

  it('falls back on the event’s state for a period id the spec does not list', () => {
    expect(marketPeriodTypeId(999, true)).toBe(PERIOD_TYPE_IDS.IN_RUNNING);
    expect(marketPeriodTypeId(999, false)).toBe(PERIOD_TYPE_IDS.PRE_MATCH);
  });
});

describe('resultMarket', () => {
  type Outcome = {
    id: number;
    result: 'won' | 'lost' | null;
    deadHeat: { tiedFor: number } | null;
  };
  const o = (id: number, result: Outcome['result'] = null): Outcome => ({
    id,
    result,
    deadHeat: null,
  });

  it('results the named outcomes, keeps the others, and clears the alert flag', () => {
    const next = resultMarket<'won' | 'lost', { tiedFor: number }, Outcome>(
      [o(1), o(2), o(3, 'lost')],
      [
        { outcomeId: 1, result: 'won', deadHeat: { tiedFor: 2 } },
        { outcomeId: 2, result: 'lost' },
      ],
    );
    expect(next).toEqual({
      status: 'resulted',
      alertSuspended: false,
      outcomes: [
        { id: 1, result: 'won', deadHeat: { tiedFor: 2 } },
        { id: 2, result: 'lost', deadHeat: null },
        o(3, 'lost'),
      ],
    });
  });

  it('keeps every outcome in place and leaves the unnamed ones as they were', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 8 }),
        fc.array(
          fc.record({
            outcomeId: fc.integer({ min: 1, max: 20 }),
            result: fc.constantFrom('won' as const, 'lost' as const),
          }),
          { maxLength: 8 },
        ),
        (ids, results) => {
          const outcomes = ids.map((id) => o(id));
          const next = resultMarket<'won' | 'lost', { tiedFor: number }, Outcome>(
            outcomes,
            results,
          );
          expect(next.outcomes.map((x) => x.id)).toEqual(ids);
          for (const x of next.outcomes) {
            const named = results.filter((r) => r.outcomeId === x.id).at(-1);
            expect(x.result).toBe(named ? named.result : null);
          }
        },
      ),
    );
  });
});
