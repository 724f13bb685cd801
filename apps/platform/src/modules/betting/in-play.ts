import {
  decimalOdds,
  minorToMajor,
  oddsToScaled,
  RES_CODES,
  type ResCode,
} from '@touchline/betting';
import { BetslipError, PlacedBetslip } from '@touchline/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { publishPlayerNotice } from '../../bus/player-notices';
import { afterCommit, type Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { readBook } from '../catalog';
import type { AuthenticatedPlayer } from '../identity';
import { postBetClosing, stakeableBalanceMinor } from '../wallet';
import { periodicJob, type PeriodicJob } from './periodic-job';

/**
 * In-play acceptance (issue 9 item 4; docs/decisions.md "Betting engine"): a slip with a staked
 * bet on a live event is written 'pending' with its stake held, and waits the sport's delay. Then
 * — by the acceptor's timer or by the status call, whichever comes first — it is accepted only if
 * no leg's market left 'open' during the delay (its suspension count moved), every leg is still
 * on offer and no price moved against the player (a higher price is fine: the bet keeps its own).
 * A rejected slip's stakes come back through the ledger. Nothing blocks a request meanwhile.
 */

export interface SlipStateRow {
  id: number;
  player_id: number;
  currency: string;
  reference: string;
  acceptance: 'pending' | 'accepted' | 'rejected';
  accept_at: Date | string | null;
  rejection: unknown;
  answer: unknown;
}

const SLIP_STATE = `id, player_id, currency, reference, acceptance, accept_at, rejection, answer`;

interface PendingLegRow {
  bet_id: number;
  ref: string;
  total_stake_minor: number;
  outcome_id: number;
  price: string;
  market_suspension_seq: number | null;
}

const Rejection = z.array(BetslipError).catch([]);

function error(code: ResCode, ref: string, extra: Partial<BetslipError> = {}, message?: string) {
  return { code, message: message ?? RES_CODES[code], ref, ...extra } satisfies BetslipError;
}

/** Why the pending slip's legs cannot be accepted now (empty: accept). */
async function acceptanceErrors(tx: Queryable, legs: readonly PendingLegRow[]) {
  const book = new Map(
    (await readBook(tx, [...new Set(legs.map((l) => Number(l.outcome_id)))], { lock: true })).map(
      (r) => [Number(r.outcomeId), r],
    ),
  );
  const errors: BetslipError[] = [];
  for (const leg of legs) {
    const now = book.get(Number(leg.outcome_id));
    if (
      !now ||
      now.outcomeHidden ||
      now.marketStatus !== 'open' ||
      now.eventStatus === 'finished' ||
      now.eventStatus === 'cancelled'
    ) {
      errors.push(error(now?.alertSuspended ? 'RES-00249' : 'RES-00108', leg.ref));
    } else if (now.suspensionSeq !== leg.market_suspension_seq) {
      errors.push(
        error('RES-00108', leg.ref, {}, 'The market was suspended during the in-play delay'),
      );
    } else if (oddsToScaled(now.decimal) < oddsToScaled(decimalOdds(leg.price))) {
      errors.push(error('RES-00152', leg.ref, { decimal: Number(now.decimal) }));
    }
  }
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.code}|${e.ref ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Decides one pending slip whose delay is over, in one transaction (a slip another instance is
 * deciding is skipped). Null when there was nothing to decide.
 */
export async function decideBetslip(
  ctx: Pick<AppContext, 'db' | 'clock' | 'bus'>,
  betslipId: number,
): Promise<'accepted' | 'rejected' | null> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const [slip] = await tx.query<SlipStateRow>(
      `SELECT ${SLIP_STATE} FROM betslips
        WHERE id = $1 AND acceptance = 'pending' AND accept_at <= $2
        FOR UPDATE SKIP LOCKED`,
      [betslipId, now],
    );
    if (!slip) return null;
    const legs = await tx.query<PendingLegRow>(
      `SELECT b.id AS bet_id, b.ref, b.total_stake_minor, l.outcome_id, l.price::text AS price,
              l.market_suspension_seq
         FROM bets b JOIN bet_legs l ON l.bet_id = b.id
        WHERE b.betslip_id = $1 AND b.status = 'pending'
        ORDER BY b.id, l.leg_no`,
      [slip.id],
    );
    const errors = await acceptanceErrors(tx, legs);
    if (errors.length === 0) {
      await tx.query(
        `UPDATE bets SET status = 'open' WHERE betslip_id = $1 AND status = 'pending'`,
        [slip.id],
      );
      await tx.query(`UPDATE betslips SET acceptance = 'accepted', decided_at = $2 WHERE id = $1`, [
        slip.id,
        now,
      ]);
      const betIds = [...new Set(legs.map((l) => Number(l.bet_id)))];
      afterCommit(tx, () =>
        publishPlayerNotice(ctx.bus, slip.player_id, {
          op: 'betAccepted',
          betSlipId: Number(slip.id),
          betIds,
        }),
      );
      return 'accepted';
    }
    // Rejected: every bet of the slip gives its stake back (a balanced closing with returns =
    // stake), and the slip keeps why.
    const bets = new Map(legs.map((l) => [Number(l.bet_id), Number(l.total_stake_minor)]));
    for (const [betId, stake] of bets) {
      const transactionId = await postBetClosing(
        tx,
        { id: slip.player_id, currency: slip.currency },
        {
          kind: 'settlement',
          stakeMinor: stake,
          returnsMinor: stake,
          reference: slip.reference,
          at: now,
        },
      );
      await tx.query(
        `UPDATE bets SET status = 'rejected', returns_minor = $2, settled_at = $3,
                closing_transaction_id = $4
          WHERE id = $1 AND status = 'pending'`,
        [betId, stake, now, transactionId],
      );
    }
    await tx.query(
      `UPDATE betslips SET acceptance = 'rejected', decided_at = $2, rejection = $3::jsonb
        WHERE id = $1`,
      [slip.id, now, JSON.stringify(errors)],
    );
    const [first] = errors;
    afterCommit(tx, () =>
      publishPlayerNotice(ctx.bus, slip.player_id, {
        op: 'betRejected',
        betSlipId: Number(slip.id),
        code: first?.code ?? 'RES-00049',
        message: first?.message ?? RES_CODES['RES-00049'],
      }),
    );
    return 'rejected';
  });
}

