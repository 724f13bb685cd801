import {
  isPriceChangeResCode,
  minorToMajor,
  ORIGIN_IDS,
  orderedBetslipSingles,
  stakeMinor,
  type BetslipMultipleEntry,
  type BetslipServerModel,
  type BetslipServerSingle,
  type BetslipState,
  type BetslipStateError,
  type BetslipSystemEntry,
  type OriginId,
  type OutcomeId,
} from '@touchline/betting';
import type { UserAcceptOdds } from '@touchline/site';
import type {
  BetslipError,
  BetslipSelectionsRequest,
  CombinationBetInput,
  PricedBetslip,
  SingleBetInput,
} from '@touchline/contract';
import { ApiRequestError } from '../../../shared/api/api-error';
import { api, validation } from '../../../shared/api/browser-client';
import { wireAmountToMinor } from '../../../shared/format/wire-money';

/** Who the slip is priced for and how (the parts of the request that are not the slip). */
export interface PricingContext {
  readonly currency: string;
  readonly userAcceptOdds: UserAcceptOdds;
  /** Logged in: the player's account (spec betting-domain §7); null for a visitor. */
  readonly accountId: number | null;
  /** Prices the player accepted after a change, by outcome id: sent instead of the slip's. */
  readonly acceptedPrices?: Readonly<Record<string, number>>;
  /** spec betting-domain §9: '11', or the forced origin of a native app ('20', '21'). */
  readonly originId?: OriginId;
}

const major = (minor: number | null | undefined, currency: string): number =>
  minorToMajor(minor ?? 0, currency);

const positiveId = (id: number): number | undefined => (id > 0 ? id : undefined);

/** A price the wire takes (above 1); anything else is left out and the book's is used. */
const wireDecimal = (decimal: number): number | undefined => (decimal > 1 ? decimal : undefined);

/** Each-way is asked for the singles whose market has place terms (the slip's each-way box). */
function singleEachWay(state: BetslipState, showEachWay: boolean | undefined): boolean {
  return state.isEachWayChecked && showEachWay === true;
}

/** The multiple and the systems are asked each-way only when every leg has place terms. */
export function combinationsEachWay(state: BetslipState): boolean {
  const singles = Object.values(state.bets);
  return state.isEachWayChecked && singles.length > 0 && singles.every((b) => b.showEachWay);
}

function combinationInput(
  bet: BetslipMultipleEntry | BetslipSystemEntry,
  currency: string,
  place: boolean,
): CombinationBetInput {
  const free = bet.freeMoneyUnitStake ?? 0;
  return {
    betTypeId: bet.betTypeId,
    ref: bet.ref,
    unitStake: major(bet.unitStake, currency),
    ...(free > 0 ? { freeMoneyUnitStake: major(free, currency) } : {}),
    ...(place ? { place: true } : {}),
  };
}

/** The slip's singles as the wire carries them (stakes in major units, refs in slip order). */
export function singleInputs(
  state: BetslipState,
  currency: string,
  acceptedPrices: Readonly<Record<string, number>> = {},
): SingleBetInput[] {
  return orderedBetslipSingles(state).map((bet) => {
    const free = bet.freeMoneyUnitStake ?? 0;
    const decimal = wireDecimal(acceptedPrices[String(bet.outcomeId)] ?? bet.decimal);
    const event = positiveId(bet.eventId);
    const market = positiveId(bet.marketId);
    return {
      outcomeId: bet.outcomeId,
      ...(event === undefined ? {} : { eventId: event }),
      ...(market === undefined ? {} : { marketId: market }),
      ...(decimal === undefined ? {} : { decimal }),
      ref: bet.ref,
      unitStake: major(bet.unitStake, currency),
      ...(free > 0 ? { freeMoneyUnitStake: major(free, currency) } : {}),
      ...(singleEachWay(state, bet.showEachWay) ? { eachWay: true } : {}),
    };
  });
}

/** The multiple and the systems that carry a stake, as the wire carries them. */
export function combinationInputs(
  state: BetslipState,
  currency: string,
): { multiples: CombinationBetInput[]; systems: CombinationBetInput[] } {
  const staked = (b: BetslipMultipleEntry | BetslipSystemEntry) =>
    b.unitStake > 0 || (b.freeMoneyUnitStake ?? 0) > 0;
  const place = combinationsEachWay(state);
  return {
    multiples: state.multiples.filter(staked).map((m) => combinationInput(m, currency, place)),
    systems: state.systems.filter(staked).map((s) => combinationInput(s, currency, place)),
  };
}

/**
 * spec betting-domain §7 POST|PUT /xapi/rest/betslips/selections: the model with its singles,
 * multiples, systems, userAcceptOdds, originId, accountId (logged in), outcomeIds (a new
 * selection) and showSysBets; errors are never sent.
 */
export function buildSelectionsRequest(
  state: BetslipState,
  context: PricingContext,
  options: { readonly outcomeIds?: readonly OutcomeId[]; readonly showSysBets?: boolean } = {},
): BetslipSelectionsRequest {
  const { multiples, systems } = combinationInputs(state, context.currency);
  const outcomeIds = options.outcomeIds ?? [];
  return {
    singles: singleInputs(state, context.currency, context.acceptedPrices),
    multiples,
    systems,
    userAcceptOdds: context.userAcceptOdds,
    // spec betting-domain §9: origin '11' is the default betslip; a native app forces its own.
    originId: context.originId ?? ORIGIN_IDS.default,
    ...(context.accountId === null ? {} : { accountId: context.accountId }),
    showSysBets: options.showSysBets ?? state.showSystemBets,
    ...(outcomeIds.length > 0 ? { outcomeIds: outcomeIds.map(Number) } : {}),
  };
}

