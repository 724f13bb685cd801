import { screen, within } from '@testing-library/react';
import type { AmericanFootballState, TrackerIncident } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { incidentMaker, statCells, testFeed, trackerUnderTest } from './tracker-test-kit';

const none = { home: 0, away: 0 };

/** A game before its kick-off. */
const KICK_OFF: AmericanFootballState = {
  possession: null,
  ballOn: null,
  down: null,
  toGo: null,
  goalToGo: false,
  gain: null,
  drive: null,
  touchdowns: none,
  fieldGoals: none,
  safeties: none,
  firstDowns: none,
  yards: none,
  turnovers: none,
  punts: none,
  possessionSeconds: none,
};

const make = incidentMaker({ month: 8, day: 8, hour: 18 });
function incident(
  kind: TrackerIncident['kind'],
  side: 'home' | 'away' | null,
  game: Partial<AmericanFootballState>,
  extra: Partial<TrackerIncident> = {},
): TrackerIncident {
  const state = { ...KICK_OFF, ...game };
  return make(kind, side, { x: state.ballOn ?? 50, americanFootball: state, ...extra });
}

const { render } = trackerUnderTest(
  { eventId: 7373, pitch: 'americanfootball' },
  { home: 'Tigers', away: 'Lions' },
  'unused',
);

const field = () => screen.getByRole('img', { name: /^American football field: / });

describe('the American football match tracker', () => {
  // The Tigers receive, drive 75 yards for a touchdown and its extra point; the Lions' first
  // snap is intercepted; the Tigers have 2nd & 7 on the Lions' 35.
  const totals = {
    touchdowns: { home: 1, away: 0 },
    firstDowns: { home: 4, away: 0 },
    yards: { home: 78, away: 0 },
    turnovers: { home: 0, away: 1 },
    possessionSeconds: { home: 250, away: 31 },
  };
  const game = () => [
    incident('period_start', null, {}),
    incident('kickoff', 'away', { possession: 'home', ballOn: 25, down: 1, toGo: 10 }),
    incident('play', 'home', {
      possession: 'home',
      ballOn: 100,
      gain: 75,
      touchdowns: totals.touchdowns,
    }),
    incident(
      'touchdown',
      'home',
      { possession: 'home', ballOn: 100, gain: 75, touchdowns: totals.touchdowns },
      { x: 100, points: 6, score: { home: 6, away: 0 } },
    ),
    incident(
      'extra_point',
      'home',
      { touchdowns: totals.touchdowns },
      { x: 100, points: 1, score: { home: 7, away: 0 } },
    ),
    incident('kickoff', 'home', { possession: 'away', ballOn: 75, down: 1, toGo: 10 }),
    incident('interception', 'home', {
      ...totals,
      possession: 'home',
      ballOn: 62,
      down: 1,
      toGo: 10,
    }),
    incident('play', 'home', {
      ...totals,
      possession: 'home',
      ballOn: 65,
      down: 2,
      toGo: 7,
      gain: 3,
      drive: { plays: 1, yards: 3 },
    }),
  ];

  it('draws the field with the ball, the down and distance, and says it in words', async () => {
    render(game());
    expect(await screen.findByRole('img', { name: /Tigers have the ball/ })).toBeInTheDocument();
    expect(field()).toHaveAccessibleName(
      "American football field: Tigers have the ball: 2nd & 7 on the Lions 35. Drive: 1 plays, 3 yards. Last: 8' 3-yard gain · Tigers.",
    );
    // The line under the field says the same (the drawing's text alternative, visible).
    expect(screen.getByText(/^Tigers have the ball: 2nd & 7/)).toBeInTheDocument();
  });

  it('shows the game statistics, time of possession as a clock reads it', async () => {
    render(game());
    await screen.findByRole('img', { name: /Tigers have the ball/ });
    expect(statCells('Touchdowns')).toEqual(['1', '0']);
    expect(statCells('First downs')).toEqual(['4', '0']);
    expect(statCells('Total yards')).toEqual(['78', '0']);
    expect(statCells('Turnovers')).toEqual(['0', '1']);
    const stats = screen.getByRole('table', { name: 'Match statistics' });
    const possession = within(stats).getByRole('row', { name: /Time of possession/ });
    expect(
      within(possession)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4:10', '0:31']);
  });

  it('lists the scores and turnovers newest first, with the score after each score', async () => {
    render(game());
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const rows = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      "8'Interception by Tigers",
      "6'Extra point · Tigers (7–0)",
      "5'Touchdown · Tigers (6–0)",
      "2'Q1 starts",
    ]);
  });

  it('follows the pushes: a punt hands the ball over, no one has it at half-time', async () => {
    const { feed, push } = testFeed();
    render(game(), feed);
    await screen.findByRole('img', { name: /Tigers have the ball/ });
    push(
      incident('punt', 'home', {
        ...totals,
        possession: 'away',
        ballOn: 90,
        down: 1,
        toGo: 10,
        punts: { home: 1, away: 0 },
      }),
    );
    expect(
      await screen.findByRole('img', {
        name: "American football field: Lions have the ball: 1st & 10 on the Lions 10. New drive. Last: 9' Punt · Tigers.",
      }),
    ).toBeInTheDocument();
    expect(statCells('Punts')).toEqual(['1', '0']);
    push(incident('period_end', null, { ...totals, punts: { home: 1, away: 0 } }, { period: 2 }));
    expect(
      await screen.findByRole('img', {
        name: "American football field: No one has the ball. Last: 10' Q2 ends.",
      }),
    ).toBeInTheDocument();
  });

  it('reads goal to go', async () => {
    render([
      incident('play', 'away', {
        possession: 'away',
        ballOn: 6,
        down: 1,
        toGo: 6,
        goalToGo: true,
        gain: 12,
        drive: { plays: 6, yards: 69 },
      }),
    ]);
    expect(
      await screen.findByRole('img', { name: /1st & goal on the Tigers 6/ }),
    ).toBeInTheDocument();
  });

  it('says when it has nothing yet', async () => {
    render([]);
    expect(
      await screen.findByRole('img', {
        name: 'American football field: waiting for the first incident',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
  });
});
