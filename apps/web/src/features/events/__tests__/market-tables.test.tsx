import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { EventList } from '../components/event-list';
import { LiveList } from '../components/live-list';
import { FLAG_CLEAR_STEP_MS, PRICE_FLASH_MS } from '../components/price-movement';
import {
  asLive,
  chooseSettings,
  footballWithLines,
  renderSlot,
  renderWithSite,
  repriced,
} from './market-fixtures';

const match = () =>
  footballWithLines({ id: 1, home: 'Arsenal', away: 'Chelsea', prices: [2.1, 3.4, 3.25] });

beforeEach(() => chooseSettings());

describe('the European layout', () => {
  it('shows the sport’s default market under 1 X 2 and counts the rest', () => {
    chooseSettings({ layout: 'euro' });
    renderWithClient(<EventList events={[match()]} renderOutcome={renderSlot} />);
    const prices = screen.getByRole('group', { name: 'Match Result: Arsenal v Chelsea' });
    expect(
      within(prices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Arsenal 2.10', 'Draw 3.40', 'Chelsea 3.25']);
    expect(screen.queryByRole('group', { name: /Asian Handicap/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '7 more markets' })).toBeInTheDocument();
  });
});

describe('the Asian layout', () => {
  beforeEach(() => chooseSettings({ layout: 'asian' }));

  it('shows the result and the main handicap and total lines with their lines', () => {
    renderWithClient(<EventList events={[match()]} renderOutcome={renderSlot} />);
    expect(
      screen.getByRole('group', { name: 'Match Result: Arsenal v Chelsea' }),
    ).toBeInTheDocument();
    // The main line is the most balanced one: -0.5 (2.02 / 1.82), 2.5 (1.95 / 1.85).
    const handicap = screen.getByRole('group', { name: 'Asian Handicap -0.5: Arsenal v Chelsea' });
    expect(
      within(handicap)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Arsenal -0.5 2.02', 'Chelsea +0.5 1.82']);
    expect(handicap).toHaveTextContent('-0.5');
    expect(handicap).toHaveTextContent('+0.5');
    const totals = screen.getByRole('group', {
      name: 'Total Goals Over/Under 2.5: Arsenal v Chelsea',
    });
    expect(totals).toHaveTextContent('O 2.5');
    expect(totals).toHaveTextContent('U 2.5');
    expect(within(totals).getAllByRole('button')).toHaveLength(2);
    // Only the main line of each kind.
    expect(screen.queryByRole('group', { name: /Asian Handicap -1.5/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Over\/Under 1.5/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '5 more markets' })).toBeInTheDocument();
  });

  it('lists home over away whatever order the provider sends the sides in', () => {
    const event = match();
    const swapped = {
      ...event,
      markets: event.markets.map((m) =>
        m.marketTypeId === 3 ? { ...m, outcomes: [...m.outcomes].reverse() } : m,
      ),
    };
    renderWithClient(<EventList events={[swapped]} renderOutcome={renderSlot} />);
    const handicap = screen.getByRole('group', { name: 'Asian Handicap -0.5: Arsenal v Chelsea' });
    expect(within(handicap).getAllByRole('button')[0]).toHaveTextContent('Arsenal -0.5');
  });

  it('names a two-way result column Winner, its sides 1 and 2', () => {
    const e = match();
    const twoWay = {
      ...e,
      markets: e.markets
        .filter((m) => m.period.sequence === 1)
        .map((m) =>
          m.description === 'Match Result'
            ? {
                ...m,
                marketTypeId: 10,
                description: 'Money Line',
                marketTypeInfo: { ordinalPosition: 1, style: 'TWO_WAY' },
                outcomes: m.outcomes.filter((o) => o.description !== 'Draw'),
              }
            : m,
        ),
    };
    renderWithClient(<EventList events={[twoWay]} renderOutcome={renderSlot} />);
    expect(screen.getByText('Winner')).toBeInTheDocument();
    expect(screen.queryByText('1X2')).not.toBeInTheDocument();
    const result = screen.getByRole('group', { name: 'Money Line: Arsenal v Chelsea' });
    expect(result).toHaveTextContent(/^1Arsenal 2\.102Chelsea 3\.25$/);
  });

  it('keeps the European row for an event without lines', () => {
    renderWithClient(
      <EventList
        events={[makeFootballEvent({ id: 2, home: 'Ajax', away: 'PSV', prices: [2, 3, 4] })]}
        renderOutcome={renderSlot}
      />,
    );
    expect(screen.getByRole('group', { name: 'Match Result: Ajax v PSV' })).toBeInTheDocument();
    expect(screen.queryByText('Handicap')).not.toBeInTheDocument();
  });
});

describe('the Thai layout', () => {
  it('shows up to three handicap and total lines, no result market', () => {
    chooseSettings({ layout: 'thai' });
    renderWithClient(<EventList events={[match()]} renderOutcome={renderSlot} />);
    expect(screen.queryByRole('group', { name: /^Match Result/ })).not.toBeInTheDocument();
    for (const line of ['-1.5', '-0.5', '+0.5']) {
      expect(
        screen.getByRole('group', { name: `Asian Handicap ${line}: Arsenal v Chelsea` }),
      ).toBeInTheDocument();
    }
    for (const line of ['1.5', '2.5', '3.5']) {
      expect(
        screen.getByRole('group', { name: `Total Goals Over/Under ${line}: Arsenal v Chelsea` }),
      ).toBeInTheDocument();
    }
    // One line per sub-row, in the order of the line, each shown once.
    const groups = screen.getAllByRole('group', { name: /Asian Handicap/ });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Asian Handicap -1.5: Arsenal v Chelsea',
      'Asian Handicap -0.5: Arsenal v Chelsea',
      'Asian Handicap +0.5: Arsenal v Chelsea',
    ]);
    const totals = screen.getByRole('group', {
      name: 'Total Goals Over/Under 2.5: Arsenal v Chelsea',
    });
    expect(totals).toHaveTextContent(/^2\.5/);
    expect(within(totals).getAllByRole('button')).toHaveLength(2);
  });
});

describe('period tabs', () => {
  it('switch the table to the chosen period, by click and by arrow keys', async () => {
    chooseSettings({ layout: 'euro' });
    const { user } = renderWithClient(<EventList events={[match()]} renderOutcome={renderSlot} />);
    const tabs = screen.getByRole('tablist', { name: 'Periods' });
    const fullTime = within(tabs).getByRole('tab', { name: 'Full Time' });
    expect(fullTime).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: '1st Half' }));
    expect(
      screen.getByRole('group', { name: '1st Half Result: Arsenal v Chelsea' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'Match Result: Arsenal v Chelsea' }),
    ).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(fullTime).toHaveAttribute('aria-selected', 'true');
    expect(fullTime).toHaveFocus();
    expect(
      screen.getByRole('group', { name: 'Match Result: Arsenal v Chelsea' }),
    ).toBeInTheDocument();
  });

  it('are not shown when every market is of one period', () => {
    renderWithClient(
      <EventList
        events={[makeFootballEvent({ id: 2, home: 'Ajax', away: 'PSV', prices: [2, 3, 4] })]}
        renderOutcome={renderSlot}
      />,
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('a suspended market', () => {
  for (const layout of ['euro', 'asian', 'thai'] as const) {
    it(`is locked in the ${layout} layout: its prices disabled, and it says so`, () => {
      chooseSettings({ layout });
      renderWithClient(
        <EventList
          events={[
            footballWithLines(
              { id: 1, home: 'Arsenal', away: 'Chelsea', prices: [2.1, 3.4, 3.25] },
              { status: 'suspended' },
            ),
          ]}
          renderOutcome={renderSlot}
        />,
      );
      const groups = screen.getAllByRole('group', { name: /Arsenal v Chelsea/ });
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) {
        expect(within(group).getByText('Suspended')).toBeInTheDocument();
        for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled();
      }
    });
  }
});

describe('a price that moves', () => {
  afterEach(() => vi.useRealTimers());

  for (const layout of ['euro', 'asian', 'thai'] as const) {
    it(`is flagged up, then down, for a moment (${layout})`, () => {
      vi.useFakeTimers();
      chooseSettings({ layout });
      const event = match();
      // An outcome every layout shows: the main handicap line's home side.
      const outcome = 112 * 10 + 1;
      const { rerender } = renderWithSite(
        <EventList events={[event]} renderOutcome={renderSlot} />,
      );
      if (layout === 'euro') {
        // The European row shows the result market: move Arsenal's win price.
        rerender(<EventList events={[repriced(event, 1001, 2.3)]} renderOutcome={renderSlot} />);
        expect(screen.getByRole('img', { name: 'Price up' })).toBeInTheDocument();
        act(() => {
          vi.advanceTimersByTime(PRICE_FLASH_MS + FLAG_CLEAR_STEP_MS);
        });
        expect(screen.queryByRole('img', { name: 'Price up' })).not.toBeInTheDocument();
        rerender(<EventList events={[repriced(event, 1001, 1.9)]} renderOutcome={renderSlot} />);
        expect(screen.getByRole('img', { name: 'Price down' })).toBeInTheDocument();
        return;
      }
      rerender(<EventList events={[repriced(event, outcome, 2.2)]} renderOutcome={renderSlot} />);
      const group = screen.getByRole('group', { name: 'Asian Handicap -0.5: Arsenal v Chelsea' });
      expect(within(group).getByRole('img', { name: 'Price up' })).toBeInTheDocument();
      // Only the outcome that moved is flagged.
      expect(screen.getAllByRole('img', { name: /Price/ })).toHaveLength(1);
      act(() => {
        vi.advanceTimersByTime(PRICE_FLASH_MS - 1);
      });
      expect(within(group).getByRole('img', { name: 'Price up' })).toBeInTheDocument();
      // Flags due together clear together, within one step after the moment.
      act(() => {
        vi.advanceTimersByTime(FLAG_CLEAR_STEP_MS + 1);
      });
      expect(screen.queryByRole('img', { name: /Price/ })).not.toBeInTheDocument();
      rerender(<EventList events={[repriced(event, outcome, 1.9)]} renderOutcome={renderSlot} />);
      expect(within(group).getByRole('img', { name: 'Price down' })).toBeInTheDocument();
    });
  }

  it('is not flagged when the event re-renders with the same price', () => {
    const event = match();
    const { rerender } = renderWithSite(<EventList events={[event]} renderOutcome={renderSlot} />);
    rerender(<EventList events={[{ ...event }]} renderOutcome={renderSlot} />);
    expect(screen.queryByRole('img', { name: /Price/ })).not.toBeInTheDocument();
  });
});

describe('sort by', () => {
  const events = [
    makeFootballEvent({
      id: 1,
      home: 'Late Home',
      away: 'Late Away',
      prices: [2, 3, 4],
      startTime: '2030-05-04T20:00:00.000Z',
      league: 'Premier League',
      leagueId: 10,
    }),
    makeFootballEvent({
      id: 2,
      home: 'Early Home',
      away: 'Early Away',
      prices: [2, 3, 4],
      startTime: '2030-05-04T12:00:00.000Z',
      country: 'Spain',
      league: 'La Liga',
      leagueId: 20,
    }),
    makeFootballEvent({
      id: 3,
      home: 'Mid Home',
      away: 'Mid Away',
      prices: [2, 3, 4],
      startTime: '2030-05-04T15:00:00.000Z',
      league: 'Premier League',
      leagueId: 10,
    }),
  ];
  const rowNames = () =>
    screen.getAllByRole('link', { name: / v / }).map((link) => link.textContent);

  it('competition groups the events by league, each by start time', () => {
    chooseSettings({ sortBy: 'competition' });
    renderWithClient(<EventList events={events} renderOutcome={renderSlot} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'England · Premier League',
      'Spain · La Liga',
    ]);
    expect(rowNames()).toEqual([
      'Mid Home v Mid Away',
      'Late Home v Late Away',
      'Early Home v Early Away',
    ]);
  });

  it('time lists every event by start time, each with its league', () => {
    chooseSettings({ sortBy: 'time' });
    renderWithClient(<EventList events={events} renderOutcome={renderSlot} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'By start time',
    ]);
    expect(rowNames()).toEqual([
      'Early Home v Early Away',
      'Mid Home v Mid Away',
      'Late Home v Late Away',
    ]);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Spain · La Liga');
    expect(rows[1]).toHaveTextContent('England · Premier League');
  });
});

