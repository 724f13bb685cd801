import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { FeedHub, RawSocket } from './ws-hub';

/**
 * `/ws` on the platform's HTTP server (the web app proxies it through its rewrites, so the path
 * stays `/ws`). Upgrades on other paths are refused with 404. The frame protocol is in
 * ws-hub.ts and the contract's `WsClientFrame` / `WsServerFrame`.
 */
export const WS_PATH = '/ws';
/** Every 30 s each socket is pinged; one that did not answer the previous ping is cut. */
export const WS_HEARTBEAT_MS = 30_000;
/**
 * Hard cap of a client frame: above it `ws` closes the socket (1009). Frames between the
 * contract's soft limit (16 KiB) and this answer an error frame and the socket stays open.
 */
export const WS_HARD_MAX_PAYLOAD = 1024 * 1024;

export interface FeedSocketServer {
  close(): Promise<void>;
}

export function attachFeedSocket(
  server: Server,
  hub: FeedHub,
  options: { heartbeatMs?: number; onError?: (error: unknown) => void } = {},
): FeedSocketServer {
  const onError = options.onError ?? (() => undefined);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: WS_HARD_MAX_PAYLOAD,
    // Compression would cost a deflate per socket per frame: the point of fan-out is not to.
    perMessageDeflate: false,
    clientTracking: false,
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== WS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    socket.on('error', onError);
    wss.handleUpgrade(request, socket, head, (ws) => {
      // The upgraded TCP socket (a net.Socket): corked per batch, change frames written to it.
      const raw = 'cork' in socket ? (socket as Duplex & RawSocket) : null;
      const client = hub.connect(ws, raw);
      ws.on('message', (data, isBinary) => {
        // binaryType is the default 'nodebuffer': each message is one Buffer.
        hub.receive(client, data as Buffer, isBinary);
      });
      ws.on('pong', () => {
        client.alive = true;
      });
      ws.on('close', () => hub.disconnect(client));
      ws.on('error', (error) => {
        onError(error);
        hub.disconnect(client);
      });
    });
  };
  server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    hub.heartbeat((client) => {
      try {
        client.socket.ping();
      } catch (error) {
        onError(error);
      }
    });
  }, options.heartbeatMs ?? WS_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      hub.closeAll();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
