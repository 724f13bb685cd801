'use client';

import { useCallback } from 'react';
import { useTranslator } from '../site/site-context';
import { ApiRequestError } from './api-error';

/** The client's own failure codes (client.ts) and the catalogue text each is shown with. */
const CLIENT_ERROR_KEYS: Readonly<Record<string, string>> = {
  NETWORK: 'api.error.network',
  BAD_RESPONSE: 'api.error.badResponse',
  NOT_LOGGED_IN: 'api.error.notLoggedIn',
  TOKEN_EXPIRED: 'api.error.expired',
  MAINTENANCE: 'api.error.maintenance',
  BLOCKED: 'api.error.blocked',
};

/**
 * `readableErrorMessage` in the page language: the client's own failures (no network, an
 * unreadable answer, an expired session, an HTTP status without a body) from the catalogue; a
 * platform refusal with its own message shows that message, which the platform words itself.
 */
export function useErrorText(): (error: unknown) => string {
  const translator = useTranslator();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRequestError)) return translator.t('api.error.generic');
      const key = CLIENT_ERROR_KEYS[error.code];
      if (key !== undefined && translator.resolve(key).source !== 'key') return translator.t(key);
      if (error.code.startsWith('HTTP_')) return translator.t('api.error.generic');
      return error.message;
    },
    [translator],
  );
}
