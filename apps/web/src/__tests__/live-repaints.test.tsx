import { act, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import type { LiveEvent } from '@touchline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatOdds, initialBetslipState } from '@touchline/betting';
import { renderPrice } from '../../app/[locale]/_components/render-price';
import { SportCoupon } from '../../app/[locale]/_components/sport-coupon';
import { useBetslipStore } from '../features/betslip';
import { chooseSettings } from '../features/events/__tests__/market-fixtures';
import {
  EventList,
  EventView,
  LiveList,
  type ListSlots,
  type RenderOutcome,
} from '../features/events';
import { LiveConnectionProvider, useLiveEvent, useLiveEvents } from '../features/live';
import {
  harness,
  makeLiveEvent,
  priceFrame,
  settle,
  type Harness,
} from '../features/live/__tests__/live-test-kit';
import { makeFootballEvent } from '../shared/testing/fixtures';
import { renderWithClient } from '../shared/testing/render-with-client';

// The live and pre-match lists under live prices: a price change repaints the price alone (its
// row skips, shared/live/live-prices), anything else the row shows repaints the row. A row's
// slot is drawn each time the row renders, so it counts the rows' repaints.

const PREMATCH = [
  makeFootballEvent({
    id: 1,
    home: 'Northbridge United',
    away: 'Eastport Rovers',
    prices: [2.1, 3.4, 3.25],
  }),
  makeFootballEvent({ id: 2, home: 'Kingsmoor', away: 'Harbour City', prices: [1.95, 3.6, 3.9] }),
];
const LIVE = makeLiveEvent({ id: 3, home: 'Ashford', away: 'Milton', prices: [1.8, 3.5, 4.2] });

let h: Harness;
afterEach(() => {
  h.connection.dispose();
  vi.useRealTimers();
});

async function renderLive(ui: ReactNode) {
  const result = renderWithClient(
    <LiveConnectionProvider connection={h.connection}>{ui}</LiveConnectionProvider>,
  );
  await act(async () => {
    h.socket().open();
    await settle();
    h.socket().push({ op: 'subscribed', cursor: 500, resync: false });
  });
  return result;
}

function frame() {
  act(() => h.frames.frame());
}

describe('a price change repaints the price, not its row', () => {
  it('repaints only the price a change moved, also with ticking clocks; a score repaints its row', async () => {
    // A row's slot is drawn each time the row renders: it counts the rows' repaints.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    h = harness();
    const other = makeLiveEvent({ id: 4, home: 'Greyport', away: 'Oakham', prices: [2, 3, 4] });
    const list = [LIVE, other];
    const rowRenders = new Map<number, number>();
    // A league's slot is drawn each time the list renders its leagues.
    let listRenders = 0;
    const slots: ListSlots = {
      event: (event) => {
        rowRenders.set(event.id, (rowRenders.get(event.id) ?? 0) + 1);
        return null;
      },
      league: () => {
        listRenders++;
        return null;
      },
    };
    function Page() {
      const events = useLiveEvents(list, { membership: 'live', byEventIds: false, live: true });
      return <LiveList events={events} renderOutcome={renderPrice} slots={slots} />;
    }
    await renderLive(<Page />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('link', { name: 'Ashford v Milton' }).closest('li')).toHaveTextContent(
      "68'",
    );
    const settled = new Map(rowRenders);
    const listSettled = listRenders;

    for (const [i, decimal] of [3.75, 3.8].entries()) {
      h.socket().push(priceFrame(501 + i, 3, 300, 3002, decimal));
      frame();
      expect(
        screen.getByRole('button', { name: `Draw ${decimal.toFixed(2)}` }),
      ).toBeInTheDocument();
      expect(rowRenders).toEqual(settled);
      expect(listRenders).toBe(listSettled);
    }

    h.socket().push({
      c: 503,
      m: {
        kind: 'score',
        eventId: 3,
        scoresPerPeriod: [{ opponentId: 7, periodInstance: 2, periodKey: 'HALF', score: 1 }],
      },
    });
    frame();
    expect(screen.getByRole('link', { name: 'Ashford v Milton' }).closest('li')).toHaveTextContent(
      '2 – 2',
    );
    expect(rowRenders.get(3)).toBe((settled.get(3) ?? 0) + 1);
    expect(rowRenders.get(4)).toBe(settled.get(4));
    expect(listRenders).toBeGreaterThan(listSettled);
    // The price moved before the score stays: the row's own copy of the event caught up.
    expect(screen.getByRole('button', { name: 'Draw 3.80' })).toBeInTheDocument();
  });

  it('keeps a pre-match row unpainted when only its prices move', async () => {
    h = harness();
    const rowRenders = new Map<number, number>();
    const slots: ListSlots = {
      event: (event) => {
        rowRenders.set(event.id, (rowRenders.get(event.id) ?? 0) + 1);
        return null;
      },
    };
    function Page() {
      const events = useLiveEvents(PREMATCH, { membership: 'prematch' });
      return <EventList events={events} renderOutcome={renderPrice} slots={slots} />;
    }
    await renderLive(<Page />);
    const settled = new Map(rowRenders);
    h.socket().push(priceFrame(501, 1, 100, 1001, 2.2));
    frame();
    expect(screen.getByRole('button', { name: 'Northbridge United 2.20' })).toBeEnabled();
    expect(rowRenders).toEqual(settled);
    // A suspension is not a price: the row repaints, its prices locked.
    h.socket().push({ c: 502, m: { k: 'm', e: 1, m: 100, mt: 1, pt: 1, s: 'suspended' } });
    frame();
    expect(screen.getByRole('button', { name: 'Northbridge United 2.20' })).toBeDisabled();
    expect(rowRenders.get(1)).toBe((settled.get(1) ?? 0) + 1);
  });

  it('on an event page, a price change is written into that price alone; a suspension repaints its market', async () => {
    h = harness();
    const draws = new Map<number, number>();
    const renderOutcome: RenderOutcome = (slot) => {
      draws.set(slot.outcome.id, (draws.get(slot.outcome.id) ?? 0) + 1);
      return renderPrice(slot);
    };
    function Page() {
      const event = useLiveEvent(LIVE);
      return <EventView event={event} renderOutcome={renderOutcome} />;
    }
    await renderLive(<Page />);
    const settled = new Map(draws);
    expect(settled.size).toBeGreaterThanOrEqual(3);

    h.socket().push(priceFrame(501, 3, 300, 3002, 3.75));
    frame();
    expect(screen.getByRole('button', { name: 'Draw 3.75' })).toBeInTheDocument();
    // Nothing is drawn again through React: the price's text is written where it shows.
    expect(draws).toEqual(settled);

    const moved = new Map(draws);
    h.socket().push({ c: 502, m: { k: 'm', e: 3, m: 300, mt: 1, pt: 2, s: 'suspended' } });
    frame();
    expect(screen.getByRole('button', { name: 'Draw 3.75' })).toBeDisabled();
    for (const [id, count] of moved) expect(draws.get(id)).toBeGreaterThan(count);
  });

  it('a list read again with the same events keeps their prices moving', async () => {
    // A new page of a list gives the live store a new array holding the same event objects:
    // the new store takes them over, and the price cells follow it.
    h = harness();
    const other = makeLiveEvent({ id: 4, home: 'Greyport', away: 'Oakham', prices: [2, 3, 4] });
    let setList: (list: readonly LiveEvent[]) => void = () => undefined;
    function Page() {
      const [list, set] = useState<readonly LiveEvent[]>([LIVE]);
      setList = set;
      const events = useLiveEvents(list, { membership: 'live', byEventIds: false, live: true });
      return <LiveList events={events} renderOutcome={renderPrice} />;
    }
    await renderLive(<Page />);
    act(() => setList([LIVE, other]));
    expect(screen.getByRole('link', { name: 'Greyport v Oakham' })).toBeInTheDocument();
    h.socket().push(priceFrame(501, 3, 300, 3002, 3.75));
    frame();
    expect(screen.getByRole('button', { name: 'Draw 3.75' })).toBeInTheDocument();
    h.socket().push(priceFrame(502, 4, 400, 4001, 2.25));
    frame();
    expect(screen.getByRole('button', { name: 'Greyport 2.25' })).toBeInTheDocument();
  });
});

describe('a price written without a repaint', () => {
  it('a press on a price moved without a repaint puts the price shown on the slip', async () => {
    h = harness();
    useBetslipStore.setState({ state: initialBetslipState });
    await renderLive(<SportCoupon events={PREMATCH} />);
    h.socket().push(priceFrame(501, 1, 100, 1001, 2.6));
    frame();
    act(() => screen.getByRole('button', { name: 'Northbridge United 2.60' }).click());
    expect(useBetslipStore.getState().state.bets['1001']?.decimal).toBe(2.6);
  });

  it("writes a live price in the player's odds format", async () => {
    h = harness();
    chooseSettings({ oddsType: 'us' });
    await renderLive(<SportCoupon events={PREMATCH} />);
    h.socket().push(priceFrame(501, 1, 100, 1001, 2.5));
    frame();
    expect(
      screen.getByRole('button', { name: `Northbridge United ${formatOdds(2.5, 'us')}` }),
    ).toBeInTheDocument();
    chooseSettings({ oddsType: 'euro' });
  });
});
