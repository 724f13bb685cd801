'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import type { Coupon, MenuSection, Submenu } from '@touchline/contract';
import { isLogoutVisible, isMyBetsPath, SHELL_SIZES, sportsAppLinkShown } from '@touchline/site';
import { useProfile } from '../../../src/features/account';
import { runShellEffects } from '../../../src/features/auth';
import { Betslip, useBetslipState, useBetslipStore } from '../../../src/features/betslip';
import {
  BackToTop,
  LayoutColumns,
  OrientationNotice,
  RegionBoundary,
  renderContentComponent,
  SiteFooter,
  usePageLayout,
  type ServerFooter,
} from '../../../src/features/content';
import { HostBridge, useEmbedMode } from '../../../src/features/embedding';
import { JackpotBetslip, jackpotIdFromSlug, useJackpotPicks } from '../../../src/features/jackpot';
import { useLiveChat } from '../../../src/features/live-chat';
import {
  FooterBar,
  footerBarContent,
  LIVE_CHAT_EXCLUDED_VARIANTS,
  MenuDrawerHeader,
  menuDrawerBrand,
  SideMenu,
  useProducts,
  type SideMenuSport,
} from '../../../src/features/navigation';
import { OpenBetsPanel, PlayerNews, useBetCount } from '../../../src/features/open-bets';
import { HeaderSearch } from '../../../src/features/search';
import { SettingsButton, useSettingsDialog } from '../../../src/features/settings';
import { SELF_EXCLUSION_ICON_SETTINGS } from '../../../src/shared/config/site';
import { Modal } from '../../../src/shared/ui/modal';
import { useMediaQuery } from '../../../src/shared/hydration/use-media-query';
import { useSession } from '../../../src/shared/session/session-store';
import { useShellStore } from '../../../src/shared/session/shell-store';
import { LanguageSelector } from '../../../src/shared/site/language-selector';
import { useSite, useT } from '../../../src/shared/site/site-context';
import { ThemeSwitch } from '../../../src/shared/site/theme-switch';
import { TranslationsReport } from '../../../src/shared/site/translations-report';
import { MobileBetslip, useMobileBetslipSheet } from './mobile-betslip';
import { SiteHeader } from './site-header';
import styles from './shell-frame.module.css';

const DESKTOP_QUERY = `(min-width: ${SHELL_SIZES.desktopMinViewportWidthPx}px)`;

export interface ShellFrameProps {
  readonly locale: string;
  readonly tabs: readonly MenuSection[];
  readonly subheader: Submenu | null;
  readonly quickLinks: readonly Coupon[];
  readonly sports: readonly SideMenuSport[];
  /** The header's extras as the server read them (null: none); see SiteHeader. */
  readonly headerExtras?: Submenu | null | undefined;
  /** The foot's widget and seal as the server read them (the first HTML holds the whole foot). */
  readonly serverFooter?: ServerFooter | undefined;
  readonly children: ReactNode;
}

/**
 * The page shell (spec shell §2): header, sub-header, the brand's page layout for this path
 * (menu, adverts, widgets and the betslip in their columns on desktop), the mobile drawer and
 * footer bar, and back-to-top. The menus and content come from the platform (issue 10); this
 * component only places them.
 */
