/**
 * The web app's HTTP server: Next's own request and upgrade handlers (exactly what `next start`
 * runs) behind one step that `next start` cannot do — setting X-Forwarded-For from the socket
 * peer, so a client cannot pick the address the platform rate-limits logins by (see src/shared/session/forwarded-for.ts and README "Running behind a reverse proxy").
 *
 * Environment: PORT (default 3000), WEB_HOST (default 127.0.0.1), WEB_TRUST_PROXY
 * (never | loopback | always, default never: the web app is the edge).
 */
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { z } from 'zod';
import {
  rewriteForwardedHeaders,
  WEB_TRUST_PROXY_VALUES,
  type WebTrustProxy,
} from './src/shared/session/forwarded-for';

const Env = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  WEB_HOST: z.string().min(1).default('127.0.0.1'),
  WEB_TRUST_PROXY: z
    .enum(WEB_TRUST_PROXY_VALUES as [WebTrustProxy, ...WebTrustProxy[]])
    .default('never'),
});

async function main(): Promise<void> {
  const parsed = Env.safeParse(
    Object.fromEntries(
      ['PORT', 'WEB_HOST', 'WEB_TRUST_PROXY']
        .map((k) => [k, process.env[k]] as const)
        .filter(([, v]) => v !== undefined && v !== ''),
    ),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid web configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
  const env = parsed.data;
  const server = createServer((req, res) => {
    rewriteForwardedHeaders(req.headers, req.socket.remoteAddress, env.WEB_TRUST_PROXY);
    handle(req, res).catch((error: unknown) => {
      console.error('request failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  // Upgrades (the /ws rewrite to the platform's feed socket): this listener only rewrites the
  // headers; Next's own upgrade handler, which it attaches to `httpServer` on the first request,
  // runs after it (listeners run in order). Before that first request there is no handler yet.
  server.on('upgrade', (req, socket) => {
    rewriteForwardedHeaders(req.headers, req.socket.remoteAddress, env.WEB_TRUST_PROXY);
    if (server.listenerCount('upgrade') === 1) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
    }
  });
  const app = next({
    dev: false,
    dir: dirname(fileURLToPath(import.meta.url)),
    hostname: env.WEB_HOST,
    port: env.PORT,
    httpServer: server,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(env.PORT, env.WEB_HOST, () => {
    console.log(
      `web app on http://${env.WEB_HOST}:${env.PORT} (WEB_TRUST_PROXY=${env.WEB_TRUST_PROXY})`,
    );
    // One request of our own, so Next attaches its upgrade handler before a browser's first
    // WebSocket can arrive.
    const self = ['0.0.0.0', '::'].includes(env.WEB_HOST) ? '127.0.0.1' : env.WEB_HOST;
    const host = self.includes(':') ? `[${self}]` : self;
    fetch(`http://${host}:${env.PORT}/icon.svg`).catch(() => undefined);
  });
}

void main();
