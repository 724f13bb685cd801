import { z } from 'zod';

/**
 * spec betting-domain §3 Parlay extra-winnings config, served by GET /xapi/rest/promotions/epw:
 * the tiers sorted ascending by betSize, and the cap. Decision (values beyond betSize are not
 * shown): each tier's `percentage` is the boost on the multiple's winnings from `betSize` legs.
 */
export const EpwPromoFilterValue = z.object({
  betSize: z.number().int().min(2),
  percentage: z.number().min(0).max(1000),
});

export const EpwConfig = z.object({
  epwPromoFilterValues: z.array(EpwPromoFilterValue),
  /** Cap on the extra winnings, major units of the player's currency. */
  maxAmount: z.number().min(0),
});
export type EpwConfig = z.infer<typeof EpwConfig>;