/** The answer of a placed slip as it stands now (its acceptance, and why it was rejected). */
export async function currentAnswer(
  db: Queryable,
  slip: SlipStateRow,
  player: AuthenticatedPlayer,
): Promise<PlacedBetslip> {
  const answer = PlacedBetslip.parse(slip.answer);
  const status =
    slip.acceptance === 'pending'
      ? 'PENDING'
      : slip.acceptance === 'accepted'
        ? 'ACCEPTED'
        : 'REJECTED';
  return {
    ...answer,
    status,
    acceptAt:
      status === 'PENDING' && slip.accept_at !== null
        ? new Date(slip.accept_at).toISOString()
        : null,
    errors: status === 'REJECTED' ? Rejection.parse(slip.rejection) : answer.errors,
    availableBalance: minorToMajor(await stakeableBalanceMinor(db, player), player.currency),
  };
}

/**
 * PUT /xapi/rest/betslips/{betSlipId}/status: where the player's slip stands; a pending slip
 * whose delay is over is decided first. Another player's slip, or none, is a 404.
 */
export async function betslipStatus(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  betslipId: number,
): Promise<PlacedBetslip> {
  const read = async () => {
    const [slip] = await ctx.db.query<SlipStateRow>(
      `SELECT ${SLIP_STATE} FROM betslips WHERE id = $1 AND player_id = $2`,
      [betslipId, player.id],
    );
    return slip;
  };
  let slip = await read();
  if (!slip) throw notFound('Betslip');
  if (slip.acceptance === 'pending') {
    await decideBetslip(ctx, slip.id);
    slip = (await read()) ?? slip;
  }
  return currentAnswer(ctx.db, slip, player);
}

/** How often (wall clock) every instance looks for pending slips whose delay is over. */
export const IN_PLAY_ACCEPTOR_MS = 250;

/** Decides every slip due now; resolves with how many were decided. */
export type InPlayAcceptor = PeriodicJob;

/**
 * The in-play acceptor on every instance: a timer that decides the slips whose delay is over
 * (rows skip-locked, so instances share the work and a slip is decided once).
 */
export function createInPlayAcceptor(options: {
  readonly ctx: Pick<AppContext, 'db' | 'clock' | 'bus'>;
  readonly onError: (error: unknown) => void;
  readonly intervalMs?: number;
}): InPlayAcceptor {
  const { ctx } = options;
  const run = async (): Promise<number> => {
    const due = await ctx.db.query<{ id: number }>(
      `SELECT id FROM betslips WHERE acceptance = 'pending' AND accept_at <= $1
        ORDER BY accept_at LIMIT 200`,
      [ctx.clock()],
    );
    let decided = 0;
    for (const { id } of due) {
      try {
        if ((await decideBetslip(ctx, Number(id))) !== null) decided += 1;
      } catch (error) {
        options.onError(error);
      }
    }
    return decided;
  };
  return periodicJob(run, options.intervalMs ?? IN_PLAY_ACCEPTOR_MS, options.onError);
}
