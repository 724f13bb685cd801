/**
 * Jackpot slips: pricing (POST /xapi/rest/jackpotbetslips/selections and the cost call),
 * placement (POST /xapi/rest/accounts/{accountId}/jackpotbetslips?uuid=) and the player's slips.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  BETSLIP_DEFAULTS,
  checkJackpotSlip,
  JACKPOT_ERRORS,
  jackpotProblemCode,
  jackpotStakePerLineMinor,
  jackpotTotalStake,
  minorToMajor,
  parseMajorToMinor,
  type JackpotErrorCode,
} from '@touchline/betting';
import type {
  JackpotBet,
  JackpotBets,
  JackpotSlip,
  JackpotSlipError,
  JackpotSlipModel,
  PlacedJackpotBet,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError, ERROR_CODES, notFound } from '../../http/errors';
import { assertMayBet, type AuthenticatedPlayer } from '../identity';
import { debitStake, stakeableBalanceMinor } from '../wallet';
import { pickResult } from './leg-results';
import {
  findBetByUuid,
  findLegOutcomes,
  findPicks,
  findPlayerBets,
  findRound,
  insertBet,
  type JackpotBetRow,
  type RoundRow,
} from './repository';
import { groupLegs, poolOf, roundLegs, jackpotCurrency, type RoundLeg } from './rounds-service';

const slipError = (
  code: JackpotErrorCode,
  extra: { ordinal?: number; outcomeId?: number; message?: string } = {},
): JackpotSlipError => ({
  code,
  message: extra.message ?? JACKPOT_ERRORS[code],
  ...(extra.ordinal !== undefined && { ordinal: extra.ordinal }),
  ...(extra.outcomeId !== undefined && { outcomeId: extra.outcomeId }),
});

/** What pricing needs of a slip (the posted slip, or the cost call's query). */
export interface SlipInput {
  readonly jackpotId: number;
  readonly globalStake?: number | string | undefined;
  readonly originId: '11' | '20' | '21';
  readonly singles: readonly { ordinal: number; outcomeId: number }[];
}

interface PricedSlip {
  readonly round: RoundRow;
  readonly legs: readonly RoundLeg[];
  readonly stakePerLineMinor: number;
  readonly lines: number;
  readonly totalCostMinor: number;
  readonly errors: readonly JackpotSlipError[];
  readonly model: JackpotSlipModel;
}

function maxStakeMinor(currency: string): number {
  return parseMajorToMinor(String(BETSLIP_DEFAULTS.betStakeMaxAmount), currency) ?? 0;
}

/**
 * Prices a slip against its round in a currency: the stake per line (fixed per jackpot and
 * currency: decision), the picks (each outcome in its own ordinal, once), completeness, the
 * lines (multi-picks multiply) and the cost. Unknown jackpot: 404; a stake that is not an
 * amount of the currency: 400; the rest are errors in the model.
 */
async function priceSlip(
  db: Queryable,
  slip: SlipInput,
  currency: string,
  now: Date,
): Promise<PricedSlip> {
  const round = await findRound(db, slip.jackpotId);
  if (!round) throw notFound('Jackpot');
  const legs = await roundLegs(db, round.id);
  const stakePerLineMinor = jackpotStakePerLineMinor(currency);
  const errors: JackpotSlipError[] = [];
  if (round.settled_at !== null || new Date(round.closes_at) <= now) {
    errors.push(slipError('RES-00047'));
  }
  let globalStakeMinor = stakePerLineMinor;
  if (slip.globalStake !== undefined) {
    const parsed = parseMajorToMinor(String(slip.globalStake), currency);
    if (parsed === null) {
      throw new AppError(
        400,
        ERROR_CODES.invalidRequest,
        `globalStake: not a valid ${currency} amount`,
      );
    }
    globalStakeMinor = parsed;
  }
  if (globalStakeMinor !== stakePerLineMinor) {
    const message = `The stake per line of this jackpot is ${minorToMajor(stakePerLineMinor, currency)} ${currency}`;
    errors.push(
      slipError(globalStakeMinor < stakePerLineMinor ? 'RES-00140' : 'RES-00034', { message }),
    );
  }
  const check = checkJackpotSlip(
    slip.singles,
    legs.map((l) => ({ ordinal: l.ordinal, outcomeIds: l.outcomes.map((o) => o.outcomeId) })),
  );
  for (const p of check.problems) {
    errors.push(slipError(jackpotProblemCode(p), { ordinal: p.ordinal, outcomeId: p.outcomeId }));
  }
  if (check.problems.length === 0 && !check.complete) errors.push(slipError('JACKPOT_INCOMPLETE'));
  const totalCostMinor = check.complete
    ? jackpotTotalStake(stakePerLineMinor, slip.singles, legs.length)
    : 0;
  if (totalCostMinor > maxStakeMinor(currency)) errors.push(slipError('RES-00034'));
  const pool = await poolOf(db, round, currency);
  const major = (minor: number) => minorToMajor(minor, currency);
  return {
    round,
    legs,
    stakePerLineMinor,
    lines: check.lines,
    totalCostMinor,
    errors,
    model: {
      jackpotId: round.id,
      jackpotPrize: major(pool.tierAmountsMinor[0] ?? 0),
      currency,
      globalStake: major(globalStakeMinor),
      noOfBets: check.lines,
      jackpotTotalStake: major(totalCostMinor),
      totalCost: major(totalCostMinor),
      originId: slip.originId,
      complete: check.complete,
      singles: slip.singles.map((s) => ({ ordinal: s.ordinal, outcomeId: s.outcomeId })),
      errors,
    },
  };
}

