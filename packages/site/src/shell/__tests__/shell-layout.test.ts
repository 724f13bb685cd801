import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  balanceFontSize,
  footerCountBadge,
  hasLanguageChoice,
  headerHeightPx,
  isBackToTopVisible,
  isDesktopViewport,
  isHeaderLanguageSelectorVisible,
  languageDropdownLayout,
  MOBILE_FOOTER_ITEMS,
  mobileFooterItems,
  mobileTopMenuItems,
  PERSISTED_SETTINGS_VERSION,
  resolveColorScheme,
  rootPageHomePath,
  selectedFooterItem,
  SHELL_LIMITS,
  SHELL_SIZES,
  SHELL_TIMINGS,
  sideColumnWidthPx,
  splitSubHeaderLinks,
  subHeaderVisibleLinkCount,
  TERMS_COOKIE,
  themeFromQuery,
  type MobileFooterItemId,
  type MobileFooterOptions,
} from '../shell-layout';

describe('shell constants (spec shell §1, §2, §9)', () => {
  it('holds the sizes of the shell', () => {
    expect(headerHeightPx(false)).toBe(50);
    expect(headerHeightPx(true)).toBe(80);
    expect(SHELL_SIZES.subHeaderHeightPx).toBe(46);
    expect(SHELL_SIZES.subHeaderHeightOtherVariantsUnits).toBe(34);
    expect(sideColumnWidthPx(false)).toBe(380);
    expect(sideColumnWidthPx(true)).toBe(420);
    expect(SHELL_SIZES.footerHeightPx).toBe(50);
    expect(SHELL_SIZES.advertImageWidthPx).toBe(280);
    expect(SHELL_SIZES.subHeaderLinkPaddingPx).toBe(24);
    expect(SHELL_SIZES.backToTopScrollThresholdPx).toBe(200);
  });

  it('holds the limits and timings of the shell', () => {
    expect(SHELL_LIMITS.maxMobileFooterItems).toBe(5);
    expect(SHELL_LIMITS.maxMobileTopMenuItems).toBe(5);
    expect(SHELL_LIMITS.languageSingleColumnMax).toBe(7);
    expect(SHELL_TIMINGS.backToTopHideAfterMs).toBe(5000);
    expect(SHELL_TIMINGS.logoutLoadingClearMs).toBe(1000);
    expect(SHELL_TIMINGS.persistRehydrationTimeoutMs).toBe(5000);
    expect(SHELL_TIMINGS.eventPathTreeCacheSeconds).toBe(3600);
    expect(SHELL_TIMINGS.defaultQueryCacheSeconds).toBe(60);
    expect(SHELL_TIMINGS.currenciesCacheBaseUnits).toBe(15);
    expect(SHELL_TIMINGS.timeConstantsSeconds).toEqual([60, 600, 3600, 28800]);
    expect(TERMS_COOKIE).toEqual({ name: 'pToU', accept: 'accept', decline: 'decline' });
    expect(PERSISTED_SETTINGS_VERSION).toBe(1);
  });

  it('splits mobile and desktop at 1024 px', () => {
    expect(isDesktopViewport(1023)).toBe(false);
    expect(isDesktopViewport(1024)).toBe(true);
    expect(isDesktopViewport(1920)).toBe(true);
  });

  it('keeps at most 5 items in the mobile top menu row', () => {
    expect(mobileTopMenuItems([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(mobileTopMenuItems([1, 2])).toEqual([1, 2]);
  });

  it('points the sub-header home at live or pre-match per root_page_configuration', () => {
    expect(rootPageHomePath('Live page')).toBe('/live/sport');
    expect(rootPageHomePath('Prematch page')).toBe('/sports');
    expect(rootPageHomePath(undefined)).toBe('/live/sport');
  });
});

const footer = (over: Partial<MobileFooterOptions> = {}): MobileFooterItemId[] =>
  mobileFooterItems({
    menuSide: 'left',
    floatingBetslip: false,
    rootPage: 'Live page',
    loggedIn: true,
    ...over,
  }).map((item) => item.id);

describe('mobile footer bar (spec shell §2)', () => {
  it('holds at most 5 items, Menu first when on the left', () => {
    expect(footer()).toEqual(['menu', 'live', 'preEvents', 'betslip', 'myBets']);
  });

  it('has no Pre-events item when enable_prematch_sports is off (the next item moves up)', () => {
    expect(footer({ prematchSports: false })).toEqual([
      'menu',
      'live',
      'betslip',
      'myBets',
      'promos',
    ]);
    expect(footer({ prematchSports: false, rootPage: 'Prematch page' })[1]).toBe('live');
  });

  it('puts Menu last, at position 5, when on the right with 5 or more items', () => {
    expect(footer({ menuSide: 'right' })).toEqual([
      'live',
      'preEvents',
      'betslip',
      'myBets',
      'menu',
    ]);
    expect(footer({ menuSide: 'right', items: ['live', 'betslip'] })).toEqual([
      'live',
      'betslip',
      'menu',
    ]);
  });

  it('starts with Pre-events then Live when the root page is the Prematch page', () => {
    expect(footer({ rootPage: 'Prematch page' })).toEqual([
      'menu',
      'preEvents',
      'live',
      'betslip',
      'myBets',
    ]);
    expect(footer({ rootPage: 'Prematch page', items: ['promos', 'live', 'myBets'] })).toEqual([
      'menu',
      'live',
      'promos',
      'myBets',
    ]);
  });

  it('drops the Betslip item when the floating betslip button is enabled', () => {
    expect(footer({ floatingBetslip: true })).toEqual([
      'menu',
      'live',
      'preEvents',
      'myBets',
      'promos',
    ]);
  });

  it('links the items to their routes; My account only when logged in', () => {
    const items = mobileFooterItems({
      items: ['live', 'preEvents', 'myBets', 'myAccount'],
      menuSide: null,
      floatingBetslip: false,
      rootPage: null,
      loggedIn: true,
    });
    expect(items).toEqual([
      { id: 'live', href: '/live/sport/' },
      { id: 'preEvents', href: '/sports' },
      { id: 'myBets', href: '/open_bets' },
      { id: 'myAccount', href: '/account' },
    ]);
    const anonymous = mobileFooterItems({
      items: ['virtualSports', 'promos', 'myAccount'],
      menuSide: 'left',
      floatingBetslip: false,
      rootPage: null,
      loggedIn: false,
      promotionsUrl: 'https://promo.example.com',
    });
    expect(anonymous).toEqual([
      { id: 'menu', href: null },
      { id: 'virtualSports', href: '/sports/kiron' },
      { id: 'promos', href: 'https://promo.example.com' },
      { id: 'myAccount', href: null },
    ]);
  });

  it('never exceeds 5 items, keeps Menu, and keeps the configured relative order (property)', () => {
    const others = MOBILE_FOOTER_ITEMS.filter((id) => id !== 'menu');
    fc.assert(
      fc.property(
        fc
          .subarray([...others])
          .chain((subset) => fc.shuffledSubarray(subset, { minLength: subset.length })),
        fc.constantFrom('left' as const, 'right' as const, null),
        fc.boolean(),
        fc.constantFrom('Live page' as const, 'Prematch page' as const),
        (items, menuSide, floatingBetslip, rootPage) => {
          const ids = footer({ items, menuSide, floatingBetslip, rootPage });
          expect(ids.length).toBeLessThanOrEqual(5);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.includes('menu')).toBe(menuSide !== null);
          if (menuSide === 'left') expect(ids[0]).toBe('menu');
          if (menuSide === 'right') expect(ids[ids.length - 1]).toBe('menu');
          if (floatingBetslip) expect(ids).not.toContain('betslip');
          const rest = ids.filter((id) => id !== 'menu' && id !== 'live' && id !== 'preEvents');
          const configuredRest = items.filter((id) => (rest as string[]).includes(id));
          expect(rest).toEqual(configuredRest);
        },
      ),
    );
  });

  it('highlights the item of the current path', () => {
    expect(selectedFooterItem('/en/live/sport/240-FOOT')).toBe('live');
    expect(selectedFooterItem('/en/sports/240-FOOT')).toBe('preEvents');
    expect(selectedFooterItem('/en/sports/kiron')).toBe('virtualSports');
    expect(selectedFooterItem('/en/open_bets')).toBe('myBets');
    expect(selectedFooterItem('/en/account/balances')).toBe('myAccount');
    expect(selectedFooterItem('/en/promotions')).toBe('promos');
    expect(selectedFooterItem('/en')).toBeNull();
  });

  it('shows a count badge above 0, wider above 99', () => {
    expect(footerCountBadge(0)).toEqual({ kind: 'none' });
    expect(footerCountBadge(-1)).toEqual({ kind: 'none' });
    expect(footerCountBadge(1)).toEqual({ kind: 'normal', text: '1' });
    expect(footerCountBadge(99)).toEqual({ kind: 'normal', text: '99' });
    expect(footerCountBadge(100)).toEqual({ kind: 'wide', text: '100' });
  });
});

describe('language dropdown (spec shell §2)', () => {
  it('is a single column for 7 or fewer languages on desktop, a grid above', () => {
    expect(languageDropdownLayout(7, true)).toBe('singleColumn');
    expect(languageDropdownLayout(8, true)).toBe('grid');
    expect(languageDropdownLayout(12, false)).toBe('singleColumn');
  });

  it('shows the header selector with desktop, a visible selector, enable_flags and 2+ languages', () => {
    const ok = { isDesktop: true, selectorVisible: true, enableFlags: true, languageCount: 2 };
    expect(isHeaderLanguageSelectorVisible(ok)).toBe(true);
    expect(isHeaderLanguageSelectorVisible({ ...ok, isDesktop: false })).toBe(false);
    expect(isHeaderLanguageSelectorVisible({ ...ok, selectorVisible: false })).toBe(false);
    expect(isHeaderLanguageSelectorVisible({ ...ok, enableFlags: null })).toBe(false);
    expect(isHeaderLanguageSelectorVisible({ ...ok, languageCount: 1 })).toBe(false);
    expect(hasLanguageChoice(1)).toBe(false);
    expect(hasLanguageChoice(2)).toBe(true);
  });
});

describe('sub-header overflow (spec shell §2)', () => {
  it('adds 24 px per link', () => {
    // 3 links of 76 px take 3 × 100 = 300 px.
    expect(subHeaderVisibleLinkCount([76, 76, 76], 300)).toBe(3);
    expect(subHeaderVisibleLinkCount([76, 76, 76], 299)).toBe(2);
  });

  it('reserves room for the More button once links overflow', () => {
    expect(subHeaderVisibleLinkCount([76, 76, 76], 299, 60)).toBe(2);
    expect(subHeaderVisibleLinkCount([76, 76, 76], 259, 60)).toBe(1);
    expect(subHeaderVisibleLinkCount([76, 76, 76], 300, 60)).toBe(3);
  });

  it('keeps order: links after the first that does not fit go under More', () => {
    const links = [
      { name: 'Football', w: 76 },
      { name: 'Tennis', w: 200 },
      { name: 'Golf', w: 20 },
    ];
    expect(splitSubHeaderLinks(links, (l) => l.w, 200)).toEqual({
      visible: [links[0]],
      more: [links[1], links[2]],
    });
  });

  it('fits as many links as the width allows, and no more (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 100 }),
        (widths, available, more) => {
          const count = subHeaderVisibleLinkCount(widths, available, more);
          const used = (n: number): number =>
            widths.slice(0, n).reduce((sum, w) => sum + w + 24, 0);
          expect(count).toBeGreaterThanOrEqual(0);
          expect(count).toBeLessThanOrEqual(widths.length);
          if (count === widths.length) {
            expect(used(count)).toBeLessThanOrEqual(available);
          } else {
            // Overflow: the shown links and the More button fit; one more link would not.
            if (count > 0) expect(used(count)).toBeLessThanOrEqual(available - more);
            expect(used(count + 1)).toBeGreaterThan(available - more);
          }
        },
      ),
    );
  });
});

