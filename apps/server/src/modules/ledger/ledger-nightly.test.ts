import type { LedgerCheck } from '@inventario/shared/contracts/ledger';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { startJobQueues } from '../../jobs/job-queues.ts';
import { buildUser, call, send, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { until } from '../../test/processes.ts';
import { chargeThroughApi, schoolWithYear } from '../charges/charge.fixtures.ts';
import { LEDGER_CHECK_QUEUE, runNightlyLedgerCheck } from './ledger-nightly.ts';

/** The nightly ledger check (issue 21): the job, its record, the metrics, the route, and where it runs. */

const TOKEN = 'scraper-token-0123456789';

type School = Awaited<ReturnType<typeof schoolWithYear>>;

/** A log that keeps its lines, for the assertions. */
function keptLog() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    log: {
      log: (...parts: unknown[]) => void lines.log.push(parts.map(String).join(' ')),
      error: (...parts: unknown[]) => void lines.error.push(parts.map(String).join(' ')),
    },
  };
}

describe('the nightly ledger check, on an API node (WORKER=off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS: 'on', METRICS_TOKEN: TOKEN, WORKER: 'off' });
  });
  afterAll(() => t.close());

  const vendorOf = async (s: School) =>
    signIn(t, await buildUser(t.db, s.school, { roles: ['inv.default', 'InvAdmin'] }));

  const charge = (s: School, prices: number[], date?: string) => chargeThroughApi(t, s, prices, date);

  /** The three gauges of the check, as a scrape reads them. */
  async function ledgerGauges() {
    const response = await call(t, {
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const gauge = (name: string) => {
      const line = response.body.split('\n').find((l) => l.startsWith(`${name} `));
      return line === undefined ? undefined : Number(line.slice(name.length + 1));
    };
    return {
      lastRun: gauge('inventario_ledger_check_last_run_timestamp_seconds'),
      schools: gauge('inventario_ledger_check_schools'),
      broken: gauge('inventario_ledger_check_broken_schools'),
    };
  }

  const countSchools = async () => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from customer_area.customers`,
    );
    return row?.n ?? 0;
  };

  it('neither schedules nor runs the check there: no schedule, no cron pass', async () => {
    const schedules = await queryRows<{ name: string }>(t.db, sql`select name from pgboss.schedule`);
    expect(schedules).toEqual([]);
    // pg-boss's cron pass makes its queue when it starts: an API node never started one.
    const passes = await queryRows<{ name: string }>(
      t.db,
      sql`select name from pgboss.queue where name like '__pgboss__send-it'`,
    );
    expect(passes).toEqual([]);
    // The queue itself is installed, for the workers.
    const [queue] = await queryRows<{ policy: string }>(
      t.db,
      sql`select policy from pgboss.queue where name = ${LEDGER_CHECK_QUEUE}`,
    );
    expect(queue?.policy).toBe('exclusive');
  });

  it('before the first run: the metrics say 0, and the latest run is "none yet"', async () => {
    expect(await ledgerGauges()).toEqual({ lastRun: 0, schools: 0, broken: 0 });
    const s = await schoolWithYear(t);
    const none = await send<{ code: string }>(t, await vendorOf(s), 'GET', '/ledger/checks/latest');
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('noLedgerCheckYet');
  });

  let run: LedgerCheck;
  let altered: School;
  let alteredVoucher: MovementWithAssets;

  it('checks every school, records the altered one with its first broken record, and logs it at error level', async () => {
    const intact = await schoolWithYear(t);
    await charge(intact, [100, 200]);
    altered = await schoolWithYear(t);
    await charge(altered, [100]);
    alteredVoucher = await charge(altered, [250, 80], '2026-04-02');
    // The test's own connection is not the application's role: nothing it does is chained.
    await t.db.execute(
      sql`update movement_assets set value_cents = value_cents + 100
        where customer_code = ${altered.customerCode} and movement_id = ${alteredVoucher.id} and position = 1`,
    );
    const { lines, log } = keptLog();
    const before = Date.now();
    run = await runNightlyLedgerCheck({ db: t.database.db, log });

    const firstBroken = {
      problem: 'voucherChanged',
      seq: 2,
      movementId: alteredVoucher.id,
      voucher: { type: 1, year: 2026, number: 2 },
    };
    expect(run).toMatchObject({
      schools: await countSchools(),
      broken: 1,
      brokenSchools: [{ customerCode: altered.customerCode, firstBroken, broken: 1 }],
    });
    expect(run.schools).toBeGreaterThanOrEqual(3);
    expect(Date.parse(run.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(run.finishedAt)).toBeGreaterThanOrEqual(Date.parse(run.startedAt));

    // The table's row says the same.
    const rows = await queryRows<{
      schools: number;
      broken: number;
      brokenSchools: unknown;
      finished: boolean;
    }>(
      t.db,
      sql`select schools, broken, broken_schools as "brokenSchools", finished_at >= started_at as finished
        from ledger_checks`,
    );
    expect(rows).toEqual([
      {
        schools: run.schools,
        broken: 1,
        brokenSchools: [{ customerCode: altered.customerCode, firstBroken, broken: 1 }],
        finished: true,
      },
    ]);

    expect(lines.error).toEqual([
      `ledger check: the ledger of school ${altered.customerCode} is BROKEN, 1 record(s); first: voucherChanged at entry 2 (charge 2/2026, id ${alteredVoucher.id})`,
    ]);
    expect(lines.log).toEqual([`ledger check: ${run.schools} school(s) checked, 1 broken`]);
  });

  it('reports the latest run in the metrics, read from the table at each scrape', async () => {
    expect(await ledgerGauges()).toEqual({
      lastRun: Date.parse(run.finishedAt) / 1000,
      schools: run.schools,
      broken: 1,
    });
    // A later run (the chain mended by hand meanwhile) is what the next scrape reports.
    await t.db.execute(
      sql`update movement_assets set value_cents = value_cents - 100
        where customer_code = ${altered.customerCode} and movement_id = ${alteredVoucher.id} and position = 1`,
    );
    const mended = await runNightlyLedgerCheck({ db: t.database.db, log: keptLog().log });
    expect(mended.broken).toBe(0);
    expect(await ledgerGauges()).toMatchObject({ lastRun: Date.parse(mended.finishedAt) / 1000, broken: 0 });
    // Broken again, for the route's test.
    await t.db.execute(
      sql`update movement_assets set value_cents = value_cents + 100
        where customer_code = ${altered.customerCode} and movement_id = ${alteredVoucher.id} and position = 1`,
    );
    run = await runNightlyLedgerCheck({ db: t.database.db, log: keptLog().log });
    expect((await ledgerGauges()).broken).toBe(1);
  });

  it('answers the latest run to vendor staff, and refuses a school user', async () => {
    const latest = await send<LedgerCheck>(t, await vendorOf(altered), 'GET', '/ledger/checks/latest');
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual(run);
    expect(latest.body.brokenSchools.map((b) => [b.customerCode, b.firstBroken?.seq])).toEqual([
      [altered.customerCode, 2],
    ]);
    const refused = await send<{ code: string }>(t, altered.credentials, 'GET', '/ledger/checks/latest');
    expect(refused.status).toBe(403);
  });

  it("is the installation's, not a school's: a school's transaction may neither read nor write it", async () => {
    for (const statement of [
      sql`select count(*) from ledger_checks`,
      sql`insert into ledger_checks (started_at, finished_at, schools, broken) values (now(), now(), 0, 0)`,
      sql`delete from ledger_checks`,
    ]) {
      const refusal = await inTenantTransaction(t.database.db, 'DEMO001', (tx) => tx.execute(statement)).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(String((refusal?.cause as Error | undefined)?.message)).toMatch(/permission denied/);
    }
  });

  it('keeps the last 90 runs', async () => {
    await t.db.execute(sql`delete from ledger_checks`);
    // 95 older runs, one a day back from 100 days ago.
    await t.db.execute(
      sql`insert into ledger_checks (started_at, finished_at, schools, broken)
        select now() - make_interval(days => 100 - d), now() - make_interval(days => 100 - d), 1, 0
        from generate_series(0, 94) d`,
    );
    const latest = await runNightlyLedgerCheck({ db: t.database.db, log: keptLog().log });
    const rows = await queryRows<{ id: number; daysAgo: number }>(
      t.db,
      sql`select id::int as id, round(extract(epoch from now() - finished_at) / 86400)::int as "daysAgo"
        from ledger_checks order by finished_at desc, id desc`,
    );
    expect(rows).toHaveLength(90);
    expect(rows[0]?.id).toBe(latest.id);
    // The newest 89 of the older ones stay: 6 days back down to 94; the 6 oldest (95–100) are gone.
    expect(rows.slice(1).map((r) => r.daysAgo)).toEqual(Array.from({ length: 89 }, (_, i) => 6 + i));
  });

  it('never queues a second run beside one waiting or running (several workers, a catch-up)', async () => {
    await t.db.execute(sql`delete from pgboss.job where name = ${LEDGER_CHECK_QUEUE}`);
    const jobs = await startJobQueues(t.database, { worker: false });
    try {
      for (let i = 0; i < 3; i++) {
        await t.database.db.transaction((tx) => jobs.send(tx, LEDGER_CHECK_QUEUE, {}));
      }
    } finally {
      await jobs.stop();
    }
    const [queued] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pgboss.job where name = ${LEDGER_CHECK_QUEUE}`,
    );
    expect(queued?.n).toBe(1);
  });
});

