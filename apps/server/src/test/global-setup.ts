import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client.ts';
import { installDatabase } from '../install-database.ts';
import { seedProductData } from '../seed/product.ts';
import { TEMPLATE_DATABASE, type TestDatabaseSource, withDatabaseName } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/**
 * Migrates one database for the whole run; each test file then starts from a copy of it: a PGlite
 * dump (a brand-new PGlite takes seconds), or a PostgreSQL template database when TEST_DATABASE_URL
 * points at a server.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await recreateTemplate(serverUrl);
    const fixturesUrl = process.env.TEST_FIXTURES_DATABASE_URL;
    project.provide('testDatabase', { engine: 'postgres', serverUrl, fixturesUrl });
    return () => dropDatabase(serverUrl, TEMPLATE_DATABASE);
  }
  const database = await openDatabase({});
  await installDatabase(database);
  await seedProductData(database.db);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inventario-test-'));
  const dumpPath = path.join(dir, 'migrated.tar.gz');
  await writeFile(dumpPath, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { engine: 'pglite', dumpPath });
  return () => rm(dir, { recursive: true, force: true });
}

async function recreateTemplate(serverUrl: string) {
  await dropDatabase(serverUrl, TEMPLATE_DATABASE);
  await adminQuery(serverUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const database = await openDatabase({ databaseUrl: withDatabaseName(serverUrl, TEMPLATE_DATABASE) });
  await installDatabase(database);
  await seedProductData(database.db);
  await database.close();
}

async function dropDatabase(serverUrl: string, name: string) {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
