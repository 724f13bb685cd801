import { api } from '../../../shared/api/browser-client';

/** spec shell §7: GET …/security_question/getquestion?authenticated=true → `result`. */
export async function getSecurityQuestion(locale: string): Promise<string> {
  const response = await api.auth.securityQuestion({
    params: { locale },
    query: { authenticated: 'true' },
  });
  return response.result;
}
