import { minorToMajor, quoteBetslip } from '@touchline/betting';
import {
  type Channel,
  type BetslipSelectionsRequest,
  type CashOutOffer,
  type OpenBet,
  type OpenBetLeg,
  type OpenBets,
  type PricedBetslip,
  type SettledBet,
  type SettledBets,
} from '@touchline/contract';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import type { AppContext } from '../../app-context';
import type { AuthenticatedPlayer } from '../identity';
import { legResult } from './bet-legs';
import { readBook, scoreboard } from '../catalog';
import { myJackpotBets } from '../jackpot';
import { slipBalancesMinor } from '../wallet';
import { quoteCashOut, type CashOutQuote } from './cash-out-offer';
import { findOpenBet, findOpenBets, findSettledBets, type BetWithLegRow } from './repository';
import {
  slipCurrency,
  inPlayDelaysOf,
  inPlayOverride,
  type SlipSite,
  bookOf,
  inPlayDelaySeconds,
  slipModelOf,
  slipSettings,
  wireSlip,
} from './slip';

/**
 * POST|PUT /xapi/rest/betslips/selections: the slip priced against the book now, anonymous or
 * logged in (spec betting-domain §4 Refresh flow). `adding` (the POST) appends the selections of
 * `outcomeIds` that are not on the slip yet. Nothing is written.
 */
export async function priceSelections(
  ctx: AppContext,
  player: AuthenticatedPlayer | null,
  body: BetslipSelectionsRequest,
  adding: boolean,
  channel: Channel = 'web',
): Promise<PricedBetslip> {
  const where: SlipSite = { site: ctx.site, channel };
  const currency = slipCurrency(where, player);
  const model = slipModelOf(body, currency, adding ? (body.outcomeIds ?? []) : []);
  const records = await readBook(
    ctx.db,
    model.singles.map((s) => Number(s.outcomeId)),
  );
  const facts = player ? await slipBalancesMinor(ctx.db, player, body.usePromoCash ?? false) : null;
  const slip = quoteBetslip(
    model,
    bookOf(records),
    slipSettings(where, player, facts, ctx.clock()),
  );
  return wireSlip(slip, {
    accountId: player?.account_id ?? null,
    originId: body.originId,
    userAcceptOdds: body.userAcceptOdds,
    availableMinor: facts?.availableMinor ?? null,
    delaySeconds: inPlayDelaySeconds(
      slip,
      records,
      inPlayDelaysOf(where, currency, inPlayOverride(ctx)),
    ),
  });
}

/** One bet's rows (one per leg) grouped, in query order. */
function groupBets(rows: readonly BetWithLegRow[]): BetWithLegRow[][] {
  const bets = new Map<number, BetWithLegRow[]>();
  for (const r of rows) {
    const legs = bets.get(r.bet_id);
    if (legs) legs.push(r);
    else bets.set(r.bet_id, [r]);
  }
  return [...bets.values()];
}

function legView(r: BetWithLegRow): OpenBetLeg {
  return {
    outcomeId: r.outcome_id,
    outcomeDescription: r.outcome_description,
    marketId: r.market_id,
    marketDescription: r.market_description,
    eventId: r.event_id,
    eventDescription: r.event_description,
    eventStartTime: new Date(r.event_start_time).toISOString(),
    decimal: Number(r.price),
    placeTerms: r.place_terms,
    // An open bet shows what the feed has decided so far; a settled one what it was settled on.
    result: r.status === 'open' || r.status === 'pending' ? legResult(r) : r.leg_result,
    marketState: marketState(r),
    live: scoreboard({
      status: r.event_status,
      clock: r.event_clock,
      opponents: r.event_opponents,
      scores_per_period: r.event_scores_per_period,
    }),
  };
}

/** The leg's market as My Bets shows it. */
function marketState(r: BetWithLegRow): OpenBetLeg['marketState'] {
  if (legResult(r) !== null) return 'RESULTED';
  switch (r.market_status) {
    case 'open':
      return r.outcome_hidden ? 'SUSPENDED' : 'OPEN';
    case 'suspended':
    case 'lts':
      return 'SUSPENDED';
    case 'settled':
    case 'resulted':
      return 'RESULTED';
    default:
      return 'CLOSED';
  }
}

function cashOutView(quote: CashOutQuote, currency: string): CashOutOffer {
  return quote.status === 'available'
    ? { status: 'available', amount: minorToMajor(quote.amountMinor, currency) }
    : quote;
}

