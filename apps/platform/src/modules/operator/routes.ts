import type { FastifyInstance } from 'fastify';
import { assertNever } from '@touchline/betting';
import { ENDPOINTS } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/errors';
import { endpointRegistrar } from '../../http/register-endpoint';
import { clientIp } from '../identity';
import { operatorGuard } from './guard';
import { loginOperator, logoutOperator, readAuditLog } from './service';

const { operator } = ENDPOINTS;
const NO_STORE = { 'cache-control': 'no-store' };

/** Refusals that carry `retryAfterSeconds` (429, a busy 503) also send a Retry-After header. */
function retryAfterHeader(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof AppError && typeof error.extra.retryAfterSeconds === 'number') {
      reply.header('retry-after', String(error.extra.retryAfterSeconds));
    }
  });
}

/** The operator door: sign in and out, read the audit log (publishing calls are the cms's). */
export function operatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Encapsulated: the Retry-After hook applies to these routes only.
  void app.register((scope, _options, done) => {
    retryAfterHeader(scope);
    const route = endpointRegistrar(scope, { operatorGuard: operatorGuard(ctx) });

    route(operator.login, { headers: NO_STORE }, async ({ body }, request, reply) => {
      const ip = clientIp(request, ctx.config.identity.trustProxy);
      const outcome = await loginOperator(ctx, body, ip);
      switch (outcome.kind) {
        case 'signedIn':
          return reply.status(201).send(outcome.answer);
        case 'refused':
          throw new AppError(401, 'INVALID_CREDENTIALS', 'Wrong operator username or password');
        case 'limited':
          throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed operator logins', {
            retryAfterSeconds: outcome.retryAfterSeconds,
          });
        default:
          return assertNever(outcome, 'operator login outcome');
      }
    });

    route(operator.logout, { headers: NO_STORE }, async ({ auth }) => {
      await logoutOperator(ctx, auth);
      return { revoked: true };
    });

    // Only an operator learns what the audit call accepts: the 401 comes before a bad query's 400.
    route(operator.audit, { headers: NO_STORE, queryAfterAuth: true }, ({ query }) =>
      readAuditLog(ctx, query),
    );
    done();
  });
}