/** POST /xapi/rest/jackpotbetslips/selections: the priced slip (a visitor names a currency). */
export async function priceJackpotSlip(
  ctx: AppContext,
  slip: JackpotSlip,
): Promise<JackpotSlipModel> {
  return (await priceSlip(ctx.db, slip, jackpotCurrency(slip.currency), ctx.clock())).model;
}

/**
 * The cost call (GET /xapi/rest/jackpotbetslips/cost): outcome ids without ordinals, so each is
 * placed on the ordinal whose match offers it; an id no match offers is an unknown outcome.
 */
export async function jackpotCost(
  ctx: AppContext,
  query: {
    jackpotId: number;
    globalStake?: string | undefined;
    originId: '11' | '20' | '21';
    outcomeIds?: number[] | undefined;
    currency?: string | undefined;
  },
): Promise<{ model: JackpotSlipModel }> {
  const legs = await roundLegs(ctx.db, query.jackpotId);
  const ordinalOf = new Map<number, number>();
  for (const l of legs) for (const o of l.outcomes) ordinalOf.set(o.outcomeId, l.ordinal);
  const singles = (query.outcomeIds ?? []).map((outcomeId) => ({
    ordinal: ordinalOf.get(outcomeId) ?? 0,
    outcomeId,
  }));
  const slip: SlipInput = {
    jackpotId: query.jackpotId,
    globalStake: query.globalStake,
    originId: query.originId,
    singles,
  };
  const priced = await priceSlip(ctx.db, slip, jackpotCurrency(query.currency), ctx.clock());
  return { model: priced.model };
}

/** A refused placement: 422 with the first error's code and every error. */
function rejection(errors: readonly JackpotSlipError[]): AppError {
  const first = errors[0] ?? slipError('JACKPOT_INCOMPLETE');
  return new AppError(422, first.code, first.message, { errors });
}

/** Thrown inside the placement transaction when the uuid turns out to be taken: rolls back. */
class Replay extends Error {}

/** Slip references people can read out: JP + 10 base-32 characters. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `JP${Array.from(randomBytes(10), (b) => alphabet[b % 32]).join('')}`;
}

/**
 * Places a jackpot slip: priced in the player's currency, refused (422) when it has any error;
 * the debit into the jackpot pool and the slip rows in ONE transaction. Idempotent on the uuid:
 * the same uuid again answers the first slip (200), with another payload or by another player
 * 409; concurrent requests with one uuid make one slip and one debit (the loser's transaction
 * finds the row once the wallet lock lets it through, or hits the unique uuid, and rolls back).
 */
