/**
 * The baseline: pgbench running the bare transaction a placement has to do, in a scratch schema
 * of the same Postgres server — lock a wallet row (SELECT … FOR UPDATE), debit it, insert a bet
 * row, insert a ledger row, commit — with its own clients, wallets picked at random.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface Figures {
  /** Transactions (bets) per second. */
  readonly tps: number;
  readonly p50: number;
  readonly p99: number;
  readonly count: number;
  readonly errors: number;
}

/** The value at quantile q of latencies in ms (sorted in place). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function pgbenchBinary(): string {
  for (const bin of ['pgbench', '/usr/lib/postgresql/15/bin/pgbench']) {
    if (spawnSync(bin, ['--version']).status === 0) return bin;
  }
  throw new Error('pgbench not found (apt-get install postgresql-contrib)');
}

export async function runPgbench(
  url: string,
  options: { clients: number; wallets: number; seconds: number; houseRow?: boolean },
): Promise<Figures> {
  const schema = `bench_pgbench_${process.pid}`;
  // The ledger's shape: every stake also moves one shared house balance (bets held), a row all
  // placements lock in turn. Updated last here, so held for the shortest time it can be.
  const house = options.houseRow
    ? `UPDATE ${schema}.house SET balance_minor = balance_minor + :stake WHERE id = 1;\n`
    : '';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dir = mkdtempSync(join(tmpdir(), 'bench-placement-'));
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(`
      CREATE TABLE ${schema}.wallets (id int PRIMARY KEY, balance_minor bigint NOT NULL);
      CREATE TABLE ${schema}.bets (
        id bigserial PRIMARY KEY, wallet_id int NOT NULL REFERENCES ${schema}.wallets (id),
        stake_minor bigint NOT NULL, placed_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE ${schema}.ledger (
        id bigserial PRIMARY KEY, wallet_id int NOT NULL REFERENCES ${schema}.wallets (id),
        bet_id bigint NOT NULL REFERENCES ${schema}.bets (id),
        amount_minor bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO ${schema}.wallets SELECT g, 10000000000 FROM generate_series(1, ${options.wallets}) g;
      CREATE TABLE ${schema}.house (id int PRIMARY KEY, balance_minor bigint NOT NULL);
      INSERT INTO ${schema}.house VALUES (1, 0);
    `);
    const script = join(dir, 'placement.sql');
    writeFileSync(
      script,
      `\\set wid random(1, ${options.wallets})
\\set stake random(100, 1000)
\\set debit -:stake
BEGIN;
SELECT balance_minor FROM ${schema}.wallets WHERE id = :wid FOR UPDATE;
UPDATE ${schema}.wallets SET balance_minor = balance_minor - :stake WHERE id = :wid;
INSERT INTO ${schema}.bets (wallet_id, stake_minor) VALUES (:wid, :stake) RETURNING id \\gset
INSERT INTO ${schema}.ledger (wallet_id, bet_id, amount_minor) VALUES (:wid, :id, :debit);
${house}END;
`,
    );
    // -M prepared: pgbench at its fastest; -l: one line per transaction, latency in µs.
    const res = spawnSync(
      pgbenchBinary(),
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(options.clients),
        '-j',
        '2',
        '-T',
        String(options.seconds),
        '-f',
        script,
        '-l',
        `--log-prefix=${join(dir, 'log')}`,
        url,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    if (res.status !== 0) throw new Error(`pgbench failed: ${res.stderr}`);
    const tps = /tps = ([\d.]+) \(without/.exec(res.stdout);
    const failed = /number of failed transactions: (\d+)/.exec(res.stdout);
    const latencies: number[] = [];
    for (const file of readdirSync(dir).filter((f) => f.startsWith('log'))) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const us = line.split(' ')[2];
        if (us) latencies.push(Number(us) / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      tps: Number(tps?.[1] ?? Number.NaN),
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      count: latencies.length,
      errors: Number(failed?.[1] ?? 0),
    };
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
