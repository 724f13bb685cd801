import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OwnerAccess } from './database';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  readonly version: string;
  readonly sql: string;
}

/** Versioned SQL files `NNNN_name.sql`, applied in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * Applies pending migrations as the owner, each in one transaction (a multi-statement script is
 * all-or-nothing). Recording the version first makes two instances starting together safe:
 * the loser's script fails on the primary key and it re-reads what was applied.
 */
export async function migrate(db: OwnerAccess, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
    if (done.length > 0) continue;
    try {
      await db.exec(`INSERT INTO schema_migrations (version) VALUES ('${m.version}');\n${m.sql}`);
      applied.push(m.version);
    } catch (error) {
      const now = await db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (now.length === 0) throw error;
    }
  }
  return applied;
}