describe('the nightly ledger check, on worker processes', () => {
  it('is scheduled at 02:30 in Italy by a worker, once for two of them, and taken away by LEDGER_CHECK_CRON=off', async () => {
    const worker = await startTestApp({ WORKER: 'on' });
    try {
      const schedules = () =>
        queryRows<{ name: string; cron: string; timezone: string; missed: string | null }>(
          worker.db,
          sql`select name, cron, timezone, options->>'missed' as missed from pgboss.schedule`,
        );
      expect(await schedules()).toEqual([
        { name: LEDGER_CHECK_QUEUE, cron: '30 2 * * *', timezone: 'Europe/Rome', missed: 'once' },
      ]);
      // The worker runs pg-boss's cron pass, which sends the schedule's occurrences.
      const passes = await queryRows<{ name: string }>(
        worker.db,
        sql`select name from pgboss.queue where name like '__pgboss__send-it'`,
      );
      expect(passes).toHaveLength(1);

      const second = await startTestApp({ WORKER: 'on' }, { database: worker.database });
      await second.close();
      expect(await schedules()).toHaveLength(1);

      const off = await startTestApp(
        { WORKER: 'on', LEDGER_CHECK_CRON: 'off' },
        { database: worker.database },
      );
      await off.close();
      expect(await schedules()).toEqual([]);
    } finally {
      await worker.close();
    }
  }, 60_000);

  it('runs the check when its schedule comes due, and records it', async () => {
    // Every minute: pg-boss's cron pass (every 30 s) sends the current minute's occurrence.
    const worker = await startTestApp({ WORKER: 'on', LEDGER_CHECK_CRON: '* * * * *' });
    try {
      await schoolWithYear(worker);
      const recorded = await until(
        'the scheduled check to run',
        async () => {
          const [row] = await queryRows<{ schools: number; broken: number }>(
            worker.db,
            sql`select schools, broken from ledger_checks order by id limit 1`,
          );
          return row;
        },
        100_000,
      );
      const [schools] = await queryRows<{ n: number }>(
        worker.db,
        sql`select count(*)::int as n from customer_area.customers`,
      );
      expect(recorded).toEqual({ schools: schools?.n, broken: 0 });
      expect(schools?.n).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.close();
    }
  }, 120_000);
});
