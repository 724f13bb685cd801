import { screen, within } from '@testing-library/react';
import type { BaseballState, TrackerIncident } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import {
  BASEBALL_START,
  incidentMaker,
  statCells,
  testFeed,
  trackerUnderTest,
} from './tracker-test-kit';

const make = incidentMaker({ month: 6, day: 6, hour: 19 });
function incident(
  kind: TrackerIncident['kind'],
  game: Partial<BaseballState>,
  at: { x?: number; y?: number; points?: number; score?: { home: number; away: number } } = {},
): TrackerIncident {
  const state = { ...BASEBALL_START, ...game };
  const mark = kind === 'period_start' || kind === 'period_end';
  return make(kind, mark ? null : state.batting, {
    x: at.x ?? 50,
    y: at.y ?? 88,
    period: state.inning,
    points: at.points ?? null,
    score: at.score ?? null,
    baseball: state,
  });
}

const { render } = trackerUnderTest(
  { eventId: 8484, pitch: 'baseball' },
  { home: 'Tigers', away: 'Lions' },
  'Line score',
);

const bottom = { half: 'bottom' as const, batting: 'home' as const };
/** The Lions lead 3–1; in the bottom of the 4th the Tigers have runners on first and third, one out. */
const totals = {
  hits: { home: 4, away: 6 },
  homeRuns: { home: 0, away: 1 },
  strikeouts: { home: 5, away: 3 },
  walks: { home: 1, away: 2 },
  leftOnBase: { home: 2, away: 3 },
};
const game = () => [
  incident('period_start', {}),
  incident('period_end', { outs: 3, halfEnd: true }),
  incident(
    'single',
    { ...bottom, outs: 0, lineScore: { home: [1], away: [0] }, count: { balls: 1, strikes: 1 } },
    { x: 30, y: 60, points: 1, score: { home: 1, away: 0 } },
  ),
  incident(
    'home_run',
    { inning: 2, lineScore: { home: [1], away: [0, 1] }, count: { balls: 0, strikes: 0 } },
    { x: 70, y: 12, points: 1, score: { home: 1, away: 1 } },
  ),
  incident('strikeout', {
    ...bottom,
    ...totals,
    inning: 4,
    outs: 1,
    lineScore: { home: [1, 0, 0, 0], away: [0, 2, 0, 1] },
    count: { balls: 1, strikes: 3 },
  }),
  incident(
    'single',
    {
      ...bottom,
      ...totals,
      inning: 4,
      outs: 1,
      bases: { first: true, second: false, third: true },
      lineScore: { home: [1, 0, 0, 0], away: [0, 2, 0, 1] },
      count: { balls: 2, strikes: 1 },
    },
    { x: 28, y: 58 },
  ),
];

const lineRow = (team: RegExp) => {
  const table = screen.getByRole('table', { name: 'Line score' });
  const row = within(table).getByRole('row', { name: team });
  return {
    header: within(row).getByRole('rowheader').textContent,
    cells: within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  };
};

describe('the baseball match tracker', () => {
  it('shows the line score: each inning’s runs, runs and hits, who bats', async () => {
    render(game());
    // The first render of the file is the slowest (a cold start on a busy machine).
    await screen.findByRole('img', { name: /^Baseball field: Bottom 4/ }, { timeout: 4000 });
    expect(lineRow(/Lions/)).toEqual({
      header: 'Lions',
      cells: ['0', '2', '0', '1', '', '', '', '', '', '3', '6'],
    });
    expect(lineRow(/Tigers/)).toEqual({
      header: 'Tigers (batting)',
      cells: ['1', '0', '0', '0', '', '', '', '', '', '1', '4'],
    });
    const table = screen.getByRole('table', { name: 'Line score' });
    expect(within(table).getByRole('columnheader', { name: 'Inning 9' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Runs' })).toBeInTheDocument();
  });

  it('says the half, the outs, the runners and the last play; shows its count', async () => {
    render(game());
    expect(
      await screen.findByRole('img', {
        name: 'Baseball field: Bottom 4, 1 out, runners on first and third. Last play: Single · Tigers.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last count 2–1')).toBeInTheDocument();
    expect(screen.getByText('1 out')).toBeInTheDocument();
  });

  it('shows hits, home runs, strikeouts, walks and runners left on base', async () => {
    render(game());
    await screen.findByRole('img', { name: /^Baseball field: Bottom 4/ });
    expect(statCells('Hits')).toEqual(['4', '6']);
    expect(statCells('Home runs')).toEqual(['0', '1']);
    expect(statCells('Strikeouts')).toEqual(['5', '3']);
    expect(statCells('Left on base')).toEqual(['2', '3']);
  });

  it('keeps runs, home runs, strikeouts and the end of each half on the timeline, newest first', async () => {
    render(game());
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '▼4Strikeout · Tigers',
      '▲2Home run · Lions (1–1)',
      '▼1Single · Tigers (1–0)',
      '▲1End of Top 1 (0–0)',
    ]);
  });

  it('follows a pushed walk-off home run, and says who won', async () => {
    const { feed, push } = testFeed();
    render(game(), feed);
    await screen.findByRole('img', { name: /^Baseball field: Bottom 4/ });
    push(
      incident(
        'home_run',
        {
          ...bottom,
          ...totals,
          inning: 9,
          outs: 2,
          lineScore: { home: [1, 0, 0, 0, 0, 0, 0, 0, 3], away: [0, 2, 0, 1, 0, 0, 0, 0, 0] },
          halfEnd: true,
        },
        { x: 20, y: 20, points: 1, score: { home: 4, away: 3 } },
      ),
    );
    expect(
      await screen.findByRole('img', {
        name: 'Baseball field: Tigers won: Lions 3, Tigers 4. Last play: Home run · Tigers.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /batting/ })).toBeNull();
  });

  it('writes X for a bottom of the ninth the home side did not need', async () => {
    render([
      ...game(),
      incident('period_end', {
        ...totals,
        inning: 9,
        outs: 3,
        lineScore: { home: [1, 0, 0, 1, 0, 0, 0, 0], away: [0, 1, 0, 0, 0, 0, 0, 0, 0] },
        halfEnd: true,
      }),
    ]);
    expect(
      await screen.findByRole('img', { name: /^Baseball field: Tigers won: Lions 1, Tigers 2\./ }),
    ).toBeInTheDocument();
    expect(lineRow(/Tigers/).cells.slice(8)).toEqual(['X', '2', '4']);
  });

  it('says so before the first pitch', async () => {
    render([incident('period_start', {})]);
    expect(
      await screen.findByRole('img', {
        name: 'Baseball field: Top 1, 0 out, bases empty. Last play: No pitch yet.',
      }),
    ).toBeInTheDocument();
    expect(lineRow(/Lions/).header).toBe('Lions (batting)');
  });
});
