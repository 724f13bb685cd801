import type { Metadata } from 'next';
import { ProductPage, ROOT_PRODUCT_SECTIONS } from '../../../../src/features/products';
import { pageTitle } from '../../../../src/shared/routing/page-title';

const SECTION = ROOT_PRODUCT_SECTIONS.lotto;

interface ProductRouteProps {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ProductRouteProps): Promise<Metadata> {
  return { title: await pageTitle((await params).locale, SECTION.title) };
}

/** /lotto (spec betting-domain §2): a third-party product's page. */
export default function ProductRoute() {
  return <ProductPage section={SECTION} />;
}
