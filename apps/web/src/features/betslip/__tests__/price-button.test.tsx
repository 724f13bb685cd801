import {
  eventId,
  formatOdds,
  initialBetslipState,
  marketId,
  ODDS_TYPES,
  outcomeId,
  type BetslipNewSelection,
} from '@touchline/betting';
import {
  initialSettingsPanelState,
  initialSettingsValues,
  type PlayerOddsType,
} from '@touchline/site';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '../../../shared/preferences';
import { renderWithClient } from '../../../shared/testing/render-with-client';
import { PriceButton } from '../components/price-button';
import { useBetslipStore } from '../store/betslip-store';

const selection = (decimal: number): BetslipNewSelection => ({
  outcomeId: outcomeId(1001),
  eventId: eventId(1),
  marketId: marketId(100),
  decimal,
  eventDescription: 'Arsenal v Chelsea',
  marketDescription: 'Match Result',
  outcomeDescription: 'Arsenal',
});

function chooseOddsType(oddsType: PlayerOddsType) {
  const saved = { ...initialSettingsValues, oddsType };
  useSettingsStore.setState({ state: { ...initialSettingsPanelState, saved, draft: saved } });
}

describe('a price button', () => {
  beforeEach(() => {
    useBetslipStore.setState({ state: initialBetslipState });
    useSettingsStore.setState({ state: initialSettingsPanelState });
  });

  it('shows the site’s default format (euro) until the player chooses one', () => {
    renderWithClient(<PriceButton selection={selection(2.1)} />);
    expect(screen.getByRole('button', { name: 'Arsenal 2.10' })).toBeInTheDocument();
  });

  // Prices either side of evens, so each format's sign rule shows (us/malay/indo negatives).
  for (const oddsType of ODDS_TYPES) {
    for (const decimal of [1.5, 2.1, 3.75]) {
      it(`shows ${String(decimal)} in ${oddsType} as formatOdds does; the slip keeps the decimal`, async () => {
        chooseOddsType(oddsType);
        const { user } = renderWithClient(<PriceButton selection={selection(decimal)} />);
        const shown = formatOdds(decimal, oddsType);
        const button = screen.getByRole('button', { name: `Arsenal ${shown}` });
        await user.click(button);
        expect(button).toHaveAttribute('aria-pressed', 'true');
        expect(useBetslipStore.getState().state.bets['1001']?.decimal).toBe(decimal);
      });
    }
  }

  it('the us format shows a sign both ways', () => {
    chooseOddsType('us');
    const { unmount } = renderWithClient(<PriceButton selection={selection(2.5)} />);
    expect(screen.getByRole('button', { name: 'Arsenal +150' })).toBeInTheDocument();
    unmount();
    renderWithClient(<PriceButton selection={selection(1.5)} />);
    expect(screen.getByRole('button', { name: 'Arsenal -200' })).toBeInTheDocument();
  });

  it('a suspended price stays visible, locked and not pressable', async () => {
    const { user, container } = renderWithClient(
      <PriceButton selection={selection(2.1)} disabled />,
    );
    const button = screen.getByRole('button', { name: 'Arsenal 2.10' });
    expect(button).toBeDisabled();
    expect(container.querySelector('svg')).not.toBeNull();
    await user.click(button);
    expect(useBetslipStore.getState().state.bets).toEqual({});
  });
});
