/**
 * The web app's HTTP server: Next's own request and upgrade handlers (exactly what `next start`
 * runs) behind one step that `next start` cannot do — setting X-Forwarded-For from the socket
 * peer, so a client cannot pick the address the platform rate-limits logins by (see src/shared/session/forwarded-for.ts and README "Running behind a reverse proxy").
 *
 * Environment (read by src/env.ts): PORT (default 3000), WEB_HOST (default 127.0.0.1),
 * WEB_TRUST_PROXY (never | loopback | always, default never: the web app is the edge).
 */
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { EnvError, serverEnv, type ServerEnv } from './src/env';
import { rewriteForwardedHeaders } from './src/shared/session/forwarded-for';

async function main(): Promise<void> {
  let env: ServerEnv;
  try {
    env = serverEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const server = createServer((req, res) => {
    rewriteForwardedHeaders(req.headers, req.socket.remoteAddress, env.trustProxy);
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
    rewriteForwardedHeaders(req.headers, req.socket.remoteAddress, env.trustProxy);
    if (server.listenerCount('upgrade') === 1) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
    }
  });
  const app = next({
    dev: false,
    dir: dirname(fileURLToPath(import.meta.url)),
    hostname: env.host,
    port: env.port,
    httpServer: server,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(env.port, env.host, () => {
    console.log(`web app on http://${env.host}:${env.port} (WEB_TRUST_PROXY=${env.trustProxy})`);
    // One request of our own, so Next attaches its upgrade handler before a browser's first
    // WebSocket can arrive.
    const self = ['0.0.0.0', '::'].includes(env.host) ? '127.0.0.1' : env.host;
    const host = self.includes(':') ? `[${self}]` : self;
    fetch(`http://${host}:${env.port}/icon.svg`).catch(() => undefined);
  });
}

void main();
