import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  STORED_PRICE_FORMAT,
  moveStoredPrice,
  storedFeedPrice,
  storedPriceOf,
  storedPriceSlots,
  type StoredPrice,
} from '../stored-price';

const stored = (price: number, prevPrice: number | null = null, prevPrevPrice = null) => ({
  id: 7,
  price,
  spread: null,
  spread2: null,
  prevPrice,
  prevPrevPrice,
  priceVersion: 3,
});
const decimal = (d: number, format = STORED_PRICE_FORMAT) => ({
  decimal: d,
  spread: null,
  spread2: null,
  format,
});

describe('storedPriceSlots', () => {
  it('shows the stored decimals as the three slots, on the stored line', () => {
    expect(storedPriceSlots({ ...stored(2.1, 2.05), spread: -1.5 })).toEqual({
      currentPrice: { decimal: 2.1, spread: -1.5, spread2: null, format: 'DECIMAL' },
      penultimatePrice: { decimal: 2.05, spread: -1.5, spread2: null, format: 'DECIMAL' },
      antepenultimatePrice: null,
    });
  });
});

describe('moveStoredPrice', () => {
  it('shifts the slots back, keeps the rest of the row and bumps the version', () => {
    const moved = moveStoredPrice(stored(2.1, 2.05), { currentPrice: decimal(2.2) });
    expect(moved?.stored).toEqual({ ...stored(2.2, 2.1), prevPrevPrice: 2.05, priceVersion: 4 });
    expect(moved?.slots).toEqual({
      currentPrice: decimal(2.2),
      penultimatePrice: decimal(2.1),
      antepenultimatePrice: decimal(2.05),
    });
  });

  it('takes the slots a change brings', () => {
    const moved = moveStoredPrice(stored(2.1, 2.05), {
      currentPrice: decimal(3),
      penultimatePrice: null,
      antepenultimatePrice: null,
    });
    expect(moved?.stored).toMatchObject({ price: 3, prevPrice: null, prevPrevPrice: null });
  });

  it('moves nothing on a replay of the current price', () => {
    expect(moveStoredPrice(stored(2.1, 2.05), { currentPrice: decimal(2.1) })).toBeNull();
  });

  const anyDecimal = fc.integer({ min: 101, max: 5000 }).map((n) => n / 100);
  const anyStored = fc.record({
    price: anyDecimal,
    spread: fc.constant(null),
    spread2: fc.constant(null),
    prevPrice: fc.option(anyDecimal, { nil: null }),
    prevPrevPrice: fc.option(anyDecimal, { nil: null }),
    priceVersion: fc.integer({ min: 1, max: 1000 }),
  });

  it('moves exactly when the price differs; a move shifts once and announces what it stores', () => {
    fc.assert(
      fc.property(anyStored, anyDecimal, (held: StoredPrice, next) => {
        const moved = moveStoredPrice(held, { currentPrice: storedFeedPrice(next, held) });
        if (next === held.price) {
          expect(moved).toBeNull();
          return;
        }
        expect(moved?.stored).toEqual({
          ...held,
          price: next,
          prevPrice: held.price,
          prevPrevPrice: held.prevPrice,
          priceVersion: held.priceVersion + 1,
        });
        if (moved) expect(moved.slots).toEqual(storedPriceSlots(moved.stored));
        expect(storedPriceOf(moved?.stored ?? held)).toEqual(moved?.stored);
      }),
    );
  });
});
