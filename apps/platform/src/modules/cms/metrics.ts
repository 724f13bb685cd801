import { RENDER_ERROR_EVENT, RenderErrorReport } from '@touchline/contract';

/**
 * spec shell §7 GET /api/metrics?app=…: clients report small measurements (the web gives up
 * after 3 s). Decision: the platform keeps counts per app and metric name in memory, bounded
 * (at most MAX_SERIES series; beyond, new names are dropped and the call says not accepted), and
 * exposes nothing else: a metric is telemetry, never a store of what a client sends.
 */
const MAX_SERIES = 1_000;
const series = new Map<string, number>();

/**
 * spec shell §8: render errors are "reported to an error-reporting service". Decision: the
 * platform is that service for a self-hosted site — it counts them per app and region (bounded
 * like the series) and keeps the latest MAX_RENDER_ERRORS reports (the contract has already
 * bounded and cleaned their text), and logs each one.
 */
const MAX_RENDER_ERRORS = 100;
const renderErrorCounts = new Map<string, number>();
const latestRenderErrors: StoredRenderError[] = [];

export interface StoredRenderError {
  readonly app: string;
  readonly region: string;
  readonly message: string;
  readonly path: string | null;
  readonly at: Date;
}

/** Counts one report; false when it was dropped because the bound is reached. */
export function recordMetric(query: Readonly<Record<string, string>>): boolean {
  const app = query.app ?? 'unknown';
  let accepted = true;
  for (const name of Object.keys(query)) {
    if (name === 'app') continue;
    if (!countIn(series, `${app}:${name}`)) accepted = false;
  }
  if (query.event === RENDER_ERROR_EVENT) {
    // The call's schema held the report to RenderErrorReport already; parsed again for its type.
    const report = RenderErrorReport.parse(query);
    if (!countIn(renderErrorCounts, `${report.app}:${report.region}`)) accepted = false;
    latestRenderErrors.push({
      app: report.app,
      region: report.region,
      message: report.message,
      path: report.path ?? null,
      at: new Date(),
    });
    if (latestRenderErrors.length > MAX_RENDER_ERRORS) latestRenderErrors.shift();
  }
  return accepted;
}

/** Adds one to a bounded map's entry; false when the entry is new and the bound is reached. */
function countIn(counts: Map<string, number>, key: string): boolean {
  const count = counts.get(key);
  if (count === undefined && counts.size >= MAX_SERIES) return false;
  counts.set(key, (count ?? 0) + 1);
  return true;
}

/** The counts so far (tests, diagnostics). */
export function metricCounts(): ReadonlyMap<string, number> {
  return series;
}

/** Render errors so far: per `app:region`, and the latest reports, oldest first. */
export function renderErrors(): {
  readonly counts: ReadonlyMap<string, number>;
  readonly latest: readonly StoredRenderError[];
} {
  return { counts: renderErrorCounts, latest: latestRenderErrors };
}
