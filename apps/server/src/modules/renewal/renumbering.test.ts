import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { RenewalRenumbering, RenumberingAsset } from '@inventario/shared/contracts/renewal-values';
import { inventoryScope } from '@inventario/shared/domain/movements/renumbering';
import { originalNumberText, renumber } from '@inventario/shared/domain/renewal/renumbering';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import { universalityWith } from '../charges/charge.fixtures.ts';
import { discharge, proposal, remove } from '../proposals/proposal.fixtures.ts';
import { type Answer, auditOf } from '../recognition/recognition.fixtures.ts';
import * as repo from './renumbering.repo.ts';
import { confirmMapping, renewalToRevalue, snapshot, step } from './revaluation.fixtures.ts';

type Page = { assets: RenumberingAsset[]; total: number };

/**
 * The renewal's school with a universality of two components charged in the movable register (BM 4),
 * and the LIM (BM 2) discharged, its mapping confirmed: the movable register numbers 1, 3, 4 with a
 * gap, the books register 1.
 */
async function renewalToRenumber(t: TestApp) {
  const s = await renewalToRevalue(t);
  const universality = await universalityWith(t, s.customerCode, s.furniture, [15_000, 12_000]);
  const charged = await send<MovementWithAssets>(t, s.credentials, 'POST', '/movement/charge', {
    date: '2026-03-01',
    causal: 'ACQ',
    assets: [],
    universalityId: universality.id,
  });
  if (charged.status !== 200) throw new Error(`universality not charged: ${JSON.stringify(charged.body)}`);
  const discharged = await discharge(t, s.credentials, { date: '2026-03-02', assetIds: [s.lim] });
  if (discharged.status !== 200) throw new Error(`LIM not discharged: ${JSON.stringify(discharged.body)}`);
  await confirmMapping(t, s.credentials, s.renewalId);
  const [registers] = await queryRows<{ movable: number; books: number }>(
    t.db,
    sql`select max(id) filter (where kind = 'movable')::int as movable, max(id) filter (where kind = 'books')::int as books
      from registers where customer_code = ${s.customerCode}`,
  );
  if (!registers) throw new Error('no registers');
  return { ...s, universality, registers };
}

async function numbersOf(t: TestApp, customerCode: string) {
  return queryRows<{ id: number; number: number | null; original: string | null; status: number }>(
    t.db,
    sql`select id::int, inventory_number as number, original_inventory_number as original, status
      from assets where customer_code = ${customerCode} order by id`,
  );
}

