import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LoginRequired } from '../../../src/shared/session/login-required';
import { AccountNav } from './_components/account-nav';
import styles from './layout.module.css';

export const metadata: Metadata = { title: 'My account' };

interface AccountLayoutProps {
  readonly children: ReactNode;
  readonly params: Promise<{ locale: string }>;
}

/** /account and its pages (spec shell §2 Routes): the player's own data, loaded in the browser. */
export default async function AccountLayout({ children, params }: AccountLayoutProps) {
  const { locale } = await params;
  return (
    <div className={styles.root}>
      <AccountNav locale={locale} />
      <div>
        <LoginRequired what="your account">{children}</LoginRequired>
      </div>
    </div>
  );
}
