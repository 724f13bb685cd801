/**
 * The browser opens the live feed at `/ws` on the web app's own origin; the web server passes
 * the WebSocket upgrade to the platform's `/ws` at the address read when the server starts
 * (PLATFORM_PORT / PLATFORM_URL). A `rewrites()` entry in next.config.ts would freeze the
 * address into the build, so a build started beside another platform port would dial the
 * wrong one — the same reason platform HTTP paths go through proxy.ts at request time.
 *
 * Bad answers never hang the browser: a platform that cannot be reached gives 502, one that
 * answers without upgrading has its status passed on, and either side closing closes the other.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';

/** The path of the live feed socket (betting-domain §7), on the web origin and the platform. */
export const FEED_SOCKET_PATH = '/ws';

/** Whether an upgrade request is for the live feed (its query, if any, is passed on). */
export function isFeedSocketRequest(url: string | undefined): boolean {
  if (url === undefined) return false;
  const path = url.split('?', 1)[0];
  return path === FEED_SOCKET_PATH || path === `${FEED_SOCKET_PATH}/`;
}

/** How long the platform has to answer the upgrade before the browser is told 504. */
const UPGRADE_TIMEOUT_MS = 10_000;

function refuse(socket: Duplex, status: number, reason: string): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The raw header block of a response, as the browser must receive it. */
function headerBlock(response: IncomingMessage): string {
  const lines = [
    `HTTP/1.1 ${response.statusCode ?? 101} ${response.statusMessage ?? ''}`.trimEnd(),
  ];
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) lines.push(`${raw[i]}: ${raw[i + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Passes one upgrade request (already known to be for the feed) to `platformUrl`, then pipes
 * the two sockets together until either closes.
 */
export function proxyFeedSocket(
  platformUrl: string,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  let target: URL;
  try {
    target = new URL(req.url ?? FEED_SOCKET_PATH, platformUrl);
  } catch {
    refuse(socket, 400, 'Bad Request');
    return;
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, {
    method: 'GET',
    headers: { ...req.headers, host: target.host },
    timeout: UPGRADE_TIMEOUT_MS,
  });
  let upgraded = false;
  socket.on('error', () => upstream.destroy());
  upstream.on('timeout', () => {
    if (upgraded) return;
    upstream.destroy();
    refuse(socket, 504, 'Gateway Timeout');
  });
  upstream.on('error', () => refuse(socket, 502, 'Bad Gateway'));
  upstream.on('response', (response) => {
    // The platform answered without upgrading (a refused origin, a wrong path): pass it on.
    refuse(socket, response.statusCode ?? 502, response.statusMessage ?? 'Bad Gateway');
    response.resume();
  });
  upstream.on('upgrade', (response, platformSocket, platformHead) => {
    upgraded = true;
    // The answer timeout was for the handshake; a quiet feed is not an error.
    platformSocket.setTimeout(0);
    if (socket.destroyed) {
      platformSocket.destroy();
      return;
    }
    socket.write(headerBlock(response));
    if (platformHead.length > 0) socket.write(platformHead);
    if (head.length > 0) platformSocket.write(head);
    platformSocket.on('error', () => socket.destroy());
    socket.on('error', () => platformSocket.destroy());
    platformSocket.on('close', () => socket.destroy());
    socket.on('close', () => platformSocket.destroy());
    platformSocket.pipe(socket);
    socket.pipe(platformSocket);
  });
  upstream.end();
}