describe('the renewal: renumbering', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('numbers each register again from 1 as previewed, keeps the old numbers, and is taken back exactly', async () => {
    const s = await renewalToRenumber(t);
    const id = s.renewalId;
    const [first, second] = s.universality.componentIds as [number, number];
    const early = await step(t, s.credentials, id, 'PUT', 'renumbering');
    expect([early.status, early.body.code]).toEqual([409, 'renewalNotRevalued']);
    expect((await step(t, s.credentials, id, 'PUT', 'revaluation')).status).toBe(200);

    const numbered = await numbersOf(t, s.customerCode);
    const numberOf = (assetId: number) => numbered.find((a) => a.id === assetId)?.number;
    expect([s.pc, s.lim, s.desk, first, second, s.book].map(numberOf)).toEqual([1, 2, 3, 4, 4, 1]);

    // The preview, by register and good by good, in the order of the rule.
    const preview = await send<RenewalRenumbering>(t, s.credentials, 'GET', `/renewal/${id}/renumbering`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ renumbered: false, renumberedAt: null });
    const register = (body: RenewalRenumbering, registerId: number) =>
      body.registers.find((r) => r.registerId === registerId);
    expect(register(preview.body, s.registers.movable)).toMatchObject({
      goods: 3,
      setAside: 1,
      lastBefore: 4,
      lastAfter: 3,
    });
    expect(register(preview.body, s.registers.books)).toMatchObject({
      goods: 1,
      setAside: 0,
      lastBefore: 1,
      lastAfter: 1,
    });
    const page1 = await send<Page>(t, s.credentials, 'GET', `/renewal/${id}/renumbering/assets/1/4`);
    const page2 = await send<Page>(t, s.credentials, 'GET', `/renewal/${id}/renumbering/assets/2/4`);
    expect([page1.body.total, page1.body.assets.length, page2.body.assets.length]).toEqual([5, 4, 1]);
    const planned = [...page1.body.assets, ...page2.body.assets];
    expect(planned.map((a) => [a.assetId, a.oldNumber, a.newNumber, a.originalInventoryNumber])).toEqual([
      [s.pc, 1, 1, 'BM/1'],
      [s.desk, 3, 2, 'BM/3'],
      [first, 4, 3, 'BM/4'],
      [second, 4, 3, 'BM/4'],
      [s.book, 1, 1, 'LB/1'],
    ]);
    const surviving = numbered.filter((a) => a.number !== null && [2, 3].includes(a.status));
    const ruled = renumber(
      surviving.map((a) => {
        const good = planned.find((p) => p.assetId === a.id);
        return {
          assetId: a.id,
          registerId: good?.registerId ?? 0,
          inventoryNumber: a.number ?? 0,
          universalityId: good?.universalityId ?? null,
        };
      }),
    );
    const byAsset = (rows: { assetId: number; newNumber: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.assetId, r.newNumber]));
    expect(byAsset(planned)).toEqual(byAsset(ruled));
    expect(planned.find((a) => a.assetId === s.pc)?.originalInventoryNumber).toBe(
      originalNumberText('BM', 1),
    );

    const before = await snapshot(t, s.customerCode);
    const done = await step(t, s.credentials, id, 'PUT', 'renumbering');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ step: 'closing', blockers: [] });
    expect(done.body.renumberedAt).not.toBeNull();
    const twice = await step(t, s.credentials, id, 'PUT', 'renumbering');
    expect([twice.status, twice.body.code]).toEqual([409, 'renewalRenumberingDone']);
    const revaluation = await step(t, s.credentials, id, 'DELETE', 'revaluation');
    expect([revaluation.status, revaluation.body.code]).toEqual([409, 'renewalRenumberingDone']);

    // The new numbers, the old ones kept, the discharged LIM out of the numbering, the counters.
    const after = await numbersOf(t, s.customerCode);
    const row = (assetId: number) => after.find((a) => a.id === assetId);
    expect(
      [s.pc, s.desk, first, second, s.book, s.lim].map((a) => [row(a)?.number, row(a)?.original]),
    ).toEqual([
      [1, 'BM/1'],
      [2, 'BM/3'],
      [3, 'BM/4'],
      [3, 'BM/4'],
      [1, 'LB/1'],
      [-2, 'BM/2'],
    ]);
    // The discharged LIM shows no number of the new numbering, and the one it had.
    const lim = await send<{ inventoryNumber: number | null; originalInventoryNumber: string | null }>(
      t,
      s.credentials,
      'GET',
      `/asset/${s.lim}`,
    );
    expect([lim.body.inventoryNumber, lim.body.originalInventoryNumber]).toEqual([null, 'BM/2']);
    const [universality] = await queryRows<{ number: number }>(
      t.db,
      sql`select inventory_number as number from universalities where id = ${s.universality.id}`,
    );
    expect(universality?.number).toBe(3);
    const counters = await queryRows<{ scope: string; last: number }>(
      t.db,
      sql`select scope, last from number_counters where customer_code = ${s.customerCode} and scope like 'inventory:%'`,
    );
    expect(Object.fromEntries(counters.map((c) => [c.scope, c.last]))).toEqual({
      [inventoryScope(s.registers.movable)]: 3,
      [inventoryScope(s.registers.books)]: 1,
    });
    const history = await queryRows<{ asset: number; changes: object }>(
      t.db,
      sql`select asset_id::int as asset, changes from asset_history
        where customer_code = ${s.customerCode} and action = 'renewalRenumbering'`,
    );
    expect(history).toHaveLength(6);
    expect(history.find((h) => h.asset === s.desk)?.changes).toEqual({
      inventoryNumber: { from: 3, to: 2 },
      originalInventoryNumber: { from: null, to: 'BM/3' },
    });
    expect(await auditOf(t, s.customerCode, 'renewal.renumber')).toHaveLength(1);
    const result = await send<RenewalRenumbering>(t, s.credentials, 'GET', `/renewal/${id}/renumbering`);
    expect(result.body.registers).toEqual(preview.body.registers);
    const donePage = await send<Page>(t, s.credentials, 'GET', `/renewal/${id}/renumbering/assets/1/10`);
    expect(donePage.body.assets).toEqual(planned);

    // A movement made after the renumbering carries the new numbers: the renumbering stays.
    const out = await proposal(t, s.credentials, { date: '2026-12-31', progressive: 1, assetIds: [s.desk] });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const refused = await step(t, s.credentials, id, 'DELETE', 'renumbering');
    expect([refused.status, refused.body.code]).toEqual([409, 'renewalLaterMovements']);
    expect((await remove(t, s.credentials, 'out', out.body.id)).status).toBe(204);

    const reverted = await step(t, s.credentials, id, 'DELETE', 'renumbering');
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body).toMatchObject({ renumberedAt: null, step: 'renumbering' });
    const restored = await snapshot(t, s.customerCode);
    expect({ ...restored, movements: restored.movements.length }).toEqual({
      ...before,
      // The proposal's voucher number went back with it; its row is gone.
      movements: before.movements.length,
    });
    expect(await auditOf(t, s.customerCode, 'renewal.renumbering.revert')).toHaveLength(1);
    const again = await send<RenewalRenumbering>(t, s.credentials, 'GET', `/renewal/${id}/renumbering`);
    expect(again.body).toEqual(preview.body);

    // Renumbered again, then both steps taken back in order: the school as before the revaluation.
    expect((await step(t, s.credentials, id, 'PUT', 'renumbering')).status).toBe(200);
    expect((await step(t, s.credentials, id, 'DELETE', 'renumbering')).status).toBe(200);
    expect((await step(t, s.credentials, id, 'DELETE', 'revaluation')).status).toBe(200);
    expect((await numbersOf(t, s.customerCode)).map((a) => a.number)).toEqual(numbered.map((a) => a.number));
  });

  it('takes the long way, through numbers no row holds, to the same numbers and back', async () => {
    const s = await renewalToRenumber(t);
    expect((await step(t, s.credentials, s.renewalId, 'PUT', 'revaluation')).status).toBe(200);
    const planned = (
      await send<Page>(t, s.credentials, 'GET', `/renewal/${s.renewalId}/renumbering/assets/1/50`)
    ).body.assets;
    const before = await snapshot(t, s.customerCode);
    const renumbered = await inTenantTransaction(t.db, s.customerCode, async (tx) => {
      const scopes = (await repo.schoolRegisters(tx, s.customerCode)).map((registerId) => ({
        registerId,
        scope: inventoryScope(registerId),
      }));
      await repo.recordNumbers(tx, s.customerCode, s.renewalId, scopes);
      await repo.renumberRegisters(
        tx,
        s.customerCode,
        s.renewalId,
        scopes,
        'test',
        'test',
        'throughFreeNumbers',
      );
      const inside = await queryRows<{ id: number; number: number | null }>(
        tx,
        sql`select id::int, inventory_number as number from assets where customer_code = ${s.customerCode}`,
      );
      await repo.restoreRegisters(
        tx,
        s.customerCode,
        s.renewalId,
        scopes,
        'test',
        'test',
        'throughFreeNumbers',
      );
      return inside;
    });
    const numberOf = new Map(renumbered.map((a) => [a.id, a.number]));
    for (const good of planned) expect(numberOf.get(good.assetId), String(good.assetId)).toBe(good.newNumber);
    expect(numberOf.get(s.lim)).toBe(-2);
    expect(await snapshot(t, s.customerCode)).toEqual(before);
  });

  it('keeps each school to its own renumbering', async () => {
    const mine = await renewalToRenumber(t);
    const other = await renewalToRevalue(t);
    expect((await step(t, mine.credentials, mine.renewalId, 'PUT', 'revaluation')).status).toBe(200);
    for (const [method, path] of [
      ['GET', 'renumbering'],
      ['GET', 'renumbering/assets/1/10'],
      ['PUT', 'renumbering'],
      ['DELETE', 'renumbering'],
    ] as const) {
      const answer = await send<Answer<object>>(
        t,
        other.credentials,
        method,
        `/renewal/${mine.renewalId}/${path}`,
      );
      expect(answer.status, path).toBe(404);
    }
    expect((await numbersOf(t, mine.customerCode)).map((a) => a.original)).not.toContain('BM/1');
  });
});
