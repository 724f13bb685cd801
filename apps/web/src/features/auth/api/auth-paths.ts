import { AUTH_BASE } from '../../../shared/config/site';

/**
 * spec shell §7: `{auth}/{locale}/api/plugins/component/route/{route}` — the login, one-time
 * code, security question and logout calls. `route` may carry its query (`?authenticated=true`).
 */
export function authComponentPath(locale: string, route: string): string {
  return `${AUTH_BASE}/${locale}/api/plugins/component/route/${route}`;
}
