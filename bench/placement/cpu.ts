/**
 * Where a row's CPU goes: the CPU time (user + system, from /proc) the load generator, the
 * platform's process and the platform's Postgres connections used over the row, so the table can
 * say what one placement costs each of them. The Postgres backends are the database's client
 * connections when the row starts (the platform's pool is opened and warm by then), the waits
 * sampler's own connection left out; the server's background processes (WAL writer,
 * checkpointer …) are counted apart, as they also serve whatever else uses the server. Linux
 * only; elsewhere, or when a process has gone, its part reads as unknown.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return ((utime + stime) * 1000) / TICKS_PER_S;
  } catch {
    return null;
  }
}

function sumMs(pids: readonly number[]): number | null {
  let total = 0;
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms === null) return null;
    total += ms;
  }
  return total;
}

export interface CpuShares {
  /** ms of CPU per operation, or null when not measurable. */
  readonly client: number;
  readonly server: number | null;
  readonly backends: number | null;
  readonly background: number | null;
}

export interface CpuMeter {
  stop(operations: number): Promise<CpuShares>;
}

interface Pids {
  backends: number[];
  background: number[];
}

async function postgresPids(url: string): Promise<Pids> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; backend_type: string; own_db: boolean }>(
      `SELECT pid, backend_type, datname = current_database() AS own_db FROM pg_stat_activity
        WHERE pid <> pg_backend_pid()`,
    );
    return {
      backends: rows
        .filter((r) => r.backend_type === 'client backend' && r.own_db)
        .map((r) => r.pid),
      background: rows.filter((r) => r.backend_type !== 'client backend').map((r) => r.pid),
    };
  } finally {
    await client.end();
  }
}

/**
 * Starts metering: `serverPid` is the platform's process; `url` the Postgres server (null for
 * PGlite, in the platform's process); `excludePids` connections that are not the platform's.
 */
export async function meterCpu(
  serverPid: number | undefined,
  url: string | null,
  excludePids: readonly number[] = [],
): Promise<CpuMeter> {
  const pids: Pids = url ? await postgresPids(url) : { backends: [], background: [] };
  pids.backends = pids.backends.filter((p) => !excludePids.includes(p));
  const client0 = process.cpuUsage();
  const server0 = serverPid === undefined ? null : cpuMsOf(serverPid);
  const backends0 = url ? sumMs(pids.backends) : 0;
  const background0 = url ? sumMs(pids.background) : null;
  return {
    async stop(operations) {
      const n = Math.max(1, operations);
      const client = process.cpuUsage(client0);
      const per = (before: number | null, after: number | null) =>
        before === null || after === null ? null : (after - before) / n;
      const server1 = serverPid === undefined ? null : cpuMsOf(serverPid);
      // Connections opened during the row count in full (all their CPU is the row's).
      const later = url ? await postgresPids(url) : { backends: [], background: [] };
      const born = later.backends.filter(
        (p) => !pids.backends.includes(p) && !excludePids.includes(p),
      );
      const bornMs = sumMs(born) ?? 0;
      const backends1 = url ? sumMs(pids.backends) : null;
      return {
        client: (client.user + client.system) / 1000 / n,
        server: per(server0, server1),
        backends: url ? per(backends0, backends1 === null ? null : backends1 + bornMs) : null,
        background: url ? per(background0, sumMs(pids.background)) : null,
      };
    },
  };
}

/** "client 0.06, platform 0.45, Postgres 0.60 (+ background 0.05) ms per bet". */
export function describeCpu(c: CpuShares): string {
  const f = (v: number | null) => (v === null ? '?' : v.toFixed(2));
  const db = c.backends === null ? '' : `, Postgres ${f(c.backends)}`;
  const bg = c.background === null ? '' : ` (+ server background ${f(c.background)})`;
  return `CPU per bet: client ${f(c.client)}, platform ${f(c.server)}${db}${bg} ms`;
}
