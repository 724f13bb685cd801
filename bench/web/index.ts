/**
 * bench/web (issue 12 "Speed"): the web app's speed as ratios against baselines measured in the
 * same run, loopback only.
 *
 * 1. First-load JavaScript: the scripts each route's HTML loads (`<script src>`, not the
 *    `nomodule` polyfills), each gzip -9, summed, for home, a sport page, an event page and the
 *    live page, against a bare App Router page built now with the installed `next`: ≤ 2×.
 * 2. The live page in Chromium while the platform ingests 100 price changes a second for 60 s
 *    (`--quick`: 20 s): script time per second (CDP Performance.getMetrics) and the longest
 *    main-thread task (a `toplevel` trace's RunTask on the renderer's main thread), against a
 *    plain-DOM page showing the same changes from the same socket: ≤ 3× script time, no task
 *    over 50 ms.
 * 3. Freshness: from the feed loop taking a change (ingest start) to the browser's next frame
 *    after the price's text changed (MutationObserver + requestAnimationFrame), over 1,000
 *    changes at 100 a second: p99 ≤ 100 ms. Also printed: from the ingested batch's bus
 *    publication, and the plain-DOM page's figures.
 *
 * `--first-load`: only part 1 (build if stale, start the platform and the web app, measure the
 * first-load JavaScript, stop); parts 2–4 are skipped, so it reports nothing about them.
 * `--lighthouse`: parts 1 and 4 (Lighthouse); parts 2 and 3 are skipped and report nothing.
 * `--live`: parts 1–3; Lighthouse (part 4) is skipped.
 * `--hold`: after part 1, keep the platform and the web app running (for profiling by hand) until
 * the process is stopped.
 *
 * The platform is apps/platform over a scripted provider world (platform.ts); the changes go the
 * real way (provider push → feed loop → PGlite → bus → /ws → web's /ws proxy → browser). The web
 * app is the production build (built first if stale, as `npm start` does).
 * Ports: BENCH_WEB_PORT (3700), BENCH_WEB_PLATFORM_PORT (4700), BENCH_WEB_BASE_PORT (3701).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { ROOT, ensureWebBuild } from '../../scripts/stack';
import { bareNextApp, firstLoad } from './first-load';
import { loadLighthouse, type LighthouseRun } from './lighthouse';
import { plainDomPage } from './plain-dom';
import { LIVE_EVENTS, priceText, type PlatformCommand, type PlatformEvent } from './shared';

const QUICK = process.argv.includes('--quick');
/** `--profile`: also print the hottest functions of each page under load (CDP CPU profile). */
const PROFILE = process.argv.includes('--profile');
/** `--first-load`: measure only the first-load JavaScript (part 1) and stop. */
const FIRST_LOAD_ONLY = process.argv.includes('--first-load');
/** `--lighthouse`: parts 1 and 4 only (the live page's load and freshness are skipped). */
const SKIP_LIVE = process.argv.includes('--lighthouse');
/** `--live`: parts 1–3 only (Lighthouse is skipped). */
const SKIP_LIGHTHOUSE = process.argv.includes('--live');
const LOAD_SECONDS = QUICK ? 20 : 60;
const RATE = 100;
const FRESHNESS_CHANGES = 1000;
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3700);
const PLATFORM_PORT = Number(process.env.BENCH_WEB_PLATFORM_PORT ?? 4700);
const BASE_PORT = Number(process.env.BENCH_WEB_BASE_PORT ?? 3701);
const HERE = import.meta.dirname;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

// -- processes ---------------------------------------------------------------------------------

