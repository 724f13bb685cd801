import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TennisState, TrackerIncident } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { incidentMaker, testFeed, statCells, trackerUnderTest } from './tracker-test-kit';

const START: TennisState = {
  server: 'home',
  sets: [{ home: 0, away: 0 }],
  game: { home: '0', away: '0' },
  tiebreak: false,
  gameEnd: null,
  pointsWon: { home: 0, away: 0 },
  aces: { home: 0, away: 0 },
  doubleFaults: { home: 0, away: 0 },
  breaks: { home: 0, away: 0 },
};

const make = incidentMaker({ month: 4, day: 4, hour: 14 });
function incident(
  kind: TrackerIncident['kind'],
  side: 'home' | 'away' | null,
  tennis: Partial<TennisState>,
  at: { x?: number; y?: number; period?: number } = {},
): TrackerIncident {
  return make(kind, side, {
    x: at.x ?? 50,
    y: at.y ?? 50,
    period: at.period ?? 1,
    tennis: { ...START, ...tennis },
  });
}

const { render: renderTennis, boardRow } = trackerUnderTest(
  { eventId: 5151, pitch: 'tennis' },
  { home: 'Sinner', away: 'Alcaraz' },
  'Score',
);

describe('the tennis match tracker', () => {
  // Set 1 went 6-4 to Sinner; in set 2 at 2-1 Alcaraz serves at 30-40 after an ace and a point.
  const afterSet1 = {
    sets: [
      { home: 6, away: 4 },
      { home: 2, away: 1 },
    ],
    pointsWon: { home: 40, away: 33 },
    aces: { home: 3, away: 1 },
    doubleFaults: { home: 1, away: 2 },
    breaks: { home: 2, away: 1 },
  };
  const match = () => [
    incident('period_start', null, { sets: [{ home: 0, away: 0 }] }),
    incident('period_end', null, { sets: [{ home: 6, away: 4 }], server: 'away' }),
    incident(
      'period_start',
      null,
      {
        sets: [
          { home: 6, away: 4 },
          { home: 0, away: 0 },
        ],
        server: 'away',
      },
      { period: 2 },
    ),
    incident(
      'point',
      'home',
      {
        ...afterSet1,
        sets: [
          { home: 6, away: 4 },
          { home: 2, away: 1 },
        ],
        server: 'away',
        gameEnd: 'break',
      },
      { x: 90, y: 40, period: 2 },
    ),
    incident(
      'ace',
      'away',
      { ...afterSet1, server: 'away', game: { home: '0', away: '15' } },
      { x: 30, y: 60, period: 2 },
    ),
    incident(
      'point',
      'home',
      { ...afterSet1, server: 'away', game: { home: '15', away: '15' } },
      { x: 80, y: 30, period: 2 },
    ),
    incident(
      'point',
      'home',
      { ...afterSet1, server: 'away', game: { home: '30', away: '15' } },
      { x: 85, y: 50, period: 2 },
    ),
    incident(
      'point',
      'away',
      { ...afterSet1, server: 'away', game: { home: '30', away: '30' } },
      { x: 20, y: 50, period: 2 },
    ),
    incident(
      'point',
      'home',
      { ...afterSet1, server: 'away', game: { home: '40', away: '30' } },
      { x: 95, y: 70, period: 2 },
    ),
  ];

  it('shows the score grid: sets won, each set’s games, the game’s points and who serves', async () => {
    renderTennis(match());
    await screen.findByRole('img', { name: /^Tennis court: Serving: Alcaraz/ });
    expect(boardRow(/Sinner/)).toEqual({ header: 'Sinner', cells: ['1', '6', '2', '', '40'] });
    expect(boardRow(/Alcaraz/)).toEqual({
      header: 'Alcaraz (serving)',
      cells: ['0', '4', '1', '', '30'],
    });
  });

  it('says in the drawing’s text who serves, the last point and where the ball went', async () => {
    renderTennis(match());
    expect(
      await screen.findByRole('img', {
        name: 'Tennis court: Serving: Alcaraz. Last point: Sinner, ball deep, by the baseline. Sets 1–0, games 2–1, points 40–30.',
      }),
    ).toBeInTheDocument();
  });

  it('lists this game’s points, and the statistics from the match so far', async () => {
    renderTennis(match());
    await screen.findByRole('img', { name: /^Tennis court: Serving: Alcaraz/ });
    const game = screen.getByRole('heading', { name: 'This game' });
    const points = within(game.parentElement ?? document.body).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual([
      '0–15 Ace',
      '15–15',
      '30–15',
      '30–30',
      '40–30',
    ]);
    const cells = statCells;
    expect(cells('Aces')).toEqual(['3', '1']);
    expect(cells('Double faults')).toEqual(['1', '2']);
    expect(cells('Breaks of serve')).toEqual(['2', '1']);
    expect(cells('Points won')).toEqual(['40', '33']);
  });

  it('keeps games, breaks, aces and sets on the timeline, newest first, rally points off it', async () => {
    renderTennis(match());
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'S2Ace · Alcaraz (0–15)',
      'S2Break of serve: Sinner (2–1)',
      'S2Set 2 starts',
      'S1Set 1 ends (6–4)',
      'S1Set 1 starts',
    ]);
  });

  it('follows a pushed point: Alcaraz saves it at deuce, then double-faults', async () => {
    const { feed, push } = testFeed();
    renderTennis(match(), feed);
    await screen.findByRole('img', { name: /points 40–30/ });
    push(
      incident(
        'point',
        'away',
        { ...afterSet1, server: 'away', game: { home: '40', away: '40' } },
        { x: 10, y: 50, period: 2 },
      ),
    );
    expect(await screen.findByRole('img', { name: /points 40–40\.$/ })).toBeInTheDocument();
    push(
      incident(
        'double_fault',
        'away',
        {
          ...afterSet1,
          sets: [
            { home: 6, away: 4 },
            { home: 3, away: 1 },
          ],
          server: 'home',
          gameEnd: 'break',
          doubleFaults: { home: 1, away: 3 },
          breaks: { home: 3, away: 1 },
        },
        { x: 51, y: 30, period: 2 },
      ),
    );
    expect(
      await screen.findByRole('img', {
        name: 'Tennis court: Serving: Sinner. Last point: double fault by Alcaraz, into the net. Sets 1–0, games 3–1, points 0–0.',
      }),
    ).toBeInTheDocument();
    expect(boardRow(/Sinner/).header).toBe('Sinner (serving)');
    const rows = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('S2Break of serve: Sinner (Double fault · Alcaraz) (3–1)');
    // A new game: no points yet, the server says who is to serve.
    expect(screen.getByText('Sinner to serve')).toBeVisible();
  });

  it('shows the match over: no server, the sets bold, and no points', async () => {
    renderTennis([
      ...match().slice(0, 3),
      incident(
        'point',
        'home',
        {
          sets: [
            { home: 6, away: 4 },
            { home: 6, away: 3 },
          ],
          gameEnd: 'hold',
          server: 'away',
        },
        { x: 70, period: 2 },
      ),
      incident(
        'period_end',
        null,
        {
          sets: [
            { home: 6, away: 4 },
            { home: 6, away: 3 },
          ],
          server: 'away',
        },
        { period: 2 },
      ),
    ]);
    // The last point is still told after the set's end mark; nobody serves any more.
    await screen.findByRole('img', {
      name: 'Tennis court: Match over: Sinner wins, sets 2–0. Last point: Sinner, ball in the service box.',
    });
    expect(boardRow(/Sinner/)).toEqual({ header: 'Sinner', cells: ['2', '6', '6', '', ''] });
    expect(boardRow(/Alcaraz/)).toEqual({ header: 'Alcaraz', cells: ['0', '4', '3', '', ''] });
  });

  it('shows the timeline’s first twelve rows, then all of them on demand', async () => {
    const aces = Array.from({ length: 14 }, (_, k) =>
      incident('ace', 'home', { aces: { home: k + 1, away: 0 }, game: { home: '15', away: '0' } }),
    );
    renderTennis(aces);
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Show all (14)' }));
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(14);
  });
});
