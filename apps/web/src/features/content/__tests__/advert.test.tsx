import { act, screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS, type AdvertAnswer } from '@touchline/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { pathOf, setTestCookie, stubPlatform } from '../../../shared/testing/fetch-routes';
import { makeSession } from '../../../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { Toaster } from '../../../shared/ui/toaster';
import { Advert } from '../index';

const t = (key: string) => (key === 'advert.label' ? 'Advertisement' : key);

/** The touchline brand's welcome advert as the platform serves it (content.json). */
const welcome: AdvertAnswer = {
  id: 'welcome-offer',
  name: 'Welcome offer',
  audience: 'LOGGED_OUT',
  width_in_pixels: 280,
  height_in_pixels: 160,
  attachment_path: '/brand/touchline/adverts/welcome.svg',
  description:
    '<h3>Bet €10, get €10 in free bets</h3><p>New players only. <a href="/promotions">Terms apply</a>.</p>',
  link: '/promotions',
  link_name: 'Claim now',
  show_description: true,
  popup: false,
  popup_allow_resize: false,
  popup_allow_scrollbars: false,
  popup_height: 0,
  popup_width: 0,
};

const advertPath = (id: string) => pathOf(ENDPOINTS.cms.advert, { adId: id });
const serve = (id: string, advert: AdvertAnswer) => ({
  method: 'GET',
  path: advertPath(id),
  reply: () => jsonResponse(advert),
});

beforeEach(() => {
  resetSharedSessionState();
});

describe('Advert (spec shell §2, §3)', () => {
  it('shows a skeleton, then the image, the description and the call to action as a link', async () => {
    stubPlatform([serve('welcome-offer', welcome)]);
    renderWithClient(<Advert id="welcome-offer" t={t} />);
    expect(screen.getByTestId('advert-skeleton')).toBeInTheDocument();

    const advert = await screen.findByRole('group', { name: 'Advertisement' });
    const image = within(advert).getByRole('img', { name: 'Welcome offer' });
    expect(image).toHaveAttribute('src', '/brand/touchline/adverts/welcome.svg');
    expect(image).toHaveAttribute('width', '280');
    expect(image).toHaveAttribute('height', '160');
    // The sanitised description is HTML, not text.
    expect(
      within(advert).getByRole('heading', { name: 'Bet €10, get €10 in free bets' }),
    ).toBeInTheDocument();
    expect(within(advert).getByRole('link', { name: 'Terms apply' })).toBeInTheDocument();
    // The call to action is a real link to the site path, in the page's locale.
    expect(within(advert).getByRole('link', { name: 'Claim now' })).toHaveAttribute(
      'href',
      '/en/promotions',
    );
    expect(screen.queryByTestId('advert-skeleton')).not.toBeInTheDocument();
  });

  it('leaves the description out unless show_description, and makes the image the link without a link name', async () => {
    stubPlatform([
      serve('jackpot_bets', {
        ...welcome,
        id: 'jackpot_bets',
        name: 'Jackpot bets',
        show_description: false,
        link_name: null,
      }),
    ]);
    renderWithClient(<Advert id="jackpot_bets" t={t} />);
    const link = await screen.findByRole('link', { name: 'Jackpot bets' });
    expect(link).toHaveAttribute('href', '/en/promotions');
    expect(within(link).getByRole('img', { name: 'Jackpot bets' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('opens another site in a new tab, without an opener', async () => {
    stubPlatform([serve('partner', { ...welcome, link: 'https://partner.example/offer' })]);
    renderWithClient(<Advert id="partner" t={t} />);
    const link = await screen.findByRole('link', { name: 'Claim now' });
    expect(link).toHaveAttribute('href', 'https://partner.example/offer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a popup advert in a window of popup_width × popup_height with its flags', async () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    stubPlatform([
      serve('vip-club', {
        ...welcome,
        id: 'vip-club',
        name: 'VIP club invitation',
        link_name: 'Find out more',
        popup: true,
        popup_width: 480,
        popup_height: 360,
        popup_allow_resize: true,
        popup_allow_scrollbars: false,
      }),
    ]);
    const { user } = renderWithClient(<Advert id="vip-club" t={t} />);
    const button = await screen.findByRole('button', { name: 'Find out more' });
    expect(screen.queryByRole('link', { name: 'Find out more' })).not.toBeInTheDocument();
    await user.click(button);
    expect(open).toHaveBeenCalledWith(
      '/en/promotions',
      '_blank',
      'width=480,height=360,resizable=yes,scrollbars=no',
    );
  });

  it('renders nothing, and says nothing, when the advert is not for this viewer (404)', async () => {
    const platform = stubPlatform([]);
    const { container } = renderWithClient(
      <>
        <Advert id="acca-boost" t={t} />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(platform.callsTo(advertPath('acca-boost'))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('advert-skeleton')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits for a page load’s session restore, then asks as the player (with the bearer)', async () => {
    setTestCookie('tl_fp', 'fp-1');
    const platform = stubPlatform([serve('acca-boost', { ...welcome, name: 'Acca boost' })]);
    renderWithClient(<Advert id="acca-boost" t={t} />);
    expect(screen.getByTestId('advert-skeleton')).toBeInTheDocument();
    expect(platform.callsTo(advertPath('acca-boost'))).toHaveLength(0);

    act(() => {
      useSessionStore.getState().login(makeSession({ fingerprint: 'fp-1' }));
      useSessionStore.getState().settleRestore();
    });
    expect(await screen.findByRole('img', { name: 'Acca boost' })).toBeInTheDocument();
    const calls = platform.callsTo(advertPath('acca-boost'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-abc');
  });
});
