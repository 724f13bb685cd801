/**
 * Page-shell layout rules and constants (spec shell-and-session §1, §2, §4, §9): mobile footer,
 * language dropdown, sub-header overflow, balance font, back-to-top, theme.
 */
import { assertNever, BETTING_LIMITS, TIME_CONSTANTS_SECONDS } from '@touchline/betting';
import { matchesUrlPattern } from './page-layout';
import { stripLocaleSegment, pathWithoutQuery } from './routing';

/** spec shell §1, §2, §9: the shell's sizes in px (the sub-header of other variants in units). */
export const SHELL_SIZES = {
  headerHeightMobilePx: 50,
  headerHeightDesktopPx: 80,
  subHeaderHeightPx: 46,
  subHeaderHeightOtherVariantsUnits: 34,
  sideColumnWidthPx: 380,
  sideColumnWidthExtraLargePx: 420,
  footerHeightPx: 50,
  advertImageWidthPx: 280,
  /** spec shell §1: the layout is desktop from this viewport width up. */
  desktopMinViewportWidthPx: 1024,
  /** spec shell §2: padding added per sub-header link in the overflow calculation. */
  subHeaderLinkPaddingPx: 24,
  backToTopScrollThresholdPx: 200,
} as const;

/** spec shell §2, §9: item-count limits of the shell. */
export const SHELL_LIMITS = {
  maxMobileTopMenuItems: 5,
  maxMobileFooterItems: 5,
  languageSingleColumnMax: 7,
  /** spec shell §2: the balance font shrinks at these symbol-plus-amount lengths. */
  balanceFontSmallAtChars: 14,
  balanceFontSmallerAtChars: 18,
} as const;

/** spec shell §4, §9: the shell's timings. */
export const SHELL_TIMINGS = {
  backToTopHideAfterMs: 5_000,
  logoutLoadingClearMs: 1_000,
  persistRehydrationTimeoutMs: BETTING_LIMITS.rehydrationTimeoutMs,
  /** spec shell §9: event path tree cache. */
  eventPathTreeCacheSeconds: 3_600,
  /** spec shell §9: default query cache retention. */
  defaultQueryCacheSeconds: 60,
  /** spec shell §9: currencies are cached 15 times a base time unit. */
  currenciesCacheBaseUnits: 15,
  /** spec shell §9: second-based time constants. */
  timeConstantsSeconds: TIME_CONSTANTS_SECONDS,
} as const;

/** spec shell §9: the pToU cookie values. */
export const TERMS_COOKIE = { name: 'pToU', accept: 'accept', decline: 'decline' } as const;

/** spec shell §9: persisted favourite and player settings are at version 1. */
export const PERSISTED_SETTINGS_VERSION = 1;

/** spec shell §1: desktop layout from 1024 px wide. */
export function isDesktopViewport(widthPx: number): boolean {
  return widthPx >= SHELL_SIZES.desktopMinViewportWidthPx;
}

/** spec shell §2: header height for the layout. */
export function headerHeightPx(isDesktop: boolean): number {
  return isDesktop ? SHELL_SIZES.headerHeightDesktopPx : SHELL_SIZES.headerHeightMobilePx;
}

/** spec shell §2: side column width (wider on extra-large screens). */
export function sideColumnWidthPx(extraLarge: boolean): number {
  return extraLarge ? SHELL_SIZES.sideColumnWidthExtraLargePx : SHELL_SIZES.sideColumnWidthPx;
}

/** spec shell §2: the mobile top row of menu icons holds at most 5 items. */
export function mobileTopMenuItems<T>(items: readonly T[]): T[] {
  return items.slice(0, SHELL_LIMITS.maxMobileTopMenuItems);
}

// ---------------------------------------------------------------------------------------------
// Root page and footer

/** spec shell §1/§2 root_page_configuration values. */
export type RootPageConfiguration = 'Live page' | 'Prematch page';

/** spec shell §2: the sub-header's home target follows root_page_configuration. */
export function rootPageHomePath(root: RootPageConfiguration | null | undefined): string {
  return root === 'Prematch page' ? '/sports' : '/live/sport';
}

/** spec shell §2: the mobile footer items. */
export const MOBILE_FOOTER_ITEMS = [
  'menu',
  'live',
  'preEvents',
  'betslip',
  'myBets',
  'promos',
  'virtualSports',
  'myAccount',
] as const;
export type MobileFooterItemId = (typeof MOBILE_FOOTER_ITEMS)[number];

/** spec shell §2: footer link targets; null items act (open the menu, betslip or a modal). */
export const MOBILE_FOOTER_HREFS: Readonly<Record<MobileFooterItemId, string | null>> = {
  menu: null,
  live: '/live/sport/',
  preEvents: '/sports',
  betslip: null,
  myBets: '/open_bets',
  promos: '/promotions',
  virtualSports: '/sports/kiron',
  myAccount: '/account',
};

