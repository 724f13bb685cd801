import { BETTING_LIMITS } from '../site-settings';

/** spec betting-domain §8: betslip response codes and what they mean. */
export const RES_CODES = {
  'RES-00152': 'Bet change',
  'RES-00048': 'Bet suspended',
  'RES-00109': 'Bet suspended',
  'RES-00108': 'Single bet or event suspended',
  'RES-00056': 'Stake greater than balance',
  'RES-00034': 'Stake above the maximum',
  'RES-00103': 'Wagers disallowed',
  'RES-00140': 'Stake below the minimum',
  'RES-00057': 'Running bet greater than balance',
  'RES-00153': 'Spread changed',
  'RES-00195': 'Rejected by attendant',
  'RES-00047': 'Event passed',
  'RES-00046': 'Feed error',
  'RES-00100': 'Starting price not allowed',
  'RES-00098': 'No price available',
  'RES-00199': 'Timed out',
  'RES-00196': 'Timed out',
  'RES-00218': 'Combining outcomes not allowed',
  'RES-00233': 'Critical combination limit reached',
  'RES-00241': 'Free bet failed',
  'RES-00049': 'Exception occurred',
  'RES-00246': 'Another bet in progress',
  'RES-00247': 'Number of bets exceeded',
  'RES-00249': 'Feed alert active',
} as const;

export type ResCode = keyof typeof RES_CODES;

export function isResCode(code: string): code is ResCode {
  return Object.hasOwn(RES_CODES, code);
}

/**
 * What a betslip response code means for the UI (spec betting-domain §8, grouped here):
 * - priceChange: the price or line moved; the player accepts the new one and places again;
 * - suspended: the bet, selection or event is suspended for now;
 * - stakeLimit: the stake is outside the allowed minimum/maximum;
 * - insufficientFunds: the stake (or the running bets) exceed the balance;
 * - notAccepted: the bet was refused (wagers disallowed, attendant, starting price);
 * - unavailable: the event passed or no price exists;
 * - feed: the odds feed errored or has an alert active;
 * - timeout: placement timed out;
 * - betslipLimit: the combination or count of bets is not allowed;
 * - freeBet: the free bet could not be used;
 * - inProgress: another bet is being placed;
 * - error: an unexpected server exception.
 */
export const RES_CODE_CATEGORIES = [
  'priceChange',
  'suspended',
  'stakeLimit',
  'insufficientFunds',
  'notAccepted',
  'unavailable',
  'feed',
  'timeout',
  'betslipLimit',
  'freeBet',
  'inProgress',
  'error',
] as const;
export type ResCodeCategory = (typeof RES_CODE_CATEGORIES)[number];

/** spec betting-domain §8: each response code's category. */
export const RES_CODE_CATEGORY: Readonly<Record<ResCode, ResCodeCategory>> = {
  'RES-00152': 'priceChange',
  'RES-00153': 'priceChange',
  'RES-00048': 'suspended',
  'RES-00109': 'suspended',
  'RES-00108': 'suspended',
  'RES-00034': 'stakeLimit',
  'RES-00140': 'stakeLimit',
  'RES-00056': 'insufficientFunds',
  'RES-00057': 'insufficientFunds',
  'RES-00103': 'notAccepted',
  'RES-00195': 'notAccepted',
  'RES-00100': 'notAccepted',
  'RES-00047': 'unavailable',
  'RES-00098': 'unavailable',
  'RES-00046': 'feed',
  'RES-00249': 'feed',
  'RES-00199': 'timeout',
  'RES-00196': 'timeout',
  'RES-00218': 'betslipLimit',
  'RES-00233': 'betslipLimit',
  'RES-00247': 'betslipLimit',
  'RES-00241': 'freeBet',
  'RES-00246': 'inProgress',
  'RES-00049': 'error',
};

export function resCodeCategory(code: ResCode): ResCodeCategory {
  return RES_CODE_CATEGORY[code];
}

/** The codes of a category, in catalogue order. */
export function resCodesInCategory(category: ResCodeCategory): ResCode[] {
  return (Object.keys(RES_CODES) as ResCode[]).filter(
    (code) => RES_CODE_CATEGORY[code] === category,
  );
}

/** A price or spread change: the betslip shows the new price for the player to accept. */
export function isPriceChangeResCode(code: string): boolean {
  return isResCode(code) && RES_CODE_CATEGORY[code] === 'priceChange';
}

/** A suspension of the bet, selection or event. */
export function isSuspensionResCode(code: string): boolean {
  return isResCode(code) && RES_CODE_CATEGORY[code] === 'suspended';
}

/** A stake below the minimum or above the maximum. */
export function isStakeLimitResCode(code: string): boolean {
  return isResCode(code) && RES_CODE_CATEGORY[code] === 'stakeLimit';
}

/**
 * Placing the same betslip again, unchanged, may succeed: a timeout, a feed hiccup or another bet
 * still in progress. Every other code needs the player to change something first.
 */
export function isRetryableResCode(code: string): boolean {
  if (!isResCode(code)) return false;
  const category = RES_CODE_CATEGORY[code];
  return category === 'timeout' || category === 'feed' || category === 'inProgress';
}

/** spec betting-domain §8: the message for a selection that has closed. */
export const CLOSED_SELECTION_MESSAGE = 'Your selection is not available anymore';

/** spec betting-domain §8: the toast for a betslip creation that failed with HTTP 500. */
export const BETSLIP_CREATION_ERROR = {
  title: 'Betslip: Something went wrong',
  referenceLabel: 'Req. ref',
  /** spec betting-domain §8 / §9: the toast lasts 10 seconds. */
  durationMs: BETTING_LIMITS.betslipErrorToastSeconds * 1000,
} as const;

export interface BetslipCreationErrorToast {
  readonly type: 'error';
  readonly title: string;
  /** 'Req. ref' plus the request uuid, for support to find the failed call. */
  readonly detail: string;
  readonly durationMs: number;
}

/** spec betting-domain §8: the 10-second toast for a betslip creation that failed with HTTP 500. */
export function betslipCreationErrorToast(requestUuid: string): BetslipCreationErrorToast {
  return {
    type: 'error',
    title: BETSLIP_CREATION_ERROR.title,
    detail: `${BETSLIP_CREATION_ERROR.referenceLabel} ${requestUuid}`,
    durationMs: BETSLIP_CREATION_ERROR.durationMs,
  };
}
