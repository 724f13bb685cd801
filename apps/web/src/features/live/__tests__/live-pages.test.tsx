import { act, screen, within } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangesAnswer, LiveEvent } from '@touchline/contract';
import { PricedEventView } from '../../../../app/[locale]/_components/priced-event-view';
import { PricedLiveList } from '../../../../app/[locale]/_components/priced-live-list';
import { SportCoupon } from '../../../../app/[locale]/_components/sport-coupon';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { testSite } from '../../../shared/testing/test-site';
import { LiveConnectionProvider, useLiveEvents } from '../index';
import { harness, makeLiveEvent, priceFrame, settle, type Harness } from './live-test-kit';

// The pages' lists as a player sees them, fed by the real connection over an in-memory socket.

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

async function renderLive(ui: ReactNode, onCommit: () => void = () => undefined) {
  h ??= harness();
  const result = renderWithClient(
    <LiveConnectionProvider connection={h.connection}>
      <Profiler id="page" onRender={onCommit}>
        {ui}
      </Profiler>
    </LiveConnectionProvider>,
  );
  await act(async () => {
    h.socket().open();
    await settle();
    h.socket().push({ op: 'subscribed', cursor: 500, resync: false });
  });
  return result;
}

/** The next animation frame, inside React's act. */
function frame() {
  act(() => h.frames.frame());
}

