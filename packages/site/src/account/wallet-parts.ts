/**
 * The sportsbook wallet's three parts (spec shell §3 / betting-domain §3 Wallet: realBalance,
 * bonusBalance, promoCash, totalLeftToWager, withdrawableAmount) and the rules between them.
 * All amounts are integer minor units of the wallet's currency.
 */

export interface WalletParts {
  /** Deposited money and winnings: the only part that can be withdrawn. */
  readonly realMinor: number;
  /** Bonus money: stakeable, released into real money once its wagering requirement is met. */
  readonly bonusMinor: number;
  /** Promo cash: stakeable only when the betslip asks for it (`usePromoCash`); never withdrawn. */
  readonly promoCashMinor: number;
}

export interface StakeSplit {
  readonly realMinor: number;
  readonly bonusMinor: number;
  readonly promoCashMinor: number;
}

/**
 * What a stake can draw on by default: real plus bonus (the wallet's `balance`, and the
 * betslip's `availableBalance`). Promo cash is added only when the slip asks for it.
 */
export function stakeableMinor(parts: WalletParts, usePromoCash = false): number {
  return parts.realMinor + parts.bonusMinor + (usePromoCash ? parts.promoCashMinor : 0);
}

/** Everything in the wallet: the `totalBalance` field. */
export function totalMinor(parts: WalletParts): number {
  return parts.realMinor + parts.bonusMinor + parts.promoCashMinor;
}

/**
 * Decision (spec silent): the order a stake is taken from the parts. Promo cash first when the
 * slip asks for it (it exists to be spent), then real money, then bonus. Real before bonus is the
 * order UK and EU regulators expect: a player's own deposit is never locked behind bonus terms,
 * and bonus money stays visible as bonus until its wagering is met. Null when the parts cannot
 * cover the stake.
 */
export function splitStake(
  parts: WalletParts,
  stakeMinor: number,
  usePromoCash = false,
): StakeSplit | null {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) {
    throw new Error(`stake must be a positive integer of minor units: ${stakeMinor}`);
  }
  if (stakeableMinor(parts, usePromoCash) < stakeMinor) return null;
  let left = stakeMinor;
  const promoCashMinor = usePromoCash ? Math.min(left, parts.promoCashMinor) : 0;
  left -= promoCashMinor;
  const realMinor = Math.min(left, parts.realMinor);
  left -= realMinor;
  const bonusMinor = left;
  return { realMinor, bonusMinor, promoCashMinor };
}

/**
 * Decision (spec silent; anti-money-laundering "wager deposits once before withdrawal"):
 * only real money can be withdrawn, and of it only what is not deposited money still waiting to
 * be staked once. Winnings and released bonus money are withdrawable at once; a deposit becomes
 * withdrawable as it is staked. Bonus and promo cash are never withdrawable.
 */
export function withdrawableMinor(realMinor: number, unwageredDepositsMinor: number): number {
  return Math.max(0, realMinor - Math.max(0, unwageredDepositsMinor));
}

/**
 * The wallet's two turnover counters.
 * - `unwageredDepositsMinor`: deposited money not yet staked once (withdrawal rule above).
 * - `bonusLeftToWagerMinor`: the spec's `totalLeftToWager`. A bonus of B with a wagering
 *   multiplier of k adds k × B; every stake from real or bonus money counts (promo cash does not:
 *   it is a free stake); at zero the whole bonus part is released into real money.
 */
export interface WageringCounters {
  readonly unwageredDepositsMinor: number;
  readonly bonusLeftToWagerMinor: number;
}

/** A stake's effect on the wagering counters: deposits count real-money stakes only. */
export function afterStake(
  counters: WageringCounters,
  split: StakeSplit,
): WageringCounters & { readonly bonusReleased: boolean } {
  const wasWagering = counters.bonusLeftToWagerMinor > 0;
  const bonusLeftToWagerMinor = Math.max(
    0,
    counters.bonusLeftToWagerMinor - split.realMinor - split.bonusMinor,
  );
  return {
    unwageredDepositsMinor: Math.max(0, counters.unwageredDepositsMinor - split.realMinor),
    bonusLeftToWagerMinor,
    // The bonus is released the moment its requirement reaches zero (see `WageringCounters`).
    bonusReleased: wasWagering && bonusLeftToWagerMinor === 0,
  };
}

/** Decision: the wagering multiplier of a bonus when the promotion names none. */
export const DEFAULT_BONUS_WAGERING_MULTIPLIER = 5;

/** The wagering a bonus adds: multiplier × amount (whole multiples only). */
export function bonusWageringMinor(
  bonusMinor: number,
  multiplier = DEFAULT_BONUS_WAGERING_MULTIPLIER,
): number {
  if (!Number.isInteger(multiplier) || multiplier < 0 || multiplier > 100) {
    throw new Error(`wagering multiplier must be an integer from 0 to 100: ${multiplier}`);
  }
  return bonusMinor * multiplier;
}