/**
 * spec betting-domain §4 Refresh flow: POST when outcome ids are supplied (a new selection),
 * PUT otherwise. Abortable: a newer refresh cancels this one.
 */
export function requestPricing(
  body: BetslipSelectionsRequest,
  signal: AbortSignal,
): Promise<PricedBetslip> {
  const adding = (body.outcomeIds?.length ?? 0) > 0;
  return adding
    ? api.betslip.addSelections({ body, signal })
    : api.betslip.refresh({ body, signal });
}

const minorOf = (amount: number, currency: string): number =>
  wireAmountToMinor(amount, currency) ?? 0;
const stakeOf = (amount: number, currency: string) => stakeMinor(minorOf(amount, currency));

export function stateErrorsOf(errors: readonly BetslipError[]): BetslipStateError[] {
  return errors.map((e) => ({
    code: e.code,
    message: e.message,
    ...(e.ref === undefined ? {} : { ref: e.ref }),
    ...(e.decimal === undefined ? {} : { decimal: e.decimal }),
  }));
}

/** The refs whose price moved against what the player accepts (RES-00152 / RES-00153). */
export function refsAwaitingPriceAcceptance(errors: readonly BetslipError[]): Set<string> {
  return new Set(
    errors.filter((e) => isPriceChangeResCode(e.code) && e.ref !== undefined).map((e) => e.ref),
  ) as Set<string>;
}

/**
 * The pricing answer as the package reducer's server model (minor units). A single whose new
 * price waits for the player's acceptance keeps the price the player saw (`previousDecimal`), so
 * the next refresh still asks at that price and the change is never taken on the player's behalf;
 * the new price travels in its RES-00152 error.
 */
export function serverModelOf(answer: PricedBetslip): BetslipServerModel {
  const c = answer.currency;
  const awaiting = refsAwaitingPriceAcceptance(answer.errors);
  const singles: BetslipServerSingle[] = answer.singles.map((s) => ({
    outcomeId: s.outcomeId as OutcomeId,
    ref: s.ref,
    decimal: awaiting.has(s.ref) && s.previousDecimal !== null ? s.previousDecimal : s.decimal,
    ...(s.eventId > 0 ? { eventId: s.eventId as BetslipServerSingle['eventId'] } : {}),
    ...(s.marketId > 0 ? { marketId: s.marketId as BetslipServerSingle['marketId'] } : {}),
    unitStake: stakeOf(s.unitStake, c),
    freeMoneyUnitStake: stakeOf(s.freeMoneyUnitStake, c),
    maxFreeMoneyStake: stakeOf(s.maxFreeMoneyStake, c),
    maxBetStake: minorOf(s.maxBetStake, c),
    minBetStake: minorOf(s.minBetStake, c),
    stakeAfterTax: minorOf(s.stakeAfterTax, c),
    potentialReturns: minorOf(s.potentialReturns, c),
    potentialTaxDeduction: minorOf(s.potentialTaxDeduction, c),
    eachWay: s.eachWay,
    showEachWay: s.showEachWay,
    placeTerms: s.placeTerms,
    outcomeState: s.outcomeState,
    message: s.message,
    betTypeId: s.betTypeId,
  }));
  const multiples: BetslipMultipleEntry[] = answer.multiples.map((m) => ({
    ref: m.ref,
    betTypeId: m.betTypeId,
    description: m.description,
    fullDescription: m.fullDescription,
    noOfBets: m.noOfBets,
    decimal: m.decimal,
    price: m.price,
    priceFormat: m.priceFormat,
    unitStake: stakeOf(m.unitStake, c),
    freeMoneyUnitStake: stakeOf(m.freeMoneyUnitStake, c),
    minBetStake: minorOf(m.minBetStake, c),
    stakeAfterTax: minorOf(m.stakeAfterTax, c),
    potentialTaxDeduction: minorOf(m.potentialTaxDeduction, c),
    taxPercentage: m.taxPercentage,
    totalStake: minorOf(m.totalStake, c),
    place: m.place,
    potentialReturns: minorOf(m.potentialReturns, c),
    potentialPlaceWin: minorOf(m.potentialPlaceWin, c),
    extraParlayWinnings: minorOf(m.extraParlayWinnings, c),
  }));
  const systems: BetslipSystemEntry[] = answer.systems.map((s) => ({
    ref: s.ref,
    betTypeId: s.betTypeId,
    description: s.description,
    fullDescription: s.fullDescription,
    noOfBets: s.noOfBets,
    unitStake: stakeOf(s.unitStake, c),
    freeMoneyUnitStake: stakeOf(s.freeMoneyUnitStake, c),
    totalStake: minorOf(s.totalStake, c),
    potentialReturns: minorOf(s.potentialReturns, c),
    place: s.place,
    potentialPlaceWin: minorOf(s.potentialPlaceWin, c),
  }));
  return {
    singles,
    multiples,
    systems,
    availableBalance: answer.availableBalance === null ? null : minorOf(answer.availableBalance, c),
    betMayBeReferred: answer.betMayBeReferred,
    errors: stateErrorsOf(answer.errors),
  };
}

/** The errors a refused pricing call carries in its body (a BetslipRejection), if any. */
export function pricingFailureErrors(error: unknown): BetslipStateError[] | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const parsed = validation.now()?.BetslipRejection.safeParse(error.body);
  return parsed?.success ? stateErrorsOf(parsed.data.errors) : undefined;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
