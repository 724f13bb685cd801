import type { Metadata } from 'next';
import { pageTitle } from '../../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../../src/shared/site/server-translator';
import { BalancesPanel } from '../../../../../src/features/wallet';

interface RouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'wallet.balances.title') };
}

/** /account/balances (spec shell §2): the wallet part by part. */
export default async function BalancesRoute({ params }: RouteProps) {
  const { t } = await serverTranslator((await params).locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('wallet.balances.title')}</h1>
        <p className="page-heading__sub">{t('wallet.balances.subtitle')}</p>
      </div>
      <BalancesPanel />
    </>
  );
}