describe('balance font, back-to-top, theme (spec shell §2, §4, §9)', () => {
  it('shrinks the balance font when symbol plus amount reaches 14, then 18 characters', () => {
    expect(balanceFontSize('€', '1,234,567.8')).toBe('regular'); // 12
    expect(balanceFontSize('€', '12,345,678.9')).toBe('regular'); // 13
    expect(balanceFontSize('€', '12,345,678.90')).toBe('small'); // 14
    expect(balanceFontSize('R$', '1,234,567,890.1')).toBe('small'); // 17
    expect(balanceFontSize('R$', '1,234,567,890.12')).toBe('smaller'); // 18
  });

  const at = {
    lastScrollAt: 1_000,
    now: 2_000,
    pathname: '/en/sports',
    excludedPaths: ['/live/*'],
  };

  it('shows back-to-top after scrolling more than 200 px', () => {
    expect(isBackToTopVisible({ ...at, scrollY: 200 })).toBe(false);
    expect(isBackToTopVisible({ ...at, scrollY: 201 })).toBe(true);
  });

  it('hides back-to-top 5 seconds after the last scroll', () => {
    expect(isBackToTopVisible({ ...at, scrollY: 500, now: 5_999 })).toBe(true);
    expect(isBackToTopVisible({ ...at, scrollY: 500, now: 6_000 })).toBe(false);
  });

  it('never shows back-to-top on excluded paths', () => {
    expect(isBackToTopVisible({ ...at, scrollY: 500, pathname: '/en/live/1-a-v-b' })).toBe(false);
  });

  it('maps the stored theme to dark, light or the system theme', () => {
    expect(resolveColorScheme('dark')).toBe('dark');
    expect(resolveColorScheme('Light')).toBe('light');
    expect(resolveColorScheme('blue')).toBe('system');
    expect(resolveColorScheme(null)).toBe('system');
    expect(themeFromQuery('dark', 'light')).toBe('dark');
    expect(themeFromQuery(null, 'light')).toBe('light');
    expect(themeFromQuery('sepia', 'system')).toBe('system');
  });
});
