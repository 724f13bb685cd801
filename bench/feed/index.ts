/**
 * bench/feed: 5,000 WebSocket clients on loopback, 10 price changes a second
 * per event across 200 live events, clients subscribed to a spread of events. Side by side in
 * the same run, each server in its own process measuring its own CPU, the clients in another:
 *
 * - `bare ws broadcast`: a plain `ws` server, one JSON.stringify per change, `ws.send` of that
 *   string to each subscriber (the issue's baseline);
 * - `bare, Buffer once`: the same, sending one pre-encoded Buffer to all (a stronger baseline);
 * - `platform /ws (PGlite)`: the platform as embedded: provider push → feed loop (as shipped:
 *   pushed changes ingested after FEED_PUSH_LINGER_MS, group commit) → ingest and change log in
 *   PGlite → bus → /ws fan-out;
 * - `platform /ws (Postgres)` when BENCH_FEED_DATABASE_URL or TEST_DATABASE_URL is set: the same
 *   on a Postgres server, whose backends' CPU (/proc) is added to the platform's.
 *
 * Prints delivered messages per second, server CPU, messages per server CPU-second (throughput
 * at equal CPU), latency p50/p99/max from the change's time at the provider to its arrival, and
 * the ratios platform / bare. Goals: ≥ 0.7× and p99 ≤ 100 ms. Settings: load.ts (env BENCH_*).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEED_PUSH_LINGER_MS, FEED_TICK_MS } from '../../apps/platform/src/modules/feed/feed-loop';
import {
  benchSettings,
  type ClientCommand,
  type ClientEvent,
  type ServerCommand,
  type ServerEvent,
} from './load';

const HERE = import.meta.dirname;
const settings = benchSettings();

function start(script: string, args: string[] = [], profile = false): ChildProcess {
  return fork(join(HERE, script), args, {
    // BENCH_FEED_PROFILE=<dir> writes a CPU profile of each server process there.
    execArgv: [
      '--import',
      'tsx',
      ...(profile && process.env.BENCH_FEED_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_FEED_PROFILE}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function next<T extends { type: string }>(child: ChildProcess, type: T['type']): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`child exited (${code}) before ${type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Machine-wide CPU counters (/proc/stat, Linux): busy and softirq (the loopback TCP stack). */
