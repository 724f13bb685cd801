import type { LoginSuccess } from '@touchline/contract';
import { api } from '../../../shared/api/browser-client';

/** spec shell §7: POST …/security_question/checkAnswer?authenticated=true, form answer. */
export function checkSecurityAnswer(locale: string, answer: string): Promise<LoginSuccess> {
  return api.auth.checkAnswer({
    params: { locale },
    query: { authenticated: 'true' },
    body: { answer },
  });
}
