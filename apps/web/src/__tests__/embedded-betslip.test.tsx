import {
  eventId,
  initialBetslipState,
  marketId,
  outcomeId,
  type BetslipNewSelection,
} from '@touchline/betting';
import { screen, waitFor } from '@testing-library/react';
import type * as NextNavigation from 'next/navigation';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { Betslip, useBetslipStore } from '../features/betslip';
import { HostBridge, resetEmbedModeForTesting, SiteToHostMessage } from '../features/embedding';
import { useShellStore } from '../shared/session/shell-store';
import { stubPlatform } from '../shared/testing/fetch-routes';
import { renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';
import { testSite } from '../shared/testing/test-site';

const navigation = vi.hoisted(() => ({ search: 'embedded=true' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  useSearchParams: () => new URLSearchParams(navigation.search),
  usePathname: () => '/en',
  useParams: () => ({ locale: 'en' }),
}));

const HOST = 'https://host.example';
const base = testSite();
const site = testSite({
  brand: { ...base.brand, content_security_policy: `frame-ancestors 'self' ${HOST}` },
});

const HOME: BetslipNewSelection = {
  outcomeId: outcomeId(1001),
  eventId: eventId(1),
  marketId: marketId(100),
  decimal: 2.1,
  eventDescription: 'Northbridge United v Eastport Rovers',
  marketDescription: 'Match Result',
  outcomeDescription: 'Northbridge United',
};

let postMessage: Mock<(message: unknown, targetOrigin: string) => void>;

function framedBy(referrer: string) {
  postMessage = vi.fn();
  Object.defineProperty(window, 'parent', {
    configurable: true,
    writable: true,
    value: { postMessage },
  });
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
}

async function pressPlaceBet() {
  const { user } = renderWithClient(
    <>
      <HostBridge />
      <Betslip />
    </>,
    site,
  );
  await user.type(screen.getByLabelText('Stake for Northbridge United'), '5');
  await user.click(screen.getByRole('button', { name: 'Place Bet' }));
}

const loginRequests = () =>
  postMessage.mock.calls
    .map(([message, targetOrigin]) => ({ message: SiteToHostMessage.parse(message), targetOrigin }))
    .filter(({ message }) => message.type === 'loginrequest');

/** spec shell §7: embedded and logged out, the betslip button asks the host to log in. */
describe('the betslip of an embedded site while logged out', () => {
  beforeEach(() => {
    resetSharedSessionState();
    resetEmbedModeForTesting();
    navigation.search = 'embedded=true';
    framedBy(`${HOST}/sports`);
    stubPlatform([]);
    useBetslipStore.setState({ state: initialBetslipState });
    useBetslipStore.getState().dispatch({ type: 'betAdded', selection: HOME });
  });

  afterEach(() => {
    Object.defineProperty(window, 'parent', { configurable: true, writable: true, value: window });
    Reflect.deleteProperty(document, 'referrer');
    window.sessionStorage.clear();
  });

  it('asks the host to log the player in instead of opening the login modal', async () => {
    await pressPlaceBet();
    // The bridge's link to the host loads on demand (a cold import can take a second or more in
    // a loaded test run): the request follows it.
    await waitFor(
      () =>
        expect(loginRequests()).toEqual([
          {
            message: {
              source: 'touchline',
              version: 1,
              type: 'loginrequest',
              payload: { from: 'betslip' },
            },
            targetOrigin: HOST,
          },
        ]),
      { timeout: 5000 },
    );
    expect(useShellStore.getState().state.openModal).toBeNull();
  });

  it('opens the login modal when the site is not embedded', async () => {
    navigation.search = '';
    await pressPlaceBet();
    expect(postMessage).not.toHaveBeenCalled();
    expect(useShellStore.getState().state.openModal).toBe('login');
  });

  it('opens the login modal when the frame’s parent is not a known host', async () => {
    framedBy('https://evil.example/');
    await pressPlaceBet();
    expect(postMessage).not.toHaveBeenCalled();
    expect(useShellStore.getState().state.openModal).toBe('login');
  });
});
