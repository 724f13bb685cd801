import type { ThirdPartyProduct } from '@touchline/site';

/**
 * spec shell §2 (betting-domain §2): the product sections — pages whose content comes from a
 * third-party provider — and the registry products (packages/site THIRD_PARTY_PRODUCTS) each
 * shows. The spec names the paths, not the products behind them; the pairing is a decision:
 * /sports/esports gathers both e-sports products, vir2al-games is the golden race virtuals.
 */
export interface ProductSection {
  /** The path without the locale. */
  readonly path: string;
  /** The page's name (translation key). */
  readonly title: string;
  readonly products: readonly ThirdPartyProduct[];
}

const section = (
  path: string,
  title: string,
  ...products: ThirdPartyProduct[]
): ProductSection => ({ path, title, products });

/** The sections under /sports/{slug}, by slug. */
export const SPORTS_PRODUCT_SECTIONS = {
  'betradar-virtuals': section(
    '/sports/betradar-virtuals',
    'products.section.betradarVirtuals',
    'betradarVirtuals',
  ),
  edge: section('/sports/edge', 'products.section.edgeGaming', 'edgeGaming'),
  esports: section('/sports/esports', 'products.section.esports', 'esportsBull', 'pinnacleEsports'),
  esportsbull: section('/sports/esportsbull', 'products.section.esportsBull', 'esportsBull'),
  exchange: section('/sports/exchange', 'products.section.exchange', 'exchange'),
  kiron: section('/sports/kiron', 'products.section.kironVirtuals', 'kironVirtuals'),
  parlaybay: section('/sports/parlaybay', 'products.section.parlayBay', 'parlayBay'),
  pinnacle: section('/sports/pinnacle', 'products.section.pinnacleEsports', 'pinnacleEsports'),
  soccerbet: section('/sports/soccerbet', 'products.section.soccerVirtuals', 'soccerVirtuals'),
  'vir2al-games': section(
    '/sports/vir2al-games',
    'products.section.goldenRaceVirtuals',
    'goldenRaceVirtuals',
  ),
  leap: section('/sports/leap', 'products.section.leapVirtuals', 'leapVirtuals'),
  lotto: section('/sports/lotto', 'products.section.lotto', 'lotto'),
} as const satisfies Record<string, ProductSection>;

/** The sections at the site's root: /cryptoblast, /powerball (shell §2) and /lotto (betting §2). */
export const ROOT_PRODUCT_SECTIONS = {
  cryptoblast: section('/cryptoblast', 'products.section.cryptoblast', 'cryptoblast'),
  powerball: section('/powerball', 'products.section.powerball', 'powerball'),
  lotto: section('/lotto', 'products.section.lotto', 'lotto'),
} as const satisfies Record<string, ProductSection>;

/** The /sports/{slug} product section a slug names, or null. */
export function productSectionFromSlug(slug: string): ProductSection | null {
  const sections: Readonly<Record<string, ProductSection>> = SPORTS_PRODUCT_SECTIONS;
  return Object.hasOwn(sections, slug) ? (sections[slug] ?? null) : null;
}
