/**
 * Stake strings and stake rules (spec betting-domain §4 "Stake entry", §5, §9): the on-screen
 * keyboard, parsing and formatting of the stake text, the default stake, the special values
 * freeBetNull / freeBetMax, stake limits and the stake-update debounce.
 *
 * Stake text is in display units: for the thousand-scaled currencies (see `./money`) "100" is
 * 100,000 VND, the same unit the player reads the balance in. Parsed stakes are minor units.
 */
import { err, ok, type Result } from '../assert';
import { BETSLIP_DEFAULTS } from '../betslip/limits';
import {
  currencyPrecision,
  displayAmountToMinor,
  formatAmount,
  isThousandScaledCurrency,
  parseDisplayAmount,
  toFixedHalfUp,
  type CurrencyOptions,
} from '../money/money';
import { BETTING_LIMITS } from '../site-settings';

// ---------------------------------------------------------------------------------------------
// The stake amount

/**
 * A stake in integer minor units: what the betslip, the multiples, the systems
 * and settlement take. Wire stakes are major units and typed stakes are display units (× 1000
 * for the thousand-scaled currencies), so a bare number is easy to hand over in the wrong unit;
 * a `Stake` can only come from `stakeMinor` or from the parsers below, which convert.
 */
export type Stake = number & { readonly __brand: 'Stake' };

export const STAKE_ERRORS = {
  notMinor: 'A stake must be a non-negative integer of minor units',
} as const;

export function isStake(value: unknown): value is Stake {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Validating constructor: a non-negative safe integer of minor units. */
export function stakeMinor(minor: number): Stake {
  if (!isStake(minor)) throw new Error(`${STAKE_ERRORS.notMinor}: ${String(minor)}`);
  return minor;
}

/** No stake (0 minor units). */
export const NO_STAKE: Stake = stakeMinor(0);

// ---------------------------------------------------------------------------------------------
// Keyboard

/** spec betting-domain §5/§9: a keyboard stake string is at most 13 characters. */
export const MAX_STAKE_TEXT_LENGTH = BETTING_LIMITS.keyboardStakeMaxLength;
/** spec betting-domain §5/§9: a keyboard stake has at most 2 decimals. */
export const MAX_STAKE_DECIMALS = BETTING_LIMITS.keyboardStakeMaxDecimals;

/** spec betting-domain §2: the on-screen keyboard offers digits, a decimal point, delete, done. */
export const STAKE_KEYBOARD_KEYS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '.',
  '0',
  'delete',
  'done',
] as const;
export type StakeKeyboardKey = (typeof STAKE_KEYBOARD_KEYS)[number];

/** Why a stake text is refused; the keyboard then drops the last character. */
export type StakeTextRejection =
  | 'tooLong'
  | 'leadingDoubleZero'
  | 'loneDot'
  | 'secondDot'
  | 'tooManyDecimals'
  | 'decimalNotAllowed'
  | 'noWholePart'
  | 'notNumeric'
  | 'tooLarge';

/** spec betting-domain §4: the stake string is normalised with thousands separators removed. */
export function normaliseStakeText(text: string): string {
  return text.trim().replace(/,/g, '');
}

/**
 * Decimals a stake may carry: at most 2 (spec §5), never more than the currency has, and none
 * for the thousand-scaled currencies (spec §2: their decimal key is hidden).
 */
export function stakeDecimalPlaces(currency: string, options: CurrencyOptions = {}): number {
  if (isThousandScaledCurrency(currency)) return 0;
  return Math.min(MAX_STAKE_DECIMALS, currencyPrecision(currency, options));
}

/**
 * spec betting-domain §2: the decimal point key is hidden for currencies without decimal
 * precision and for the thousand-scaled currencies.
 */
export function isStakeDecimalKeyShown(currency: string, options: CurrencyOptions = {}): boolean {
  return stakeDecimalPlaces(currency, options) > 0;
}

/**
 * The keyboard's check of a stake text (spec betting-domain §5), on the normalised text. The
 * empty text is accepted (a cleared stake); "12." is accepted while typing.
 */
