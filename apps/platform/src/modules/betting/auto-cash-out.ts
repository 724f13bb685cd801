import { minorToMajor } from '@touchline/betting';
import type { AutoCashOutRequest, AutoCashOutRule } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../http/errors';
import type { AuthenticatedPlayer } from '../identity';
import { parseCashOutAmount, runAutoCashOut } from './cash-out-service';
import { quoteCashOut } from './cash-out-offer';
import { lockOpenBet, readLegStates } from './closing-repository';
import { periodicJob, type PeriodicJob } from './periodic-job';
import {
  autoCashOutPage,
  deleteAutoCashOut,
  findAutoCashOut,
  findPlayerBetStatus,
  upsertAutoCashOut,
  type AutoCashOutRow,
} from './repository';

function ruleView(row: AutoCashOutRow): AutoCashOutRule {
  return {
    betId: Number(row.bet_id),
    threshold: minorToMajor(Number(row.threshold_minor), row.currency),
    currency: row.currency,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * PUT …/cashout/{betId}/auto: "cash out when the offer reaches threshold" on one of the player's
 * open bets, replacing any rule it had. The bet is locked while the rule is written, so a bet
 * closing at the same moment either goes first (the rule is refused, BET_NOT_OPEN) or after
 * (closing removes the rule). A threshold the offer already reaches runs at the next evaluation.
 */
export async function setAutoCashOut(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  betId: number,
  request: AutoCashOutRequest,
): Promise<AutoCashOutRule> {
  const thresholdMinor = parseCashOutAmount(request.threshold, 'threshold', player.currency);
  return ctx.db.transaction(async (tx) => {
    const status = await findPlayerBetStatus(tx, player.id, betId);
    if (status === null) throw notFound('Bet');
    const bet = status === 'open' ? await lockOpenBet(tx, betId, { skipLocked: false }) : null;
    if (!bet) throw new AppError(409, 'BET_NOT_OPEN', 'The bet is already settled or cashed out');
    const row = await upsertAutoCashOut(tx, {
      betId,
      playerId: player.id,
      currency: bet.currency,
      thresholdMinor,
      at: ctx.clock(),
    });
    return ruleView(row);
  });
}

/** GET …/cashout/{betId}/auto: the bet's rule, else 404 (none set, run, or the bet closed). */
export async function getAutoCashOut(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  betId: number,
): Promise<AutoCashOutRule> {
  const row = await findAutoCashOut(ctx.db, player.id, betId);
  if (!row) throw notFound('Automatic cash-out rule');
  return ruleView(row);
}

/** DELETE …/cashout/{betId}/auto: removes the rule and answers it, else 404. */
export async function removeAutoCashOut(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  betId: number,
): Promise<AutoCashOutRule> {
  const row = await deleteAutoCashOut(ctx.db, player.id, betId);
  if (!row) throw notFound('Automatic cash-out rule');
  return ruleView(row);
}

/** How often (wall clock) every instance looks at the rules against today's prices. */
export const AUTO_CASH_OUT_MS = 1000;
const PAGE = 200;

/** Runs every rule whose offer has reached its amount; resolves with how many ran. */
export type AutoCashOutEvaluator = PeriodicJob;

/**
 * The evaluator on every instance, started like the in-play acceptor: a timer that reads the
 * rules of open bets page by page, prices each bet without locks, and for those whose offer has
 * reached the rule runs `runAutoCashOut` (which locks and re-checks). No request waits for it;
 * instances share the work through skip-locked bet rows.
 */
export function createAutoCashOutEvaluator(options: {
  readonly ctx: Pick<AppContext, 'db' | 'clock' | 'bus' | 'config'>;
  readonly onError: (error: unknown) => void;
  readonly intervalMs?: number;
}): AutoCashOutEvaluator {
  const { ctx } = options;
  const margin = ctx.config.betting.cashOutMarginBasisPoints;
  const run = async (): Promise<number> => {
    let ran = 0;
    let after = 0;
    for (;;) {
      const rules = await autoCashOutPage(ctx.db, after, PAGE);
      for (const rule of rules) {
        const betId = Number(rule.bet_id);
        after = betId;
        try {
          const [bet] = await ctx.db.query<Parameters<typeof quoteCashOut>[0]>(
            `SELECT bet_type_id, unit_stake_minor, total_stake_minor, each_way
               FROM bets WHERE id = $1 AND status = 'open'`,
            [betId],
          );
          if (!bet) continue;
          const quote = quoteCashOut(bet, await readLegStates(ctx.db, betId), margin);
          if (quote.status !== 'available' || quote.amountMinor < Number(rule.threshold_minor)) {
            continue;
          }
          if (await runAutoCashOut(ctx, betId)) ran += 1;
        } catch (error) {
          options.onError(error);
        }
      }
      if (rules.length < PAGE) return ran;
    }
  };
  return periodicJob(run, options.intervalMs ?? AUTO_CASH_OUT_MS, options.onError);
}
