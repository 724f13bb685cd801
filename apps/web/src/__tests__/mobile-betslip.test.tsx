/**
 * spec betting-domain §2 Betslip screen: "The mobile betslip is an overlay with a backdrop.
 * Tapping the backdrop collapses the betslip and clears its expanded state", "The panel opens
 * when a bet is added and closes when the last bet is removed" — the phone's shell, as a
 * player meets it.
 */
import {
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  type BetslipNewSelection,
} from '@touchline/betting';
import { act, screen, within } from '@testing-library/react';
import type * as NextNavigation from 'next/navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellFrame } from '../../app/[locale]/_components/shell-frame';
import { useBetslipStore } from '../features/betslip';
import { stubPlatform } from '../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';
import { testSite } from '../shared/testing/test-site';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/en',
  useParams: () => ({ locale: 'en' }),
}));
vi.mock('../shared/hydration/use-media-query', () => ({ useMediaQuery: () => false }));

const HOME: BetslipNewSelection = {
  outcomeId: outcomeId(1001),
  eventId: eventId(1),
  marketId: marketId(100),
  decimal: 2.1,
  eventDescription: 'Northbridge United v Eastport Rovers',
  marketDescription: 'Match Result',
  outcomeDescription: 'Northbridge United',
};
const AWAY: BetslipNewSelection = {
  ...HOME,
  outcomeId: outcomeId(2001),
  eventId: eventId(2),
  marketId: marketId(200),
  eventDescription: 'Southgate v Westfield',
  outcomeDescription: 'Westfield',
};

function renderPhoneShell(site = testSite()) {
  return renderWithClient(
    <ShellFrame locale="en" tabs={[]} subheader={null} quickLinks={[]} sports={[]}>
      <h1>Page body</h1>
    </ShellFrame>,
    site,
  );
}

const add = (selection: BetslipNewSelection) =>
  act(() => useBetslipStore.getState().dispatch({ type: 'betAdded', selection }));
const sheet = () => screen.queryByRole('dialog', { name: 'Betslip' });
const peek = () => screen.queryByRole('button', { name: /View betslip/ });

beforeEach(() => {
  resetSharedSessionState();
  useBetslipStore.setState({ state: initialBetslipState });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubPlatform([
    { method: 'GET', path: '/api/metrics', reply: () => jsonResponse({ accepted: true }) },
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the betslip on a phone', () => {
  it('is not on the page until the first selection, which brings the sheet up over the page', async () => {
    renderPhoneShell();
    expect(await screen.findByRole('heading', { name: 'Page body' })).toBeInTheDocument();
    expect(sheet()).toBeNull();
    expect(peek()).toBeNull();

    add(HOME);
    const dialog = sheet();
    expect(dialog).not.toBeNull();
    // The slip is in the sheet, and the page behind is out of reach while it is up.
    expect(
      within(dialog as HTMLElement).getByRole('complementary', { name: 'Betslip' }),
    ).toBeInTheDocument();
    expect(dialog?.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Page body' })).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('goes down to a peek bar with Hide, comes back from it, and keeps the selections', async () => {
    const { user } = renderPhoneShell();
    add(HOME);
    await user.click(screen.getByRole('button', { name: 'Hide betslip' }));
    expect(sheet()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page body' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    // More selections while it is down: it stays down and the bar counts them.
    add(AWAY);
    expect(sheet()).toBeNull();
    expect(peek()).toHaveAccessibleName('View betslip, 2 items');

    await user.click(peek() as HTMLElement);
    expect(sheet()).not.toBeNull();
    expect(within(sheet() as HTMLElement).getByText('Southgate v Westfield')).toBeInTheDocument();
  });

  it('collapses on Escape and on the backdrop, clearing the slip’s expanded state', async () => {
    const { user } = renderPhoneShell();
    add(HOME);
    add(AWAY);
    act(() => useBetslipStore.getState().dispatch({ type: 'betslipExpanded' }));
    expect(useBetslipStore.getState().state.expanded).toBe(true);

    await user.keyboard('{Escape}');
    expect(sheet()).toBeNull();
    expect(useBetslipStore.getState().state.expanded).toBe(false);

    await user.click(peek() as HTMLElement);
    act(() => useBetslipStore.getState().dispatch({ type: 'betslipExpanded' }));
    const backdrop = (sheet() as HTMLElement).previousElementSibling as HTMLElement;
    await user.click(backdrop);
    expect(sheet()).toBeNull();
    expect(useBetslipStore.getState().state.expanded).toBe(false);
    // The bets are all still there.
    expect(Object.keys(useBetslipStore.getState().state.bets)).toHaveLength(2);
  });

  it('opens from the footer bar’s Betslip item, even empty', async () => {
    const { user } = renderPhoneShell();
    const footer = await screen.findByRole('navigation', { name: /footer|quick/i });
    await user.click(within(footer).getByRole('button', { name: /^Betslip/ }));
    expect(sheet()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide betslip' }));
    expect(sheet()).toBeNull();
    // Empty, there is no peek bar to come back from.
    expect(peek()).toBeNull();
  });

  it('goes away with the last selection removed', async () => {
    const { user } = renderPhoneShell();
    add(HOME);
    await user.click(screen.getByRole('button', { name: 'Hide betslip' }));
    expect(peek()).not.toBeNull();
    act(() =>
      useBetslipStore.getState().dispatch({ type: 'betRemoved', outcomeId: HOME.outcomeId }),
    );
    expect(peek()).toBeNull();
    expect(sheet()).toBeNull();
    // And the next first selection brings the sheet up again.
    add(AWAY);
    expect(sheet()).not.toBeNull();
  });

  it('comes up once a selection is added, not after a reload that brings the slip back', async () => {
    add(HOME);
    add(AWAY);
    // The slip was open before this page drew (a reload): the sheet stays down, the bar counts.
    renderPhoneShell();
    expect(await screen.findByRole('button', { name: 'View betslip, 2 items' })).toBeVisible();
    expect(sheet()).toBeNull();
  });

  it('stands in for the brand’s floating betslip button while the slip has selections', async () => {
    const site = testSite();
    const floating = testSite({
      settings: {
        ...site.settings,
        mobile: { ...site.settings.mobile, enable_floating_betslip: true },
      },
    });
    const { user } = renderPhoneShell(floating);
    const round = () => screen.queryByRole('button', { name: /^Betslip/ });
    // Empty: the floating button opens the (empty) slip.
    expect(round()).not.toBeNull();
    add(HOME);
    await user.click(screen.getByRole('button', { name: 'Hide betslip' }));
    // With a selection the bar counts it, and the round button is not drawn over it.
    expect(peek()).toHaveAccessibleName('View betslip, 1 item');
    expect(round()).toBeNull();
    act(() =>
      useBetslipStore.getState().dispatch({ type: 'betRemoved', outcomeId: HOME.outcomeId }),
    );
    expect(peek()).toBeNull();
    expect(round()).not.toBeNull();
  });
});
