import type { Metadata } from 'next';
import { pageTitle } from '../../../../src/shared/routing/page-title';
import { PublicInformation } from '../_components/public-information';

interface PublicRouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PublicRouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, 'pages.public.title') };
}

/** /public (spec shell §2 public page): who runs the site, safer gambling and the terms. */
export default function PublicRoute() {
  return <PublicInformation />;
}
