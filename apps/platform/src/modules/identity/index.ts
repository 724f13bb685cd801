/**
 * Identity's face: what the rest of the platform may use. Other modules authenticate bearer
 * tokens and check ownership and the betting gate; the platform registers the routes, wires
 * steps into self-exclusion and runs the login-data purge; the seed hashes demo passwords.
 */
export { identityRoutes } from './routes';
export {
  assertMayBet,
  assertOwnAccount,
  assertOwnUsername,
  authenticate,
  markDepositor,
  type AuthenticatedPlayer,
} from './service';
export { addSelfExclusionStep, type SelfExclusionStep } from './deps';
export { hashPassword } from './passwords';
export { startLoginDataPurge } from './purge';
