'use client';

import { accountPagesShown } from '@touchline/site';
import Link from '../../../shared/ui/link';
import type { ReactNode } from 'react';
import { useSiteSettings, useT } from '../../../shared/site/site-context';
import { Dropdown } from '../../../shared/ui/dropdown';
import dropdownStyles from '../../../shared/ui/dropdown.module.css';
import headerIconStyles from '../../../shared/ui/header-icon.module.css';
import { cx } from '../../../shared/ui/cx';
import { LogoutButton } from './logout-button';
import styles from './player-menu.module.css';

/** spec shell §2 Header: the logged-in account dropdown's pages, in the spec's order. */
export const PLAYER_MENU_LINKS = [
  { path: '/account', labelKey: 'shell.header.myProfile' },
  { path: '/account/bets', labelKey: 'shell.header.myBets' },
  { path: '/account/balances', labelKey: 'shell.header.balances' },
  { path: '/account/transactions', labelKey: 'shell.header.transactions' },
] as const;

interface PlayerMenuProps {
  readonly locale: string;
  readonly username: string;
  /** spec shell §6 `isLogoutVisible`: the caller decides (desktop setting, native app). */
  readonly showLogout: boolean;
  /**
   * The phone header: one icon button opens the menu (the account link and the username give
   * way); the caller may add items the narrow bar has no room for.
   */
  readonly compact?: boolean;
  /** Extra `<li>` items shown after the account pages, before logout. */
  readonly extraItems?: ReactNode;
}

/**
 * The logged-in player's account menu (spec shell §2): on desktop the account icon links to
 * /account beside the dropdown; the dropdown lists my profile, my bets, balances, transactions
 * and ends in logout when the caller shows it. A disclosure of ordinary links (shared Dropdown):
 * Tab moves through them, Escape closes it and gives focus back to its button.
 */
export function PlayerMenu({
  locale,
  username,
  showLogout,
  compact = false,
  extraItems,
}: PlayerMenuProps) {
  const t = useT();
  // spec shell §1 enable_profile_tab: off, no "My profile" item.
  const links = accountPagesShown(PLAYER_MENU_LINKS, useSiteSettings().enable_profile_tab);
  const menuName = t('shell.header.accountMenuFor', { username });
  const items = (
    <ul>
      {links.map((link) => (
        <li key={link.path}>
          <Link href={`/${locale}${link.path}`} className={dropdownStyles.item}>
            {t(link.labelKey)}
          </Link>
        </li>
      ))}
      {extraItems}
      {showLogout ? (
        <li className={dropdownStyles.separator}>
          <LogoutButton className={dropdownStyles.item} />
        </li>
      ) : null}
    </ul>
  );

  if (compact) {
    return (
      <div className={cx(styles.root, styles.compact)}>
        <Dropdown
          trigger={
            <>
              <AccountIcon />
              <span className="visually-hidden">{menuName}</span>
            </>
          }
        >
          {items}
        </Dropdown>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <Link href={`/${locale}/account`} className={headerIconStyles.link}>
        <AccountIcon />
        <span className="visually-hidden">{t('shell.header.myAccount')}</span>
      </Link>
      <Dropdown
        trigger={
          <>
            <span className={styles.username} aria-hidden="true">
              {username}
            </span>
            <span className="visually-hidden">{menuName}</span>
          </>
        }
      >
        {items}
      </Dropdown>
    </div>
  );
}

function AccountIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none">
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
