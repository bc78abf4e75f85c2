import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config.ts';
import { queryRows } from './db/client.ts';
import { connectionRole, superuserWarning } from './db/roles.ts';
import { printReaching, publishRegisterOver } from './modules/documents/print-requests.fixtures.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';
import { freePort } from './test/harness.ts';
import { type ServerProcess, signInTo, startServer, stopProcess } from './test/processes.ts';
import { openTestDatabase, withDatabaseName } from './test/test-database.ts';

const source = inject('testDatabase');

/** Runs statements on the test server as its own user (TEST_DATABASE_URL), in `database` if given. */
async function asServerUser<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
  database?: string,
) {
  const client = new pg.Client({
    connectionString: database ? withDatabaseName(serverUrl, database) : serverUrl,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withUser(url: string, user: string): string {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = '';
  return parsed.toString();
}

describe('the roles the application connects as', () => {
  it('refuses an owner address without the address of the role the server works as', () => {
    expect(() => loadConfig({ DATABASE_OWNER_URL: 'postgres://inventario_owner@db/inventario' })).toThrow(
      'DATABASE_OWNER_URL needs DATABASE_URL',
    );
  });

  it('tells a superuser apart, and warns of one in a line that says what to do', async () => {
    const database = await openTestDatabase(source);
    try {
      const role = await connectionRole(database);
      const [setting] = await queryRows<{ on: boolean }>(
        database.db,
        sql`select current_setting('is_superuser') = 'on' as on`,
      );
      // PGlite's one user is a superuser; a server's test user may be one or not.
      if (source.engine === 'pglite') expect(role.superuser).toBe(true);
      expect(role.superuser).toBe(setting?.on);
    } finally {
      await database.close();
    }
    const work = 'sign-in, sessions and the print queue';
    const warning = superuserWarning('DATABASE_URL', { name: 'postgres', superuser: true }, work);
    expect(warning).toMatch(
      /^Warning: DATABASE_URL signs in to PostgreSQL as "postgres", a superuser, so sign-in, sessions and the print queue run .*README\.md.*"PostgreSQL roles"/,
    );
    expect(warning).not.toContain('\n');
    expect(superuserWarning('DATABASE_URL', { name: 'inventario', superuser: false }, work)).toBeUndefined();
  });

  // The setup README.md recommends: an owner that migrates, and a login role that owns nothing, which
  // the server works as once it has started. Roles are a server's, so this runs on PostgreSQL only; the
  // test's user must be able to create roles (CI's owner has CREATEROLE for it).
  describe.skipIf(source.engine !== 'postgres')('on a PostgreSQL server', () => {
    it('migrates a new database as the owner, then signs in, keeps sessions and prints as the login role only', async () => {
      if (source.engine !== 'postgres') return;
      const { serverUrl } = source;
      const suffix = randomBytes(5).toString('hex');
      const databaseName = `inventario_test_roles_${suffix}`;
      const login = `inventario_test_login_${suffix}`;
      const owner = await asServerUser(serverUrl, async (client) => {
        const [me] = (
          await client.query<{ name: string; superuser: boolean; createrole: boolean }>(
            'select current_user as name, rolsuper as superuser, rolcreaterole as createrole from pg_roles where rolname = current_user',
          )
        ).rows;
        if (!me?.superuser && !me?.createrole)
          throw new Error(`the test user ${me?.name} needs CREATEROLE to create a login role`);
        await client.query(`CREATE DATABASE ${databaseName}`);
        await client.query(`CREATE ROLE ${login} LOGIN`);
        return me;
      });
      const dataDir = await mkdtemp(path.join(tmpdir(), 'inventario-roles-'));
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const ownerUrl = withDatabaseName(serverUrl, databaseName);
      let server: ServerProcess | undefined;
      try {
        server = await startServer({
          PORT: String(port),
          PUBLIC_URL: baseUrl,
          DATA_DIR: dataDir,
          DATABASE_URL: withUser(ownerUrl, login),
          DATABASE_OWNER_URL: ownerUrl,
          LOG_LEVEL: 'warn',
        });
        // The login role is no superuser; the owner is one only where the test's user is.
        expect(server.output()).not.toContain('DATABASE_URL signs in');
        expect(server.output().includes('DATABASE_OWNER_URL signs in')).toBe(owner.superuser);

        const credentials = await signInTo(baseUrl, 'demo.dsga', DEMO_PASSWORD);
        const printed = await printReaching(
          baseUrl,
          credentials,
          await publishRegisterOver(baseUrl, credentials),
        );
        expect(printed).toMatchObject({ processingStatus: PROCESSING_STATUS.done, failureCode: null });

        await asServerUser(
          serverUrl,
          async (client) => {
            // Every connection the server keeps (its pool, the print queue's) is the login role's.
            const connected = await client.query<{ usename: string }>(
              'select distinct usename from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
            );
            expect(connected.rows.map((r) => r.usename)).toEqual([login]);
            // The owner owns the schema; the login role owns nothing, and has no right of its own on a
            // school's table (it acts for a school as inventario_app).
            const owners = await client.query<{ owner: string }>(
              `select distinct pg_get_userbyid(c.relowner) as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname in ('public', 'customer_area', 'identity', 'pgboss') and c.relkind in ('r', 'p')`,
            );
            expect(owners.rows.map((r) => r.owner)).toEqual([owner.name]);
            const schoolTables = await client.query<{ name: string; granted: boolean }>(
              `select c.relname as name,
                 exists (select 1 from aclexplode(c.relacl) a where a.grantee = $1::regrole) as granted
               from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname = 'public' and c.relrowsecurity and c.relkind = 'r'`,
              [login],
            );
            expect(schoolTables.rows.length).toBeGreaterThan(20);
            expect(schoolTables.rows.filter((r) => r.granted)).toEqual([]);
            // Nor on the assets' search copy, which only the owner's function reads for a school.
            const copy = await client.query<{ granted: boolean }>(
              `select exists (select 1 from aclexplode(c.relacl) a where a.grantee = $1::regrole) as granted
               from pg_class c where c.oid = 'public.asset_texts'::regclass`,
              [login],
            );
            expect(copy.rows).toEqual([{ granted: false }]);
          },
          databaseName,
        );
        // Nothing the login role did, the print queue's supervision included, was refused.
        expect(server.output()).not.toMatch(/permission denied|must be owner/);
      } finally {
        if (server) await stopProcess(server);
        await asServerUser(serverUrl, async (client) => {
          // A connection the stopped server left may linger: only a member of its role may end it.
          await client.query(`GRANT ${login} TO CURRENT_USER`);
          await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
          await client.query(`DROP ROLE IF EXISTS ${login}`);
        });
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 300_000);
  });
});