export function checkStakeText(
  text: string,
  currency: string,
  options: CurrencyOptions = {},
): Result<string, StakeTextRejection> {
  // Decision: the field holds exactly what was typed, and no stake key types a space, so text
  // with white space is refused rather than trimmed (only the parsers trim pasted text).
  if (/\s/.test(text)) return err('notNumeric');
  const t = normaliseStakeText(text);
  // spec betting-domain §5: at most 13 characters.
  if (t.length > MAX_STAKE_TEXT_LENGTH) return err('tooLong');
  // spec betting-domain §5: a leading double zero is rejected.
  if (t.startsWith('00')) return err('leadingDoubleZero');
  // spec betting-domain §5: a lone dot is rejected.
  if (t === '.') return err('loneDot');
  if (!/^[\d.]*$/.test(t)) return err('notNumeric');
  const dot = t.indexOf('.');
  if (dot === -1) return withinSafeRange(t, currency, options);
  // spec betting-domain §5: more than one dot is rejected.
  if (t.indexOf('.', dot + 1) !== -1) return err('secondDot');
  // Decision: ".5" is refused like the lone dot it starts as; the stake parser needs a whole part.
  if (dot === 0) return err('noWholePart');
  const allowed = stakeDecimalPlaces(currency, options);
  // spec betting-domain §2: no decimal key for zero-precision and thousand-scaled currencies.
  if (allowed === 0) return err('decimalNotAllowed');
  // spec betting-domain §5: more than 2 decimals (or more than the currency has) is rejected.
  if (t.length - dot - 1 > allowed) return err('tooManyDecimals');
  return withinSafeRange(t, currency, options);
}

/** 13 digits of thousands of a currency overflow safe integers: the keyboard refuses them too. */
function withinSafeRange(
  t: string,
  currency: string,
  options: CurrencyOptions,
): Result<string, StakeTextRejection> {
  return parseStakeText(t, currency, options) === null ? err('tooLarge') : ok(t);
}

/** Whether a stake text may stand (the web's input check): `checkStakeText` as a boolean. */
export function isAcceptableStakeText(
  text: string,
  currency: string,
  options: CurrencyOptions = {},
): boolean {
  return checkStakeText(text, currency, options).ok;
}

export interface StakeKeyPress {
  /** The stake text after the key. */
  readonly text: string;
  /** spec betting-domain §4: done closes the keyboard. */
  readonly done: boolean;
}

/**
 * One key of the on-screen keyboard: a digit or the dot is appended, and when the result is
 * rejected the last character is dropped again (spec betting-domain §5), leaving the text as it
 * was; delete removes the last character; done keeps the text and closes the keyboard.
 */
export function pressStakeKey(
  text: string,
  key: StakeKeyboardKey,
  currency: string,
  options: CurrencyOptions = {},
): StakeKeyPress {
  const current = normaliseStakeText(text);
  if (key === 'done') return { text: current, done: true };
  if (key === 'delete') return { text: current.slice(0, -1), done: false };
  const next = current + key;
  return { text: checkStakeText(next, currency, options).ok ? next : current, done: false };
}

// ---------------------------------------------------------------------------------------------
// Parsing and formatting

/**
 * The stake in minor units (spec betting-domain §5: parsed after thousands separators are
 * removed). The empty text is a stake of 0; null when the text is not a readable amount.
 */
export function parseStakeText(
  text: string,
  currency: string,
  options: CurrencyOptions = {},
): Stake | null {
  const t = normaliseStakeText(text);
  if (t === '') return NO_STAKE;
  const minor = parseDisplayAmount(t, currency, options);
  return minor === null ? null : stakeMinor(minor);
}

/** The stake in minor units; 0 for empty or unreadable text (the web's former helper). */
export function stakeTextToMinor(
  text: string,
  currency: string,
  options: CurrencyOptions = {},
): Stake {
  return parseStakeText(text, currency, options) ?? NO_STAKE;
}

/**
 * spec betting-domain §5 stake formatting: a stake equal to zero or 0.0 after comma removal is
 * kept as typed (so "0." and "0.0" survive while the player types 0.05); otherwise it is
 * formatted as a number: the whole part grouped by three, leading zeros dropped.
 * Decision: the decimals are kept as typed ("12." and "12.50" stay), so formatting never eats
 * what the player is typing. Text that is not a number is returned unchanged.
 */
export function formatStakeText(text: string): string {
  const t = normaliseStakeText(text);
  const match = /^(\d+)(\.\d*)?$/.exec(t);
  if (!match || Number(t) === 0) return text;
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (match[2] ?? '');
}

/** The stake text of a stake in minor units (display units, grouped): `formatAmount`. */
export function stakeMinorToText(
  minor: number,
  currency: string,
  options: CurrencyOptions = {},
): string {
  return formatAmount(minor, currency, options);
}

// ---------------------------------------------------------------------------------------------
// Default stake

/**
 * spec betting-domain §5: default-stake text must be shorter than a maximum length (value not
 * shown). Decision: 10, so at most 9 characters (999,999,999 display units, far above the
 * 10000 maximum stake).
 */
export const DEFAULT_STAKE_MAX_LENGTH = 10;

export type DefaultStakeInputRejection = 'notNumeric' | 'tooLong';

