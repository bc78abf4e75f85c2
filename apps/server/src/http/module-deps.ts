import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/** What a module's routes are given: the database and the configuration. */
export interface ModuleDeps {
  db: Db;
  config: Config;
}
