/**
 * spec shell §8: "Render errors in components are swallowed with an empty fallback and reported
 * to an error-reporting service" — the whole shell (ShellFrame and SessionShell, as the site
 * layout joins them), with one part at a time made to throw while it draws.
 */
import { screen, waitFor } from '@testing-library/react';
import type * as NextNavigation from 'next/navigation';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionShell } from '../../app/[locale]/_components/session-shell';
import { ShellFrame } from '../../app/[locale]/_components/shell-frame';
import type * as Auth from '../features/auth';
import { resetAuthSyncForTesting, resetLogoutForTesting } from '../features/auth';
import type * as Content from '../features/content';
import type * as Embedding from '../features/embedding';
import type * as Navigation from '../features/navigation';
import { stubPlatform } from '../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../shared/testing/render-with-client';
import { resetSharedSessionState } from '../shared/testing/reset-session';

/** Which part throws on its next draws (null: none). */
const failing = vi.hoisted(() => ({ part: null as string | null }));

/** A component that throws while `failing.part` names it, and draws the real one otherwise. */
function failable<P extends object>(part: string, Real: ComponentType<P>): ComponentType<P> {
  function Failable(props: P) {
    if (failing.part === part) throw new Error(`${part} broke`);
    return <Real {...props} />;
  }
  return Failable;
}

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/en',
  useParams: () => ({ locale: 'en' }),
}));
vi.mock('../shared/hydration/use-media-query', () => ({
  // A phone: the drawer, the footer bar and the betslip below the page are all drawn.
  useMediaQuery: () => false,
}));
vi.mock('../features/navigation', async (importOriginal) => {
  const real = await importOriginal<typeof Navigation>();
  return {
    ...real,
    SubHeader: failable('sub-header', real.SubHeader),
    SideMenu: failable('menu-drawer', real.SideMenu),
    FooterBar: failable('footer-bar', real.FooterBar),
  };
});
vi.mock('../features/content', async (importOriginal) => {
  const real = await importOriginal<typeof Content>();
  return {
    ...real,
    SiteFooter: failable('footer', real.SiteFooter),
    BackToTop: failable('back-to-top', real.BackToTop),
  };
});
vi.mock('../features/embedding', async (importOriginal) => {
  const real = await importOriginal<typeof Embedding>();
  return { ...real, HostBridge: failable('host-bridge', real.HostBridge) };
});
vi.mock('../features/auth', async (importOriginal) => {
  const real = await importOriginal<typeof Auth>();
  return {
    ...real,
    // The header's own Login button: the header region has no boundary nearer than its own.
    LoginButton: failable('header', real.LoginButton),
    LoginDialog: failable('login-modal', real.LoginDialog),
    TermsOfUsePopup: failable('terms-of-use-popup', real.TermsOfUsePopup),
  };
});

const SUBHEADER = {
  id: 'header',
  name: 'Header',
  submenu_links: [{ id: 'live', name: 'Live now', url: '/live', icon: null }],
};

function renderSite() {
  return renderWithClient(
    <>
      <ShellFrame locale="en" tabs={[]} subheader={SUBHEADER} quickLinks={[]} sports={[]}>
        <h1>Page body</h1>
      </ShellFrame>
      <SessionShell />
    </>,
  );
}

let platform: ReturnType<typeof stubPlatform>;

beforeEach(() => {
  resetSharedSessionState();
  resetLogoutForTesting();
  resetAuthSyncForTesting();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  platform = stubPlatform([
    { method: 'GET', path: '/api/metrics', reply: () => jsonResponse({ accepted: true }) },
  ]);
});

afterEach(() => {
  failing.part = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The render-error reports the page sent, by region. */
function reportedRegions(): (string | null)[] {
  return platform
    .callsTo('/api/metrics')
    .map((call) => new URL(call.url, 'http://x').searchParams)
    .filter((query) => query.get('event') === 'render-error')
    .map((query) => query.get('region'));
}

describe('the shell’s regions (spec shell §8)', () => {
  it('draws every region when nothing fails, and reports nothing', async () => {
    renderSite();
    expect(screen.getByRole('heading', { name: 'Page body' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live now' })).toBeInTheDocument();
    // Let any report there would be go out before saying there is none.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reportedRegions()).toEqual([]);
  });

  it.each([
    'header',
    'sub-header',
    'menu-drawer',
    'footer',
    'footer-bar',
    'back-to-top',
    'host-bridge',
    'login-modal',
    'terms-of-use-popup',
  ])(
    'a %s that throws is left out, the rest of the page works, and one report goes',
    async (part) => {
      failing.part = part;
      const { user } = renderSite();

      expect(screen.getByRole('heading', { name: 'Page body' })).toBeInTheDocument();
      // The header's Login button is there unless the header is the part that failed…
      const login = screen.queryByRole('button', { name: 'Login' });
      expect(login !== null).toBe(part !== 'header');
      // …the sub-header's links unless it or the header around it failed…
      expect(screen.queryByRole('link', { name: 'Live now' }) !== null).toBe(
        part !== 'header' && part !== 'sub-header',
      );
      // …and the login modal still opens from it unless the modal is the part that failed.
      if (login) {
        await user.click(login);
        expect(screen.queryByRole('dialog', { name: 'Login' }) !== null).toBe(
          part !== 'login-modal',
        );
      }

      await waitFor(() => expect(reportedRegions()).toEqual([part]));
      const query = new URL(platform.callsTo('/api/metrics')[0]?.url ?? '', 'http://x')
        .searchParams;
      expect(query.get('message')).toBe(`Error: ${part} broke`);
    },
  );
});
