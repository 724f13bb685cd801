import { act, screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS, type SearchAnswer, type SearchEvent } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathOf, type RecordedCall, stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { HeaderSearch } from '../index';

const SEARCH_PATH = pathOf(ENDPOINTS.search.search);

const FOOTBALL = { id: 240, code: 'FOOT', description: 'Football' };

function event(id: number, description: string, isLive = false): SearchEvent {
  const slug = description.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    description,
    startTime: '2026-11-22T15:00:00.000Z',
    isLive,
    sport: FOOTBALL,
    country: { id: 2402, description: 'Spain' },
    league: { id: 24021, description: 'La Liga' },
    path: `/${isLive ? 'live' : 'events'}/${id}-${slug}`,
  };
}

const NORTE: SearchAnswer = {
  query: 'nort',
  teams: [
    {
      name: 'Real Norte',
      sport: FOOTBALL,
      events: [event(1, 'Real Norte v Costa Azul'), event(2, 'Lago Verde v Real Norte')],
    },
  ],
  leagues: [
    {
      id: 24099,
      description: 'Copa del Norte',
      sport: FOOTBALL,
      country: { id: 2402, description: 'Spain' },
      eventCount: 4,
      path: '/sports/competitions/240-FOOT/2402-spain/24099-copa-del-norte',
    },
  ],
  events: [event(3, 'Northfield v Southport', true)],
};

const EMPTY = (query: string): SearchAnswer => ({ query, teams: [], leagues: [], events: [] });

const qOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').searchParams.get('q');

/** The platform's search answering by query text (`answers`), every call recorded. */
function stubSearch(answers: (q: string) => Response) {
  return stubPlatform([
    { method: 'GET', path: SEARCH_PATH, reply: (call) => answers(qOf(call) ?? '') },
  ]);
}

/** Links followed: the test stops the navigation (jsdom cannot navigate) and notes where to. */
function followedLinks(): string[] {
  const followed: string[] = [];
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest('a');
    if (!link) return;
    e.preventDefault();
    followed.push(link.getAttribute('href') ?? '');
  };
  document.addEventListener('click', onClick, true);
  cleanups.push(() => document.removeEventListener('click', onClick, true));
  return followed;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((fn) => fn());
});

function renderSearch() {
  return renderWithClient(<HeaderSearch locale="en" />);
}

describe('header search (desktop box)', () => {
  it('searches once the typing pauses and shows teams, leagues and events grouped', async () => {
    const platform = stubSearch((q) => jsonResponse(q === 'nort' ? NORTE : EMPTY(q)));
    const { user } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search teams, leagues and events' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'nort');
    const listbox = await screen.findByRole('listbox', {
      name: 'Search teams, leagues and events',
    });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    // One call for the settled text (not one per key), in the page's language.
    const calls = platform.callsTo(SEARCH_PATH);
    expect(calls.map(qOf)).toEqual(['nort']);
    const params = new URL(calls[0]?.url ?? '', 'http://localhost').searchParams;
    expect(params.get('lang')).toBe('en');
    expect(params.get('limit')).toBe('5');

    const teams = within(listbox).getByRole('group', { name: 'Teams' });
    expect(
      within(teams)
        .getAllByRole('option')
        .map((o) => o.getAttribute('href')),
    ).toEqual(['/en/events/1-real-norte-v-costa-azul', '/en/events/2-lago-verde-v-real-norte']);
    const leagues = within(listbox).getByRole('group', { name: 'Leagues' });
    expect(within(leagues).getByRole('option')).toHaveAttribute(
      'href',
      '/en/sports/competitions/240-FOOT/2402-spain/24099-copa-del-norte',
    );
    expect(within(leagues).getByRole('option')).toHaveTextContent('Football · Spain · Events: 4');
    const events = within(listbox).getByRole('group', { name: 'Events' });
    const live = within(events).getByRole('option');
    expect(live).toHaveAttribute('href', '/en/live/3-northfield-v-southport');
    expect(live).toHaveTextContent('Live');
    expect(screen.getByRole('status')).toHaveTextContent('Results: 3');
  });

  it('marks the letters that matched in every name', async () => {
    stubSearch((q) => jsonResponse(q === 'nort' ? NORTE : EMPTY(q)));
    const { user, container } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'nort');
    await screen.findByRole('listbox');
    const marks = Array.from(container.querySelectorAll('[role="listbox"] mark')).map(
      (m) => m.textContent,
    );
    // Team name, its two events, the league, the event.
    expect(marks).toEqual(['Nort', 'Nort', 'Nort', 'Nort', 'Nort']);
    const league = screen
      .getAllByRole('option')
      .find((o) => o.textContent.includes('Copa del Norte'));
    expect(league?.querySelector('mark')).toHaveTextContent('Nort');
  });

  it('moves through the results with the arrow keys and opens the one chosen with Enter', async () => {
    stubSearch((q) => jsonResponse(q === 'nort' ? NORTE : EMPTY(q)));
    const followed = followedLinks();
    const { user } = renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'nort');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Past the last it wraps to the first; up from the first to the last.
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(box);

    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['/en/events/2-lago-verde-v-real-norte']);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the first result on Enter when none is highlighted', async () => {
    stubSearch((q) => jsonResponse(q === 'nort' ? NORTE : EMPTY(q)));
    const followed = followedLinks();
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'nort');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['/en/events/1-real-norte-v-costa-azul']);
  });

  it('closes with Escape, then clears the box with a second Escape', async () => {
    stubSearch((q) => jsonResponse(q === 'nort' ? NORTE : EMPTY(q)));
    const { user } = renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'nort');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('nort');
    // ArrowDown opens it again on the same results.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });

  it('asks for two characters before searching', async () => {
    const platform = stubSearch((q) => jsonResponse(EMPTY(q)));
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'n');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(platform.callsTo(SEARCH_PATH)).toHaveLength(0);
  });

  it('says when nothing matches', async () => {
    stubSearch((q) => jsonResponse(EMPTY(q)));
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'zzzz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Nothing matches “zzzz”. Check the spelling, or try a team, a league or a country.',
      ),
    );
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when search fails and tries again on request', async () => {
    let fail = true;
    stubSearch((q) =>
      fail
        ? jsonResponse({ code: 'INTERNAL_ERROR', message: 'Internal error' }, 500)
        : jsonResponse(q === 'nort' ? NORTE : EMPTY(q)),
    );
    const { user } = renderSearch();
    await user.type(screen.getByRole('combobox'), 'nort');
    expect(await screen.findByText('Search is not available right now.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('shows the newest answer only: a text typed past is not shown', async () => {
    const platform = stubSearch((q) => jsonResponse(q === 'nort' ? NORTE : EMPTY(q)));
    const { user } = renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'nort');
    await screen.findByRole('listbox');
    await user.type(box, 'hxx');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing matches'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(platform.callsTo(SEARCH_PATH).map(qOf)).toEqual(['nort', 'northxx']);
  });
});

