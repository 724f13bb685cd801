/**
 * bench/placement: bets per second and acceptance latency of
 * `POST /xapi/rest/accounts/{accountId}/betslips?uuid=` at 16 concurrent clients, for pre-match
 * singles and 4-leg multiples (one bet per slip, stake 1.00), against the platform in its own
 * process (server.ts) on the Postgres server and on embedded PGlite. Every client is its own
 * player (funded generously, logged in through the real login call), keeps one connection and
 * places one slip after another with a fresh uuid (through a lean keep-alive client,
 * lean-client.ts, so the load generator costs the shared cores about what pgbench's client does);
 * any answer but 201 counts as an error and fails the run. In the same run, the baseline: pgbench with 16 clients doing the bare
 * transaction (wallet row FOR UPDATE, debit, bet row, ledger row) on the same server, and the
 * same with one shared house balance row updated last (the platform's ledger moves one per
 * currency with every stake). On Postgres it samples what the platform's connections do
 * (running, waiting for a lock, idle in a transaction) and prints it under the table.
 *
 * Settings (env): BENCH_DURATION seconds per row (default 10), BENCH_CLIENTS (default 16),
 * BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL (the Postgres server; without one only
 * PGlite is measured), BENCH_PG_POOL (the platform's pool size; default as shipped, 10),
 * BENCH_TARGETS (comma-separated subset of `postgres,pglite`), BENCH_PROFILE=<dir> (a CPU profile
 * of each server process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPath, ENDPOINTS } from '@touchline/contract';
import { describeCpu, meterCpu } from './cpu';
import { LeanConnection } from './lean-client';
import { quantile, runPgbench, type Figures } from './pgbench';
import type { BenchSetup } from './setup';
import { sampleWaits } from './waits';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const WARMUP_S = 2;
const LEGS = 4;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PG_URL =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
/** BENCH_PROFILE=<dir>: a CPU profile of each server process (node --cpu-prof). */
const PROFILE_DIR = process.env.BENCH_PROFILE;

