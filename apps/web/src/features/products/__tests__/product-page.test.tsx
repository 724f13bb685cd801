import { ENDPOINTS, type ProductsAnswer, type ServedProduct } from '@touchline/contract';
import { THIRD_PARTY_PRODUCTS } from '@touchline/site';
import { screen } from '@testing-library/react';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store';
import { useShellStore } from '../../../shared/session/shell-store';
import { makeLoginResponse } from '../../../shared/testing/fixtures';
import { jsonOf, pathOf, stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { resetSharedSessionState } from '../../../shared/testing/reset-session';
import { ProductPage } from '../components/product-page';
import {
  productSectionFromSlug,
  ROOT_PRODUCT_SECTIONS,
  SPORTS_PRODUCT_SECTIONS,
} from '../sections';

const PRODUCTS = pathOf(ENDPOINTS.cms.products);
const LAUNCH = pathOf(ENDPOINTS.cms.gameLaunchUrl);

const KIRON: ServedProduct = {
  id: 'kironVirtuals',
  label: 'Virtual sports',
  icon: 'virtuals',
  provider: 'virtuals',
  provider_name: 'Kiron Interactive',
  game_codes: ['kiron-football', 'kiron-horse-racing'],
  launch: { mode: 'game_launch_url' },
};

function served(...products: ServedProduct[]): ProductsAnswer {
  return { currency: 'EUR', products };
}

const section = (slug: string) => {
  const found = productSectionFromSlug(slug);
  if (!found) throw new Error(`no section ${slug}`);
  return found;
};

describe('the product sections (spec shell §2)', () => {
  it('cover every section the spec names, each with registry products', () => {
    expect(Object.keys(SPORTS_PRODUCT_SECTIONS).sort()).toEqual(
      [
        'betradar-virtuals',
        'edge',
        'esports',
        'esportsbull',
        'exchange',
        'kiron',
        'leap',
        'lotto',
        'parlaybay',
        'pinnacle',
        'soccerbet',
        'vir2al-games',
      ].sort(),
    );
    expect(Object.keys(ROOT_PRODUCT_SECTIONS).sort()).toEqual([
      'cryptoblast',
      'lotto',
      'powerball',
    ]);
    for (const s of [
      ...Object.values(SPORTS_PRODUCT_SECTIONS),
      ...Object.values(ROOT_PRODUCT_SECTIONS),
    ]) {
      expect(s.products.length).toBeGreaterThan(0);
      for (const p of s.products) expect(THIRD_PARTY_PRODUCTS).toContain(p);
    }
  });

  it('a slug that is not a section is null (the sport route then 404s)', () => {
    expect(productSectionFromSlug('toString')).toBeNull();
    expect(productSectionFromSlug('240-FOOT')).toBeNull();
    expect(productSectionFromSlug('kiron')?.products).toEqual(['kironVirtuals']);
  });
});

describe('a product page', () => {
  beforeEach(() => {
    resetSharedSessionState();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a product the registry leaves out says no provider is configured here', async () => {
    stubPlatform([{ method: 'GET', path: PRODUCTS, reply: () => jsonResponse(served(KIRON)) }]);
    renderWithClient(<ProductPage section={section('exchange')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Exchange' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Exchange' });
    expect(card).toHaveTextContent('Not available');
    expect(card).toHaveTextContent(
      'Exchange comes from a configured provider, and none is configured on this site',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a product that needs a player asks the visitor to log in', async () => {
    stubPlatform([
      {
        method: 'GET',
        path: PRODUCTS,
        reply: () => jsonResponse(served({ ...KIRON, launch: { mode: 'login' } })),
      },
    ]);
    const { user } = renderWithClient(<ProductPage section={section('kiron')} />);
    expect(await screen.findByText('Log in to play Virtual sports.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Virtual sports' })).toHaveTextContent(
      'Provided by Kiron Interactive',
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useShellStore.getState().state.openModal).toBe('login');
  });

  it('a link product opens its link', async () => {
    const lottoLink: ServedProduct = {
      ...KIRON,
      id: 'lotto',
      label: 'Lotto',
      provider_name: 'Lotto Partners',
      game_codes: [],
      launch: { mode: 'link', url: 'https://draws.lotto-partners.test/play?lang=en' },
    };
    stubPlatform([{ method: 'GET', path: PRODUCTS, reply: () => jsonResponse(served(lottoLink)) }]);
    renderWithClient(<ProductPage section={ROOT_PRODUCT_SECTIONS.lotto} />);
    expect(await screen.findByRole('link', { name: 'Open Lotto' })).toHaveAttribute(
      'href',
      'https://draws.lotto-partners.test/play?lang=en',
    );
  });

  it('a signed-in player launches one of the product’s games', async () => {
    useSessionStore.getState().login(makeLoginResponse());
    const platform = stubPlatform([
      { method: 'GET', path: PRODUCTS, reply: () => jsonResponse(served(KIRON)) },
      {
        method: 'POST',
        path: LAUNCH,
        reply: () =>
          jsonResponse({
            tokenSession: 'tok',
            launchUrl: 'https://virtuals.kiron-games.test/launch?token=tok',
            expiresAt: '2030-01-01T00:00:00.000Z',
          }),
      },
    ]);
    const { user } = renderWithClient(<ProductPage section={section('kiron')} />);
    await user.click(await screen.findByRole('button', { name: 'Play kiron-football' }));
    expect(await screen.findByRole('link', { name: 'Open kiron-football' })).toHaveAttribute(
      'href',
      'https://virtuals.kiron-games.test/launch?token=tok',
    );
    expect(jsonOf(platform.callsTo(LAUNCH, 'POST')[0])).toEqual({
      gameCode: 'kiron-football',
      integrationChannelCode: 'kironVirtuals',
    });
  });

  it('a refused launch says why, next to the games', async () => {
    useSessionStore.getState().login(makeLoginResponse());
    stubPlatform([
      { method: 'GET', path: PRODUCTS, reply: () => jsonResponse(served(KIRON)) },
      {
        method: 'POST',
        path: LAUNCH,
        reply: () => jsonResponse({ code: 'PRODUCT_HIDDEN', message: 'Not offered to you' }, 403),
      },
    ]);
    const { user } = renderWithClient(<ProductPage section={section('kiron')} />);
    await user.click(await screen.findByRole('button', { name: 'Play kiron-horse-racing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not offered to you');
  });

  it('/sports/leap/{game}: only that game, or a note when the product has no such game', async () => {
    const leap: ServedProduct = {
      ...KIRON,
      id: 'leapVirtuals',
      label: 'Leap',
      game_codes: ['leap-racing', 'leap-soccer'],
    };
    stubPlatform([{ method: 'GET', path: PRODUCTS, reply: () => jsonResponse(served(leap)) }]);
    const first = renderWithClient(<ProductPage section={section('leap')} gameId="leap-soccer" />);
    expect(await screen.findByRole('button', { name: 'Play leap-soccer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play leap-racing' })).not.toBeInTheDocument();
    first.unmount();
    renderWithClient(<ProductPage section={section('leap')} gameId="nope" />);
    expect(await screen.findByRole('status')).toHaveTextContent('The game nope is not available');
    expect(screen.getByRole('button', { name: 'Play leap-racing' })).toBeInTheDocument();
  });

  it('the esports hub shows both e-sports products, each in its own state', async () => {
    const bull: ServedProduct = {
      ...KIRON,
      id: 'esportsBull',
      label: 'E-sports',
      game_codes: ['esb-lobby'],
    };
    stubPlatform([{ method: 'GET', path: PRODUCTS, reply: () => jsonResponse(served(bull)) }]);
    renderWithClient(<ProductPage section={section('esports')} />);
    expect(await screen.findByRole('region', { name: 'E-sports' })).toHaveTextContent('Available');
    expect(screen.getByRole('region', { name: 'Pinnacle e-sports' })).toHaveTextContent(
      'Not available',
    );
  });

  it('a failed registry read says so and asks again on request', async () => {
    let fail = true;
    stubPlatform([
      {
        method: 'GET',
        path: PRODUCTS,
        reply: () =>
          fail ? jsonResponse({ code: 'X', message: 'down' }, 500) : jsonResponse(served()),
      },
    ]);
    const { user } = renderWithClient(<ProductPage section={section('edge')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check which products this site offers.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Edge games' })).toHaveTextContent(
      'Not available',
    );
  });
});
