import os from 'node:os';
import { sql } from 'drizzle-orm';
import { benchSchool, startBenchApp } from './bench-app.ts';
import { snapshot, spent } from './process-cpu.ts';
import { fillSchool, ownBenchDatabase } from './school-fill.ts';

/**
 * Issue 21's targets (issue 5's were 20,000 assets in 5 s): closing a year with depreciation
 * (`PUT /financialYear/close` with `toDepreciate`) takes at most 1 s for a school with 20,000
 * inventory assets and at most 5 s for one with 100,000, on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL). The close writes one 'DEP' voucher per register, a line per asset, the
 * assets' values, their history and the registers' pictures; reopening takes it all back, and is
 * timed too. Each size gets a database of its own: the measured school (its inventory assets and a
 * tenth as many durable ones) and a neighbour of 20,000 + 2,000 sharing the tables. Both are timed
 * through the API, BENCH_RUNS (3) cycles each; BENCH_ASSETS lists the sizes (20000,100000).
 */
const SIZES = (process.env.BENCH_ASSETS ?? '20000,100000').split(',').map(Number);
const ASSETS_PER_CHARGE = 20;
const SCHOOL = 'DEPR01';
const NEIGHBOUR = 'DEPR02';
const NEIGHBOUR_ASSETS = 20_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** 1 s per 20,000 assets. */
const targetMs = (assets: number) => assets / 20;

interface Figures {
  ms: number[];
  cpuMs: number[];
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
};

const serverUrl = process.env.BENCH_DATABASE_URL;

async function measureSize(inventory: number): Promise<{ ok: boolean; rows: string[] }> {
  // Each size's database is made on the server (ownBenchDatabase points the variable at it).
  if (serverUrl) process.env.BENCH_DATABASE_URL = serverUrl;
  const own = await ownBenchDatabase(`depreciation_${inventory}`);
  const bench = await startBenchApp();
  try {
    const db = bench.database.db;
    const started = performance.now();
    const headers = await benchSchool(bench, SCHOOL);
    await benchSchool(bench, NEIGHBOUR);
    const filling = { registerKinds: ['movable', 'books'], assetsPerCharge: ASSETS_PER_CHARGE };
    await fillSchool(db, SCHOOL, { inventory, durable: inventory / 10, ...filling });
    await fillSchool(db, NEIGHBOUR, {
      inventory: NEIGHBOUR_ASSETS,
      durable: NEIGHBOUR_ASSETS / 10,
      ...filling,
    });
    if (bench.database.engine === 'pglite') await db.execute(sql`vacuum analyze`);
    else await db.execute(sql`analyze`);
    console.log(
      `  ${bench.engine}: filled ${inventory + inventory / 10} + ${NEIGHBOUR_ASSETS * 1.1} assets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // CPU of this process (the server, and PGlite in it) and of the database's PostgreSQL backends:
    // on a machine shared with other work, steadier than the elapsed time.
    const databaseName = process.env.BENCH_DATABASE_URL
      ? new URL(process.env.BENCH_DATABASE_URL).pathname.slice(1)
      : null;
    const backends = () =>
      databaseName
        ? snapshot((command) => command.startsWith('postgres: ') && command.includes(` ${databaseName} `))
        : new Map<string, number>();
    const call = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
      const response = await bench.app.inject({ method, url: `/inventario/api${url}`, headers, payload });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const timed = async (into: Figures, work: () => Promise<unknown>) => {
      const cpu = process.cpuUsage();
      const pg = backends();
      const t0 = performance.now();
      await work();
      into.ms.push(performance.now() - t0);
      const used = process.cpuUsage(cpu);
      into.cpuMs.push((used.user + used.system) / 1000 + spent(pg, backends()) * 1000);
    };
    const figures = {
      preview: { ms: [], cpuMs: [] } as Figures,
      close: { ms: [], cpuMs: [] } as Figures,
      reopen: { ms: [], cpuMs: [] } as Figures,
    };
    let lines = 0;
    for (let run = 0; run < RUNS; run++) {
      await timed(figures.preview, () => call('GET', '/movement/valueVoucher/depreciation/2025/total'));
      await timed(figures.close, () =>
        call('PUT', '/financialYear/close', { endDate: '2025-12-31', toDepreciate: true }),
      );
      const total = (await call('GET', '/movement/valueVoucher/depreciation/2025/total')) as {
        done: boolean;
        registers: { assetCount: number }[];
      };
      lines = total.registers.reduce((sum, r) => sum + r.assetCount, 0);
      if (!total.done || lines !== inventory) throw new Error(`depreciated ${lines} assets`);
      await timed(figures.reopen, () => call('PUT', '/financialYear/reopen', { year: 2025 }));
    }
    const target = targetMs(inventory);
    const close = stats(figures.close.ms);
    const ok = close.median <= target;
    const row = (name: string, f: Figures, verdict = '') => {
      const [wall, cpu] = [stats(f.ms), stats(f.cpuMs)];
      return [
        `${bench.engine}, ${inventory.toLocaleString('en')} assets: ${name}`.padEnd(52),
        wall.median.toFixed(0).padStart(8),
        wall.max.toFixed(0).padStart(8),
        cpu.median.toFixed(0).padStart(9),
        `  ${verdict}`,
      ].join(' ');
    };
    return {
      ok,
      rows: [
        row('GET preview', figures.preview),
        row('PUT close with depreciation', figures.close, `≤ ${target} ${ok ? 'ok' : 'MISSED'}`),
        row('PUT reopen', figures.reopen),
      ],
    };
  } finally {
    await bench.close();
    await own.drop();
  }
}

const load = () => os.loadavg()[0]?.toFixed(1);
const results: string[] = [];
let ok = true;
for (const inventory of SIZES) {
  const result = await measureSize(inventory);
  ok &&= result.ok;
  results.push(...result.rows);
}
console.log(
  `\nYear close with depreciation (median and max of ${RUNS} cycles, ms, over HTTP inject; CPU: this process and the database's backends; load average ${load()} at the end)`,
);
console.log(
  `${'case'.padEnd(52)} ${'median'.padStart(8)} ${'max'.padStart(8)} ${'CPU med'.padStart(9)}  target`,
);
for (const row of results) console.log(row);
process.exit(ok ? 0 : 1);
