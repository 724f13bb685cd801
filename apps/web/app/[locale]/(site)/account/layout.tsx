import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LoginRequired } from '../../../../src/shared/session/login-required';
import { pageTitle } from '../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../src/shared/site/server-translator';
import { AccountNav } from './_components/account-nav';
import styles from './layout.module.css';

interface AccountLayoutProps {
  readonly children: ReactNode;
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({
  params,
}: Omit<AccountLayoutProps, 'children'>): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'account.title') };
}

/** /account and its pages (spec shell §2 Routes): the player's own data, loaded in the browser. */
export default async function AccountLayout({ children, params }: AccountLayoutProps) {
  const { locale } = await params;
  const { t } = await serverTranslator(locale);
  return (
    <div className={styles.root}>
      <AccountNav locale={locale} />
      <div>
        <LoginRequired prompt={t('account.loginRequired.account')}>{children}</LoginRequired>
      </div>
    </div>
  );
}
