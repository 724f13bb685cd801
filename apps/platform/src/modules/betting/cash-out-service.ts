import { createHash } from 'node:crypto';
import { minorToMajor, parseMajorToMinor } from '@touchline/betting';
import type {
  CashOutConfirmation,
  CashOutOffer,
  CashOutRejection,
  CashOutRequest,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError, ERROR_CODES, notFound } from '../../http/errors';
import type { AuthenticatedPlayer } from '../identity';
import { closeBet, publishClosedBets } from './bet-closing';
import { stakeableBalanceMinor } from '../wallet';
import { quoteCashOut } from './cash-out-offer';
import { lockOpenBet, readLegStates } from './closing-repository';
import { findCashOutByUuid, findPlayerBetStatus, insertCashOut } from './repository';

const REJECTIONS = {
  CASHOUT_OFFER_CHANGED: 'The cash-out offer has changed; the new offer is in cashOut',
  CASHOUT_UNAVAILABLE: 'Cash out is not available for this bet now',
  BET_NOT_OPEN: 'The bet is already settled or cashed out',
} as const satisfies Record<CashOutRejection['code'], string>;

function rejection(code: CashOutRejection['code'], cashOut?: CashOutOffer): AppError {
  return new AppError(409, code, REJECTIONS[code], cashOut ? { cashOut } : {});
}

async function confirmation(
  tx: Queryable,
  player: AuthenticatedPlayer,
  betId: number,
  amountMinor: number,
  currency: string,
): Promise<CashOutConfirmation> {
  return {
    betId,
    status: 'cashed_out',
    amount: minorToMajor(amountMinor, currency),
    currency,
    availableBalance: minorToMajor(await stakeableBalanceMinor(tx, player), player.currency),
  };
}

/**
 * POST /xapi/bet/account/{accountId}/cashout/{betId}?uuid=… with the offer the player saw
 * (decision, docs/decisions.md "Settlement and cash out"). In ONE transaction: lock the open bet,
 * hold its outcomes' prices and markets, recompute the offer with the package's cash-out maths,
 * and — when it is still at least the amount asked — pay the offer as it stands now, close the
 * bet as cashed_out and record the request. A lower offer, a suspended market or a closed bet is
 * a 409 with the offer as it stands. Idempotent by the uuid, like placement.
 */
export async function cashOutBet(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  betId: number,
  uuid: string,
  request: CashOutRequest,
): Promise<{ created: boolean; confirmation: CashOutConfirmation }> {
  const requestedMinor = parseMajorToMinor(String(request.amount), player.currency);
  if (requestedMinor === null || requestedMinor <= 0) {
    throw new AppError(
      400,
      ERROR_CODES.invalidRequest,
      `amount is not a valid ${player.currency} amount`,
    );
  }
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ betId, requestedMinor }))
    .digest('hex');
  const margin = ctx.config.betting.cashOutMarginBasisPoints;
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
    return confirmation(tx, player, existing.bet_id, existing.amount_minor, existing.currency);
  };

  const result = await ctx.db.transaction(async (tx) => {
    const first = await replay(tx);
    if (first) return { closed: null, confirmation: first };
    const status = await findPlayerBetStatus(tx, player.id, betId);
    if (status === null) throw notFound('Bet');
    const bet = status === 'open' ? await lockOpenBet(tx, betId, { skipLocked: false }) : null;
    if (!bet) {
      // Closed while we waited for its lock: perhaps by this very uuid on another connection.
      const again = await replay(tx);
      if (again) return { closed: null, confirmation: again };
      throw rejection('BET_NOT_OPEN');
    }
    if (bet.currency !== player.currency) {
      throw new Error(`bet ${bet.id} is in ${bet.currency}, its player in ${player.currency}`);
    }
    const quote = quoteCashOut(bet, await readLegStates(tx, betId, { share: true }), margin);
    if (quote.status === 'unavailable') throw rejection('CASHOUT_UNAVAILABLE', quote);
    if (quote.amountMinor < requestedMinor) {
      throw rejection('CASHOUT_OFFER_CHANGED', {
        status: 'available',
        amount: minorToMajor(quote.amountMinor, bet.currency),
      });
    }
    const { closed, transactionId } = await closeBet(tx, bet, {
      status: 'cashed_out',
      returnsMinor: quote.amountMinor,
      at: now,
    });
    await insertCashOut(tx, {
      uuid,
      betId,
      playerId: player.id,
      currency: bet.currency,
      requestedMinor,
      amountMinor: quote.amountMinor,
      requestHash,
      ledgerTransactionId: transactionId,
      at: now,
    });
    return {
      closed,
      confirmation: await confirmation(tx, player, betId, quote.amountMinor, bet.currency),
    };
  });
  if (result.closed) publishClosedBets(ctx.bus, [result.closed]);
  return { created: result.closed !== null, confirmation: result.confirmation };
}
