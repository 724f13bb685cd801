import { act, screen, waitFor, within } from '@testing-library/react';
import {
  ENDPOINTS,
  buildPath,
  type TrackerAnswer,
  type TrackerIncident,
} from '@touchline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveMatchTracker } from '../../../../app/[locale]/(site)/live/[eventSlug]/live-match-tracker';
import { stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { LiveConnectionProvider } from '../index';
import { harness, settle, type Harness } from './live-test-kit';

// The live page's match tracker as composed by its route: the tracker feature fed by this
// feature's connection (`useTrackerFeed`) over an in-memory socket.

const EVENT = 31;
const PATH = buildPath(ENDPOINTS.tracker.incidents.path, { eventId: EVENT });

function incident(seq: number, overrides: Partial<TrackerIncident> = {}): TrackerIncident {
  return {
    seq,
    at: '2030-05-04T14:00:00.000Z',
    kind: 'corner',
    side: 'home',
    opponentId: 62,
    x: 99,
    y: 1,
    minute: seq,
    period: 1,
    points: null,
    score: null,
    ...overrides,
  };
}

const answer = (incidents: TrackerIncident[]): TrackerAnswer => ({
  eventId: EVENT,
  pitch: 'football',
  incidents,
  cursor: incidents.at(-1)?.seq ?? 0,
});

let h: Harness;
afterEach(() => {
  h.connection.dispose();
  vi.unstubAllGlobals();
});

async function renderTracker() {
  h = harness();
  const result = renderWithClient(
    <LiveConnectionProvider connection={h.connection}>
      <LiveMatchTracker eventId={EVENT} pitch="football" home="Ashford" away="Milton" />
    </LiveConnectionProvider>,
  );
  await act(async () => {
    h.socket().open();
    await settle();
    h.socket().push({ op: 'subscribed', cursor: 500, resync: false });
  });
  return result;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((r) => r.textContent);

describe('the live page’s match tracker', () => {
  it('subscribes to its event and applies the tracker frames pushed for it only', async () => {
    stubPlatform([{ method: 'GET', path: PATH, reply: () => jsonResponse(answer([incident(1)])) }]);
    await renderTracker();
    await waitFor(() => expect(rows()).toEqual(["2'Corner · Ashford"]));
    expect(
      h
        .socket()
        .subscribes()
        .flatMap((s) => s.events ?? []),
    ).toContain(EVENT);

    act(() => {
      h.socket().push({ op: 'tracker', eventId: EVENT + 1, incidents: [incident(2)] });
      h.socket().push({
        op: 'tracker',
        eventId: EVENT,
        incidents: [incident(2, { kind: 'yellow_card', side: 'away', x: 40, y: 40 })],
      });
    });
    await waitFor(() => expect(rows()).toEqual(["3'Yellow card · Milton", "2'Corner · Ashford"]));
  });

  it('after the socket was down, reads the call again for what it missed', async () => {
    let served = [incident(1)];
    const platform = stubPlatform([
      { method: 'GET', path: PATH, reply: () => jsonResponse(answer(served)) },
    ]);
    await renderTracker();
    await waitFor(() => expect(rows()).toHaveLength(1));
    served = [incident(1), incident(2, { kind: 'free_kick' })];
    await act(async () => {
      h.socket().drop();
      await vi.waitFor(() => expect(h.sockets).toHaveLength(2), { timeout: 3_000 });
      h.socket().open();
      await settle();
    });
    await waitFor(() => expect(rows()).toEqual(["3'Free kick · Ashford", "2'Corner · Ashford"]));
    expect(platform.callsTo(PATH)).toHaveLength(2);
  });
});
