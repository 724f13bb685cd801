import type { Metadata } from 'next';
import { ProductPage, SPORTS_PRODUCT_SECTIONS } from '../../../../../../src/features/products';
import { pageTitle } from '../../../../../../src/shared/routing/page-title';

interface LeapRouteProps {
  readonly params: Promise<{ locale: string; leapGameId?: string[] }>;
}

const LEAP = SPORTS_PRODUCT_SECTIONS.leap;

export async function generateMetadata({ params }: LeapRouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, LEAP.title) };
}

/** /sports/leap/[[...leapGameId]] (spec shell §2): the leap virtuals, optionally one game. */
export default async function LeapRoute({ params }: LeapRouteProps) {
  const { leapGameId = [] } = await params;
  return <ProductPage section={LEAP} gameId={leapGameId.join('/') || null} />;
}
