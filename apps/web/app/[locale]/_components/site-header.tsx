'use client';

import {
  headerAuthButtons,
  isLogoutVisible,
  isSelfExclusionIconVisible,
  SHELL_SIZES,
} from '@touchline/site';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useProfile } from '../../../src/features/account';
import { LoginButton, PlayerMenu } from '../../../src/features/auth';
import { MyBetsLink } from '../../../src/features/open-bets';
import { BalanceMenu } from '../../../src/features/wallet';
import {
  DISPLAY_LOGOUT_BUTTON,
  SELF_EXCLUSION_ICON_SETTINGS,
} from '../../../src/shared/config/site';
import { useMediaQuery } from '../../../src/shared/hydration/use-media-query';
import { useSession } from '../../../src/shared/session/session-store';
import { useSite, useT } from '../../../src/shared/site/site-context';
import dropdownStyles from '../../../src/shared/ui/dropdown.module.css';
import buttonStyles from '../../../src/shared/ui/button.module.css';
import headerIconStyles from '../../../src/shared/ui/header-icon.module.css';
import styles from './site-header.module.css';
import { cx } from '../../../src/shared/ui/cx';

const DESKTOP_QUERY = `(min-width: ${SHELL_SIZES.desktopMinViewportWidthPx}px)`;

interface SiteHeaderProps {
  readonly locale: string;
  /** spec shell §2: the menu button (mobile) — the side menu's drawer button, shown first. */
  readonly menuButton?: ReactNode;
  /**
   * The brand's display_logout_button (spec shell §6: decides logout on desktop only). Absent:
   * the site default.
   */
  readonly displayLogoutButton?: boolean | null;
  /** Controls shown on desktop before the player's area (the language selector). */
  readonly controls?: ReactNode;
}

/**
 * The header on every page (spec shell §2 Header). Desktop (from 1024 px): logo and main links,
 * then Login for visitors or the player's area — balance with its show/hide toggle and cashier
 * dropdown, My Bets with the bet count, the self-exclusion icon, the account icon and dropdown
 * ending in logout. Below 1024 px the bar keeps what fits 360 px: the menu button, the logo, the
 * compact balance and one account button; the rest moves into their dropdowns (My Bets has its
 * footer-bar item there).
 *
 * The self-exclusion icon (shell §2/§6) shows by the settings (local-account variant, or
 * enable_self_exclusion) — and always for a player whose profile says `selfExcluded`:
 * then it is marked and says so, leading to the responsible-gambling page with the end date.
 */
export function SiteHeader({ locale, menuButton, displayLogoutButton, controls }: SiteHeaderProps) {
  const site = useSite();
  const t = useT();
  const brandName = site.brand.display_name;
  const mark = site.brand.branding.favicons[0]?.favicon_url ?? null;
  const session = useSession();
  const profile = useProfile(session !== null);
  const selfExcluded = session !== null && profile.data?.selfExcluded === true;
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const buttons = headerAuthButtons({
    loggedIn: session !== null,
    displayLoginButton: null,
    displayRegistrationButton: null,
  });
  const showLogout = isLogoutVisible({
    loggedIn: session !== null,
    isDesktop,
    displayLogoutButton:
      displayLogoutButton === undefined ? DISPLAY_LOGOUT_BUTTON : displayLogoutButton,
    isNativeApp: false,
  });
  const showResponsibleGambling =
    selfExcluded || isSelfExclusionIconVisible(SELF_EXCLUSION_ICON_SETTINGS);
  const responsibleGamblingHref = `/${locale}/account/responsible-gambling`;
  const responsibleGamblingLabel = selfExcluded
    ? 'Self-excluded: responsible gambling'
    : 'Responsible gambling';

  let account: ReactNode = null;
  if (session && isDesktop) {
    account = (
      <>
        <BalanceMenu
          username={session.username}
          locale={locale}
          withdrawOnly={session.withdrawOnly === true}
        />
        <MyBetsLink locale={locale} accountId={session.accountId} className={styles.link} />
        {showResponsibleGambling ? (
          <Link
            href={responsibleGamblingHref}
            className={headerIconStyles.link}
            data-self-excluded={selfExcluded ? 'true' : undefined}
          >
            <ShieldIcon />
            <span className="visually-hidden">{responsibleGamblingLabel}</span>
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
        <PlayerMenu
          locale={locale}
          username={session.username}
          showLogout={showLogout}
          compact
          extraItems={
            showResponsibleGambling ? (
              <li>
                <Link
                  href={responsibleGamblingHref}
                  className={cx(dropdownStyles.item, styles.menuItemMarked)}
                  data-self-excluded={selfExcluded ? 'true' : undefined}
                >
                  {responsibleGamblingLabel}
                </Link>
              </li>
            ) : null
          }
        />
      </>
    );
  } else if (buttons.login) {
    account = (
      <LoginButton className={cx(buttonStyles.root, buttonStyles.primary, styles.accountButton)} />
    );
  }

  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        {/* Rendered until the page knows it is wide; CSS hides it there from the first paint. */}
        {menuButton && !isDesktop ? <div className={styles.menuSlot}>{menuButton}</div> : null}
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
        <div className={styles.nav}>{isDesktop ? controls : null}</div>
        <div className={styles.account}>{account}</div>
      </div>
    </header>
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
