import { CLOSED_SELECTION_MESSAGE } from '@touchline/betting';
import { resCodeTextKey, type Translator } from '@touchline/site';

const RES_CODE_PATTERN = /^RES-\d{5}$/;

/**
 * An error in the page language: a response code the catalogue words (betting-domain §8,
 * `res.RES-00034`) in its words; a code it does not know by the catalogue's "could not be placed
 * ({code})"; anything else (no code, a transport code) as the platform or the rules sent it.
 */
export function betslipErrorText(
  error: { readonly code: string; readonly message: string },
  translator: Translator,
): string {
  if (!RES_CODE_PATTERN.test(error.code)) return error.message;
  const key = resCodeTextKey(error.code);
  if (translator.resolve(key).source !== 'key') return translator.t(key);
  return translator.t('res.unknown', { code: error.code });
}

/** spec betting-domain §8: the closed-selection message, in the page language. */
export function selectionMessageText(message: string, translator: Translator): string {
  return message === CLOSED_SELECTION_MESSAGE ? translator.t('betslip.selectionClosed') : message;
}
