import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { upsertCustomer, upsertCustomerUser } from '../apps/server/src/customer-area/customer-area.repo.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { signInForTest } from '../apps/server/src/identity/sign-in.fixtures.ts';
import { upsertIdentityUser } from '../apps/server/src/identity/users.repo.ts';
import { installDatabase } from '../apps/server/src/install-database.ts';
import { ensureSchool } from '../apps/server/src/modules/school/school.service.ts';

export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  engine: string;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The whole app on a fresh database: PGlite in a temp folder, or BENCH_DATABASE_URL. */
export async function startBenchApp(): Promise<BenchApp & { baseUrl: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inventario-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ databaseUrl, dataDir });
  await installDatabase(database);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl,
    engine: databaseUrl ? 'postgres' : 'pglite',
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A school with one signed-in user: the two headers every call needs. */
export async function benchSchool(
  bench: { app: FastifyInstance; database: Database; baseUrl: string },
  code: string,
) {
  const db = bench.database.db;
  await upsertCustomer(db, { code, name: `Scuola ${code}`, city: 'Roma', codMin: `MIN${code}` });
  await ensureSchool(db, code);
  const username = `bench.${code.toLowerCase()}`;
  const password = 'bench password';
  await upsertIdentityUser(db, {
    username,
    password,
    givenName: 'Bench',
    familyName: code,
    customerCode: code,
    roles: ['inv.default'],
    licenses: ['INV'],
  });
  await upsertCustomerUser(db, { customerCode: code, username, fullName: `Bench ${code}` });
  const { accessToken } = await signInForTest(bench.baseUrl, username, password);
  const login = await bench.app.inject({
    method: 'GET',
    url: '/inventario/api/session/login',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { authorization: `Bearer ${accessToken}`, 'x-auth-token': login.json<{ token: string }>().token };
}

/** Median and 95th percentile in milliseconds of `runs` timed calls, after a warm-up. */
export async function measure(
  runs: number,
  call: () => Promise<unknown>,
): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

export function printTable(
  title: string,
  rows: { case: string; median: number; p95: number; target?: number }[],
): boolean {
  console.log(`\n${title}`);
  console.log(`${'case'.padEnd(58)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)}  target`);
  let ok = true;
  for (const row of rows) {
    const pass = row.target === undefined || row.median < row.target;
    ok &&= pass;
    const target = row.target === undefined ? '' : `< ${row.target} ${pass ? 'ok' : 'MISSED'}`;
    console.log(
      `${row.case.padEnd(58)} ${row.median.toFixed(1).padStart(10)} ${row.p95.toFixed(1).padStart(8)}  ${target}`,
    );
  }
  return ok;
}
