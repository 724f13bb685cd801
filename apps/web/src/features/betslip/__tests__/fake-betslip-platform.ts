/**
 * A fake of the platform's betslip calls at the network edge (fetch), for the betslip's tests:
 * it prices and places with the package's own engine (`quoteBetslip`, `priceBetslip`, the same
 * functions the platform's betting module calls) over a small in-memory book, converting the
 * wire's major units the way the platform's `slip.ts` does. So a test sees the real line counts,
 * costs and RES codes without any of them being written in the test.
 */
import {
  decimalOdds,
  eventId,
  marketId,
  minorToMajor,
  NO_STAKE,
  outcomeId,
  parseMajorToMinor,
  priceBetslip,
  quoteBetslip,
  stakeMinor,
  type BookSelection,
  type PricedSlip,
  type SlipBetRequest,
  type SlipBook,
  type SlipModel,
  type SlipPricingSettings,
  type Stake,
} from '@touchline/betting';
import {
  ENDPOINTS,
  type BetslipError,
  type BetslipModelInput,
  type CombinationBetInput,
  type PlacedBetslip,
  type PricedBetslip,
} from '@touchline/contract';
import {
  pathOf,
  stubPlatform,
  type RecordedCall,
  type Route,
} from '../../../shared/testing/fetch-routes';
import { jsonResponse } from '../../../shared/testing/render-with-client';

export interface BookEntry {
  readonly outcomeId: number;
  readonly eventId: number;
  readonly marketId: number;
  readonly decimal: string;
  readonly placeTerms?: string;
  readonly live?: boolean;
  readonly closed?: boolean;
}

/** A selection of the book, open and pre-match unless told otherwise. */
function bookSelection(entry: BookEntry, now: Date): BookSelection {
  return {
    outcomeId: outcomeId(entry.outcomeId),
    marketId: marketId(entry.marketId),
    eventId: eventId(entry.eventId),
    decimal: decimalOdds(entry.decimal),
    outcomeHidden: entry.closed === true,
    marketStatus: 'open',
    alertSuspended: false,
    eventStatus: entry.live === true ? 'live' : 'scheduled',
    startTime:
      entry.live === true
        ? new Date(now.getTime() - 3_600_000)
        : new Date(now.getTime() + 86_400_000),
    inRunning: entry.live === true,
    placeTerms: entry.placeTerms ?? null,
  };
}

type WireStake = string | number | null | undefined;

function stakeOf(raw: WireStake, currency: string): Stake {
  if (raw === null || raw === undefined) return NO_STAKE;
  const minor = parseMajorToMinor(raw, currency);
  if (minor === null) throw new Error(`unreadable stake ${String(raw)}`);
  return stakeMinor(minor);
}

function combination(bet: CombinationBetInput, currency: string): SlipBetRequest {
  return {
    betTypeId: bet.betTypeId,
    unitStake: stakeOf(bet.unitStake, currency),
    freeMoneyUnitStake: stakeOf(bet.freeMoneyUnitStake, currency),
    eachWay: bet.place === true,
  };
}

function modelOf(
  input: BetslipModelInput & { outcomeIds?: number[] },
  currency: string,
): SlipModel {
  const singles = input.singles.map((s) => ({
    outcomeId: outcomeId(s.outcomeId),
    decimal: s.decimal === null || s.decimal === undefined ? null : decimalOdds(s.decimal),
    unitStake: stakeOf(s.unitStake, currency),
    freeMoneyUnitStake: stakeOf(s.freeMoneyUnitStake, currency),
    eachWay: s.eachWay === true,
  }));
  const present = new Set(singles.map((s) => Number(s.outcomeId)));
  for (const id of input.outcomeIds ?? []) {
    if (present.has(id)) continue;
    singles.push({
      outcomeId: outcomeId(id),
      decimal: null,
      unitStake: NO_STAKE,
      freeMoneyUnitStake: NO_STAKE,
      eachWay: false,
    });
  }
  return {
    singles,
    multiples: (input.multiples ?? []).map((m) => combination(m, currency)),
    systems: (input.systems ?? []).map((m) => combination(m, currency)),
    userAcceptOdds: input.userAcceptOdds,
  };
}

