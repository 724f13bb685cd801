import { createHash, randomFillSync } from 'node:crypto';
import { assertNever, effectiveUnitStake, priceBetslip, RES_CODES } from '@touchline/betting';
import type { Channel, PlaceBetslipRequest, PlacedBetslip } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { AppError, ERROR_CODES } from '../../http/errors';
import { bookRecordsOf, readBook } from '../catalog';
import { assertMayBetOn, type AuthenticatedPlayer } from '../identity';
import {
  ensureStakeWallet,
  notifyBalanceChanged,
  openWalletForUpdate,
  planStake,
  slipBalancesOf,
  stakeWalletOf,
  type StakePosting,
  type StakeWallet,
} from '../wallet';
import { currentAnswer } from './in-play';
import {
  applyPlacementInBatch,
  applyPlacements,
  readPlacementFactsInBatch,
} from './placement-batch';
import { readPlacementFactsOf, type FactsQuery, type PlacementWrite } from './placement-repository';
import {
  bookOf,
  inPlayDelaySeconds,
  slipModelOf,
  slipRejection,
  slipSettings,
  inPlayDelaysOf,
  inPlayOverride,
  type SlipSite,
  wireSlip,
} from './slip';

function sqlState(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Worth another try, nothing having been written: a unique key broke (a concurrent request with
 * the same uuid committed first: the next read replays it), or the database chose this
 * placement as a deadlock's victim or failed it for serialisation (a feed step writing several of
 * a multiple's rows in another order).
 */
const RETRYABLE_SQL_STATES = new Set(['23505', '40P01', '40001']);

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_CHARS = 10;
/** Random bytes for references, drawn 4 KiB at a time (one draw per bet cost more than pricing). */
const referenceBytes = Buffer.alloc(4096);
let referenceOffset = referenceBytes.length;

/** Bet references people can read out: TL + 10 base-32 characters (50 random bits). */
function newReference(): string {
  if (referenceOffset + REFERENCE_CHARS > referenceBytes.length) {
    randomFillSync(referenceBytes);
    referenceOffset = 0;
  }
  let out = 'TL';
  for (let i = 0; i < REFERENCE_CHARS; i++) {
    // 32 divides 256: every character equally likely.
    out += REFERENCE_ALPHABET.charAt((referenceBytes[referenceOffset + i] ?? 0) % 32);
  }
  // Each byte serves one reference only.
  referenceOffset += REFERENCE_CHARS;
  return out;
}

type Placed = { created: boolean; betslip: PlacedBetslip };

type Step =
  | { readonly kind: 'done'; readonly result: Placed }
  /** The player's wallet rows or the house account do not exist yet. */
  | { readonly kind: 'setup' }
  /** The book or the wallet moved between the read and the write: nothing was written. */
  | { readonly kind: 'changed'; readonly what: 'book' | 'wallet' };

/**
 * Optimistic tries before a placement takes its locks for the whole decision. A try only fails
 * when the player's own wallet or one of the slip's prices moved within the few milliseconds
 * between its read and its write; the locked try cannot fail that way, so a hot wallet (many
 * slips of one player at once) still makes progress.
 */
const OPTIMISTIC_TRIES = 2;
/** Tries in all: a first-stake setup, the optimistic tries, the locked one, a race or two. */
const MAX_TRIES = 6;

/**
 * POST /xapi/rest/accounts/{accountId}/betslips: places every staked single, the multiple and
 * the systems of the slip, priced by the package's `priceBetslip`, the stakes planned by the
 * wallet (free money from promo cash, the rest as the slip asks). Idempotent by the request uuid:
 * a replay, or a concurrent duplicate, answers the first placement's answer.
 *
 * Two statements (docs/decisions.md "Placement in two statements"), each shared with the other
 * placements of the moment (docs/decisions.md "Placements in batches"): one read of the uuid, the
 * book and the wallet; then `place_betslips` writes the debit, the slip and its bets in one
 * transaction if the book and the wallet are still what was read, and otherwise the placement is
 * decided again. After `OPTIMISTIC_TRIES` changes it decides under the locks (book shared,
 * wallet exclusive) inside one transaction.
 */
export async function placeBetslip(
  ctx: AppContext,
  player: AuthenticatedPlayer,
  uuid: string,
  request: PlaceBetslipRequest,
  channel: Channel = 'web',
): Promise<Placed> {
  const model = slipModelOf(request, player.currency);
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const where: SlipSite = { site: ctx.site, channel };
  const decision: Decision = { ctx, where, player, uuid, request, model, requestHash };
  let changes = 0;
  for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
    const locked = changes >= OPTIMISTIC_TRIES;
    let step: Step;
    try {
      step = locked
        ? await ctx.db.transaction((tx) => decideAndApply(decision, tx, true))
        : await decideAndApply(decision, ctx.db, false);
    } catch (error) {
      const state = sqlState(error);
      if (state !== undefined && RETRYABLE_SQL_STATES.has(state)) continue;
      throw error;
    }
    switch (step.kind) {
      case 'done':
        if (step.result.created) notifyBalanceChanged(ctx.db, player.id);
        return step.result;
      case 'setup':
        await ensureStakeWallet(ctx.db, player);
        break;
      case 'changed':
        if (locked) throw new Error(`a locked placement saw its ${step.what} change`);
        changes += 1;
        break;
      default:
        assertNever(step, 'placement step');
    }
  }
  throw new Error(`placement of ${uuid} did not settle in ${MAX_TRIES} tries`);
}

