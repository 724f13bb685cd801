/**
 * Branded ids (brand what is easy to mix up). An outcome id handed where a
 * market id is expected compiles as a plain number; as brands it does not. Each brand is made
 * by a constructor that validates, so a value of the type is known to be a well-formed id.
 *
 * The wire sends ids as numbers (spec betting-domain §3, §7); stores and URLs sometimes hold them
 * as digit strings (a bet keyed by `'123'`), so the constructors take either and give a number.
 * Decision: an id is a non-negative safe integer. 0 is accepted because partial server answers
 * use it for "not known yet" (the betslip reducer's fallback for a single it never saw).
 */

export type OutcomeId = number & { readonly __brand: 'OutcomeId' };
export type EventId = number & { readonly __brand: 'EventId' };
export type MarketId = number & { readonly __brand: 'MarketId' };
export type AccountId = number & { readonly __brand: 'AccountId' };

export const ID_ERRORS = {
  invalid: 'must be a non-negative whole number',
} as const;

/** The number of a well-formed id, or null (a safe integer ≥ 0, or the digits of one). */
export function readIdValue(raw: unknown): number | null {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string' && /^\d{1,16}$/.test(raw.trim())) value = Number(raw.trim());
  else return null;
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function idOf(raw: number | string, what: string): number {
  const value = readIdValue(raw);
  if (value === null) throw new Error(`${what} ${ID_ERRORS.invalid}: ${String(raw)}`);
  return value;
}

/** Validating constructor of an outcome (selection) id. */
export function outcomeId(raw: number | string): OutcomeId {
  return idOf(raw, 'An outcome id') as OutcomeId;
}

/** Validating constructor of an event id. */
export function eventId(raw: number | string): EventId {
  return idOf(raw, 'An event id') as EventId;
}

/** Validating constructor of a market id. */
export function marketId(raw: number | string): MarketId {
  return idOf(raw, 'A market id') as MarketId;
}

/** Validating constructor of a wallet account id (the `{accountId}` of the betslip paths). */
export function accountId(raw: number | string): AccountId {
  return idOf(raw, 'An account id') as AccountId;
}
