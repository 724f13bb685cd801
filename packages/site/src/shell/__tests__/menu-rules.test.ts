import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  footerItemTap,
  isServedMenuItemShown,
  quickLinkHref,
  servedMenuItemHref,
  shownMenuItems,
  shownTopMenuItems,
  sportsAToZ,
  type MenuViewer,
  type ServedMenuItem,
} from '../menu-rules';
import { mobileFooterItems, SHELL_LIMITS, type MobileFooterItemId } from '../shell-layout';

const visitor: MenuViewer = { loggedIn: false, visibleProducts: [] };
const player: MenuViewer = { loggedIn: true, visibleProducts: ['lotto'] };

const item = (over: Partial<ServedMenuItem> & { id: string }) => ({
  logged_in_link: `/${over.id}`,
  logged_out_link: `/${over.id}`,
  logged_in_only: false,
  active: true,
  submenu: null,
  product: null,
  ...over,
});

describe('served menu items (spec shell §2 Side navigation menu, §6)', () => {
  it('hides logged-in-only items from visitors and shows them to players', () => {
    const myBets = item({ id: 'my-bets', logged_out_link: null, logged_in_only: true });
    expect(isServedMenuItemShown(myBets, visitor)).toBe(false);
    expect(isServedMenuItemShown(myBets, player)).toBe(true);
  });

  it('hides items the operator switched off', () => {
    expect(isServedMenuItemShown(item({ id: 'a', active: false }), player)).toBe(false);
  });

  it('shows a product item only when its product is among the visible products', () => {
    const lotto = item({ id: 'lotto', product: 'lotto' });
    const esports = item({ id: 'esports', product: 'esportsBull' });
    expect(isServedMenuItemShown(lotto, player)).toBe(true);
    expect(isServedMenuItemShown(esports, player)).toBe(false);
    expect(isServedMenuItemShown(lotto, { loggedIn: true, visibleProducts: null })).toBe(false);
  });

  it('hides an item that leads nowhere, keeps one that only opens a sub-menu', () => {
    const noLink = item({ id: 'x', logged_in_link: null, logged_out_link: '' });
    expect(isServedMenuItemShown(noLink, player)).toBe(false);
    expect(isServedMenuItemShown({ ...noLink, submenu: 'football' }, player)).toBe(true);
  });

  it('links each login state to its own link, falling back to the other', () => {
    const rg = item({
      id: 'rg',
      logged_in_link: '/account/responsible-gambling',
      logged_out_link: '/responsible-gambling',
    });
    expect(servedMenuItemHref(rg, true)).toBe('/account/responsible-gambling');
    expect(servedMenuItemHref(rg, false)).toBe('/responsible-gambling');
    expect(servedMenuItemHref({ ...rg, logged_out_link: null }, false)).toBe(
      '/account/responsible-gambling',
    );
  });

  it('keeps the served order and gives each shown item its link', () => {
    const items = [item({ id: 'a' }), item({ id: 'b', active: false }), item({ id: 'c' })];
    expect(shownMenuItems(items, visitor).map((s) => [s.item.id, s.href])).toEqual([
      ['a', '/a'],
      ['c', '/c'],
    ]);
  });

  it('fills the top row with at most 5 items the viewer sees', () => {
    const items = [
      item({ id: 'hidden', logged_in_only: true }),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => item({ id })),
    ];
    expect(shownTopMenuItems(items, visitor).map((s) => s.item.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.boolean(), (n, loggedIn) => {
        const list = Array.from({ length: n }, (_, i) => item({ id: `i${i}` }));
        const shown = shownTopMenuItems(list, { loggedIn, visibleProducts: [] });
        expect(shown.length).toBe(Math.min(n, SHELL_LIMITS.maxMobileTopMenuItems));
      }),
    );
  });
});

describe('quick links and the A–Z sports list (spec shell §2)', () => {
  it("opens the coupon's sport page with the coupon active", () => {
    expect(quickLinkHref({ id: 'football-today', sport_id: 240 })).toBe(
      '/sports/240-FOOT?active-coupon=football-today',
    );
    expect(quickLinkHref({ id: 7, sport_id: 239 })).toBe('/sports/239-TENN?active-coupon=7');
  });

  it('has no link for a coupon whose sport is not in the catalogue', () => {
    expect(quickLinkHref({ id: 'ghost', sport_id: 999_999 })).toBeNull();
  });

  it("sorts sports by name in the page's language", () => {
    const names = (list: { name: string }[]) => list.map((s) => s.name);
    const sports = [{ name: 'Tennis' }, { name: 'american football' }, { name: 'Éco' }];
    expect(names(sportsAToZ(sports, 'en'))).toEqual(['american football', 'Éco', 'Tennis']);
    expect(names(sports)).toEqual(['Tennis', 'american football', 'Éco']);
  });
});

describe('footer item taps (spec shell §2 Mobile footer bar, §4)', () => {
  const tap = (id: MobileFooterItemId, loggedIn: boolean) => {
    const footer = mobileFooterItems({
      items: ['live', 'betslip', 'myBets', 'myAccount'],
      menuSide: 'left',
      floatingBetslip: false,
      rootPage: null,
      loggedIn,
    });
    const found = footer.find((f) => f.id === id);
    if (!found) throw new Error(`no ${id}`);
    return footerItemTap(found, loggedIn);
  };

  it('opens the menu and the betslip instead of linking', () => {
    expect(tap('menu', true)).toEqual({ kind: 'openMenu' });
    expect(tap('betslip', false)).toEqual({ kind: 'openBetslip' });
  });

  it('sends visitors tapping My Account or My Bets to the login', () => {
    expect(tap('myAccount', false)).toEqual({ kind: 'openLogin' });
    expect(tap('myBets', false)).toEqual({ kind: 'openLogin' });
  });

  it('toggles My Bets and links My Account for players', () => {
    expect(tap('myBets', true)).toEqual({ kind: 'toggleMyBets', href: '/open_bets' });
    expect(tap('myAccount', true)).toEqual({ kind: 'link', href: '/account' });
    expect(tap('live', true)).toEqual({ kind: 'link', href: '/live/sport/' });
  });
});