interface Decision {
  readonly ctx: AppContext;
  /** The brand's settings for the placement's channel (stake limits, in-play delays …). */
  readonly where: SlipSite;
  readonly player: AuthenticatedPlayer;
  readonly uuid: string;
  readonly request: PlaceBetslipRequest;
  readonly model: ReturnType<typeof slipModelOf>;
  readonly requestHash: string;
}

async function decideAndApply(d: Decision, db: Queryable, locked: boolean): Promise<Step> {
  const { ctx, where, player, request, model } = d;
  const currency = player.currency;
  const outcomeIds = model.singles.map((s) => Number(s.outcomeId));
  if (locked) {
    // The book first (shared), then the wallet: the order the feed and cash out lock in.
    await readBook(db, outcomeIds, { lock: true });
    await openWalletForUpdate(db, player);
  }
  const now = ctx.clock();
  const query: FactsQuery = {
    uuid: d.uuid,
    playerId: player.id,
    currency,
    outcomeIds,
    lines: stakedLines(model),
    now,
  };
  // Optimistic placements read and write in batches; a locked one in its own transaction.
  const facts = locked
    ? await readPlacementFactsOf(db, [query]).then(([one]) => one)
    : await readPlacementFactsInBatch(db, query);
  if (!facts) throw new Error('placement facts returned nothing');
  // identity: an inactive, timed-out or self-excluded player may not bet, whatever the session.
  assertMayBetOn(
    facts.player_status,
    facts.exclusions.map((e) => ({
      kind: e.kind,
      ends_at: e.ends_at === null ? null : new Date(e.ends_at),
    })),
  );
  if (facts.existing) {
    const existing = facts.existing;
    if (existing.player_id !== player.id || existing.request_hash !== d.requestHash) {
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        'This request uuid was already used for another betslip',
      );
    }
    return {
      kind: 'done',
      result: { created: false, betslip: await currentAnswer(db, existing, player) },
    };
  }
  const wallet = stakeWalletOf(facts.accounts, facts.state);
  if (!wallet || facts.held_account_id === null) return { kind: 'setup' };

  const records = bookRecordsOf(facts.book);
  const usePromoCash = request.usePromoCash ?? false;
  // The stake plan below decides whether the cash suffices.
  const settings = {
    ...slipSettings(where, player, slipBalancesOf(wallet.parts, usePromoCash), now),
    availableBalanceMinor: null,
  };
  const priced = priceBetslip(model, bookOf(records), settings);
  if (!priced.ok) throw slipRejection(priced.error, currency);
  const slip = priced.value;
  const delaySeconds = inPlayDelaySeconds(
    slip,
    records,
    inPlayDelaysOf(where, currency, inPlayOverride(ctx)),
  );
  const acceptAt = slip.betMayBeReferred ? new Date(now.getTime() + delaySeconds * 1000) : null;
  const pending = acceptAt !== null;
  const suspensionSeq = new Map(records.map((r) => [Number(r.outcomeId), r.suspensionSeq]));

  const reference = newReference();
  const stakes = planStakes(wallet, {
    freeMinor: slip.freeMoneyCost,
    cashMinor: slip.totalCost - slip.freeMoneyCost,
    usePromoCash,
    reference,
    heldAccountId: facts.held_account_id,
    currency,
  });

  // One id was drawn per staked line, and every bet placed is a staked line.
  const bets = slip.bets.map((bet, i) => {
    const id = facts.bet_ids[i];
    if (id === undefined) throw new Error(`no bet id drawn for ${bet.ref}`);
    return { bet, id };
  });
  const betIds = new Map(bets.map(({ bet, id }) => [bet.ref, id]));

  const wire = wireSlip(slip, {
    accountId: player.account_id,
    originId: request.originId,
    userAcceptOdds: request.userAcceptOdds,
    availableMinor: slipBalancesOf(stakes.after.parts, false).availableMinor,
    delaySeconds,
  });
  const withId = <T extends { ref: string }>(bet: T) => {
    const betId = betIds.get(bet.ref);
    return betId === undefined ? bet : { ...bet, betId };
  };
  const answer: PlacedBetslip = {
    ...wire,
    betSlipId: facts.betslip_id,
    reference,
    accountId: player.account_id,
    status: pending ? 'PENDING' : 'ACCEPTED',
    acceptAt: acceptAt?.toISOString() ?? null,
    // The answer lists the bets placed: staked singles, the multiple and systems if staked.
    singles: wire.singles.filter((s) => betIds.has(s.ref)).map(withId),
    multiples: wire.multiples.filter((m) => betIds.has(m.ref)).map(withId),
    systems: wire.systems.filter((m) => betIds.has(m.ref)).map(withId),
  };

  const write: PlacementWrite = {
    playerId: player.id,
    outcomeIds,
    bookDigest: facts.book_digest,
    counters: {
      u: wallet.counters.unwageredDepositsMinor,
      b: wallet.counters.bonusLeftToWagerMinor,
    },
    balances: [
      { id: wallet.accountIds.real, m: wallet.parts.realMinor },
      { id: wallet.accountIds.bonus, m: wallet.parts.bonusMinor },
      { id: wallet.accountIds.promoCash, m: wallet.parts.promoCashMinor },
    ],
    postings: stakes.postings,
    nextCounters: {
      u: stakes.after.counters.unwageredDepositsMinor,
      b: stakes.after.counters.bonusLeftToWagerMinor,
    },
    at: now.toISOString(),
    betslip: {
      id: facts.betslip_id,
      uuid: d.uuid,
      reference,
      origin_id: request.originId,
      user_accept_odds: request.userAcceptOdds,
      currency,
      total_stake_minor: slip.totalCost,
      potential_returns_minor: slip.potentialReturns,
      free_money_stake_minor: slip.freeMoneyCost,
      request_hash: d.requestHash,
      acceptance: pending ? 'pending' : 'accepted',
      accept_at: acceptAt?.toISOString() ?? null,
    },
    bets: bets.map(({ bet: b, id }) => ({
      id,
      ref: b.ref,
      bet_type_id: b.betTypeId,
      description: b.description,
      currency,
      each_way: b.eachWay,
      no_of_bets: b.noOfBets,
      unit_stake_minor: b.unitStake,
      total_stake_minor: b.totalStake,
      free_money_stake_minor: b.freeMoneyStake,
      potential_returns_minor: b.potentialReturns,
      potential_place_win_minor: b.potentialPlaceWin,
      extra_winnings_minor: b.extraWinnings,
      status: pending ? 'pending' : 'open',
    })),
    legs: bets.flatMap(({ bet: b, id }) =>
      b.legs.map((l, i) => ({
        bet_id: id,
        leg_no: i + 1,
        outcome_id: Number(l.outcomeId),
        market_id: Number(l.marketId),
        event_id: Number(l.eventId),
        price: l.decimal,
        place_terms: l.placeTerms,
        market_suspension_seq: suspensionSeq.get(Number(l.outcomeId)) ?? null,
      })),
    ),
    answer,
  };
  const outcome = locked
    ? await applyPlacements(db, [write]).then(([one]) => one ?? 'book')
    : await applyPlacementInBatch(db, write);
  if (outcome !== 'placed') return { kind: 'changed', what: outcome };
  return { kind: 'done', result: { created: true, betslip: answer } };
}

