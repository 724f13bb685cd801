/**
 * Jackpot prize-pool maths (spec betting-domain §3 Jackpot bet, §4 Jackpot; the spec is silent
 * on the pool, so every number here is a decision recorded in docs/decisions.md "Jackpots").
 * Everything is integer minor units of one currency; nothing is created or lost:
 * sum of payouts + house share + rollover out = stakes + rollover in.
 */
import { quickBetAmountsMinor } from '../stakes/quick-bet';

/** The operator's share of every jackpot's stakes, in basis points (20 %). */
export const JACKPOT_OPERATOR_SHARE_BP = 2000;

const BP = 10_000;

/** One prize tier: the lines with exactly `correct` right picks share `shareBp` of the pool. */
export interface JackpotTier {
  readonly correct: number;
  readonly shareBp: number;
}

/**
 * Tiers by the jackpot's event count, best first; shares add up to 100 %. Decision: the 13-match
 * jackpot pays 13, 12 and 11 correct (60/25/15 %); the 8-match one pays 8 and 7 (70/30 %). Any
 * other size pays only the full house.
 */
export function jackpotTiers(eventCount: number): readonly JackpotTier[] {
  if (eventCount === 13) {
    return [
      { correct: 13, shareBp: 6000 },
      { correct: 12, shareBp: 2500 },
      { correct: 11, shareBp: 1500 },
    ];
  }
  if (eventCount === 8) {
    return [
      { correct: 8, shareBp: 7000 },
      { correct: 7, shareBp: 3000 },
    ];
  }
  return [{ correct: eventCount, shareBp: BP }];
}

function assertMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${what} must be a non-negative integer of minor units: ${value}`);
  }
}

/**
 * Decision: the stake of one jackpot line in a currency is a fifth of its smallest quick-bet
 * amount (spec betting-domain §9): 1.00 EUR/GBP/USD, 2.00 in the "others" row (USDT …), 1000
 * KRW, 10 IDR (× 1000 for the thousand-scaled currencies), never below one minor unit.
 */
export function jackpotStakePerLineMinor(currency: string): number {
  const [smallest] = quickBetAmountsMinor(currency);
  return Math.max(1, Math.floor((smallest ?? 0) / 5));
}

export interface JackpotPool {
  /** What the operator keeps: floor(stakes × share). */
  readonly houseMinor: number;
  /** What the tiers share: the rest of the stakes plus the rollover carried in. */
  readonly prizePoolMinor: number;
}

/** The pool of one jackpot round in one currency. */
export function jackpotPool(stakesMinor: number, rolloverInMinor: number): JackpotPool {
  assertMinor(stakesMinor, 'stakes');
  assertMinor(rolloverInMinor, 'rollover');
  const houseMinor = Math.floor((stakesMinor * JACKPOT_OPERATOR_SHARE_BP) / BP);
  return { houseMinor, prizePoolMinor: stakesMinor - houseMinor + rolloverInMinor };
}

/**
 * The prize pool split over the tiers by their shares (dinero's allocate): each tier gets the
 * floor of its share and the minor units left by rounding go one each to the best tiers first,
 * so the amounts always add up to the pool.
 */
export function jackpotTierAmounts(
  prizePoolMinor: number,
  tiers: readonly JackpotTier[],
): number[] {
  assertMinor(prizePoolMinor, 'prize pool');
  const totalBp = tiers.reduce((sum, t) => sum + t.shareBp, 0);
  if (tiers.length === 0 || totalBp <= 0) throw new Error('a jackpot needs at least one tier');
  const amounts = tiers.map((t) => Math.floor((prizePoolMinor * t.shareBp) / totalBp));
  let left = prizePoolMinor - amounts.reduce((sum, a) => sum + a, 0);
  for (let i = 0; left > 0; i = (i + 1) % amounts.length, left--) {
    amounts[i] = (amounts[i] ?? 0) + 1;
  }
  return amounts;
}

/**
 * How one ordinal of a jackpot finished: `winners` are the winning outcome ids of its 1X2
 * market; `void` when the match was abandoned or its market voided. Decision: a void match
 * counts as correct for every pick on it (every line), so no player loses by it.
 */
export interface JackpotMatchResult {
  readonly ordinal: number;
  readonly void: boolean;
  readonly winners: readonly number[];
}

export interface JackpotPick {
  readonly ordinal: number;
  readonly outcomeId: number;
}

/**
 * The lines of one slip by their number of correct picks: `counts[k]` lines have exactly k
 * right. A permed slip has picks × picks × … lines; its counts are the coefficients of
 * ∏ (wrong_i + right_i·x) over the ordinals, so no line is enumerated.
 */
export function jackpotLinesByCorrect(
  picks: readonly JackpotPick[],
  results: readonly JackpotMatchResult[],
): number[] {
  const byOrdinal = new Map<number, number[]>();
  for (const p of picks) {
    const list = byOrdinal.get(p.ordinal);
    if (list) list.push(p.outcomeId);
    else byOrdinal.set(p.ordinal, [p.outcomeId]);
  }
  let counts = [1];
  for (const r of results) {
    const outcomes = byOrdinal.get(r.ordinal) ?? [];
    const right = r.void ? outcomes.length : outcomes.filter((o) => r.winners.includes(o)).length;
    const wrong = outcomes.length - right;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((c, k) => {
      next[k] = (next[k] ?? 0) + c * wrong;
      next[k + 1] = (next[k + 1] ?? 0) + c * right;
    });
    counts = next;
  }
  return counts;
}

/** One slip entering the settlement: its id and its lines by number of correct picks. */
export interface JackpotEntry {
  readonly id: number;
  readonly linesByCorrect: readonly number[];
}

export interface JackpotTierResult {
  readonly correct: number;
  readonly amountMinor: number;
  readonly winningLines: number;
  /** What each winning line gets: floor(amount / winning lines); 0 when nobody won. */
  readonly perLineMinor: number;
}

export interface JackpotSettlement {
  readonly houseMinor: number;
  readonly prizePoolMinor: number;
  readonly tiers: readonly JackpotTierResult[];
  /** What each slip is paid (every entry, 0 for a slip that won nothing). */
  readonly payouts: ReadonlyMap<number, number>;
  /**
   * Carried to the next round of the same jackpot and currency: the whole amount of a tier
   * nobody won, plus each tier's remainder of the equal split (decision: the rounding remainder
   * rolls over rather than going to the house or to one line).
   */
  readonly rolloverOutMinor: number;
}

/**
 * Settles one jackpot round in one currency: the house share, the tier amounts, an equal split
 * among each tier's winning lines in whole minor units, and what rolls over.
 */
export function settleJackpot(input: {
  readonly eventCount: number;
  readonly stakesMinor: number;
  readonly rolloverInMinor: number;
  readonly entries: readonly JackpotEntry[];
}): JackpotSettlement {
  const tiers = jackpotTiers(input.eventCount);
  const { houseMinor, prizePoolMinor } = jackpotPool(input.stakesMinor, input.rolloverInMinor);
  const amounts = jackpotTierAmounts(prizePoolMinor, tiers);
  const payouts = new Map<number, number>(input.entries.map((e) => [e.id, 0]));
  let rolloverOutMinor = 0;
  const results = tiers.map((tier, i): JackpotTierResult => {
    const amountMinor = amounts[i] ?? 0;
    const winningLines = input.entries.reduce(
      (sum, e) => sum + (e.linesByCorrect[tier.correct] ?? 0),
      0,
    );
    if (winningLines === 0) {
      rolloverOutMinor += amountMinor;
      return { correct: tier.correct, amountMinor, winningLines, perLineMinor: 0 };
    }
    const perLineMinor = Math.floor(amountMinor / winningLines);
    rolloverOutMinor += amountMinor - perLineMinor * winningLines;
    for (const e of input.entries) {
      const lines = e.linesByCorrect[tier.correct] ?? 0;
      if (lines > 0) payouts.set(e.id, (payouts.get(e.id) ?? 0) + lines * perLineMinor);
    }
    return { correct: tier.correct, amountMinor, winningLines, perLineMinor };
  });
  return { houseMinor, prizePoolMinor, tiers: results, payouts, rolloverOutMinor };
}
