import { act, screen, within } from '@testing-library/react';
import {
  ENDPOINTS,
  buildPath,
  type BaseballState,
  type CricketState,
  type TrackerIncident,
  type TrackerPitch,
  type VolleyballState,
} from '@touchline/contract';
import { afterEach, vi } from 'vitest';
import { stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { MatchTracker, type TrackerFeed } from '../index';

/** The tracker tests' shared pieces: a feed to push into, rendering over a stubbed call, the score grid. */

/** A feed the test pushes into, as the live connection would. */
export function testFeed() {
  const listeners = new Set<(incidents: readonly TrackerIncident[]) => void>();
  const resumes = new Set<() => void>();
  const feed: TrackerFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResume(listener) {
      resumes.add(listener);
      return () => resumes.delete(listener);
    },
  };
  return {
    feed,
    push: (...incidents: TrackerIncident[]) => {
      act(() => {
        for (const l of listeners) l(incidents);
      });
    },
    resume: () => {
      act(() => {
        for (const r of resumes) r();
      });
    },
  };
}

/** The tracker of an event whose call answers `incidents`. */
export function renderTrackerWith(
  event: { readonly eventId: number; readonly pitch: TrackerPitch },
  sides: { readonly home: string; readonly away: string },
  incidents: readonly TrackerIncident[],
  feed: TrackerFeed = testFeed().feed,
) {
  const path = buildPath(ENDPOINTS.tracker.incidents.path, { eventId: event.eventId });
  stubPlatform([
    {
      method: 'GET',
      path,
      reply: () =>
        jsonResponse({
          eventId: event.eventId,
          pitch: event.pitch,
          incidents,
          cursor: incidents.at(-1)?.seq ?? 0,
        }),
    },
  ]);
  return renderWithClient(<MatchTracker {...event} {...sides} feed={feed} />);
}

/**
 * A test file's incident maker: numbered from 1 (again after each test), `minute` its number and
 * `at` that many minutes past `start` (UTC, 2030); the home team is opponent 1, the away 2. A
 * sport's file wraps it with its own state; `fields` override the rest.
 */
export function incidentMaker(start: {
  readonly month: number;
  readonly day: number;
  readonly hour: number;
}) {
  let seq = 0;
  afterEach(() => {
    seq = 0;
  });
  return (
    kind: TrackerIncident['kind'],
    side: 'home' | 'away' | null,
    fields: Partial<TrackerIncident> = {},
  ): TrackerIncident => {
    seq++;
    return {
      seq,
      at: new Date(Date.UTC(2030, start.month, start.day, start.hour, seq)).toISOString(),
      kind,
      side,
      opponentId: side === null ? null : side === 'home' ? 1 : 2,
      x: 50,
      y: 50,
      minute: seq,
      period: 1,
      points: null,
      score: null,
      ...fields,
    };
  };
}

/**
 * One sport's tracker under test: `render` draws it over the stubbed call, `boardRow` reads its
 * score grid (named `board`); the stubbed platform is taken away after each test.
 */
export function trackerUnderTest(
  event: { readonly eventId: number; readonly pitch: TrackerPitch },
  sides: { readonly home: string; readonly away: string },
  board: string,
) {
  afterEach(() => vi.unstubAllGlobals());
  return {
    render: (incidents: readonly TrackerIncident[], feed?: TrackerFeed) =>
      renderTrackerWith(event, sides, incidents, feed),
    boardRow: (side: RegExp) => boardRow(board, side),
  };
}

/** A row of a set sport's score grid: the side's cell, then sets won and each set's figures. */
export function boardRow(board: string, side: RegExp) {
  const table = screen.getByRole('table', { name: board });
  const row = within(table).getByRole('row', { name: side });
  return {
    header: within(row).getByRole('rowheader').textContent,
    cells: within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  };
}

/** A statistic's two figures (home, away) in the "Match statistics" table, by its exact name. */
export function statCells(name: string) {
  const stats = screen.getByRole('table', { name: 'Match statistics' });
  return within(within(stats).getByRole('row', { name: new RegExp(`^\\d+ ${name} \\d+$`) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

const none = { home: 0, away: 0 };

/** A volleyball match before its first rally, the home team to serve. */
export const VOLLEYBALL_START: VolleyballState = {
  server: 'home',
  sets: [none],
  setsWon: none,
  setEnd: false,
  servePointsWon: none,
  aces: none,
  serviceErrors: none,
  blocks: none,
  attackPoints: none,
};

/** A cricket match before its first ball, the home side to bat. */
export const CRICKET_START: CricketState = {
  innings: 1,
  batting: 'home',
  runs: 0,
  wickets: 0,
  balls: 0,
  target: null,
  thisOver: [],
  firstInnings: null,
  zone: null,
  dismissal: null,
  inningsEnd: false,
  fours: none,
  sixes: none,
  extras: none,
  superOver: null,
};

/** A baseball game before its first pitch: the top of the first, the visitors to bat. */
export const BASEBALL_START: BaseballState = {
  inning: 1,
  half: 'top',
  batting: 'away',
  outs: 0,
  bases: { first: false, second: false, third: false },
  count: null,
  lineScore: { home: [], away: [0] },
  hits: none,
  homeRuns: none,
  strikeouts: none,
  walks: none,
  leftOnBase: none,
  halfEnd: false,
};
