import type { AssetDetail } from '@inventario/shared/contracts/assets';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetHistory, assets, auditEvents, movements } from '../../db/schema/index.ts';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import { insertWaitingAsset } from '../charges/charge.fixtures.ts';
import { insertExternal } from '../external-movements/external-movement.fixtures.ts';
import { modelKOf } from '../renewal/revaluation.fixtures.ts';
import {
  chargeMerge,
  dischargeMerge,
  mergePair,
  receiverState,
  recordMerge,
  sellerState,
} from './merges.fixtures.ts';

describe('merging schools', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('hands the goods of the chosen sites over on 31 August and charges them on 1 September, once', async () => {
    const { seller, receiver, mergeId } = await mergePair(t);
    const before = await sellerState(t, seller.credentials, mergeId);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ dischargeDate: '2026-08-31', blockers: [], package: null });
    const site = before.body.sites.find((s) => s.code === 'PLESSO1');
    expect(site).toMatchObject({ assets: 5, mergeId: null });

    const handed = await dischargeMerge(t, seller.credentials, mergeId, [site?.id ?? 0]);
    expect(handed.status).toBe(200);
    expect(handed.body.package).toMatchObject({ goods: 5, receiverCode: receiver.customerCode });
    expect(handed.body.package?.discharge).toMatchObject({ year: 2026, number: 1, date: '2026-08-31' });
    const dischargeId = handed.body.package?.discharge.id ?? 0;
    const discharge = await send<MovementWithAssets>(
      t,
      seller.credentials,
      'GET',
      `/movement/${dischargeId}/withAssets`,
    );
    expect(discharge.body).toMatchObject({
      causal: 'ACC',
      editable: { content: false, assets: false, deletable: false },
    });
    expect(discharge.body.assets.map((a) => a.description)).toEqual([
      'PC',
      'LIM',
      'Scrivania',
      'Sedia',
      'Enciclopedia',
    ]);
    const deleted = await send<{ code: string }>(
      t,
      seller.credentials,
      'DELETE',
      `/movement/discharge/${dischargeId}`,
    );
    expect(deleted.body.code).toBe('mergeMovement');
    expect((await dischargeMerge(t, seller.credentials, mergeId, [site?.id ?? 0])).body.code).toBe(
      'mergeAlreadyDischarged',
    );

    const waiting = await receiverState(t, receiver.credentials, mergeId);
    expect(waiting.body).toMatchObject({ chargeDate: '2026-09-01', receipt: null });
    expect(waiting.body.package).toMatchObject({ goods: 5, discharge: { id: null, number: 1 } });

    const charged = await chargeMerge(t, receiver.credentials, mergeId);
    expect(charged.status).toBe(200);
    expect(charged.body.package?.charge).toMatchObject({ year: 2026, number: 1, date: '2026-09-01' });
    const again = await chargeMerge(t, receiver.credentials, mergeId);
    expect(again.body.package?.charge).toEqual(charged.body.package?.charge);
    const charges = await t.db
      .select({ id: movements.id, causal: movements.causal })
      .from(movements)
      .where(and(eq(movements.customerCode, receiver.customerCode), eq(movements.mergeId, mergeId)));
    expect(charges).toHaveLength(1);

    const goods = await t.db
      .select({
        id: assets.id,
        description: assets.description,
        inventoryNumber: assets.inventoryNumber,
        durableNumber: assets.durableNumber,
        original: assets.originalInventoryNumber,
        status: assets.status,
      })
      .from(assets)
      .where(eq(assets.customerCode, receiver.customerCode))
      .orderBy(assets.id);
    expect(goods.map(({ id: _id, ...g }) => g)).toEqual([
      { description: 'PC', inventoryNumber: 1, durableNumber: null, original: 'BM 1', status: 2 },
      { description: 'LIM', inventoryNumber: 2, durableNumber: null, original: 'BM 2', status: 2 },
      { description: 'Scrivania', inventoryNumber: 3, durableNumber: null, original: 'BM 3', status: 2 },
      { description: 'Sedia', inventoryNumber: null, durableNumber: 1, original: 'BM 1', status: 2 },
      { description: 'Enciclopedia', inventoryNumber: 1, durableNumber: null, original: 'LB 1', status: 2 },
    ]);
    const pc = await send<AssetDetail>(t, receiver.credentials, 'GET', `/asset/${goods[0]?.id}`);
    expect(pc.status).toBe(200);
    const history = await t.db
      .select({ action: assetHistory.action, changes: assetHistory.changes })
      .from(assetHistory)
      .where(
        and(
          eq(assetHistory.customerCode, receiver.customerCode),
          eq(assetHistory.assetId, goods[0]?.id ?? 0),
        ),
      );
    expect(history).toEqual([
      {
        action: 'merge',
        changes: {
          school: { from: seller.school.name, to: receiver.school.name },
          originalInventoryNumber: { from: null, to: 'BM 1' },
        },
      },
    ]);

    // Model K of both schools: what left one by the merge entered the other, and each closes at its register.
    const sellerK = await modelKOf(t, seller.customerCode, 2026);
    const receiverK = await modelKOf(t, receiver.customerCode, 2026);
    expect(sellerK.totals.mergeDischargesCents).toBe(90_000 + 150_000 + 25_000 + 30_000);
    expect(receiverK.totals.mergeChargesCents).toBe(sellerK.totals.mergeDischargesCents);
    expect(sellerK.totals.closingCents).toBe(sellerK.registerCents);
    expect(receiverK.totals.closingCents).toBe(receiverK.registerCents);

    const after = await sellerState(t, seller.credentials, mergeId);
    expect(after.body.package).toMatchObject({ charge: { year: 2026, number: 1, date: '2026-09-01' } });
    const sellerAudit = await t.db
      .select({ action: auditEvents.action, actor: auditEvents.actorCustomerCode })
      .from(auditEvents)
      .where(and(eq(auditEvents.customerCode, seller.customerCode), eq(auditEvents.entity, 'merge')));
    expect(sellerAudit).toEqual(
      expect.arrayContaining([
        { action: 'merge.discharge', actor: seller.customerCode },
        { action: 'merge.charged', actor: receiver.customerCode },
      ]),
    );
  });

  it('names every pending good that blocks the seller', async () => {
    const { seller, mergeId } = await mergePair(t);
    await send(t, seller.credentials, 'POST', '/movement/out', {
      date: '2026-03-01',
      progressive: 1,
      assetIds: [seller.pc],
      causal: 'FUO',
    });
    await insertWaitingAsset(t, seller.customerCode, { subcategoryId: seller.furniture, priceCents: 10_000 });
    await insertWaitingAsset(t, seller.customerCode, { subcategoryId: seller.furniture, priceCents: 20_000 });
    await insertExternal(t, seller.customerCode, { source: 'warehouse' });
    const blockers = [
      { code: 'mergeWaitingAssets', count: 2 },
      { code: 'mergeWarehouseMovements', count: 1 },
      { code: 'mergeAssetsInProposals', count: 1 },
    ];
    const state = await sellerState(t, seller.credentials, mergeId);
    expect(state.body.blockers).toEqual(blockers);
    const refused = await dischargeMerge(t, seller.credentials, mergeId, [state.body.sites[0]?.id ?? 0]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'mergeBlocked', details: { blockers } });
    expect((await sellerState(t, seller.credentials, mergeId)).body.package).toBeNull();
  });

  it('keeps a merge to its two schools', async () => {
    const { seller, receiver, mergeId } = await mergePair(t);
    const other = await mergePair(t);
    expect((await sellerState(t, receiver.credentials, mergeId)).status).toBe(404);
    expect((await receiverState(t, seller.credentials, mergeId)).status).toBe(404);
    expect((await receiverState(t, other.receiver.credentials, mergeId)).status).toBe(404);
    expect((await chargeMerge(t, receiver.credentials, mergeId)).body.code).toBe('mergePackageNotConfirmed');
    const split = await recordMerge(t, seller.customerCode, other.receiver.customerCode);
    const sites = (await sellerState(t, seller.credentials, mergeId)).body.sites;
    expect((await dischargeMerge(t, seller.credentials, mergeId, [])).body.code).toBe('mergeNoSites');
    await dischargeMerge(t, seller.credentials, mergeId, [sites[0]?.id ?? 0]);
    const taken = await dischargeMerge(t, seller.credentials, split, [sites[0]?.id ?? 0]);
    expect(taken.body).toMatchObject({ code: 'mergeSiteTaken', details: { siteIds: [sites[0]?.id] } });
    expect((await send(t, other.receiver.credentials, 'GET', '/site/merged/confirmed/list')).body).toEqual(
      [],
    );
    expect((await send(t, receiver.credentials, 'GET', '/site/merged/confirmed/list')).body).toEqual([
      expect.objectContaining({ code: 'PLESSO1', mergeId, sellerName: seller.school.name }),
    ]);
    const sellerGoods = await send<{ content: unknown[] }>(
      t,
      receiver.credentials,
      'POST',
      '/asset/search/0/50',
      {},
    );
    expect(sellerGoods.body.content ?? []).toEqual([]);
  });
});
