'use client';

import {
  headerAuthButtons,
  isLogoutVisible,
  isSelfExclusionIconVisible,
  SHELL_SIZES,
} from '@touchline/site';
import Link from 'next/link';
import { useProfile, AccountMenu } from '../../../src/features/account';
import { LoginButton, LogoutButton } from '../../../src/features/auth';
import { MyBetsLink } from '../../../src/features/open-bets';
import { BalanceMenu } from '../../../src/features/wallet';
import {
  DISPLAY_LOGOUT_BUTTON,
  SELF_EXCLUSION_ICON_SETTINGS,
  SITE_NAME,
} from '../../../src/shared/config/site';
import { useMediaQuery } from '../../../src/shared/hydration/use-media-query';
import { useSession } from '../../../src/shared/session/session-store';
import dropdownStyles from '../../../src/shared/ui/dropdown.module.css';
import buttonStyles from '../../../src/shared/ui/button.module.css';
import headerIconStyles from '../../../src/shared/ui/header-icon.module.css';
import styles from './site-header.module.css';
import { cx } from '../../../src/shared/ui/cx';

const DESKTOP_QUERY = `(min-width: ${SHELL_SIZES.desktopMinViewportWidthPx}px)`;

/**
 * The header on every page (spec shell §2 Header): logo, then Login for visitors or the
 * player's area — balance with its cashier dropdown, My Bets with the bet count, the
 * self-exclusion icon and the account dropdown ending in logout.
 *
 * The self-exclusion icon (shell §2/§6) shows by the settings (local-account variant, or
 * enable_self_exclusion) — and always for a player whose profile says `selfExcluded`:
 * then it is marked and says so, leading to the responsible-gambling page with the end date.
 */
export function SiteHeader({ locale }: { readonly locale: string }) {
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
    displayLogoutButton: DISPLAY_LOGOUT_BUTTON,
    isNativeApp: false,
  });
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <Link href={`/${locale}`} className={styles.logo}>
          <svg
            className={styles.logoMark}
            aria-hidden="true"
            viewBox="0 0 32 32"
            width="28"
            height="28"
          >
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M9 10h14M16 10v13" stroke="#0b1d33" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <span className={styles.logoText}>{SITE_NAME}</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <Link href={`/${locale}/sports/240-FOOT`} className={styles.link}>
            Football
          </Link>
        </nav>
        <div className={styles.account}>
          {session ? (
            <>
              <BalanceMenu
                username={session.username}
                locale={locale}
                withdrawOnly={session.withdrawOnly === true}
              />
              <MyBetsLink locale={locale} accountId={session.accountId} className={styles.link} />
              {selfExcluded || isSelfExclusionIconVisible(SELF_EXCLUSION_ICON_SETTINGS) ? (
                <Link
                  href={`/${locale}/account/responsible-gambling`}
                  className={headerIconStyles.link}
                  data-self-excluded={selfExcluded ? 'true' : undefined}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none">
                    <path
                      d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinejoin="round"
                    />
                    <path d="M9 12h6" stroke="currentColor" strokeWidth="2" />
                  </svg>
                  <span className="visually-hidden">
                    {selfExcluded ? 'Self-excluded: responsible gambling' : 'Responsible gambling'}
                  </span>
                </Link>
              ) : null}
              <AccountMenu
                locale={locale}
                username={session.username}
                logout={showLogout ? <LogoutButton className={dropdownStyles.item} /> : null}
              />
            </>
          ) : buttons.login ? (
            <LoginButton
              className={cx(buttonStyles.root, buttonStyles.primary, styles.accountButton)}
            />
          ) : null}
        </div>
      </div>
    </header>
  );
}
