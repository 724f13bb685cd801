import { err, ok, type Result } from '../assert';
import { BETSLIP_DEFAULTS } from './limits';
import { NO_STAKE, stakeMinor, type Stake } from '../stakes/stake';

/** The stake fields a bet of the slip carries, in minor units (spec betting-domain §3). */
export interface BetStakeFields {
  readonly unitStake?: Stake | null;
  /**
   * A positive amount: the free-money stake. 0 or undefined: no free stake (a new bet, or
   * freeBetNull, spec §4). null: a server answer that sent null explicitly (see below).
   */
  readonly freeMoneyUnitStake?: Stake | null;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && value > 0;

/** spec betting-domain §5: free-money stake is used instead of the normal stake when set. */
export function usesFreeMoneyStake(bet: BetStakeFields): boolean {
  // Decision: "set" means a positive amount; null (freeBetNull) and 0 are not set.
  return positive(bet.freeMoneyUnitStake);
}

/** The stake that counts for the bet: the free-money stake when set, else the normal stake. */
export function effectiveUnitStake(bet: BetStakeFields): Stake {
  const stake = usesFreeMoneyStake(bet) ? bet.freeMoneyUnitStake : bet.unitStake;
  if (stake === null || stake === undefined) return NO_STAKE;
  // The brand says minor units; the check still catches a cast that lied.
  return stakeMinor(stake);
}

export interface PlaceBetSlip {
  readonly singles: readonly BetStakeFields[];
  readonly multiples?: readonly BetStakeFields[];
  readonly systems?: readonly BetStakeFields[];
}

/**
 * spec betting-domain §5, implemented literally: Place Bet is disabled when
 *  (1) the slip has no bets (no singles), or
 *  (2) some bet has a normal stake with a null free stake, or
 *  (3) all bets have neither stake.
 * Convention (docs/decisions.md "Betting rules"): the package never makes a free
 * stake null — a new bet and freeBetNull both hold 0 (spec §4 "unit stake becomes 0") — so a
 * slip built by the betslip reducer with normal stakes is placeable. null only arrives from a
 * server answer that sends it explicitly; the reducer keeps it, and (2) then blocks the bet's
 * normal stake until a later answer gives a number.
 * Decision: the multiple and the system bets count as bets for (2) and (3); otherwise a slip
 * staked only on its multiple could never be placed.
 */
export function isPlaceBetEnabled(slip: PlaceBetSlip): boolean {
  if (slip.singles.length === 0) return false;
  const all = [...slip.singles, ...(slip.multiples ?? []), ...(slip.systems ?? [])];
  const normalStakeWithNullFree = all.some(
    (b) => positive(b.unitStake) && b.freeMoneyUnitStake === null,
  );
  if (normalStakeWithNullFree) return false;
  const noneStaked = all.every((b) => !positive(b.unitStake) && !positive(b.freeMoneyUnitStake));
  return !noneStaked;
}

export interface BetCountExceeded {
  readonly code: 'RES-00247';
  readonly max: number;
}

/**
 * spec betting-domain §3/§9: at most max_bets_on_betslip (default 15) bets; more is
 * RES-00247 (number of bets exceeded).
 */
export function checkBetslipBetCount(
  count: number,
  maxBets: number = BETSLIP_DEFAULTS.maxBetsOnBetslip,
): Result<number, BetCountExceeded> {
  return count > maxBets ? err({ code: 'RES-00247', max: maxBets }) : ok(count);
}

/** Whether one more bet may be added to a slip holding `currentCount`. */
export function canAddBetToBetslip(
  currentCount: number,
  maxBets: number = BETSLIP_DEFAULTS.maxBetsOnBetslip,
): Result<number, BetCountExceeded> {
  return checkBetslipBetCount(currentCount + 1, maxBets);
}

export interface JackpotSelection {
  readonly ordinal: number;
}

/**
 * spec betting-domain §4/§5: a jackpot slip is complete only when its singles cover every
 * ordinal 1..N, N being the jackpot's event count. Decision: a jackpot of no events is never
 * complete, and an ordinal outside 1..N makes the slip invalid (not complete).
 */
export function isJackpotComplete(
  singles: readonly JackpotSelection[],
  eventCount: number,
): boolean {
  if (!Number.isInteger(eventCount) || eventCount < 1) return false;
  const covered = new Set<number>();
  for (const s of singles) {
    if (!Number.isInteger(s.ordinal) || s.ordinal < 1 || s.ordinal > eventCount) return false;
    covered.add(s.ordinal);
  }
  return covered.size === eventCount;
}

/**
 * Lines of a jackpot slip: one pick per event makes one line; several picks on an event
 * multiply the lines (a permed jackpot). 0 while the slip is incomplete.
 */
export function jackpotLineCount(singles: readonly JackpotSelection[], eventCount: number): number {
  if (!isJackpotComplete(singles, eventCount)) return 0;
  const perOrdinal = new Map<number, number>();
  for (const s of singles) perOrdinal.set(s.ordinal, (perOrdinal.get(s.ordinal) ?? 0) + 1);
  let lines = 1;
  for (const count of perOrdinal.values()) lines *= count;
  return lines;
}

/** spec betting-domain §3 jackpotTotalStake / totalCost: globalStake × lines, in minor units. */
export function jackpotTotalStake(
  globalStakeMinor: number,
  singles: readonly JackpotSelection[],
  eventCount: number,
): number {
  if (!Number.isSafeInteger(globalStakeMinor) || globalStakeMinor < 0) {
    throw new Error('Stakes must be non-negative integers of minor units');
  }
  return globalStakeMinor * jackpotLineCount(singles, eventCount);
}
