// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { isFeedSocketRequest, proxyFeedSocket } from '../feed-socket-proxy';

const servers: Server[] = [];

function listen(server: Server): Promise<number> {
  servers.push(server);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A stand-in platform: its /ws echoes every frame and remembers what the upgrade carried. */
async function echoPlatform(): Promise<{
  url: string;
  seen: IncomingMessage[];
  wss: WebSocketServer;
}> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/ws' });
  const seen: IncomingMessage[] = [];
  wss.on('connection', (socket, req) => {
    seen.push(req);
    socket.on('message', (data, binary) => socket.send(data, { binary }));
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, seen, wss };
}

/** The web server's upgrade routing, as server.ts does it. */
async function webServer(platformUrl: string): Promise<string> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    if (isFeedSocketRequest(req.url)) proxyFeedSocket(platformUrl, req, socket, head);
    else socket.destroy();
  });
  const port = await listen(server);
  return `ws://127.0.0.1:${port}`;
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** The status the web server answered a refused upgrade with. */
function refusedStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => reject(new Error('the upgrade should have been refused')));
    socket.once('error', () => undefined);
  });
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

describe('isFeedSocketRequest', () => {
  it('takes /ws with or without a query, and nothing else', () => {
    expect(isFeedSocketRequest('/ws')).toBe(true);
    expect(isFeedSocketRequest('/ws?cursor=12')).toBe(true);
    expect(isFeedSocketRequest('/ws/')).toBe(true);
    expect(isFeedSocketRequest('/wss')).toBe(false);
    expect(isFeedSocketRequest('/_next/webpack-hmr')).toBe(false);
    expect(isFeedSocketRequest(undefined)).toBe(false);
  });
});

describe('proxyFeedSocket', () => {
  it('carries frames both ways to the platform read at start, with the query and Origin', async () => {
    const platform = await echoPlatform();
    const web = await webServer(platform.url);
    const socket = await open(`${web}/ws?cursor=7`);
    const echoed = new Promise<string>((resolve) => {
      socket.once('message', (data: Buffer) => resolve(data.toString()));
    });
    socket.send(JSON.stringify({ type: 'subscribe', topics: ['event:1'] }));
    expect(await echoed).toBe('{"type":"subscribe","topics":["event:1"]}');
    expect(platform.seen[0]?.url).toBe('/ws?cursor=7');
    expect(platform.seen[0]?.headers.host).toBe(new URL(platform.url).host);
    socket.close();
  });

  it('closes the platform side when the browser goes away', async () => {
    const platform = await echoPlatform();
    const web = await webServer(platform.url);
    const closed = new Promise<void>((resolve) => {
      platform.wss.once('connection', (socket) => socket.once('close', () => resolve()));
    });
    const socket = await open(`${web}/ws`);
    socket.terminate();
    await closed;
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const gone = createServer();
    const port = await listen(gone);
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    const web = await webServer(`http://127.0.0.1:${port}`);
    expect(await refusedStatus(`${web}/ws`)).toBe(502);
  });

  it('passes on the status of a platform that answers without upgrading', async () => {
    const platform = createServer((_req, res) => res.writeHead(403).end('{"code":"FORBIDDEN"}'));
    const port = await listen(platform);
    const web = await webServer(`http://127.0.0.1:${port}`);
    expect(await refusedStatus(`${web}/ws`)).toBe(403);
  });
});
