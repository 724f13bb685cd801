import type { PricedBetslip } from '@touchline/contract';
import { create } from 'zustand';

/** A price that moved and was taken at once (a higher price, the player accepting higher odds). */
export interface PriceMove {
  readonly from: number;
  readonly to: number;
}

/**
 * What the betslip shows beside the package's state (no rule lives here): the last pricing
 * answer merged into the slip (its totals, place returns, in-play flags), whether a refresh is
 * on its way, the prices the player accepted after a change (sent until the slip holds them), the
 * moves taken automatically, an in-play slip's approval time, and the latest text for the slip's live region. Not persisted: a
 * reload prices the slip again.
 */
interface PricingStore {
  readonly quote: PricedBetslip | null;
  readonly pending: boolean;
  readonly acceptedPrices: Readonly<Record<string, number>>;
  readonly moves: Readonly<Record<string, PriceMove>>;
  readonly announcement: { readonly id: number; readonly text: string } | null;
  /** An in-play slip awaiting approval: when its delay ends (epoch ms); null otherwise. */
  readonly approvalDueAt: number | null;
  readonly quoted: (quote: PricedBetslip | null) => void;
  readonly pendingSet: (pending: boolean) => void;
  readonly priceAccepted: (outcomeId: number, decimal: number) => void;
  readonly acceptedPricesHeld: (held: Readonly<Record<string, number>>) => void;
  readonly movesSet: (moves: Readonly<Record<string, PriceMove>>) => void;
  readonly announce: (text: string) => void;
  readonly reset: () => void;
}

const initial = {
  quote: null,
  pending: false,
  acceptedPrices: {},
  moves: {},
  announcement: null,
  approvalDueAt: null,
} as const;

export const usePricingStore = create<PricingStore>()((set) => ({
  ...initial,
  quoted: (quote) => set({ quote }),
  pendingSet: (pending) => set({ pending }),
  priceAccepted: (outcomeId, decimal) =>
    set((s) => ({ acceptedPrices: { ...s.acceptedPrices, [String(outcomeId)]: decimal } })),
  acceptedPricesHeld: (acceptedPrices) => set({ acceptedPrices }),
  movesSet: (moves) => set({ moves }),
  announce: (text) => set((s) => ({ announcement: { id: (s.announcement?.id ?? 0) + 1, text } })),
  reset: () => set(initial),
}));

/** Tells the betslip's live region (assistive technology reads it out). */
export function announceBetslip(text: string): void {
  usePricingStore.getState().announce(text);
}
