import type { Metadata } from 'next';
import { FOOTBALL } from '../../../src/features/events';
import { resolveLocale } from '../../../src/shared/config/locales';
import { pageTitle } from '../../../src/shared/routing/page-title';
import { SportView } from './_components/sport-view';

// Prices change all the time and the platform may be down at build time: render per request.
export const dynamic = 'force-dynamic';

interface HomeProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: HomeProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'pages.home.title') };
}

/** Home: the football pre-match list (root_page_configuration Prematch page). */
export default async function HomePage({ params }: HomeProps) {
  return <SportView sport={FOOTBALL} locale={resolveLocale((await params).locale)} />;
}
