import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { inTenantTransaction } from '../apps/server/src/db/tenant.ts';
import { verifySchoolLedger } from '../apps/server/src/modules/ledger/index.ts';
import { benchSchool, measure, printTable, startBenchApp } from './bench-app.ts';
import { fillSchool, ownBenchDatabase } from './school-fill.ts';

/**
 * Issue 21's target: the check of a school's ledger of movements with 20,000 goods in 2,000 charges
 * (each entry's hash recomputed, every voucher and its lines compared with its last entry) takes at
 * most 2 s, on PGlite and on PostgreSQL (BENCH_DATABASE_URL). The school is filled set-based as the
 * application's role, so its triggers chain the 2,000 vouchers at the commit, whose time is shown too.
 * Then one line is changed behind the ledger's back and the check must name it (not timed).
 */
const SCHOOL = 'LEDG01';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 2_000;

const own = await ownBenchDatabase('ledger');
const bench = await startBenchApp();
let ok = false;
try {
  await benchSchool(bench, SCHOOL);
  const fillStarted = performance.now();
  await fillSchool(bench.database.db, SCHOOL, {
    inventory: 18_000,
    durable: 2_000,
    registerKinds: ['movable', 'books'],
    assetsPerCharge: 10,
  });
  const fillMs = performance.now() - fillStarted;
  const [chained] = await inTenantTransaction(bench.database.db, SCHOOL, (tx) =>
    queryRows<{ entries: number; lines: number }>(
      tx,
      sql`select count(*)::int as entries, sum((content->>'lines')::int)::int as lines
        from ledger_entries where customer_code = ${SCHOOL}`,
    ),
  );
  console.log(
    `\n${bench.engine}: 20,000 goods in ${chained?.entries} charges (${chained?.lines} lines) filled and chained in ${(fillMs / 1000).toFixed(1)} s`,
  );
  if (chained?.entries !== 2_000 || chained.lines !== 20_000) throw new Error('the fill was not chained');

  const check = await measure(RUNS, async () => {
    const verdict = await verifySchoolLedger(bench.database.db, SCHOOL);
    if (!verdict.intact || verdict.vouchers !== 2_000)
      throw new Error(`not intact: ${JSON.stringify(verdict)}`);
  });
  ok = printTable(`Ledger check of a school (${bench.engine}, ${RUNS} runs after 3)`, [
    { case: '20,000 goods, 2,000 vouchers, 2,000 entries', ...check, target: TARGET_MS },
  ]);

  // The owner's connection is not the application's role: this change writes no entry.
  await bench.database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.customer_code', ${SCHOOL}, true)`);
    await tx.execute(
      sql`update movement_assets set value_cents = value_cents + 1
        where customer_code = ${SCHOOL} and movement_id = (select id from movements
          where customer_code = ${SCHOOL} and number = 1234) and position = 3`,
    );
  });
  const tampered = await verifySchoolLedger(bench.database.db, SCHOOL);
  const found = tampered.firstBroken;
  console.log(
    `after a line changed by hand: ${found?.problem} at entry ${found?.seq}, charge ${found?.voucher?.number}`,
  );
  ok &&= found?.problem === 'voucherChanged' && found.voucher?.number === 1234;
} finally {
  await bench.close();
  await own.drop();
}
process.exit(ok ? 0 : 1);
