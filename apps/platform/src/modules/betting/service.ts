import { createHash, randomBytes } from 'node:crypto';
import {
  BETSLIP_DEFAULTS,
  decimalOdds,
  minorToMajor,
  oddsToScaled,
  parseMajorToMinor,
  RES_CODES,
  singleReturns,
  SINGLE_BET_TYPE_ID,
  type ResCode,
} from '@touchline/betting';
import type {
  BetslipError,
  CashOutOffer,
  OpenBet,
  OpenBetLeg,
  OpenBets,
  PlaceBetslipRequest,
  PlacedBetslip,
  SettledBet,
  SettledBets,
} from '@touchline/contract';
import type { Queryable } from '../../db/database';
import { AppError, ERROR_CODES, notFound } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { assertMayBet, type AuthenticatedPlayer } from '../identity';
import { legResult } from './bet-legs';
import { debitStake, stakeableBalanceMinor } from '../wallet';
import { quoteCashOut, type CashOutQuote } from './cash-out-offer';
import {
  findBetslipBets,
  findBetslipByUuid,
  findOpenBet,
  findOpenBets,
  findSettledBets,
  insertBets,
  insertBetslip,
  lockSelections,
  type BetWithLegRow,
  type NewBet,
} from './repository';

const betError = (
  code: ResCode,
  ref?: string,
  extra: Partial<BetslipError> = {},
): BetslipError => ({
  code,
  message: RES_CODES[code],
  ...(ref ? { ref } : {}),
  ...extra,
});

/** A placement refused for business reasons: 422 with the first RES code and every bet's error. */
function rejection(errors: BetslipError[]): AppError {
  const first = errors[0] ?? betError('RES-00049');
  return new AppError(422, first.code, first.message, { errors });
}

/** Thousand-scaled currencies multiply stake limits by 1000 (spec betting-domain §5). */
function maxStakeMinor(currency: string): number {
  return parseMajorToMinor(String(BETSLIP_DEFAULTS.betStakeMaxAmount), currency) ?? 0;
}

interface PricedSingle {
  ref: string;
  outcomeId: number;
  stakeMinor: number;
}

/**
 * POST /xapi/rest/accounts/{accountId}/betslips: places singles. Idempotent by the request uuid;
 * the stake debit (a balanced ledger transaction) and the bet rows commit in one transaction.
 */
export async function placeBetslip(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  uuid: string,
  request: PlaceBetslipRequest,
): Promise<{ created: boolean; betslip: PlacedBetslip }> {
  await assertMayBet(ctx.db, player.id, ctx.clock()); // identity: inactive, timed out, self-excluded
  if (request.singles.length > BETSLIP_DEFAULTS.maxBetsOnBetslip) {
    throw rejection([betError('RES-00247')]);
  }
  const refs = new Set(request.singles.map((s) => s.ref));
  const outcomes = new Set(request.singles.map((s) => s.outcomeId));
  if (refs.size !== request.singles.length || outcomes.size !== request.singles.length) {
    throw new AppError(400, ERROR_CODES.invalidRequest, 'Each selection may appear only once');
  }

  const currency = player.currency;
  const errors: BetslipError[] = [];
  const singles: PricedSingle[] = [];
  for (const s of request.singles) {
    const stakeMinor = parseMajorToMinor(s.unitStake, currency);
    if (stakeMinor === null) {
      throw new AppError(
        400,
        ERROR_CODES.invalidRequest,
        `${s.ref}: stake is not a valid ${currency} amount`,
      );
    }
    if (stakeMinor <= 0) errors.push(betError('RES-00140', s.ref));
    else if (stakeMinor > maxStakeMinor(currency)) errors.push(betError('RES-00034', s.ref));
    singles.push({ ref: s.ref, outcomeId: s.outcomeId, stakeMinor });
  }
  if (errors.length > 0) throw rejection(errors);

  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const existing = await findBetslipByUuid(tx, uuid);
    if (existing) {
      if (existing.player_id !== player.id || existing.request_hash !== requestHash) {
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          'This request uuid was already used for another betslip',
        );
      }
      return { created: false, betslip: await loadBetslip(tx, existing.id, player) };
    }

    const selections = new Map(
      (await lockSelections(tx, [...outcomes])).map((row) => [row.outcome_id, row]),
    );
    const bets: NewBet[] = [];
    for (const [i, s] of singles.entries()) {
      const input = request.singles[i];
      const sel = selections.get(s.outcomeId);
      if (!input || !sel) {
        errors.push(betError('RES-00098', s.ref));
        continue;
      }
      if (sel.event_status !== 'scheduled' || new Date(sel.start_time) <= now) {
        errors.push(betError('RES-00047', s.ref));
        continue;
      }
      if (sel.market_status !== 'open' || sel.hidden) {
        errors.push(betError('RES-00108', s.ref));
        continue;
      }
      const offered = decimalOdds(Number(sel.price));
      const asked = decimalOdds(input.decimal);
      const better = oddsToScaled(offered) > oddsToScaled(asked);
      const same = oddsToScaled(offered) === oddsToScaled(asked);
      // 'D' accepts a higher price; any other change needs the player's confirmation.
      if (!same && !(better && request.userAcceptOdds === 'D')) {
        errors.push(betError('RES-00152', s.ref, { decimal: Number(offered) }));
        continue;
      }
      bets.push({
        ref: s.ref,
        betTypeId: SINGLE_BET_TYPE_ID,
        description: 'Single',
        currency,
        unitStakeMinor: s.stakeMinor,
        totalStakeMinor: s.stakeMinor,
        potentialReturnsMinor: singleReturns(s.stakeMinor, offered),
        legs: [
          {
            outcomeId: s.outcomeId,
            marketId: sel.market_id,
            eventId: sel.event_id,
            price: offered,
          },
        ],
      });
    }
    if (errors.length > 0) throw rejection(errors);

    const totalStake = bets.reduce((sum, b) => sum + b.totalStakeMinor, 0);
    const reference = newReference();
    // The wallet locks itself and takes the stake (promo cash if asked, real, then bonus).
    const debit = await debitStake(tx, player, {
      amountMinor: totalStake,
      reference,
      usePromoCash: request.usePromoCash ?? false,
      at: now,
    });
    if (!debit.ok) throw rejection([betError('RES-00056')]);
    const ledgerTransactionId = debit.transactionId;
    const betslipId = await insertBetslip(tx, {
      uuid,
      playerId: player.id,
      reference,
      originId: request.originId,
      userAcceptOdds: request.userAcceptOdds,
      currency,
      totalStakeMinor: totalStake,
      potentialReturnsMinor: bets.reduce((sum, b) => sum + b.potentialReturnsMinor, 0),
      ledgerTransactionId,
      requestHash,
    });
    await insertBets(tx, betslipId, player.id, bets);
    return { created: true, betslip: await loadBetslip(tx, betslipId, player) };
  });
}