function wireErrors(slip: { errors: PricedSlip['errors'] }, currency: string): BetslipError[] {
  return slip.errors.map((e) => ({
    code: e.code,
    message: e.message,
    ...(e.ref !== undefined ? { ref: e.ref } : {}),
    ...(e.decimal !== undefined ? { decimal: e.decimal } : {}),
    ...(e.limitMinor !== undefined ? { limit: minorToMajor(e.limitMinor, currency) } : {}),
  }));
}

function wire(
  slip: PricedSlip,
  accountId: number | null,
  availableMinor: number | null,
): PricedBetslip {
  const c = slip.currency;
  const major = (minor: number) => minorToMajor(minor, c);
  return {
    accountId,
    originId: '11',
    userAcceptOdds: 'D',
    currency: c,
    singles: slip.singles.map((s) => ({
      ...s,
      outcomeId: Number(s.outcomeId),
      eventId: Number(s.eventId),
      marketId: Number(s.marketId),
      unitStake: major(s.unitStake),
      freeMoneyUnitStake: major(s.freeMoneyUnitStake),
      maxFreeMoneyStake: major(s.maxFreeMoneyStake),
      maxBetStake: major(s.maxBetStake),
      minBetStake: major(s.minBetStake),
      totalStake: major(s.totalStake),
      stakeAfterTax: major(s.stakeAfterTax),
      potentialReturns: major(s.potentialReturns),
      potentialTaxDeduction: major(s.potentialTaxDeduction),
      potentialPlaceWin: major(s.potentialPlaceWin),
    })),
    multiples: slip.multiples.map((m) => ({
      betTypeId: m.betTypeId,
      ref: m.ref,
      description: m.description,
      fullDescription: m.fullDescription,
      noOfBets: m.noOfBets,
      decimal: m.decimal,
      price: m.price,
      priceFormat: m.priceFormat,
      unitStake: major(m.unitStake),
      freeMoneyUnitStake: major(m.freeMoneyUnitStake ?? 0),
      minBetStake: major(m.minBetStake),
      maxBetStake: major(m.maxBetStake),
      totalStake: major(m.totalStake),
      stakeAfterTax: major(m.stakeAfterTax),
      potentialReturns: major(m.potentialReturns),
      potentialTaxDeduction: major(m.potentialTaxDeduction),
      taxPercentage: m.taxPercentage,
      place: m.place,
      potentialPlaceWin: major(m.potentialPlaceWin),
      extraParlayWinnings: major(m.extraParlayWinnings),
    })),
    systems: slip.systems.map((s) => ({
      betTypeId: s.betTypeId,
      ref: s.ref,
      description: s.description,
      fullDescription: s.fullDescription,
      noOfBets: s.noOfBets,
      unitStake: major(s.unitStake),
      freeMoneyUnitStake: major(s.freeMoneyUnitStake ?? 0),
      minBetStake: major(s.minBetStake),
      maxBetStake: major(s.maxBetStake),
      totalStake: major(s.totalStake),
      potentialReturns: major(s.potentialReturns),
      place: s.place,
      potentialPlaceWin: major(s.potentialPlaceWin),
    })),
    totalOdds: slip.totalOdds,
    totalCost: major(slip.totalCost),
    potentialReturns: major(slip.potentialReturns),
    potentialPlaceWin: major(slip.potentialPlaceWin),
    availableBalance: availableMinor === null ? null : major(availableMinor),
    betMayBeReferred: slip.betMayBeReferred,
    delay: slip.betMayBeReferred ? 5 : 0,
    errors: wireErrors(slip, c),
  };
}

/**
 * The pricing call's answer for a request body over a book, as the platform gives it (the
 * package's `quoteBetslip` between the wire's conversions).
 */
export function pricingAnswer(
  request: BetslipModelInput & { outcomeIds?: number[] },
  entries: readonly BookEntry[],
  currency = 'EUR',
  at: Date = new Date(),
): PricedBetslip {
  const book: SlipBook = new Map(entries.map((e) => [e.outcomeId, bookSelection(e, at)] as const));
  const slip = quoteBetslip(modelOf(request, currency), book, {
    currency,
    now: at,
    stakeLimits: { betStakeMinAmount: 0, betStakeMaxAmount: 10_000 },
    inPlay: true,
  });
  return wire(slip, request.accountId ?? null, null);
}

