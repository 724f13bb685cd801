'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './account-nav.module.css';

const LINKS = [
  { path: '/account', label: 'My profile' },
  { path: '/account/bets', label: 'My bets' },
  { path: '/account/balances', label: 'Balances' },
  { path: '/account/transactions', label: 'Transactions' },
  { path: '/account/deposit', label: 'Deposit' },
  { path: '/account/withdraw', label: 'Withdraw' },
  { path: '/account/responsible-gambling', label: 'Responsible gambling' },
] as const;

/** The account section's navigation; the current page is marked with aria-current. */
export function AccountNav({ locale }: { readonly locale: string }) {
  const pathname = usePathname();
  return (
    <nav className={styles.root} aria-label="Account">
      <ul>
        {LINKS.map((link) => {
          const href = `/${locale}${link.path}`;
          return (
            <li key={link.path}>
              <Link
                href={href}
                className={styles.link}
                aria-current={pathname === href ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