export interface MobileFooterOptions {
  /**
   * The brand's footer items other than Menu, in its order. Default: the spec's listing order
   * (Live, Pre-events, Betslip, My Bets, Promos, Virtual sports, My account).
   */
  readonly items?: readonly Exclude<MobileFooterItemId, 'menu'>[];
  /** Where the Menu item sits; null when the brand has no Menu item in the footer. */
  readonly menuSide: 'left' | 'right' | null;
  /** spec shell §2: a floating betslip button replaces the Betslip item when enabled. */
  readonly floatingBetslip: boolean;
  readonly rootPage: RootPageConfiguration | null | undefined;
  readonly loggedIn: boolean;
  /** spec shell §2: a configured promotions URL overrides /promotions. */
  readonly promotionsUrl?: string | null;
  /** spec shell §1 enable_prematch_sports: off, the bar has no Pre-events item (decision). */
  readonly prematchSports?: boolean;
}

export interface MobileFooterItem {
  readonly id: MobileFooterItemId;
  /** Link target, or null when tapping acts instead (menu, betslip, login for anonymous). */
  readonly href: string | null;
}

const DEFAULT_FOOTER_ORDER: readonly Exclude<MobileFooterItemId, 'menu'>[] = [
  'live',
  'preEvents',
  'betslip',
  'myBets',
  'promos',
  'virtualSports',
  'myAccount',
];

function footerHref(id: MobileFooterItemId, options: MobileFooterOptions): string | null {
  // spec shell §4: logged-out visitors tapping My Account get the login modal, not a link.
  if (id === 'myAccount' && !options.loggedIn) return null;
  if (id === 'promos' && options.promotionsUrl?.trim()) return options.promotionsUrl;
  return MOBILE_FOOTER_HREFS[id];
}

/**
 * spec shell §2: the mobile footer bar. At most 5 items; the floating betslip button replaces the
 * Betslip item; with root_page_configuration Prematch page the order starts Pre-events, Live,
 * then the rest; the Menu item sits first (left) or last (right) — at position 5 when the side is
 * right and there are 5 or more items. Menu is always kept; the other items are cut to fit.
 */
export function mobileFooterItems(options: MobileFooterOptions): MobileFooterItem[] {
  const configured = [...new Set(options.items ?? DEFAULT_FOOTER_ORDER)].filter(
    (id) =>
      !(id === 'betslip' && options.floatingBetslip) &&
      !(id === 'preEvents' && options.prematchSports === false),
  );
  const ordered =
    options.rootPage === 'Prematch page'
      ? [
          ...(['preEvents', 'live'] as const).filter((id) => configured.includes(id)),
          ...configured.filter((id) => id !== 'preEvents' && id !== 'live'),
        ]
      : configured;
  const room = SHELL_LIMITS.maxMobileFooterItems - (options.menuSide === null ? 0 : 1);
  const kept: MobileFooterItemId[] = ordered.slice(0, room);
  if (options.menuSide === 'left') kept.unshift('menu');
  if (options.menuSide === 'right') kept.push('menu');
  return kept.map((id) => ({ id, href: footerHref(id, options) }));
}

/** spec shell §2: the footer item a path selects (highlighted), or null. */
export function selectedFooterItem(href: string): MobileFooterItemId | null {
  const path = stripLocaleSegment(pathWithoutQuery(href));
  if (path.startsWith('/sports/kiron')) return 'virtualSports';
  if (path.startsWith('/live')) return 'live';
  if (/^\/sports(?:\/|$)/.test(path)) return 'preEvents';
  if (path.includes('open_bets') || path.includes('mybets')) return 'myBets';
  if (/^\/account(?:\/|$)/.test(path)) return 'myAccount';
  if (/^\/promotions(?:\/|$)/.test(path)) return 'promos';
  return null;
}

export type CountBadge =
  | { readonly kind: 'none' }
  | { readonly kind: 'normal'; readonly text: string }
  | { readonly kind: 'wide'; readonly text: string };

/** spec shell §2: a count badge shows when the count is above 0 and is wider above 99. */
export function footerCountBadge(count: number): CountBadge {
  if (!(count > 0)) return { kind: 'none' };
  const text = String(Math.floor(count));
  return count > 99 ? { kind: 'wide', text } : { kind: 'normal', text };
}

// ---------------------------------------------------------------------------------------------
// Language selector

/** spec shell §2: the header language selector needs desktop, a visible selector, enable_flags
 * and more than one language. */
