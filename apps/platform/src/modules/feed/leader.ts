import pg from 'pg';
import { FEED_LOCK_CLASS } from './changes-repository';

/**
 * Who runs the simulator and the ingest (ARCHITECTURE: one feed leader, any number of
 * instances). With a Postgres server the leader is the holder of a session-level advisory lock
 * on a dedicated connection: the lock goes with the connection, so when the leader dies (or
 * loses its connection) a standby's next try takes it over. PGlite is one process: always leader.
 */
export interface Leadership {
  isLeader(): boolean;
  close(): Promise<void>;
}

export const LEADER_RETRY_MS = 3_000;

export function soleLeadership(): Leadership {
  return { isLeader: () => true, close: () => Promise.resolve() };
}

export interface AdvisoryLeadershipOptions {
  readonly url: string;
  /** `feedLockKey(db)`: one per database and schema. */
  readonly key: number;
  readonly retryMs?: number;
  readonly onChange?: (leader: boolean) => void;
  readonly onError?: (error: unknown) => void;
}

export async function startAdvisoryLeadership(
  options: AdvisoryLeadershipOptions,
): Promise<Leadership> {
  const onError = options.onError ?? (() => undefined);
  let client: pg.Client | null = null;
  let leader = false;
  let closed = false;
  let running: Promise<void> | null = null;

  const setLeader = (next: boolean) => {
    if (next === leader) return;
    leader = next;
    options.onChange?.(next);
  };

  const drop = () => {
    const old = client;
    client = null;
    setLeader(false);
    old?.end().catch(() => undefined);
  };

  const attempt = async () => {
    if (closed) return;
    try {
      if (!client) {
        const fresh = new pg.Client({
          connectionString: options.url,
          keepAlive: true,
          // A leader whose server stops answering gives up its role quickly.
          query_timeout: 5_000,
          connectionTimeoutMillis: 5_000,
        });
        fresh.on('error', (error) => {
          onError(error);
          if (client === fresh) drop();
        });
        client = fresh;
        await fresh.connect();
      }
      if (leader) {
        // Still connected means still holding the lock.
        await client.query('SELECT 1');
        return;
      }
      const res = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1::int, $2::int) AS locked',
        [FEED_LOCK_CLASS, options.key],
      );
      if (res.rows[0]?.locked === true) setLeader(true);
    } catch (error) {
      onError(error);
      drop();
    }
  };

  const run = () => {
    running ??= attempt().finally(() => {
      running = null;
    });
    return running;
  };

  await run();
  const timer = setInterval(() => void run(), options.retryMs ?? LEADER_RETRY_MS);
  timer.unref();

  return {
    isLeader: () => leader && !closed,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      const old = client;
      client = null;
      leader = false;
      // Ending the session releases the lock at once for a standby.
      await old?.end().catch(() => undefined);
    },
  };
}
