'use client';

import type { Submenu } from '@touchline/contract';
import {
  headerAuthButtons,
  isHeaderLanguageSelectorVisible,
  isLogoutVisible,
  isSelfExclusionIconVisible,
  rootPageHomePath,
  SHELL_SIZES,
} from '@touchline/site';
import Link from '../../../src/shared/ui/link';
import type { ReactNode } from 'react';
import { useProfile } from '../../../src/features/account';
import { LoginButton, PlayerMenu } from '../../../src/features/auth';
import { RegionBoundary } from '../../../src/features/content';
import { useEmbedMode } from '../../../src/features/embedding';
import { useLiveChat } from '../../../src/features/live-chat';
import {
  ExternalHeader,
  headerExtraItems,
  LIVE_CHAT_EXCLUDED_VARIANTS,
  MenuIcon,
  SubHeader,
  useHeaderExtras,
} from '../../../src/features/navigation';
import { MyBetsLink } from '../../../src/features/open-bets';
import { HeaderSearch } from '../../../src/features/search';
import { SettingsButton } from '../../../src/features/settings';
import { BalanceMenu } from '../../../src/features/wallet';
import { useMediaQuery } from '../../../src/shared/hydration/use-media-query';
import { useSession } from '../../../src/shared/session/session-store';
import { LanguageSelector } from '../../../src/shared/site/language-selector';
import { useSite, useSiteSettings, useT } from '../../../src/shared/site/site-context';
import buttonStyles from '../../../src/shared/ui/button.module.css';
import { cx } from '../../../src/shared/ui/cx';
import headerIconStyles from '../../../src/shared/ui/header-icon.module.css';
import styles from './site-header.module.css';

const DESKTOP_QUERY = `(min-width: ${SHELL_SIZES.desktopMinViewportWidthPx}px)`;

/**
 * Decision: the join button's target. The platform has no registration flow, so it leads to a
 * page saying how to get an account (the demo players); a brand with a registration site would
 * point this at it.
 */
export const JOIN_PATH = '/join';

interface SiteHeaderProps {
  readonly locale: string;
  /** spec shell §2: the menu button (mobile) — the side menu's drawer button, shown first. */
  readonly menuButton?: ReactNode;
  /**
   * Overrides the brand's display_logout_button (spec shell §6: decides logout on desktop only).
   * Absent: the site settings' value.
   */
  readonly displayLogoutButton?: boolean | null;
  /** Further desktop controls, after the language selector and live chat. */
  readonly controls?: ReactNode;
  /**
   * The sub-header's sub-menu (GET /api/submenus/{id}); when given the desktop sub-header bar is
   * drawn below the header (none when it has no links, spec shell §2).
   */
  readonly subheader?: Pick<Submenu, 'submenu_links'> | null;
  /** The current path: the sub-header marks the link to it. */
  readonly pathname?: string;
  /** The header's extras as the server read them with the page (null: none). */
  readonly serverExtras?: Submenu | null | undefined;
}

/**
 * The header on every page (spec shell §2 Header, Sub-header bar), 50 px high on a phone and
 * 80 px on desktop, with the operator's external header above it when configured.
 *
 * Desktop (from 1024 px): logo, language selector (flags), live chat, then Login and Join for
 * visitors or the player's area — balance with its show/hide toggle and cashier dropdown, My
 * Bets with the bet count, the self-exclusion button, the account icon and dropdown ending in
 * logout. Below 1024 px the bar keeps what fits 360 px: the menu button, the logo, Login and
 * Join, or the compact balance and one account button; the rest is in their dropdowns, the
 * drawer or the footer bar.
 *
 * Every button is gated by the brand's settings through the package rules (`headerAuthButtons`,
 * `isLogoutVisible`, `isSelfExclusionIconVisible`, `isHeaderLanguageSelectorVisible`, live chat
 * by `isLiveChatAvailable`).
 */
