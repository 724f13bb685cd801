import {
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  type BetslipNewSelection,
} from '@touchline/betting';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { makeLoginResponse } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { testSiteIn } from '../../../shared/testing/test-site';
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

/** Text with the locale's no-break spaces read as plain ones. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('the betslip in Spanish', () => {
  beforeEach(() => {
    useBetslipStore.setState({ state: initialBetslipState });
    usePricingStore.getState().reset();
    useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: HOME });
  });

  it('speaks Spanish and writes money the Spanish way', async () => {
    fakeBetslipPlatform([{ outcomeId: 1001, eventId: 1, marketId: 100, decimal: '2.1' }]);
    const { user } = renderWithClient(<Betslip />, testSiteIn('es'));
    const slip = screen.getByRole('complementary', { name: 'Boleto de apuestas' });
    expect(within(slip).getByText('1 selección')).toBeInTheDocument();

    // The stake is typed with a decimal point in every language (betting-domain §5).
    await user.type(screen.getByLabelText('Importe para Northbridge United'), '10.5');
    // 10.50 × 2.10 = 22.05, as the platform prices it
    await waitFor(() =>
      expect(plain(screen.getByText(/^Ganancias potenciales:/).textContent)).toBe(
        'Ganancias potenciales: 22,05 €',
      ),
    );
    const total = within(screen.getByText('Importe total').parentElement as HTMLElement);
    expect(plain(total.getByRole('definition').textContent)).toBe('10,50 €');
    expect(screen.getByRole('button', { name: 'Realizar apuesta' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Quitar Northbridge United' }));
    expect(screen.getByText('Tu boleto está vacío')).toBeInTheDocument();
  });

  it('words a refusal by its response code in Spanish', async () => {
    useSessionStore.getState().login(makeLoginResponse());
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(
            {
              code: 'RES-00056',
              message: 'Stake greater than balance',
              errors: [{ code: 'RES-00056', message: 'Stake greater than balance', ref: 'sel1' }],
            },
            400,
          ),
        ),
      ),
    );
    const { user } = renderWithClient(<Betslip />, testSiteIn('es'));
    await user.type(screen.getByLabelText('Importe para Northbridge United'), '5000');
    await user.click(screen.getByRole('button', { name: 'Realizar apuesta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu importe es superior a tu saldo.',
    );
  });
});
