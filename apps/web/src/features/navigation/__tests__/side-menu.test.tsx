import type { MenuSection } from '@touchline/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideMenu, type SideMenuContentProps } from '../index';
import { MENUS, menuItem, QUICK_LINKS, SPORTS, SUBMENUS, t } from './navigation-fixtures';

const base: SideMenuContentProps = {
  t,
  locale: 'en',
  loggedIn: false,
  tabs: MENUS.tabs,
  products: [{ id: 'kironVirtuals' }, { id: 'lotto' }],
  quickLinks: QUICK_LINKS,
  sports: SPORTS,
  submenus: SUBMENUS,
};

function Sidebar(props: Partial<SideMenuContentProps> & { initiallyExpanded?: boolean }) {
  const [expanded, setExpanded] = useState(props.initiallyExpanded ?? true);
  return (
    <SideMenu
      {...base}
      {...props}
      variant="sidebar"
      expanded={expanded}
      onToggleExpanded={() => setExpanded((e) => !e)}
    />
  );
}

/** A page with a menu button opening the drawer, as the header and the footer bar do. */
function DrawerPage(props: Partial<SideMenuContentProps> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideMenu
        {...base}
        {...props}
        variant="drawer"
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const link = (name: string | RegExp) => within(nav()).getByRole('link', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('side menu: what a visitor and a player see (spec shell §2, §6)', () => {
  it('hides logged-in-only items from a visitor and shows them to a player', () => {
    const { unmount } = render(<Sidebar />);
    expect(within(nav()).queryByRole('link', { name: 'My Bets' })).not.toBeInTheDocument();
    expect(link('Home')).toHaveAttribute('href', '/en');
    unmount();
    render(<Sidebar loggedIn />);
    expect(link('My Bets')).toHaveAttribute('href', '/en/open_bets');
  });

  it('links each item for the login state, localised', () => {
    const { unmount } = render(<Sidebar />);
    expect(link('Responsible gambling')).toHaveAttribute(
      'href',
      '/en/account/responsible-gambling',
    );
    expect(link('Payment options')).toHaveAttribute('href', '/en/promotions');
    unmount();
    render(<Sidebar loggedIn locale="de" />);
    expect(link('Responsible gambling')).toHaveAttribute(
      'href',
      '/de/account/responsible-gambling',
    );
    expect(link('Payment options')).toHaveAttribute('href', '/de/account/deposit');
  });

  it('shows at most 5 top icons, the slots going to items the viewer sees', () => {
    const top = Array.from({ length: 7 }, (_, i) =>
      menuItem({ id: `top-${i}`, label: `Top ${i}` }),
    );
    const tabs: MenuSection[] = [
      {
        section_name: 'menu_top_icons',
        submenu_items: [menuItem({ id: 'mine', label: 'Mine', logged_in_only: true }), ...top],
      },
    ];
    // Only the top icons: no Favourites entry (side-menu-favourites.test.tsx) either.
    render(<Sidebar tabs={tabs} quickLinks={null} sports={[]} showFavourites={false} />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Top 0', 'Top 1', 'Top 2', 'Top 3', 'Top 4']);
  });

  it('shows third-party items only for the products the platform lets the viewer see', () => {
    const { unmount } = render(<Sidebar products={[{ id: 'lotto' }]} />);
    const products = screen.getByRole('region', { name: 'More games' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Lotto']);
    unmount();
    render(<Sidebar products={undefined} />);
    expect(screen.queryByRole('region', { name: 'More games' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Lotto' })).not.toBeInTheDocument();
  });

  it('hides items the operator switched off', () => {
    const tabs: MenuSection[] = [
      {
        section_name: 'menu_icons',
        submenu_items: [
          menuItem({ id: 'on', label: 'Shown' }),
          menuItem({ id: 'off', label: 'Switched off', active: false }),
        ],
      },
    ];
    render(<Sidebar tabs={tabs} />);
    expect(link('Shown')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Switched off' })).not.toBeInTheDocument();
  });
});

describe('side menu: tiers and items (spec shell §2)', () => {
  it('lays the tiers out in the spec order', () => {
    render(<Sidebar loggedIn onLogout={() => {}} />);
    const headings = within(nav()).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Main menu',
      'Quick links',
      'Sports A–Z',
      'More games',
      'Help and information',
    ]);
    const all = within(nav()).getAllByRole('link');
    expect(all[0]).toHaveTextContent('Home');
    const logout = within(nav()).getByRole('button', { name: 'Log out' });
    const last = all[all.length - 1];
    if (!last) throw new Error('links expected');
    // Log out closes the menu, after the bottom tier.
    expect(last.compareDocumentPosition(logout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('builds quick links from the coupon group, opening the sport with the coupon active', () => {
    render(<Sidebar />);
    const quick = screen.getByRole('region', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Football today' })).toHaveAttribute(
      'href',
      '/en/sports/240-FOOT?active-coupon=football-today',
    );
    expect(within(quick).getAllByRole('link')).toHaveLength(QUICK_LINKS.coupons.length);
  });

  it('lists the sports A–Z, each linking to its page and closed until opened', () => {
    render(<Sidebar />);
    const az = screen.getByRole('region', { name: 'Sports A–Z' });
    expect(
      within(az)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Basketball', 'Football', 'Tennis']);
    expect(within(az).getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/en/sports/239-TENN',
    );
    const toggles = within(az).getAllByRole('button');
    expect(toggles.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Basketball: competitions',
      'Football: competitions',
      'Tennis: competitions',
    ]);
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the Sports App link and a live chat opening in a new window, when configured', () => {
    const { unmount } = render(
      <Sidebar sportsAppLink="https://app.test/get" liveChatUrl="https://chat.test/live" />,
    );
    const help = screen.getByRole('region', { name: 'Help and information' });
    expect(within(help).getByRole('link', { name: 'Sports app' })).toHaveAttribute(
      'href',
      'https://app.test/get',
    );
    const chat = within(help).getByRole('link', { name: 'Live chat (opens in a new window)' });
    expect(chat).toHaveAttribute('href', 'https://chat.test/live');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();
    render(<Sidebar sportsAppLink={null} liveChatUrl="  " />);
    expect(screen.queryByRole('link', { name: 'Sports app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Live chat/ })).not.toBeInTheDocument();
  });

  it('localises a Sports App link on the site', () => {
    render(<Sidebar locale="es" sportsAppLink="/app" />);
    expect(screen.getByRole('link', { name: 'Sports app' })).toHaveAttribute('href', '/es/app');
  });

  it("shows an item's tag as a badge and marks the current page", () => {
    render(<Sidebar pathname="/en/sports/outrights" />);
    expect(link('Jackpots NEW')).toBeInTheDocument();
    expect(link('Outrights')).toHaveAttribute('aria-current', 'page');
    expect(link('Jackpots NEW')).not.toHaveAttribute('aria-current');
  });

  it('opens a parent-frame item in the top frame and shows served image icons', () => {
    const tabs: MenuSection[] = [
      {
        section_name: 'menu_icons',
        submenu_items: [
          menuItem({ id: 'app', label: 'Sports app', open_in_parent_frame: true }),
          menuItem({ id: 'img', label: 'Partner', icon: 'https://cdn.example.com/p.svg' }),
        ],
      },
    ];
    const { container } = render(<Sidebar tabs={tabs} />);
    expect(link('Sports app')).toHaveAttribute('target', '_top');
    expect(link('Sports app')).toHaveAttribute('href', '/en/app');
    expect(link('Partner')).not.toHaveAttribute('target');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/p.svg');
    expect(img).toHaveAttribute('alt', '');
  });

  it('opens one sub-menu at a time, with the item link first', async () => {
    const user = userEvent.setup();
    const tabs: MenuSection[] = [
      {
        section_name: 'menu_icons',
        submenu_items: [
          menuItem({ id: 'fb', label: 'Football', submenu: 'football', icon: 'FOOT' }),
          menuItem({ id: 'sh', label: 'Popular', submenu: 'header', logged_out_link: null }),
        ],
      },
    ];
    render(<Sidebar tabs={tabs} />);
    const football = within(nav()).getByRole('button', { name: 'Football' });
    const popular = within(nav()).getByRole('button', { name: 'Popular' });
    expect(football).toHaveAttribute('aria-expanded', 'false');
    await user.click(football);
    expect(football).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(football.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error('the sub-menu list is rendered');
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Football', 'Today', 'Top leagues', 'Outrights']);
    expect(within(list).getByRole('link', { name: 'Today' })).toHaveAttribute(
      'href',
      '/en/sports/240-FOOT?active-coupon=football-today',
    );
    // Keyboard: the other toggle opens its sub-menu and closes the first.
    popular.focus();
    await user.keyboard('{Enter}');
    expect(popular).toHaveAttribute('aria-expanded', 'true');
    expect(football).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Today' })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(popular).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the shell store when it controls the open sub-menu', async () => {
    const user = userEvent.setup();
    const onSubmenuToggle = vi.fn();
    const tabs: MenuSection[] = [
      {
        section_name: 'menu_icons',
        submenu_items: [menuItem({ id: 'fb', label: 'Football', submenu: 'football' })],
      },
    ];
    render(<Sidebar tabs={tabs} sports={[]} openSubmenu="fb" onSubmenuToggle={onSubmenuToggle} />);
    expect(within(nav()).getByRole('button', { name: 'Football' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(within(nav()).getByRole('button', { name: 'Football' }));
    expect(onSubmenuToggle).toHaveBeenCalledWith('fb');
  });
});

describe("side menu: the player's session items (spec shell §2, §4)", () => {
  it('offers Log out to a player only, and reports the click', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    const { unmount } = render(<Sidebar onLogout={onLogout} />);
    expect(within(nav()).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    unmount();
    render(<Sidebar loggedIn onLogout={onLogout} />);
    await user.click(within(nav()).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('disables Log out while one is in progress', () => {
    render(<Sidebar loggedIn onLogout={() => {}} logoutPending />);
    expect(within(nav()).getByRole('button', { name: 'Logging out…' })).toBeDisabled();
  });

  it('ticks the session clock each second and shows the last login day/month/year h:m:s', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const startedAt = Date.now() - (3600 + 2 * 60 + 5) * 1000;
    render(
      <Sidebar
        loggedIn
        sessionClock={{ startedAt }}
        lastLoginAt="2026-02-28T20:14:03Z"
        timeZone="Europe/Madrid"
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Session time: 01:02:05');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Session time: 01:02:07');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Session time: 01:03:07');
    // 20:14:03 UTC is 21:14:03 in Madrid (CET, +1).
    expect(screen.getByText('Last login: 28/02/2026 21:14:03')).toBeInTheDocument();
  });

  it('leaves out a last login it cannot read', () => {
    render(<Sidebar loggedIn lastLoginAt="not a date" />);
    expect(screen.queryByText(/Last login/)).not.toBeInTheDocument();
  });

  it('shows no session items to a visitor', () => {
    render(<Sidebar sessionClock={{ startedAt: 0 }} lastLoginAt="2026-02-28T20:14:03Z" />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Last login/)).not.toBeInTheDocument();
  });
});

describe('side menu: the desktop sidebar (spec shell §2, §4)', () => {
  it('collapses and expands with a toggle that says its state', async () => {
    const user = userEvent.setup();
    render(<Sidebar />);
    const toggle = within(nav()).getByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveAttribute('data-collapsed', 'false');
    await user.click(toggle);
    const expand = within(nav()).getByRole('button', { name: 'Expand menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toHaveAttribute('data-collapsed', 'true');
    // Collapsed: icons only on screen, every link still named.
    expect(link('Home')).toBeInTheDocument();
    expect(link('Jackpots NEW')).toBeInTheDocument();
    expect(nav().querySelectorAll('a svg[aria-hidden="true"]').length).toBeGreaterThan(10);
    expect(expand).toHaveAttribute('aria-controls');
    await user.keyboard('{Enter}');
    expect(within(nav()).getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('sits on the left or the right, open by default, its toggle pointing the right way', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Sidebar />);
    expect(nav()).toHaveAttribute('data-side', 'left');
    expect(nav()).toHaveAttribute('data-collapsed', 'false');
    unmount();
    function Right() {
      const [expanded, setExpanded] = useState(true);
      return (
        <SideMenu
          {...base}
          variant="sidebar"
          side="right"
          expanded={expanded}
          onToggleExpanded={() => setExpanded((e) => !e)}
        />
      );
    }
    render(<Right />);
    expect(nav()).toHaveAttribute('data-side', 'right');
    const toggle = within(nav()).getByRole('button', { name: 'Collapse menu' });
    // On the right, collapsing points right (towards the edge it folds to).
    expect(toggle.querySelector('svg')).toHaveAttribute('data-icon', 'expand');
    await user.click(toggle);
    expect(nav()).toHaveAttribute('data-collapsed', 'true');
    expect(
      within(nav()).getByRole('button', { name: 'Expand menu' }).querySelector('svg'),
    ).toHaveAttribute('data-icon', 'collapse');
  });

  it('keeps every item named and reachable when collapsed (the panel opens on focus or hover)', async () => {
    const user = userEvent.setup();
    render(<Sidebar initiallyExpanded={false} />);
    expect(nav()).toHaveAttribute('data-collapsed', 'true');
    const expand = within(nav()).getByRole('button', { name: 'Expand menu' });
    const panel = document.getElementById(expand.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('the toggle controls the panel');
    await user.tab();
    expect(expand).toHaveFocus();
    await user.tab();
    // Focus moves into the panel (whose :focus-within/:hover CSS opens it over the page).
    expect(link('Home')).toHaveFocus();
    expect(panel).toContainElement(link('Home'));
    expect(within(panel).getByRole('link', { name: 'Tennis' })).toBeInTheDocument();
  });

  it('offers a Settings row at the end of the bottom tier when it can open the panel', async () => {
    const user = userEvent.setup();
    const opened: HTMLElement[] = [];
    function WithSettings() {
      const [open, setOpen] = useState(false);
      return (
        <SideMenu
          {...base}
          loggedIn
          onLogout={() => {}}
          variant="sidebar"
          expanded
          onToggleExpanded={() => {}}
          settingsOpen={open}
          onOpenSettings={(opener) => {
            opened.push(opener);
            setOpen(true);
          }}
        />
      );
    }
    const { unmount } = render(<WithSettings />);
    const help = within(nav()).getByRole('region', { name: 'Help and information' });
    const settings = within(help).getByRole('button', { name: 'Settings' });
    expect(within(help).getAllByRole('listitem').at(-1)).toContainElement(settings);
    expect(settings).toHaveAttribute('aria-haspopup', 'dialog');
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    // Before the session area: Log out still closes the menu.
    const logout = within(nav()).getByRole('button', { name: 'Log out' });
    expect(
      settings.compareDocumentPosition(logout) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(settings);
    expect(opened).toEqual([settings]);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    unmount();

    // Without a way to open the panel there is no row (and the drawer leaves it to its tools).
    render(<Sidebar />);
    expect(within(nav()).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('is operated from the keyboard in reading order', async () => {
    const user = userEvent.setup();
    render(<Sidebar />);
    await user.tab();
    expect(within(nav()).getByRole('button', { name: 'Collapse menu' })).toHaveFocus();
    await user.tab();
    expect(link('Home')).toHaveFocus();
    await user.tab();
    expect(link('Live LIVE')).toHaveFocus();
  });
});

describe('side menu: the mobile drawer (spec shell §2, §4)', () => {
  it('is a modal dialog named Menu, focused on its close button', async () => {
    const user = userEvent.setup();
    render(<DrawerPage />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(dialog).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Main menu');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<DrawerPage loggedIn onLogout={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const logout = within(dialog).getByRole('button', { name: 'Log out' });
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    render(<DrawerPage />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click, on the close button and after choosing a link', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DrawerPage onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open menu' });

    await user.click(opener);
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    // A click inside the drawer that is not on a link leaves it open.
    await user.click(screen.getByRole('heading', { name: 'Quick links' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Football today' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('slides in from the side the brand puts the menu on (left unless told)', async () => {
    const user = userEvent.setup();
    function SidedDrawer({ side }: { side?: 'left' | 'right' }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open menu
          </button>
          <SideMenu
            {...base}
            variant="drawer"
            open={open}
            onClose={() => setOpen(false)}
            {...(side ? { side } : {})}
          />
        </>
      );
    }
    const { unmount } = render(<SidedDrawer />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-side', 'left');
    unmount();
    render(<SidedDrawer side="right" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-side', 'right');
  });

  it('shows the top icons as one row and the header content beside the close button', async () => {
    const user = userEvent.setup();
    function WithHeader() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open menu
          </button>
          <SideMenu
            {...base}
            variant="drawer"
            open={open}
            onClose={() => setOpen(false)}
            header={<a href="/en/account">My account</a>}
          />
        </>
      );
    }
    render(<WithHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'My account' })).toBeInTheDocument();
    const firstList = within(dialog).getAllByRole('list')[0];
    if (!firstList) throw new Error('the top row is a list');
    expect(
      within(firstList)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Live LIVE', 'Promotions']);
  });
});
