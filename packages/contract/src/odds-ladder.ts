import { z } from 'zod';
import { BRAND_MARGIN_TYPES } from '@touchline/betting';
import { enumParam, fromParams, IdParam, MAX_ID } from './query-params';
import { DecorationParams } from './request-decoration';

/** A brand name as configured (BRAND, e.g. touchline-asia). */
export const BrandName = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be a brand name (lower-case letters, digits and -)');

const NullableId = z.number().int().min(1).max(MAX_ID).nullable();

/**
 * spec betting-domain §3 / shell §7 margins entry. A PPB entry names one of leagueId,
 * marketTypeId, outcomeId; a POWER_ODDS entry names eventId and marketId.
 */
export const MarginEntry = z
  .object({
    brandMarginType: z.enum(BRAND_MARGIN_TYPES),
    leagueId: NullableId,
    marketTypeId: NullableId,
    outcomeId: NullableId,
    eventId: NullableId,
    marketId: NullableId,
    /** A fraction of the √(p(1−p)) scale (betting-domain §9); positive shortens prices. */
    margin: z.number().min(-1).max(1),
  })
  .refine(
    (e) =>
      e.brandMarginType === 'POWER_ODDS'
        ? e.eventId !== null && e.marketId !== null
        : [e.leagueId, e.marketTypeId, e.outcomeId].filter((id) => id !== null).length === 1,
    {
      message:
        'a PPB entry names exactly one of leagueId, marketTypeId, outcomeId; POWER_ODDS names eventId and marketId',
    },
  );
export type MarginEntry = z.infer<typeof MarginEntry>;

/**
 * The margins file (apps/platform/config/margins.json), per brand: margin entries as served, and
 * power-odds rules that make POWER_ODDS entries for an event's markets of a market type.
 */
export const MarginsConfig = z.record(
  BrandName,
  z.object({
    margins: z.array(MarginEntry),
    powerOdds: z.array(
      z.object({
        marketTypeId: z.number().int().min(1).max(2_147_483_647),
        margin: z.number().min(-1).max(1),
      }),
    ),
  }),
);
export type MarginsConfig = z.infer<typeof MarginsConfig>;

/** GET /xapi/rest/oddsLadderAndMargins/{version}: `version` is a whole number (a cache key). */
export const OddsLadderParams = z.object({
  version: z.string().regex(/^\d{1,9}$/, 'must be a whole number'),
});

/** Query: overrideBrand; for power odds type=POWER_ODDS and eventId (spec shell §7). */
export const OddsLadderQuery = fromParams(
  z
    .object({
      overrideBrand: BrandName.optional(),
      type: enumParam(BRAND_MARGIN_TYPES).optional(),
      eventId: IdParam.optional(),
      ...DecorationParams,
    })
    .refine((q) => q.type !== 'POWER_ODDS' || q.eventId !== undefined, {
      message: 'eventId is required with type=POWER_ODDS',
      path: ['eventId'],
    })
    .refine((q) => q.eventId === undefined || q.type === 'POWER_ODDS', {
      message: 'eventId is only read with type=POWER_ODDS',
      path: ['eventId'],
    }),
);
export type OddsLadderQuery = z.infer<typeof OddsLadderQuery>;

/** The answer: the odds ladder (ascending decimal prices) and the brand's margin entries. */
export const OddsLadderAndMargins = z.object({
  odds: z.array(z.number().gt(1)),
  margins: z.array(MarginEntry),
});
export type OddsLadderAndMargins = z.infer<typeof OddsLadderAndMargins>;
