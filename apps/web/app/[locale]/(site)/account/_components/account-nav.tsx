'use client';

import Link from '../../../../../src/shared/ui/link';
import { usePathname } from 'next/navigation';
import { accountPagesShown } from '@touchline/site';
import { useSiteSettings, useT } from '../../../../../src/shared/site/site-context';
import styles from './account-nav.module.css';

const LINKS = [
  { path: '/account', label: 'account.nav.myProfile' },
  { path: '/account/bets', label: 'account.nav.myBets' },
  { path: '/account/balances', label: 'account.nav.balances' },
  { path: '/account/transactions', label: 'account.nav.transactions' },
  { path: '/account/deposit', label: 'account.nav.deposit' },
  { path: '/account/withdraw', label: 'account.nav.withdraw' },
  { path: '/account/preferences', label: 'account.nav.preferences' },
  { path: '/account/responsible-gambling', label: 'account.nav.responsibleGambling' },
] as const;

/** The account section's navigation; the current page is marked with aria-current. */
export function AccountNav({ locale }: { readonly locale: string }) {
  const t = useT();
  const pathname = usePathname();
  // spec shell §1 enable_profile_tab: off, the section has no Profile tab.
  const links = accountPagesShown(LINKS, useSiteSettings().enable_profile_tab);
  return (
    <nav className={styles.root} aria-label={t('account.nav.label')}>
      <ul>
        {links.map((link) => {
          const href = `/${locale}${link.path}`;
          return (
            <li key={link.path}>
              <Link
                href={href}
                className={styles.link}
                aria-current={pathname === href ? 'page' : undefined}
              >
                {t(link.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
