import type { Metadata } from 'next';
import { pageTitle } from '../../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../../src/shared/site/server-translator';
import { PreferencesForm } from '../../../../../src/features/account';

interface RouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'account.preferences.title') };
}

/** /account/preferences: odds format, layout, sort order, higher odds and the default stake. */
export default async function PreferencesRoute({ params }: RouteProps) {
  const { t } = await serverTranslator((await params).locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('account.preferences.title')}</h1>
        <p className="page-heading__sub">{t('account.preferences.subtitle')}</p>
      </div>
      <PreferencesForm />
    </>
  );
}
