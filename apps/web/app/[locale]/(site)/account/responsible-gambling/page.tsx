import type { Metadata } from 'next';
import { pageTitle } from '../../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../../src/shared/site/server-translator';
import { ResponsibleGamblingPanel } from '../../../../../src/features/responsible-gambling';

interface RouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'rg.title') };
}

/** /account/responsible-gambling: deposit limits, time-out, self-exclusion, reality check. */
export default async function ResponsibleGamblingRoute({ params }: RouteProps) {
  const { t } = await serverTranslator((await params).locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('rg.title')}</h1>
        <p className="page-heading__sub">{t('rg.subtitle')}</p>
      </div>
      <ResponsibleGamblingPanel />
    </>
  );
}
