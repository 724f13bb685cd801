import { z } from 'zod';
import { ADVERT_AUDIENCES, THIRD_PARTY_PRODUCTS } from '@touchline/site';
import { EpwConfig } from '../promotions';

/**
 * A brand's content (spec shell §3 entities, §7 /api calls): menus, sub-menus, adverts, html
 * widgets, coupons and coupon groups, top sports, languages and promotions, each in its own file
 * under `config/brands/<brand>/`. Ids are short slugs or numbers so the operator can name them;
 * references between files are checked at load (a dangling one refuses the whole brand).
 */

/** A content id: the slug an operator names an item by, or a number. */
export const ContentId = z.union([
  z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a slug such as welcome-banner'),
  z.number().int().min(1).max(2_147_483_647),
]);
export type ContentId = z.infer<typeof ContentId>;

/** A link the site opens: a path on the site (locale added by the web) or an https URL. */
const Link = z
  .string()
  .max(500)
  .refine(
    (v) => v === '' || v.startsWith('/') || /^https:\/\/[^\s"'<>]+$/.test(v),
    'must be a site path starting with / or an https:// URL',
  )
  .refine((v) => !v.startsWith('//'), 'must not be a protocol-relative URL');

const Label = z.string().min(1).max(80);
/** An icon name of the web's icon set, or an https URL of an image. */
const Icon = z
  .string()
  .max(300)
  .regex(
    /^([A-Za-z0-9-]{1,40}|https:\/\/[^\s"'<>]+)$/,
    'must be an icon name (or a sport code) or an https:// URL',
  );

// ---------------------------------------------------------------------------------------------
// Menus (spec shell §2 side menu, §3 menu tab section, sub-menu link)

export const MENU_SECTIONS = [
  'menu_top_icons',
  'menu_icons',
  'third_parties',
  'menu_bottom_icons',
] as const;

export const MenuItem = z
  .object({
    id: ContentId,
    label: Label,
    icon: Icon.nullable().default(null),
    logged_in_link: Link.nullable().default(null),
    logged_out_link: Link.nullable().default(null),
    logged_in_only: z.boolean().default(false),
    active: z.boolean().default(true),
    /** A small tag shown beside the label (NEW, LIVE). */
    tag: z.string().max(12).nullable().default(null),
    /** A sub-menu (submenus.json) opened by this item. */
    submenu: ContentId.nullable().default(null),
    open_in_parent_frame: z.boolean().default(false),
    /** A third-party product (products registry) whose gate decides whether the item shows. */
    product: z.enum(THIRD_PARTY_PRODUCTS).nullable().default(null),
  })
  .strict();
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuSection = z
  .object({
    section_name: z.enum(MENU_SECTIONS),
    submenu_items: z.array(MenuItem).max(60),
  })
  .strict();
export type MenuSection = z.infer<typeof MenuSection>;

export const SubmenuLink = z
  .object({ id: ContentId, name: Label, url: Link, icon: Icon.nullable().default(null) })
  .strict();

export const Submenu = z
  .object({ id: ContentId, name: Label, submenu_links: z.array(SubmenuLink).max(40) })
  .strict();
export type Submenu = z.infer<typeof Submenu>;

export const MenusFile = z
  .object({
    tabs: z.array(MenuSection).max(4),
    submenus: z.array(Submenu).max(100).default([]),
  })
  .strict();
export type MenusFile = z.infer<typeof MenusFile>;

// ---------------------------------------------------------------------------------------------
// Adverts and html widgets (spec shell §3)

export const Advert = z
  .object({
    id: ContentId,
    name: Label,
    audience: z.enum(ADVERT_AUDIENCES),
    /** IMPORTED_LIST adverts: the usernames they are shown to. */
    usernames: z.array(z.string().min(1).max(100)).max(10_000).default([]),
    width_in_pixels: z.number().int().min(1).max(2000),
    height_in_pixels: z.number().int().min(1).max(2000),
    attachment_path: z
      .string()
      .max(500)
      .regex(/^(\/[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/, 'must be a site path or an https:// URL'),
    /** HTML, sanitised on the server before it is served. */
    description: z.string().max(20_000).default(''),
    link: Link.nullable().default(null),
    link_name: z.string().max(80).nullable().default(null),
    show_description: z.boolean().default(false),
    popup: z.boolean().default(false),
    popup_allow_resize: z.boolean().default(false),
    popup_allow_scrollbars: z.boolean().default(false),
    popup_height: z.number().int().min(0).max(2000).default(0),
    popup_width: z.number().int().min(0).max(2000).default(0),
    active: z.boolean().default(true),
  })
  .strict();
export type Advert = z.infer<typeof Advert>;

export const HtmlWidget = z
  .object({
    id: ContentId,
    name: Label,
    /** HTML, sanitised on the server before it is served. */
    content: z.string().max(100_000),
    active: z.boolean().default(true),
  })
  .strict();
export type HtmlWidget = z.infer<typeof HtmlWidget>;

/** The external header (shell §2, clem_external_header_*): sanitised before it is served. */
export const ExternalHeader = z
  .object({
    css: z.string().max(50_000).default(''),
    js: z.string().max(2_000).default(''),
    html: z.string().max(50_000).default(''),
  })
  .strict();
export type ExternalHeader = z.infer<typeof ExternalHeader>;

// ---------------------------------------------------------------------------------------------
// Coupons and top sports (spec shell §3 coupon; betting-domain §2 active-coupon)

export const DATE_FILTERS = ['today', 'this_week', 'hours', 'all'] as const;

export const Coupon = z
  .object({
    id: ContentId,
    name: Label,
    sport_id: z.number().int().min(1),
    coupon_type: z.enum(['group', 'competition', 'market', 'time']),
    /** The coupon's default date filter (betting-domain §2). */
    dateFilter: z.enum(DATE_FILTERS).default('all'),
    /** Hours ahead for the `hours` filter. */
    hours: z.number().int().min(1).max(168).nullable().default(null),
    /** Event-path ids (competitions) the coupon lists; empty: every competition of the sport. */
    event_path_ids: z.array(z.number().int().min(1)).max(200).default([]),
    /** Market type ids it shows; empty: the sport's default market. */
    market_type_ids: z.array(z.number().int().min(1)).max(20).default([]),
    /** Coupons of a `group` coupon. */
    coupons: z.array(ContentId).max(50).default([]),
  })
  .strict();
export type Coupon = z.infer<typeof Coupon>;

export const CouponGroup = z
  .object({ id: ContentId, name: Label, coupons: z.array(ContentId).min(1).max(50) })
  .strict();
export type CouponGroup = z.infer<typeof CouponGroup>;

export const TopSport = z
  .object({
    sport_id: z.number().int().min(1),
    /** The label the menu shows; the catalogue's name when absent. */
    name: Label.nullable().default(null),
    icon: Icon.nullable().default(null),
  })
  .strict();

export const CouponsFile = z
  .object({
    coupons: z.array(Coupon).max(500),
    coupon_groups: z.array(CouponGroup).max(100).default([]),
    /** The coupon group the side menu's quick links come from (shell §9: a constant). */
    default_coupon_group: ContentId.nullable().default(null),
    top_sports: z.array(TopSport).max(30),
  })
  .strict();
export type CouponsFile = z.infer<typeof CouponsFile>;

export const ContentFile = z
  .object({
    adverts: z.array(Advert).max(500).default([]),
    html_widgets: z.array(HtmlWidget).max(500).default([]),
    external_header: ExternalHeader.nullable().default(null),
  })
  .strict();
export type ContentFile = z.infer<typeof ContentFile>;

// ---------------------------------------------------------------------------------------------
// Languages (spec shell §3)

export const Language = z
  .object({
    id: z.number().int().min(1),
    name: Label,
    /** The route segment (two letters). */
    external_locale: z.string().regex(/^[a-z]{2}$/, 'must be a two-letter route segment'),
    /** The translation catalogue and formatting locale (BCP 47). */
    locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale such as pt-BR'),
  })
  .strict();
export type Language = z.infer<typeof Language>;

export const LanguagesFile = z
  .object({
    default: z.string().regex(/^[a-z]{2}$/),
    languages: z.array(Language).min(1).max(40),
  })
  .strict()
  .refine((f) => f.languages.some((l) => l.external_locale === f.default), {
    message: 'default must be the external_locale of a listed language',
    path: ['default'],
  });
export type LanguagesFile = z.infer<typeof LanguagesFile>;

// ---------------------------------------------------------------------------------------------
// Promotions

export const Promotion = z
  .object({
    id: ContentId,
    title: Label,
    /** HTML, sanitised like a widget. */
    body: z.string().max(20_000),
    image: z.string().max(500).nullable().default(null),
    audience: z.enum(ADVERT_AUDIENCES).default('ALL'),
    active: z.boolean().default(true),
  })
  .strict();

export const PromotionsFile = z
  .object({
    /** The parlay extra-winnings promotion (betting-domain §3), served by /promotions/epw. */
    epw: EpwConfig.extend({ enabled: z.boolean() }).strict(),
    promotions: z.array(Promotion).max(100).default([]),
  })
  .strict();
export type PromotionsFile = z.infer<typeof PromotionsFile>;
