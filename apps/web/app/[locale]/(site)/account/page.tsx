import type { Metadata } from 'next';
import { pageTitle } from '../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../src/shared/site/server-translator';
import { ProfilePanel } from '../../../../src/features/account';

interface RouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'account.profile.title') };
}

/** /account (spec shell §2): my account — the profile and player details. */
export default async function AccountRoute({ params }: RouteProps) {
  const { t } = await serverTranslator((await params).locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('account.profile.title')}</h1>
        <p className="page-heading__sub">{t('account.profile.subtitle')}</p>
      </div>
      <ProfilePanel />
    </>
  );
}
