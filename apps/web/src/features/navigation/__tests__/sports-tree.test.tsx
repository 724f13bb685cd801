import type { EventPathTree, EventPathTreeNode } from '@touchline/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubPlatform } from '../../../shared/testing/fetch-routes';
import { jsonResponse, renderWithClient } from '../../../shared/testing/render-with-client';
import { SideMenu, type SideMenuContentProps } from '../index';
import { menuItem, SPORTS, SUBMENUS, t } from './navigation-fixtures';

const TREE_PATH = '/xapi/rest/eventpathtree';

const node = (
  id: number,
  kind: EventPathTreeNode['kind'],
  description: string,
  slug: string,
  eventCount: number,
  children: EventPathTreeNode[] = [],
): EventPathTreeNode => ({ id, kind, description, slug, eventCount, children });

/** The platform's tree for one sport (GET /xapi/rest/eventpathtree?sportCode=…). */
function treeOf(sportCode: string): EventPathTree {
  const branches: Record<string, { id: number; name: string; children: EventPathTreeNode[] }> = {
    FOOT: {
      id: 240,
      name: 'Football',
      children: [
        node(1021, 'COUNTRY', 'England', 'england', 15, [
          node(1022, 'LEAGUE', 'Premier League', 'premier-league', 12),
          node(1023, 'LEAGUE', 'Championship', 'championship', 3),
        ]),
        node(1031, 'COUNTRY', 'Spain', 'spain', 9, [node(1032, 'LEAGUE', 'La Liga', 'la-liga', 9)]),
      ],
    },
    TENN: {
      id: 239,
      name: 'Tennis',
      children: [
        node(2001, 'CATEGORY', 'ATP', 'atp', 4, [
          node(2002, 'TOURNAMENT', 'ATP Finals', 'atp-finals', 4),
        ]),
      ],
    },
  };
  const branch = branches[sportCode];
  return {
    periodType: 'ALL',
    sports: branch
      ? [
          {
            id: branch.id,
            kind: 'SPORT',
            sportCode,
            sportGroup: 'REGULAR',
            description: branch.name,
            slug: branch.name.toLowerCase(),
            eventCount: 1,
            children: branch.children,
          },
        ]
      : [],
  };
}

const sportCodeOf = (url: string) => new URL(url, 'http://x').searchParams.get('sportCode') ?? '';

const base: SideMenuContentProps = {
  t,
  locale: 'en',
  loggedIn: false,
  tabs: [
    {
      section_name: 'menu_icons',
      submenu_items: [menuItem({ id: 'fb', label: 'Football coupons', submenu: 'football' })],
    },
  ],
  products: [],
  sports: SPORTS,
  submenus: SUBMENUS,
};

function Sidebar(props: Partial<SideMenuContentProps>) {
  const [expanded, setExpanded] = useState(true);
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

const az = () => screen.getByRole('region', { name: 'Sports A–Z' });
const sportButton = (name: string) =>
  within(az()).getByRole('button', { name: `${name}: competitions` });
const countryButton = (name: string) =>
  screen.getByRole('button', { name: `${name}: competitions` });
const controlled = (button: HTMLElement) => {
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`${button.textContent ?? ''} controls no rendered list`);
  return list;
};

