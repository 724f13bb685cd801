/**
 * spec betting-domain §2 My Bets modal, shell §4: the phone's footer My Bets item toggles the My
 * Bets modal (its tabs); on the My Bets page itself it goes back instead.
 */
import { ENDPOINTS } from '@touchline/contract';
import { screen, within } from '@testing-library/react';
import type * as NextNavigation from 'next/navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellFrame } from '../../app/[locale]/_components/shell-frame';
import { useSessionStore } from '../shared/session/session-store';
import { pathOf, stubPlatform } from '../shared/testing/fetch-routes';
import { makeSession } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';

const route = vi.hoisted(() => ({ path: '/en' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => route.path,
  useParams: () => ({ locale: 'en' }),
}));
vi.mock('../shared/hydration/use-media-query', () => ({ useMediaQuery: () => false }));

function renderPhoneShell() {
  return renderWithClient(
    <ShellFrame locale="en" tabs={[]} subheader={null} quickLinks={[]} sports={[]}>
      <h1>Page body</h1>
    </ShellFrame>,
  );
}

const footer = () => screen.getByRole('navigation', { name: 'Quick navigation' });

beforeEach(() => {
  route.path = '/en';
  resetSharedSessionState();
  useSessionStore.getState().login(makeSession());
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubPlatform([
    { method: 'GET', path: '/api/metrics', reply: () => jsonResponse({ accepted: true }) },
    {
      method: 'GET',
      path: pathOf(ENDPOINTS.bets.openBets, { accountId: 77 }),
      reply: () => jsonResponse({ bets: [], jackpotBets: [] }),
    },
    {
      method: 'GET',
      path: pathOf(ENDPOINTS.bets.settledBets),
      reply: () => jsonResponse({ bets: [], jackpotBets: [] }),
    },
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
});

describe('the My Bets modal on a phone', () => {
  it('opens from the footer item with its tabs, and closes', async () => {
    const { user } = renderPhoneShell();
    await user.click(within(footer()).getByRole('button', { name: /^My Bets/ }));
    const modal = await screen.findByRole('dialog', { name: 'My Bets' });
    expect(await within(modal).findByRole('tab', { name: 'Open' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(modal).getByRole('tab', { name: 'Settled' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'My Bets' })).toBeNull();
  });

  it('goes back instead when the page is My Bets already', async () => {
    route.path = '/en/open_bets';
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { user } = renderPhoneShell();
    await user.click(within(footer()).getByRole('button', { name: /^My Bets/ }));
    expect(back).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'My Bets' })).toBeNull();
  });
});