describe('the live list', () => {
  it('shows the player’s layout too', () => {
    chooseSettings({ layout: 'asian' });
    renderWithClient(
      <LiveList events={[asLive(match(), { isLive: true })]} renderOutcome={renderSlot} />,
    );
    expect(
      screen.getByRole('group', { name: 'Asian Handicap -0.5: Arsenal v Chelsea' }),
    ).toBeInTheDocument();
  });

  it('shows a secondary-view sport’s scores by period and the cricket group’s last balls', () => {
    const tennis = asLive(
      {
        ...makeFootballEvent({ id: 5, home: 'Nadal', away: 'Federer', prices: [2, 3, 4] }),
        sportCode: 'TENN',
        sportId: 239,
      },
      {
        isLive: true,
        scoresPerPeriod: [
          { opponentId: 10, periodKey: 'SETS', periodInstance: 0, score: 1 },
          { opponentId: 10, periodKey: 'GAMES', periodInstance: 1, score: 6 },
          { opponentId: 11, periodKey: 'GAMES', periodInstance: 1, score: 4 },
          { opponentId: 10, periodKey: 'GAMES', periodInstance: 2, score: 2 },
          { opponentId: 11, periodKey: 'GAMES', periodInstance: 2, score: 3 },
        ],
      },
    );
    const cricket = asLive(
      {
        ...makeFootballEvent({ id: 6, home: 'India', away: 'England', prices: [2, 3, 4] }),
        sportCode: 'CRIC',
        sportId: 215,
      },
      {
        isLive: true,
        cricketOutcomes: [
          { over: 12, ball: 2, outcome: '4' },
          { over: 12, ball: 1, outcome: '1' },
          { over: 12, ball: 3, outcome: 'W' },
        ],
      },
    );
    renderWithClient(<LiveList events={[tennis, cricket]} renderOutcome={renderSlot} />);
    const sets = screen.getByRole('group', { name: 'Scores by period' });
    expect(sets).toHaveTextContent('6-42-3');
    const balls = screen.getByRole('group', { name: 'Recent balls' });
    expect(
      within(balls)
        .getAllByText(/./)
        .map((b) => b.textContent),
    ).toEqual(['1', '4', 'W']);
  });
});
