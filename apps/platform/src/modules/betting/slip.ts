import {
  decimalOdds,
  minorToMajor,
  NO_STAKE,
  outcomeId,
  parseMajorToMinor,
  stakeMinor,
  type BookSelection,
  type ParlayExtraWinningsConfig,
  type PricedSlip,
  type SlipBetRequest,
  type SlipBook,
  type SlipError,
  type SlipModel,
  type SlipPricingSettings,
  type Stake,
} from '@touchline/betting';
import type {
  BetslipError,
  Channel,
  ChannelSettings,
  BetslipModelInput,
  CombinationBetInput,
  EpwConfig,
  PricedBetslip,
} from '@touchline/contract';
import type { AppContext, SiteSettingsSource } from '../../app-context';
import { AppError, ERROR_CODES } from '../../http/errors';
import type { BookRecord } from '../catalog';
import type { AuthenticatedPlayer } from '../identity';

/**
 * The bridge between the wire's betslip model (major units, numbers and numeric text) and the
 * package's pricing (`quoteBetslip` / `priceBetslip`, minor units). No betting rule lives here.
 */

/**
 * The parlay extra winnings settlement recomputes a multiple's promise with when a leg is void.
 * It equals the seeded brands' promotion (config/brands/<brand>/promotions.json); the promise
 * itself is stored on the bet at placement, priced with the brand's promotion in force then.
 */
export const DEFAULT_EPW: ParlayExtraWinningsConfig & { readonly enabled: boolean } = {
  enabled: true,
  epwPromoFilterValues: [
    { betSize: 3, percentage: 5 },
    { betSize: 5, percentage: 10 },
    { betSize: 8, percentage: 20 },
  ],
  maxAmount: 1000,
};

/** GET /xapi/rest/promotions/epw: the brand's parlay extra-winnings promotion. */
export function epwConfig(site: SiteSettingsSource): EpwConfig {
  const epw = site.parlayExtraWinnings();
  return {
    epwPromoFilterValues: epw.epwPromoFilterValues.map((v) => ({ ...v })),
    maxAmount: epw.maxAmount,
  };
}

type WireStake = string | number | null | undefined;

/** A wire stake in minor units; an amount the currency cannot hold is a 400 naming the bet. */
function stakeOf(raw: WireStake, currency: string, what: string): Stake {
  if (raw === null || raw === undefined) return NO_STAKE;
  const minor = parseMajorToMinor(raw, currency);
  if (minor === null) {
    throw new AppError(
      400,
      ERROR_CODES.invalidRequest,
      `${what}: stake is not a valid ${currency} amount`,
    );
  }
  return stakeMinor(minor);
}

function combinationOf(bet: CombinationBetInput, currency: string): SlipBetRequest {
  const what = bet.ref ?? String(bet.betTypeId);
  return {
    betTypeId: bet.betTypeId,
    unitStake: stakeOf(bet.unitStake, currency, what),
    freeMoneyUnitStake: stakeOf(bet.freeMoneyUnitStake, currency, what),
    eachWay: bet.place === true,
  };
}

/**
 * The package's model of a wire slip. `added` (a POST's outcomeIds) appends the selections
 * not already on the slip, unstaked and at the book's price.
 */
export function slipModelOf(
  input: BetslipModelInput,
  currency: string,
  added: readonly number[] = [],
): SlipModel {
  const singles = input.singles.map((s, i) => ({
    outcomeId: outcomeId(s.outcomeId),
    decimal: s.decimal === null || s.decimal === undefined ? null : decimalOdds(s.decimal),
    unitStake: stakeOf(s.unitStake, currency, s.ref ?? `sel${String(i + 1)}`),
    freeMoneyUnitStake: stakeOf(s.freeMoneyUnitStake, currency, s.ref ?? `sel${String(i + 1)}`),
    eachWay: s.eachWay === true,
  }));
  const present = new Set(singles.map((s) => Number(s.outcomeId)));
  for (const id of added) {
    if (present.has(id)) continue;
    present.add(id);
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
    multiples: (input.multiples ?? []).map((m) => combinationOf(m, currency)),
    systems: (input.systems ?? []).map((m) => combinationOf(m, currency)),
    userAcceptOdds: input.userAcceptOdds,
  };
}

export function bookOf(selections: readonly BookSelection[]): SlipBook {
  return new Map(selections.map((s) => [Number(s.outcomeId), s]));
}

/** The in-play delays: a deployment's override (env) over the brand's setting. */
export interface InPlayDelays {
  readonly override: {
    readonly defaultSeconds: number | null;
    readonly bySport: Readonly<Record<string, number>>;
  };
  readonly brand: ChannelSettings['in_play_delay_seconds'];
}

/** A sport's in-play delay: IN_PLAY_DELAYS, then IN_PLAY_DELAY_SECONDS, then the brand's. */
export function sportInPlayDelay(delays: InPlayDelays, code: string | null): number {
  const own = code === null ? undefined : delays.override.bySport[code];
  if (own !== undefined) return own;
  if (delays.override.defaultSeconds !== null) return delays.override.defaultSeconds;
  const brand = code === null ? undefined : delays.brand.by_sport[code];
  return brand ?? delays.brand.default;
}

/**
 * The in-play delay a slip's staked bets wait: the longest of their live legs' sports; 0 when no
 * staked bet is in play.
 */
