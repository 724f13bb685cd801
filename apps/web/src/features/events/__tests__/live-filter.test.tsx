import { initialLiveFilterState } from '@touchline/betting';
import type { LiveEvent } from '@touchline/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { LiveList } from '../components/live-list';
import { useLiveFilterStore } from '../store/live-filter-store';
import { asLive, chooseSettings, renderSlot, renderWithSite, repriced } from './market-fixtures';

/** A live football match in a competition (country) and league of its own. */
function match(
  id: number,
  home: string,
  away: string,
  competition: { id: number; name: string },
  league: { id: number; name: string },
): LiveEvent {
  const event = asLive(makeFootballEvent({ id, home, away, prices: [2, 3, 4] }));
  return {
    ...event,
    eventPaths: [
      { id: 240, description: 'Football', slug: 'football' },
      { id: competition.id, description: competition.name, slug: competition.name.toLowerCase() },
      { id: league.id, description: league.name, slug: league.name.toLowerCase() },
    ],
  };
}

const ENGLAND = { id: 1, name: 'England' };
const SPAIN = { id: 2, name: 'Spain' };
const ITALY = { id: 3, name: 'Italy' };
const PREMIER = { id: 10, name: 'Premier League' };
const CHAMPIONSHIP = { id: 11, name: 'Championship' };
const LA_LIGA = { id: 20, name: 'La Liga' };

const EVENTS: readonly LiveEvent[] = [
  match(1, 'Arsenal', 'Chelsea', ENGLAND, PREMIER),
  match(2, 'Leeds', 'Burnley', ENGLAND, CHAMPIONSHIP),
  match(3, 'Sevilla', 'Betis', SPAIN, LA_LIGA),
];

/** The matches listed (also while a sheet hides the page behind it from assistive tech). */
const shownMatches = () =>
  screen.queryAllByRole('link', { name: / v /, hidden: true }).map((l) => l.textContent);

