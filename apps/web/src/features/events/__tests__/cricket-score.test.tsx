import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { EventView } from '../components/event-view';
import { LiveList } from '../components/live-list';
import { asLive, chooseSettings, renderSlot } from './market-fixtures';

beforeEach(() => chooseSettings());

/** India batted first (154/6 after 18.2 overs); England has not batted yet. */
const cricket = (perPeriod = true) =>
  asLive(
    {
      ...makeFootballEvent({ id: 6, home: 'India', away: 'England', prices: [2, 3, 4] }),
      sportCode: 'CRIC',
      sportId: 215,
    },
    {
      isLive: true,
      clock: { minutes: 104, status: 'RUNNING' },
      currentPeriodAbbreviation: 'PERIOD',
      currentPeriodNumber: 1,
      // What the platform summed before: runs + wickets + balls.
      scores: [
        { opponentId: 12, score: 280 },
        { opponentId: 13, score: 0 },
      ],
      scoresPerPeriod: perPeriod
        ? [
            { opponentId: 12, periodKey: 'RUNS', periodInstance: 1, score: 154 },
            { opponentId: 12, periodKey: 'WICKETS', periodInstance: 1, score: 6 },
            { opponentId: 12, periodKey: 'BALLS', periodInstance: 1, score: 110 },
          ]
        : [],
    },
  );

describe('a cricket score', () => {
  it('shows on the event page as runs/wickets with the overs, never their sum', () => {
    renderWithClient(<EventView event={cricket()} renderOutcome={renderSlot} />);
    const score = screen.getByRole('group', { name: 'Score' });
    expect(score).toHaveTextContent(/^India\s*154\/6 \(18\.2\)\s*–\s*England\s*Yet to bat/);
    expect(score).not.toHaveTextContent('280');
  });

  it("says which innings is on, not the minutes a football clock would show (104')", () => {
    renderWithClient(<EventView event={cricket()} renderOutcome={renderSlot} />);
    const score = screen.getByRole('group', { name: 'Score' });
    expect(score).toHaveTextContent('Innings 1');
    expect(score).not.toHaveTextContent("104'");
  });

  it('shows the same way in the live list', () => {
    renderWithClient(<LiveList events={[cricket()]} renderOutcome={renderSlot} />);
    expect(screen.getByText(/154\/6 \(18\.2\)/)).toBeInTheDocument();
    expect(screen.queryByText(/280/)).not.toBeInTheDocument();
  });
});