interface Server {
  readonly setup: BenchSetup;
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

function startServer(target: string): Promise<Server> {
  // node itself (not the tsx wrapper), so SIGTERM reaches the server and its clean-up runs.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
      '--import',
      'tsx',
      join(ROOT, 'bench/placement/server.ts'),
      target,
      String(CLIENTS),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`${target} server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (.*)\n/.exec(out);
      if (!match?.[1]) return;
      child.removeAllListeners('exit');
      resolve({
        setup: JSON.parse(match[1]) as BenchSetup,
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function post(
  port: number,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface Player {
  readonly accountId: number;
  readonly token: string;
}

async function login(port: number, p: BenchSetup['players'][number]): Promise<Player> {
  const res = await post(port, ENDPOINTS.auth.playerLogin.path, {
    username: p.username,
    password: p.password,
  });
  if (res.status !== 200) throw new Error(`login of ${p.username}: ${res.status} ${res.body}`);
  const { alsToken } = JSON.parse(res.body) as { alsToken: string };
  return { accountId: p.accountId, token: alsToken };
}

type Selection = BenchSetup['selections'][number];
type Kind = 'single' | 'multiple';

/** `n` distinct selections at random (one per event, so a multiple's legs never clash). */
function sample(selections: readonly Selection[], n: number): Selection[] {
  const chosen = new Set<number>();
  while (chosen.size < n) chosen.add(Math.floor(Math.random() * selections.length));
  return [...chosen].map((i) => selections[i] as Selection);
}

/** Decimal 1.01 with 'D' accepts whatever price is on offer (the feed moves prices meanwhile). */
function slip(kind: Kind, selections: readonly Selection[]) {
  const legs = sample(selections, kind === 'single' ? 1 : LEGS);
  return {
    singles: legs.map((s, i) => ({
      ...s,
      decimal: 1.01,
      ref: `sel${i + 1}`,
      unitStake: kind === 'single' ? 1 : 0,
    })),
    ...(kind === 'multiple'
      ? { multiples: [{ betTypeId: 200002, ref: 'mul1', unitStake: 1 }] }
      : {}),
    userAcceptOdds: 'D',
  };
}

async function load(
  port: number,
  players: readonly Player[],
  selections: readonly Selection[],
  kind: Kind,
  seconds: number,
): Promise<Figures & { samples: string[] }> {
  const latencies: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    players.map(async (p) => {
      const path = buildPath(ENDPOINTS.bets.place.path, { accountId: p.accountId });
      const headers = { authorization: `Bearer ${p.token}` };
      const connection = await LeanConnection.open(port);
      while (performance.now() < end) {
        const body = JSON.stringify(slip(kind, selections));
        const t0 = performance.now();
        const res = await connection.post(`${path}?uuid=${randomUUID()}`, headers, body);
        latencies.push(performance.now() - t0);
        if (res.status !== 201) {
          errors++;
          if (samples.length < 3) samples.push(`${res.status} ${res.body.slice(0, 300)}`);
        }
      }
      connection.close();
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    tps: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    count: latencies.length,
    errors,
    samples,
  };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const rows: [string, Figures][] = [];
  let baseline: Figures | null = null;
  if (PG_URL) {
    baseline = await runPgbench(PG_URL, { clients: CLIENTS, wallets: 16, seconds: DURATION_S });
    rows.push(['pgbench, bare placement transaction (baseline)', baseline]);
    const house = { clients: CLIENTS, wallets: 16, seconds: DURATION_S, houseRow: true };
    rows.push(['pgbench, + one shared house balance row', await runPgbench(PG_URL, house)]);
  } else {
    console.log('(no BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL: PGlite only)');
  }
  let failed = false;
  const notes: string[] = [];
  for (const target of TARGETS) {
    if (target === 'postgres' && !PG_URL) continue;
    const server = await startServer(target);
    try {
      const { port, selections } = server.setup;
      if (selections.length < LEGS) throw new Error(`${target}: too few pre-match selections`);
      const players = await Promise.all(server.setup.players.map((p) => login(port, p)));
      console.log(
        `${target}: ${players.length} players logged in, ${selections.length} pre-match selections`,
      );
      // Warm-up (JIT, pools, caches), not measured; its errors count all the same.
      const warm = await load(port, players, selections, 'single', WARMUP_S);
      for (const kind of ['single', 'multiple'] as const) {
        const pgUrl = target === 'postgres' && PG_URL ? PG_URL : null;
        const sampler = pgUrl ? await sampleWaits(pgUrl) : null;
        const meter = await meterCpu(server.pid, pgUrl, sampler ? [sampler.pid] : []);
        const figures = await load(port, players, selections, kind, DURATION_S);
        const cpu = await meter.stop(figures.count);
        const waits = await sampler?.stop();
        const name = `${target === 'postgres' ? 'Postgres' : 'PGlite'}, ${kind === 'single' ? 'singles' : `${LEGS}-leg multiples`}`;
        rows.push([name, figures]);
        for (const s of [...warm.samples, ...figures.samples]) console.log(`  ${name}: ${s}`);
        notes.push(`${name}: ${describeCpu(cpu)}`);
        if (waits) notes.push(`${name}: platform connections on average: ${waits}`);
        failed ||= warm.errors + figures.errors > 0;
      }
    } finally {
      await server.stop();
    }
  }
  agent.destroy();

  console.log(
    `\n${CLIENTS} concurrent clients, ${DURATION_S} s per row, load average ${loadBefore.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)}`,
  );
  console.log(
    '| target                                           |  bets/s |       p50 |       p99 | ratio to pgbench | bets   | errors |',
  );
  console.log(
    '|--------------------------------------------------|---------|-----------|-----------|------------------|--------|--------|',
  );
  for (const [name, f] of rows) {
    const ratio = baseline ? `${(f.tps / baseline.tps).toFixed(3)}×` : '–';
    console.log(
      `| ${name.padEnd(48)} | ${f.tps.toFixed(0).padStart(7)} | ${ms(f.p50).padStart(9)} | ${ms(f.p99).padStart(9)} | ${ratio.padStart(16)} | ${String(f.count).padStart(6)} | ${String(f.errors).padStart(6)} |`,
    );
  }
  for (const note of notes) console.log(note);
  if (baseline) {
    for (const [name, f] of rows.filter(([n]) => n.startsWith('Postgres'))) {
      const ok = f.tps >= 0.35 * baseline.tps && f.p99 <= 25;
      console.log(`goal (≥ 0.35× pgbench, p99 ≤ 25 ms) ${ok ? 'met' : 'missed'}: ${name}`);
    }
  }
  if (failed || rows.some(([, f]) => f.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
