import { initialBetslipState } from '@touchline/betting';
import type { EventPathTreeSport, LiveEvent } from '@touchline/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotAvailable } from '../../app/[locale]/(site)/_components/not-available';
import { SportBody } from '../../app/[locale]/(site)/_components/sport-body';
import { LiveOverview } from '../../app/[locale]/(site)/_components/live-overview';
import { PricedEventView } from '../../app/[locale]/_components/priced-event-view';
import { SportCoupon } from '../../app/[locale]/_components/sport-coupon';
import { Betslip, useBetslipStore } from '../features/betslip';
import { SportsIndex } from '../features/events';
import { makeFootballEvent, makeOutcome } from '../shared/testing/fixtures';
import { pageNavigation } from '../shared/session/page-reload';
import { renderWithClient } from '../shared/testing/render-with-client';
import { dismissAllToasts } from '../shared/ui/toast-store';
import { Toaster } from '../shared/ui/toaster';

afterEach(() => {
  act(() => dismissAllToasts());
  vi.restoreAllMocks();
});

// The routes' pages as a player sees them, composed as the app composes them.

function liveEvent(
  overrides: Partial<LiveEvent> = {},
  spec: Parameters<typeof makeFootballEvent>[0] = {
    id: 1,
    home: 'Northbridge United',
    away: 'Eastport Rovers',
    prices: [2.1, 3.4, 3.25],
  },
): LiveEvent {
  return {
    ...makeFootballEvent(spec),
    eventType: 'GAMEEVENT',
    isOutright: false,
    sportGroup: 'REGULAR',
    clock: null,
    isFinished: false,
    scores: [],
    sets: null,
    scoresPerPeriod: [],
    match: { status: 'NOT_STARTED', wentLiveAt: null, finishedAt: null },
    cricketOutcomes: [],
    liveOpenMarketCount: 1,
    currentPeriod: null,
    currentPeriodAbbreviation: null,
    currentPeriodNumber: null,
    ...overrides,
  };
}

const IN_PLAY: Partial<LiveEvent> = {
  isLive: true,
  clock: { minutes: 67, status: 'RUNNING' },
  scores: [
    { opponentId: 2, score: 2 },
    { opponentId: 3, score: 1 },
  ],
  match: { status: 'IN_PLAY', wentLiveAt: '2030-05-04T14:00:00.000Z', finishedAt: null },
};

