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
  const split = cpuSplitOf(pid);
  return split === null ? null : split.user + split.system;
}

/** A process's user and system CPU time so far, in ms (null: gone or not Linux). */
function cpuSplitOf(pid: number): { user: number; system: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return { user: (utime * 1000) / TICKS_PER_S, system: (stime * 1000) / TICKS_PER_S };
  } catch {
    return null;
  }
}

/** Each process's CPU so far (those gone or unreadable left out). */
function readAll(pids: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms !== null) out.set(pid, ms);
  }
  return out;
}

/**
 * The CPU the processes used since `before`: a process that ended meanwhile (a pool closing an
 * idle connection) counts for nothing, so the figure is a floor; null when none could be read.
 */
function usedSince(before: ReadonlyMap<number, number>): number | null {
  if (before.size === 0) return null;
  let total = 0;
  for (const [pid, ms] of before) {
    const now = cpuMsOf(pid);
    if (now !== null) total += now - ms;
  }
  return total;
}

export interface CpuShares {
  /** ms of CPU per operation, or null when not measurable. */
  readonly client: number;
  readonly server: number | null;
  /** Of `server`, the part spent in the kernel (sockets, for the most part). */
  readonly serverSystem: number | null;
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
  const server0 = serverPid === undefined ? null : cpuSplitOf(serverPid);
  const backends0 = readAll(pids.backends);
  const background0 = readAll(pids.background);
  return {
    async stop(operations) {
      const n = Math.max(1, operations);
      const client = process.cpuUsage(client0);
      const server1 = serverPid === undefined ? null : cpuSplitOf(serverPid);
      // Connections opened during the row count in full (all their CPU is the row's).
      const later = url ? await postgresPids(url) : { backends: [], background: [] };
      const born = later.backends.filter(
        (p) => !pids.backends.includes(p) && !excludePids.includes(p),
      );
      const bornMs = [...readAll(born).values()].reduce((a, b) => a + b, 0);
      const backends = usedSince(backends0);
      const background = usedSince(background0);
      const serverSplit =
        server0 === null || server1 === null
          ? null
          : {
              user: (server1.user - server0.user) / n,
              system: (server1.system - server0.system) / n,
            };
      return {
        client: (client.user + client.system) / 1000 / n,
        server: serverSplit === null ? null : serverSplit.user + serverSplit.system,
        serverSystem: serverSplit?.system ?? null,
        backends: url && (backends !== null || bornMs > 0) ? ((backends ?? 0) + bornMs) / n : null,
        background: url && background !== null ? background / n : null,
      };
    },
  };
}

/** "client 0.06, platform 0.45, Postgres 0.60 (+ background 0.05) ms per bet". */
export function describeCpu(c: CpuShares): string {
  const f = (v: number | null) => (v === null ? '?' : v.toFixed(2));
  const db = c.backends === null ? '' : `, Postgres ${f(c.backends)}`;
  const bg = c.background === null ? '' : ` (+ server background ${f(c.background)})`;
  const sys = c.serverSystem === null ? '' : ` (${f(c.serverSystem)} in the kernel)`;
  return `CPU per bet: client ${f(c.client)}, platform ${f(c.server)}${sys}${db}${bg} ms`;
}
