import { z } from 'zod';
import { BetslipModelInput, PricedBetslip } from './betslip';
import { JackpotSlipModel } from './jackpot';

/**
 * Booking codes (spec betting-domain §7 retailcodes; decisions in docs/decisions.md "Booking
 * codes"): a slip stored under a short code a player can share or read out in a shop, loaded
 * again at the prices of the moment.
 */

/** 8 characters from an alphabet without 0/O, 1/I/L: easy to read out and type. */
export const BOOKING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BOOKING_CODE_LENGTH = 8;

export const BookingCodeParams = z.object({
  code: z
    .string()
    .transform((c) => c.trim().toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^[${BOOKING_CODE_ALPHABET}]{${String(BOOKING_CODE_LENGTH)}}$`),
          `code must be ${String(BOOKING_CODE_LENGTH)} letters and digits`,
        ),
    ),
});

/** A betslip to book: at least one selection, at most the betslip's 15. */
export const BookBetslipRequest = BetslipModelInput.extend({
  singles: BetslipModelInput.shape.singles.min(1, 'the betslip has no selections').max(15),
});
export type BookBetslipRequest = z.infer<typeof BookBetslipRequest>;

export const BookingCode = z.object({
  code: z.string(),
  kind: z.enum(['betslip', 'jackpot']),
  /** When the code stops loading (ISO time). */
  expiresAt: z.string(),
  /** Selections stored under it. */
  selections: z.number().int(),
});
export type BookingCode = z.infer<typeof BookingCode>;

/** A selection of the booked slip that could not be restored, and why. */
export const DroppedSelection = z.object({ outcomeId: z.number().int(), message: z.string() });

/**
 * What a loaded selection is called (decision: the pricing answer carries ids only, and a slip
 * rebuilt from a code must name its event, market and outcome as the lists did).
 */
export const BookedSelectionLabel = z.object({
  outcomeId: z.number().int(),
  eventDescription: z.string(),
  marketDescription: z.string(),
  outcomeDescription: z.string(),
});
export type BookedSelectionLabel = z.infer<typeof BookedSelectionLabel>;

/** A booked betslip loaded again: priced now, without the selections that closed. */
export const LoadedBetslipCode = PricedBetslip.extend({
  code: z.string(),
  dropped: z.array(DroppedSelection),
  /** The names of the selections kept (one per single, in the singles' order). */
  labels: z.array(BookedSelectionLabel),
});
export type LoadedBetslipCode = z.infer<typeof LoadedBetslipCode>;

/** A booked jackpot slip loaded again, priced now (errors say if the round has closed). */
export const LoadedJackpotCode = JackpotSlipModel.extend({ code: z.string() });
export type LoadedJackpotCode = z.infer<typeof LoadedJackpotCode>;