export function isHeaderLanguageSelectorVisible(input: {
  readonly isDesktop: boolean;
  readonly selectorVisible: boolean;
  readonly enableFlags: boolean | null | undefined;
  readonly languageCount: number;
}): boolean {
  return (
    input.isDesktop &&
    input.selectorVisible &&
    input.enableFlags === true &&
    hasLanguageChoice(input.languageCount)
  );
}

/** spec shell §2: the selector shows when more than one language exists. */
export function hasLanguageChoice(languageCount: number): boolean {
  return languageCount > 1;
}

export type LanguageDropdownLayout = 'singleColumn' | 'grid';

/** spec shell §2: 7 or fewer languages are a single column on desktop, longer lists a grid. */
export function languageDropdownLayout(
  languageCount: number,
  isDesktop: boolean,
): LanguageDropdownLayout {
  return isDesktop && languageCount > SHELL_LIMITS.languageSingleColumnMax
    ? 'grid'
    : 'singleColumn';
}

// ---------------------------------------------------------------------------------------------
// Sub-header overflow

/**
 * spec shell §2: how many sub-header links fit, in order, in the available width. Each link
 * takes its width plus 24 px of padding. When they do not all fit, the More button's width is
 * reserved too and the links from the first that does not fit onwards go under More (order is
 * kept: a later, narrower link is not pulled forward).
 */
export function subHeaderVisibleLinkCount(
  linkWidthsPx: readonly number[],
  availableWidthPx: number,
  moreButtonWidthPx = 0,
): number {
  const padded = linkWidthsPx.map((w) => Math.max(0, w) + SHELL_SIZES.subHeaderLinkPaddingPx);
  const total = padded.reduce((sum, w) => sum + w, 0);
  if (total <= availableWidthPx) return padded.length;
  const room = availableWidthPx - moreButtonWidthPx;
  let used = 0;
  let count = 0;
  for (const width of padded) {
    if (used + width > room) break;
    used += width;
    count += 1;
  }
  return count;
}

/** spec shell §2: the sub-header links split into the bar and the More menu. */
export function splitSubHeaderLinks<T>(
  links: readonly T[],
  widthOf: (link: T) => number,
  availableWidthPx: number,
  moreButtonWidthPx = 0,
): { readonly visible: T[]; readonly more: T[] } {
  const count = subHeaderVisibleLinkCount(links.map(widthOf), availableWidthPx, moreButtonWidthPx);
  return { visible: links.slice(0, count), more: links.slice(count) };
}

// ---------------------------------------------------------------------------------------------
// Balance, back-to-top, theme

export type BalanceFontSize = 'regular' | 'small' | 'smaller';

/** spec shell §2: the balance font shrinks when symbol plus amount reaches 14, then 18 characters. */
export function balanceFontSize(symbol: string, amountText: string): BalanceFontSize {
  const length = symbol.length + amountText.length;
  if (length >= SHELL_LIMITS.balanceFontSmallerAtChars) return 'smaller';
  if (length >= SHELL_LIMITS.balanceFontSmallAtChars) return 'small';
  return 'regular';
}

export interface BackToTopInput {
  readonly scrollY: number;
  /** Epoch ms of the last scroll event (the 5-second timer restarts on each scroll). */
  readonly lastScrollAt: number;
  readonly now: number;
  readonly pathname: string;
  /** URL patterns (with `*`) of the paths where the button is never shown. */
  readonly excludedPaths: readonly string[];
}

/**
 * spec shell §2/§4: the back-to-top button shows while the page is scrolled more than 200 px and
 * the 5-second timer since the last scroll has not expired; never on excluded paths.
 */
export function isBackToTopVisible(input: BackToTopInput): boolean {
  if (input.scrollY <= SHELL_SIZES.backToTopScrollThresholdPx) return false;
  if (input.now - input.lastScrollAt >= SHELL_TIMINGS.backToTopHideAfterMs) return false;
  return !input.excludedPaths.some((pattern) => matchesUrlPattern(pattern, input.pathname));
}

export type ColorScheme = 'dark' | 'light' | 'system';

/** spec shell §9: stored dark and light map to dark and light, anything else to the system theme. */
export function resolveColorScheme(stored: string | null | undefined): ColorScheme {
  const value = stored?.trim().toLowerCase();
  switch (value) {
    case 'dark':
    case 'light':
      return value;
    default:
      return 'system';
  }
}

/** spec shell §2: the theme query flag (light or dark) overrides the default theme. */
export function themeFromQuery(
  queryValue: string | null | undefined,
  fallback: ColorScheme,
): ColorScheme {
  const scheme = resolveColorScheme(queryValue);
  switch (scheme) {
    case 'dark':
    case 'light':
      return scheme;
    case 'system':
      return fallback;
    default:
      return assertNever(scheme, 'colour scheme');
  }
}