/** Bet references people can read out: TL + 10 base-32 characters. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `TL${Array.from(randomBytes(10), (b) => alphabet[b % 32]).join('')}`;
}

async function loadBetslip(
  tx: Queryable,
  betslipId: number,
  player: AuthenticatedPlayer,
): Promise<PlacedBetslip> {
  const rows = await findBetslipBets(tx, betslipId);
  const first = rows[0];
  if (!first) throw new Error(`betslip ${betslipId} has no bets`);
  const currency = first.currency;
  const major = (minor: number) => minorToMajor(minor, currency);
  const available = await stakeableBalanceMinor(tx, player);
  return {
    betSlipId: betslipId,
    reference: first.reference,
    accountId: player.account_id,
    originId: first.origin_id,
    userAcceptOdds: first.user_accept_odds,
    currency,
    totalCost: major(rows.reduce((s, r) => s + r.total_stake_minor, 0)),
    potentialReturns: major(rows.reduce((s, r) => s + r.potential_returns_minor, 0)),
    availableBalance: minorToMajor(available, player.currency),
    singles: rows.map((r) => ({
      ref: r.ref,
      outcomeId: r.outcome_id,
      eventId: r.event_id,
      marketId: r.market_id,
      decimal: Number(r.price),
      unitStake: major(r.unit_stake_minor),
      potentialReturns: major(r.potential_returns_minor),
      betId: r.bet_id,
    })),
    multiples: [],
    systems: [],
    errors: [],
  };
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
    // An open bet shows what the feed has decided so far; a settled one what it was settled on.
    result: r.status === 'open' ? legResult(r) : r.leg_result,
  };
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
    totalStake: minorToMajor(r.total_stake_minor, r.currency),
    potentialReturns: minorToMajor(r.potential_returns_minor, r.currency),
    legs: legs.map(legView),
  };
}

function openBetView(legs: readonly BetWithLegRow[], marginBasisPoints: number): OpenBet {
  const [r] = legs;
  if (!r) throw new Error('a bet without legs');
  return {
    ...betFacts(r, legs),
    status: 'open',
    cashOut: cashOutView(quoteCashOut(r, legs, marginBasisPoints), r.currency),
  };
}

function settledBetView(legs: readonly BetWithLegRow[]): SettledBet {
  const [r] = legs;
  if (!r || r.status === 'open' || r.settled_at === null || r.returns_minor === null) {
    throw new Error('a settled bet without its settlement');
  }
  return {
    ...betFacts(r, legs),
    status: r.status,
    settledAt: new Date(r.settled_at).toISOString(),
    returns: minorToMajor(r.returns_minor, r.currency),
  };
}

/**
 * GET /xapi/bet/account/{accountId}/openbets: the player's open bets, newest first, each with
 * its cash-out offer at today's prices. Settled and cashed-out bets are not here.
 */
export async function openBets(ctx: AppContext, player: AuthenticatedPlayer): Promise<OpenBets> {
  const margin = ctx.config.betting.cashOutMarginBasisPoints;
  const rows = await findOpenBets(ctx.db, player.id);
  return { bets: groupBets(rows).map((legs) => openBetView(legs, margin)) };
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
  return { bets: groupBets(rows).map(settledBetView) };
}
