import type { Market } from '@touchline/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOutcome } from '../../../shared/testing/fixtures';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { EventView } from '../components/event-view';
import {
  asLive,
  chooseSettings,
  footballWithLines,
  makeMarket,
  renderSlot,
} from './market-fixtures';

beforeEach(() => chooseSettings());

const base = () =>
  footballWithLines({ id: 1, home: 'Arsenal', away: 'Chelsea', prices: [2.1, 3.4, 3.25] });

function playerMarket(id: number, playerName: string, description: string): Market {
  return makeMarket(base(), {
    id,
    marketTypeId: 900 + id,
    description,
    style: 'YES_NO',
    ordinalPosition: 50,
    playerName,
    outcomes: [makeOutcome(id * 10 + 1, 'Yes', 2.5, 1), makeOutcome(id * 10 + 2, 'No', 1.5, 2)],
  });
}

const groupHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('an event page’s markets', () => {
  it('are grouped in the §9 order: lines of one type together, each group a heading', () => {
    renderWithClient(<EventView event={asLive(base())} renderOutcome={renderSlot} />);
    // §9: by market type first (the sport's default type prioritised), then period, then line.
    expect(groupHeadings()).toEqual([
      'Match Result',
      '1st Half Result',
      'Total Goals Over/Under',
      'Asian Handicap',
    ]);
    const totals = screen.getByRole('region', { name: 'Total Goals Over/Under' });
    expect(
      within(totals)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual([
      'Total Goals Over/Under 1.5: Arsenal v Chelsea',
      'Total Goals Over/Under 2.5: Arsenal v Chelsea',
      'Total Goals Over/Under 3.5: Arsenal v Chelsea',
    ]);
    expect(within(totals).getByText('2.5')).toBeInTheDocument();
  });

  it('collapse and expand with real buttons that say whether they are expanded', async () => {
    const { user } = renderWithClient(
      <EventView event={asLive(base())} renderOutcome={renderSlot} />,
    );
    const toggle = screen.getByRole('button', { name: 'Asian Handicap' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Arsenal -0.5 2.02' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Arsenal -0.5 2.02' })).not.toBeInTheDocument();
    // The other groups stay as they were.
    expect(screen.getByRole('button', { name: 'Arsenal 2.10' })).toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Arsenal -0.5 2.02' })).toBeInTheDocument();
  });

  it('can be searched by market, line or selection; a miss says so', async () => {
    const { user } = renderWithClient(
      <EventView event={asLive(base())} renderOutcome={renderSlot} />,
    );
    const search = screen.getByRole('searchbox', { name: 'Search markets' });
    await user.type(search, 'handicap');
    expect(groupHeadings()).toEqual(['Asian Handicap']);
    await user.clear(search);
    await user.type(search, 'under 3.5');
    expect(groupHeadings()).toEqual(['Total Goals Over/Under']);
    // The group keeps its title; only the matching line is left, with its label.
    expect(screen.getAllByRole('group', { name: /Over\/Under/ })).toHaveLength(1);
    expect(screen.getByText('3.5')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'CHELSEA');
    expect(groupHeadings()).toEqual(['Match Result', '1st Half Result', 'Asian Handicap']);
    await user.clear(search);
    await user.type(search, 'corners');
    expect(screen.getByRole('status')).toHaveTextContent('No markets match “corners”.');
    await user.clear(search);
    expect(groupHeadings()).toHaveLength(4);
  });

  it('a search opens a collapsed group that it finds', async () => {
    const { user } = renderWithClient(
      <EventView event={asLive(base())} renderOutcome={renderSlot} />,
    );
    await user.click(screen.getByRole('button', { name: 'Asian Handicap' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search markets' }), '-1.5');
    expect(screen.getByRole('button', { name: 'Asian Handicap' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Arsenal -1.5 3.20' })).toBeInTheDocument();
  });

  it('period tabs show all markets or one period’s', async () => {
    const { user } = renderWithClient(
      <EventView event={asLive(base())} renderOutcome={renderSlot} />,
    );
    const tabs = screen.getByRole('tablist', { name: 'Periods' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Full Time', '1st Half']);
    await user.click(within(tabs).getByRole('tab', { name: '1st Half' }));
    expect(groupHeadings()).toEqual(['1st Half Result']);
    await user.click(within(tabs).getByRole('tab', { name: 'Full Time' }));
    expect(groupHeadings()).toHaveLength(3);
  });

  it('gathers player markets into goals, shots, assists, bookings and other', () => {
    const event = base();
    const players = [
      playerMarket(71, 'Saka', 'Anytime Goalscorer'),
      playerMarket(72, 'Saka', 'Shots on Target 2+'),
      playerMarket(73, 'Palmer', 'To Assist'),
      playerMarket(74, 'Rice', 'To Be Booked'),
      playerMarket(75, 'Palmer', 'Tackles 3+'),
      playerMarket(76, 'Palmer', 'First Goalscorer'),
    ];
    renderWithClient(
      <EventView
        event={asLive({ ...event, markets: [...event.markets, ...players] })}
        renderOutcome={renderSlot}
      />,
    );
    const headings = groupHeadings();
    expect(headings.slice(-5)).toEqual([
      'Player goals',
      'Player shots',
      'Player assists',
      'Player bookings',
      'Other player markets',
    ]);
    const goals = screen.getByRole('region', { name: 'Player goals' });
    expect(within(goals).getByText('Saka – Anytime Goalscorer')).toBeInTheDocument();
    expect(within(goals).getByText('Palmer – First Goalscorer')).toBeInTheDocument();
  });

  it('a suspended line is locked and says so, the rest of its group stays open', () => {
    const event = base();
    const markets = event.markets.map((m) =>
      m.description === 'Total Goals Over/Under 2.5' ? { ...m, status: 'suspended' as const } : m,
    );
    renderWithClient(
      <EventView event={asLive({ ...event, markets })} renderOutcome={renderSlot} />,
    );
    const totals = screen.getByRole('region', { name: 'Total Goals Over/Under' });
    expect(within(totals).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Over 2.5 1.95' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Over 3.5 3.10' })).toBeEnabled();
  });
});

describe('lazy rendering', () => {
  afterEach(() => vi.useRealTimers());

  function manyMarkets(count: number) {
    const event = base();
    const markets = Array.from({ length: count }, (_, i) =>
      makeMarket(event, {
        id: 500 + i,
        marketTypeId: 500 + i,
        description: `Special ${String(i + 1)}`,
        style: 'YES_NO',
        ordinalPosition: 10 + i,
        outcomes: [
          makeOutcome((500 + i) * 10 + 1, 'Yes', 2, 1),
          makeOutcome((500 + i) * 10 + 2, 'No', 1.8, 2),
        ],
      }),
    );
    return asLive({ ...event, markets });
  }

  it('renders the markets past the threshold (30) a moment later', () => {
    vi.useFakeTimers();
    renderWithClient(<EventView event={manyMarkets(45)} renderOutcome={renderSlot} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(30);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more markets…');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(45);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders everything at once up to the threshold', () => {
    renderWithClient(<EventView event={manyMarkets(30)} renderOutcome={renderSlot} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(30);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
