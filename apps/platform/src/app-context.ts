import type { Bus } from './bus/bus';
import type { Config } from './config';
import type { Database } from './db/database';
import type { TokenKeys } from './token-keys';

/** What every module's routes and services are given: no globals. */
export interface AppContext {
  readonly config: Config;
  readonly db: Database;
  readonly bus: Bus;
  readonly keys: TokenKeys;
  /** The platform's clock; tests pass a fixed one. */
  readonly clock: () => Date;
}
