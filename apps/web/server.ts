/**
 * The web app's HTTP server: Next's own request and upgrade handlers (exactly what `next start`
 * runs) behind one step that `next start` cannot do — setting X-Forwarded-For from the socket
 * peer, so a client cannot pick the address the platform rate-limits logins by (see src/shared/session/forwarded-for.ts and README "Running behind a reverse proxy").
 *
 * It also compresses the responses itself and lets every page paint before its scripts run
 * (src/shared/delivery/paint-first.ts).
 *
 * Environment (read by src/env.ts): PORT (default 3000), WEB_HOST (default 127.0.0.1),
 * WEB_TRUST_PROXY (never | loopback | always, default never: the web app is the edge).
 */
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { deferScriptsInResponse } from './src/shared/delivery/defer-scripts-response';
import { EnvError, serverEnv, type ServerEnv } from './src/env';
import { isFeedSocketRequest, proxyFeedSocket } from './src/shared/live/feed-socket-proxy';
import { rewriteForwardedHeaders } from './src/shared/session/forwarded-for';

/**
 * Next's own response compression (the `compression` middleware `next start` installs), taken
 * over here because the HTML rewrite that lets the page paint before its scripts run must sit
 * between Next and the compressor (src/shared/delivery/paint-first.ts); next.config.ts turns
 * Next's copy off so nothing is compressed twice.
 */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const nextRequire = createRequire(import.meta.url);
const compress = (nextRequire('next/dist/compiled/compression') as () => Middleware)();
/** Ends the compressor of a response whose client went away (it would leak otherwise). */
const { releaseCompressionStream } = nextRequire(
  'next/dist/server/lib/release-compression-stream',
) as { releaseCompressionStream: (res: ServerResponse) => void };

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
    compress(req, res, () => undefined);
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    deferScriptsInResponse(res);
    handle(req, res).catch((error: unknown) => {
      console.error('request failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  // Next attaches its own upgrade listener to the server it is given on the first request; it
  // gets a stand-in instead, and every upgrade is routed here: the live feed (/ws) goes to the
  // platform at the address read now (src/shared/live/feed-socket-proxy.ts), anything else to
  // Next's upgrade handler.
  const nextUpgrades = new EventEmitter() as unknown as Server;
  const app = next({
    dev: false,
    dir: dirname(fileURLToPath(import.meta.url)),
    hostname: env.host,
    port: env.port,
    httpServer: nextUpgrades,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = app.getUpgradeHandler();
  server.on('upgrade', (req, socket, head) => {
    rewriteForwardedHeaders(req.headers, req.socket.remoteAddress, env.trustProxy);
    if (isFeedSocketRequest(req.url)) {
      proxyFeedSocket(env.platformUrl, req, socket, head);
      return;
    }
    upgrade(req, socket, head).catch((error: unknown) => {
      console.error('upgrade failed', error);
      socket.destroy();
    });
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(env.port, env.host, () => {
    console.log(`web app on http://${env.host}:${env.port} (WEB_TRUST_PROXY=${env.trustProxy})`);
  });
}

void main();
