import { randomBytes } from 'node:crypto';
import type { Queryable } from './db/database';

/** The symmetric key that seals session tokens (JWE, dir + A256GCM). */
export interface TokenKeys {
  readonly jwe: Uint8Array;
}

const KEY_NAME = 'session-jwe';

/**
 * TOKEN_SECRET when configured; otherwise a random key generated once and kept in the database,
 * so every instance on the same database shares it and nothing secret lives in the repository.
 */
export async function loadTokenKeys(db: Queryable, secret: string | null): Promise<TokenKeys> {
  if (secret) return { jwe: decodeKey(secret) };
  await db.query(
    `INSERT INTO platform_keys (name, key_b64) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [KEY_NAME, randomBytes(32).toString('base64')],
  );
  const [row] = await db.query<{ key_b64: string }>(
    'SELECT key_b64 FROM platform_keys WHERE name = $1',
    [KEY_NAME],
  );
  if (!row) throw new Error('session key missing after insert');
  return { jwe: decodeKey(row.key_b64) };
}

function decodeKey(b64: string): Uint8Array {
  const key = Buffer.from(b64.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length < 32) throw new Error('token key must be at least 32 bytes');
  return new Uint8Array(key.subarray(0, 32));
}
