import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  asset,
  assetRow,
  auditOf,
  historyOf,
  insertLaterProposal,
  insertWaitingAsset,
  schoolWithYear,
  universalityRow,
  universalityWith,
} from './charge.fixtures.ts';

describe('deleting a charge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const charge = async (c: Credentials, body: object) => {
    const response = await call(
      t,
      { method: 'POST', url: '/inventario/api/movement/charge', payload: body },
      c,
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<MovementWithAssets>();
  };
  const remove = (c: Credentials, id: number, kind = 'charge') =>
    send(t, c, 'DELETE', `/movement/${kind}/${id}`);

  it('deletes the latest charge, gives its numbers back and sends waiting assets and a universality back', async () => {
    const s = await schoolWithYear(t);
    await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.furniture, 300), asset(s.furniture, 50)],
    });
    const waiting = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.furniture,
      priceCents: 40_000,
    });
    const universality = await universalityWith(t, s.customerCode, s.furniture, [15_000, 15_000]);
    const latest = await charge(s.credentials, {
      date: '2026-02-03',
      causal: 'ACQ',
      assets: [asset(s.furniture, 500, 'Lavagna'), asset(s.furniture, 20, 'Cestino')],
      waitingAssetIds: [waiting],
      universalityId: universality.id,
    });
    expect(latest.assets.map((a) => [a.inventoryNumber, a.durableNumber])).toEqual([
      [2, null],
      [null, 2],
      [3, null],
      [4, null],
      [4, null],
    ]);
    const entered = latest.assets.filter((a) => a.origin === 'charge').map((a) => a.id);

    expect((await remove(s.credentials, latest.id)).status).toBe(204);
    expect((await send(t, s.credentials, 'GET', `/movement/${latest.id}/withAssets`)).status).toBe(404);
    for (const id of entered) {
      expect(await assetRow(t, s.customerCode, id)).toBeUndefined();
      expect(await historyOf(t, s.customerCode, id)).toEqual([]);
    }
    expect(await assetRow(t, s.customerCode, waiting)).toMatchObject({
      status: 1,
      inventoryNumber: null,
      chargeMovementId: null,
      chargeDate: null,
      assetClass: 'inventory',
    });
    expect((await historyOf(t, s.customerCode, waiting)).map((h) => [h.action, h.changes])).toEqual([
      ['charge', { status: { from: 1, to: 2 }, inventoryNumber: { from: null, to: 3 } }],
      [
        'uncharge',
        {
          status: { from: 2, to: 1 },
          inventoryNumber: { from: 3, to: null },
          chargeDate: { from: '2026-02-03', to: null },
        },
      ],
    ]);
    expect(await universalityRow(t, s.customerCode, universality.id)).toMatchObject({
      registerId: null,
      inventoryNumber: null,
      chargeMovementId: null,
    });
    expect(await assetRow(t, s.customerCode, universality.componentIds[0] ?? 0)).toMatchObject({
      status: 1,
      assetClass: 'durable',
      universalityId: universality.id,
      inventoryNumber: null,
    });
    const [audit] = await auditOf(t, s.customerCode, latest.id).then((rows) =>
      rows.filter((r) => r.action === 'charge.delete'),
    );
    expect(audit?.before).toMatchObject({ id: latest.id, number: 2, assets: expect.any(Array) });

    const again = await charge(s.credentials, {
      date: '2026-02-03',
      causal: 'ACQ',
      assets: [asset(s.furniture, 500), asset(s.furniture, 20)],
      waitingAssetIds: [waiting],
      universalityId: universality.id,
    });
    expect(again.number).toBe(2);
    expect(again.assets.map((a) => [a.inventoryNumber, a.durableNumber])).toEqual(
      latest.assets.map((a) => [a.inventoryNumber, a.durableNumber]),
    );
  });

  it('deletes only the latest charge, and none whose assets moved on', async () => {
    const s = await schoolWithYear(t);
    const first = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300)],
    });
    const second = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300)],
    });
    expect((await remove(s.credentials, first.id)).body).toMatchObject({ code: 'chargeNotLatest' });
    expect(first.editable).toEqual({ content: true, assets: true, deletable: true });
    const firstNow = (
      await send<MovementWithAssets>(t, s.credentials, 'GET', `/movement/${first.id}/withAssets`)
    ).body;
    expect(firstNow.editable).toEqual({ content: true, assets: false, deletable: false });

    await insertLaterProposal(t, s.customerCode, second.assets[0]?.id ?? 0, '2026-03-01');
    expect((await remove(s.credentials, second.id)).body).toMatchObject({
      code: 'movementHasLaterMovements',
    });
    const secondNow = (
      await send<MovementWithAssets>(t, s.credentials, 'GET', `/movement/${second.id}/withAssets`)
    ).body;
    expect(secondNow.editable).toEqual({ content: false, assets: false, deletable: false });
    expect((await send(t, s.credentials, 'GET', `/movement/${second.id}`)).status).toBe(200);
  });

  it('refuses a charge of a closed year', async () => {
    const s = await schoolWithYear(t);
    const voucher = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300)],
    });
    await send(t, s.credentials, 'PUT', '/financialYear/close', {
      endDate: '2026-12-31',
      toDepreciate: false,
    });
    expect((await remove(s.credentials, voucher.id)).body).toMatchObject({ code: 'financialYearClosed' });
    const now = (
      await send<MovementWithAssets>(t, s.credentials, 'GET', `/movement/${voucher.id}/withAssets`)
    ).body;
    expect(now.editable).toEqual({ content: false, assets: false, deletable: false });
  });

  it("answers 404 for another school's charge or a charge named as another kind, 400 for an unknown kind", async () => {
    const s = await schoolWithYear(t);
    const other = await schoolWithYear(t);
    const voucher = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300)],
    });
    expect((await remove(other.credentials, voucher.id)).status).toBe(404);
    expect((await remove(s.credentials, 99_999_999)).status).toBe(404);
    expect((await remove(s.credentials, voucher.id, 'discharge')).status).toBe(404);
    expect((await remove(s.credentials, voucher.id, 'out')).status).toBe(404);
    expect((await remove(s.credentials, voucher.id, 'nonsense')).status).toBe(400);
    expect((await send(t, s.credentials, 'GET', `/movement/${voucher.id}`)).status).toBe(200);
  });

  it('keeps the registers gapless when a deletion and a new charge race', async () => {
    const s = await schoolWithYear(t);
    const body = (n: number) => ({
      date: '2026-05-01',
      causal: 'ACQ',
      assets: Array.from({ length: n }, () => asset(s.hardware, 300)),
    });
    for (let round = 0; round < 3; round++) {
      const latest = await charge(s.credentials, body(3));
      const [removal, created] = await Promise.all([
        remove(s.credentials, latest.id),
        call(t, { method: 'POST', url: '/inventario/api/movement/charge', payload: body(2) }, s.credentials),
      ]);
      expect(created.statusCode).toBe(200);
      expect([204, 409]).toContain(removal.status);
    }
    type Page = { movements: { id: number; number: number }[] };
    const vouchers = (await send<Page>(t, s.credentials, 'POST', '/movement/search/1/50', {})).body.movements;
    expect(vouchers.map((v) => v.number).sort((a, b) => a - b)).toEqual(vouchers.map((_, i) => i + 1));
    const details = (
      await send<MovementWithAssets[]>(t, s.credentials, 'POST', '/movement/list/withAssets', {
        ids: vouchers.map((v) => v.id),
      })
    ).body;
    const numbers = details.flatMap((d) => d.assets.map((a) => a.inventoryNumber ?? 0)).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});
