/**
 * What the platform's Postgres connections are doing while it places bets: pg_stat_activity
 * sampled every 20 ms (the database's other backends, this sampler left out), as shares of
 * the samples: running, waiting for a lock (and which kind), or idle in a transaction (the
 * transaction waits for the platform between statements).
 */
import pg from 'pg';

export interface WaitSampler {
  /** The sampler's own backend (not one of the platform's). */
  readonly pid: number;
  stop(): Promise<string>;
}

export async function sampleWaits(url: string): Promise<WaitSampler> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const own = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const pid = own.rows[0]?.pid ?? 0;
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ what: string; n: string }>(
        `SELECT CASE WHEN state = 'active' AND wait_event_type = 'Lock'
                     THEN 'lock wait (' || wait_event || ')'
                     WHEN state = 'active' THEN 'running'
                     ELSE state END AS what, count(*) AS n
           FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND backend_type = 'client backend' AND state <> 'idle'
          GROUP BY 1`,
      );
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + Number(r.n));
      samples++;
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  return {
    pid,
    async stop() {
      running = false;
      await loop;
      await client.end();
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([what, n]) => `${what} ${(n / samples).toFixed(1)}`)
        .join(', ');
    },
  };
}
