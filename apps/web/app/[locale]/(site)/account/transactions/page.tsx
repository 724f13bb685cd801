import type { Metadata } from 'next';
import { pageTitle } from '../../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../../src/shared/site/server-translator';
import { TransactionsPanel } from '../../../../../src/features/wallet';

interface RouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'wallet.transactions.title') };
}

/** /account/transactions (spec shell §2): the account statement. */
export default async function TransactionsRoute({ params }: RouteProps) {
  const { t } = await serverTranslator((await params).locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('wallet.transactions.title')}</h1>
        <p className="page-heading__sub">{t('wallet.transactions.subtitle')}</p>
      </div>
      <TransactionsPanel />
    </>
  );
}
