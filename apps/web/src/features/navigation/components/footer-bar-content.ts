import { assertNever } from '@touchline/betting';
import {
  footerItemTap,
  mobileFooterItems,
  selectedFooterItem,
  type MobileFooterItemId,
  type MobileFooterOptions,
} from '@touchline/site';
import type { Translate } from './translate';

/** One item of the footer bar: a link (`href`, a site path) or an action (`onClick`). */
export interface FooterBarItem {
  readonly id: string;
  readonly label: string;
  /** A menu-icon name. */
  readonly icon: string;
  readonly href?: string;
  readonly onClick?: () => void;
  /** A count shown as a badge when above 0 (wider above 99). */
  readonly badge?: number;
  /** The selected item, highlighted (spec shell §2). */
  readonly active?: boolean;
  /** For an item opening a panel (the menu): whether it is open. */
  readonly expanded?: boolean;
}

/** spec shell §2: the floating betslip button that replaces the Betslip item when enabled. */
export interface FloatingBetslip {
  readonly label: string;
  readonly count: number;
  readonly onClick: () => void;
  readonly active?: boolean;
}

const FOOTER_ICONS: Readonly<Record<MobileFooterItemId, string>> = {
  menu: 'menu',
  live: 'live',
  preEvents: 'sports',
  betslip: 'betslip',
  myBets: 'ticket',
  promos: 'gift',
  virtualSports: 'virtuals',
  myAccount: 'account',
};

export interface FooterBarContentInput {
  readonly t: Translate;
  /**
   * The package's footer options: the brand's items, the Menu side, the floating betslip
   * setting, root_page_configuration, the login state and the promotions URL.
   */
  readonly options: MobileFooterOptions;
  /** The current path (with its locale): picks the highlighted item. */
  readonly pathname: string;
  readonly betslipCount: number;
  /** The player's open-bet count (the bet count call); shown to a logged-in player only. */
  readonly openBetCount: number;
  readonly menuOpen?: boolean;
  readonly betslipOpen?: boolean;
  readonly onOpenMenu: () => void;
  readonly onOpenBetslip: () => void;
  /** spec shell §4: visitors tapping My Account or My Bets get the login. */
  readonly onOpenLogin: () => void;
  /** spec shell §4: toggles the My Bets modal; without it My Bets is a link to its page. */
  readonly onToggleMyBets?: () => void;
}

/**
 * The footer bar's items from the package's rules (spec shell §2 Mobile footer bar, §4): which
 * items in which order (at most 5, Menu left or right, Prematch first for a Prematch root page,
 * the floating betslip replacing Betslip), what each tap does, the selected item and the badges.
 */
export function footerBarContent(input: FooterBarContentInput): {
  readonly items: FooterBarItem[];
  readonly floatingBetslip: FloatingBetslip | null;
} {
  const { t, options } = input;
  const selected = selectedFooterItem(input.pathname);
  const items = mobileFooterItems(options).map((footerItem): FooterBarItem => {
    const { id } = footerItem;
    const base = {
      id,
      label: t(`shell.footerBar.${id}`),
      icon: FOOTER_ICONS[id],
      active: id === selected,
      badge:
        id === 'betslip'
          ? input.betslipCount
          : id === 'myBets' && options.loggedIn
            ? input.openBetCount
            : undefined,
    };
    const tap = footerItemTap(footerItem, options.loggedIn);
    switch (tap.kind) {
      case 'link':
        return { ...base, href: tap.href };
      case 'openMenu':
        return {
          ...base,
          onClick: input.onOpenMenu,
          active: input.menuOpen === true,
          expanded: input.menuOpen === true,
        };
      case 'openBetslip':
        return { ...base, onClick: input.onOpenBetslip, active: input.betslipOpen === true };
      case 'openLogin':
        return { ...base, onClick: input.onOpenLogin };
      case 'toggleMyBets':
        return input.onToggleMyBets
          ? { ...base, onClick: input.onToggleMyBets }
          : { ...base, href: tap.href };
      default:
        return assertNever(tap, 'footer tap');
    }
  });
  const floatingBetslip = options.floatingBetslip
    ? {
        label: t('shell.footerBar.betslip'),
        count: input.betslipCount,
        onClick: input.onOpenBetslip,
        active: input.betslipOpen === true,
      }
    : null;
  return { items, floatingBetslip };
}