/** How many bets a slip can place: one per staked line (the ids drawn with its facts). */
function stakedLines(model: Decision['model']): number {
  const lines = [...model.singles, ...(model.multiples ?? []), ...(model.systems ?? [])];
  return lines.filter((l) => effectiveUnitStake(l) > 0).length;
}

/**
 * The slip's stake postings: the free-money part from promo cash only, then the rest as the slip
 * asks (each planned on the wallet the previous one leaves). Refusals are RES codes.
 */
function planStakes(
  wallet: StakeWallet,
  s: {
    freeMinor: number;
    cashMinor: number;
    usePromoCash: boolean;
    reference: string;
    heldAccountId: number;
    currency: string;
  },
): { postings: PlacementWrite['postings']; after: StakeWallet } {
  const postings: PlacementWrite['postings'][number][] = [];
  const roleOf = (role: 'cash' | 'free', list: readonly StakePosting[]) =>
    list.map((p, i) => ({
      kind: p.kind,
      reference: p.reference,
      // The stake posting is the one the betslip names; a bonus release rides along.
      role: i === 0 ? role : null,
      entries: p.entries.map((e) => ({ a: e.accountId, m: e.amountMinor })),
    }));
  let after = wallet;
  const base = {
    reference: s.reference,
    heldAccountId: s.heldAccountId,
    kind: 'bet-stake',
  } as const;
  if (s.freeMinor > 0) {
    const free = planStake(after, { ...base, amountMinor: s.freeMinor, usePromoCash: true });
    if (!free.ok || free.split.promoCashMinor !== s.freeMinor) {
      throw slipRejection([{ code: 'RES-00241', message: RES_CODES['RES-00241'] }], s.currency);
    }
    postings.push(...roleOf('free', free.postings));
    after = free.after;
  }
  if (s.cashMinor > 0) {
    const cash = planStake(after, {
      ...base,
      amountMinor: s.cashMinor,
      usePromoCash: s.usePromoCash,
    });
    if (!cash.ok) {
      throw slipRejection([{ code: 'RES-00056', message: RES_CODES['RES-00056'] }], s.currency);
    }
    postings.push(...roleOf('cash', cash.postings));
    after = cash.after;
  }
  if (postings.length === 0) throw new Error('a placed slip without a debit');
  return { postings, after };
}
