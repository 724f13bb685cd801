import { z } from 'zod';
import { ODDS_TYPES } from '@touchline/betting';
import { enumParam, fromParams } from './query-params';

/**
 * spec betting-domain §7 / shell §7 "Request decoration": what every /xapi/ (and /nextapi/) call
 * may carry. The platform accepts all of it on every call and validates its form (a malformed
 * value is a 400 naming it); the catalogue is served in one language and in decimal prices, so
 * none of these changes a catalogue answer (the web localises and formats odds itself).
 */

/** A language tag such as en, en-GB or pt_BR (param `l`, `cmsLocale`). */
export const LocaleParam = z
  .string()
  .regex(
    /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}$/,
    'must be a language tag such as en or en-GB',
  );

/** `pub`: the CMS's last publication timestamp (epoch seconds or ms, or an ISO instant). */
export const PublicationParam = z
  .string()
  .regex(
    /^(\d{1,13}|\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2}))$/,
    'must be a publication timestamp',
  );

/** Query parameters of the decoration, spread into every catalogue query schema. */
export const DecorationParams = {
  l: LocaleParam.optional(),
  pub: PublicationParam.optional(),
  /** /api/ calls: web or mobile. */
  mc: enumParam(['web', 'mobile']).optional(),
  /** /nextapi/xapi/rest/events: the CMS locale. */
  cmsLocale: LocaleParam.optional(),
};

const Token = (what: string) =>
  z
    .string()
    .max(64, `must be at most 64 characters`)
    .regex(/^[A-Za-z0-9_.-]+$/, `must be a ${what} (letters, digits, _ . -)`);

/** Accept-Language style: `en`, `en-GB` or a list such as `en-GB,en;q=0.9`. */
const AcceptLanguage = z
  .string()
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9_*-]+(;q=[01](\.\d{1,3})?)?(\s*,\s*[A-Za-z0-9_*-]+(;q=[01](\.\d{1,3})?)?)*$/, {
    message: 'must be a language tag or an Accept-Language list',
  });

/**
 * The decoration headers (names as Node reads them, lower case). X-LVS-PriceFormat carries the
 * odds type (euro, hk, us, malay, indo; uk is read as euro, betting-domain §4), in any case.
 */
export const DecorationHeaders = fromParams(
  z.object({
    'x-accept-language': AcceptLanguage.optional(),
    'x-sb-brand': Token('brand name').optional(),
    'x-sb-origin': Token('client origin such as MOBILE').optional(),
    'x-sb-portalid': Token('portal id').optional(),
    'x-lvs-priceformat': enumParam([...ODDS_TYPES, 'uk'])
      .transform((v) => (v === 'uk' ? 'euro' : v))
      .optional(),
  }),
);
export type DecorationHeaders = z.infer<typeof DecorationHeaders>;