const checkbox = (name: RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('checkbox', { name });

/** The desktop panel (the mobile sheet is a dialog of its own). */
const panel = () => screen.getByRole('region', { name: 'Competitions' });

beforeEach(() => {
  chooseSettings({ layout: 'euro' });
  useLiveFilterStore.setState({ state: initialLiveFilterState });
});

describe('the live page’s competition filter', () => {
  it('shows every competition unchosen and all events until one is chosen', () => {
    renderWithClient(<LiveList events={EVENTS} renderOutcome={renderSlot} />);
    expect(checkbox(/^All competitions/, panel())).toHaveAttribute('aria-checked', 'true');
    expect(checkbox(/^England/, panel())).toHaveAttribute('aria-checked', 'false');
    expect(checkbox(/^Spain/, panel())).toHaveAttribute('aria-checked', 'false');
    expect(shownMatches()).toEqual(['Arsenal v Chelsea', 'Leeds v Burnley', 'Sevilla v Betis']);
  });

  it('shows only the chosen competition’s events, and more competitions as they are chosen', async () => {
    const { user } = renderWithClient(<LiveList events={EVENTS} renderOutcome={renderSlot} />);
    await user.click(checkbox(/^Spain/, panel()));
    expect(checkbox(/^Spain/, panel())).toHaveAttribute('aria-checked', 'true');
    expect(checkbox(/^All competitions/, panel())).toHaveAttribute('aria-checked', 'false');
    expect(shownMatches()).toEqual(['Sevilla v Betis']);
    await user.click(checkbox(/^England/, panel()));
    expect(shownMatches()).toEqual(['Arsenal v Chelsea', 'Leeds v Burnley', 'Sevilla v Betis']);
    // Toggling a chosen competition takes it out again.
    await user.click(checkbox(/^Spain/, panel()));
    expect(shownMatches()).toEqual(['Arsenal v Chelsea', 'Leeds v Burnley']);
  });

  it('narrows a competition to the leagues chosen in it (partial) and back to whole', async () => {
    const { user } = renderWithClient(<LiveList events={EVENTS} renderOutcome={renderSlot} />);
    const expand = screen.getByRole('button', { name: 'Leagues of England' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    await user.click(checkbox(/^Premier League/, panel()));
    expect(checkbox(/^England/, panel())).toHaveAttribute('aria-checked', 'mixed');
    expect(checkbox(/^Premier League/, panel())).toHaveAttribute('aria-checked', 'true');
    expect(shownMatches()).toEqual(['Arsenal v Chelsea']);
    // The last league un-chosen gives the competition back whole (spec §4).
    await user.click(checkbox(/^Premier League/, panel()));
    expect(checkbox(/^England/, panel())).toHaveAttribute('aria-checked', 'true');
    expect(shownMatches()).toEqual(['Arsenal v Chelsea', 'Leeds v Burnley']);
  });

  it('clears back to every competition', async () => {
    const { user } = renderWithClient(<LiveList events={EVENTS} renderOutcome={renderSlot} />);
    expect(screen.queryByRole('button', { name: 'Clear filter' })).not.toBeInTheDocument();
    await user.click(checkbox(/^Spain/, panel()));
    await user.click(within(panel()).getByRole('button', { name: 'Clear filter' }));
    expect(checkbox(/^All competitions/, panel())).toHaveAttribute('aria-checked', 'true');
    expect(checkbox(/^Spain/, panel())).toHaveAttribute('aria-checked', 'false');
    expect(shownMatches()).toHaveLength(3);
  });

  it('keeps the choice while prices move, and starts again when the competitions change', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithSite(<LiveList events={EVENTS} renderOutcome={renderSlot} />);
    await user.click(checkbox(/^Spain/, panel()));
    const moved = EVENTS.map((e) => repriced(e, e.id * 1000 + 1, 1.5) as LiveEvent);
    rerender(<LiveList events={moved} renderOutcome={renderSlot} />);
    expect(shownMatches()).toEqual(['Sevilla v Betis']);
    expect(screen.getByRole('button', { name: 'Sevilla 1.50' })).toBeInTheDocument();
    // spec §4: a changed competition list resets the filter; the newcomer is listed.
    const newcomer = match(4, 'Roma', 'Lazio', ITALY, { id: 30, name: 'Serie A' });
    rerender(<LiveList events={[...moved, newcomer]} renderOutcome={renderSlot} />);
    expect(checkbox(/^Italy/, panel())).toHaveAttribute('aria-checked', 'false');
    expect(checkbox(/^All competitions/, panel())).toHaveAttribute('aria-checked', 'true');
    expect(shownMatches()).toHaveLength(4);
  });

  it('offers no filter while every live event is in one competition', () => {
    renderWithClient(<LiveList events={EVENTS.slice(0, 2)} renderOutcome={renderSlot} />);
    expect(screen.queryByRole('region', { name: 'Competitions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filter competitions/ })).not.toBeInTheDocument();
    expect(shownMatches()).toHaveLength(2);
  });

  it('offers the same choices on mobile in a sheet, applied with Apply', async () => {
    const { user } = renderWithClient(<LiveList events={EVENTS} renderOutcome={renderSlot} />);
    await user.click(screen.getByRole('button', { name: 'Filter competitions' }));
    const sheet = screen.getByRole('dialog', { name: 'Competitions' });
    await user.click(checkbox(/^Spain/, sheet));
    expect(checkbox(/^Spain/, sheet)).toHaveAttribute('aria-checked', 'true');
    // A draft until applied: the list behind is unchanged.
    expect(shownMatches()).toHaveLength(3);
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shownMatches()).toEqual(['Sevilla v Betis']);
    expect(screen.getByRole('button', { name: 'Filter competitions (1 chosen)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Filter competitions/ }));
    const again = screen.getByRole('dialog', { name: 'Competitions' });
    expect(checkbox(/^Spain/, again)).toHaveAttribute('aria-checked', 'true');
    await user.click(within(again).getByRole('button', { name: 'Clear' }));
    expect(checkbox(/^All competitions/, again)).toHaveAttribute('aria-checked', 'true');
    await user.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(shownMatches()).toHaveLength(3);
  });

  it('discards the sheet’s choices when it is closed without Apply', async () => {
    const { user } = renderWithClient(<LiveList events={EVENTS} renderOutcome={renderSlot} />);
    await user.click(screen.getByRole('button', { name: 'Filter competitions' }));
    const sheet = screen.getByRole('dialog', { name: 'Competitions' });
    await user.click(checkbox(/^England/, sheet));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shownMatches()).toHaveLength(3);
    expect(checkbox(/^England/, panel())).toHaveAttribute('aria-checked', 'false');
  });

  it('draws again only the row whose event changed', () => {
    const drawn: number[] = [];
    const counting = (slot: Parameters<typeof renderSlot>[0]) => {
      drawn.push(slot.event.id);
      return renderSlot(slot);
    };
    const first = EVENTS[0];
    if (!first) throw new Error('no event');
    const { rerender } = renderWithSite(<LiveList events={EVENTS} renderOutcome={counting} />);
    drawn.length = 0;
    const outcome = first.markets[0]?.outcomes[0];
    if (!outcome) throw new Error('no outcome');
    const moved = asLive(repriced(first, outcome.id, 2.5));
    rerender(<LiveList events={[moved, ...EVENTS.slice(1)]} renderOutcome={counting} />);
    expect(new Set(drawn)).toEqual(new Set([first.id]));
    expect(screen.getByRole('button', { name: `${outcome.description} 2.50` })).toBeInTheDocument();
  });

  it('says the set of a running tennis match and the minute of a running football match', () => {
    const [football, , tennisBase] = EVENTS;
    if (!football || !tennisBase) throw new Error('no events');
    const tennis: LiveEvent = {
      ...tennisBase,
      sportCode: 'TENN',
      clock: { minutes: 124, status: 'RUNNING' },
      currentPeriodAbbreviation: 'SETS',
      currentPeriodNumber: 3,
    };
    const running: LiveEvent = {
      ...football,
      clock: { minutes: 67, status: 'RUNNING' },
      currentPeriodAbbreviation: 'HALF',
      currentPeriodNumber: 2,
    };
    renderWithSite(<LiveList events={[running, tennis]} renderOutcome={renderSlot} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent("67'");
    expect(rows[1]).toHaveTextContent('Set 3');
    expect(rows[1]).not.toHaveTextContent("124'");
  });
});
