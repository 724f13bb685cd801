import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackerIncident, VolleyballState } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import {
  VOLLEYBALL_START,
  incidentMaker,
  testFeed,
  statCells,
  trackerUnderTest,
} from './tracker-test-kit';

const none = { home: 0, away: 0 };

const make = incidentMaker({ month: 4, day: 4, hour: 18 });
function incident(
  kind: TrackerIncident['kind'],
  side: 'home' | 'away' | null,
  volleyball: Partial<VolleyballState>,
  at: { x?: number; y?: number; period?: number } = {},
): TrackerIncident {
  const state = { ...VOLLEYBALL_START, ...volleyball };
  const set = state.sets.at(-1) ?? none;
  const rally = side !== null;
  return make(kind, side, {
    x: at.x ?? 50,
    y: at.y ?? 50,
    period: at.period ?? 1,
    points: rally ? 1 : null,
    score: rally ? { home: set.home, away: set.away } : null,
    volleyball: state,
  });
}

const { render: renderVolleyball, boardRow } = trackerUnderTest(
  { eventId: 6262, pitch: 'volleyball' },
  { home: 'Lagunare', away: 'Dolomiti' },
  'Score by set',
);

describe('the volleyball match tracker', () => {
  // Set 1 went 25–22 to Lagunare; in set 2 Dolomiti lead 2–1 and serve.
  const totals = {
    servePointsWon: { home: 10, away: 9 },
    aces: { home: 2, away: 1 },
    serviceErrors: { home: 3, away: 4 },
    blocks: { home: 5, away: 2 },
    attackPoints: { home: 14, away: 15 },
  };
  const set1 = { home: 25, away: 22 };
  const match = () => [
    incident('period_start', null, {}),
    incident(
      'point',
      'home',
      { ...totals, sets: [set1], setsWon: { home: 1, away: 0 }, setEnd: true },
      { x: 70, y: 40 },
    ),
    incident('period_end', null, { ...totals, sets: [set1], setsWon: { home: 1, away: 0 } }),
    incident(
      'period_start',
      null,
      { ...totals, sets: [set1, none], setsWon: { home: 1, away: 0 }, server: 'away' },
      { period: 2 },
    ),
    incident(
      'block',
      'away',
      {
        ...totals,
        sets: [set1, { home: 0, away: 1 }],
        setsWon: { home: 1, away: 0 },
        server: 'away',
      },
      { x: 44, y: 30, period: 2 },
    ),
    incident(
      'service_error',
      'home',
      {
        ...totals,
        sets: [set1, { home: 1, away: 1 }],
        setsWon: { home: 1, away: 0 },
        server: 'home',
      },
      { x: 51, y: 60, period: 2 },
    ),
    incident(
      'ace',
      'away',
      {
        ...totals,
        sets: [set1, { home: 1, away: 2 }],
        setsWon: { home: 1, away: 0 },
        server: 'away',
      },
      { x: 20, y: 70, period: 2 },
    ),
  ];

  it('shows the score grid: sets won, each set’s points and who serves', async () => {
    renderVolleyball(match());
    // The first render of the file is the slowest (a cold start on a busy machine).
    await screen.findByRole(
      'img',
      { name: /^Volleyball court: Serving: Dolomiti/ },
      { timeout: 4000 },
    );
    expect(boardRow(/Lagunare/)).toEqual({
      header: 'Lagunare',
      cells: ['1', '25', '1', '', '', ''],
    });
    expect(boardRow(/Dolomiti/)).toEqual({
      header: 'Dolomiti (serving)',
      cells: ['0', '22', '2', '', '', ''],
    });
  });

  it('says in the drawing’s text who serves, the last rally and where the ball came down', async () => {
    renderVolleyball(match());
    expect(
      await screen.findByRole('img', {
        name: 'Volleyball court: Serving: Dolomiti. Last point: ace by Dolomiti, in the back zone. Sets 1–0, points 1–2.',
      }),
    ).toBeInTheDocument();
  });

  it('shows the statistics of the match so far, points won from every set', async () => {
    renderVolleyball(match());
    await screen.findByRole('img', { name: /^Volleyball court: Serving: Dolomiti/ });
    const cells = statCells;
    expect(cells('Points won')).toEqual(['26', '24']);
    expect(cells('Points won on serve')).toEqual(['10', '9']);
    expect(cells('Aces')).toEqual(['2', '1']);
    expect(cells('Service errors')).toEqual(['3', '4']);
    expect(cells('Blocks')).toEqual(['5', '2']);
    expect(cells('Attack points')).toEqual(['14', '15']);
  });

  it('keeps aces, blocks, service errors and sets on the timeline, newest first', async () => {
    renderVolleyball(match());
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'S2Ace · Dolomiti (1–2)',
      'S2Service error by Dolomiti (1–1)',
      'S2Block · Dolomiti (0–1)',
      'S2Set 2 starts',
      'S1Set 1 ends',
      'S1Lagunare wins set 1 (Attack point · Lagunare) (25–22)',
      'S1Set 1 starts',
    ]);
  });

  it('follows a pushed rally, and shows the match over with nobody serving', async () => {
    const { feed, push } = testFeed();
    renderVolleyball(match().slice(0, 4), feed);
    await screen.findByRole('img', {
      name: 'Volleyball court: Serving: Dolomiti. Last point: Lagunare, ball in the back zone. Sets 1–0, points 0–0.',
    });
    push(
      incident(
        'block',
        'home',
        {
          sets: [set1, { home: 25, away: 20 }, { home: 25, away: 18 }],
          setsWon: { home: 3, away: 0 },
          setEnd: true,
          server: 'home',
          blocks: { home: 9, away: 4 },
        },
        { x: 54, y: 50, period: 3 },
      ),
    );
    expect(
      await screen.findByRole('img', {
        name: 'Volleyball court: Match over: Lagunare wins, sets 3–0. Last point: block by Lagunare, in the front zone, by the net.',
      }),
    ).toBeInTheDocument();
    expect(boardRow(/Lagunare/)).toEqual({
      header: 'Lagunare',
      cells: ['3', '25', '25', '25', '', ''],
    });
    const rows = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('S3Lagunare wins set 3 (Block · Lagunare) (25–18)');
  });

  it('names the service error’s team in the drawing’s text, and pages the timeline', async () => {
    const errors = Array.from({ length: 13 }, (_, k) =>
      incident('service_error', 'away', {
        sets: [{ home: 0, away: k + 1 }],
        serviceErrors: { home: k + 1, away: 0 },
        server: 'away',
      }),
    );
    renderVolleyball(errors);
    await screen.findByRole('img', {
      name: 'Volleyball court: Serving: Dolomiti. Last point: Dolomiti, on a service error by Lagunare (into the net). Sets 0–0, points 0–13.',
    });
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Show all (13)' }));
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(13);
  });
});
