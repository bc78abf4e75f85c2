import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { inTenantTransaction } from '../apps/server/src/db/tenant.ts';
import { benchSchool, printTable, startBenchApp } from './bench-app.ts';
import { percentiles } from './http-load.ts';
import { placeAssets } from './placement-fill.ts';
import { fillSchool, ownBenchDatabase } from './school-fill.ts';

/**
 * Issue 17's targets: in a school of 20,000 goods in 100 locations, ten phones each sending a read per
 * second (`POST /recognition/scan/detect`, one read, over HTTP) get their answer within 50 ms at p95;
 * and a phone back online sends 2,000 queued reads (four batches of 500) within 5 s. On PGlite unless
 * BENCH_DATABASE_URL names a PostgreSQL server. BENCH_SECONDS sets how long the phones read (30).
 */
const INVENTORY_ASSETS = 20_000;
const PHONES = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const QUEUED_READS = 2_000;
const BATCH = 500;
const TARGET = { readP95: 50, queuedMs: 5_000 };
const SCHOOL = 'RICO01';

const own = await ownBenchDatabase('recognition');
const bench = await startBenchApp();
let ok = false;

async function api<T>(headers: Record<string, string>, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await fetch(`${bench.baseUrl}/inventario/api${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A phone signed in with a QR code of the recognition: its `x-scan-token` header. */
async function phone(headers: Record<string, string>, recognitionId: number) {
  const link = await api<{ url: string }>(headers, 'POST', `/recognition/${recognitionId}/scanLink`, {});
  const code = decodeURIComponent(link.url.split('#code=')[1] ?? '');
  const session = await api<{ token: string }>({}, 'POST', '/recognition/scan/session', { code });
  return { 'x-scan-token': session.token };
}

/** The inventory numbers placed in each location, for the phones to read room by room. */
async function goodsByLocation(): Promise<{ locationId: number; numbers: number[] }[]> {
  const rows = await inTenantTransaction(bench.database.db, SCHOOL, (tx) =>
    queryRows<{ location_id: number; numbers: number[] }>(
      tx,
      sql`select location_id::int as location_id, array_agg(inventory_number order by inventory_number) as numbers
        from assets where customer_code = ${SCHOOL} and inventory_number is not null
        group by location_id order by location_id`,
    ),
  );
  return rows.map((r) => ({ locationId: r.location_id, numbers: r.numbers }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

try {
  let started = performance.now();
  const headers = await benchSchool(bench, SCHOOL);
  await fillSchool(bench.database.db, SCHOOL, {
    inventory: INVENTORY_ASSETS,
    durable: 0,
    registerKinds: ['movable', 'books'],
    assetsPerCharge: 20,
  });
  await placeAssets(bench.database.db, SCHOOL, {
    sites: 5,
    perSite: 20,
    movedEvery: 1_000_000,
    movedOn: '2025-06-01',
  });
  await bench.database.db.execute(sql`analyze`);
  const recognition = await api<{ id: number; counts: { total: number } }>(headers, 'POST', '/recognition', {
    date: '2025-12-01',
    forRenewal: false,
    includeDurable: false,
  });
  const rooms = await goodsByLocation();
  const phones = await Promise.all(Array.from({ length: PHONES }, () => phone(headers, recognition.id)));
  console.log(
    `  ${recognition.counts.total} goods in ${rooms.length} locations, ${PHONES} phones signed in, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Ten phones, one read a second each, a tenth of a second apart; each reads its own rooms.
  const latencies: number[] = [];
  const outcomes = new Map<string, number>();
  const begin = performance.now() + 200;
  await Promise.all(
    phones.map(async (scanHeaders, p) => {
      for (let second = 0; second < SECONDS; second++) {
        await sleep(begin + second * 1000 + p * 100 - performance.now());
        const room = rooms[(p * 7 + Math.floor(second / 20)) % rooms.length];
        if (!room) continue;
        const code = String(room.numbers[second % room.numbers.length]);
        const t0 = performance.now();
        const answer = await api<{ results: { outcome: string }[] }>(
          scanHeaders,
          'POST',
          '/recognition/scan/detect',
          {
            reads: [{ readId: randomUUID(), code, idLocation: room.locationId }],
          },
        );
        latencies.push(performance.now() - t0);
        const outcome = answer.results[0]?.outcome ?? 'none';
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }),
  );
  const live = percentiles(latencies);
  console.log(`  ${latencies.length} reads: ${[...outcomes].map(([o, n]) => `${o} ${n}`).join(', ')}`);

  // A phone back online: its queue of reads in the rooms it walked, four batches in order.
  const queue = rooms
    .slice(50, 60)
    .flatMap((room) =>
      room.numbers.slice(0, QUEUED_READS / 10).map((n) => ({ code: String(n), idLocation: room.locationId })),
    )
    .slice(0, QUEUED_READS)
    .map((read) => ({ ...read, readId: randomUUID() }));
  const sync = phones[0] ?? {};
  started = performance.now();
  for (let i = 0; i < queue.length; i += BATCH) {
    await api(sync, 'POST', '/recognition/scan/detect', { reads: queue.slice(i, i + BATCH) });
  }
  const queuedMs = performance.now() - started;
  started = performance.now();
  for (let i = 0; i < queue.length; i += BATCH) {
    await api(sync, 'POST', '/recognition/scan/detect', { reads: queue.slice(i, i + BATCH) });
  }
  const resentMs = performance.now() - started;

  const readsOk = live.p95 <= TARGET.readP95;
  const queueOk = queuedMs <= TARGET.queuedMs;
  printTable(
    `Recognition (${bench.engine}; ${INVENTORY_ASSETS} goods, ${rooms.length} locations; ${PHONES} phones × 1 read/s for ${SECONDS} s; ${queue.length} queued reads in batches of ${BATCH})`,
    [
      { case: 'a phone read (POST /recognition/scan/detect, 1 read)', median: live.median, p95: live.p95 },
      { case: `${queue.length} queued reads synchronised (total ms)`, median: queuedMs, p95: queuedMs },
      { case: 'the same queue sent again (answers as before)', median: resentMs, p95: resentMs },
    ],
  );
  console.log(
    `  targets: read p95 ≤ ${TARGET.readP95} ms ${readsOk ? 'ok' : 'MISSED'}; queue ≤ ${TARGET.queuedMs} ms ${queueOk ? 'ok' : 'MISSED'}`,
  );
  ok = readsOk && queueOk;
} finally {
  await bench.close();
  await own.drop();
}
process.exit(ok ? 0 : 1);
