import type { Db } from '../../db/client.ts';

/** What merges need: the database and a clock. */
export interface MergesDeps {
  db: Db;
  now: () => Date;
}
