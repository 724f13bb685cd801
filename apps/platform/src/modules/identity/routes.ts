import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/errors';
import { endpointRegistrar } from '../../http/register-endpoint';
import { accountRoutes } from './account-routes';
import { demoRoutes } from './demo-routes';
import { loginRoutes } from './login-routes';
import { responsibleGamblingRoutes } from './rg-routes';
import { accessGuard } from './service';
import { sessionRoutes } from './session-routes';

const FORM = 'application/x-www-form-urlencoded';

/**
 * The spec's login forms post `application/x-www-form-urlencoded` (shell §7): parsed into a
 * plain object of strings (the first of a repeated field), like JSON bodies for the schemas.
 */
function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      const fields: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(body as string)) {
        if (!Object.hasOwn(fields, k)) fields[k] = v;
      }
      done(null, fields);
    },
  );
}

/** Errors that carry `retryAfterSeconds` (429s, lockouts) also send a Retry-After header. */
function retryAfterHeader(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof AppError && typeof error.extra.retryAfterSeconds === 'number') {
      reply.header('retry-after', String(error.extra.retryAfterSeconds));
    }
  });
}

export function identityRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Encapsulated: the form parser and the Retry-After hook apply to identity's routes only.
  void app.register((scope, _options, done) => {
    acceptForms(scope);
    retryAfterHeader(scope);
    // spec shell §7: `{auth}` is configurable (AUTH_BASE).
    const route = endpointRegistrar(scope, {
      guard: accessGuard(ctx),
      bases: { auth: ctx.config.identity.authBase },
    });
    loginRoutes(route, ctx);
    sessionRoutes(route, ctx);
    accountRoutes(route, ctx);
    responsibleGamblingRoutes(route, ctx);
    if (ctx.config.identity.demoOutbox) demoRoutes(route, ctx);
    done();
  });
}
