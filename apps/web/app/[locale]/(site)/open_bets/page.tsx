import type { Metadata } from 'next';
import { OpenBetsPanel } from '../../../../src/features/open-bets';
import { pageTitle } from '../../../../src/shared/routing/page-title';
import { serverTranslator } from '../../../../src/shared/site/server-translator';

interface RouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'mybets.title') };
}

/**
 * /open_bets: My Bets (spec shell §2): open and settled bets with cash out. The bets are the
 * player's, so they load in the browser.
 */
export default async function OpenBetsRoute({ params }: RouteProps) {
  const { t } = await serverTranslator((await params).locale);
  return (
    <>
      <div className="page-heading">
        <h1>{t('mybets.title')}</h1>
        <p className="page-heading__sub">{t('mybets.pageSubtitle')}</p>
      </div>
      <OpenBetsPanel />
    </>
  );
}
