import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { withDatabaseName } from '../../test/test-database.ts';
import { verifySchoolLedger } from './ledger.service.ts';

const migrations = path.join(import.meta.dirname, '../../db/migrations');
const LEDGER_MIGRATION = '0030_ledger';

/** The migrations folder as it was before the ledger's. */
async function migrationsBeforeLedger(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'inventario-before-ledger-'));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === LEDGER_MIGRATION);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

interface BlankDatabase {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * An empty database of the run's engine: PGlite, or on a PostgreSQL server a new database migrated by
 * the non-superuser owner, on whom row-level security is forced as it is in production.
 */
async function blankDatabase(): Promise<BlankDatabase> {
  const source = inject('testDatabase');
  if (source.engine === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    return {
      db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `inventario_ledger_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: source.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // One connection, so the school set for the rows below stays set.
  const client = new pg.Client({ connectionString: withDatabaseName(source.serverUrl, name) });
  await client.connect();
  const db = drizzlePg(client, { schema });
  return {
    db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe('the ledger of a database that already has vouchers', () => {
  let blank: BlankDatabase | undefined;
  let before = '';
  afterAll(async () => {
    await blank?.close();
    await rm(before, { recursive: true, force: true });
  });

  it('chains them at the migration as a baseline, oldest first, school by school', {
    timeout: 120_000,
  }, async () => {
    before = await migrationsBeforeLedger();
    blank = await blankDatabase();
    const { db } = blank;
    await blank.migrate(before);
    for (const [code, number, createdAt] of [
      ['BASEA', 2, '2025-02-01T10:00:00Z'],
      ['BASEB', 1, '2025-01-15T09:00:00Z'],
      ['BASEA', 1, '2025-01-10T08:00:00Z'],
    ] as const) {
      await db.execute(sql`select set_config('app.customer_code', ${code}, false)`);
      await db.execute(
        sql`insert into movements (customer_code, type, year, number, date, created_by, created_at)
          values (${code}, 1, 2025, ${number}, ${createdAt.slice(0, 10)}, 'dsga', ${createdAt})`,
      );
    }
    await db.execute(sql`select set_config('app.customer_code', '', false)`);

    await blank.migrate(migrations);

    const entries = [];
    for (const code of ['BASEA', 'BASEB']) {
      await db.execute(sql`select set_config('app.customer_code', ${code}, false)`);
      entries.push(
        ...(await queryRows<{ school: string; seq: number; event: string; number: number }>(
          db,
          sql`select customer_code as school, seq, event, (content->>'number')::int as number
            from ledger_entries where customer_code = ${code} order by seq`,
        )),
      );
    }
    await db.execute(sql`select set_config('app.customer_code', '', false)`);
    expect(entries).toEqual([
      { school: 'BASEA', seq: 1, event: 'baseline', number: 1 },
      { school: 'BASEA', seq: 2, event: 'baseline', number: 2 },
      { school: 'BASEB', seq: 1, event: 'baseline', number: 1 },
    ]);
    for (const code of ['BASEA', 'BASEB']) {
      const verdict = await verifySchoolLedger(db, code);
      expect(verdict).toMatchObject({
        intact: true,
        vouchers: entries.filter((e) => e.school === code).length,
      });
    }
    // The migration leaves no school set for whatever runs after it.
    const [setting] = await queryRows<{ school: string | null }>(
      db,
      sql`select nullif(current_setting('app.customer_code', true), '') as school`,
    );
    expect(setting?.school).toBeNull();
  });
});
