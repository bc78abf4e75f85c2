import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { markDataDirInUse } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: the first, required argument of every repository function. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** The embedded engine's client, when embedded. */
  pglite?: PGlite;
  engine: 'pglite' | 'postgres';
  /** The server's connection string, when on a server (the job queue keeps a small pool of its own). */
  url?: string;
  /** The connections of the server's pool now; none on the embedded engine. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The schema's migrations (`installDatabase` adds the print queue's tables). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite's folder; without it PGlite lives in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite dump to start from (tests start from an already migrated database). */
  loadDataDir?: Blob | undefined;
}

/** Opens PostgreSQL: a server when `databaseUrl` is set, otherwise PGlite persisted in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a dropped test database) is an 'error' event of
    // the pool: the pool drops that connection and opens another on demand, so it is logged, not fatal.
    pool.on('error', (error) => console.error('database pool:', error.message));
    const db = drizzlePg(pool, { schema });
    const database: Database = {
      db,
      engine: 'postgres',
      url: options.databaseUrl,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: async () => {
        await migratePg(db, { migrationsFolder });
      },
      close: () => pool.end(),
    };
    return database;
  }
  const client = await openPglite(options);
  const db = drizzlePglite(client, { schema });
  const release = options.dataDir ? await markDataDirInUse(options.dataDir) : async () => {};
  const database: Database = {
    db,
    engine: 'pglite',
    pglite: client,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
  return database;
}

async function openPglite(options: DatabaseOptions): Promise<PGlite> {
  if (!options.dataDir) return PGlite.create({ loadDataDir: options.loadDataDir });
  // PGlite does not create the parents of its data folder.
  await mkdir(options.dataDir, { recursive: true });
  return PGlite.create(path.join(options.dataDir, 'pgdata'), { loadDataDir: options.loadDataDir });
}

/** A compressed copy of an embedded database, to start others from (tests). */
export function dumpPglite(database: Database): Promise<Blob> {
  if (database.engine !== 'pglite' || !database.pglite)
    throw new Error('only an embedded database can be dumped');
  return database.pglite.dumpDataDir('gzip');
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(executor: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Answers the rows of a statement: in a transaction (`rowsIn`), or each in its own (`readEach`). */
export type RowReader = <T>(query: SQL) => Promise<T[]>;

export function rowsIn(tx: Tx): RowReader {
  return (query) => queryRows(tx, query);
}
