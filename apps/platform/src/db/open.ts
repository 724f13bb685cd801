import type { Config } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(config: Config): Promise<Database> {
  return config.database.kind === 'pglite'
    ? openPglite(config.database.dir)
    : openPostgres({ url: config.database.url, appUrl: config.database.appUrl });
}