describe('the / shortcut', () => {
  let desktop = true;
  beforeEach(() => {
    desktop = true;
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: desktop && query === '(min-width: 1024px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
  });

  it('focuses the search box from anywhere but a field', async () => {
    stubSearch((q) => jsonResponse(EMPTY(q)));
    const { user } = renderWithClient(
      <>
        <input aria-label="Stake" />
        <HeaderSearch locale="en" />
      </>,
    );
    const box = screen.getByRole('combobox');
    await user.click(screen.getByLabelText('Stake'));
    await user.keyboard('/');
    expect(screen.getByLabelText('Stake')).toHaveValue('/');
    expect(box).not.toHaveFocus();
    await user.click(document.body);
    await user.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
  });

  it('opens the search sheet on a phone', async () => {
    desktop = false;
    stubSearch((q) => jsonResponse(EMPTY(q)));
    const { user } = renderSearch();
    await user.keyboard('/');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('header search (phone sheet)', () => {
  it('opens a full-width sheet whose box searches, and closes it', async () => {
    stubSearch((q) => jsonResponse(q === 'nort' ? NORTE : EMPTY(q)));
    const followed = followedLinks();
    const { user } = renderSearch();
    const opener = screen.getByRole('button', { name: 'Search' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Search' });
    const box = within(sheet).getByRole('combobox');
    expect(box).toHaveFocus();

    await user.type(box, 'nort');
    const option = await within(sheet).findByRole('option', { name: /Northfield v Southport/ });
    await user.click(option);
    expect(followed).toEqual(['/en/live/3-northfield-v-southport']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the results open on Tab, so the keyboard reaches and scrolls them', async () => {
    stubSearch((q) => jsonResponse(q === 'nort' ? NORTE : EMPTY(q)));
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const sheet = screen.getByRole('dialog', { name: 'Search' });
    await user.type(within(sheet).getByRole('combobox'), 'nort');
    const listbox = await within(sheet).findByRole('listbox');
    await user.tab(); // the clear button
    await user.tab(); // the results
    expect(listbox.parentElement).toHaveFocus();
    expect(within(sheet).getByRole('listbox')).toBeInTheDocument();
  });

  it('closes with the Close button or with Escape once the box is empty', async () => {
    stubSearch((q) => jsonResponse(EMPTY(q)));
    const { user } = renderSearch();
    const opener = screen.getByRole('button', { name: 'Search' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.keyboard('ab');
    await user.keyboard('{Escape}'); // closes the popup
    await user.keyboard('{Escape}'); // clears the box
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}'); // closes the sheet
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