export interface FakeBetslipPlatform {
  readonly calls: RecordedCall[];
  /** The pricing calls (POST and PUT /xapi/rest/betslips/selections), in order. */
  readonly pricingCalls: () => RecordedCall[];
  readonly placements: () => RecordedCall[];
  /** Changes the book (a price moves, a selection closes) for the next answers. */
  readonly setBook: (entries: readonly BookEntry[]) => void;
  /** The next status answers of an in-play slip ('PENDING', then 'ACCEPTED' …). */
  readonly statuses: ('PENDING' | 'ACCEPTED' | 'REJECTED')[];
}

export interface FakeBetslipOptions {
  readonly currency?: string;
  /** Logged in: the player's stakeable cash, major units. */
  readonly balance?: number | null;
  readonly accountId?: number;
  readonly now?: () => Date;
  /** More calls the test answers (booking codes …), beside the betslip's. */
  readonly routes?: readonly Route[];
}

/** Stubs fetch with the betslip's calls over `entries`. */
export function fakeBetslipPlatform(
  entries: readonly BookEntry[],
  options: FakeBetslipOptions = {},
): FakeBetslipPlatform {
  const currency = options.currency ?? 'EUR';
  const accountId = options.accountId ?? 77;
  const now = options.now ?? (() => new Date());
  let book: readonly BookEntry[] = entries;
  let balanceMinor =
    options.balance === undefined || options.balance === null
      ? null
      : (parseMajorToMinor(options.balance, currency) ?? 0);
  const bookNow = (): SlipBook =>
    new Map(book.map((e) => [e.outcomeId, bookSelection(e, now())] as const));
  const settings = (): SlipPricingSettings => ({
    currency,
    now: now(),
    stakeLimits: { betStakeMinAmount: 0, betStakeMaxAmount: 10_000 },
    availableBalanceMinor: balanceMinor,
    freeMoneyMinor: 0,
    inPlay: true,
  });
  const statuses: ('PENDING' | 'ACCEPTED' | 'REJECTED')[] = [];
  let placed: PlacedBetslip | null = null;

  const price = (call: RecordedCall) => {
    const body = JSON.parse(call.body ?? '{}') as BetslipModelInput & { outcomeIds?: number[] };
    const slip = quoteBetslip(modelOf(body, currency), bookNow(), settings());
    return jsonResponse(wire(slip, body.accountId ?? null, balanceMinor));
  };
  const place = (call: RecordedCall) => {
    const body = JSON.parse(call.body ?? '{}') as BetslipModelInput;
    const result = priceBetslip(modelOf(body, currency), bookNow(), {
      ...settings(),
      availableBalanceMinor: null,
    });
    if (!result.ok) {
      const errors = wireErrors({ errors: result.error }, currency);
      const first = errors[0] ?? { code: 'RES-00049', message: 'Exception occurred' };
      return jsonResponse({ code: first.code, message: first.message, errors }, 422);
    }
    if (balanceMinor !== null) balanceMinor -= result.value.totalCost;
    const pending = result.value.betMayBeReferred;
    placed = {
      ...wire(result.value, accountId, balanceMinor),
      betSlipId: 501,
      reference: 'TL-8F3K2Q',
      accountId,
      status: pending ? 'PENDING' : 'ACCEPTED',
      acceptAt: pending ? new Date(now().getTime() + 5000).toISOString() : null,
    };
    return jsonResponse(placed, 201);
  };
  const status = () => {
    if (placed === null) return jsonResponse({ code: 'NOT_FOUND', message: 'No slip' }, 404);
    const next = statuses.shift() ?? placed.status;
    placed = { ...placed, status: next, acceptAt: next === 'PENDING' ? placed.acceptAt : null };
    return jsonResponse(placed);
  };

  const selections = pathOf(ENDPOINTS.betslip.refresh);
  const stub = stubPlatform([
    { method: 'POST', path: selections, reply: price },
    { method: 'PUT', path: selections, reply: price },
    { method: 'POST', path: pathOf(ENDPOINTS.bets.place, { accountId }), reply: place },
    { method: 'PUT', path: pathOf(ENDPOINTS.betslip.status, { betSlipId: 501 }), reply: status },
    ...(options.routes ?? []),
  ]);
  return {
    calls: stub.calls,
    pricingCalls: () => stub.calls.filter((c) => c.path === selections),
    placements: () => stub.callsTo(pathOf(ENDPOINTS.bets.place, { accountId }), 'POST'),
    setBook: (next) => {
      book = next;
    },
    statuses,
  };
}
