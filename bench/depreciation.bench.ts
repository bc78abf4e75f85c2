import { sql } from 'drizzle-orm';
import { benchSchool, printTable, startBenchApp } from './bench-app.ts';
import { fillSchool, ownBenchDatabase } from './school-fill.ts';

/**
 * Issue 5's target: closing a year with depreciation (`PUT /financialYear/close` with `toDepreciate`)
 * for a school with 20,000 inventory assets takes under 5 s, on PostgreSQL and on PGlite. The close
 * writes one 'DEP' voucher per register, 20,000 lines, the assets' values, their history and the
 * registers' pictures; reopening takes it all back. Both are timed through the API, RUNS times each.
 */
const INVENTORY_ASSETS = 20_000;
const DURABLE_ASSETS = 2_000;
const ASSETS_PER_CHARGE = 20;
const SCHOOLS = ['DEPR01', 'DEPR02'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 5_000;

const own = await ownBenchDatabase('depreciation');
const bench = await startBenchApp();
let ok = false;
try {
  const db = bench.database.db;
  const headers: Record<string, Record<string, string>> = {};
  let started = performance.now();
  for (const code of SCHOOLS) {
    headers[code] = await benchSchool(bench, code);
    await fillSchool(db, code, {
      inventory: INVENTORY_ASSETS,
      durable: DURABLE_ASSETS,
      registerKinds: ['movable', 'books'],
      assetsPerCharge: ASSETS_PER_CHARGE,
    });
  }
  if (bench.database.engine === 'pglite') await db.execute(sql`vacuum analyze`);
  else await db.execute(sql`analyze`);
  console.log(
    `  filled ${SCHOOLS.length} schools × ${INVENTORY_ASSETS + DURABLE_ASSETS} assets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const h = headers[SCHOOLS[0] as string] ?? {};
  const call = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
    const response = await bench.app.inject({ method, url: `/inventario/api${url}`, headers: h, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const timed = async (work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    return performance.now() - t0;
  };
  const times = { preview: [] as number[], close: [] as number[], reopen: [] as number[] };
  let lines = 0;
  for (let run = 0; run < RUNS; run++) {
    times.preview.push(await timed(() => call('GET', '/movement/valueVoucher/depreciation/2025/total')));
    times.close.push(
      await timed(() => call('PUT', '/financialYear/close', { endDate: '2025-12-31', toDepreciate: true })),
    );
    const total = (await call('GET', '/movement/valueVoucher/depreciation/2025/total')) as {
      done: boolean;
      registers: { assetCount: number }[];
    };
    lines = total.registers.reduce((sum, r) => sum + r.assetCount, 0);
    if (!total.done || lines !== INVENTORY_ASSETS) throw new Error(`depreciated ${lines} assets`);
    times.reopen.push(await timed(() => call('PUT', '/financialYear/reopen', { year: 2025 })));
  }
  started = performance.now();
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      p95: sorted[sorted.length - 1] ?? Number.NaN,
    };
  };
  ok = printTable(
    `Year close with depreciation (${bench.engine}; ${SCHOOLS.length} schools × ${INVENTORY_ASSETS} inventory + ${DURABLE_ASSETS} durable assets; ${lines} lines; median and max of ${RUNS}; over HTTP inject)`,
    [
      { case: 'GET depreciation preview (all registers)', ...stats(times.preview) },
      { case: 'PUT close with depreciation', ...stats(times.close), target: TARGET_MS },
      { case: 'PUT reopen (vouchers, values, pictures back)', ...stats(times.reopen), target: TARGET_MS },
    ],
  );
} finally {
  await bench.close();
  await own.drop();
}
process.exit(ok ? 0 : 1);
