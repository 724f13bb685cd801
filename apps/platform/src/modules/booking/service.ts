import { randomInt } from 'node:crypto';
import {
  BetslipModelInput,
  BOOKING_CODE_ALPHABET,
  BOOKING_CODE_LENGTH,
  JackpotSlip,
  type BookBetslipRequest,
  type BookingCode,
  type LoadedBetslipCode,
  type LoadedJackpotCode,
  type PricedBetslip,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../http/errors';
import { priceSelections } from '../betting';
import type { AuthenticatedPlayer } from '../identity';
import { priceJackpotSlip } from '../jackpot';
import {
  deleteExpiredBookingCodes,
  findBookingCode,
  insertBookingCode,
  selectionLabels,
  type BookingKind,
} from './repository';

/**
 * Booking codes (docs/decisions.md "Booking codes"): a slip is stored under a short code — its
 * selections and stakes, never its prices — and loading the code prices it anew: a betslip
 * drops the selections that closed and says which; a jackpot slip is priced as it stands.
 */

/** Decision: a code loads for 7 days (longer than almost any pre-match coupon). */
export const BOOKING_CODE_DAYS = 7;

const CLOSED_MESSAGE = 'Your selection is not available anymore';

function drawCode(): string {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i += 1) {
    code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  }
  return code;
}

async function store(
  ctx: AppContext,
  kind: BookingKind,
  slip: unknown,
  playerId: number | null,
  selections: number,
): Promise<BookingCode> {
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + BOOKING_CODE_DAYS * 86_400_000);
  // 31^8 codes: a clash is rare; a few draws settle it.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = drawCode();
    if (
      await insertBookingCode(ctx.db, { code, kind, slip, playerId, createdAt: now, expiresAt })
    ) {
      if (Math.random() < 0.01) await deleteExpiredBookingCodes(ctx.db, now);
      return { code, kind, expiresAt: expiresAt.toISOString(), selections };
    }
  }
  throw new Error('no free booking code after 5 draws');
}

/** What a betslip's code keeps: selections and stakes as sent (prices and free money left out). */
function bookedBetslip(body: BookBetslipRequest, open: ReadonlySet<number>): BetslipModelInput {
  return {
    singles: body.singles
      .filter((s) => open.has(s.outcomeId))
      .map((s) => ({
        outcomeId: s.outcomeId,
        ...(s.unitStake !== undefined && s.unitStake !== null && { unitStake: s.unitStake }),
        ...(s.eachWay !== undefined && { eachWay: s.eachWay }),
      })),
    multiples: (body.multiples ?? []).map((m) => ({
      betTypeId: m.betTypeId,
      ...(m.unitStake !== undefined && m.unitStake !== null && { unitStake: m.unitStake }),
      ...(m.place !== undefined && { place: m.place }),
    })),
    systems: (body.systems ?? []).map((m) => ({
      betTypeId: m.betTypeId,
      ...(m.unitStake !== undefined && m.unitStake !== null && { unitStake: m.unitStake }),
      ...(m.place !== undefined && { place: m.place }),
    })),
    userAcceptOdds: body.userAcceptOdds,
    originId: body.originId,
  };
}

/**
 * Prices a slip without the prices it was sent with (the book's now); the selections the book
 * reports closed are taken out and the rest priced again.
 */
async function priceOpen(
  ctx: AppContext,
  player: AuthenticatedPlayer | null,
  slip: BetslipModelInput,
): Promise<{ priced: PricedBetslip; dropped: number[] }> {
  const fresh: BetslipModelInput = {
    ...slip,
    singles: slip.singles.map(({ decimal: _seen, freeMoneyUnitStake: _free, ...rest }) => rest),
  };
  const first = await priceSelections(ctx, player, fresh, false);
  const dropped = first.singles.filter((s) => s.outcomeState === 'C').map((s) => s.outcomeId);
  if (dropped.length === 0) return { priced: first, dropped };
  const gone = new Set(dropped);
  const kept = { ...fresh, singles: fresh.singles.filter((s) => !gone.has(s.outcomeId)) };
  return { priced: await priceSelections(ctx, player, kept, false), dropped };
}

/** POST /xapi/rest/betslips/retailcodes: books the selections still on offer. */
export async function bookBetslip(
  ctx: AppContext,
  player: AuthenticatedPlayer | null,
  body: BookBetslipRequest,
): Promise<BookingCode> {
  const { priced } = await priceOpen(ctx, player, body);
  const open = new Set(priced.singles.map((s) => s.outcomeId));
  if (open.size === 0) {
    throw new AppError(422, 'NOTHING_TO_BOOK', 'None of these selections is on offer any more');
  }
  return store(ctx, 'betslip', bookedBetslip(body, open), player?.id ?? null, open.size);
}

/** GET /xapi/rest/betslips/retailcodes/{code}: the booked slip at today's prices. */
export async function loadBetslip(
  ctx: AppContext,
  player: AuthenticatedPlayer | null,
  code: string,
): Promise<LoadedBetslipCode> {
  const stored = await findBookingCode(ctx.db, 'betslip', code, ctx.clock());
  if (stored === null) throw notFound('Booking code');
  const slip = BetslipModelInput.parse(stored);
  const { priced, dropped } = await priceOpen(ctx, player, slip);
  return {
    ...priced,
    code,
    dropped: dropped.map((outcomeId) => ({ outcomeId, message: CLOSED_MESSAGE })),
    labels: await selectionLabels(
      ctx.db,
      priced.singles.map((s) => s.outcomeId),
    ),
  };
}

/** POST /xapi/rest/jackpotbetslips/retailcodes: books a jackpot slip (checked first). */
export async function bookJackpot(ctx: AppContext, slip: JackpotSlip): Promise<BookingCode> {
  const model = await priceJackpotSlip(ctx, slip);
  if (model.singles.length === 0) {
    throw new AppError(422, 'NOTHING_TO_BOOK', 'The jackpot slip has no picks');
  }
  const booked = {
    jackpotId: slip.jackpotId,
    originId: slip.originId,
    singles: slip.singles,
    ...(slip.globalStake !== undefined && { globalStake: slip.globalStake }),
    ...(slip.currency !== undefined && { currency: slip.currency }),
  };
  return store(ctx, 'jackpot', booked, null, slip.singles.length);
}

/** GET /xapi/rest/jackpotbetslips/retailcodes/{code}: the booked jackpot slip priced now. */
export async function loadJackpot(ctx: AppContext, code: string): Promise<LoadedJackpotCode> {
  const stored = await findBookingCode(ctx.db, 'jackpot', code, ctx.clock());
  if (stored === null) throw notFound('Booking code');
  return { ...(await priceJackpotSlip(ctx, JackpotSlip.parse(stored))), code };
}
