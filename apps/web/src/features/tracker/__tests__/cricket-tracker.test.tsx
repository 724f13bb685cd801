import { screen, within } from '@testing-library/react';
import type { CricketState, TrackerIncident } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { CRICKET_START, incidentMaker, testFeed, trackerUnderTest } from './tracker-test-kit';

const make = incidentMaker({ month: 4, day: 4, hour: 18 });
function incident(
  kind: TrackerIncident['kind'],
  cricket: Partial<CricketState>,
  at: { x?: number; y?: number; period?: number; points?: number } = {},
): TrackerIncident {
  const state = { ...CRICKET_START, ...cricket };
  const ball = kind !== 'period_start' && kind !== 'period_end';
  return make(kind, ball ? state.batting : null, {
    x: at.x ?? 50,
    y: at.y ?? 58,
    period: at.period ?? state.innings,
    points: at.points ?? null,
    cricket: state,
  });
}

const { render: renderCricket } = trackerUnderTest(
  { eventId: 7373, pitch: 'cricket' },
  { home: 'India', away: 'England' },
  'Scoreboard',
);

/** India made 162/7 in their 20 overs; England are 97/3 after 12.2 overs, chasing 163. */
const firstInnings = { batting: 'home' as const, runs: 162, wickets: 7, balls: 120 };
const chase = {
  innings: 2,
  batting: 'away' as const,
  target: 163,
  firstInnings,
  fours: { home: 14, away: 9 },
  sixes: { home: 6, away: 3 },
  extras: { home: 0, away: 0 },
};
const match = () => [
  incident('period_start', {}),
  incident(
    'four',
    { runs: 150, wickets: 6, balls: 110, fours: { home: 14, away: 0 } },
    {
      x: 90,
      y: 40,
      points: 4,
    },
  ),
  incident('period_end', { ...firstInnings, inningsEnd: true, fours: { home: 14, away: 0 } }),
  incident('period_start', { ...chase }, { period: 2 }),
  incident(
    'wicket',
    { ...chase, runs: 92, wickets: 3, balls: 72, dismissal: 'caught', zone: 'midwicket' },
    { x: 20, y: 40 },
  ),
  incident(
    'runs',
    { ...chase, runs: 93, wickets: 3, balls: 73, thisOver: ['1'], zone: 'point' },
    {
      x: 80,
      y: 60,
      points: 1,
    },
  ),
  incident(
    'six',
    { ...chase, runs: 99, wickets: 3, balls: 74, thisOver: ['1', '6'], zone: 'mid_on' },
    { x: 35, y: 4, points: 6 },
  ),
];

describe('the cricket match tracker', () => {
  it('shows the scoreboard: each side’s innings and who is batting', async () => {
    renderCricket(match());
    // The first render of the file is the slowest (a cold start on a busy machine).
    await screen.findByRole('img', { name: /^Cricket ground: England/ }, { timeout: 4000 });
    const board = screen.getByRole('table', { name: 'Scoreboard' });
    expect(within(board).getByRole('row', { name: /India/ })).toHaveTextContent(
      'India162/7 (20 ov)',
    );
    expect(within(board).getByRole('rowheader', { name: /England/ }).textContent).toBe(
      'England (batting)',
    );
    expect(within(board).getByRole('rowheader', { name: /India/ }).textContent).toBe('India');
    expect(within(board).getByRole('row', { name: /England/ })).toHaveTextContent('99/3 (12.2 ov)');
  });

  it('says in the drawing’s text the score and where the last ball went; shows the chase', async () => {
    renderCricket(match());
    expect(
      await screen.findByRole('img', {
        name: 'Cricket ground: England 99/3 (12.2 ov). Last ball: Six to mid-on.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('England need 64 to win · Balls left: 46 · Required rate: 8.35'),
    ).toBeInTheDocument();
  });

  it('shows this over as a row of balls', async () => {
    renderCricket(match());
    const over = await screen.findByRole('list', { name: 'This over' });
    expect(
      within(over)
        .getAllByRole('listitem')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['1 run', 'Six']);
  });

  it('shows fours, sixes and both sides’ run rates; extras only once there are some', async () => {
    renderCricket(match());
    await screen.findByRole('img', { name: /^Cricket ground: England/ });
    const stats = screen.getByRole('table', { name: 'Match statistics' });
    const row = (name: string) =>
      within(within(stats).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Fours')).toEqual(['14', '9']);
    expect(row('Sixes')).toEqual(['6', '3']);
    expect(row('Run rate')).toEqual(['8.10', '8.03']);
    expect(within(stats).queryByRole('rowheader', { name: 'Extras' })).toBeNull();
  });

  it('keeps wickets, fours, sixes and the end of each innings on the timeline, newest first', async () => {
    renderCricket(match());
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '12.2Six · England (99/3)',
      '11.6Wicket (caught) · England (92/3)',
      'Inn 1End of innings 1 · India 162/7 (20 ov)',
      '18.2Four · India (150/6)',
    ]);
  });

  it('follows a pushed ball, and says the result once the chase is won', async () => {
    const { feed, push } = testFeed();
    renderCricket(match(), feed);
    await screen.findByRole('img', { name: /^Cricket ground: England 99\/3/ });
    push(
      incident(
        'four',
        {
          ...chase,
          runs: 163,
          wickets: 5,
          balls: 113,
          thisOver: ['WD', '4'],
          zone: 'cover',
          extras: { home: 0, away: 1 },
        },
        { x: 92, y: 52, points: 4 },
      ),
    );
    expect(
      await screen.findByRole('img', {
        name: 'Cricket ground: England won by 5 wickets. Last ball: Four to cover.',
      }),
    ).toBeInTheDocument();
    // The chase is over: no chase line, nobody batting; wides are in the extras.
    expect(screen.queryByText(/need .* to win/)).toBeNull();
    expect(screen.queryByRole('rowheader', { name: /batting/ })).toBeNull();
    const stats = screen.getByRole('table', { name: 'Match statistics' });
    expect(within(stats).getByRole('rowheader', { name: 'Extras' })).toBeInTheDocument();
  });

  it('says a tie goes to a super over, and then who won it', async () => {
    const { feed, push } = testFeed();
    const tied = { ...chase, runs: 162, wickets: 8, balls: 120, inningsEnd: true };
    renderCricket([...match(), incident('period_end', tied)], feed);
    expect(
      await screen.findByRole('img', {
        name: 'Cricket ground: Scores level: a super over decides. Last ball: Six to mid-on.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/need .* to win/)).toBeNull();
    push(incident('period_end', { ...tied, superOver: 'home' }, { period: 3 }));
    expect(
      await screen.findByRole('img', {
        name: 'Cricket ground: India won the super over. Last ball: Six to mid-on.',
      }),
    ).toBeInTheDocument();
  });

  it('says so before the first ball', async () => {
    renderCricket([incident('period_start', {})]);
    expect(
      await screen.findByRole('img', {
        name: 'Cricket ground: India 0/0 (0 ov). Last ball: No ball bowled yet.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('New over')).toBeInTheDocument();
    const board = screen.getByRole('table', { name: 'Scoreboard' });
    expect(within(board).getByRole('row', { name: /England/ })).toHaveTextContent('Yet to bat');
  });
});