function machineTicks(): number[] | null {
  try {
    const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
    return (line ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  } catch {
    return null;
  }
}

function machineLoad(
  from: number[] | null,
  to: number[] | null,
): { busy: number; softirq: number } {
  if (!from || !to) return { busy: Number.NaN, softirq: Number.NaN };
  const d = to.map((v, i) => v - (from[i] ?? 0));
  const total = d.reduce((a, b) => a + b, 0) || 1;
  const idle = (d[3] ?? 0) + (d[4] ?? 0);
  return { busy: (total - idle) / total, softirq: (d[6] ?? 0) / total };
}

interface SideResult {
  readonly server: Extract<ServerEvent, { type: 'report' }>;
  readonly clients: Extract<ClientEvent, { type: 'report' }>;
  readonly connectMs: number;
  readonly failed: number;
  readonly machine: { busy: number; softirq: number };
}

type Side = 'bare' | 'bare-buffer' | 'platform' | 'platform-pg';

async function runSide(side: Side, databaseUrl?: string): Promise<SideResult> {
  const server = start('server.ts', databaseUrl ? [side, databaseUrl] : [side], true);
  const clients = start('clients.ts');
  try {
    const { port } = await next<Extract<ServerEvent, { type: 'ready' }>>(server, 'ready');
    const connected = next<Extract<ClientEvent, { type: 'connected' }>>(clients, 'connected');
    clients.send({ type: 'connect', url: `ws://127.0.0.1:${port}/ws` } satisfies ClientCommand);
    const { ms: connectMs, failed } = await connected;
    server.send({ type: 'start' } satisfies ServerCommand);
    await sleep(settings.warmupS * 1000);
    server.send({ type: 'mark' } satisfies ServerCommand);
    clients.send({ type: 'mark' } satisfies ClientCommand);
    const ticks = machineTicks();
    await sleep(settings.durationS * 1000);
    const machine = machineLoad(ticks, machineTicks());
    const serverReport = next<Extract<ServerEvent, { type: 'report' }>>(server, 'report');
    const clientReport = next<Extract<ClientEvent, { type: 'report' }>>(clients, 'report');
    server.send({ type: 'report' } satisfies ServerCommand);
    clients.send({ type: 'report' } satisfies ClientCommand);
    return { server: await serverReport, clients: await clientReport, connectMs, failed, machine };
  } finally {
    await stop(clients);
    await stop(server);
  }
}

function row(name: string, r: SideResult): string {
  const seconds = r.server.wallMs / 1000;
  // Server CPU includes, on the Postgres side, the database backends serving the platform.
  const perCpuSecond = r.clients.received / (r.server.cpuMs / 1000);
  return [
    name.padEnd(24),
    `${(r.clients.received / seconds).toFixed(0).padStart(8)} msg/s`,
    `server CPU ${((r.server.cpuMs / r.server.wallMs) * 100).toFixed(0).padStart(3)}%`,
    `${perCpuSecond.toFixed(0).padStart(8)} msg/CPU-s`,
    `p50 ${r.clients.p50.toFixed(1)} ms`,
    `p99 ${r.clients.p99.toFixed(1)} ms`,
    `max ${r.clients.max.toFixed(0)} ms`,
    `clients CPU ${((r.clients.cpuMs / r.server.wallMs) * 100).toFixed(0)}%`,
    `machine ${(r.machine.busy * 100).toFixed(0)}% busy (softirq ${(r.machine.softirq * 100).toFixed(0)}%)`,
  ].join('  ');
}

async function main(): Promise<void> {
  const s = settings;
  const changesPerSecond = s.events * s.ratePerEvent;
  const subscribersPerEvent = (s.clients * s.eventsPerClient) / s.events;
  console.log(
    `${s.clients} clients × ${s.eventsPerClient} events each; ${s.events} live events × ` +
      `${s.ratePerEvent} price changes/s = ${changesPerSecond} changes/s, ` +
      `${subscribersPerEvent} subscribers per event → ${changesPerSecond * subscribersPerEvent} ` +
      `deliveries/s offered; the provider hands changes over every ${s.tickMs} ms (both ` +
      `sides); platform feed loop as shipped (tick ${FEED_TICK_MS} ms, pushed changes ` +
      `ingested after ${FEED_PUSH_LINGER_MS} ms); ${s.warmupS} s warm-up, ${s.durationS} s ` +
      `measured per side`,
  );
  const databaseUrl = process.env.BENCH_FEED_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // BENCH_FEED_SIDES picks sides (comma-separated: bare, bare-buffer, platform, platform-pg).
  const wanted = new Set(
    (process.env.BENCH_FEED_SIDES ?? 'bare,bare-buffer,platform,platform-pg').split(','),
  );
  const results: [string, SideResult][] = [];
  if (wanted.has('bare')) results.push(['bare ws broadcast', await runSide('bare')]);
  if (wanted.has('bare-buffer')) results.push(['bare, Buffer once', await runSide('bare-buffer')]);
  if (wanted.has('platform')) results.push(['platform /ws (PGlite)', await runSide('platform')]);
  if (wanted.has('platform-pg') && databaseUrl) {
    results.push(['platform /ws (Postgres)', await runSide('platform-pg', databaseUrl)]);
  } else if (wanted.has('platform-pg')) {
    console.log(
      '(set BENCH_FEED_DATABASE_URL or TEST_DATABASE_URL to add the Postgres-server side)',
    );
  }
  for (const [name, result] of results) console.log(row(name, result));
  const bare = results.find(([name]) => name === 'bare ws broadcast')?.[1];
  if (!bare) return;
  const perCpu = (r: SideResult) => r.clients.received / r.server.cpuMs;
  for (const [name, result] of results) {
    if (name.startsWith('bare')) continue;
    console.log(
      `ratio ${name} / bare (messages per server CPU-second): ` +
        `${(perCpu(result) / perCpu(bare)).toFixed(2)}× (goal ≥ 0.7×); ` +
        `p99 ${result.clients.p99.toFixed(1)} ms (goal ≤ 100 ms)`,
    );
    const strong = results.find(([n]) => n === 'bare, Buffer once')?.[1];
    if (strong) {
      console.log(
        `ratio ${name} / bare with Buffer once: ${(perCpu(result) / perCpu(strong)).toFixed(2)}×`,
      );
    }
  }
  for (const [name, result] of results) {
    console.log(
      `notes ${name}: ${JSON.stringify(result.server.notes)}, connect ${result.connectMs.toFixed(0)} ms`,
    );
  }
  const problems = results.reduce((sum, [, r]) => sum + r.failed + r.clients.closed, 0);
  if (problems > 0) {
    console.error(`${problems} client connections failed or closed during the run`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