export function ShellFrame({
  locale,
  tabs,
  subheader,
  quickLinks,
  sports,
  serverFooter,
  headerExtras,
  children,
}: ShellFrameProps) {
  const t = useT();
  const site = useSite();
  const pathname = usePathname() ?? `/${locale}`;
  // spec betting-domain §2 My Bets modal (its closed / visible / hidden states are the package's,
  // kept by the panel itself as it opens and closes).
  const [myBetsShown, setMyBetsShown] = useState(false);
  // Leaving the page (a link inside My Bets, the menu) closes it.
  const [myBetsPath, setMyBetsPath] = useState(pathname);
  if (myBetsPath !== pathname) {
    setMyBetsPath(pathname);
    setMyBetsShown(false);
  }
  const session = useSession();
  const loggedIn = session !== null;
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // spec shell §1, §2: embedded in a host page or a native app, no header and footer.
  const embed = useEmbedMode();
  const settings = site.settings.web;
  const layout = usePageLayout(settings.page_layouts);
  const products = useProducts().data?.products;
  const betCount = useBetCount(session?.accountId ?? null).data?.betCount ?? 0;
  const betslip = useBetslipState();
  const betslipCount = Object.keys(betslip.bets).length;
  const betslipDispatch = useBetslipStore((store) => store.dispatch);
  // spec betting-domain §2: a route with a jackpotEvent shows the jackpot betslip instead.
  const jackpotEvent = useParams<{ jackpotEvent?: string }>()?.jackpotEvent;
  const jackpotPicks = useJackpotPicks(jackpotIdFromSlug(jackpotEvent ?? '') ?? 0).length;
  // spec §2: on a phone the betslip is a sheet over a backdrop; taking it down collapses it. A
  // jackpot slip never comes up by itself (thirteen picks to make): its bar counts the picks.
  const betslipSheet = useMobileBetslipSheet({
    open: jackpotEvent ? false : betslip.open,
    count: jackpotEvent ? jackpotPicks : betslipCount,
    onCollapsed: () => betslipDispatch({ type: 'betslipCollapsed' }),
  });
  // spec shell §2: the desktop side menu opens the settings panel too (beside its row).
  const menuSettings = useSettingsDialog('beside');

  const shell = useShellStore((store) => store.state);
  const dispatch = useShellStore((store) => store.dispatch);
  // spec shell §4: opening the menu takes the phone's betslip sheet down.
  const act = (action: Parameters<typeof dispatch>[0]) =>
    runShellEffects(dispatch(action), isDesktop ? {} : { closeBetslip: betslipSheet.collapse });
  // spec shell §4: the desktop layout closes the mobile menu (and releases its scroll lock), so
  // narrowing the window again does not bring back a drawer left open.
  useEffect(() => {
    runShellEffects(dispatch({ type: 'desktopLayoutChanged', isDesktop }));
  }, [dispatch, isDesktop]);
  const showLogout = isLogoutVisible({
    loggedIn,
    isDesktop,
    displayLogoutButton: settings.display_logout_button,
    isNativeApp: embed.nativeApp,
  });
  // spec shell §2, §4: the session clock and the last login, for the brands that show them.
  const brandMenu = site.brand.menu;
  const profile = useProfile(loggedIn && brandMenu.last_login);
  const lastLoginAt =
    loggedIn && brandMenu.last_login ? (profile.data?.lastLoginDate ?? null) : null;
  // spec shell §4, §5: live_chat_url, or the Avaya chat opened with the player's chat token.
  const liveChat = useLiveChat({ locale, excludedVariants: LIVE_CHAT_EXCLUDED_VARIANTS });
  // Decision: the footer bar's Menu item sits on the side the brand's layout puts the menu.
  const menuSide = layout?.right_column.some((ref) => ref.name === 'menu') ? 'right' : 'left';
  const menuContent = {
    t,
    locale,
    loggedIn,
    tabs: [...tabs],
    products,
    quickLinks: { coupons: [...quickLinks] },
    // spec shell §1 enable_prematch_sports: off, no A–Z tree of pre-match sports (decision).
    sports: settings.enable_prematch_sports ? [...sports] : [],
    pathname,
    liveChatUrl: liveChat.href,
    ...(liveChat.onOpen ? { onOpenLiveChat: liveChat.onOpen } : {}),
    // spec shell §1 flutter_one_link: inside the native app its one link is not offered.
    sportsAppLink: sportsAppLinkShown({
      link: settings.sports_app_link,
      nativeApp: embed.nativeApp,
      flutterOneLink: settings.flutter_one_link,
    }),
    showFavourites: settings.enable_favorites,
    ...(session && brandMenu.session_clock
      ? { sessionClock: { startedAt: session.loginTime * 1000 } }
      : {}),
    lastLoginAt,
    openSubmenu: shell.openSubmenuSection,
    onSubmenuToggle: (sectionId: string) => act({ type: 'submenuSectionToggled', sectionId }),
    ...(showLogout
      ? { onLogout: () => act({ type: 'logoutClicked' }), logoutPending: shell.logoutInProgress }
      : {}),
  };

  const openBetslip = () => {
    if (!isDesktop) {
      betslipSheet.expand();
      return;
    }
    const slip = document.getElementById('betslip');
    slip?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    slip?.focus({ preventScroll: true });
  };
  const footer = footerBarContent({
    t,
    options: {
      menuSide,
      floatingBetslip: site.settings.mobile.enable_floating_betslip,
      rootPage: settings.root_page_configuration,
      loggedIn,
      prematchSports: settings.enable_prematch_sports,
    },
    pathname,
    // On a jackpot page the betslip item counts the jackpot picks (its slip is the jackpot's).
    betslipCount: jackpotEvent ? jackpotPicks : betslipCount,
    betslipOpen: !isDesktop && betslipSheet.shown,
    openBetCount: betCount,
    menuOpen: shell.mobileMenuOpen,
    onOpenMenu: () => act({ type: 'mobileMenuToggled', betslipBusy: betslip.betPlacing }),
    onOpenBetslip: openBetslip,
    onOpenLogin: () => act({ type: 'loginButtonPressed' }),
    // spec shell §4: the footer's My Bets toggles the My Bets modal; on the My Bets page itself
    // it goes back.
    onToggleMyBets: () => {
      if (isMyBetsPath(pathname)) window.history.back();
      else setMyBetsShown((shown) => !shown);
    },
  });

  const sheetCount = jackpotEvent ? jackpotPicks : betslipCount;
  const peekBarShown = !isDesktop && !embed.hideChrome && !betslipSheet.shown && sheetCount > 0;
  const betslipColumn = (
    <div id="betslip" tabIndex={-1} className={styles.betslip}>
      {jackpotEvent ? (
        <JackpotBetslip jackpotEvent={jackpotEvent} />
      ) : (
        // spec shell §1 betslip-origin: a native app's forced origin goes with every slip.
        <Betslip originId={embed.betslipOrigin ?? undefined} />
      )}
    </div>
  );

  return (
    <>
      {embed.hideChrome ? null : (
        // spec shell §8: each region of the shell has its own boundary, so a header that fails
        // to draw leaves the page, the menus and the betslip working (and is reported).
        <RegionBoundary name="header" resetKey={pathname}>
          <SiteHeader
            locale={locale}
            serverExtras={headerExtras}
            displayLogoutButton={settings.display_logout_button}
            subheader={subheader}
            pathname={pathname}
            menuButton={
              <button
                type="button"
                className={styles.menuButton}
                aria-expanded={shell.mobileMenuOpen}
                onClick={() => act({ type: 'mobileMenuOpened', betslipBusy: betslip.betPlacing })}
              >
                <span className={styles.visuallyHidden}>{t('shell.header.menu')}</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                  <path
                    d="M4 7h16M4 12h16M4 17h16"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            }
          />
        </RegionBoundary>
      )}
      <LayoutColumns
        layout={layout}
        resetKey={pathname}
        renderComponent={(ref, placement) => {
          if (ref.name === 'menu') {
            return isDesktop ? (
              <SideMenu
                variant="sidebar"
                {...menuContent}
                side={placement === 'right' ? 'right' : 'left'}
                expanded={shell.desktopMenuExpanded}
                onToggleExpanded={() => act({ type: 'desktopMenuToggled' })}
                onOpenSettings={menuSettings.openFrom}
                settingsOpen={menuSettings.open}
              />
            ) : null;
          }
          if (ref.name === 'betslip') return isDesktop ? betslipColumn : null;
          return renderContentComponent(ref, 'right', t);
        }}
      >
        <main id="main" className="page-main" tabIndex={-1}>
          {children}
        </main>
        {/* Embedded, the frame grows with its page (the host sizes it), so it has no screen-sized
            view to lay a sheet over: the betslip follows the page there. */}
        {!isDesktop && embed.hideChrome ? (
          <RegionBoundary name="betslip">{betslipColumn}</RegionBoundary>
        ) : null}
      </LayoutColumns>
      <RegionBoundary name="menu-drawer" resetKey={pathname}>
        <SideMenu
          variant="drawer"
          {...menuContent}
          side={menuSide}
          open={shell.mobileMenuOpen && !isDesktop}
          onClose={() => act({ type: 'mobileMenuClosed' })}
          tools={
            <>
              <span className={styles.drawerSearch}>
                <HeaderSearch locale={locale} />
              </span>
              <span className={styles.drawerSettings}>
                <SettingsButton />
              </span>
            </>
          }
          header={
            <MenuDrawerHeader
              t={t}
              locale={locale}
              brand={menuDrawerBrand(
                site.brand,
                settings,
                SELF_EXCLUSION_ICON_SETTINGS.selfExclusionSettingVariant,
              )}
              loggedIn={loggedIn}
              onLogin={() => {
                // The drawer closes first, so the login modal is the only one open (spec shell §4).
                act({ type: 'mobileMenuClosed' });
                act({ type: 'loginButtonPressed' });
              }}
              languageSelector={<LanguageSelector current={locale} />}
            />
          }
        />
      </RegionBoundary>
      <RegionBoundary name="settings-panel">{menuSettings.dialog}</RegionBoundary>
      <RegionBoundary name="translations-report">
        <TranslationsReport />
      </RegionBoundary>
      {embed.hideChrome ? null : (
        <RegionBoundary name="footer" resetKey={pathname}>
          <SiteFooter
            t={t}
            footerWidgetId={settings.footer_html_widget_id}
            termsWidgetId={settings.terms_of_use_html_widget_id}
            initial={serverFooter}
          >
            <ThemeSwitch />
          </SiteFooter>
        </RegionBoundary>
      )}
      <RegionBoundary name="orientation-notice">
        <OrientationNotice t={t} />
      </RegionBoundary>
      {isDesktop || embed.hideChrome ? null : (
        <RegionBoundary name="footer-bar" resetKey={pathname}>
          <FooterBar
            t={t}
            locale={locale}
            {...footer}
            // The "View betslip" bar stands in for the floating button while it shows.
            floatingBetslip={peekBarShown ? null : footer.floatingBetslip}
          />
        </RegionBoundary>
      )}
      {isDesktop || embed.hideChrome ? null : (
        <RegionBoundary name="betslip">
          <MobileBetslip sheet={betslipSheet} count={sheetCount}>
            {betslipColumn}
          </MobileBetslip>
        </RegionBoundary>
      )}
      <RegionBoundary name="back-to-top">
        <BackToTop t={t} />
      </RegionBoundary>
      <RegionBoundary name="host-bridge">
        <HostBridge />
      </RegionBoundary>
      {myBetsShown ? (
        <RegionBoundary name="my-bets-modal">
          <Modal title={t('mybets.title')} onClose={() => setMyBetsShown(false)} wide>
            <OpenBetsPanel />
          </Modal>
        </RegionBoundary>
      ) : null}
      <RegionBoundary name="player-news">
        <PlayerNews />
      </RegionBoundary>
    </>
  );
}
