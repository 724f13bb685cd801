/**
 * Identity's face: what the rest of the platform may use. Other modules register their routes
 * with its access guard (the session behind a request, ownership of the path's account) and
 * check the betting gate; the `/ws` player channel resolves a socket's token
 * (`authenticateToken`); the platform registers the routes, wires steps into self-exclusion
 * and runs the login-data purge; the seed hashes demo passwords.
 */
export { identityRoutes } from './routes';
export {
  accessGuard,
  advertViewerOf,
  assertMayBet,
  assertMayBetOn,
  markDepositor,
  type Authenticated,
  type AuthenticatedPlayer,
} from './service';
export { authenticateToken } from './session-service';
export { addSelfExclusionStep, type SelfExclusionStep } from './deps';
export { hashPassword } from './passwords';
export { clientIp } from './request-info';
export { startLoginDataPurge } from './purge';
