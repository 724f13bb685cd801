import {
  applyPriceToOutcome,
  type ConsolidatedPriceChange,
  type FeedPrice,
  type LiveOutcome,
} from './live-updates';

/**
 * An outcome's price as a store keeps it (spec betting-domain §3 consolidated price, flattened):
 * the current and two previous decimals on one line, and a version every move bumps.
 */
export interface StoredPrice {
  readonly price: number;
  readonly spread: number | null;
  readonly spread2: number | null;
  readonly prevPrice: number | null;
  readonly prevPrevPrice: number | null;
  readonly priceVersion: number;
}

/** A store keeps no price format; prices it announces again say DECIMAL. */
export const STORED_PRICE_FORMAT = 'DECIMAL';

/** A stored decimal as a feed price on the stored line. */
export function storedFeedPrice(
  decimal: number,
  line: Pick<StoredPrice, 'spread' | 'spread2'>,
  format: string = STORED_PRICE_FORMAT,
): FeedPrice {
  return { decimal, spread: line.spread, spread2: line.spread2, format };
}

/**
 * The three slots of a stored price. Previous slots keep no line of their own: they are shown
 * with the outcome's line.
 */
export function storedPriceSlots(
  stored: StoredPrice,
  format: string = STORED_PRICE_FORMAT,
): ConsolidatedPriceChange {
  return {
    currentPrice: storedFeedPrice(stored.price, stored, format),
    penultimatePrice:
      stored.prevPrice === null ? null : storedFeedPrice(stored.prevPrice, stored, format),
    antepenultimatePrice:
      stored.prevPrevPrice === null ? null : storedFeedPrice(stored.prevPrevPrice, stored, format),
  };
}

/** Only the price fields of a stored row (to carry a moved price onto a fresh row). */
export function storedPriceOf(stored: StoredPrice): StoredPrice {
  const { price, spread, spread2, prevPrice, prevPrevPrice, priceVersion } = stored;
  return { price, spread, spread2, prevPrice, prevPrevPrice, priceVersion };
}

/**
 * Moves a stored price by a price change with the feed's slot rule (`applyPriceToOutcome`): the
 * new price becomes current and the old ones shift back, unless the change brings its slots.
 * Returns the row with its price moved and its version one up, and the slots to announce; null
 * when the change moves nothing (a replay of the current price).
 */
export function moveStoredPrice<S extends StoredPrice>(
  stored: S,
  change: ConsolidatedPriceChange,
): { readonly stored: S; readonly slots: ConsolidatedPriceChange } | null {
  const held: LiveOutcome = {
    id: 0,
    hidden: false,
    consolidatedPrice: storedPriceSlots(stored, change.currentPrice.format),
  };
  const next = applyPriceToOutcome(held, change);
  if (next === held) return null;
  const { currentPrice, penultimatePrice, antepenultimatePrice } = next.consolidatedPrice;
  return {
    stored: {
      ...stored,
      price: currentPrice.decimal,
      spread: currentPrice.spread,
      spread2: currentPrice.spread2,
      prevPrice: penultimatePrice?.decimal ?? null,
      prevPrevPrice: antepenultimatePrice?.decimal ?? null,
      priceVersion: stored.priceVersion + 1,
    },
    slots: {
      currentPrice,
      penultimatePrice: penultimatePrice ?? null,
      antepenultimatePrice: antepenultimatePrice ?? null,
    },
  };
}
