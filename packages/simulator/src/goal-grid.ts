import { remainingGoalsGrid } from './poisson';

/**
 * Prices of goal-count markets from the goals still to come: cell [x][y] of the grid is the
 * probability that home scores x more and away y more (independent Poisson sides), so any
 * market that is a function of the final score is an expectation over the grid.
 */
export interface GoalGrid {
  readonly home: number;
  readonly away: number;
  readonly cells: readonly (readonly number[])[];
}

export function goalGrid(home: number, away: number, homeRate: number, awayRate: number) {
  return { home, away, cells: remainingGoalsGrid(homeRate, awayRate, 10) } satisfies GoalGrid;
}

/** E[f(final home, final away)] over the grid. */
export function expectOver(grid: GoalGrid, f: (home: number, away: number) => number): number {
  let sum = 0;
  grid.cells.forEach((row, x) => {
    row.forEach((p, y) => {
      if (p > 0) sum += p * f(grid.home + x, grid.away + y);
    });
  });
  return sum;
}

export function probabilityOf(grid: GoalGrid, f: (home: number, away: number) => boolean) {
  return expectOver(grid, (h, a) => (f(h, a) ? 1 : 0));
}
