import { ENDPOINTS, type ActiveJackpot } from '@touchline/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverEnv } from '../../../shared/config/server-env';
import { useSessionStore } from '../../../shared/session/session-store';
import { pathOf, stubPlatform } from '../../../shared/testing/fetch-routes';
import { makeSession } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { getActiveJackpots, jackpotIdFromSlug, jackpotPath } from '../api/get-active-jackpots';
import { JackpotDetail, JackpotList } from '../components/jackpot-list';

const WEEKLY: ActiveJackpot = {
  jackpotId: 12,
  name: 'Weekend Jackpot',
  kind: 'weekly',
  closesAt: '2030-05-04T12:00:00.000Z',
  eventCount: 2,
  currency: 'EUR',
  stakePerLine: 1,
  prizePool: 25_000,
  rollover: 5_000,
  tiers: [
    { correct: 2, amount: 20_000 },
    { correct: 1, amount: 5_000 },
  ],
  events: [
    {
      ordinal: 2,
      eventId: 102,
      description: 'Kingsmoor v Harbour City',
      startTime: '2030-05-04T14:00:00.000Z',
      marketId: 1020,
      outcomes: [
        { outcomeId: 1, description: 'Kingsmoor' },
        { outcomeId: 2, description: 'Draw' },
        { outcomeId: 3, description: 'Harbour City' },
      ],
    },
    {
      ordinal: 1,
      eventId: 101,
      description: 'Northbridge United v Eastport Rovers',
      startTime: '2030-05-04T12:00:00.000Z',
      marketId: 1010,
      outcomes: [],
    },
  ],
};

describe('the jackpot pages (spec shell §2 /jackpot)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the open jackpots with their pool, stake, closing time and a way to their matches', () => {
    renderWithClient(<JackpotList jackpots={[WEEKLY]} />);
    const card = screen.getByRole('region', { name: 'Weekend Jackpot' });
    expect(card).toHaveTextContent('€25,000.00');
    expect(card).toHaveTextContent('2 matches');
    expect(within(card).getByRole('list', { name: 'Matches' })).toHaveTextContent(
      'Match 1Northbridge United v Eastport Rovers',
    );
    expect(
      within(card).getByRole('link', { name: 'See the matches of Weekend Jackpot' }),
    ).toHaveAttribute('href', '/en/jackpot/sport/12-weekly');
  });

  it('says honestly when no jackpot is open', () => {
    renderWithClient(<JackpotList jackpots={[]} />);
    expect(screen.getByText('There is no jackpot open right now.')).toBeInTheDocument();
  });

  it('one jackpot: its matches in order and its prize tiers', () => {
    renderWithClient(<JackpotDetail jackpot={WEEKLY} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Weekend Jackpot' })).toBeInTheDocument();
    const legs = within(screen.getByRole('region', { name: 'Matches' })).getAllByRole('listitem');
    expect(legs.map((leg) => leg.textContent)).toEqual([
      expect.stringContaining('Match 1Northbridge United v Eastport Rovers'),
      expect.stringContaining('Match 2Kingsmoor v Harbour City'),
    ]);
    // Each match's outcomes are toggles (1 X 2), none pressed yet.
    const toggles = within(legs[1] as HTMLElement).getAllByRole('button');
    expect(toggles.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Match 2: Kingsmoor',
      'Match 2: Draw',
      'Match 2: Harbour City',
    ]);
    expect(toggles.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    expect(screen.getByRole('region', { name: 'Prize tiers' })).toHaveTextContent(
      '2 correct€20,000.00',
    );
  });

  it('reads the jackpot id from the route segment', () => {
    expect(jackpotIdFromSlug('12-weekly')).toBe(12);
    expect(jackpotIdFromSlug('12')).toBe(12);
    expect(jackpotIdFromSlug('weekly')).toBeNull();
    expect(jackpotIdFromSlug('0')).toBeNull();
    expect(jackpotPath(WEEKLY)).toBe('/jackpot/sport/12-weekly');
  });

  it('reads the open jackpots from the platform; a failure is a value', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ jackpots: [WEEKLY] })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getActiveJackpots('en')).resolves.toEqual({ ok: true, value: [WEEKLY] });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url.startsWith(`${serverEnv().platformUrl}${ENDPOINTS.jackpot.active.path}`)).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ nope: true }))),
    );
    await expect(getActiveJackpots('en')).resolves.toEqual({ ok: false, error: 'unavailable' });
  });

  it('shows a player the pool, the stake per line and the prizes in their own currency', async () => {
    useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
    useSessionStore.getState().login(makeSession({ currency: 'KRW' }));
    const inWon: ActiveJackpot = {
      ...WEEKLY,
      currency: 'KRW',
      stakePerLine: 1_000,
      prizePool: 25_000_000,
      tiers: [
        { correct: 2, amount: 20_000_000 },
        { correct: 1, amount: 5_000_000 },
      ],
    };
    const platform = stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.jackpot.active),
        reply: () => jsonResponse({ jackpots: [inWon] }),
      },
    ]);
    // The page was drawn in the brand's default currency (euros).
    renderWithClient(<JackpotDetail jackpot={WEEKLY} />);
    const facts = screen.getAllByRole('region', { name: 'Jackpot' })[0] as HTMLElement;
    expect(await within(facts).findByText('₩25,000,000')).toBeInTheDocument();
    expect(within(facts).getByText('₩1,000')).toBeInTheDocument();
    expect(facts).not.toHaveTextContent('€');
    expect(screen.getByRole('region', { name: 'Prize tiers' })).toHaveTextContent('₩20,000,000');
    expect(platform.calls[0]?.url).toContain('currency=KRW');
    useSessionStore.setState({ session: null, logoutReason: null, savedUsername: null });
  });
});
