import { formatOdds, initialBetslipState, ODDS_TYPES } from '@touchline/betting';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PricedEventView } from '../../app/[locale]/_components/priced-event-view';
import { PricedLiveList } from '../../app/[locale]/_components/priced-live-list';
import { SportCoupon } from '../../app/[locale]/_components/sport-coupon';
import { useBetslipStore } from '../features/betslip';
import {
  asLive,
  chooseSettings,
  footballWithLines,
} from '../features/events/__tests__/market-fixtures';
import { renderWithClient } from '../shared/testing/render-with-client';

// The events feature's tables with the betslip's price buttons, as the app composes them: every
// layout shows every price in the player's odds type (spec betting-domain §2, §9 odds display).

const match = () =>
  footballWithLines({ id: 1, home: 'Arsenal', away: 'Chelsea', prices: [2.1, 3.4, 3.25] });

beforeEach(() => {
  useBetslipStore.setState({ state: initialBetslipState });
});

describe('market tables in each layout and odds format', () => {
  for (const layout of ['euro', 'asian', 'thai'] as const) {
    for (const oddsType of ODDS_TYPES) {
      it(`${layout} layout, ${oddsType} odds: every price as formatOdds shows it`, () => {
        chooseSettings({ layout, oddsType });
        renderWithClient(<SportCoupon events={[match()]} />);
        // Every unpressed button but the favourites stars is a price.
        const shown = screen
          .getAllByRole('button', { pressed: false })
          .filter((b) => !/ to favourites$/.test(b.getAttribute('aria-label') ?? ''));
        expect(shown.length).toBeGreaterThan(0);
        const expected = match()
          .markets.flatMap((m) => m.outcomes)
          .map(
            (o) =>
              `${o.description} ${formatOdds(o.consolidatedPrice.currentPrice.decimal, oddsType)}`,
          );
        for (const button of shown) expect(expected).toContain(button.textContent);
        // Each layout's signature price, by its accessible name.
        const probe =
          layout === 'euro'
            ? { name: 'Arsenal', decimal: 2.1 }
            : { name: 'Arsenal -0.5', decimal: 2.02 };
        expect(
          screen.getByRole('button', {
            name: `${probe.name} ${formatOdds(probe.decimal, oddsType)}`,
          }),
        ).toBeInTheDocument();
      });
    }
  }

  it('a price pressed in the hk format puts the exact decimal on the slip', async () => {
    chooseSettings({ layout: 'asian', oddsType: 'hk' });
    const { user } = renderWithClient(<SportCoupon events={[match()]} />);
    await user.click(screen.getByRole('button', { name: 'Over 2.5 0.95' }));
    expect(useBetslipStore.getState().state.bets['1021']?.decimal).toBe(1.95);
  });

  it('the event page and the live list show the chosen format too', () => {
    chooseSettings({ oddsType: 'us' });
    const { unmount } = renderWithClient(<PricedEventView event={asLive(match())} />);
    const group = screen.getByRole('group', { name: 'Match Result: Arsenal v Chelsea' });
    expect(within(group).getByRole('button', { name: 'Arsenal +110' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Draw +240' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chelsea +0.5 -122' })).toBeInTheDocument();
    unmount();
    chooseSettings({ oddsType: 'malay', layout: 'asian' });
    renderWithClient(<PricedLiveList events={[asLive(match(), { isLive: true })]} />);
    expect(screen.getByRole('button', { name: 'Arsenal -0.5 -0.98' })).toBeInTheDocument();
  });

  it('a suspended table is locked in every layout', () => {
    for (const layout of ['euro', 'asian', 'thai'] as const) {
      chooseSettings({ layout });
      const { unmount } = renderWithClient(
        <SportCoupon
          events={[
            footballWithLines(
              { id: 1, home: 'Arsenal', away: 'Chelsea', prices: [2.1, 3.4, 3.25] },
              { status: 'suspended' },
            ),
          ]}
        />,
      );
      const buttons = screen.getAllByRole('button', { name: /\d$/ });
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) expect(button).toBeDisabled();
      expect(screen.getAllByText('Suspended').length).toBeGreaterThan(0);
      unmount();
    }
  });
});
