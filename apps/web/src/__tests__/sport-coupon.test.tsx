import { initialBetslipState } from '@touchline/betting';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SportCoupon } from '../../app/[locale]/_components/sport-coupon';
import { Betslip, useBetslipStore } from '../features/betslip';
import { makeFootballEvent } from '../shared/testing/fixtures';
import { renderWithClient } from '../shared/testing/render-with-client';

// The composed pre-match page as a player sees it: fixtures, prices and the betslip.
const EVENTS = [
  makeFootballEvent({
    id: 1,
    home: 'Northbridge United',
    away: 'Eastport Rovers',
    prices: [2.1, 3.4, 3.25],
  }),
  makeFootballEvent({
    id: 2,
    home: 'Kingsmoor',
    away: 'Harbour City',
    prices: [1.95, 3.6, 3.9],
    country: 'Spain',
    league: 'La Liga',
    leagueId: 20,
    status: 'suspended',
  }),
];

function renderCoupon(events = EVENTS) {
  return renderWithClient(
    <>
      <SportCoupon events={events} />
      <Betslip />
    </>,
  );
}

describe('pre-match list with the betslip', () => {
  beforeEach(() => {
    useBetslipStore.setState({ state: initialBetslipState });
  });

  it('groups fixtures under a heading per league', () => {
    renderCoupon();
    expect(screen.getByRole('heading', { name: 'England · Premier League' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spain · La Liga' })).toBeInTheDocument();
    expect(screen.getByText('Northbridge United v Eastport Rovers')).toBeInTheDocument();
  });

  it('names each price button "{outcome} {odds}"', () => {
    renderCoupon();
    const names = ['Northbridge United 2.10', 'Draw 3.40', 'Eastport Rovers 3.25'];
    for (const name of names) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeEnabled();
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('disables the prices of a suspended market', () => {
    renderCoupon();
    expect(screen.getByRole('button', { name: 'Kingsmoor 1.95' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Draw 3.60' })).toBeDisabled();
  });

  it('adds a selection to the betslip on click and removes it on a second click', async () => {
    const { user } = renderCoupon();
    const betslip = screen.getByRole('complementary', { name: 'Betslip' });
    const price = screen.getByRole('button', { name: 'Northbridge United 2.10' });
    expect(within(betslip).getByText('Your betslip is empty')).toBeInTheDocument();

    await user.click(price);

    expect(price).toHaveAttribute('aria-pressed', 'true');
    expect(within(betslip).getByText('Northbridge United')).toBeInTheDocument();
    expect(within(betslip).getByText('Northbridge United v Eastport Rovers')).toBeInTheDocument();
    expect(within(betslip).getByText('2.10')).toBeInTheDocument();
    expect(within(betslip).getByLabelText('Stake for Northbridge United')).toBeInTheDocument();
    expect(
      within(betslip).getByRole('button', { name: 'Remove Northbridge United' }),
    ).toBeInTheDocument();

    await user.click(price);

    expect(price).toHaveAttribute('aria-pressed', 'false');
    expect(within(betslip).queryByText('Northbridge United')).not.toBeInTheDocument();
    expect(within(betslip).getByText('Your betslip is empty')).toBeInTheDocument();
  });

  it('unpresses the price when the bet is removed from the betslip', async () => {
    const { user } = renderCoupon();
    const price = screen.getByRole('button', { name: 'Draw 3.40' });
    await user.click(price);
    await user.click(screen.getByRole('button', { name: 'Remove Draw' }));
    expect(price).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when there are no events', () => {
    renderCoupon([]);
    expect(screen.getByText('No events found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /·/ })).not.toBeInTheDocument();
  });
});
