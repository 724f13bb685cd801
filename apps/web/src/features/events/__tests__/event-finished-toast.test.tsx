import type { LiveEvent } from '@touchline/contract';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { dismissAllToasts } from '../../../shared/ui/toast-store';
import { Toaster } from '../../../shared/ui/toaster';
import { EventView } from '../components/event-view';
import { asLive, chooseSettings, footballWithLines, renderSlot } from './market-fixtures';

beforeEach(() => chooseSettings());
afterEach(() => act(() => dismissAllToasts()));

const live = (): LiveEvent =>
  asLive(footballWithLines({ id: 1, home: 'Arsenal', away: 'Chelsea', prices: [2.1, 3.4, 3.25] }));

/** An event page whose event the feed ends on request (the live store's END_OF_EVENT). */
function EndingEvent({ start }: { readonly start: LiveEvent }) {
  const [event, setEvent] = useState(start);
  return (
    <>
      <button type="button" onClick={() => setEvent({ ...event, isFinished: true })}>
        Feed: END_OF_EVENT
      </button>
      <EventView event={event} renderOutcome={renderSlot} />
    </>
  );
}

describe('an event page when its event ends (spec shell §8 "event is finished")', () => {
  it('shows the event-is-finished notification once, as the event ends', async () => {
    const { user } = renderWithClient(
      <>
        <Toaster />
        <EndingEvent start={live()} />
      </>,
    );
    expect(screen.queryByText('This event has finished.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Feed: END_OF_EVENT' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByRole('status')).toHaveTextContent('This event has finished.');
    await user.click(screen.getByRole('button', { name: 'Feed: END_OF_EVENT' }));
    // The toast and the header's status line: the notification is not repeated.
    expect(screen.getAllByText('This event has finished.')).toHaveLength(2);
  });

  it('shows no toast for an event that had already finished when the page opened', async () => {
    renderWithClient(
      <>
        <Toaster />
        <EventView event={{ ...live(), isFinished: true }} renderOutcome={renderSlot} />
      </>,
    );
    // The header says it; no toast joins it.
    expect(screen.getByText('This event has finished.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('This event has finished.')).toHaveLength(1);
  });
});
