import { ENDPOINTS, type PromotionsAnswer } from '@touchline/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { makeLoginResponse } from '../../../shared/testing/fixtures';
import { pathOf, stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { PromotionsList } from '../components/promotions-list';

const PROMOTIONS = pathOf(ENDPOINTS.cms.promotions);

const ANSWER: PromotionsAnswer = {
  promotions: [
    {
      id: 'acca-boost',
      title: 'Acca boost',
      body: '<p>Win up to <strong>20%</strong> more.</p>',
      image: null,
    },
    {
      id: 'welcome',
      title: 'Welcome offer',
      body: '<p>Bet €10, get €10.</p>',
      image: '/brand/welcome.png',
    },
  ],
};

describe('the promotions page (spec shell §2 /promotions)', () => {
  beforeEach(() => {
    resetSharedSessionState();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each promotion with its title and text', async () => {
    stubPlatform([{ method: 'GET', path: PROMOTIONS, reply: () => jsonResponse(ANSWER) }]);
    renderWithClient(<PromotionsList />);
    const boost = await screen.findByRole('article', { name: 'Acca boost' });
    expect(boost).toHaveTextContent('Win up to 20% more.');
    expect(screen.getByRole('article', { name: 'Welcome offer' })).toBeInTheDocument();
  });

  it('asks with the player’s bearer when logged in (the audience is the player’s)', async () => {
    useSessionStore.getState().login(makeLoginResponse());
    const platform = stubPlatform([
      { method: 'GET', path: PROMOTIONS, reply: () => jsonResponse({ promotions: [] }) },
    ]);
    renderWithClient(<PromotionsList />);
    expect(await screen.findByText('There are no promotions right now.')).toBeInTheDocument();
    expect(platform.callsTo(PROMOTIONS)[0]?.headers.Authorization).toBe('Bearer token-abc');
  });

  it('a failed read says so and asks again on request', async () => {
    let fail = true;
    stubPlatform([
      {
        method: 'GET',
        path: PROMOTIONS,
        reply: () =>
          fail ? jsonResponse({ code: 'X', message: 'down' }, 500) : jsonResponse(ANSWER),
      },
    ]);
    const { user } = renderWithClient(<PromotionsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The promotions could not be loaded.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Acca boost' })).toBeInTheDocument();
  });
});
