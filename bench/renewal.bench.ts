import { sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { upsertCustomer, upsertCustomerUser } from '../apps/server/src/customer-area/customer-area.repo.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { inTenantTransaction } from '../apps/server/src/db/tenant.ts';
import { signInForTest } from '../apps/server/src/identity/sign-in.fixtures.ts';
import { upsertIdentityUser } from '../apps/server/src/identity/users.repo.ts';
import { ensureSchool } from '../apps/server/src/modules/school/school.service.ts';
import type { RenewalMapping } from '../packages/shared/src/contracts/renewal.ts';
import { type BenchApp, printTable, startBenchApp } from './bench-app.ts';
import { snapshot, spent } from './process-cpu.ts';
import { fillSchool, ownBenchDatabase } from './school-fill.ts';

/**
 * Issue 18's targets: in a school of 20,000 inventory goods (and 2,000 durable), the renewal's
 * revaluation, its revert, the renumbering and its revert each take at most 3 s, on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL). The movable register's subcategories all map onto one, so its
 * goods (and their history) change subcategory; one good in BENCH_ESTIMATED_EVERY (10) has the
 * commission's estimate (half up, half down by 10 %), so the revaluation writes that many voucher
 * lines (BENCH_ESTIMATED_EVERY=1, every good estimated, is the heaviest case: 19,400 lines); 3 % of
 * the goods are discharged, so the registers have gaps and the renumbering sets numbers aside. Each
 * cycle (BENCH_RUNS, 3) revalues, renumbers and takes both back, through the API with real
 * authentication.
 */
const INVENTORY_ASSETS = 20_000;
const DURABLE_ASSETS = 2_000;
const SCHOOL = 'RINN01';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 3_000;
const ESTIMATED_EVERY = Math.max(1, Number(process.env.BENCH_ESTIMATED_EVERY ?? 10));

/** The bench school's user, with the renewal licence (RIN) besides INV: its two headers. */
async function renewalSchool(bench: BenchApp & { baseUrl: string }, code: string) {
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
    licenses: ['INV', 'RIN'],
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

/**
 * What `fillSchool` leaves out and a renewal needs: the registers' inventory counters, 3 % of the goods
 * discharged, an ended recognition for the renewal at 31/12/2025. Answers the recognition.
 */
async function prepareRenewal(bench: BenchApp, code: string): Promise<number> {
  return inTenantTransaction(bench.database.db, code, async (tx) => {
    await tx.execute(sql`insert into number_counters (customer_code, scope, last)
      select ${code}, 'inventory:' || register_id, max(inventory_number) from assets
      where customer_code = ${code} and inventory_number is not null group by register_id`);
    await tx.execute(sql`update assets set status = 4
      where customer_code = ${code} and asset_class = 'inventory' and id % 33 = 0`);
    const [recognition] = await queryRows<{ id: number }>(
      tx,
      sql`insert into recognitions (customer_code, start_date, end_date, status, for_renewal, renewal_year,
          include_durable, started_by, ended_by)
        values (${code}, '2025-11-01', '2025-12-01', 'completed', true, 2025, false, 'bench', 'bench')
        returning id::int as id`,
    );
    if (!recognition) throw new Error('no recognition');
    return recognition.id;
  });
}

/** One surviving inventory good in ESTIMATED_EVERY estimated again by the commission: even ids up 10 %, odd down 10 %. */
async function estimates(bench: BenchApp, code: string, renewalId: number) {
  await inTenantTransaction(bench.database.db, code, (tx) =>
    tx.execute(sql`insert into renewal_adjustments (customer_code, renewal_id, kind, asset_id, actual_cents,
        new_actual_cents, reason, created_by)
      select ${code}, ${renewalId}, case when id % 2 = 0 then 'estimateUp' else 'estimateDown' end, id,
        actual_price_cents, case when id % 2 = 0 then actual_price_cents * 11 / 10 else actual_price_cents * 9 / 10 end,
        'Stima prudenziale', 'bench'
      from assets where customer_code = ${code} and asset_class = 'inventory' and status in (2, 3)
        and (id / 2) % ${ESTIMATED_EVERY} = 0`),
  );
}

/**
 * BENCH_STATEMENTS=<ms>: every statement the timed cycles send that takes at least that long is printed
 * with its time (both drivers), to see where a case's time goes. BENCH_EXPLAIN=<regular expression>:
 * the statements whose text matches run as `EXPLAIN (ANALYZE, BUFFERS)` (which still does their work),
 * their plan printed and no rows answered (only for statements whose rows the service does not need).
 */
let statementLog: ((ms: number, text: string) => void) | null = null;
const explained = process.env.BENCH_EXPLAIN ? new RegExp(process.env.BENCH_EXPLAIN) : null;
interface Prepared {
  queryString: string;
  params: unknown[];
  client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
}
function timeStatements(minMs: number) {
  for (const prepared of [PglitePreparedQuery.prototype, NodePgPreparedQuery.prototype]) {
    const execute = prepared.execute;
    prepared.execute = async function (this: Prepared, ...args: unknown[]) {
      const t0 = performance.now();
      try {
        if (statementLog && explained?.test(this.queryString)) {
          const plan = await this.client.query(`explain (analyze, buffers) ${this.queryString}`, this.params);
          console.log(plan.rows.map((row) => `      ${Object.values(row)[0]}`).join('\n'));
          return { rows: [] };
        }
        return await (execute as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      } finally {
        const ms = performance.now() - t0;
        if (ms >= minMs) statementLog?.(ms, this.queryString);
      }
    } as typeof execute;
  }
}
if (process.env.BENCH_STATEMENTS || explained) timeStatements(Number(process.env.BENCH_STATEMENTS ?? 1e9));

const own = await ownBenchDatabase('renewal');
const bench = await startBenchApp();
let ok = false;
try {
  let started = performance.now();
  const headers = await renewalSchool(bench, SCHOOL);
  await fillSchool(bench.database.db, SCHOOL, {
    inventory: INVENTORY_ASSETS,
    durable: DURABLE_ASSETS,
    registerKinds: ['movable', 'books'],
    assetsPerCharge: 20,
  });
  const recognitionId = await prepareRenewal(bench, SCHOOL);
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await bench.app.inject({
      method,
      url: `/inventario/api${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  };
  const renewal = await call<{ id: number }>('POST', '/renewal', {
    year: 2025,
    recognitionId,
    startDate: '2025-12-01',
  });
  const id = renewal.id;
  // The movable register's subcategories all onto its first one, at one rate.
  const view = await call<RenewalMapping>('GET', `/renewal/${id}/mapping`);
  const movable = view.rows.filter((row) => row.subcategory.registerKind === 'movable');
  const target = movable[0]?.subcategory.id;
  if (!target) throw new Error('no movable subcategory in use');
  await call('PUT', `/renewal/${id}/mapping`, {
    rows: movable.map((row) => ({
      subcategoryId: row.subcategory.id,
      targetSubcategoryId: target,
      targetRate: 15,
    })),
  });
  await call('PUT', `/renewal/${id}/mapping/confirm`);
  await estimates(bench, SCHOOL, id);
  if (bench.database.engine === 'pglite') await bench.database.db.execute(sql`vacuum analyze`);
  else await bench.database.db.execute(sql`analyze`);
  console.log(
    `  filled ${INVENTORY_ASSETS + DURABLE_ASSETS} assets, ${movable.length} movable subcategories mapped onto one, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // CPU seconds of this process (the server, and PGlite in it) and of the bench database's PostgreSQL
  // backends: on a machine shared with other work, steadier than the elapsed time.
  const databaseName = process.env.BENCH_DATABASE_URL
    ? new URL(process.env.BENCH_DATABASE_URL).pathname.slice(1)
    : null;
  const backends = () =>
    databaseName
      ? snapshot((command) => command.startsWith('postgres: ') && command.includes(` ${databaseName} `))
      : new Map<string, number>();
  const cpu: Record<string, number[]> = {};
  const timed = async (label: string, work: () => Promise<unknown>) => {
    if (statementLog) console.log(`  ${label}`);
    const own = process.cpuUsage();
    const pg = backends();
    const t0 = performance.now();
    await work();
    const elapsed = performance.now() - t0;
    const used = process.cpuUsage(own);
    cpu[label] = [...(cpu[label] ?? []), (used.user + used.system) / 1000 + spent(pg, backends()) * 1000];
    return elapsed;
  };
  const times = {
    preview: [] as number[],
    page: [] as number[],
    revalue: [] as number[],
    renumberPreview: [] as number[],
    renumber: [] as number[],
    revertRenumbering: [] as number[],
    revertRevaluation: [] as number[],
  };
  let lines = 0;
  let numbered = 0;
  if (process.env.BENCH_STATEMENTS || explained)
    statementLog = (ms, text) =>
      console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
  for (let run = 0; run < RUNS; run++) {
    times.preview.push(await timed('GET revaluation', () => call('GET', `/renewal/${id}/revaluation`)));
    times.page.push(
      await timed('GET revaluation page', () => call('GET', `/renewal/${id}/revaluation/assets/40/100`)),
    );
    times.revalue.push(await timed('PUT revaluation', () => call('PUT', `/renewal/${id}/revaluation`)));
    const done = await call<{ vouchers: { assets: number }[] }>('GET', `/renewal/${id}/revaluation`);
    lines = done.vouchers.reduce((sum, v) => sum + v.assets, 0);
    times.renumberPreview.push(
      await timed('GET renumbering', () => call('GET', `/renewal/${id}/renumbering`)),
    );
    times.renumber.push(await timed('PUT renumbering', () => call('PUT', `/renewal/${id}/renumbering`)));
    const renumbered = await call<{ registers: { goods: number }[] }>('GET', `/renewal/${id}/renumbering`);
    numbered = renumbered.registers.reduce((sum, r) => sum + r.goods, 0);
    times.revertRenumbering.push(
      await timed('DELETE renumbering', () => call('DELETE', `/renewal/${id}/renumbering`)),
    );
    times.revertRevaluation.push(
      await timed('DELETE revaluation', () => call('DELETE', `/renewal/${id}/revaluation`)),
    );
    const last = (values: number[]) => (values[values.length - 1] ?? 0).toFixed(0);
    console.log(
      `  cycle ${run + 1}: revalue ${last(times.revalue)}, renumber ${last(times.renumber)}, revert renumbering ${last(times.revertRenumbering)}, revert revaluation ${last(times.revertRevaluation)} ms (previews ${last(times.preview)}, ${last(times.renumberPreview)})`,
    );
  }
  if (lines < (INVENTORY_ASSETS * 0.9) / ESTIMATED_EVERY) throw new Error(`only ${lines} voucher lines`);
  started = performance.now();
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      p95: sorted[sorted.length - 1] ?? Number.NaN,
    };
  };
  ok = printTable(
    `Renewal (${bench.engine}; ${INVENTORY_ASSETS} inventory + ${DURABLE_ASSETS} durable goods, 3 % discharged; 1 in ${ESTIMATED_EVERY} estimated, ${lines} voucher lines; ${numbered} goods numbered; median and max of ${RUNS}; over HTTP inject)`,
    [
      { case: 'GET revaluation preview (summaries of every good)', ...stats(times.preview) },
      { case: 'GET revaluation goods, page 40 of 100', ...stats(times.page) },
      {
        case: 'PUT revaluation (vouchers, lines, values, history, rates)',
        ...stats(times.revalue),
        target: TARGET_MS,
      },
      { case: 'GET renumbering preview (by register)', ...stats(times.renumberPreview) },
      {
        case: 'PUT renumbering (numbers, originals, counters, history)',
        ...stats(times.renumber),
        target: TARGET_MS,
      },
      {
        case: 'DELETE renumbering (numbers and counters back)',
        ...stats(times.revertRenumbering),
        target: TARGET_MS,
      },
      {
        case: 'DELETE revaluation (vouchers, values, rates back)',
        ...stats(times.revertRevaluation),
        target: TARGET_MS,
      },
    ],
  );
  console.log(`  CPU ms (this process${databaseName ? ' + PostgreSQL backends' : ''}), median and max:`);
  for (const [label, values] of Object.entries(cpu)) {
    const { median, p95 } = stats(values);
    console.log(`    ${label.padEnd(24)} ${median.toFixed(0).padStart(7)} ${p95.toFixed(0).padStart(7)}`);
  }
  const load = (await import('node:os')).loadavg();
  console.log(`  load average ${load.map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await bench.close();
  await own.drop();
}
process.exit(ok ? 0 : 1);