/**
 * spec betting-domain §5 default stake input: numeric text only (digits and at most one dot),
 * shorter than `DEFAULT_STAKE_MAX_LENGTH`; a leading zero is stripped when the text has more
 * than one character. Decision: only zeros in front of another digit are stripped ("05" → "5",
 * "007" → "7"), so "0.5" keeps its zero instead of becoming ".5".
 */
export function checkDefaultStakeInput(text: string): Result<string, DefaultStakeInputRejection> {
  if (!/^\d*\.?\d*$/.test(text)) return err('notNumeric');
  if (text.length >= DEFAULT_STAKE_MAX_LENGTH) return err('tooLong');
  return ok(text.length > 1 ? text.replace(/^0+(?=\d)/, '') : text);
}

/** The default-stake field after an edit: the cleaned new text, or the previous text if refused. */
export function acceptDefaultStakeInput(previous: string, next: string): string {
  const checked = checkDefaultStakeInput(next);
  return checked.ok ? checked.value : previous;
}

/**
 * spec betting-domain §5 default stake save: a whole number is kept; otherwise it is rounded
 * (half up) to the currency precision. In display units, the unit the player typed. Null for an
 * empty, unreadable or negative value (no default stake to save).
 */
export function defaultStakeToSave(
  value: number | string,
  currency: string,
  options: CurrencyOptions = {},
): number | null {
  const amount = typeof value === 'number' ? value : parseDefaultStakeText(value);
  if (amount === null || !Number.isFinite(amount) || amount < 0) return null;
  if (Number.isInteger(amount)) return amount;
  return Number(toFixedHalfUp(amount, currencyPrecision(currency, options)));
}

function parseDefaultStakeText(text: string): number | null {
  const t = normaliseStakeText(text);
  return /^(?:\d+(?:\.\d*)?|\.\d+)$/.test(t) ? Number(t) : null;
}

// ---------------------------------------------------------------------------------------------
// Special stake values

/** spec betting-domain §4: special stake values. */
export const STAKE_SPECIAL_VALUES = ['freeBetNull', 'freeBetMax'] as const;
export type StakeSpecialValue = (typeof STAKE_SPECIAL_VALUES)[number];

export function isStakeSpecialValue(value: unknown): value is StakeSpecialValue {
  return typeof value === 'string' && (STAKE_SPECIAL_VALUES as readonly string[]).includes(value);
}

/** A stake entry: a stake in minor units, or one of the special values. */
export type StakeEntry = Stake | StakeSpecialValue;

/** The stake fields of one single bet (spec betting-domain §3), in minor units. */
export interface SingleBetStakeState {
  readonly unitStake?: Stake | null;
  readonly freeMoneyUnitStake?: Stake | null;
  readonly maxFreeMoneyStake?: Stake | null;
}

/** Reads a stake string that may be a special value; null when it is neither. */
export function readStakeEntry(
  text: string,
  currency: string,
  options: CurrencyOptions = {},
): StakeEntry | null {
  const t = text.trim();
  return isStakeSpecialValue(t) ? t : parseStakeText(t, currency, options);
}

/**
 * Applies a stake entry to one bet (spec betting-domain §4 special values). This is the one
 * place the special values are applied; the betslip reducer calls it.
 * - freeBetNull removes the free stake: the free-money unit stake becomes 0, which is also what
 *   a bet without free money holds (0 = no free stake; null is only a server's explicit value,
 *   see `isPlaceBetEnabled`);
 * - freeBetMax uses the bet's maxFreeMoneyStake and clears the normal stake (unit stake 0);
 * - an amount sets the normal unit stake and leaves the free stake as it is.
 */
export function applyStakeEntry<T extends SingleBetStakeState>(bet: T, entry: StakeEntry): T {
  if (entry === 'freeBetNull') return { ...bet, freeMoneyUnitStake: NO_STAKE };
  if (entry === 'freeBetMax') {
    // Decision: a bet without free money (no maxFreeMoneyStake) gets a free stake of 0.
    return { ...bet, freeMoneyUnitStake: bet.maxFreeMoneyStake ?? NO_STAKE, unitStake: NO_STAKE };
  }
  // The brand says minor units; the check still catches a cast that lied.
  return { ...bet, unitStake: stakeMinor(entry) };
}

// ---------------------------------------------------------------------------------------------
// Stake limits

/** Site settings bet_stake_min_amount and bet_stake_max_amount, in display units. */
export interface StakeLimitSettings {
  readonly betStakeMinAmount?: number | null;
  readonly betStakeMaxAmount?: number | null;
}

export interface StakeLimitsMinor {
  readonly minMinor: number;
  readonly maxMinor: number;
}