/** What open and settled bets share: the bet's facts and its legs, amounts in major units. */
function betFacts(r: BetWithLegRow, legs: readonly BetWithLegRow[]) {
  return {
    betId: r.bet_id,
    betSlipId: r.betslip_id,
    reference: r.reference,
    betTypeId: r.bet_type_id,
    description: r.description,
    placedAt: new Date(r.placed_at).toISOString(),
    currency: r.currency,
    ...stakesView(r),
    legs: legs.map(legView),
  };
}

/** The stake facts of a bet; an each-way bet also as its win and place parts. */
function stakesView(r: BetWithLegRow) {
  const major = (minor: number) => minorToMajor(minor, r.currency);
  const partStakeMinor = r.unit_stake_minor * r.no_of_bets;
  return {
    unitStake: major(r.unit_stake_minor),
    noOfBets: r.no_of_bets,
    // As placed; a partial cash out reduces the stake still running (remainingStake), and the
    // unit stake and potentials below describe what is still running.
    totalStake: major(r.placed_stake_minor ?? r.total_stake_minor),
    remainingStake: major(r.total_stake_minor),
    freeMoneyStake: major(r.free_money_stake_minor),
    eachWay: r.each_way,
    potentialReturns: major(r.potential_returns_minor),
    potentialPlaceWin: major(r.potential_place_win_minor),
    extraWinnings: major(r.extra_winnings_minor),
    eachWayParts: r.each_way
      ? {
          win: { stake: major(partStakeMinor), potentialReturns: major(r.potential_returns_minor) },
          place: {
            stake: major(partStakeMinor),
            potentialReturns: major(r.potential_place_win_minor),
          },
        }
      : null,
  };
}

/** A bet awaiting approval has no cash-out offer until it is accepted. */
const PENDING_OFFER: CashOutOffer = { status: 'unavailable', reason: 'PENDING' };

function openBetView(legs: readonly BetWithLegRow[], marginBasisPoints: number): OpenBet {
  const [r] = legs;
  if (!r) throw new Error('a bet without legs');
  if (r.status === 'pending') {
    return { ...betFacts(r, legs), status: 'pending', cashOut: PENDING_OFFER };
  }
  return {
    ...betFacts(r, legs),
    status: 'open',
    cashOut: cashOutView(quoteCashOut(r, legs, marginBasisPoints), r.currency),
    cashedOut: minorToMajor(r.cashed_out_minor, r.currency),
    ...(r.auto_threshold_minor === null
      ? {}
      : { autoCashOutThreshold: minorToMajor(r.auto_threshold_minor, r.currency) }),
  };
}

function settledBetView(legs: readonly BetWithLegRow[]): SettledBet {
  const [r] = legs;
  if (
    !r ||
    r.status === 'open' ||
    r.status === 'pending' ||
    r.settled_at === null ||
    r.returns_minor === null
  ) {
    throw new Error('a settled bet without its settlement');
  }
  return {
    ...betFacts(r, legs),
    status: r.status,
    settledAt: new Date(r.settled_at).toISOString(),
    returns: minorToMajor(r.returns_minor, r.currency),
    // Partial cash outs so far, and the final one when the bet closed by cash out.
    cashedOut: minorToMajor(
      r.cashed_out_minor + (r.status === 'cashed_out' ? r.returns_minor : 0),
      r.currency,
    ),
  };
}

/**
 * GET /xapi/bet/account/{accountId}/openbets: the player's open bets, newest first, each with
 * its cash-out offer at today's prices, and the running jackpot slips. Settled and cashed-out
 * bets are not here.
 */
export async function openBets(ctx: AppContext, player: AuthenticatedPlayer): Promise<OpenBets> {
  const margin = ctx.config.betting.cashOutMarginBasisPoints;
  const rows = await findOpenBets(ctx.db, player.id);
  return {
    bets: groupBets(rows).map((legs) => openBetView(legs, margin)),
    jackpotBets: await myJackpotBets(ctx.db, player, 'open'),
  };
}

/** GET /xapi/bet/account/{accountId}/openbet/{betId}: one open bet, else 404. */
export async function openBet(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  betId: number,
): Promise<OpenBet> {
  const legs = await findOpenBet(ctx.db, player.id, betId);
  if (legs.length === 0) throw notFound('Open bet');
  return openBetView(legs, ctx.config.betting.cashOutMarginBasisPoints);
}

/**
 * GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50: the player's last closed bets
 * (won, lost, void, cashed out), newest settlement first, at most numberOfBets.
 */
export async function settledBets(
  db: Queryable,
  player: AuthenticatedPlayer,
  numberOfBets: number,
): Promise<SettledBets> {
  const rows = await findSettledBets(db, player.id, numberOfBets);
  return {
    bets: groupBets(rows).map(settledBetView),
    jackpotBets: await myJackpotBets(db, player, 'settled', numberOfBets),
  };
}