describe('side menu: the A–Z sports tree (spec shell §2, §4, §9)', () => {
  it('asks for a sport’s branch only when it is opened, then lists its countries', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const platform = stubPlatform([
      {
        method: 'GET',
        path: TREE_PATH,
        reply: (call) => held.then(() => jsonResponse(treeOf(sportCodeOf(call.url)))),
      },
    ]);
    const { user } = renderWithClient(<Sidebar />);
    expect(platform.callsTo(TREE_PATH)).toHaveLength(0);

    await user.click(sportButton('Football'));
    expect(sportButton('Football')).toHaveAttribute('aria-expanded', 'true');
    const branch = controlled(sportButton('Football'));
    expect(within(branch).getByRole('status')).toHaveTextContent('Loading competitions…');
    release();
    expect(await within(branch).findByRole('link', { name: 'England 15' })).toBeInTheDocument();
    // The sport's name stays a one-tap link to its page.
    expect(within(az()).getByRole('link', { name: 'Football' })).toHaveAttribute(
      'href',
      '/en/sports/240-FOOT',
    );
    expect(
      within(branch)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['England 15', '/en/sports/competitions/240-FOOT/1021-england'],
      ['Spain 9', '/en/sports/competitions/240-FOOT/1031-spain'],
    ]);
    expect(
      within(branch)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['England: competitions', 'Spain: competitions']);
    expect(platform.callsTo(TREE_PATH)).toHaveLength(1);
    expect(sportCodeOf(platform.callsTo(TREE_PATH)[0]?.url ?? '')).toBe('FOOT');
  });

  it('opens a country to its leagues, one country at a time, linking by {id}-{slug}', async () => {
    stubPlatform([
      {
        method: 'GET',
        path: TREE_PATH,
        reply: (call) => jsonResponse(treeOf(sportCodeOf(call.url))),
      },
    ]);
    const { user } = renderWithClient(
      <Sidebar pathname="/en/sports/competitions/240-FOOT/1021-england/1022-premier-league" />,
    );
    await user.click(sportButton('Football'));
    await screen.findByRole('link', { name: 'England 15' });
    const england = countryButton('England');
    const spain = countryButton('Spain');
    expect(england).toHaveAttribute('aria-expanded', 'false');

    await user.click(england);
    expect(england).toHaveAttribute('aria-expanded', 'true');
    const leagues = controlled(england);
    expect(
      within(leagues)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Premier League 12', '/en/sports/competitions/240-FOOT/1021-england/1022-premier-league'],
      ['Championship 3', '/en/sports/competitions/240-FOOT/1021-england/1023-championship'],
    ]);
    expect(within(leagues).getByRole('link', { name: 'Premier League 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(spain);
    expect(spain).toHaveAttribute('aria-expanded', 'true');
    expect(england).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Premier League 12' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'La Liga 9' })).toHaveAttribute(
      'href',
      '/en/sports/competitions/240-FOOT/1031-spain/1032-la-liga',
    );
  });

  it('keeps one section open at a time across sports and the served sub-menus', async () => {
    const platform = stubPlatform([
      {
        method: 'GET',
        path: TREE_PATH,
        reply: (call) => jsonResponse(treeOf(sportCodeOf(call.url))),
      },
    ]);
    const { user } = renderWithClient(<Sidebar />);
    await user.click(sportButton('Football'));
    await screen.findByRole('link', { name: 'England 15' });

    await user.click(sportButton('Tennis'));
    expect(sportButton('Football')).toHaveAttribute('aria-expanded', 'false');
    expect(sportButton('Tennis')).toHaveAttribute('aria-expanded', 'true');
    // A category-grouped sport: category, then its tournaments.
    await screen.findByRole('link', { name: 'ATP 4' });
    await user.click(countryButton('ATP'));
    expect(screen.getByRole('link', { name: 'ATP Finals 4' })).toHaveAttribute(
      'href',
      '/en/sports/competitions/239-TENN/2001-atp/2002-atp-finals',
    );

    const coupons = screen.getByRole('button', { name: 'Football coupons' });
    await user.click(coupons);
    expect(coupons).toHaveAttribute('aria-expanded', 'true');
    expect(sportButton('Tennis')).toHaveAttribute('aria-expanded', 'false');

    // Reopening a sport uses the cached branch (an hour, spec shell §9): no second call.
    await user.click(sportButton('Football'));
    expect(coupons).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'England 15' })).toBeInTheDocument();
    expect(platform.callsTo(TREE_PATH).map((c) => sportCodeOf(c.url))).toEqual(['FOOT', 'TENN']);
  });

  it('is operated from the keyboard', async () => {
    stubPlatform([
      {
        method: 'GET',
        path: TREE_PATH,
        reply: (call) => jsonResponse(treeOf(sportCodeOf(call.url))),
      },
    ]);
    const { user } = renderWithClient(<Sidebar />);
    within(az()).getByRole('link', { name: 'Basketball' }).focus();
    await user.tab();
    expect(sportButton('Basketball')).toHaveFocus();
    await user.tab();
    expect(within(az()).getByRole('link', { name: 'Football' })).toHaveFocus();
    await user.tab();
    expect(sportButton('Football')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sportButton('Football')).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('link', { name: 'England 15' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'England 15' })).toHaveFocus();
    await user.tab();
    expect(countryButton('England')).toHaveFocus();
    await user.keyboard(' ');
    expect(countryButton('England')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Premier League 12' })).toHaveFocus();
    // Closing the sport from the keyboard.
    sportButton('Football').focus();
    await user.keyboard('{Enter}');
    expect(sportButton('Football')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'England 15' })).not.toBeInTheDocument();
  });

  it('says when a sport has no competitions, and offers a retry when the tree fails', async () => {
    let fail = true;
    stubPlatform([
      {
        method: 'GET',
        path: TREE_PATH,
        reply: (call) =>
          fail
            ? jsonResponse({ code: 'UNAVAILABLE', message: 'down' }, 503)
            : jsonResponse(treeOf(sportCodeOf(call.url))),
      },
    ]);
    const { user } = renderWithClient(<Sidebar />);
    await user.click(sportButton('Football'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The competitions could not be loaded.');
    // The sport's own page stays one tap away.
    expect(within(az()).getByRole('link', { name: 'Football' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'England 15' })).toBeInTheDocument();

    await user.click(sportButton('Basketball'));
    await waitFor(() =>
      expect(screen.getByText('No competitions open for betting right now.')).toBeInTheDocument(),
    );
  });
});
