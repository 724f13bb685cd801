import type { Metadata } from 'next';
import { getActiveJackpots, JackpotList, MyJackpotBets } from '../../../../src/features/jackpot';
import { resolveLocale } from '../../../../src/shared/config/locales';
import { pageTitle } from '../../../../src/shared/routing/page-title';
import { LoadFailed, PageHeading } from '../_components/not-available';
import { JackpotBanner } from './_components/jackpot-banner';

export const dynamic = 'force-dynamic';

interface JackpotRouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: JackpotRouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'jackpot.title') };
}

/** /jackpot (spec shell §2): the jackpot banner, the jackpots open now and the player's bets. */
export default async function JackpotRoute({ params }: JackpotRouteProps) {
  const jackpots = await getActiveJackpots(resolveLocale((await params).locale));
  return (
    <>
      <PageHeading title="jackpot.title" sub="jackpot.sub" />
      <JackpotBanner />
      {jackpots.ok ? <JackpotList jackpots={jackpots.value} /> : <LoadFailed />}
      <MyJackpotBets />
      <JackpotBanner id="jackpot_bets" />
    </>
  );
}
