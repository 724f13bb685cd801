import { err, ok, type Result } from '../assert';
import type { EventId, MarketId, OutcomeId } from '../ids';
import { decimalOdds, oddsToScaled, type DecimalOdds } from '../odds/odds';
import type { OddsType } from '../odds/odds-format';
import { NO_STAKE, checkStakeLimits, stakeLimitsMinor, type Stake } from '../stakes/stake';
import type { StakeLimitSettings } from '../stakes/stake';
import { buildSingleBets, buildSystemBets, type SystemBet } from './betslip-builder';
import { effectiveUnitStake, usesFreeMoneyStake } from './betslip-rules';
import { CLOSED_SELECTION_MESSAGE, RES_CODES, type ResCode } from './betslip-codes';
import { buildFrontEndMultiple, type MultipleBet } from './multiples';
import {
  BETSLIP_DEFAULTS,
  FRONT_END_MULTIPLE_BET_TYPE_ID,
  FRONT_END_MULTIPLE_REF,
  SINGLE_BET_TYPE_ID,
} from './limits';
import type { ParlayEligibility, ParlayExtraWinningsConfig } from './parlay';
import type { BetslipTaxSettings } from './tax';

/**
 * The betslip priced against the book: one function behind the pricing call
 * (`/xapi/rest/betslips/selections`), placement and the web's betslip (spec betting-domain §3
 * Betslip model, §4 Refresh flow, §5, §8, §9). Amounts are integer minor units; the callers
 * convert at the wire.
 */

// ---------------------------------------------------------------------------------------------
// Inputs

/** A selection as the player sent it: the price they saw and the stake on its single. */
export interface SlipSingleRequest {
  readonly outcomeId: OutcomeId;
  /** The decimal price the player saw; absent for a selection just added (the book's is taken). */
  readonly decimal?: DecimalOdds | null;
  /** 0 (NO_STAKE) when the single is not staked: the selection only feeds multiples/systems. */
  readonly unitStake: Stake;
  readonly freeMoneyUnitStake?: Stake | null;
  readonly eachWay?: boolean;
}

/** A staked multiple (betTypeId 200002) or system (201000 + §9 suffix). */
export interface SlipBetRequest {
  readonly betTypeId: number;
  readonly unitStake: Stake;
  readonly freeMoneyUnitStake?: Stake | null;
  /** Each-way (the model's `place`): a place part on every line too. */
  readonly eachWay?: boolean;
}

export interface SlipModel {
  readonly singles: readonly SlipSingleRequest[];
  readonly multiples?: readonly SlipBetRequest[];
  readonly systems?: readonly SlipBetRequest[];
  /** spec §3: D accepts higher odds, A accepts no change. */
  readonly userAcceptOdds: 'D' | 'A';
}

export type BookMarketStatus = 'open' | 'suspended' | 'lts' | 'closed' | 'settled' | 'resulted';
export type BookEventStatus = 'scheduled' | 'live' | 'finished' | 'cancelled';

/** What the book says about one outcome now. */
export interface BookSelection {
  readonly outcomeId: OutcomeId;
  readonly marketId: MarketId;
  readonly eventId: EventId;
  readonly decimal: DecimalOdds;
  readonly outcomeHidden: boolean;
  readonly marketStatus: BookMarketStatus;
  /** The market is suspended by an active feed alert (RES-00249 rather than RES-00108). */
  readonly alertSuspended: boolean;
  readonly eventStatus: BookEventStatus;
  readonly startTime: Date;
  /** The market is offered in running (its period is an in-play period). */
  readonly inRunning: boolean;
  readonly placeTerms: string | null;
}

export type SlipBook = ReadonlyMap<number, BookSelection>;

export interface SlipPricingSettings {
  readonly currency: string;
  readonly now: Date;
  readonly stakeLimits?: StakeLimitSettings;
  /** max_bets_on_betslip (default 15). */
  readonly maxBets?: number;
  /** each_way_enabled (default true). */
  readonly eachWayEnabled?: boolean;
  readonly tax?: BetslipTaxSettings;
  readonly priceFormat?: OddsType;
  readonly parlay?: {
    readonly config: ParlayExtraWinningsConfig | null;
    readonly eligibility: ParlayEligibility;
  };
  /** The player's stakeable cash (logged in); null or absent for an anonymous slip. */
  readonly availableBalanceMinor?: number | null;
  /** Free money the player may stake (promo cash); null or absent when none is known. */
  readonly freeMoneyMinor?: number | null;
  /** Bets on live events are taken (after the in-play delay); otherwise RES-00047. */
  readonly inPlay?: boolean;
  /** Most lines one bet may have (RES-00233 above). */
  readonly combinationLimit?: number;
}

