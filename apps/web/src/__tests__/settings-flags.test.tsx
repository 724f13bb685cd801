import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, type ChannelSettings } from '@touchline/contract';
import type * as NextNavigation from 'next/navigation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountNav } from '../../app/[locale]/(site)/account/_components/account-nav';
import { ShellFrame } from '../../app/[locale]/_components/shell-frame';
import { SiteHeader } from '../../app/[locale]/_components/site-header';
import { HtmlWidget } from '../features/content';
import { resetEmbedModeForTesting } from '../features/embedding';
import { useSessionStore } from '../shared/session/session-store';
import { pathOf, stubPlatform } from '../shared/testing/fetch-routes';
import { makeSession } from '../shared/testing/fixtures';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';
import { testSite } from '../shared/testing/test-site';

/** The viewport the shell sees through its media-query hook (jsdom has no layout). */
const viewport = vi.hoisted(() => ({ desktop: false }));
vi.mock('../shared/hydration/use-media-query', () => ({
  useMediaQuery: () => viewport.desktop,
}));
const query = vi.hoisted(() => ({ search: '' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  usePathname: () => '/en/account/bets',
  useSearchParams: () => new URLSearchParams(query.search),
  useParams: () => ({ locale: 'en' }),
}));

function siteWith(web: Partial<ChannelSettings>) {
  const base = testSite();
  return testSite({
    settings: {
      web: { ...base.settings.web, ...web },
      mobile: { ...base.settings.mobile, ...web },
    },
  });
}

const SPORTS = [{ id: 240, code: 'FOOT', name: 'Football', href: '/sports/240-FOOT' }];

function renderShell(web: Partial<ChannelSettings>) {
  return renderWithClient(
    <ShellFrame locale="en" tabs={[]} subheader={null} quickLinks={[]} sports={SPORTS}>
      <p>Page</p>
    </ShellFrame>,
    siteWith(web),
  );
}

const footerBar = () => screen.getByRole('navigation', { name: 'Quick navigation' });
const footerItems = () =>
  within(footerBar())
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const openMenu = () => userEvent.click(within(footerBar()).getByRole('button', { name: 'Menu' }));

beforeEach(() => {
  query.search = '';
  resetEmbedModeForTesting();
  resetSharedSessionState();
  viewport.desktop = false;
  stubPlatform([]);
});

describe('enable_prematch_sports (spec shell §1)', () => {
  it('on: the phone footer offers Sports and the menu lists the sports A–Z', async () => {
    renderShell({ enable_prematch_sports: true });
    expect(footerItems()).toContain('Sports');
    await openMenu();
    expect(screen.getByRole('link', { name: 'Football' })).toBeInTheDocument();
  });

  it('off: no Sports item in the footer and no pre-match sports in the menu', async () => {
    renderShell({ enable_prematch_sports: false });
    expect(footerItems()).not.toContain('Sports');
    expect(footerItems()).toContain('Live');
    await openMenu();
    expect(screen.queryByRole('link', { name: 'Football' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sports A–Z')).not.toBeInTheDocument();
  });
});

describe('enable_profile_tab (spec shell §1)', () => {
  const accountLinks = async (web: Partial<ChannelSettings>) => {
    viewport.desktop = true;
    useSessionStore.getState().login(makeSession());
    stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.wallet.sportsbookBalance, { username: 'alice' }),
        reply: () => jsonResponse({ name: 'sportsbook', currency: 'EUR', balance: 10 }),
      },
    ]);
    const site = siteWith(web);
    const header = renderWithClient(<SiteHeader locale="en" />, site);
    await userEvent.click(screen.getByRole('button', { name: "alice's account menu" }));
    const menu = screen
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((name) => name === 'My profile' || name === 'Transactions');
    header.unmount();
    renderWithClient(<AccountNav locale="en" />, site);
    const nav = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    return { menu, nav };
  };

  it('on: the account menu and the account section offer the profile', async () => {
    const { menu, nav } = await accountLinks({ enable_profile_tab: true });
    expect(menu).toEqual(['My profile', 'Transactions']);
    expect(nav[0]).toBe('My profile');
  });

  it('off: neither offers the profile; the other account pages stay', async () => {
    const { menu, nav } = await accountLinks({ enable_profile_tab: false });
    expect(menu).toEqual(['Transactions']);
    expect(nav).not.toContain('My profile');
    expect(nav).toContain('My bets');
  });
});

describe('external_widgets_subdomain_cms (spec shell §1)', () => {
  it("reads a CMS widget's own images from the widgets origin", async () => {
    stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.cms.htmlWidget, { id: 'welcome' }),
        reply: jsonResponse({
          id: 'welcome',
          content: '<p><img src="/media/welcome.png" alt="Welcome offer"></p>',
        }),
      },
    ]);
    renderWithClient(
      <HtmlWidget id="welcome" />,
      siteWith({ external_widgets_subdomain_cms: 'https://widgets.touchline.example' }),
    );
    expect(await screen.findByRole('img', { name: 'Welcome offer' })).toHaveAttribute(
      'src',
      'https://widgets.touchline.example/media/welcome.png',
    );
  });
});

describe('external_widgets_subdomain (spec shell §1)', () => {
  it("reads the operator's external header images from the widgets origin", async () => {
    viewport.desktop = true;
    stubPlatform([
      {
        method: 'GET',
        path: pathOf(ENDPOINTS.cms.externalHeader),
        reply: () =>
          jsonResponse({
            css: '',
            js: '',
            html: '<div><img src="/img/group.svg" alt="Group"></div>',
          }),
      },
    ]);
    renderWithClient(
      <SiteHeader locale="en" />,
      siteWith({
        clem_external_header_enabled: true,
        external_widgets_subdomain: 'https://widgets.operator.example',
      }),
    );
    const host = () => document.querySelector<HTMLElement>('[data-external-header]');
    await vi.waitFor(() => expect(host()?.shadowRoot?.querySelector('img')).toBeTruthy());
    expect(host()?.shadowRoot?.querySelector('img')?.getAttribute('src')).toBe(
      'https://widgets.operator.example/img/group.svg',
    );
  });
});

describe('flutter_one_link (spec shell §1)', () => {
  const sportsApp = { sports_app_link: 'https://app.touchline.example/open' };

  it('keeps the Sports App link outside the native app', async () => {
    renderShell({ ...sportsApp, flutter_one_link: true });
    await openMenu();
    expect(screen.getByRole('link', { name: 'Sports app' })).toHaveAttribute(
      'href',
      'https://app.touchline.example/open',
    );
  });

  it('drops it inside the native app when the link is the app’s one link', async () => {
    query.search = 'betslip-origin=20';
    renderShell({ ...sportsApp, flutter_one_link: true });
    await openMenu();
    expect(screen.queryByRole('link', { name: 'Sports app' })).not.toBeInTheDocument();
  });

  it('keeps it inside the native app when flutter_one_link is off', async () => {
    query.search = 'betslip-origin=20';
    renderShell({ ...sportsApp, flutter_one_link: false });
    await openMenu();
    expect(screen.getByRole('link', { name: 'Sports app' })).toBeInTheDocument();
  });
});
