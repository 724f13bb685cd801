import { currencyCode, parseMajorToMinor } from '@touchline/betting';
import { AppError } from '../../http/errors';

export const AMOUNT_ERRORS = {
  invalidAmount: 'INVALID_AMOUNT',
  currencyMismatch: 'CURRENCY_MISMATCH',
} as const;

/**
 * A cashier or limit amount from the wire (major units, number or numeric text) in minor units:
 * 400 INVALID_AMOUNT when it is not a positive amount with at most the currency's decimals
 * (`parseMajorToMinor`, betting money.ts).
 */
export function parseCashierAmount(
  raw: number | string,
  currency: string,
  field = 'amount',
): number {
  const minor = parseMajorToMinor(raw, currency);
  if (minor === null) {
    throw new AppError(
      400,
      AMOUNT_ERRORS.invalidAmount,
      `${field}: not a valid ${currency} amount (a positive number with at most the currency's decimals)`,
    );
  }
  if (minor <= 0) {
    throw new AppError(400, AMOUNT_ERRORS.invalidAmount, `${field}: must be above zero`);
  }
  return minor;
}

/** A currency named in a request must be the wallet's (400 CURRENCY_MISMATCH otherwise). */
export function assertWalletCurrency(given: string | undefined, walletCurrency: string): void {
  if (given === undefined) return;
  if (currencyCode(given) !== currencyCode(walletCurrency)) {
    throw new AppError(
      400,
      AMOUNT_ERRORS.currencyMismatch,
      `currency: the wallet is in ${walletCurrency}, not ${given}`,
    );
  }
}
