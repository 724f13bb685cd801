import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeFootballEvent } from '../../../shared/testing/fixtures';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { EventView } from '../components/event-view';
import { LiveList } from '../components/live-list';
import { asLive, chooseSettings, renderSlot } from './market-fixtures';

beforeEach(() => chooseSettings());

/** The 4th inning, 58 minutes into the simulator's game. */
const baseball = () =>
  asLive(
    {
      ...makeFootballEvent({ id: 7, home: 'Tigers', away: 'Lions', prices: [2, 3, 4] }),
      sportCode: 'BASE',
      sportId: 226,
    },
    {
      isLive: true,
      clock: { minutes: 58, status: 'RUNNING' },
      currentPeriodAbbreviation: 'PERIOD',
      currentPeriodNumber: 4,
      scores: [
        { opponentId: 14, score: 3 },
        { opponentId: 15, score: 1 },
      ],
    },
  );

describe('a live baseball clock', () => {
  it("says which inning is on, not the minutes a football clock would show (58')", () => {
    renderWithClient(<EventView event={baseball()} renderOutcome={renderSlot} />);
    const score = screen.getByRole('group', { name: 'Score' });
    expect(score).toHaveTextContent('Inning 4');
    expect(score).not.toHaveTextContent("58'");
  });

  it('reads the same in the live list', () => {
    renderWithClient(<LiveList events={[baseball()]} renderOutcome={renderSlot} />);
    expect(screen.getByText('Inning 4')).toBeInTheDocument();
    expect(screen.queryByText("58'")).not.toBeInTheDocument();
  });
});