export type StakeLimitError =
  | { readonly code: 'RES-00140'; readonly limitMinor: number }
  | { readonly code: 'RES-00034'; readonly limitMinor: number };

/**
 * The stake limits in minor units: site settings bet_stake_min_amount (default 0) and
 * bet_stake_max_amount (default 10000) (spec betting-domain §3/§9), multiplied by 1000 for the
 * thousand-scaled currencies (spec §5). The minimum rounds up and the maximum down to a minor
 * unit, so neither limit is loosened.
 */
export function stakeLimitsMinor(
  currency: string,
  settings: StakeLimitSettings = {},
  options: CurrencyOptions = {},
): StakeLimitsMinor {
  const min = settings.betStakeMinAmount ?? BETSLIP_DEFAULTS.betStakeMinAmount;
  const max = settings.betStakeMaxAmount ?? BETSLIP_DEFAULTS.betStakeMaxAmount;
  const minMinor = displayAmountToMinor(min, currency, options, 'ceil');
  const maxMinor = displayAmountToMinor(max, currency, options, 'floor');
  if (minMinor === null || maxMinor === null) {
    throw new Error(`Stake limits must be non-negative amounts: min ${min}, max ${max}`);
  }
  return { minMinor, maxMinor };
}

/**
 * spec betting-domain §8: a stake below the minimum is RES-00140, above the maximum RES-00034.
 * The stake is in minor units; the limits come from `stakeLimitsMinor`.
 */
export function checkStakeLimits(
  amountMinor: number,
  currency: string,
  settings: StakeLimitSettings = {},
  options: CurrencyOptions = {},
): Result<Stake, StakeLimitError> {
  const stake = stakeMinor(amountMinor);
  const { minMinor, maxMinor } = stakeLimitsMinor(currency, settings, options);
  if (stake < minMinor) return err({ code: 'RES-00140', limitMinor: minMinor });
  if (stake > maxMinor) return err({ code: 'RES-00034', limitMinor: maxMinor });
  return ok(stake);
}

// ---------------------------------------------------------------------------------------------
// Stake-update debounce

/**
 * Decision: the delay when betslip_delay_before_update_stakes is not set (value not shown):
 * 500 ms, long enough to let a player type a multi-digit stake, short enough to feel live.
 */
export const DEFAULT_STAKE_UPDATE_DELAY_MS = 500;

export interface StakeUpdateContext {
  /** The stake text just entered. */
  readonly stakeText: string;
  readonly isQuickBet?: boolean;
  /** Tax-deducted staking (the stake-after-tax flow). */
  readonly taxDeductedStaking?: boolean;
  /** The caller asks for no debounce (e.g. re-applying the local stake over a backend update). */
  readonly skipDebounce?: boolean;
  /** Site setting betslip_delay_before_update_stakes, in milliseconds. */
  readonly delayBeforeUpdateStakesMs?: number | null;
}

export type StakeUpdateTiming =
  | {
      readonly kind: 'immediate';
      readonly reason:
        'quickBet' | 'taxDeductedStaking' | 'skipDebounce' | 'trailingDotOrZero' | 'noDelay';
    }
  | { readonly kind: 'debounced'; readonly delayMs: number };

/**
 * spec betting-domain §4: stake updates are debounced by betslip_delay_before_update_stakes;
 * they happen at once for quick bets, tax-deducted staking, or when debounce is skipped; a
 * trailing decimal point or zero skips the debounce. Decision: "trailing zero" is read
 * literally, a text whose last character is 0 ("10", "1.50"); a delay of 0 is immediate.
 */
export function stakeUpdateTiming(context: StakeUpdateContext): StakeUpdateTiming {
  if (context.isQuickBet) return { kind: 'immediate', reason: 'quickBet' };
  if (context.taxDeductedStaking) return { kind: 'immediate', reason: 'taxDeductedStaking' };
  if (context.skipDebounce) return { kind: 'immediate', reason: 'skipDebounce' };
  const text = normaliseStakeText(context.stakeText);
  if (text.endsWith('.') || text.endsWith('0')) {
    return { kind: 'immediate', reason: 'trailingDotOrZero' };
  }
  const delayMs = context.delayBeforeUpdateStakesMs ?? DEFAULT_STAKE_UPDATE_DELAY_MS;
  if (!(delayMs > 0)) return { kind: 'immediate', reason: 'noDelay' };
  return { kind: 'debounced', delayMs };
}

/** Whether this stake update waits for the debounce delay (`stakeUpdateTiming` as a boolean). */
export function isStakeUpdateDebounced(context: StakeUpdateContext): boolean {
  return stakeUpdateTiming(context).kind === 'debounced';
}