/**
 * Decision (the spec names RES-00233 but not the limit): a bet of more than 2,048 lines is
 * refused — above a Goliath (247) and a 12-selection full cover, far below what a slip of 15
 * selections could ask (folds 2–8 of 15 are 22,803 lines).
 */
export const CRITICAL_COMBINATION_LIMIT = 2048;

// ---------------------------------------------------------------------------------------------
// Outputs

export interface SlipError {
  readonly code: ResCode;
  readonly message: string;
  /** The bet or selection it is about (sel1, mul1, sys2); absent for the whole slip. */
  readonly ref?: string;
  /** RES-00152: the price now on offer. */
  readonly decimal?: number;
  /** RES-00034 / RES-00140: the limit crossed, minor units. */
  readonly limitMinor?: number;
}

export interface PricedSingle {
  readonly ref: string;
  readonly betTypeId: typeof SINGLE_BET_TYPE_ID;
  readonly outcomeId: OutcomeId;
  readonly eventId: EventId;
  readonly marketId: MarketId;
  /** The price on offer now (the player's price for a closed selection the book lost). */
  readonly decimal: number;
  /** The price the player saw, when it differs from `decimal`. */
  readonly previousDecimal: number | null;
  readonly unitStake: Stake;
  readonly freeMoneyUnitStake: Stake;
  readonly maxFreeMoneyStake: number;
  readonly minBetStake: number;
  readonly maxBetStake: number;
  readonly totalStake: number;
  readonly stakeAfterTax: number;
  readonly potentialReturns: number;
  readonly potentialTaxDeduction: number;
  readonly potentialPlaceWin: number;
  readonly eachWay: boolean;
  readonly showEachWay: boolean;
  readonly placeTerms: string | null;
  /** 'C': closed or unavailable (spec §3); 'O' otherwise. */
  readonly outcomeState: 'O' | 'C';
  readonly message: string | null;
  /** The event is in play: the bet waits the in-play delay before acceptance. */
  readonly inPlay: boolean;
}

export interface PricedMultiple extends MultipleBet {
  readonly maxBetStake: number;
}

export interface PricedSystem extends SystemBet {
  readonly minBetStake: number;
  readonly maxBetStake: number;
}

/** A staked bet ready to be written: its lines' legs at the prices on offer. */
export interface SlipBetLine {
  readonly ref: string;
  readonly betTypeId: number;
  readonly description: string;
  readonly eachWay: boolean;
  /** Per line (and per part, each-way), minor units. */
  readonly unitStake: number;
  /** Part of `totalStake` paid with free money. */
  readonly freeMoneyStake: number;
  readonly totalStake: number;
  readonly noOfBets: number;
  /** Win part's returns at the prices on offer (parlay extra winnings apart). */
  readonly potentialReturns: number;
  readonly potentialPlaceWin: number;
  /** Parlay extra winnings promised on the multiple if it wins (spec §3 extraParlayWinnings). */
  readonly extraWinnings: number;
  readonly inPlay: boolean;
  readonly legs: readonly {
    readonly outcomeId: OutcomeId;
    readonly marketId: MarketId;
    readonly eventId: EventId;
    readonly decimal: DecimalOdds;
    readonly placeTerms: string | null;
  }[];
}

export interface PricedSlip {
  readonly currency: string;
  readonly singles: readonly PricedSingle[];
  readonly multiples: readonly PricedMultiple[];
  readonly systems: readonly PricedSystem[];
  /** Product of the open selections' odds (0 for an empty slip). */
  readonly totalOdds: number;
  /** Everything staked, minor units (cash and free money). */
  readonly totalCost: number;
  readonly freeMoneyCost: number;
  readonly potentialReturns: number;
  readonly potentialPlaceWin: number;
  /** A staked bet waits for approval (the in-play delay) before it is accepted. */
  readonly betMayBeReferred: boolean;
  readonly errors: readonly SlipError[];
  /** The staked bets, in slip order: singles, the multiple, systems. */
  readonly bets: readonly SlipBetLine[];
}

// ---------------------------------------------------------------------------------------------

