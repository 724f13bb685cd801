import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { registerErrorHandling } from './http/errors';
import { catalogRoutes } from './modules/catalog';
import { identityRoutes } from './modules/identity';
import { walletRoutes } from './modules/wallet';
import { bettingRoutes } from './modules/betting';
import { feedRoutes } from './modules/feed';
import { jackpotRoutes } from './modules/jackpot';
import { bookingRoutes } from './modules/booking';
import { operatorRoutes } from './modules/operator';
import { cmsRoutes, type SiteStore } from './modules/cms';
import { searchRoutes } from './modules/search';
import { favouritesRoutes } from './modules/favourites';

export interface BuildOptions {
  /** The brand's site (modules/cms), opened at start. */
  readonly site: SiteStore;
  readonly logger?: boolean;
  /** Where log lines go instead of stdout (tests read them: one-time codes never appear). */
  readonly logStream?: { write(line: string): void };
}

/** The Fastify app with every module's routes; no listening, so tests use `app.inject`. */
export async function buildApp(ctx: AppContext, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? {
            level: ctx.config.logLevel,
            ...(options.logStream && { stream: options.logStream }),
          }
        : false,
    // Request lines are logged only when asked for (LOG_LEVEL=debug or trace).
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(ctx.config.logLevel),
    }),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    genReqId: () => crypto.randomUUID(),
  });
  registerErrorHandling(app);
  app.get('/healthz', () => ({ status: 'ok' }));
  catalogRoutes(app, ctx);
  identityRoutes(app, ctx);
  walletRoutes(app, ctx);
  bettingRoutes(app, ctx);
  feedRoutes(app, ctx);
  jackpotRoutes(app, ctx);
  bookingRoutes(app, ctx);
  operatorRoutes(app, ctx);
  cmsRoutes(app, ctx, options.site);
  searchRoutes(app, ctx);
  favouritesRoutes(app, ctx);
  await app.ready();
  return app;
}
