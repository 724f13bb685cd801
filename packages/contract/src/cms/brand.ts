import { z } from 'zod';
import { SettingsFile, CurrenciesFile } from './settings';
import { ContentFile, CouponsFile, LanguagesFile, MenusFile, PromotionsFile } from './content';
import { ProductsFile } from './products';

/**
 * `config/brands/<brand>/brand.json`: what makes a brand variant (spec shell §1, §6) beyond its
 * settings — name, theme and login style, the visible features that differ per variant, its
 * branding, and the origins its pages may load scripts, frames and images from (the brand's
 * Content-Security-Policy is derived from them).
 */

const Origin = z.string().max(200);

export const LOGIN_KINDS = ['password-otp', 'franco'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

export const BrandFile = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
    display_name: z.string().min(1).max(60),
    default_theme: z.enum(['light', 'dark']),
    login: z
      .object({
        /** password + one-time code (header_login) or the franco-type session login. */
        kind: z.enum(LOGIN_KINDS),
        /** New terms of use must be accepted before betting (franco accept-terms). */
        terms_acceptance: z.boolean().default(false),
        /** The single-session dialog (shell §6: one variant only). */
        single_session_dialog: z.boolean().default(false),
      })
      .strict(),
    menu: z
      .object({ session_clock: z.boolean().default(false), last_login: z.boolean().default(false) })
      .strict()
      .default({ session_clock: false, last_login: false }),
    /** Default-stake and remember-stake options hidden (shell §6: one variant). */
    hide_default_stake_options: z.boolean().default(false),
    /**
     * shell §2 footer: the build for a regulated market shows a logged-in player the risk-group
     * player modal (once per session).
     */
    risk_group_modal: z.boolean().default(false),
    /** Local-account variant (shell §6 self-exclusion icon). */
    local_account: z.boolean().default(false),
    branding: z
      .object({
        logos: z
          .array(
            z
              .object({
                name: z.string().min(1).max(40),
                url: z
                  .string()
                  .max(500)
                  .regex(/^(\/[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/),
                alt: z.string().min(1).max(80),
                placeholder: z.boolean().default(false),
              })
              .strict(),
          )
          .min(1)
          .max(10),
        favicons: z
          .array(
            z
              .object({
                favicon_url: z
                  .string()
                  .max(500)
                  .regex(/^(\/[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/),
                sizes: z.string().max(20).nullable().default(null),
              })
              .strict(),
          )
          .min(1)
          .max(10),
      })
      .strict(),
    origins: z
      .object({
        script: z.array(Origin).max(30).default([]),
        frame: z.array(Origin).max(30).default([]),
        connect: z.array(Origin).max(30).default([]),
        img: z.array(Origin).max(30).default([]),
        style: z.array(Origin).max(30).default([]),
        /** Host pages allowed to embed the site (shell §1 embedding). */
        frame_ancestors: z.array(Origin).max(30).default([]),
      })
      .strict(),
    /** Licence seal hosts (GET /api/gcb_seals?host). */
    gcb_seal_hosts: z
      .array(z.string().regex(/^[a-z0-9.-]{1,200}$/))
      .max(20)
      .default([]),
  })
  .strict();
export type BrandFile = z.infer<typeof BrandFile>;

/** The files of a brand folder and their schemas, in load order. */
export const BRAND_DOCUMENTS = {
  brand: BrandFile,
  settings: SettingsFile,
  currencies: CurrenciesFile,
  menus: MenusFile,
  content: ContentFile,
  coupons: CouponsFile,
  languages: LanguagesFile,
  promotions: PromotionsFile,
  products: ProductsFile,
} as const;
export type BrandDocumentName = keyof typeof BRAND_DOCUMENTS;
export const BRAND_DOCUMENT_NAMES = Object.keys(BRAND_DOCUMENTS) as BrandDocumentName[];

export type BrandDocuments = {
  readonly [K in BrandDocumentName]: z.infer<(typeof BRAND_DOCUMENTS)[K]>;
};
