import type { Metadata } from 'next';
import { pageTitle } from '../../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../../src/shared/site/server-translator';
import { CashierForm } from '../../../../../src/features/wallet';

interface RouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'wallet.deposit.title') };
}

/** /account/deposit: the demo cashier's deposit page (header cashier link, spec shell §2). */
export default async function DepositRoute({ params }: RouteProps) {
  const { t } = await serverTranslator((await params).locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('wallet.deposit.title')}</h1>
        <p className="page-heading__sub">{t('wallet.deposit.subtitle')}</p>
      </div>
      <CashierForm kind="deposit" />
    </>
  );
}
