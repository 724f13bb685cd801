import { createHash, randomUUID } from 'node:crypto';
import {
  minorToMajor,
  parseMajorToMinor,
  partialCashOutMinimumMinor,
  partialCashOutStakes,
  PARTIAL_CASH_OUT_ERRORS,
} from '@touchline/betting';
import {
  PARTIAL_CASHOUT_CODES,
  type CashOutConfirmation,
  type CashOutOffer,
  type CashOutRejection,
  type CashOutRequest,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { publishPlayerNotice } from '../../bus/player-notices';
import type { Queryable } from '../../db/database';
import { AppError, ERROR_CODES, notFound } from '../../http/errors';
import type { AuthenticatedPlayer } from '../identity';
import { closeBet, publishClosedBets, type ClosedBet } from './bet-closing';
import { postBetClosing, stakeableBalanceMinor } from '../wallet';
import { quoteCashOut } from './cash-out-offer';
import {
  lockOpenBet,
  readLegStates,
  reduceBetStake,
  type LockedBetRow,
} from './closing-repository';
import { findCashOutByUuid, findPlayerBetStatus, insertCashOut } from './repository';

const REJECTIONS = {
  CASHOUT_OFFER_CHANGED: 'The cash-out offer has changed; the new offer is in cashOut',
  CASHOUT_UNAVAILABLE: 'Cash out is not available for this bet now',
  BET_NOT_OPEN: 'The bet is already settled or cashed out',
} as const satisfies Record<CashOutRejection['code'], string>;

function rejection(code: CashOutRejection['code'], cashOut?: CashOutOffer): AppError {
  return new AppError(409, code, REJECTIONS[code], cashOut ? { cashOut } : {});
}

const invalidAmount = (field: string, currency: string) =>
  new AppError(400, ERROR_CODES.invalidRequest, `${field} is not a valid ${currency} amount`);

/** A positive amount of the player's currency in minor units, else a 400 naming the field. */
export function parseCashOutAmount(raw: string | number, field: string, currency: string): number {
  const minor = parseMajorToMinor(String(raw), currency);
  if (minor === null || minor <= 0) throw invalidAmount(field, currency);
  return minor;
}

/** What was taken: the whole bet, or a part of it with the stake left running. */
interface Taken {
  readonly kind: 'full' | 'partial';
  readonly paidMinor: number;
  readonly remainingStakeMinor: number | null;
  readonly closed: ClosedBet | null;
}

interface CashOutMeta {
  readonly uuid: string;
  readonly requestHash: string;
  readonly source: 'player' | 'auto';
  readonly at: Date;
}

/**
 * Takes a cash out on a LOCKED open bet inside the caller's transaction: the offer recomputed
 * with the legs' rows held, at least `requestedMinor`; then the whole bet at the offer, or (a
 * part asked below the offer) `partMinor` paid through the wallet for the fraction of the stake
 * it closes, the rest of the bet left open with a smaller stake. Recorded in cash_outs.
 */
async function takeCashOut(
  tx: Queryable,
  bet: LockedBetRow,
  ask: { requestedMinor: number; partMinor: number | null; marginBasisPoints: number },
  meta: CashOutMeta,
): Promise<Taken> {
  const quote = quoteCashOut(
    bet,
    await readLegStates(tx, bet.id, { share: true }),
    ask.marginBasisPoints,
  );
  if (quote.status === 'unavailable') throw rejection('CASHOUT_UNAVAILABLE', quote);
  if (quote.amountMinor < ask.requestedMinor) {
    throw rejection('CASHOUT_OFFER_CHANGED', {
      status: 'available',
      amount: minorToMajor(quote.amountMinor, bet.currency),
    });
  }
  const record = {
    uuid: meta.uuid,
    betId: bet.id,
    playerId: bet.player_id,
    currency: bet.currency,
    requestHash: meta.requestHash,
    at: meta.at,
    source: meta.source,
    offerMinor: quote.amountMinor,
  };
  if (ask.partMinor === null || ask.partMinor >= quote.amountMinor) {
    const { closed, transactionId } = await closeBet(tx, bet, {
      status: 'cashed_out',
      returnsMinor: quote.amountMinor,
      at: meta.at,
    });
    await insertCashOut(tx, {
      ...record,
      requestedMinor: ask.requestedMinor,
      amountMinor: quote.amountMinor,
      ledgerTransactionId: transactionId,
      kind: 'full',
      releasedStakeMinor: null,
      remainingStakeMinor: null,
    });
    return { kind: 'full', paidMinor: quote.amountMinor, remainingStakeMinor: null, closed };
  }
  const stakes = partialCashOutStakes({
    unitStakeMinor: Number(bet.unit_stake_minor),
    totalStakeMinor: Number(bet.total_stake_minor),
    offerMinor: quote.amountMinor,
    partMinor: ask.partMinor,
  });
  if (!stakes.ok) {
    throw new AppError(
      400,
      stakes.error === 'nothingLeft'
        ? PARTIAL_CASHOUT_CODES.nothingLeft
        : ERROR_CODES.invalidRequest,
      PARTIAL_CASH_OUT_ERRORS[stakes.error],
    );
  }
  const { remainingUnitStakeMinor, remainingTotalStakeMinor, releasedStakeMinor } = stakes.value;
  // The part closes like a small bet of its own: its stake leaves house:bets-held, the part is
  // paid to the player (markBalanceChanged inside) and the difference is the house's result.
  const transactionId = await postBetClosing(
    tx,
    { id: bet.player_id, currency: bet.currency },
    {
      kind: 'cash-out',
      stakeMinor: releasedStakeMinor,
      returnsMinor: ask.partMinor,
      reference: bet.reference,
      at: meta.at,
    },
  );
  await reduceBetStake(tx, {
    betId: bet.id,
    unitStakeMinor: remainingUnitStakeMinor,
    totalStakeMinor: remainingTotalStakeMinor,
    paidMinor: ask.partMinor,
  });
  await insertCashOut(tx, {
    ...record,
    requestedMinor: ask.partMinor,
    amountMinor: ask.partMinor,
    ledgerTransactionId: transactionId,
    kind: 'partial',
    releasedStakeMinor,
    remainingStakeMinor: remainingTotalStakeMinor,
  });
  return {
    kind: 'partial',
    paidMinor: ask.partMinor,
    remainingStakeMinor: remainingTotalStakeMinor,
    closed: null,
  };
}

async function confirmation(
  tx: Queryable,
  player: AuthenticatedPlayer,
  betId: number,
  taken: Pick<Taken, 'kind' | 'paidMinor' | 'remainingStakeMinor'>,
  currency: string,
): Promise<CashOutConfirmation> {
  return {
    betId,
    status: taken.kind === 'full' ? 'cashed_out' : 'open',
    amount: minorToMajor(taken.paidMinor, currency),
    currency,
    availableBalance: minorToMajor(await stakeableBalanceMinor(tx, player), player.currency),
    // A full cash out answers as it always did; a partial one says so and what stays staked.
    ...(taken.kind === 'partial' && taken.remainingStakeMinor !== null
      ? { kind: 'partial', remainingStake: minorToMajor(taken.remainingStakeMinor, currency) }
      : {}),
  };
}

/** The part asked, checked against the rule's minimum and the offer the player saw. */
function parsePart(request: CashOutRequest, requestedMinor: number, currency: string) {
  if (request.partialAmount === undefined) return null;
  const partMinor = parseCashOutAmount(request.partialAmount, 'partialAmount', currency);
  const minimum = partialCashOutMinimumMinor(currency);
  if (partMinor < minimum) {
    throw new AppError(
      400,
      PARTIAL_CASHOUT_CODES.belowMinimum,
      `partialAmount must be at least ${minorToMajor(minimum, currency)} ${currency}`,
    );
  }
  if (partMinor > requestedMinor) {
    throw new AppError(
      400,
      PARTIAL_CASHOUT_CODES.aboveOffer,
      'partialAmount must not be above amount, the offer you accept',
    );
  }
  return partMinor;
}

/**
 * POST /xapi/bet/account/{accountId}/cashout/{betId}?uuid=… with the offer the player saw and,
 * for a partial cash out, the part to take (decisions, docs/decisions.md "Settlement and cash
 * out", "Partial and automatic cash out"). In ONE transaction: lock the open bet, hold its
 * outcomes' prices and markets, recompute the offer with the package's maths and — when it is
 * still at least the amount asked — pay it (or the part), close the bet as cashed_out (or reduce
 * its stake) and record the request. A lower offer, a suspended market or a closed bet is a 409
 * with the offer as it stands. Idempotent by the uuid, like placement.
 */
export async function cashOutBet(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  betId: number,
  uuid: string,
  request: CashOutRequest,
): Promise<{ created: boolean; confirmation: CashOutConfirmation }> {
  const requestedMinor = parseCashOutAmount(request.amount, 'amount', player.currency);
  const partMinor = parsePart(request, requestedMinor, player.currency);
  // A full cash out hashes as it always did, so replays of earlier requests still match.
  const requestHash = createHash('sha256')
    .update(
      JSON.stringify(
        partMinor === null ? { betId, requestedMinor } : { betId, requestedMinor, partMinor },
      ),
    )
    .digest('hex');
  const now = ctx.clock();

  const replay = async (tx: Queryable) => {
    const existing = await findCashOutByUuid(tx, uuid);
    if (!existing) return null;
    if (existing.player_id !== player.id || existing.request_hash !== requestHash) {
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        'This request uuid was already used for another cash-out',
      );
    }
    return confirmation(
      tx,
      player,
      Number(existing.bet_id),
      {
        kind: existing.kind,
        paidMinor: Number(existing.amount_minor),
        remainingStakeMinor:
          existing.remaining_stake_minor === null ? null : Number(existing.remaining_stake_minor),
      },
      existing.currency,
    );
  };

  const result = await ctx.db.transaction(async (tx) => {
    const first = await replay(tx);
    if (first) return { taken: null, confirmation: first };
    const status = await findPlayerBetStatus(tx, player.id, betId);
    if (status === null) throw notFound('Bet');
    const bet = status === 'open' ? await lockOpenBet(tx, betId, { skipLocked: false }) : null;
    if (!bet) {
      // Closed while we waited for its lock: perhaps by this very uuid on another connection.
      const again = await replay(tx);
      if (again) return { taken: null, confirmation: again };
      throw rejection('BET_NOT_OPEN');
    }
    if (bet.currency !== player.currency) {
      throw new Error(`bet ${bet.id} is in ${bet.currency}, its player in ${player.currency}`);
    }
    const taken = await takeCashOut(
      tx,
      bet,
      { requestedMinor, partMinor, marginBasisPoints: ctx.config.betting.cashOutMarginBasisPoints },
      { uuid, requestHash, source: 'player', at: now },
    );
    return { taken, confirmation: await confirmation(tx, player, betId, taken, bet.currency) };
  });
  if (result.taken) announce(ctx, player.id, betId, result.taken, player.currency);
  return { created: result.taken !== null, confirmation: result.confirmation };
}

