import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SportCoupon } from '../../app/[locale]/_components/sport-coupon';
import type { EventPaging } from '../features/events';
import { LiveConnectionProvider } from '../features/live';
import {
  harness,
  makeLiveEvent,
  priceFrame,
  settle,
  type Harness,
} from '../features/live/__tests__/live-test-kit';
import { stubPlatform } from '../shared/testing/fetch-routes';
import { makeFootballEvent } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';

// "Show more" on the composed pre-match list with the real live connection: a new page is
// subscribed like the first, and the first page keeps the prices the feed has moved.

const FIRST = makeFootballEvent({
  id: 1,
  home: 'Northbridge United',
  away: 'Eastport Rovers',
  prices: [2.1, 3.4, 3.25],
});
/** The second page's event as the platform answers it (the events call's full form). */
const SECOND = makeLiveEvent(
  {
    id: 2,
    home: 'Kingsmoor',
    away: 'Harbour City',
    prices: [1.95, 3.6, 3.9],
    startTime: '2030-05-04T16:00:00.000Z',
  },
  {
    isLive: false,
    clock: null,
    scores: [],
    match: { status: 'NOT_STARTED', wentLiveAt: null, finishedAt: null },
  },
);

const PAGING: EventPaging = {
  source: { kind: 'prematch', pathIds: [240], window: null, eventsPerPage: 1 },
  eventsPerPage: 1,
  totalEvents: 2,
};

let h: Harness;
afterEach(() => {
  h.connection.dispose();
  vi.unstubAllGlobals();
});

describe('a pre-match list’s next page is live', () => {
  it('subscribes to the new page and keeps the moved prices of the first', async () => {
    stubPlatform([
      {
        method: 'GET',
        path: '/xapi/rest/events',
        reply: jsonResponse({ page: 2, eventsPerPage: 1, totalEvents: 2, events: [SECOND] }),
      },
    ]);
    h = harness();
    const { user } = renderWithClient(
      <LiveConnectionProvider connection={h.connection}>
        <SportCoupon events={[FIRST]} paging={PAGING} />
      </LiveConnectionProvider>,
    );
    await act(async () => {
      h.socket().open();
      await settle();
      h.socket().push({ op: 'subscribed', cursor: 500, resync: false });
    });
    expect(h.socket().subscribes()).toEqual([{ op: 'subscribe', events: [1] }]);
    act(() => {
      h.socket().push(priceFrame(501, 1, 100, 1001, 2.5));
      h.frames.frame();
    });
    expect(screen.getByRole('button', { name: 'Northbridge United 2.50' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 1 more event' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Kingsmoor v Harbour City' })).toBeInTheDocument(),
    );
    await act(settle);
    expect(h.socket().subscribes().at(-1)).toMatchObject({ op: 'subscribe', events: [2] });
    // The first page's price is the one the feed moved it to, not the first read's.
    expect(screen.getByRole('button', { name: 'Northbridge United 2.50' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more event/ })).not.toBeInTheDocument();

    act(() => {
      h.socket().push(priceFrame(502, 2, 200, 2003, 4.1));
      h.frames.frame();
    });
    expect(screen.getByRole('button', { name: 'Harbour City 4.10' })).toBeInTheDocument();
    // The first page's prices keep moving after the list was joined.
    act(() => {
      h.socket().push(priceFrame(503, 1, 100, 1001, 2.6));
      h.frames.frame();
    });
    expect(screen.getByRole('button', { name: 'Northbridge United 2.60' })).toBeInTheDocument();
  });
});
