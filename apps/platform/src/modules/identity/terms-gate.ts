/**
 * The terms-of-use gate (spec shell §4 terms-of-use popup; Touchline decision: betting and the
 * cashier wait for the current terms): when the brand requires acceptance
 * (`login.terms_acceptance`), a session whose player has not accepted the current version may
 * not place a bet or a jackpot slip, deposit or withdraw. The web shows why and reopens the
 * popup; this is the server's half, so calling the API directly changes nothing.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS, toFastifyPath, type EndpointSpec } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { termsNotAccepted } from './errors';
import { hasAcceptedTerms } from './repository';
import type { Authenticated } from './session-service';

/** The calls that stake or move money: the ones the pending terms hold back. */
const TERMS_GATED: readonly EndpointSpec[] = [
  ENDPOINTS.bets.place,
  ENDPOINTS.jackpot.place,
  ENDPOINTS.wallet.deposit,
  ENDPOINTS.wallet.withdraw,
];

const GATED_ROUTES: ReadonlySet<string> = new Set(
  TERMS_GATED.map((endpoint) => `${endpoint.method} ${toFastifyPath(endpoint.path)}`),
);

/** Whether a request is one of the gated calls (by its registered route, not its URL). */
export function isTermsGatedRequest(request: FastifyRequest): boolean {
  return GATED_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

/** Refuses (403 TERMS_NOT_ACCEPTED) a gated call while the current terms await an answer. */
export async function assertTermsAccepted(
  ctx: AppContext,
  auth: Authenticated,
  request: FastifyRequest,
): Promise<void> {
  if (!ctx.site.termsAcceptanceRequired() || !isTermsGatedRequest(request)) return;
  const version = ctx.config.identity.termsVersion;
  if (!(await hasAcceptedTerms(ctx.db, auth.player.id, version))) throw termsNotAccepted(version);
}