describe('an event page (/events/{id}-{slug})', () => {
  beforeEach(() => {
    useBetslipStore.setState({ state: initialBetslipState });
  });

  it('shows the event, where it sits, and its markets; a price goes on the betslip', async () => {
    const { user } = renderWithClient(
      <>
        <PricedEventView event={liveEvent()} />
        <Betslip />
      </>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Northbridge United v Eastport Rovers' }),
    ).toBeInTheDocument();
    const where = screen.getByRole('navigation', { name: 'Where this is' });
    expect(within(where).getByRole('link', { name: 'Football' })).toHaveAttribute(
      'href',
      '/en/sports/240-FOOT',
    );
    expect(within(where).getByRole('link', { name: 'Premier League' })).toHaveAttribute(
      'href',
      '/en/sports/competitions/240-FOOT/1-england/10-premier-league',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Match Result' })).toBeInTheDocument();
    const price = screen.getByRole('button', { name: 'Northbridge United 2.10' });
    await user.click(price);
    expect(price).toHaveAttribute('aria-pressed', 'true');
    expect(Object.keys(useBetslipStore.getState().state.bets)).toEqual(['1001']);
  });

  it('a live event shows its score and clock instead of the kick-off', () => {
    renderWithClient(<PricedEventView event={liveEvent(IN_PLAY)} />);
    const score = screen.getByRole('group', { name: 'Score' });
    expect(score).toHaveTextContent('2 – 1');
    expect(score).toHaveTextContent("67'");
  });

  it('a suspended market keeps its prices, locked, and says so', () => {
    const event = liveEvent(
      {},
      { id: 2, home: 'A', away: 'B', prices: [2, 3, 4], status: 'suspended' },
    );
    renderWithClient(<PricedEventView event={event} />);
    expect(screen.getByRole('heading', { name: /Match Result\s*Suspended/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A 2.00' })).toBeDisabled();
  });

  it('an event without open markets says there is nothing to bet on', () => {
    renderWithClient(<PricedEventView event={liveEvent({ markets: [] })} />);
    expect(screen.getByText('No markets open')).toBeInTheDocument();
    // No price to press (the favourites star is the only button).
    expect(
      screen
        .queryAllByRole('button')
        .filter((b) => !/favourites$/.test(b.getAttribute('aria-label') ?? '')),
    ).toEqual([]);
  });
});

describe('lists', () => {
  it('a race’s winner market is too wide for a row: the row links to its selections', () => {
    const base = makeFootballEvent({ id: 5, home: 'A', away: 'B', prices: [2, 3, 4] });
    const market = base.markets[0];
    if (!market) throw new Error('fixture without a market');
    const runners = [1, 2, 3, 4, 5].map((n) => makeOutcome(5000 + n, `Runner ${n}`, 3 + n, n));
    const race = {
      ...base,
      description: '14:30 Ascot',
      slug: '14-30-ascot',
      markets: [
        {
          ...market,
          marketTypeId: 31,
          outcomes: runners,
          marketTypeInfo: { ordinalPosition: 1, style: 'WIN_EACH_WAY' },
        },
      ],
    };
    renderWithClient(<SportCoupon events={[race]} />);
    expect(screen.getByRole('link', { name: '5 selections' })).toHaveAttribute(
      'href',
      '/en/events/5-14-30-ascot',
    );
    // No price to press (the favourites star is the only button).
    expect(
      screen
        .queryAllByRole('button')
        .filter((b) => !/favourites$/.test(b.getAttribute('aria-label') ?? '')),
    ).toEqual([]);
  });

  it('an empty list says so in the page’s own words', () => {
    renderWithClient(
      <SportCoupon
        events={[]}
        empty={{ title: 'events.none.title', hint: 'sports.fixtures.none' }}
      />,
    );
    expect(screen.getByText('No events found')).toBeInTheDocument();
    expect(screen.getByText('Nothing starts in the next 24 hours.')).toBeInTheDocument();
  });

  it('/sports lists every sport with events, its count and its page', () => {
    const sport = (id: number, code: string, description: string, eventCount: number) =>
      ({
        id,
        kind: 'SPORT',
        sportCode: code,
        sportGroup: 'REGULAR',
        description,
        slug: code.toLowerCase(),
        eventCount,
        children: [],
      }) satisfies EventPathTreeSport;
    renderWithClient(
      <SportsIndex
        sports={[sport(240, 'FOOT', 'Football', 42), sport(205, 'BASE', 'Baseball', 1)]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Football 42 events' })).toHaveAttribute(
      'href',
      '/en/sports/240-FOOT',
    );
    expect(screen.getByRole('link', { name: 'Baseball 1 event' })).toHaveAttribute(
      'href',
      '/en/sports/205-BASE',
    );
  });

  it('/sports with no events is an empty state, not an empty page', () => {
    renderWithClient(<SportsIndex sports={[]} />);
    expect(screen.getByText('No sports to show')).toBeInTheDocument();
  });
});

describe('a sport page (/sports/{id}-{CODE}?active-coupon=)', () => {
  const events = {
    ok: true,
    value: [makeFootballEvent({ id: 1, home: 'A', away: 'B', prices: [2, 3, 4] })],
  } as const;
  const football = { code: 'FOOT', name: 'Football' };

  it('is headed by the sport without a coupon', () => {
    renderWithClient(<SportBody sport={football} coupon={{ status: 'none' }} events={events} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Football' })).toBeInTheDocument();
  });

  it('is headed by the coupon’s name when the coupon exists', () => {
    renderWithClient(
      <SportBody
        sport={football}
        coupon={{ status: 'found', name: 'Weekend specials' }}
        events={events}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Weekend specials' })).toBeInTheDocument();
  });

  it('an unknown coupon is a readable note above the sport’s list', () => {
    renderWithClient(<SportBody sport={football} coupon={{ status: 'unknown' }} events={events} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The coupon you followed is not available. Showing every Football event.',
    );
    expect(screen.getByRole('button', { name: 'A 2.00' })).toBeInTheDocument();
  });

  it('a failed read says so, shows the no-events-found toast and offers the page again', async () => {
    const { user } = renderWithClient(
      <>
        <Toaster />
        <SportBody
          sport={football}
          coupon={{ status: 'none' }}
          events={{ ok: false, error: 'unavailable' }}
        />
      </>,
    );
    const panel = screen.getByText('Events could not be loaded right now', { exact: false });
    expect(panel.closest('[role="alert"]')).not.toBeNull();
    // spec shell §8: a failed sport-event fetch gives error-no-events-found-for-this-eventpath.
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByRole('alert')).toHaveTextContent(
      'No events found for this selection.',
    );
    const retry = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('the live overview (/live/sport)', () => {
  it('lists the live sports and the events with their scores and prices', () => {
    renderWithClient(
      <LiveOverview
        sport={null}
        sports={[{ id: 240, sportCode: 'FOOT', description: 'Football', eventCount: 1 }]}
        events={[liveEvent(IN_PLAY)]}
      />,
    );
    const sports = screen.getByRole('navigation', { name: 'Live sports' });
    expect(within(sports).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sports).getByRole('link', { name: 'Football 1' })).toHaveAttribute(
      'href',
      '/en/live/sport/240-FOOT',
    );
    const row = screen.getByRole('link', { name: 'Northbridge United v Eastport Rovers' });
    expect(row).toHaveAttribute('href', '/en/live/1-northbridge-united-v-eastport-rovers');
    expect(row.closest('li')).toHaveTextContent('2 – 1');
    expect(row.closest('li')).toHaveTextContent("67'");
    expect(screen.getByRole('button', { name: 'Draw 3.40' })).toBeEnabled();
  });

  it('says when nothing is live', () => {
    renderWithClient(
      <LiveOverview sport={{ id: 239, code: 'TENN', name: 'Tennis' }} sports={[]} events={[]} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Live · Tennis' })).toBeInTheDocument();
    expect(screen.getByText('There are no live events right now.')).toBeInTheDocument();
  });
});

describe('something a route names that is not there', () => {
  it('is a message inside the shell with the way back', () => {
    renderWithClient(
      <NotAvailable
        title="competitions.notFound.title"
        hint="competitions.notFound.hint"
        back={{
          href: '/sports/240-FOOT',
          label: 'competitions.backTo',
          params: { sport: 'Football' },
        }}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Competition not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Football' })).toHaveAttribute(
      'href',
      '/en/sports/240-FOOT',
    );
  });
});
