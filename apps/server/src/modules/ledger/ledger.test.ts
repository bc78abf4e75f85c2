import type { LedgerVerdict, LedgerVerdicts } from '@inventario/shared/contracts/ledger';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { buildUser, send, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { asset, chargeThroughApi, schoolWithYear } from '../charges/charge.fixtures.ts';
import { findChainBreaks, findVoucherBreaks } from './ledger.repo.ts';
import { operatorDatabase, verifyLedgerCommand } from './verify-ledger.fixtures.ts';

describe('the ledger of movements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  type School = Awaited<ReturnType<typeof schoolWithYear>>;

  async function vendorOf(s: School) {
    return signIn(t, await buildUser(t.db, s.school, { roles: ['inv.default', 'InvAdmin'] }));
  }

  async function verify(s: School): Promise<LedgerVerdict> {
    const answer = await send<LedgerVerdict>(t, await vendorOf(s), 'GET', `/ledger/verify/${s.customerCode}`);
    expect(answer.status).toBe(200);
    return answer.body;
  }

  const charge = (s: School, prices: number[], date?: string) => chargeThroughApi(t, s, prices, date);

  const entriesOf = (customerCode: string) =>
    queryRows<{ seq: number; movementId: number; event: string; lines: number | null }>(
      t.db,
      sql`select seq, movement_id::int as "movementId", event, (content->>'lines')::int as lines
        from ledger_entries where customer_code = ${customerCode} order by seq`,
    );

  it('chains every charge, edit and deletion of a school, and finds it intact', async () => {
    const s = await schoolWithYear(t);
    const first = await charge(s, [689, 300]);
    const second = await charge(s, [120]);
    const [notebook, board] = first.assets;
    if (!notebook || !board) throw new Error('no lines');
    const edit = await send(t, s.credentials, 'PUT', '/movement/charge', {
      id: first.id,
      date: '2026-03-10',
      causal: 'ACQ',
      assets: [
        { id: notebook.id, ...asset(s.hardware, 700, 'Notebook HP') },
        { id: board.id, ...asset(s.hardware, 300, 'Lavagna') },
      ],
    });
    expect(edit.status).toBe(200);
    expect((await send(t, s.credentials, 'DELETE', `/movement/charge/${second.id}`)).status).toBe(204);

    expect(await entriesOf(s.customerCode)).toEqual([
      { seq: 1, movementId: first.id, event: 'create', lines: 2 },
      { seq: 2, movementId: second.id, event: 'create', lines: 1 },
      { seq: 3, movementId: first.id, event: 'edit', lines: 2 },
      { seq: 4, movementId: second.id, event: 'delete', lines: null },
    ]);
    const verdict = await verify(s);
    expect(verdict).toMatchObject({ intact: true, entries: 4, vouchers: 1, firstBroken: null, broken: 0 });
    expect(verdict.head).toMatchObject({ seq: 4, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(Date.parse(verdict.head?.recordedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('finds a line changed with plain SQL, naming the voucher and its entry', async () => {
    const s = await schoolWithYear(t);
    await charge(s, [100]);
    const target = await charge(s, [250, 80], '2026-04-02');
    await charge(s, [60], '2026-05-01');
    // The test's own connection is not the application's role: nothing it does is chained.
    await t.db.execute(
      sql`update movement_assets set value_cents = value_cents + 100
        where customer_code = ${s.customerCode} and movement_id = ${target.id} and position = 1`,
    );
    const verdict = await verify(s);
    expect(verdict.intact).toBe(false);
    expect(verdict.broken).toBe(1);
    expect(verdict.firstBroken).toEqual({
      problem: 'voucherChanged',
      seq: 2,
      movementId: target.id,
      voucher: { type: 1, year: 2026, number: 2 },
    });
  });

  it('finds a voucher added or removed behind its back', async () => {
    const s = await schoolWithYear(t);
    const kept = await charge(s, [100]);
    const removed = await charge(s, [40], '2026-04-01');
    await t.db.execute(
      sql`delete from movement_assets where customer_code = ${s.customerCode} and movement_id = ${removed.id}`,
    );
    await t.db.execute(
      sql`update assets set charge_movement_id = null, status = 1
        where customer_code = ${s.customerCode} and charge_movement_id = ${removed.id}`,
    );
    await t.db.execute(
      sql`delete from movements where customer_code = ${s.customerCode} and id = ${removed.id}`,
    );
    const [added] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into movements (customer_code, type, year, number, date, created_by)
        values (${s.customerCode}, 1, 2026, 99, '2026-06-01', 'intruso') returning id`,
    );
    const verdict = await verify(s);
    expect(verdict.broken).toBe(2);
    expect(verdict.firstBroken).toMatchObject({ problem: 'voucherRemoved', seq: 2, movementId: removed.id });
    const breaks = await inTenantTransaction(t.database.db, s.customerCode, (tx) =>
      findVoucherBreaks(tx, s.customerCode),
    );
    expect(breaks.count).toBe(2);
    expect(kept.id).not.toBe(Number(added?.id));
  });

  it('finds an entry altered or taken out, and a head that no longer names the last entry', async () => {
    const s = await schoolWithYear(t);
    for (const price of [10, 20, 30, 40]) await charge(s, [price]);
    await t.db.execute(sql`alter table ledger_entries disable trigger ledger_entries_append_only`);
    try {
      await t.db.execute(
        sql`update ledger_entries set content = jsonb_set(content, '{total_cents}', '999')
          where customer_code = ${s.customerCode} and seq = 2`,
      );
      let verdict = await verify(s);
      expect(verdict.firstBroken).toMatchObject({ problem: 'entryAltered', seq: 2 });

      await t.db.execute(sql`delete from ledger_entries where customer_code = ${s.customerCode} and seq = 2`);
      verdict = await verify(s);
      expect(verdict.firstBroken).toMatchObject({ problem: 'chainBroken', seq: 3 });

      await t.db.execute(
        sql`delete from ledger_entries where customer_code = ${s.customerCode} and seq >= 3`,
      );
      verdict = await verify(s);
      expect(verdict.firstBroken).toMatchObject({ problem: 'headMismatch', seq: 1 });
    } finally {
      await t.db.execute(sql`alter table ledger_entries enable trigger ledger_entries_append_only`);
    }
  });

  it('keeps its entries from the application itself', async () => {
    const s = await schoolWithYear(t);
    await charge(s, [10]);
    for (const statement of [
      sql`update ledger_entries set event = 'edit' where customer_code = ${s.customerCode}`,
      sql`delete from ledger_entries where customer_code = ${s.customerCode}`,
    ]) {
      await expect(
        inTenantTransaction(t.database.db, s.customerCode, (tx) => tx.execute(statement)),
      ).rejects.toThrow();
    }
    // Not even a role that may: the trigger refuses.
    const refusal = await t.db
      .execute(sql`update ledger_entries set event = 'edit' where customer_code = ${s.customerCode}`)
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect(String((refusal?.cause as Error | undefined)?.message)).toMatch(/append-only/);
    expect((await verify(s)).intact).toBe(true);
  });

  it('checks the same in a session of another time zone and date style', async () => {
    const s = await schoolWithYear(t);
    await charge(s, [10, 20]);
    const breaks = await inTenantTransaction(t.database.db, s.customerCode, async (tx) => {
      await tx.execute(sql`set local "TimeZone" = 'America/New_York'`);
      await tx.execute(sql`set local "DateStyle" = 'SQL, DMY'`);
      const [created] = await queryRows<{ text: string }>(
        tx,
        sql`select created_at::text as text from movements where customer_code = ${s.customerCode}`,
      );
      // The session really writes times its own way, and the check is not fooled by it.
      expect(created?.text).toMatch(/^\d\d\/\d\d\/2\d{3} .* E[SD]T$/);
      return [await findChainBreaks(tx, s.customerCode), await findVoucherBreaks(tx, s.customerCode)];
    });
    expect(breaks.map((b) => b.count)).toEqual([0, 0]);
  });

  it('chains each school on its own, concurrent charges in one line', async () => {
    const a = await schoolWithYear(t);
    const b = await schoolWithYear(t);
    await Promise.all([...[1, 2, 3, 4].map((i) => charge(a, [i])), ...[1, 2, 3].map((i) => charge(b, [i]))]);
    expect((await entriesOf(a.customerCode)).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect((await entriesOf(b.customerCode)).map((e) => e.seq)).toEqual([1, 2, 3]);
    const all = await send<LedgerVerdicts>(t, await vendorOf(a), 'GET', '/ledger/verify');
    expect(all.status).toBe(200);
    const verdictOf = (code: string) => all.body.schools.find((v) => v.customerCode === code);
    expect([a, b].map((s) => verdictOf(s.customerCode)).map((v) => [v?.intact, v?.entries])).toEqual([
      [true, 4],
      [true, 3],
    ]);
  });

  it('is checked by the operator with npm run verify-ledger, which names the broken record', async () => {
    const intact = await schoolWithYear(t);
    await charge(intact, [10]);
    const broken = await schoolWithYear(t);
    await charge(broken, [10]);
    const target = await charge(broken, [20, 30], '2026-04-01');
    await t.db.execute(
      sql`update movements set notes = 'ritoccato' where customer_code = ${broken.customerCode} and id = ${target.id}`,
    );
    const env = await operatorDatabase(t);
    try {
      const all = await verifyLedgerCommand(env.variables, []);
      expect(all.code).toBe(1);
      expect(all.stdout).toContain(
        `${broken.customerCode}: BROKEN, 1 record(s); first: voucherChanged at entry 2 (charge 2/2026, id ${target.id})`,
      );
      expect(all.stdout).toMatch(new RegExp(`^${intact.customerCode}: intact \\(1 entries, 1 vouchers`, 'm'));
    } finally {
      await env.close();
    }
  }, 120_000);

  it("is vendor staff's alone, and names a school it does not serve", async () => {
    const s = await schoolWithYear(t);
    expect((await send(t, s.credentials, 'GET', `/ledger/verify/${s.customerCode}`)).status).toBe(403);
    expect((await send(t, s.credentials, 'GET', '/ledger/verify')).status).toBe(403);
    const unknown = await send<{ code: string }>(t, await vendorOf(s), 'GET', '/ledger/verify/NOSUCH99');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('schoolNotFound');
  });
});
