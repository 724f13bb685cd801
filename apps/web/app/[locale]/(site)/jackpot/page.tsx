import type { Metadata } from 'next';
import { getActiveJackpots, JackpotList } from '../../../../src/features/jackpot';
import { resolveLocale } from '../../../../src/shared/config/locales';
import { pageTitle } from '../../../../src/shared/routing/page-title';
import { LoadFailed, PageHeading } from '../_components/not-available';

export const dynamic = 'force-dynamic';

interface JackpotRouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: JackpotRouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'jackpot.title') };
}

/** /jackpot (spec shell §2): the jackpots open now. */
export default async function JackpotRoute({ params }: JackpotRouteProps) {
  const jackpots = await getActiveJackpots(resolveLocale((await params).locale));
  return (
    <>
      <PageHeading title="jackpot.title" sub="jackpot.sub" />
      {jackpots.ok ? <JackpotList jackpots={jackpots.value} /> : <LoadFailed />}
    </>
  );
}
