import type { Metadata } from 'next';
import { pageTitle } from '../../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../../src/shared/site/server-translator';
import { OpenBetsPanel } from '../../../../../src/features/open-bets';

interface RouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'account.nav.myBets') };
}

/** /account/bets (spec shell §2): the player's open bets. */
export default async function AccountBetsRoute({ params }: RouteProps) {
  const { t } = await serverTranslator((await params).locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('account.nav.myBets')}</h1>
        <p className="page-heading__sub">{t('mybets.subtitle')}</p>
      </div>
      <OpenBetsPanel />
    </>
  );
}
