import { z } from 'zod';
import { enumParam, fromParams } from '../query-params';
import { DecorationParams } from '../request-decoration';
import { AllCachedSettings } from './settings';
import {
  Advert,
  ContentId,
  Coupon,
  ExternalHeader,
  Language,
  MenuSection,
  Promotion,
  Submenu,
} from './content';
import { BrandFile } from './brand';
import { RENDER_ERROR_EVENT, RENDER_ERROR_LIMITS } from '../limits';

/**
 * The cms calls' queries and answers (spec shell §7 /api table; betting-domain §7). Every /api
 * query accepts the request decoration (`pub`, `l`, `mc`) and refuses malformed values with 400.
 */

const Yes = enumParam(['t', 'true', 'f', 'false']).transform((v) => v === 't' || v === 'true');
const Currency = z.string().regex(/^[A-Za-z]{3,4}$/, 'must be a currency code such as EUR');

/** `cached=t&all=t` (every channel) or `c={currency}&cached=t` (one currency's limits). */
export const AllCachedSettingsQuery = fromParams(
  z
    .object({
      cached: Yes.optional(),
      all: Yes.optional(),
      c: Currency.optional(),
      ...DecorationParams,
    })
    .refine((q) => q.all === true || q.c !== undefined, {
      message: 'ask for all=t or for one currency with c={currency}',
      path: ['all'],
    }),
);
export { AllCachedSettings };

export const CmsQuery = fromParams(z.object({ ...DecorationParams }));

/** A content id in a path: a slug or a number (numbers stay numbers). */
export const ContentIdParams = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a content id (a slug or a number)')
    .transform((v) => (/^\d{1,10}$/.test(v) ? Number(v) : v)),
});

export const TabsAnswer = z.object({ tabs: z.array(MenuSection) });
export const SubmenuAnswer = Submenu;

export const CouponQuery = fromParams(
  z.object({ coupon_info: Yes.optional(), ...DecorationParams }),
);
/** A coupon; with coupon_info=true a group coupon also carries its member coupons. */
export const CouponAnswer = Coupon.extend({ coupon_info: z.array(Coupon).optional() });
export const CouponGroupAnswer = z.object({
  id: ContentId,
  name: z.string(),
  coupons: z.array(Coupon),
});

export const TopSportsAnswer = z.object({
  top_sports: z.array(
    z.object({
      sport_id: z.number(),
      code: z.string(),
      name: z.string(),
      icon: z.string().nullable(),
    }),
  ),
});

export const HtmlWidgetQuery = fromParams(
  z.object({ active: Yes.optional(), ...DecorationParams }),
);
export const HtmlWidgetAnswer = z.object({ id: ContentId, content: z.string() });

/** player_type: who is looking (decision: the spec names the parameter, not its values). */
export const PLAYER_TYPES = ['anonymous', 'depositor', 'non_depositor', 'non_bettor'] as const;
export const AdvertQuery = fromParams(
  z.object({
    player_type: enumParam(PLAYER_TYPES).optional(),
    username: z.string().min(1).max(100).optional(),
    /** First login instant (epoch ms) for LOGGED_IN_NOT_PLAYED. */
    first_login: z
      .string()
      .regex(/^\d{1,13}$/)
      .transform(Number)
      .optional(),
    ...DecorationParams,
  }),
);
export const AdvertAnswer = Advert.omit({ usernames: true, active: true });

/**
 * GET /api/promotions (shell §2 /promotions; path not shown: decision): the brand's active
 * promotions this caller is in the audience of, in the brand's order, bodies sanitised.
 */
export const PromotionsAnswer = z.object({
  promotions: z.array(Promotion.omit({ audience: true, active: true })),
});
export type PromotionsAnswer = z.infer<typeof PromotionsAnswer>;
export type AdvertAnswer = z.infer<typeof AdvertAnswer>;

export const GcbSealQuery = fromParams(
  z.object({
    host: z.string().regex(/^[A-Za-z0-9.-]{1,200}$/, 'must be a host name'),
    ...DecorationParams,
  }),
);
export const GcbSealAnswer = z.object({ token: z.string() });

const MetricsApp = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, 'must be an app name such as touchline-web');

// spec shell §8: the render-error report's event and field lengths (zod-free, for the browser).
export { RENDER_ERROR_EVENT, RENDER_ERROR_LIMITS };

/** The characters a region name may hold (`header`, `advert:welcome-offer`, `html_widget:7`). */
export const RENDER_ERROR_REGION = /^[A-Za-z0-9:_./-]+$/;

// eslint-disable-next-line no-control-regex -- the point is to refuse control characters
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/**
 * spec shell §8: "reported to an error-reporting service" — the metrics call carrying
 * `event=render-error`, the region and the error's message (bounded, no control characters).
 */
export const RenderErrorReport = z.object({
  app: MetricsApp,
  event: z.literal(RENDER_ERROR_EVENT),
  region: z.string().min(1).max(RENDER_ERROR_LIMITS.region).regex(RENDER_ERROR_REGION),
  message: z
    .string()
    .min(1)
    .max(RENDER_ERROR_LIMITS.message)
    .regex(NO_CONTROL_CHARACTERS, 'no control characters'),
  path: z
    .string()
    .max(RENDER_ERROR_LIMITS.path)
    .regex(NO_CONTROL_CHARACTERS, 'no control characters')
    .optional(),
});
export type RenderErrorReport = z.infer<typeof RenderErrorReport>;

/** GET /api/metrics?app=…: a client metric, bounded (at most 20 extra params of 200 chars). */
export const MetricsQuery = fromParams(
  z
    .object({ app: MetricsApp })
    .catchall(z.string().max(200, 'metric values are at most 200 characters'))
    .refine((q) => Object.keys(q).length <= 21, 'at most 20 metric values besides app')
    .refine(
      (q) => Object.keys(q).every((k) => /^[A-Za-z0-9_.-]{1,40}$/.test(k)),
      'metric names are 1-40 letters, digits, _ . -',
    )
    .refine(
      (q) => q.event !== RENDER_ERROR_EVENT || RenderErrorReport.safeParse(q).success,
      `a render error report needs a region (1-${RENDER_ERROR_LIMITS.region} letters, digits, : _ . / -) and a message of 1-${RENDER_ERROR_LIMITS.message} characters without control characters`,
    ),
);
export const MetricsAnswer = z.object({ accepted: z.boolean() });

export const LanguagesAnswer = z.object({ default: z.string(), languages: z.array(Language) });

export const TranslationsParams = z.object({
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale such as pt-BR'),
});
export const TranslationsQuery = fromParams(
  z.object({ mode: enumParam(['translations']).optional(), ...DecorationParams }),
);
export const TranslationsAnswer = z.object({
  locale: z.string(),
  messages: z.record(z.string(), z.string()),
  /** mode=translations: the keys this language lacks (served in English). */
  missing: z.array(z.string()).optional(),
});

export const ExternalHeaderAnswer = ExternalHeader;

/** GET /api/brand: the running brand variant, its branding and its Content-Security-Policy. */
export const BrandAnswer = BrandFile.omit({ origins: true, gcb_seal_hosts: true }).extend({
  content_security_policy: z.string(),
  last_publication_timestamp: z.number(),
  default_locale: z.string(),
  default_currency: z.string(),
});
export type BrandAnswer = z.infer<typeof BrandAnswer>;