export function inPlayDelaySeconds(
  slip: PricedSlip,
  records: readonly BookRecord[],
  delays: InPlayDelays,
): number {
  const sportOf = new Map(records.map((r) => [Number(r.outcomeId), r.sportCode]));
  let delay = 0;
  for (const bet of slip.bets) {
    if (!bet.inPlay) continue;
    for (const leg of bet.legs) {
      delay = Math.max(delay, sportInPlayDelay(delays, sportOf.get(Number(leg.outcomeId)) ?? null));
    }
  }
  return delay;
}

export interface SlipPlayerFacts {
  /** Stakeable cash (real + bonus, plus promo cash when the slip asks for it). */
  readonly availableMinor: number;
  /** Promo cash: what free-money stakes draw on. */
  readonly promoCashMinor: number;
}

/** Where a slip is priced: the brand's settings for the channel and the slip's currency. */
export interface SlipSite {
  readonly site: SiteSettingsSource;
  readonly channel: Channel;
}

/** The currency a slip is priced in: the player's, or the brand's default for a visitor. */
export function slipCurrency(where: SlipSite, player: AuthenticatedPlayer | null): string {
  return player?.currency ?? where.site.defaultCurrency();
}

/**
 * The settings a slip is priced with, for a player or an anonymous visitor: the brand's stake
 * limits, max bets, each way and tax for the channel and currency (issue 10 item 3), and its
 * parlay promotion.
 */
export function slipSettings(
  where: SlipSite,
  player: AuthenticatedPlayer | null,
  facts: SlipPlayerFacts | null,
  now: Date,
): SlipPricingSettings {
  const currency = slipCurrency(where, player);
  const s = where.site.settingsFor(where.channel, currency);
  const epw = where.site.parlayExtraWinnings();
  return {
    currency,
    now,
    stakeLimits: {
      betStakeMinAmount: s.bet_stake_min_amount,
      betStakeMaxAmount: s.bet_stake_max_amount,
    },
    maxBets: s.max_bets_on_betslip,
    eachWayEnabled: s.each_way_enabled,
    tax: {
      african_betslip: s.african_betslip,
      tax_deduction_enabled: s.tax_deduction_enabled,
      enable_stake_after_tax: s.enable_stake_after_tax,
      stake_rate_percentage: s.stake_rate_percentage,
      tax_returns_percentage: s.tax_returns_percentage,
    },
    priceFormat: player?.price_format ?? 'euro',
    parlay: {
      config: epw,
      eligibility: {
        enabled: epw.enabled,
        loggedIn: player !== null,
        excludedFromPromotions: player?.excluded_from_promotions ?? false,
      },
    },
    availableBalanceMinor: facts?.availableMinor ?? null,
    freeMoneyMinor: facts?.promoCashMinor ?? 0,
    inPlay: true,
  };
}

/** The deployment's in-play delay override (IN_PLAY_DELAY_SECONDS, IN_PLAY_DELAYS). */
export function inPlayOverride(ctx: AppContext): InPlayDelays['override'] {
  return {
    defaultSeconds: ctx.config.betting.inPlayDelaySeconds,
    bySport: ctx.config.betting.inPlayDelaysBySport,
  };
}

/** The in-play delays of a channel and currency's settings (see `sportInPlayDelay`). */
export function inPlayDelaysOf(
  where: SlipSite,
  currency: string,
  override: InPlayDelays['override'],
): InPlayDelays {
  return { override, brand: where.site.settingsFor(where.channel, currency).in_play_delay_seconds };
}

export function wireErrors(errors: readonly SlipError[], currency: string): BetslipError[] {
  return errors.map((e) => ({
    code: e.code,
    message: e.message,
    ...(e.ref !== undefined ? { ref: e.ref } : {}),
    ...(e.decimal !== undefined ? { decimal: e.decimal } : {}),
    ...(e.limitMinor !== undefined ? { limit: minorToMajor(e.limitMinor, currency) } : {}),
  }));
}

/** A slip the platform refuses for business reasons: 422 with the first RES code and all. */
export function slipRejection(errors: readonly SlipError[], currency: string): AppError {
  const wire = wireErrors(errors, currency);
  const first = wire[0] ?? { code: 'RES-00049', message: 'Exception occurred' };
  return new AppError(422, first.code, first.message, { errors: wire });
}

export interface WireSlipFacts {
  readonly accountId: number | null;
  readonly originId: string;
  readonly userAcceptOdds: 'D' | 'A';
  readonly availableMinor: number | null;
  readonly delaySeconds: number;
}

/** The package's priced slip on the wire (major units). */
export function wireSlip(slip: PricedSlip, facts: WireSlipFacts): PricedBetslip {
  const c = slip.currency;
  const major = (minor: number) => minorToMajor(minor, c);
  return {
    accountId: facts.accountId,
    originId: facts.originId,
    userAcceptOdds: facts.userAcceptOdds,
    currency: c,
    singles: slip.singles.map((s) => ({
      ref: s.ref,
      betTypeId: s.betTypeId,
      outcomeId: s.outcomeId,
      eventId: s.eventId,
      marketId: s.marketId,
      decimal: s.decimal,
      previousDecimal: s.previousDecimal,
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
      eachWay: s.eachWay,
      showEachWay: s.showEachWay,
      placeTerms: s.placeTerms,
      outcomeState: s.outcomeState,
      message: s.message,
      inPlay: s.inPlay,
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
    availableBalance: facts.availableMinor === null ? null : major(facts.availableMinor),
    betMayBeReferred: slip.betMayBeReferred,
    delay: slip.betMayBeReferred ? facts.delaySeconds : 0,
    errors: wireErrors(slip.errors, c),
  };
}
