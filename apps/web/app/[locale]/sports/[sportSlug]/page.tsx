import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { sportFromSlug } from '../../../../src/features/events';
import { SportPage } from '../../_components/sport-page';

export const dynamic = 'force-dynamic';

interface SportRouteProps {
  readonly params: Promise<{ sportSlug: string }>;
}

export async function generateMetadata({ params }: SportRouteProps): Promise<Metadata> {
  const sport = sportFromSlug((await params).sportSlug);
  return { title: sport ? sport.name : 'Not found' };
}

/** /sports/{sportId}-{CODE} (spec shell §2); an unknown slug is a 404. */
export default async function SportRoute({ params }: SportRouteProps) {
  const sport = sportFromSlug((await params).sportSlug);
  if (!sport) notFound();
  return <SportPage sport={sport} />;
}
