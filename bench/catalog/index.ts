/**
 * bench/catalog: GET /xapi/rest/events (a 20-event pre-match page with markets) under autocannon
 * at 50 connections, side by side with a Fastify hello-world in the same run. Prints req/s, p50,
 * p99 and the ratio to hello-world for:
 *
 * - the page as players fetch it (the same URL over and over: served from the catalogue's page
 *   cache, recomputed once after each feed tick invalidates it; the feed loop runs);
 * - the uncached path (every request a different query, so every one reads the database);
 *
 * with the card as the simulator makes it and with a full card (BENCH_MARKETS lines per event,
 * default 30), on embedded PGlite and, when DATABASE_URL or TEST_DATABASE_URL is set, on Postgres;
 * and a static JSON route serving the same number of bytes (the floor for such a payload). Each
 * server runs in its own process (server.ts), one at a time, so it has a core to itself while
 * this process generates the load. BENCH_DURATION sets the seconds per run (default 10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = '/xapi/rest/events?periodType=PRE_MATCH&eventsPerPage=20&includeMarkets=true';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface Server {
  port: number;
  stop(): Promise<void>;
}

function startServer(target: string, markets = 1): Promise<Server> {
  // node itself (not the tsx wrapper), so SIGTERM reaches the server and its clean-up runs.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'bench/catalog/server.ts'), target, String(markets)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`${target} server exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({
        port: Number(match[1]),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

async function load(port: number, path: string, vary?: (n: number) => string): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // A slow answer is a latency figure, not an error (the uncached runs queue deeply on PGlite).
    timeout: 30,
    ...(vary ? { requests: [{ setupRequest: (req) => ({ ...req, path: vary(n++) }) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Checks the page is what the benchmark claims (20 events carrying markets); its size. */
async function describePage(port: number): Promise<{ text: string; bytes: number }> {
  const res = await fetch(`http://127.0.0.1:${port}${PAGE}`);
  if (!res.ok) throw new Error(`${PAGE} answered ${res.status}`);
  const body = await res.text();
  const page = JSON.parse(body) as { events: { markets: { outcomes: unknown[] }[] }[] };
  const markets = page.events.reduce((n, e) => n + e.markets.length, 0);
  const outcomes = page.events.reduce(
    (n, e) => n + e.markets.reduce((k, m) => k + m.outcomes.length, 0),
    0,
  );
  const bytes = Buffer.byteLength(body);
  return {
    text: `${page.events.length} events, ${markets} markets, ${outcomes} outcomes, ${Math.round(bytes / 1024)} KiB`,
    bytes,
  };
}

/** A different query per request: a distinct dateTo far ahead (same events, no cache hit). */
const uncached = (n: number) =>
  `${PAGE}&dateTo=${new Date(Date.UTC(2099, 0, 1) + n * 1000).toISOString()}`;

const row = (name: string, f: Figures, base: Figures) =>
  `| ${name.padEnd(48)} | ${f.rps.toFixed(0).padStart(7)} | ${String(f.p50).padStart(5)} ms | ${String(f.p99).padStart(6)} ms | ${(f.rps / base.rps).toFixed(3).padStart(6)}× | ${f.errors + f.non2xx} |`;

/** Market lines per pre-match event in the enriched card (a full sportsbook card). */
const FULL_CARD_MARKETS = Number(process.env.BENCH_MARKETS ?? 30);

async function main(): Promise<void> {
  const results: [string, Figures][] = [];

  const hello = await startServer('hello');
  const baseline = await load(hello.port, '/');
  await hello.stop();

  const runs: { target: string; markets: number }[] = [
    { target: 'pglite', markets: 1 },
    { target: 'pglite', markets: FULL_CARD_MARKETS },
  ];
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) {
    runs.push(
      { target: 'postgres', markets: 1 },
      { target: 'postgres', markets: FULL_CARD_MARKETS },
    );
  } else {
    console.log('(DATABASE_URL / TEST_DATABASE_URL not set: Postgres not measured)');
  }
  const sizes = new Set<number>();
  for (const { target, markets } of runs) {
    const server = await startServer(target, markets);
    const page = await describePage(server.port);
    sizes.add(page.bytes);
    const name = `${target}, ${markets === 1 ? 'card as simulated' : `${markets} lines/event`}`;
    console.log(`${name}: ${PAGE} → ${page.text}`);
    results.push([`${name}: page (as served)`, await load(server.port, PAGE)]);
    results.push([`${name}: uncached`, await load(server.port, PAGE, uncached)]);
    await server.stop();
  }

  // The same bytes from a static route: the floor any JSON API pays for these payloads.
  const blob = await startServer('hello');
  for (const bytes of [...sizes].sort((a, b) => a - b)) {
    const kib = Math.round(bytes / 1024);
    results.unshift([`fastify static JSON of ${kib} KiB`, await load(blob.port, `/blob/${bytes}`)]);
  }
  await blob.stop();

  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, servers in their own process`,
  );
  console.log(
    '| target                                           |   req/s |   p50    |    p99    |  ratio  | errors |',
  );
  console.log(
    '|--------------------------------------------------|---------|----------|-----------|---------|--------|',
  );
  console.log(row('fastify hello-world (baseline)', baseline, baseline));
  for (const [name, figures] of results) console.log(row(name, figures, baseline));
  if (results.some(([, f]) => f.errors > 0 || f.non2xx > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
