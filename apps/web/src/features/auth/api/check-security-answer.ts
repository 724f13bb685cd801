import { LoginSuccess } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { authComponentPath } from './auth-paths';

/** spec shell §7: POST …/security_question/checkAnswer?authenticated=true, form answer. */
export function checkSecurityAnswer(locale: string, answer: string): Promise<LoginSuccess> {
  return apiRequest(authComponentPath(locale, 'security_question/checkAnswer?authenticated=true'), {
    method: 'POST',
    form: { answer },
    schema: LoginSuccess,
  });
}
