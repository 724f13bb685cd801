import { readFileSync } from 'node:fs';
import { CouponsFile, MenusFile, type MenuItem, type Submenu } from '@touchline/contract';
import { createTranslator } from '@touchline/site';
import type { Translate } from '../components/translate';

/** The repository root (this file sits in apps/web/src/features/navigation/__tests__). */
const ROOT = `${import.meta.dirname}/../../../../../..`;
const read = (path: string): unknown => JSON.parse(readFileSync(`${ROOT}/${path}`, 'utf8'));

/** The touchline brand's menus and coupons as the platform serves them (config/brands). */
export const MENUS = MenusFile.parse(read('config/brands/touchline/menus.json'));
export const COUPONS = CouponsFile.parse(read('config/brands/touchline/coupons.json'));

export const SUBMENUS: Readonly<Record<string, Submenu>> = Object.fromEntries(
  MENUS.submenus.map((s) => [String(s.id), s]),
);

const HEADER = SUBMENUS.header;
if (!HEADER) throw new Error('the touchline brand has a header sub-menu');
export const HEADER_SUBMENU: Submenu = HEADER;

/** The quick-links coupon group as GET /api/coupon_groups/quick-links answers it. */
export const QUICK_LINKS = {
  id: 'quick-links',
  name: 'Quick links',
  coupons: COUPONS.coupons.filter((c) =>
    ['football-today', 'football-next-3h', 'tennis-today', 'basketball-week'].includes(
      String(c.id),
    ),
  ),
};

export const SPORTS = [
  { id: 239, code: 'TENN', name: 'Tennis', href: '/sports/239-TENN' },
  { id: 240, code: 'FOOT', name: 'Football', href: '/sports/240-FOOT' },
  { id: 227, code: 'BASK', name: 'Basketball', href: '/sports/227-BASK' },
];

/** English texts from config/i18n/en.json, as the site's translator gives them. */
const EN = read('config/i18n/en.json') as Record<string, string>;
export const t: Translate = createTranslator({ locale: 'en', catalogue: EN, fallback: EN }).t;

/** A served menu item with the schema's defaults. */
export function menuItem(over: Partial<MenuItem> & Pick<MenuItem, 'id' | 'label'>): MenuItem {
  return {
    icon: null,
    logged_in_link: `/${String(over.id)}`,
    logged_out_link: `/${String(over.id)}`,
    logged_in_only: false,
    active: true,
    tag: null,
    submenu: null,
    open_in_parent_frame: false,
    product: null,
    ...over,
  };
}
