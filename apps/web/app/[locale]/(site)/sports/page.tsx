import type { Metadata } from 'next';
import { getEventPathTree, SportsIndex } from '../../../../src/features/events';
import { resolveLocale } from '../../../../src/shared/config/locales';
import { pageTitle } from '../../../../src/shared/routing/page-title';
import { LoadFailed, PageHeading } from '../_components/not-available';

export const dynamic = 'force-dynamic';

interface SportsRouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: SportsRouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'sports.title') };
}

/** /sports (spec shell §2 pre-match sports): every sport with events now, and how many. */
export default async function SportsRoute({ params }: SportsRouteProps) {
  const tree = await getEventPathTree('prematch', resolveLocale((await params).locale));
  return (
    <>
      <PageHeading title="sports.title" sub="sports.index.sub" />
      {tree.ok ? <SportsIndex sports={tree.value.sports} /> : <LoadFailed />}
    </>
  );
}
