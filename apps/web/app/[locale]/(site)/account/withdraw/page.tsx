import type { Metadata } from 'next';
import { pageTitle } from '../../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../../src/shared/site/server-translator';
import { CashierForm } from '../../../../../src/features/wallet';

interface RouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'wallet.withdraw.title') };
}

/** /account/withdraw: the demo cashier's withdrawal page (header cashier link, spec shell §2). */
export default async function WithdrawRoute({ params }: RouteProps) {
  const { t } = await serverTranslator((await params).locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('wallet.withdraw.title')}</h1>
        <p className="page-heading__sub">{t('wallet.withdraw.subtitle')}</p>
      </div>
      <CashierForm kind="withdrawal" />
    </>
  );
}
