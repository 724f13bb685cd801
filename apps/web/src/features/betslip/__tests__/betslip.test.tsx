import {
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  type BetslipNewSelection,
} from '@touchline/betting';
import { initialShellState } from '@touchline/site';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useShellStore } from '../../../shared/session/shell-store';
import { useSessionStore } from '../../../shared/session/session-store';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { Betslip } from '../components/betslip';
import { useBetslipStore } from '../store/betslip-store';
import { usePricingStore } from '../store/pricing-store';
import { fakeBetslipPlatform } from './fake-betslip-platform';

const HOME: BetslipNewSelection = {
  outcomeId: outcomeId(1001),
  eventId: eventId(1),
  marketId: marketId(100),
  decimal: 2.1,
  eventDescription: 'Northbridge United v Eastport Rovers',
  marketDescription: 'Match Result',
  outcomeDescription: 'Northbridge United',
};

const DRAW: BetslipNewSelection = {
  ...HOME,
  outcomeId: outcomeId(1002),
  decimal: 3.4,
  outcomeDescription: 'Draw',
};

describe('betslip stake entry', () => {
  beforeEach(() => {
    useBetslipStore.setState({ state: initialBetslipState });
    usePricingStore.getState().reset();
    // The platform's pricing at the fetch edge (the package's engine over these two prices).
    fakeBetslipPlatform([
      { outcomeId: 1001, eventId: 1, marketId: 100, decimal: '2.1' },
      { outcomeId: 1002, eventId: 1, marketId: 100, decimal: '3.4' },
    ]);
    useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
    useShellStore.setState({ state: initialShellState });
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: HOME });
  });

  it('accepts digits and one dot with at most two decimals, nothing else', async () => {
    const { user } = renderWithClient(<Betslip />);
    const stake = screen.getByLabelText('Stake for Northbridge United');
    expect(stake).toHaveAttribute('inputmode', 'decimal');

    await user.type(stake, 'a1b0');
    expect(stake).toHaveValue('10');

    await user.type(stake, '.5.');
    expect(stake).toHaveValue('10.5');

    await user.type(stake, '55');
    expect(stake).toHaveValue('10.55');

    await user.clear(stake);
    await user.type(stake, '.');
    expect(stake).toHaveValue('');

    await user.type(stake, '00');
    expect(stake).toHaveValue('0');
  });

  it('shows the potential returns the platform prices for the stake', async () => {
    const { user } = renderWithClient(<Betslip />);
    expect(screen.getByText('Potential returns: €0.00')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Stake for Northbridge United'), '10');
    expect(await screen.findByText('Potential returns: €21.00')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Stake for Northbridge United'), '.5');
    // 10.50 × 2.10 = 22.05, once the stake debounce has passed.
    expect(await screen.findByText('Potential returns: €22.05')).toBeInTheDocument();
  });

  it('says why a key was refused, in words', async () => {
    const { user } = renderWithClient(<Betslip />);
    const stake = screen.getByLabelText('Stake for Northbridge United');
    await user.type(stake, '10.555');
    expect(stake).toHaveValue('10.55');
    expect(stake).toHaveAccessibleDescription('A stake can have at most 2 decimals.');
    await user.type(stake, '{Backspace}');
    expect(stake).toHaveValue('10.5');
    expect(stake).not.toHaveAccessibleDescription();
  });

  it('enables Place Bet only once some bet has a stake above zero', async () => {
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: DRAW });
    const { user } = renderWithClient(<Betslip />);
    const place = screen.getByRole('button', { name: 'Place Bet' });
    expect(place).toBeDisabled();

    await user.type(screen.getByLabelText('Stake for Draw'), '0');
    expect(place).toBeDisabled();

    await user.type(screen.getByLabelText('Stake for Draw'), '.5');
    expect(place).toBeEnabled();

    await user.clear(screen.getByLabelText('Stake for Draw'));
    expect(place).toBeDisabled();
  });

  it('keeps Place Bet disabled once the slip is empty again', async () => {
    const { user } = renderWithClient(<Betslip />);
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5');
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Northbridge United' }));
    expect(screen.getByText('Your betslip is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
  });

  it('asks a logged-out player to log in instead of placing', async () => {
    const { user } = renderWithClient(<Betslip />);
    await user.type(screen.getByLabelText('Stake for Northbridge United'), '5');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(useShellStore.getState().state.openModal).toBe('login');
    expect(screen.getByLabelText('Stake for Northbridge United')).toHaveValue('5');
  });
});
