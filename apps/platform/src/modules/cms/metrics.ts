/**
 * spec shell §7 GET /api/metrics?app=…: clients report small measurements (the web gives up
 * after 3 s). Decision: the platform keeps counts per app and metric name in memory, bounded
 * (at most MAX_SERIES series; beyond, new names are dropped and the call says not accepted), and
 * exposes nothing else: a metric is telemetry, never a store of what a client sends.
 */
const MAX_SERIES = 1_000;
const series = new Map<string, number>();

/** Counts one report; false when it was dropped because the bound is reached. */
export function recordMetric(query: Readonly<Record<string, string>>): boolean {
  const app = query.app ?? 'unknown';
  let accepted = true;
  for (const name of Object.keys(query)) {
    if (name === 'app') continue;
    const key = `${app}:${name}`;
    const count = series.get(key);
    if (count === undefined && series.size >= MAX_SERIES) {
      accepted = false;
      continue;
    }
    series.set(key, (count ?? 0) + 1);
  }
  return accepted;
}

/** The counts so far (tests, diagnostics). */
export function metricCounts(): ReadonlyMap<string, number> {
  return series;
}
