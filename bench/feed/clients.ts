/**
 * bench/feed load generator (its own process, so the server's CPU is measured alone): opens
 * the WebSocket clients, subscribes each to its spread of events, and between `mark` and
 * `report` counts the change frames received and their latency (receive time − the change's
 * time at the provider, carried in the price's format field).
 */
import WebSocket from 'ws';
import {
  benchSettings,
  stampIn,
  subscriptionsOf,
  wallMs,
  type ClientCommand,
  type ClientEvent,
} from './load';

const settings = benchSettings();
const send = (event: ClientEvent) => process.send?.(event);
const CONNECT_BATCH = 250;

let measuring = false;
let received = 0;
let closed = 0;
let latencies = new Float64Array(1 << 20);
let count = 0;
let cpu = process.cpuUsage();

function record(latency: number): void {
  if (count === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[count++] = latency;
}

function open(url: string, client: number): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let subscribed = false;
    ws.on('open', () => {
      ws.send(JSON.stringify({ op: 'subscribe', events: subscriptionsOf(client, settings) }));
    });
    ws.on('message', (data) => {
      const text = (data as Buffer).toString('latin1');
      if (!subscribed) {
        if (text.includes('"subscribed"')) {
          subscribed = true;
          resolve(ws);
        }
        return;
      }
      if (!measuring) return;
      const at = stampIn(text);
      if (at === null) return;
      received++;
      record(wallMs() - at);
    });
    ws.on('error', () => resolve(null));
    ws.on('close', () => {
      if (subscribed) closed++;
      else resolve(null);
    });
  });
}

const sockets: WebSocket[] = [];

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void (async () => {
        const started = performance.now();
        let failed = 0;
        for (let i = 0; i < settings.clients; i += CONNECT_BATCH) {
          const batch = await Promise.all(
            Array.from({ length: Math.min(CONNECT_BATCH, settings.clients - i) }, (_, j) =>
              open(command.url, i + j),
            ),
          );
          for (const ws of batch) {
            if (ws) sockets.push(ws);
            else failed++;
          }
        }
        send({ type: 'connected', ms: performance.now() - started, failed });
      })();
      break;
    case 'mark':
      measuring = true;
      received = 0;
      count = 0;
      cpu = process.cpuUsage();
      break;
    case 'report': {
      measuring = false;
      const used = process.cpuUsage(cpu);
      const sorted = latencies.subarray(0, count).sort();
      const at = (q: number) => sorted[Math.min(count - 1, Math.floor(q * count))] ?? 0;
      send({
        type: 'report',
        received,
        p50: at(0.5),
        p99: at(0.99),
        max: count > 0 ? (sorted[count - 1] ?? 0) : 0,
        cpuMs: (used.user + used.system) / 1000,
        closed,
      });
      break;
    }
  }
});
