import type { Metadata } from 'next';
import { ProductPage, ROOT_PRODUCT_SECTIONS } from '../../../../src/features/products';
import { pageTitle } from '../../../../src/shared/routing/page-title';

interface ProductRouteProps {
  readonly params: Promise<{ locale: string }>;
}

/**
 * The route of a product section at the site's root (spec shell §2: /cryptoblast, /powerball,
 * and /lotto): its title and its product page.
 */
export function rootProductRoute(key: keyof typeof ROOT_PRODUCT_SECTIONS) {
  const section = ROOT_PRODUCT_SECTIONS[key];
  return {
    generateMetadata: async ({ params }: ProductRouteProps): Promise<Metadata> => ({
      title: await pageTitle((await params).locale, section.title),
    }),
    Page: () => <ProductPage section={section} />,
  };
}