export async function placeJackpotSlip(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  uuid: string,
  slip: JackpotSlip,
): Promise<{ created: boolean; bet: PlacedJackpotBet }> {
  const now = ctx.clock();
  await assertMayBet(ctx.db, player.id, now);
  const priced = await priceSlip(ctx.db, slip, player.currency, now);
  const requestHash = createHash('sha256')
    .update(
      JSON.stringify({
        jackpotId: priced.round.id,
        stake: priced.stakePerLineMinor,
        originId: slip.originId,
        picks: [...slip.singles]
          .map((s) => `${s.ordinal}:${s.outcomeId}`)
          .sort()
          .join(','),
      }),
    )
    .digest('hex');
  const replayed = async () => {
    const existing = await findBetByUuid(ctx.db, uuid);
    if (!existing) throw new Error('a replayed jackpot uuid without its slip');
    return { created: false, bet: await replayOf(ctx, player, existing, requestHash) };
  };
  const first = await findBetByUuid(ctx.db, uuid);
  if (first) return { created: false, bet: await replayOf(ctx, player, first, requestHash) };
  if (priced.errors.length > 0) throw rejection(priced.errors);

  try {
    const betId = await ctx.db.transaction(async (tx) => {
      const reference = newReference();
      const debit = await debitStake(tx, player, {
        amountMinor: priced.totalCostMinor,
        reference,
        usePromoCash: false,
        at: now,
        holding: 'jackpot',
      });
      // The wallet lock is held now: a concurrent placement of this uuid has committed.
      if (await findBetByUuid(tx, uuid)) throw new Replay();
      if (!debit.ok) throw rejection([slipError('RES-00056')]);
      const id = await insertBet(tx, {
        uuid,
        requestHash,
        roundId: priced.round.id,
        playerId: player.id,
        reference,
        originId: slip.originId,
        currency: player.currency,
        stakePerLineMinor: priced.stakePerLineMinor,
        lines: priced.lines,
        totalStakeMinor: priced.totalCostMinor,
        ledgerTransactionId: debit.transactionId,
        placedAt: now,
        picks: slip.singles,
      });
      if (id === null) throw new Replay();
      return id;
    });
    return { created: true, bet: await placedView(ctx, player, betId) };
  } catch (error) {
    if (error instanceof Replay) return replayed();
    throw error;
  }
}

async function replayOf(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  existing: JackpotBetRow,
  requestHash: string,
): Promise<PlacedJackpotBet> {
  if (existing.player_id !== player.id || existing.request_hash !== requestHash) {
    throw new AppError(
      409,
      ERROR_CODES.conflict,
      'This request uuid was already used for another jackpot slip',
    );
  }
  return placedView(ctx, player, existing.id);
}

async function placedView(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  betId: number,
): Promise<PlacedJackpotBet> {
  const [bet] = await betViews(ctx.db, player, await findPlayerBets(ctx.db, player.id, { betId }));
  if (!bet) throw new Error(`jackpot slip ${betId} not found after placement`);
  const available = await stakeableBalanceMinor(ctx.db, player);
  return { ...bet, availableBalance: minorToMajor(available, player.currency) };
}

async function betViews(
  db: Queryable,
  player: AuthenticatedPlayer,
  rows: readonly JackpotBetRow[],
): Promise<JackpotBet[]> {
  if (rows.length === 0) return [];
  const roundIds = [...new Set(rows.map((r) => r.round_id))];
  const legs = groupLegs(await findLegOutcomes(db, roundIds));
  const names = new Map<number, string>();
  for (const id of roundIds) names.set(id, (await findRound(db, id))?.name ?? '');
  const picks = await findPicks(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const major = (minor: number) => minorToMajor(minor, r.currency);
    const roundLegsOf = legs.get(r.round_id) ?? [];
    return {
      betId: r.id,
      reference: r.reference,
      jackpotId: r.round_id,
      jackpotName: names.get(r.round_id) ?? '',
      accountId: player.account_id,
      originId: r.origin_id,
      status: r.status,
      placedAt: new Date(r.placed_at).toISOString(),
      currency: r.currency,
      globalStake: major(r.stake_per_line_minor),
      noOfBets: r.lines,
      totalCost: major(r.total_stake_minor),
      returns: r.returns_minor === null ? null : major(r.returns_minor),
      bestCorrect: r.best_correct,
      settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
      singles: picks
        .filter((p) => p.bet_id === r.id)
        .map((p) => {
          const leg = roundLegsOf.find((l) => l.ordinal === p.ordinal);
          const outcome = leg?.outcomes.find((o) => o.outcomeId === p.outcome_id);
          return {
            ordinal: p.ordinal,
            outcomeId: p.outcome_id,
            eventId: leg?.eventId ?? 0,
            eventDescription: leg?.description ?? '',
            outcomeDescription: outcome?.description ?? '',
            result: leg ? pickResult(leg, p.outcome_id) : null,
          };
        }),
    };
  });
}

/** GET /xapi/rest/accounts/{accountId}/jackpotbetslips: the player's slips, newest first. */
export async function playerJackpotBets(
  ctx: AppContext,
  player: AuthenticatedPlayer,
): Promise<JackpotBets> {
  return { bets: await betViews(ctx.db, player, await findPlayerBets(ctx.db, player.id)) };
}

/**
 * For My Bets: the player's running jackpot slips (newest first), or the last `limit` settled
 * ones (newest settlement first).
 */
export async function myJackpotBets(
  db: Queryable,
  player: AuthenticatedPlayer,
  state: 'open' | 'settled',
  limit = 100,
): Promise<JackpotBet[]> {
  return betViews(db, player, await findPlayerBets(db, player.id, { state, limit }));
}
