/**
 * The products feature: the product sections of the site (spec shell §2: /sports/kiron,
 * /cryptoblast …), each a page that says whether its third-party product is offered here and
 * opens it when a provider is configured.
 */
export {
  productSectionFromSlug,
  ROOT_PRODUCT_SECTIONS,
  SPORTS_PRODUCT_SECTIONS,
  type ProductSection,
} from './sections';
export { ProductPage } from './components/product-page';
export { productsQueryOptions, useProductsRegistry } from './api/get-products';
