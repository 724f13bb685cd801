/**
 * Side-menu and footer-bar rules that the served menu data needs beyond `visibility.ts` and
 * `shell-layout.ts` (spec shell-and-session §2 Side navigation menu, Mobile footer bar; §4 Menu
 * and shell; §6): which served menu items a viewer sees and where they lead, quick links from
 * coupons, the A–Z sports order, and what a footer item does when tapped.
 */
import { assertNever, sportById, sportSlug } from '@touchline/betting';
import { isMenuItemVisible, menuItemHref } from './visibility';
import { mobileTopMenuItems, type MobileFooterItem } from './shell-layout';

/** The fields of a served menu item (GET /api/tabs) that decide whether and where it shows. */
export interface ServedMenuItem {
  readonly logged_in_link?: string | null;
  readonly logged_out_link?: string | null;
  readonly logged_in_only?: boolean | null;
  readonly active?: boolean | null;
  readonly submenu?: string | number | null;
  /** A third-party product whose gate decides whether the item shows. */
  readonly product?: string | null;
}

export interface MenuViewer {
  /** spec shell §6: logged in when a JWE token is present. */
  readonly loggedIn: boolean;
  /**
   * The products the platform lets this viewer see (GET /api/products ids), or null while they
   * are unknown: then no product item shows (the web never shows a product it cannot open).
   */
  readonly visibleProducts: readonly string[] | null;
}

/** spec shell §2: the link of a served item for the viewer's login state (the other as fallback). */
export function servedMenuItemHref(item: ServedMenuItem, loggedIn: boolean): string | null {
  return menuItemHref(
    { loggedInLink: item.logged_in_link, loggedOutLink: item.logged_out_link },
    loggedIn,
  );
}

/**
 * spec shell §2, §6: a served item shows when it is active (decision: `active: false` is the
 * operator switching it off), the viewer may see it (logged-in-only items are hidden for
 * visitors), its third-party product (if any) is among the viewer's visible products, and it
 * leads somewhere: a link for the login state or a sub-menu to open.
 */
export function isServedMenuItemShown(item: ServedMenuItem, viewer: MenuViewer): boolean {
  if (item.active === false) return false;
  if (!isMenuItemVisible({ loggedInOnly: item.logged_in_only }, viewer.loggedIn)) return false;
  if (item.product) {
    // spec shell §2: a third-party tier appears only when its feature check passes.
    if (viewer.visibleProducts === null || !viewer.visibleProducts.includes(item.product)) {
      return false;
    }
  }
  const hasSubmenu = item.submenu !== null && item.submenu !== undefined && item.submenu !== '';
  return hasSubmenu || servedMenuItemHref(item, viewer.loggedIn) !== null;
}

export interface ShownMenuItem<T extends ServedMenuItem> {
  readonly item: T;
  /** The link for the viewer (not yet localised), or null for an item that only opens a sub-menu. */
  readonly href: string | null;
}

/** The items of a menu tier this viewer sees, in the served order, each with its link. */
export function shownMenuItems<T extends ServedMenuItem>(
  items: readonly T[],
  viewer: MenuViewer,
): ShownMenuItem<T>[] {
  return items
    .filter((item) => isServedMenuItemShown(item, viewer))
    .map((item) => ({ item, href: servedMenuItemHref(item, viewer.loggedIn) }));
}

/**
 * spec shell §2, §9: the top icons row holds at most 5 items. The slots go to items this viewer
 * sees (decision: a hidden logged-in-only item does not take a visitor's slot).
 */
export function shownTopMenuItems<T extends ServedMenuItem>(
  items: readonly T[],
  viewer: MenuViewer,
): ShownMenuItem<T>[] {
  return mobileTopMenuItems(shownMenuItems(items, viewer));
}

/**
 * spec shell §2 routes: a quick link built from a coupon opens its sport's page with the coupon
 * active (`/sports/240-FOOT?active-coupon=football-today`). Null when the coupon's sport is not
 * in the catalogue (there is no page to open).
 */
export function quickLinkHref(coupon: {
  readonly id: string | number;
  readonly sport_id: number;
}): string | null {
  const sport = sportById(coupon.sport_id);
  if (!sport) return null;
  return `/sports/${sportSlug(sport)}?active-coupon=${encodeURIComponent(String(coupon.id))}`;
}

/** spec shell §2: the A–Z sports list, by name in the page's language (accents sort as letters). */
export function sportsAToZ<T extends { readonly name: string }>(
  sports: readonly T[],
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...sports].sort((a, b) => collator.compare(a.name, b.name));
}

/** What tapping a mobile footer item does (spec shell §2 Mobile footer bar, §4 Menu and shell). */
export type FooterItemTap =
  | { readonly kind: 'link'; readonly href: string }
  | { readonly kind: 'openMenu' }
  | { readonly kind: 'openBetslip' }
  /** spec shell §4: logged-out visitors tapping My Account or My Bets get the login modal. */
  | { readonly kind: 'openLogin' }
  /**
   * spec shell §4: the footer My Bets item toggles the My Bets modal; on the My Bets route it
   * navigates back instead. `href` is the My Bets page for a shell without the modal.
   */
  | { readonly kind: 'toggleMyBets'; readonly href: string };

export function footerItemTap(item: MobileFooterItem, loggedIn: boolean): FooterItemTap {
  switch (item.id) {
    case 'menu':
      return { kind: 'openMenu' };
    case 'betslip':
      return { kind: 'openBetslip' };
    case 'myAccount':
    case 'myBets':
      if (!loggedIn) return { kind: 'openLogin' };
      if (item.id === 'myBets') return { kind: 'toggleMyBets', href: item.href ?? '/open_bets' };
      return item.href === null ? { kind: 'openLogin' } : { kind: 'link', href: item.href };
    case 'live':
    case 'preEvents':
    case 'promos':
    case 'virtualSports':
      if (item.href === null) throw new Error(`footer item ${item.id} has no link`);
      return { kind: 'link', href: item.href };
    default:
      return assertNever(item.id, 'footer item');
  }
}
