/**
 * The raw SQL time of the same searches: the statements the service sends (captured through a
 * drizzle logger while it runs once), sent again straight to the driver in their tenant transaction,
 * without HTTP, authentication, drizzle or JSON.
 */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import type { RequestContext } from '../apps/server/src/http/request-context.ts';
import { searchAssets } from '../apps/server/src/modules/assets/assets.service.ts';
import { searchMovements } from '../apps/server/src/modules/movements/movements.service.ts';
import type { BenchCase, SchoolIds } from './asset-cases.ts';
import { percentiles, type Timing } from './http-load.ts';

interface Statement {
  text: string;
  params: unknown[];
}

type Runner = (statements: Statement[]) => Promise<void>;

interface RawDriver {
  /** A drizzle instance over the same database that records every statement it sends. */
  capturing: Db;
  captured: Statement[];
  /** A runner per concurrent client (one connection each). */
  runners(count: number): Promise<{ runners: Runner[]; release(): void }>;
  close(): Promise<void>;
}

function runnerOf(query: (text: string, params?: unknown[]) => Promise<unknown>): Runner {
  return async (statements) => {
    await query('begin');
    for (const s of statements) await query(s.text, s.params);
    await query('commit');
  };
}

function rawDriver(database: Database, url: string | undefined): RawDriver {
  const captured: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void captured.push({ text, params }) };
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 16 });
    return {
      capturing: drizzlePg(pool, { schema, logger }) as unknown as Db,
      captured,
      runners: async (count) => {
        const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
        return {
          runners: clients.map((c) => runnerOf((text, params) => c.query(text, params))),
          release: () => {
            for (const c of clients) c.release();
          },
        };
      },
      close: () => pool.end(),
    };
  }
  const pglite = database.pglite as PGlite;
  return {
    capturing: drizzlePglite(pglite, { schema, logger }) as unknown as Db,
    captured,
    runners: async () => ({
      runners: [runnerOf((text, params) => pglite.query(text, params))],
      release() {},
    }),
    close: async () => {},
  };
}

function contextOf(code: string): RequestContext {
  return {
    subject: 'bench',
    username: 'bench',
    fullName: 'Bench',
    roles: ['inv.default'],
    licenses: ['INV'],
    homeCustomerCode: code,
    customerCode: code,
    sessionId: null,
    idempotency: undefined,
  };
}

/** The statements of one search, captured while the service answers it. */
async function capture(driver: RawDriver, benchCase: BenchCase, n: number, school: SchoolIds) {
  const { page, size, body } = benchCase.request(n, school);
  driver.captured.length = 0;
  const search = benchCase.area === 'asset' ? searchAssets : searchMovements;
  await search(driver.capturing, contextOf(school.code), { page, size }, body);
  return [...driver.captured];
}

export interface RawTiming {
  single: Timing;
  /** With as many connections as HTTP clients (PostgreSQL only). */
  concurrent: Timing | undefined;
}

export async function measureRaw(
  database: Database,
  url: string | undefined,
  schools: SchoolIds[],
  cases: BenchCase[],
  clients: number,
  requestsPerClient: number,
): Promise<RawTiming[]> {
  const driver = rawDriver(database, url);
  const results: RawTiming[] = [];
  try {
    for (const benchCase of cases) {
      const requests: Statement[][][] = [];
      for (let c = 0; c < clients; c++) {
        const school = schools[c % schools.length] as SchoolIds;
        const own: Statement[][] = [];
        for (let i = 0; i < requestsPerClient; i++)
          own.push(await capture(driver, benchCase, c * requestsPerClient + i, school));
        requests.push(own);
      }
      const { runners, release } = await driver.runners(url ? clients : 1);
      try {
        const [first] = runners;
        if (!first) throw new Error('no connection');
        const single: number[] = [];
        for (const statements of requests.flat()) {
          const started = performance.now();
          await first(statements);
          single.push(performance.now() - started);
        }
        let concurrent: Timing | undefined;
        if (url) {
          const times: number[] = [];
          await Promise.all(
            runners.map(async (run, c) => {
              for (const statements of requests[c] ?? []) {
                const started = performance.now();
                await run(statements);
                times.push(performance.now() - started);
              }
            }),
          );
          concurrent = percentiles(times);
        }
        results.push({ single: percentiles(single), concurrent });
      } finally {
        release();
      }
    }
  } finally {
    await driver.close();
  }
  return results;
}

/**
 * BENCH_EXPLAIN: each case's statements for the first school, as `EXPLAIN (ANALYZE, BUFFERS)` in
 * their tenant transaction (the app's role, row-level security on) with the generic plan the server
 * runs them with (`db/one-trip-read.ts`: prepared, `plan_cache_mode = force_generic_plan`); the
 * statement runs once untimed first, so the plan is of a warm cache. PostgreSQL only.
 */
export async function explainCases(
  database: Database,
  url: string,
  school: SchoolIds,
  cases: BenchCase[],
  n = 0,
): Promise<void> {
  const driver = rawDriver(database, url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const benchCase of cases) {
      const statements = await capture(driver, benchCase, n, school);
      console.log(`\n${benchCase.name} (school ${school.code}, request ${n})`);
      for (const [i, s] of statements.entries()) {
        if (!/^\s*(select|with)\b/i.test(s.text) || s.text.includes('set_config(')) continue;
        await client.query('begin');
        try {
          await client.query('set local plan_cache_mode = force_generic_plan');
          await client.query(
            "select set_config('app.customer_code', $1, true), set_config('role', 'inventario_app', true)",
            [school.code],
          );
          const args = s.params.length
            ? `(${s.params.map((v) => pg.escapeLiteral(String(v))).join(', ')})`
            : '';
          await client.query(`prepare explained_${i} as ${s.text}`);
          await client.query(`execute explained_${i}${args}`);
          const plan = await client.query(`explain (analyze, buffers) execute explained_${i}${args}`);
          console.log(plan.rows.map((row) => `  ${Object.values(row)[0]}`).join('\n'));
        } finally {
          await client.query('rollback');
          await client.query(`deallocate all`);
        }
      }
    }
  } finally {
    await client.end();
    await driver.close();
  }
}
