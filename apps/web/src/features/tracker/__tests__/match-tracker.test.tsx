import { screen, waitFor, within } from '@testing-library/react';
import {
  ENDPOINTS,
  buildPath,
  type TrackerAnswer,
  type TrackerIncident,
} from '@touchline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { MatchTracker, type TrackerFeed } from '../index';
import { incidentMaker, testFeed } from './tracker-test-kit';

const EVENT = 4242;
const TRACKER_PATH = buildPath(ENDPOINTS.tracker.incidents.path, { eventId: EVENT });

const make = incidentMaker({ month: 4, day: 4, hour: 14 });
function incident(overrides: Partial<TrackerIncident>): TrackerIncident {
  return make('attack', 'home', { x: 60, ...overrides });
}

function answer(incidents: TrackerIncident[]): TrackerAnswer {
  return { eventId: EVENT, pitch: 'football', incidents, cursor: incidents.at(-1)?.seq ?? 0 };
}

function renderTracker(
  feed: TrackerFeed,
  pitch: 'football' | 'basketball' | 'icehockey' = 'football',
) {
  return renderWithClient(
    <MatchTracker eventId={EVENT} pitch={pitch} home="Lions" away="Tigers" feed={feed} />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the match tracker', () => {
  it('draws the ball where the latest incident is and says so in the drawing’s text', async () => {
    const kickOff = incident({
      kind: 'period_start',
      side: null,
      opponentId: null,
      x: 50,
      y: 50,
      minute: 0,
    });
    const danger = incident({
      kind: 'dangerous_attack',
      side: 'away',
      opponentId: 2,
      x: 12,
      y: 48,
      minute: 22,
    });
    stubPlatform([
      { method: 'GET', path: TRACKER_PATH, reply: () => jsonResponse(answer([kickOff, danger])) },
    ]);
    renderTracker(testFeed().feed);
    const pitch = await screen.findByRole('img', {
      name: "Pitch: 23' Tigers: Dangerous attack in the penalty area",
    });
    expect(pitch.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('heading', { name: 'Match tracker' })).toBeVisible();
  });

  it('applies a pushed incident: the drawing, the statistics and the timeline follow', async () => {
    const attack = incident({ kind: 'attack', minute: 10 });
    const platform = stubPlatform([
      { method: 'GET', path: TRACKER_PATH, reply: () => jsonResponse(answer([attack])) },
    ]);
    const { feed, push } = testFeed();
    renderTracker(feed);
    await screen.findByRole('img', { name: /Lions: Attack in midfield/ });
    expect(screen.getByText('Nothing to show yet.')).toBeVisible();

    push(
      incident({ kind: 'goal', minute: 33, x: 94, y: 50, points: 1, score: { home: 1, away: 0 } }),
    );
    // The query cache tells its observers on the next tick.
    expect(
      await screen.findByRole('img', { name: "Pitch: 34' Lions: Goal in the penalty area" }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("34'Goal · Lions (1–0)");
    const shots = screen.getByRole('row', { name: /Shots on target/ });
    expect(
      within(shots)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0']);
    expect(platform.callsTo(TRACKER_PATH)).toHaveLength(1);
  });

  it('lists the timeline newest first, attacks left to the pressure bar', async () => {
    const first = incident({ kind: 'period_start', side: null, opponentId: null, minute: 0 });
    const corner = incident({ kind: 'corner', minute: 5, x: 99, y: 1 });
    const attack = incident({ kind: 'attack', side: 'away', opponentId: 2, minute: 6, x: 40 });
    const card = incident({ kind: 'yellow_card', side: 'away', opponentId: 2, minute: 8 });
    stubPlatform([
      {
        method: 'GET',
        path: TRACKER_PATH,
        reply: () => jsonResponse(answer([first, corner, attack, card])),
      },
    ]);
    renderTracker(testFeed().feed);
    const list = await screen.findByRole('list', { name: 'Timeline' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((r) => r.textContent);
    expect(rows).toEqual(["9'Yellow card · Tigers", "6'Corner · Lions", "1'Half 1 starts"]);
    // Home: a corner (2), away: an attack (1) and nothing from the card.
    expect(screen.getByText('Lions 67%')).toBeVisible();
    expect(screen.getByText('Tigers 33%')).toBeVisible();
  });

  it('reads the call again when the socket is back, keeping what was pushed', async () => {
    const a = incident({ kind: 'attack', minute: 1 });
    const b = incident({ kind: 'corner', minute: 2 });
    const c = incident({ kind: 'free_kick', side: 'away', opponentId: 2, minute: 3, x: 30 });
    let served = [a];
    const platform = stubPlatform([
      { method: 'GET', path: TRACKER_PATH, reply: () => jsonResponse(answer(served)) },
    ]);
    const { feed, push, resume } = testFeed();
    renderTracker(feed);
    await screen.findByRole('img', { name: /Lions: Attack/ });
    push(c);
    // b happened while the socket was down: the platform has it, the push never came.
    served = [a, b, c];
    resume();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(platform.callsTo(TRACKER_PATH)).toHaveLength(2);
    expect(screen.getByRole('img', { name: /Tigers: Free kick/ })).toBeInTheDocument();
  });

  it('draws a court for basketball and names its points', async () => {
    const three = incident({
      kind: 'point',
      points: 3,
      x: 68,
      y: 30,
      minute: 7,
      score: { home: 3, away: 0 },
    });
    stubPlatform([
      { method: 'GET', path: TRACKER_PATH, reply: () => jsonResponse(answer([three])) },
    ]);
    renderTracker(testFeed().feed, 'basketball');
    expect(
      await screen.findByRole('img', { name: "Court: 7' Lions: 3-pointer beyond the arc" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /3-pointers/ })).toHaveTextContent('1');
  });

  it('draws a rink for ice hockey: the puck’s zone, goals, shots on goal and penalties', async () => {
    const faceOff = incident({
      kind: 'period_start',
      side: null,
      opponentId: null,
      minute: 20,
      period: 2,
    });
    const penalty = incident({ kind: 'foul', side: 'home', x: 45, y: 20, minute: 22, period: 2 });
    const shot = incident({
      kind: 'shot_on_target',
      side: 'away',
      opponentId: 2,
      x: 20,
      y: 40,
      minute: 23,
      period: 2,
    });
    const goal = incident({
      kind: 'goal',
      side: 'away',
      opponentId: 2,
      x: 12,
      y: 50,
      minute: 24,
      period: 2,
      points: 1,
      score: { home: 0, away: 1 },
    });
    stubPlatform([
      {
        method: 'GET',
        path: TRACKER_PATH,
        reply: () => jsonResponse(answer([faceOff, penalty, shot, goal])),
      },
    ]);
    const { feed, push } = testFeed();
    renderTracker(feed, 'icehockey');
    const rink = await screen.findByRole('img', { name: "Rink: 24' Tigers: Goal in the slot" });
    expect(rink.tagName.toLowerCase()).toBe('svg');

    const rows = within(screen.getByRole('list', { name: 'Timeline' }))
      .getAllByRole('listitem')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      "24'Goal · Tigers (0–1)",
      "23'Shot on goal · Tigers",
      "22'2-minute penalty · Lions",
      "20'Period 2 starts",
    ]);
    const figures = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(figures(/ Goals /)).toEqual(['0', '1']);
    // A goal is a shot on goal too.
    expect(figures(/Shots on goal/)).toEqual(['0', '2']);
    expect(figures(/Penalties/)).toEqual(['1', '0']);
    expect(screen.queryByRole('row', { name: /Corners|Yellow cards/ })).toBeNull();
    expect(screen.getByText('Pressure, last 5 minutes')).toBeVisible();

    push(incident({ kind: 'attack', side: 'home', x: 55, y: 30, minute: 25, period: 2 }));
    expect(
      await screen.findByRole('img', { name: "Rink: 25' Lions: Attack in the neutral zone" }),
    ).toBeInTheDocument();
    push(incident({ kind: 'dangerous_attack', side: 'home', x: 70, y: 10, minute: 26, period: 2 }));
    expect(
      await screen.findByRole('img', {
        name: "Rink: 26' Lions: Dangerous attack in the attacking zone",
      }),
    ).toBeInTheDocument();
  });

  it('names the ice hockey overtime and shootout', async () => {
    const overtime = incident({
      kind: 'period_start',
      side: null,
      opponentId: null,
      minute: 60,
      period: 4,
    });
    const shootout = incident({
      kind: 'period_start',
      side: null,
      opponentId: null,
      minute: 65,
      period: 5,
    });
    stubPlatform([
      {
        method: 'GET',
        path: TRACKER_PATH,
        reply: () => jsonResponse(answer([overtime, shootout])),
      },
    ]);
    renderTracker(testFeed().feed, 'icehockey');
    expect(await screen.findByRole('img', { name: "Rink: 65' Shootout starts" })).toBeVisible();
    const rows = within(screen.getByRole('list', { name: 'Timeline' }))
      .getAllByRole('listitem')
      .map((r) => r.textContent);
    expect(rows).toEqual(["65'Shootout starts", "60'Overtime starts"]);
  });

  it('shows twelve timeline rows, then all on request', async () => {
    const many = Array.from({ length: 15 }, (_, k) => incident({ kind: 'corner', minute: k }));
    stubPlatform([{ method: 'GET', path: TRACKER_PATH, reply: () => jsonResponse(answer(many)) }]);
    const { user } = renderTracker(testFeed().feed);
    const list = await screen.findByRole('list', { name: 'Timeline' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show all (15)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