export function SiteHeader({
  locale,
  menuButton,
  displayLogoutButton,
  controls,
  subheader,
  pathname,
  serverExtras,
}: SiteHeaderProps) {
  const site = useSite();
  const settings = useSiteSettings('web');
  const t = useT();
  const brandName = site.brand.display_name;
  const mark = site.brand.branding.favicons[0]?.favicon_url ?? null;
  const session = useSession();
  const loggedIn = session !== null;
  const profile = useProfile(loggedIn);
  const selfExcluded = loggedIn && profile.data?.selfExcluded === true;
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const embed = useEmbedMode();
  const extras = useHeaderExtras(serverExtras).data ?? null;

  const buttons = headerAuthButtons({
    loggedIn,
    displayLoginButton: settings.display_login_button,
    displayRegistrationButton: settings.display_registration_button,
  });
  const showLogout = isLogoutVisible({
    loggedIn,
    isDesktop,
    displayLogoutButton:
      displayLogoutButton === undefined ? settings.display_logout_button : displayLogoutButton,
    isNativeApp: embed.nativeApp,
  });
  // spec shell §2/§6: for logged-in desktop users, in local-account variants or where
  // enable_self_exclusion is on (decision: the setting is the per-variant switch for every
  // variant that is not local-account). Always for a player whose profile says selfExcluded:
  // then it is marked and says so.
  const showSelfExclusion =
    isDesktop &&
    loggedIn &&
    (selfExcluded ||
      isSelfExclusionIconVisible({
        localAccountVariant: site.brand.local_account,
        selfExclusionSettingVariant: true,
        enableSelfExclusion: settings.enable_self_exclusion,
      }));
  const showLanguages = isHeaderLanguageSelectorVisible({
    isDesktop,
    selectorVisible: true,
    enableFlags: settings.enable_flags,
    languageCount: site.languages.length,
  });

  const subheaderShown = subheader !== undefined && (subheader?.submenu_links.length ?? 0) > 0;
  // spec shell §4, §5: an Avaya chat opens from the header's own entry (it needs the player's
  // chat token first), never from a plain sub-header link.
  const liveChat = useLiveChat({ locale, excludedVariants: LIVE_CHAT_EXCLUDED_VARIANTS });
  const endItems = headerExtraItems({
    displayPromotionsLink: settings.display_promotions_link,
    liveChatUrl: liveChat.onOpen ? null : settings.live_chat_url,
    extras,
    variant: site.brand.name,
  });
  // spec shell §2: the live chat entry, on desktop (a phone reaches it through the menu). When
  // the sub-header shows, its Live Chat item is that entry: one link, not two side by side.
  const chatHref = isDesktop && (!subheaderShown || liveChat.onOpen) ? liveChat.href : null;

  let account: ReactNode = null;
  if (session && isDesktop) {
    account = (
      <>
        <BalanceMenu
          username={session.username}
          locale={locale}
          withdrawOnly={session.withdrawOnly === true}
          toggle={settings.clem_header_toggle_balance}
        />
        <MyBetsLink locale={locale} accountId={session.accountId} className={styles.link} />
        {showSelfExclusion ? (
          <Link
            href={`/${locale}/account/responsible-gambling`}
            className={headerIconStyles.link}
            data-self-excluded={selfExcluded ? 'true' : undefined}
          >
            <ShieldIcon />
            <span className="visually-hidden">
              {t(selfExcluded ? 'shell.header.selfExcluded' : 'shell.header.selfExclude')}
            </span>
          </Link>
        ) : null}
        <PlayerMenu locale={locale} username={session.username} showLogout={showLogout} />
      </>
    );
  } else if (session) {
    account = (
      <>
        <BalanceMenu
          username={session.username}
          locale={locale}
          withdrawOnly={session.withdrawOnly === true}
          compact
        />
        <PlayerMenu locale={locale} username={session.username} showLogout={showLogout} compact />
      </>
    );
  } else {
    account = (
      <>
        {buttons.login ? (
          <LoginButton
            label={t('shell.header.login')}
            className={cx(buttonStyles.root, buttonStyles.ghost, styles.accountButton)}
          />
        ) : null}
        {buttons.join ? (
          <Link
            href={`/${locale}${JOIN_PATH}`}
            className={cx(buttonStyles.root, buttonStyles.primary, styles.accountButton)}
          >
            {t('shell.header.join')}
          </Link>
        ) : null}
      </>
    );
  }

  return (
    <>
      <ExternalHeader t={t} enabled={settings.clem_external_header_enabled} />
      <header className={styles.root}>
        <div className={styles.inner}>
          {/* Rendered until the page knows it is wide; CSS hides it there from the first paint. */}
          {menuButton && !isDesktop ? <div className={styles.menuSlot}>{menuButton}</div> : null}
          {/* spec shell §2: the logo links home — one home page serves the desktop and the
              phone layout, so both home URLs are the locale's root. */}
          <Link
            href={`/${locale}`}
            className={styles.logo}
            aria-label={t('shell.header.logoAlt', { site: brandName })}
          >
            {mark ? (
              // The brand's mark (its favicon), a plain image: it is the brand's own file.
              <img className={styles.logoMark} src={mark} alt="" width="28" height="28" />
            ) : null}
            <span className={styles.logoText}>{brandName}</span>
          </Link>
          <div className={styles.nav}>
            {showLanguages ? <LanguageSelector current={locale} /> : null}
            {chatHref ? (
              <a
                href={chatHref}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
                onClick={(event) => {
                  if (!liveChat.onOpen) return;
                  event.preventDefault();
                  liveChat.onOpen();
                }}
              >
                <MenuIcon name="chat" size={20} className={styles.linkIcon} />
                {t('shell.header.liveChat')}{' '}
                <span className="visually-hidden">{t('shell.menu.opensInNewWindow')}</span>
              </a>
            ) : null}
            {isDesktop ? controls : null}
          </div>
          <div className={styles.account}>
            {/* Search (issue 12): the box on desktop, a button and a sheet on a phone; the
                settings panel (betting-domain §2) for visitors and players alike. On narrow
                phones they move into the menu drawer (search below 380 px, settings below
                560 px) so Login and Join fit uncut in every language. */}
            <div className={styles.searchSlot}>
              <HeaderSearch locale={locale} />
            </div>
            <div className={styles.settingsSlot}>
              <SettingsButton />
            </div>
            {account}
          </div>
        </div>
      </header>
      {subheaderShown ? (
        // Its own region (spec shell §8): a sub-menu that fails to draw leaves the header whole.
        <RegionBoundary name="sub-header" resetKey={pathname}>
          <SubHeader
            t={t}
            locale={locale}
            submenu={subheader}
            pathname={pathname}
            homeHref={rootPageHomePath(settings.root_page_configuration)}
            endItems={endItems}
          />
        </RegionBoundary>
      ) : null}
    </>
  );
}

function ShieldIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none">
      <path
        d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M9 12h6" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