describe('prices, scores and clocks move without a reload', () => {
  it('moves a pre-match price for a burst of changes in one frame without a React commit', async () => {
    h = harness();
    let commits = 0;
    await renderLive(<SportCoupon events={PREMATCH} />, () => commits++);
    expect(h.socket().subscribes()).toEqual([{ op: 'subscribe', events: [1, 2] }]);
    expect(screen.getByRole('button', { name: 'Northbridge United 2.10' })).toBeEnabled();

    const before = commits;
    for (const [i, decimal] of [2.2, 2.3, 2.4, 2.5].entries()) {
      h.socket().push(priceFrame(501 + i, 1, 100, 1001, decimal));
    }
    h.socket().push(priceFrame(505, 2, 200, 2003, 4.1));
    frame();
    // The prices' text is written where it shows: nothing on the page repaints through React.
    expect(commits - before).toBe(0);
    const home = screen.getByRole('button', { name: 'Northbridge United 2.50' });
    expect(home).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Harbour City 4.10' })).toBeEnabled();
    // Each moved price is flagged, in words too.
    expect(
      within(home.parentElement?.parentElement ?? home).getByRole('img', { name: 'Price up' }),
    ).toBeInTheDocument();
  });

  it('locks the prices of a market the feed suspends, and opens them again', async () => {
    h = harness();
    await renderLive(<SportCoupon events={PREMATCH} />);
    const suspend = (c: number, s: 'suspended' | 'open') =>
      h.socket().push({ c, m: { k: 'm', e: 1, m: 100, mt: 1, pt: 1, s } });
    suspend(501, 'suspended');
    frame();
    expect(screen.getByRole('button', { name: 'Draw 3.40' })).toBeDisabled();
    suspend(502, 'open');
    frame();
    expect(screen.getByRole('button', { name: 'Draw 3.40' })).toBeEnabled();
  });

  it('keeps an event page live: prices and the score', async () => {
    h = harness();
    await renderLive(<PricedEventView event={LIVE} />);
    expect(h.socket().subscribes()).toEqual([{ op: 'subscribe', events: [3] }]);
    h.socket().push(priceFrame(501, 3, 300, 3002, 3.75));
    h.socket().push({
      c: 502,
      m: {
        kind: 'score',
        eventId: 3,
        scoresPerPeriod: [{ opponentId: 7, periodInstance: 2, periodKey: 'HALF', score: 1 }],
      },
    });
    frame();
    expect(screen.getByRole('button', { name: 'Draw 3.75' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Score' })).toHaveTextContent('2 – 2');
  });

  it('ticks a running clock between updates, and follows the feed when it speaks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    h = harness();
    await renderLive(<PricedLiveList events={[LIVE]} />);
    expect(h.socket().subscribes()).toEqual([{ op: 'subscribe', live: true }]);
    const row = () => screen.getByRole('listitem');
    expect(row()).toHaveTextContent("67'");
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(row()).toHaveTextContent("68'");
    h.socket().push({ c: 501, m: { kind: 'clockMinute', eventId: 3, minutes: 70 } });
    frame();
    expect(row()).toHaveTextContent("70'");
    h.socket().push({
      c: 502,
      m: { kind: 'clock', eventId: 3, clock: { minutes: 70, status: 'STOPPED' } },
    });
    frame();
    act(() => {
      vi.advanceTimersByTime(180_000);
    });
    expect(row()).toHaveTextContent('Paused');
  });

  it('keeps the objects of the events that did not change, also after the clocks ticked', async () => {
    // The lists' memoised rows repaint when their event's object changes: an update of one
    // event must leave the others' objects as they were.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    h = harness();
    const other = makeLiveEvent({ id: 4, home: 'Greyport', away: 'Oakham', prices: [2, 3, 4] });
    const list = [LIVE, other];
    let shown: readonly LiveEvent[] = [];
    function Page() {
      shown = useLiveEvents(list, { membership: 'live', byEventIds: false, live: true });
      return null;
    }
    await renderLive(<Page />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const ticked = shown;
    expect(ticked[1]?.clock?.minutes).toBe((other.clock?.minutes ?? 0) + 1);

    // Prices only: the page keeps what it drew (its price cells repaint themselves).
    h.socket().push(priceFrame(501, 3, 300, 3002, 3.75));
    frame();
    expect(shown).toBe(ticked);
    // A score: that event's object is new, the other's as it was.
    h.socket().push({
      c: 502,
      m: {
        kind: 'score',
        eventId: 3,
        scoresPerPeriod: [{ opponentId: 7, periodInstance: 2, periodKey: 'HALF', score: 1 }],
      },
    });
    frame();
    expect(shown[0]).not.toBe(ticked[0]);
    expect(shown[0]?.markets[0]?.outcomes[1]?.consolidatedPrice.currentPrice.decimal).toBe(3.75);
    expect(shown[1]).toBe(ticked[1]);
    h.socket().push(priceFrame(503, 3, 300, 3002, 3.8));
    frame();
    expect(shown[1]).toBe(ticked[1]);
  });

  it('drops a finished event from the live list; leaving the page unsubscribes', async () => {
    h = harness();
    const other = makeLiveEvent({ id: 4, home: 'Greyport', away: 'Oakham', prices: [2, 3, 4] });
    const { unmount } = await renderLive(<PricedLiveList events={[LIVE, other]} />);
    h.socket().push({ c: 501, m: { kind: 'eventStatus', eventId: 3, status: 'finished' } });
    frame();
    expect(screen.queryByRole('link', { name: 'Ashford v Milton' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Greyport v Oakham' })).toBeInTheDocument();
    unmount();
    await settle();
    expect(h.socket().sent.at(-1)).toEqual({ op: 'unsubscribe', live: true });
  });

  it('refetches the page when the feed cannot replay what was missed', async () => {
    h = harness();
    const refetch = vi.fn();
    function Page() {
      const events = useLiveEvents(PREMATCH, { refetch });
      return <p>{events.length} events</p>;
    }
    await renderLive(<Page />);
    h.socket().drop();
    await act(() => vi.waitFor(() => expect(h.sockets).toHaveLength(2), { timeout: 2000 }));
    await act(async () => {
      h.socket().open();
      await settle();
      h.socket().push({ op: 'subscribed', cursor: 90_000, resync: true });
    });
    expect(refetch).not.toHaveBeenCalled();
    frame();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('while the socket is down, polls every poll_changes_refresh_interval and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const answers: ChangesAnswer[] = [
      {
        cursor: 501,
        resync: false,
        more: false,
        changes: [{ cursor: 501, message: priceFrame(501, 1, 100, 1001, 2.6).m }],
      },
      {
        cursor: 502,
        resync: false,
        more: false,
        changes: [{ cursor: 502, message: priceFrame(502, 1, 100, 1001, 2.7).m }],
      },
    ];
    h = harness(() =>
      Promise.resolve(answers.shift() ?? { cursor: 502, resync: false, more: false, changes: [] }),
    );
    const site = testSite();
    const settings = { ...site.settings.web, poll_changes_refresh_interval_logged_out: 2000 };
    renderWithClient(
      <LiveConnectionProvider connection={h.connection}>
        <SportCoupon events={PREMATCH} />
      </LiveConnectionProvider>,
      { ...site, settings: { ...site.settings, web: settings } },
    );
    await act(async () => {
      h.socket().open();
      await settle();
      h.socket().push({ op: 'subscribed', cursor: 500, resync: false });
    });
    // The socket goes; the reconnect attempts never open from here on.
    await act(async () => {
      h.socket().drop();
      await settle();
    });
    expect(h.polls).toEqual([{ cursor: 500, events: [1, 2], sports: [], live: false }]);
    frame();
    expect(screen.getByRole('button', { name: 'Northbridge United 2.60' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(h.polls.map((p) => p.cursor)).toEqual([500, 501]);
    frame();
    expect(screen.getByRole('button', { name: 'Northbridge United 2.70' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Live updates interrupted');
    expect(within(screen.getByRole('status')).queryByRole('button')).toBeNull();
  });
});
