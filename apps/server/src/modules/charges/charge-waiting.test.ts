import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { Location, Site } from '@inventario/shared/contracts/placement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, call, send, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  asset,
  assetRow,
  auditOf,
  historyOf,
  insertUniversality,
  insertWaitingAsset,
  schoolWithYear,
  universalityRow,
  universalityWith,
} from './charge.fixtures.ts';

describe('charging waiting assets and universalities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const charge = (c: Credentials, body: object) =>
    call(t, { method: 'POST', url: '/inventario/api/movement/charge', payload: body }, c);
  const base = { date: '2026-03-10', causal: 'ACQ' };

  it('charges waiting assets after the assets entered now, numbered in that order, with their history', async () => {
    const s = await schoolWithYear(t);
    const monitor = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 35_000,
      description: 'Monitor',
    });
    const mouse = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 2_500,
      description: 'Mouse',
    });
    const response = await charge(s.credentials, {
      ...base,
      assets: [asset(s.hardware, 800, 'Notebook')],
      waitingAssetIds: [mouse, monitor, mouse],
    });
    expect(response.statusCode, response.body).toBe(200);
    const voucher = response.json<MovementWithAssets>();
    expect(
      voucher.assets.map((a) => [a.description, a.origin, a.inventoryNumber, a.durableNumber, a.status]),
    ).toEqual([
      ['Notebook', 'charge', 1, null, 2],
      ['Mouse', 'waiting', null, 1, 2],
      ['Monitor', 'waiting', 2, null, 2],
    ]);
    expect(voucher.totalValue).toBe(1150);
    expect(voucher.editable).toEqual({ content: true, assets: true, deletable: true });
    expect(await assetRow(t, s.customerCode, monitor)).toMatchObject({
      chargeMovementId: voucher.id,
      chargeDate: '2026-03-10',
      status: 2,
    });
    expect(await historyOf(t, s.customerCode, monitor)).toEqual([
      {
        action: 'charge',
        movementId: voucher.id,
        changes: { status: { from: 1, to: 2 }, inventoryNumber: { from: null, to: 2 } },
      },
    ]);
    const [notebook] = voucher.assets;
    expect((await historyOf(t, s.customerCode, notebook?.id ?? 0)).map((h) => h.action)).toEqual(['charge']);
    expect((await auditOf(t, s.customerCode, voucher.id)).map((a) => a.action)).toEqual(['charge.create']);
    expect(
      (
        await send<boolean>(
          t,
          s.credentials,
          'GET',
          `/movement/${voucher.id}/atLeastOneAssetCreatedDirectlyIsPresent`,
        )
      ).body,
    ).toBe(true);
  });

  it('charges waiting assets alone', async () => {
    const s = await schoolWithYear(t);
    const chair = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.furniture,
      priceCents: 9_000,
    });
    const voucher = (
      await charge(s.credentials, { ...base, assets: [], waitingAssetIds: [chair] })
    ).json<MovementWithAssets>();
    expect(voucher.assets.map((a) => [a.id, a.durableNumber])).toEqual([[chair, 1]]);
    expect(voucher.totalValue).toBe(0);
    expect(
      (
        await send<boolean>(
          t,
          s.credentials,
          'GET',
          `/movement/${voucher.id}/atLeastOneAssetCreatedDirectlyIsPresent`,
        )
      ).body,
    ).toBe(false);
  });

  it('refuses a charged asset, a component, an incomplete one, and another school’s', async () => {
    const s = await schoolWithYear(t);
    const other = await schoolWithYear(t);
    const first = (
      await charge(s.credentials, { ...base, assets: [asset(s.hardware, 300)] })
    ).json<MovementWithAssets>();
    const charged = first.assets[0]?.id ?? 0;
    expect(
      (await charge(s.credentials, { ...base, assets: [], waitingAssetIds: [charged] })).json(),
    ).toMatchObject({
      code: 'assetNotWaiting',
      details: { assetId: charged },
    });
    const { id: universality, componentIds } = await universalityWith(
      t,
      s.customerCode,
      s.furniture,
      [10_000, 10_000],
    );
    expect(
      (await charge(s.credentials, { ...base, assets: [], waitingAssetIds: [componentIds[0]] })).json(),
    ).toMatchObject({ code: 'assetInUniversality', details: { universalityId: universality } });
    const blank = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.furniture,
      priceCents: 100,
      description: ' ',
    });
    const none = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.furniture,
      priceCents: 100,
      quantity: 0,
    });
    expect(
      (await charge(s.credentials, { ...base, assets: [], waitingAssetIds: [blank, none] })).json(),
    ).toMatchObject({
      code: 'assetIncomplete',
      details: {
        assets: [
          { position: 0, assetId: blank, fields: ['description'] },
          { position: 1, assetId: none, fields: ['quantity'] },
        ],
      },
    });
    const theirs = await insertWaitingAsset(t, other.customerCode, {
      subcategoryId: other.furniture,
      priceCents: 100,
    });
    expect((await charge(s.credentials, { ...base, assets: [], waitingAssetIds: [theirs] })).statusCode).toBe(
      404,
    );
    expect(
      (await charge(s.credentials, { ...base, assets: [], waitingAssetIds: [99_999_999] })).statusCode,
    ).toBe(404);
    expect(await assetRow(t, other.customerCode, theirs)).toMatchObject({
      status: 1,
      chargeMovementId: null,
    });
  });

  it('refuses a delivery after the charge date and an inactive location', async () => {
    const s = await schoolWithYear(t);
    expect(
      (
        await charge(s.credentials, { ...base, deliveryDate: '2026-03-11', assets: [asset(s.hardware, 300)] })
      ).json(),
    ).toMatchObject({
      code: 'validationFailed',
      details: { issues: [{ field: 'deliveryDate', message: 'rules.deliveryDateAfterMovement' }] },
    });
    const site = (await send<Site>(t, s.credentials, 'POST', '/site', { code: 'S', description: 'Sede' }))
      .body;
    const closed = (
      await send<Location>(t, s.credentials, 'POST', '/location', {
        siteId: site.id,
        code: 'OLD',
        description: 'Chiusa',
        active: false,
      })
    ).body;
    expect(
      (
        await charge(s.credentials, {
          ...base,
          assets: [{ ...asset(s.hardware, 300), locationId: closed.id }],
        })
      ).json(),
    ).toMatchObject({ code: 'locationInactive' });
  });

  it('counts every asset towards 600: entered, waiting and components', async () => {
    const s = await schoolWithYear(t);
    const waiting = [
      await insertWaitingAsset(t, s.customerCode, { subcategoryId: s.furniture, priceCents: 100 }),
      await insertWaitingAsset(t, s.customerCode, { subcategoryId: s.furniture, priceCents: 100 }),
    ];
    const { id: universality } = await universalityWith(t, s.customerCode, s.furniture, [10_000, 10_000]);
    const many = (n: number) => Array.from({ length: n }, () => asset(s.furniture, 5));
    expect(
      (
        await charge(s.credentials, {
          ...base,
          assets: many(597),
          waitingAssetIds: waiting,
          universalityId: universality,
        })
      ).json(),
    ).toMatchObject({ code: 'tooManyAssets', details: { assetCount: 601 } });
    const ok = await charge(s.credentials, {
      ...base,
      assets: many(596),
      waitingAssetIds: waiting,
      universalityId: universality,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<MovementWithAssets>().assets).toHaveLength(600);
  });

  it('charges a universality under one inventory number of its register', async () => {
    const s = await schoolWithYear(t);
    const { id, componentIds } = await universalityWith(t, s.customerCode, s.furniture, [12_000, 9_000]);
    const response = await charge(s.credentials, {
      ...base,
      assets: [asset(s.furniture, 250, 'Armadio'), asset(s.furniture, 20, 'Sgabello')],
      waitingAssetIds: [componentIds[1]],
      universalityId: id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const voucher = response.json<MovementWithAssets>();
    expect(
      voucher.assets.map((a) => [
        a.description,
        a.assetClass,
        a.inventoryNumber,
        a.durableNumber,
        a.universalityId,
      ]),
    ).toEqual([
      ['Armadio', 'inventory', 1, null, null],
      ['Sgabello', 'durable', null, 1, null],
      ['Componente 1', 'inventory', 2, null, id],
      ['Componente 2', 'inventory', 2, null, id],
    ]);
    expect(voucher.totalValue).toBe(250 + 120 + 90);
    expect(await universalityRow(t, s.customerCode, id)).toMatchObject({
      registerId: voucher.assets[0]?.register.id,
      inventoryNumber: 2,
      chargeMovementId: voucher.id,
    });
    expect(await historyOf(t, s.customerCode, componentIds[0] ?? 0)).toEqual([
      {
        action: 'charge',
        movementId: voucher.id,
        changes: {
          status: { from: 1, to: 2 },
          assetClass: { from: 'durable', to: 'inventory' },
          inventoryNumber: { from: null, to: 2 },
        },
      },
    ]);
    const next = (
      await charge(s.credentials, { ...base, assets: [asset(s.furniture, 300)] })
    ).json<MovementWithAssets>();
    expect(next.assets[0]?.inventoryNumber).toBe(3);
    expect((await charge(s.credentials, { ...base, assets: [], universalityId: id })).json()).toMatchObject({
      code: 'universalityCharged',
    });
  });

  it('refuses an incomplete, imported, mixed or too dear universality, and another school’s', async () => {
    const s = await schoolWithYear(t);
    const other = await schoolWithYear(t);
    const universality = (prices: number[], subcategoryId = s.furniture) =>
      universalityWith(t, s.customerCode, subcategoryId, prices).then((u) => u.id);
    const refusal = async (id: number) =>
      (await charge(s.credentials, { ...base, assets: [], universalityId: id })).json<{ code: string }>()
        .code;
    expect(await refusal(await universality([10_000, 9_999]))).toBe('universalityIncomplete');
    expect(await refusal(await insertUniversality(t, s.customerCode))).toBe('universalityIncomplete');
    expect(await refusal(await universality([20_000, 100]))).toBe('componentReachesThreshold');
    const mixed = await universality([15_000]);
    await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.books,
      priceCents: 15_000,
      universalityId: mixed,
    });
    expect(await refusal(mixed)).toBe('universalityMixedRegisters');
    const imported = await insertUniversality(t, s.customerCode, { imported: true });
    await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.furniture,
      priceCents: 19_000,
      universalityId: imported,
    });
    await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.furniture,
      priceCents: 19_000,
      universalityId: imported,
    });
    expect(await refusal(imported)).toBe('universalityImported');
    const theirs = await universalityWith(t, other.customerCode, other.furniture, [10_000, 10_000]);
    expect((await charge(s.credentials, { ...base, assets: [], universalityId: theirs.id })).statusCode).toBe(
      404,
    );
    expect(await universalityRow(t, other.customerCode, theirs.id)).toMatchObject({ chargeMovementId: null });
  });

  it('charges waiting assets sent at once without a gap, and one asset only once', async () => {
    const s = await schoolWithYear(t);
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertWaitingAsset(t, s.customerCode, {
          subcategoryId: s.hardware,
          priceCents: 30_000,
          description: `PC ${i}`,
        }),
      ),
    );
    const shared = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.hardware,
      priceCents: 30_000,
    });
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, (_, n) =>
        charge(s.credentials, {
          ...base,
          assets: [asset(s.hardware, 400)],
          waitingAssetIds: ids.slice(n * 2, n * 2 + 2),
        }),
      ),
      charge(s.credentials, { ...base, assets: [], waitingAssetIds: [shared] }),
      charge(s.credentials, { ...base, assets: [], waitingAssetIds: [shared] }),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes.slice(10).sort()).toEqual([200, 409]);
    const numbers = responses
      .filter((r) => r.statusCode === 200)
      .flatMap((r) => r.json<MovementWithAssets>().assets.map((a) => a.inventoryNumber ?? 0))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });
});
