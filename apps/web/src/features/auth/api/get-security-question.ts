import { SecurityQuestionResponse } from '@touchline/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { authComponentPath } from './auth-paths';

/** spec shell §7: GET …/security_question/getquestion?authenticated=true → `result`. */
export async function getSecurityQuestion(locale: string): Promise<string> {
  const response = await apiRequest(
    authComponentPath(locale, 'security_question/getquestion?authenticated=true'),
    { schema: SecurityQuestionResponse },
  );
  return response.result;
}
