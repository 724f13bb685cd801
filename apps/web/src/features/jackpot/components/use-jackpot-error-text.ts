'use client';

import { resCodeTextKey } from '@touchline/site';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useTranslator } from '../../../shared/site/site-context';

/**
 * A slip error in the page language: the jackpot's own wording of a code (`jackpot.error.*`),
 * else the betslip's wording of a RES code (betting-domain §8, `res.*`), else the client's
 * wording of a failure without a code (no network, expired session), else the platform's text.
 */
export function useJackpotErrorText(): (code: string, message: string, error?: unknown) => string {
  const translator = useTranslator();
  const errorText = useErrorText();
  return useCallback(
    (code, message, error) => {
      if (code !== '') {
        for (const key of [`jackpot.error.${code}`, resCodeTextKey(code)]) {
          if (translator.resolve(key).source !== 'key') return translator.t(key);
        }
      }
      if (error instanceof ApiRequestError || message === '') return errorText(error);
      return message;
    },
    [translator, errorText],
  );
}