function slipError(
  code: ResCode,
  extra: Omit<SlipError, 'code' | 'message'> = {},
  message?: string,
) {
  return { code, message: message ?? RES_CODES[code], ...extra } satisfies SlipError;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

interface SelectionView {
  readonly ref: string;
  readonly request: SlipSingleRequest;
  readonly book: BookSelection | undefined;
  readonly decimal: DecimalOdds;
  readonly closed: boolean;
  readonly inPlay: boolean;
  /** Problems that stop a bet using this selection (suspended, passed, price changed). */
  readonly errors: SlipError[];
}

function isClosed(book: BookSelection | undefined): boolean {
  if (!book) return true;
  if (book.outcomeHidden) return true;
  if (book.marketStatus !== 'open' && book.marketStatus !== 'suspended') return true;
  return book.eventStatus === 'finished' || book.eventStatus === 'cancelled';
}

function viewSelection(
  request: SlipSingleRequest,
  index: number,
  book: SlipBook,
  model: SlipModel,
  settings: SlipPricingSettings,
): SelectionView {
  const ref = `sel${String(index + 1)}`;
  const entry = book.get(request.outcomeId);
  const asked = request.decimal ?? null;
  const closed = isClosed(entry);
  const errors: SlipError[] = [];
  if (!entry || closed) {
    return {
      ref,
      request,
      book: entry,
      decimal: entry?.decimal ?? asked ?? decimalOdds('1.01'),
      closed: true,
      inPlay: false,
      // Unknown to the book: no price available; known but closed: suspended or ended.
      errors: [slipError(entry ? 'RES-00108' : 'RES-00098', { ref })],
    };
  }
  const started =
    entry.eventStatus === 'live' || entry.startTime.getTime() <= settings.now.getTime();
  const inPlay = started && entry.eventStatus === 'live';
  if (started && !(inPlay && entry.inRunning && settings.inPlay === true)) {
    errors.push(slipError('RES-00047', { ref }));
  }
  if (entry.marketStatus === 'suspended') {
    errors.push(slipError(entry.alertSuspended ? 'RES-00249' : 'RES-00108', { ref }));
  }
  if (asked !== null) {
    const offered = oddsToScaled(entry.decimal);
    const seen = oddsToScaled(asked);
    const acceptable = offered === seen || (offered > seen && model.userAcceptOdds === 'D');
    if (!acceptable) {
      errors.push(slipError('RES-00152', { ref, decimal: Number(entry.decimal) }));
    }
  }
  return { ref, request, book: entry, decimal: entry.decimal, closed: false, inPlay, errors };
}

/** Legs of one event in different markets may not be combined (RES-00218). */
function hasSameEventCombination(views: readonly SelectionView[]): boolean {
  const marketsByEvent = new Map<number, Set<number>>();
  for (const v of views) {
    if (!v.book) continue;
    const markets = marketsByEvent.get(v.book.eventId) ?? new Set<number>();
    markets.add(v.book.marketId);
    marketsByEvent.set(v.book.eventId, markets);
  }
  return [...marketsByEvent.values()].some((m) => m.size > 1);
}

function stakeErrors(ref: string, unitStake: number, settings: SlipPricingSettings): SlipError[] {
  if (unitStake <= 0) return [];
  const checked = checkStakeLimits(unitStake, settings.currency, settings.stakeLimits ?? {});
  return checked.ok
    ? []
    : [slipError(checked.error.code, { ref, limitMinor: checked.error.limitMinor })];
}

const EACH_WAY_REFUSED = 'Each-way is not offered on this selection';

/**
 * Prices the slip against the book and reports every problem in `errors` (spec §8 RES codes):
 * the pricing call's answer. A selection the book lost or closed is reported `outcomeState: 'C'`
 * with the closed message and left out of the multiple and the systems.
 */
export function quoteBetslip(
  model: SlipModel,
  book: SlipBook,
  settings: SlipPricingSettings,
): PricedSlip {
  const currency = settings.currency;
  const maxBets = settings.maxBets ?? BETSLIP_DEFAULTS.maxBetsOnBetslip;
  const limits = stakeLimitsMinor(currency, settings.stakeLimits ?? {});
  const eachWayEnabled = settings.eachWayEnabled ?? true;
  const errors: SlipError[] = [];
  if (model.singles.length > maxBets) errors.push(slipError('RES-00247'));
  const seen = new Set<number>();
  for (const s of model.singles) {
    if (seen.has(s.outcomeId)) errors.push(slipError('RES-00218', {}, 'A selection appears twice'));
    seen.add(s.outcomeId);
  }

  const views = model.singles.map((s, i) => viewSelection(s, i, book, model, settings));
  const builtSingles = buildSingleBets(
    views.map((v) => ({
      outcomeId: v.request.outcomeId,
      eventId: v.book?.eventId ?? (0 as EventId),
      marketId: v.book?.marketId ?? (0 as MarketId),
      decimal: v.decimal,
      placeTerms: eachWayEnabled ? (v.book?.placeTerms ?? null) : null,
      unitStake: v.request.unitStake,
      freeMoneyUnitStake: v.request.freeMoneyUnitStake ?? NO_STAKE,
      eachWay: v.request.eachWay === true,
    })),
    settings.tax ? { tax: settings.tax } : {},
  );

  const freeMoney = settings.freeMoneyMinor ?? 0;
  const singles: PricedSingle[] = builtSingles.map((b, i) => {
    const v = views[i];
    if (!v) throw new Error('a single without its selection');
    const staked = effectiveUnitStake(b) > 0;
    errors.push(...v.errors);
    // The box matters only on a staked single (it never blocks the multiple or a system).
    if (staked && v.request.eachWay === true && !b.eachWay) {
      errors.push(slipError('RES-00103', { ref: b.ref }, EACH_WAY_REFUSED));
    }
    if (staked) errors.push(...stakeErrors(b.ref, effectiveUnitStake(b), settings));
    const asked = v.request.decimal ?? null;
    return {
      ref: b.ref,
      betTypeId: SINGLE_BET_TYPE_ID,
      outcomeId: v.request.outcomeId,
      eventId: b.eventId,
      marketId: b.marketId,
      decimal: Number(v.decimal),
      previousDecimal:
        asked !== null && oddsToScaled(asked) !== oddsToScaled(v.decimal) ? Number(asked) : null,
      unitStake: v.request.unitStake,
      freeMoneyUnitStake: v.request.freeMoneyUnitStake ?? NO_STAKE,
      maxFreeMoneyStake: Math.min(freeMoney, limits.maxMinor),
      minBetStake: limits.minMinor,
      maxBetStake: limits.maxMinor,
      totalStake: b.totalStake,
      stakeAfterTax: b.stakeAfterTax,
      potentialReturns: b.potentialReturns,
      potentialTaxDeduction: b.potentialTaxDeduction,
      potentialPlaceWin: b.potentialPlaceWin,
      eachWay: b.eachWay,
      showEachWay: b.showEachWay,
      placeTerms: b.showEachWay ? (v.book?.placeTerms ?? null) : null,
      outcomeState: v.closed ? 'C' : 'O',
      message: v.closed ? CLOSED_SELECTION_MESSAGE : null,
      inPlay: v.inPlay,
    };
  });
  // The multiple and the systems are built over the selections still open.
  const open = views.filter((v) => !v.closed);
  const legs = open.map((v) => ({
    outcomeId: v.request.outcomeId,
    eventId: v.book?.eventId ?? (0 as EventId),
    marketId: v.book?.marketId ?? (0 as MarketId),
    decimal: v.decimal,
    placeTerms: eachWayEnabled ? (v.book?.placeTerms ?? null) : null,
  }));
  const sameEvent = hasSameEventCombination(open);

  const multipleRequest = model.multiples?.find(
    (m) => m.betTypeId === FRONT_END_MULTIPLE_BET_TYPE_ID,
  );
  for (const m of model.multiples ?? []) {
    if (m.betTypeId !== FRONT_END_MULTIPLE_BET_TYPE_ID && positive(effectiveUnitStake(m))) {
      errors.push(
        slipError('RES-00218', { ref: `mul:${String(m.betTypeId)}` }, 'Unknown multiple'),
      );
    }
  }
  const builtMultiple = buildFrontEndMultiple(legs, {
    currency,
    ...(multipleRequest
      ? {
          stake: {
            unitStake: multipleRequest.unitStake,
            freeMoneyUnitStake: multipleRequest.freeMoneyUnitStake ?? NO_STAKE,
          },
          eachWay: multipleRequest.eachWay === true,
        }
      : {}),
    ...(settings.priceFormat ? { priceFormat: settings.priceFormat } : {}),
    ...(settings.tax ? { tax: settings.tax } : {}),
    ...(settings.parlay ? { parlay: settings.parlay } : {}),
  });
  const multiples: PricedMultiple[] = builtMultiple
    ? [{ ...builtMultiple, minBetStake: limits.minMinor, maxBetStake: limits.maxMinor }]
    : [];
  const multipleUnit = multipleRequest ? effectiveUnitStake(multipleRequest) : 0;
  if (multipleRequest && multipleUnit > 0) {
    const ref = FRONT_END_MULTIPLE_REF;
    if (!builtMultiple) {
      errors.push(slipError('RES-00218', { ref }));
    } else {
      if (sameEvent || new Set(open.map((v) => v.book?.eventId)).size < open.length) {
        errors.push(slipError('RES-00218', { ref }));
      }
      if (multipleRequest.eachWay === true && !builtMultiple.place) {
        errors.push(slipError('RES-00103', { ref }, EACH_WAY_REFUSED));
      }
      errors.push(...stakeErrors(ref, multipleUnit, settings));
    }
  }

  const systemStakes: Record<number, { unitStake: Stake; freeMoneyUnitStake: Stake }> = {};
  for (const s of model.systems ?? []) {
    systemStakes[s.betTypeId] = {
      unitStake: s.unitStake,
      freeMoneyUnitStake: s.freeMoneyUnitStake ?? NO_STAKE,
    };
  }
  // Each system carries its own each-way box: one system asked each-way must not double the
  // others. The offered types (and so the refs) do not depend on each-way, so the two builds
  // line up index by index.
  const eachWaySystems = new Set(
    (model.systems ?? []).filter((s) => s.eachWay === true).map((s) => s.betTypeId),
  );
  const systemOptions = { systemStakes, ...(settings.tax ? { tax: settings.tax } : {}) };
  const winSystems = buildSystemBets(legs, { ...systemOptions, eachWay: false });
  const eachWayBuilt =
    eachWaySystems.size > 0 ? buildSystemBets(legs, { ...systemOptions, eachWay: true }) : [];
  const systems: PricedSystem[] = winSystems.map((s, i) => ({
    ...(eachWaySystems.has(s.betTypeId) ? (eachWayBuilt[i] ?? s) : s),
    minBetStake: limits.minMinor,
    maxBetStake: limits.maxMinor,
  }));
  const combinationLimit = settings.combinationLimit ?? CRITICAL_COMBINATION_LIMIT;
  for (const request of model.systems ?? []) {
    const unit = effectiveUnitStake(request);
    if (unit <= 0) continue;
    const built = systems.find((s) => s.betTypeId === request.betTypeId);
    if (!built) {
      errors.push(
        slipError(
          'RES-00218',
          { ref: `sys:${String(request.betTypeId)}` },
          'This system bet is not offered for these selections',
        ),
      );
      continue;
    }
    if (sameEvent) errors.push(slipError('RES-00218', { ref: built.ref }));
    if (request.eachWay === true && !built.place) {
      errors.push(slipError('RES-00103', { ref: built.ref }, EACH_WAY_REFUSED));
    }
    if (built.noOfBets > combinationLimit) errors.push(slipError('RES-00233', { ref: built.ref }));
    errors.push(...stakeErrors(built.ref, unit, settings));
  }

  // The staked bets.
  const bets: SlipBetLine[] = [];
  const legOf = (v: SelectionView) => {
    if (!v.book) throw new Error('a staked leg without a book entry');
    return {
      outcomeId: v.request.outcomeId,
      marketId: v.book.marketId,
      eventId: v.book.eventId,
      decimal: v.decimal,
      placeTerms: v.book.placeTerms,
    };
  };
  singles.forEach((s, i) => {
    const v = views[i];
    const unit = effectiveUnitStake(s);
    if (!v || unit <= 0 || v.closed) return;
    bets.push({
      ref: s.ref,
      betTypeId: SINGLE_BET_TYPE_ID,
      description: 'Single',
      eachWay: s.eachWay,
      unitStake: unit,
      freeMoneyStake: usesFreeMoneyStake(s) ? s.totalStake : 0,
      totalStake: s.totalStake,
      noOfBets: 1,
      potentialReturns: s.potentialReturns,
      potentialPlaceWin: s.potentialPlaceWin,
      extraWinnings: 0,
      inPlay: s.inPlay,
      legs: [{ ...legOf(v), placeTerms: s.eachWay ? s.placeTerms : null }],
    });
  });
  const multiple = multiples[0];
  if (multiple && multipleRequest && multipleUnit > 0) {
    bets.push({
      ref: multiple.ref,
      betTypeId: multiple.betTypeId,
      description: multiple.description,
      eachWay: multiple.place,
      unitStake: multipleUnit,
      freeMoneyStake: usesFreeMoneyStake(multipleRequest) ? multiple.totalStake : 0,
      totalStake: multiple.totalStake,
      noOfBets: 1,
      potentialReturns: multiple.potentialReturns,
      extraWinnings: multiple.extraParlayWinnings,
      potentialPlaceWin: multiple.potentialPlaceWin,
      inPlay: open.some((v) => v.inPlay),
      legs: open.map((v) => ({
        ...legOf(v),
        placeTerms: multiple.place ? legOf(v).placeTerms : null,
      })),
    });
  }
  for (const system of systems) {
    const request = model.systems?.find((r) => r.betTypeId === system.betTypeId);
    const unit = request ? effectiveUnitStake(request) : 0;
    if (!request || unit <= 0) continue;
    bets.push({
      ref: system.ref,
      betTypeId: system.betTypeId,
      description: system.description,
      eachWay: system.place,
      unitStake: unit,
      freeMoneyStake: usesFreeMoneyStake(request) ? system.totalStake : 0,
      totalStake: system.totalStake,
      noOfBets: system.noOfBets,
      potentialReturns: system.potentialReturns,
      potentialPlaceWin: system.potentialPlaceWin,
      extraWinnings: 0,
      inPlay: open.some((v) => v.inPlay),
      legs: open.map((v) => ({
        ...legOf(v),
        placeTerms: system.place ? legOf(v).placeTerms : null,
      })),
    });
  }

  const sum = (values: readonly number[]) =>
    Math.min(
      values.reduce((a, b) => a + b, 0),
      Number.MAX_SAFE_INTEGER,
    );
  // Decision: free money is not staked in play (a rejected in-play bet returns its stake, and
  // free money must never come back as cash).
  for (const b of bets) {
    if (b.inPlay && b.freeMoneyStake > 0) {
      errors.push(slipError('RES-00241', { ref: b.ref }, 'Free bets cannot be placed in play'));
    }
  }
  const totalCost = sum(bets.map((b) => b.totalStake));
  const freeMoneyCost = sum(bets.map((b) => b.freeMoneyStake));
  if (freeMoneyCost > 0 && freeMoneyCost > freeMoney) errors.push(slipError('RES-00241'));
  const balance = settings.availableBalanceMinor;
  if (typeof balance === 'number' && totalCost - freeMoneyCost > balance) {
    errors.push(slipError('RES-00056'));
  }
  const totalOdds = open.length === 0 ? 0 : multipleOddsNumber(open);
  return {
    currency,
    singles,
    multiples,
    systems,
    totalOdds,
    totalCost,
    freeMoneyCost,
    potentialReturns: sum(bets.map((b) => b.potentialReturns)),
    potentialPlaceWin: sum(bets.map((b) => b.potentialPlaceWin)),
    betMayBeReferred: bets.some((b) => b.inPlay),
    errors: dedupeErrors(errors),
    bets,
  };
}

function multipleOddsNumber(views: readonly SelectionView[]): number {
  return views.reduce((acc, v) => acc * Number(v.decimal), 1);
}

function dedupeErrors(errors: readonly SlipError[]): SlipError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.code}|${e.ref ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The errors that stop placement: the slip's own, those of staked bets, and those of the
 * selections a staked bet uses (every selection when the multiple or a system is staked). A
 * suspended or changed selection nobody staked does not stop the rest of the slip.
 */
export function blockingErrors(model: SlipModel, slip: PricedSlip): SlipError[] {
  const combined =
    (model.multiples ?? []).some((m) => effectiveUnitStake(m) > 0) ||
    (model.systems ?? []).some((s) => effectiveUnitStake(s) > 0);
  const involved = new Set(
    slip.singles.filter((s) => combined || effectiveUnitStake(s) > 0).map((s) => s.ref),
  );
  return slip.errors.filter(
    (e) => e.ref === undefined || !e.ref.startsWith('sel') || involved.has(e.ref),
  );
}

/**
 * Placement's reading of the slip: the priced slip when every staked bet can be taken as asked,
 * otherwise the errors that stop it. A slip with nothing staked is RES-00140.
 */
export function priceBetslip(
  model: SlipModel,
  book: SlipBook,
  settings: SlipPricingSettings,
): Result<PricedSlip, SlipError[]> {
  const slip = quoteBetslip(model, book, settings);
  const blocking = blockingErrors(model, slip);
  if (blocking.length > 0) return err(blocking);
  if (slip.bets.length === 0) {
    return err([slipError('RES-00140', {}, 'Enter a stake on at least one bet')]);
  }
  return ok(slip);
}