const children: ChildProcess[] = [];

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function nextMessage<T extends PlatformEvent['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<PlatformEvent, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: PlatformEvent) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<PlatformEvent, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`platform exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function startPlatformProcess(): Promise<ChildProcess> {
  const child = fork(join(HERE, 'platform.ts'), [String(PLATFORM_PORT)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await nextMessage(child, 'ready');
  return child;
}

async function startWeb(): Promise<void> {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server.ts'], {
    cwd: join(ROOT, 'apps/web'),
    env: {
      ...process.env,
      PORT: String(WEB_PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${WEB_PORT}/en`)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`web exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('web did not start');
    await sleep(250);
  }
}

async function drive(platform: ChildProcess, count: number): Promise<number> {
  const driven = nextMessage(platform, 'driven');
  platform.send({ type: 'drive', rate: RATE, count } satisfies PlatformCommand);
  return (await driven).first;
}

// -- 1. first-load JavaScript ------------------------------------------------------------------

async function firstLoadSection(web: string): Promise<{ lines: string[]; eventPath: string }> {
  const lines: string[] = [];
  const bare = await bareNextApp(BASE_PORT);
  let base;
  try {
    base = await firstLoad(bare.url);
  } finally {
    await bare.stop();
  }
  lines.push(
    `bare App Router page (next ${(await import('next/package.json', { with: { type: 'json' } })).default.version}): ${base.scripts} scripts, ${kb(base.gzipBytes)} gzip -9`,
  );
  const sport = await firstLoad(`${web}/en/sports/240-FOOT`);
  const eventPath = /href="(\/en\/events\/[^"]+)"/.exec(sport.html)?.[1];
  if (!eventPath) throw new Error('the sport page links no event');
  const routes: [string, string][] = [
    ['home', '/en'],
    ['sport', '/en/sports/240-FOOT'],
    ['event', eventPath],
    ['live', '/en/live/sport'],
  ];
  for (const [name, path] of routes) {
    const r = path === routes[1]?.[1] ? sport : await firstLoad(`${web}${path}`);
    const ratio = r.gzipBytes / base.gzipBytes;
    lines.push(
      `${name.padEnd(6)} ${path.padEnd(42)} ${String(r.scripts).padStart(3)} scripts  ${kb(r.gzipBytes).padStart(9)}  ${ratio.toFixed(2)}× (goal ≤ 2×) ${verdict(ratio <= 2)}`,
    );
  }
  return { lines, eventPath };
}

// -- 2. load and 3. freshness in the browser ---------------------------------------------------

/** Records, in the page, each price text that changed and the next frame's time after it. */
const PAINT_PROBE = `(() => {
  const re = /^\\d+\\.\\d{2}$/;
  window.__paints = [];
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const mo = new MutationObserver((records) => {
    const hits = [];
    for (const r of records) {
      if (r.type === 'characterData') hits.push(r.target.data.trim());
      else for (const n of r.addedNodes) hits.push((n.textContent || '').trim());
    }
    const prices = hits.filter((t) => re.test(t));
    if (prices.length === 0) return;
    requestAnimationFrame(() => {
      const t = performance.timeOrigin + performance.now();
      for (const p of prices) window.__paints.push([p, t]);
    });
  });
  mo.observe(document.querySelector('main') || document.body, {
    subtree: true, childList: true, characterData: true,
  });
})()`;

interface PageUnderTest {
  readonly name: string;
  readonly url: string;
  /** Waits until the page shows the live events' prices and its socket is subscribed. */
  ready(page: Page): Promise<void>;
}

async function pricesShown(page: Page, selector: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await page.locator(selector).count()) < LIVE_EVENTS * 3) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: prices not shown`);
    await sleep(250);
  }
  // The socket opens and subscribes after hydration; let it settle.
  await sleep(2000);
}

interface LoadResult {
  readonly scriptMsPerS: number;
  readonly scriptMsPerSMax: number;
  readonly taskMsPerS: number;
  readonly longestTaskMs: number;
  readonly tasksOver50: number;
  readonly longTaskEntries: number;
  readonly painted: number;
}

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === name)?.value ?? Number.NaN;
}

/** The renderer main thread's top-level tasks (µs durations) of a `toplevel` trace. */
function mainThreadTasks(trace: Buffer): number[] {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as {
    traceEvents: {
      name: string;
      ph: string;
      pid: number;
      tid: number;
      dur?: number;
      args?: { name?: string };
    }[];
  };
  const main = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return traceEvents
    .filter(
      (e) =>
        e.ph === 'X' &&
        (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
        main.has(`${e.pid}:${e.tid}`),
    )
    .map((e) => e.dur ?? 0);
}

interface CpuProfile {
  readonly nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

/** The functions with the most self time in a CPU profile, with their share. */
function hottest(profile: CpuProfile, top: number): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const frame = byNode.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    total += dt;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(
      ([key, us]) =>
        `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`,
    );
}

async function underLoad(
  browser: Browser,
  platform: ChildProcess,
  target: PageUnderTest,
): Promise<LoadResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(target.url);
    await target.ready(page);
    await page.evaluate(PAINT_PROBE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await browser.startTracing(page, { categories: ['toplevel'] });
    const perSecond: number[] = [];
    const script0 = await metric(cdp, 'ScriptDuration');
    const task0 = await metric(cdp, 'TaskDuration');
    // The page's load had long tasks of its own: count only those of the measured window.
    await page.evaluate('window.__longTasks = []');
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const t0 = performance.now();
    const driven = drive(platform, RATE * LOAD_SECONDS);
    let last = script0;
    let done = false;
    void driven.then(() => (done = true));
    while (!done) {
      await sleep(1000);
      const now = await metric(cdp, 'ScriptDuration');
      perSecond.push((now - last) * 1000);
      last = now;
    }
    await sleep(500);
    const seconds = (performance.now() - t0) / 1000;
    const scriptMs = ((await metric(cdp, 'ScriptDuration')) - script0) * 1000;
    const taskMs = ((await metric(cdp, 'TaskDuration')) - task0) * 1000;
    const tasks = mainThreadTasks(await browser.stopTracing());
    const longTasks = await page.evaluate<number[]>('window.__longTasks');
    if (PROFILE) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      console.log(`   ${target.name}: hottest functions (self time over the run)`);
      for (const line of hottest(profile, 15)) console.log(`     ${line}`);
    }
    const painted = await page.evaluate<number>('window.__paints.length');
    return {
      scriptMsPerS: scriptMs / seconds,
      scriptMsPerSMax: Math.max(...perSecond),
      taskMsPerS: taskMs / seconds,
      longestTaskMs: Math.max(0, ...tasks.map((d) => d / 1000), ...longTasks),
      tasksOver50: Math.max(tasks.filter((d) => d > 50_000).length, longTasks.length),
      longTaskEntries: longTasks.length,
      painted,
    };
  } finally {
    await page.close();
  }
}

interface Freshness {
  readonly fromTaken: number[];
  readonly fromPublished: number[];
  readonly missing: number;
}

async function freshness(
  browser: Browser,
  platform: ChildProcess,
  target: PageUnderTest,
): Promise<Freshness> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(target.url);
    await target.ready(page);
    await page.evaluate(PAINT_PROBE);
    const first = await drive(platform, FRESHNESS_CHANGES);
    await sleep(2000);
    const paints = await page.evaluate<[string, number][]>('window.__paints');
    const report = nextMessage(platform, 'report');
    platform.send({ type: 'report', first, count: FRESHNESS_CHANGES } satisfies PlatformCommand);
    const { taken, published } = await report;
    // Each change's text is painted once after it was taken (the same text recurs 9 s later).
    const byText = new Map<string, number[]>();
    for (const [text, t] of paints) {
      const list = byText.get(text) ?? [];
      list.push(t);
      byText.set(text, list);
    }
    const fromTaken: number[] = [];
    const fromPublished: number[] = [];
    let missing = 0;
    for (let i = 0; i < FRESHNESS_CHANGES; i++) {
      const n = first + i;
      const at = taken[i] ?? Number.NaN;
      const list = byText.get(priceText(n)) ?? [];
      const index = list.findIndex((t) => t >= at - 1);
      if (Number.isNaN(at) || index < 0) {
        missing++;
        continue;
      }
      const paint = list.splice(index, 1)[0] ?? Number.NaN;
      fromTaken.push(paint - at);
      fromPublished.push(paint - (published[i] ?? Number.NaN));
    }
    fromTaken.sort((a, b) => a - b);
    fromPublished.sort((a, b) => a - b);
    return { fromTaken, fromPublished, missing };
  } finally {
    await page.close();
  }
}

function freshnessLine(name: string, f: Freshness): { line: string; p99: number } {
  const p50 = quantile(f.fromTaken, 0.5);
  const p99 = quantile(f.fromTaken, 0.99);
  const max = f.fromTaken[f.fromTaken.length - 1] ?? Number.NaN;
  const pub50 = quantile(f.fromPublished, 0.5);
  const pub99 = quantile(f.fromPublished, 0.99);
  return {
    p99,
    line: `${name.padEnd(10)} ingest→paint p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${max.toFixed(1)} ms  (bus→paint p50 ${pub50.toFixed(1)}, p99 ${pub99.toFixed(1)} ms)  painted ${f.fromTaken.length}/${FRESHNESS_CHANGES}`,
  };
}

function loadLine(name: string, r: LoadResult): string {
  return `${name.padEnd(10)} script ${r.scriptMsPerS.toFixed(1)} ms/s (worst second ${r.scriptMsPerSMax.toFixed(1)})  all tasks ${r.taskMsPerS.toFixed(1)} ms/s  longest task ${r.longestTaskMs.toFixed(1)} ms  tasks > 50 ms: ${r.tasksOver50} (longtask entries ${r.longTaskEntries})  price paints ${r.painted}`;
}

// -- main --------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = performance.now();
  await ensureWebBuild((line) => console.log(line));
  const platform = await startPlatformProcess();
  await startWeb();
  const web = `http://127.0.0.1:${WEB_PORT}`;

  console.log('\n1. First-load JavaScript (gzip -9 of the scripts each HTML loads)');
  const { lines, eventPath } = await firstLoadSection(web);
  for (const line of lines) console.log(`   ${line}`);
  if (process.argv.includes('--hold')) {
    console.log(`\n(--hold: the stack stays up at ${web} until this process is stopped)`);
    await new Promise<never>(() => undefined);
  }
  if (FIRST_LOAD_ONLY) {
    console.log(
      `\n(--first-load: parts 2–4 skipped; bench/web took ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    return;
  }

  if (!SKIP_LIVE) await liveSections(web, platform);
  if (!SKIP_LIGHTHOUSE) await lighthouseSection(web, eventPath);
  console.log(`\n(bench/web took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

/** Parts 2 and 3: the live page under load and its freshness, each against plain DOM. */
async function liveSections(web: string, platform: ChildProcess): Promise<void> {
  // The plain-DOM baseline, served beside the app, on the app's /ws (its proxy to the platform).
  const plain: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(plainDomPage(`ws://127.0.0.1:${WEB_PORT}/ws`));
  });
  await new Promise<void>((r) => plain.listen(BASE_PORT, '127.0.0.1', () => r()));
  const app: PageUnderTest = {
    name: 'live page',
    url: `${web}/en/live/sport`,
    ready: (page) => pricesShown(page, 'main [class$="_price"]'),
  };
  const baseline: PageUnderTest = {
    name: 'plain DOM',
    url: `http://127.0.0.1:${BASE_PORT}/`,
    ready: (page) => pricesShown(page, 'main button'),
  };
  const browser = await launchBrowser();
  try {
    console.log(
      `\n3. Freshness: ${FRESHNESS_CHANGES} changes at ${RATE}/s, platform ingest → paint`,
    );
    const fApp = freshnessLine(app.name, await freshness(browser, platform, app));
    const fBase = freshnessLine(baseline.name, await freshness(browser, platform, baseline));
    console.log(`   ${fApp.line}`);
    console.log(`   ${fBase.line}`);
    console.log(
      `   live page p99 ${fApp.p99.toFixed(1)} ms (goal ≤ 100 ms) ${verdict(fApp.p99 <= 100)}`,
    );

    console.log(`\n2. Live page under ${RATE} price changes a second for ${LOAD_SECONDS} s`);
    const lBase = await underLoad(browser, platform, baseline);
    const lApp = await underLoad(browser, platform, app);
    console.log(`   ${loadLine(baseline.name, lBase)}`);
    console.log(`   ${loadLine(app.name, lApp)}`);
    const ratio = lApp.scriptMsPerS / lBase.scriptMsPerS;
    console.log(
      `   script time ${ratio.toFixed(2)}× plain DOM (goal ≤ 3×) ${verdict(ratio <= 3)}; longest task ${lApp.longestTaskMs.toFixed(1)} ms (goal ≤ 50 ms) ${verdict(lApp.tasksOver50 === 0)}`,
    );
  } finally {
    await browser.close();
    await new Promise((r) => plain.close(r));
  }
}

/** Part 4: Lighthouse 12 mobile on home, sport, event and live (median of 3; 1 with --quick). */
async function lighthouseSection(web: string, eventPath: string): Promise<void> {
  const runs = QUICK ? 1 : 3;
  console.log(`\n4. Lighthouse 12 mobile performance (median of ${runs})`);
  const lighthouse = await loadLighthouse();
  if (!lighthouse) {
    console.log(
      '   skipped: lighthouse is not installed (npm install -D lighthouse@12.8.2 -w bench)',
    );
  } else {
    for (const [name, path] of [
      ['home', '/en'],
      ['sport', '/en/sports/240-FOOT'],
      ['event', eventPath],
      ['live', '/en/live/sport'],
    ] as const) {
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouse(`${web}${path}`));
      const median = (pick: (r: LighthouseRun) => number) =>
        quantile(
          results.map(pick).sort((a, b) => a - b),
          0.5,
        );
      const score = median((r) => r.score);
      const lcp = median((r) => r.lcpMs);
      console.log(
        `   ${name.padEnd(6)} score ${score.toFixed(2)} (goal ≥ 0.90) ${verdict(score >= 0.9)}  LCP ${(lcp / 1000).toFixed(2)} s (goal ≤ 2.0 s) ${verdict(lcp <= 2000)}  FCP ${(median((r) => r.fcpMs) / 1000).toFixed(2)} s  TBT ${median((r) => r.tbtMs).toFixed(0)} ms  (scores ${results.map((r) => r.score.toFixed(2)).join(', ')})`,
      );
      const elements = [...new Set(results.map((r) => r.lcpElement ?? '(none named)'))];
      console.log(`          LCP element: ${elements.map((e) => e.slice(0, 160)).join(' | ')}`);
    }
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children.reverse()) await stopChild(child);
  });
