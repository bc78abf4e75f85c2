import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

export const TEMPLATE_DATABASE = 'inventario_test_template';

export type TestDatabaseSource =
  | { engine: 'pglite'; dumpPath: string }
  | { engine: 'postgres'; serverUrl: string; fixturesUrl?: string | undefined };

export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database of the test file's own, copied from the migrated one of global-setup. */
export async function openTestDatabase(source: TestDatabaseSource): Promise<Database> {
  if (source.engine === 'pglite') {
    const dump = new Blob([await readFile(source.dumpPath)]);
    return openDatabase({ loadDataDir: dump });
  }
  const name = `inventario_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabaseName(source.serverUrl, name) });
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: source.serverUrl });
    await cleanup.connect();
    try {
      // On a loaded machine a fixtures' backend can outlive both waits: it is ended again, and the
      // drop tried again, a few times before the file fails.
      for (let attempt = 1; ; attempt++) {
        if (!(await othersLeave(cleanup, name)) && source.fixturesUrl) {
          await endOwnBackends(source.fixturesUrl, name);
        }
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          break;
        } catch (error) {
          if (attempt >= 5) throw error;
        }
      }
    } finally {
      await cleanup.end();
    }
  };
  return database;
}

/**
 * Waits (5 s at most) until no other role's backend is left in the database: a closed pool's backends
 * end a moment after it, and only a member of their role may end them (the fixtures' role is no role
 * of the owner's).
 */
async function othersLeave(client: pg.Client, database: string): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and usename <> current_user',
      [database],
    );
    if (!rows[0]?.n) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * The fixtures' backends still in the database after that wait (a loaded machine ends a closed pool's
 * backends late) are ended by the fixtures' role itself, the one role allowed to end them. Each
 * termination waits (5 s at most) for its backend to be gone: a signalled backend still listed would
 * make DROP DATABASE … FORCE try to end it as the owner, which may not.
 */
async function endOwnBackends(roleUrl: string, database: string) {
  const client = new pg.Client({ connectionString: withDatabaseName(roleUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(
      'select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1 and usename = current_user and pid <> pg_backend_pid()',
      [database],
    );
  } finally {
    await client.end();
  }
}

/**
 * Where a test file's fixtures write, when not through the server's own connection: rows of many
 * schools go straight into tables whose row-level security is forced even on their owner, which only a
 * superuser or a BYPASSRLS role passes. On a server whose test user is neither (CI's owner),
 * TEST_FIXTURES_DATABASE_URL names such a role (a member of the owner); the server's requests still
 * run as the owner and `inventario_app`, under the policies.
 */
export async function openFixturesDatabase(
  source: TestDatabaseSource,
  database: Database,
): Promise<Database | undefined> {
  if (source.engine !== 'postgres' || !source.fixturesUrl || !database.url) return undefined;
  const url = new URL(database.url);
  const fixtures = new URL(source.fixturesUrl);
  url.username = fixtures.username;
  url.password = fixtures.password;
  return openDatabase({ databaseUrl: url.toString() });
}
