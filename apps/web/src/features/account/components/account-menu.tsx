'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Dropdown } from '../../../shared/ui/dropdown';
import dropdownStyles from '../../../shared/ui/dropdown.module.css';
import headerIconStyles from '../../../shared/ui/header-icon.module.css';
import styles from './account-menu.module.css';
import { cx } from '../../../shared/ui/cx';

interface AccountMenuProps {
  readonly locale: string;
  readonly username: string;
  /** The logout control (spec shell §2: last item, hidden when display_logout_button is off). */
  readonly logout: ReactNode;
}

/** spec shell §2 Header: the logged-in account dropdown. */
export const ACCOUNT_MENU_LINKS = [
  { path: '/account', label: 'My profile' },
  { path: '/account/bets', label: 'My bets' },
  { path: '/account/balances', label: 'Balances' },
  { path: '/account/transactions', label: 'Transactions' },
] as const;

/**
 * The account icon (a link to /account, spec shell §2) and the account dropdown: my profile,
 * my bets, balances, transactions and logout.
 */
export function AccountMenu({ locale, username, logout }: AccountMenuProps) {
  return (
    <div className={styles.root}>
      <Link href={`/${locale}/account`} className={cx(headerIconStyles.link, styles.profileLink)}>
        <AccountIcon />
        <span className="visually-hidden">My account</span>
      </Link>
      <Dropdown
        trigger={
          <>
            <span className={styles.username}>{username}</span>
            <span className="visually-hidden"> account menu</span>
          </>
        }
      >
        <ul>
          {ACCOUNT_MENU_LINKS.map((link) => (
            <li key={link.path}>
              <Link href={`/${locale}${link.path}`} className={dropdownStyles.item}>
                {link.label}
              </Link>
            </li>
          ))}
          {logout ? <li className={dropdownStyles.separator}>{logout}</li> : null}
        </ul>
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