/** After commit: a closed bet goes out as every closed bet does; a part as its own notice. */
function announce(
  ctx: Pick<AppContext, 'bus'>,
  playerId: number,
  betId: number,
  taken: Taken,
  currency: string,
): void {
  if (taken.closed) {
    publishClosedBets(ctx.bus, [taken.closed]);
    return;
  }
  publishPlayerNotice(ctx.bus, playerId, {
    op: 'cashedOut',
    betId,
    amount: minorToMajor(taken.paidMinor, currency),
    currency,
    kind: 'partial',
  });
}

/**
 * Runs one bet's automatic cash-out rule if its offer has reached the rule's amount: in one
 * transaction, the bet skip-locked (a player's cash out or a settlement holding it wins; the
 * next evaluation sees what it left), the rule locked, the offer recomputed with the legs held,
 * and the whole bet cashed out at the offer. Closing the bet removes the rule, so it runs once.
 * Answers whether it ran.
 */
export async function runAutoCashOut(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'config'>,
  betId: number,
): Promise<boolean> {
  const taken = await ctx.db.transaction(async (tx) => {
    const bet = await lockOpenBet(tx, betId, { skipLocked: true });
    if (!bet) return null;
    const [rule] = await tx.query<{ threshold_minor: number }>(
      'SELECT threshold_minor FROM auto_cash_outs WHERE bet_id = $1 FOR UPDATE',
      [betId],
    );
    if (!rule) return null;
    const thresholdMinor = Number(rule.threshold_minor);
    const quote = quoteCashOut(
      bet,
      await readLegStates(tx, betId, { share: true }),
      ctx.config.betting.cashOutMarginBasisPoints,
    );
    if (quote.status !== 'available' || quote.amountMinor < thresholdMinor) return null;
    return takeCashOut(
      tx,
      bet,
      {
        requestedMinor: thresholdMinor,
        partMinor: null,
        marginBasisPoints: ctx.config.betting.cashOutMarginBasisPoints,
      },
      { uuid: randomUUID(), requestHash: 'auto', source: 'auto', at: ctx.clock() },
    );
  });
  if (!taken?.closed) return false;
  publishClosedBets(ctx.bus, [taken.closed]);
  return true;
}
