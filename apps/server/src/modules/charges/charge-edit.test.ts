import type { ChargeUpdate } from '@inventario/shared/contracts/charges';
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

/** The edit body that changes nothing: what the detail screen sends back. */
function bodyOf(voucher: MovementWithAssets): ChargeUpdate {
  return {
    id: voucher.id,
    date: voucher.date,
    causal: voucher.causal ?? '',
    creditorId: voucher.creditor?.id ?? null,
    documentType: voucher.documentType,
    documentDate: voucher.documentDate,
    documentNumber: voucher.documentNumber,
    deliveryDate: voucher.deliveryDate,
    deliveryNumber: voucher.deliveryNumber,
    orderDate: voucher.orderDate,
    orderNumber: voucher.orderNumber,
    notes: voucher.notes,
    waitingAssetIds: [],
    universalityId: voucher.assets.find((a) => a.universalityId)?.universalityId ?? null,
    assets: voucher.assets.map((a) => ({
      id: a.id,
      description: a.description,
      subcategoryId: a.subcategory.id,
      historicalPrice: a.historicalPrice,
      purchaseDate: a.purchaseDate,
      locationId: a.location?.id ?? null,
      originalInventoryNumber: a.originalInventoryNumber,
      serialNumber: a.serialNumber,
      brand: a.brand,
      chassis: a.chassis,
      licensePlate: a.licensePlate,
      editor: a.editor,
      author: a.author,
      notes: a.notes,
    })),
  };
}

const numbersOf = (voucher: MovementWithAssets) =>
  voucher.assets.map((a) => [a.description, a.inventoryNumber, a.durableNumber]);

describe('editing a charge', () => {
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
  const edit = (c: Credentials, body: ChargeUpdate) =>
    call(t, { method: 'PUT', url: '/inventario/api/movement/charge', payload: body }, c);
  const edited = async (c: Credentials, body: ChargeUpdate) => {
    const response = await edit(c, body);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<MovementWithAssets>();
  };
  const refusal = async (c: Credentials, body: ChargeUpdate) =>
    (await edit(c, body)).json<{ code: string }>().code;

  it('changes notes and descriptive fields even once a later movement holds an asset, with history and audit', async () => {
    const s = await schoolWithYear(t);
    const voucher = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      notes: 'Prima',
      assets: [asset(s.hardware, 300, 'Notebook'), asset(s.hardware, 400, 'Server')],
    });
    const [notebook] = voucher.assets;
    await insertLaterProposal(t, s.customerCode, notebook?.id ?? 0, '2026-03-01');
    const body = bodyOf(voucher);
    body.notes = 'Dopo';
    body.assets[0] = {
      ...body.assets[0],
      description: 'Notebook Lenovo',
      serialNumber: 'SN-1',
    } as ChargeUpdate['assets'][0];
    const after = await edited(s.credentials, body);
    expect(after).toMatchObject({ notes: 'Dopo', number: 1, totalValue: 700 });
    expect(numbersOf(after)).toEqual([
      ['Notebook Lenovo', 1, null],
      ['Server', 2, null],
    ]);
    expect(after.editable).toEqual({ content: false, assets: false, deletable: false });
    expect((await historyOf(t, s.customerCode, notebook?.id ?? 0)).map((h) => [h.action, h.changes])).toEqual(
      [
        ['charge', null],
        [
          'chargeEdit',
          {
            description: { from: 'Notebook', to: 'Notebook Lenovo' },
            serialNumber: { from: null, to: 'SN-1' },
          },
        ],
      ],
    );
    expect((await historyOf(t, s.customerCode, voucher.assets[1]?.id ?? 0)).map((h) => h.action)).toEqual([
      'charge',
    ]);
    const audit = (await auditOf(t, s.customerCode, voucher.id)).find((a) => a.action === 'charge.update');
    expect(audit).toMatchObject({ before: { notes: 'Prima' }, after: { notes: 'Dopo' } });

    expect(await refusal(s.credentials, { ...body, causal: 'DON' })).toBe('movementHasLaterMovements');
    const dearer = bodyOf(after);
    dearer.assets[1] = { ...dearer.assets[1], historicalPrice: 450 } as ChargeUpdate['assets'][0];
    expect(await refusal(s.credentials, dearer)).toBe('movementHasLaterMovements');
    expect(await refusal(s.credentials, { ...bodyOf(after), assets: bodyOf(after).assets.slice(0, 1) })).toBe(
      'movementHasLaterMovements',
    );
  });

  it('changes legal content of an earlier charge, its date within its window and year', async () => {
    const s = await schoolWithYear(t);
    const first = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300)],
    });
    const middle = await charge(s.credentials, {
      date: '2026-03-01',
      causal: 'ACQ',
      assets: [asset(s.hardware, 250, 'Stampante'), asset(s.furniture, 50, 'Sedia')],
    });
    await charge(s.credentials, { date: '2026-04-01', causal: 'ACQ', assets: [asset(s.hardware, 300)] });
    expect(middle.editable).toEqual({ content: true, assets: true, deletable: true });
    const body = bodyOf(middle);
    body.assets[0] = { ...body.assets[0], historicalPrice: 260 } as ChargeUpdate['assets'][0];
    const after = await edited(s.credentials, {
      ...body,
      date: '2026-04-01',
      causal: 'DON',
      documentNumber: 'DDT 4',
      deliveryDate: '2026-03-30',
    });
    expect(after).toMatchObject({
      date: '2026-04-01',
      causal: 'DON',
      documentNumber: 'DDT 4',
      totalValue: 260,
    });
    expect(after.assets[0]).toMatchObject({
      historicalPrice: 260,
      actualPrice: 260,
      value: 260,
      inventoryNumber: 2,
    });
    expect(after.editable).toEqual({ content: true, assets: false, deletable: false });
    expect(await assetRow(t, s.customerCode, after.assets[1]?.id ?? 0)).toMatchObject({
      chargeDate: '2026-04-01',
    });
    expect((await historyOf(t, s.customerCode, after.assets[0]?.id ?? 0)).at(-1)?.changes).toEqual({
      historicalPrice: { from: 250, to: 260 },
      chargeDate: { from: '2026-03-01', to: '2026-04-01' },
    });
    const again = bodyOf(after);
    expect(await refusal(s.credentials, { ...again, date: '2026-04-02' })).toBe('movementDateAfterNext');
    expect(await refusal(s.credentials, { ...again, deliveryDate: null, date: '2026-01-31' })).toBe(
      'movementDateBeforeLast',
    );
    expect(await refusal(s.credentials, { ...again, deliveryDate: null, date: '2025-12-31' })).toBe(
      'movementYearChanged',
    );
    expect(await refusal(s.credentials, { ...again, deliveryDate: '2026-04-02' })).toBe('validationFailed');
    expect(await refusal(s.credentials, { ...again, causal: 'XYZ' })).toBe('unknownCausal');
    expect(await edited(s.credentials, { ...bodyOf(first), date: '2026-02-01' })).toMatchObject({
      number: 1,
    });

    const cheaper = bodyOf(after);
    cheaper.assets[0] = { ...cheaper.assets[0], historicalPrice: 199.99 } as ChargeUpdate['assets'][0];
    expect(await refusal(s.credentials, cheaper)).toBe('priceCrossesThreshold');
    const dearer = bodyOf(after);
    dearer.assets[1] = { ...dearer.assets[1], historicalPrice: 200 } as ChargeUpdate['assets'][0];
    expect(await refusal(s.credentials, dearer)).toBe('priceCrossesThreshold');
    expect(await refusal(s.credentials, { ...bodyOf(after), assets: bodyOf(after).assets.slice(0, 1) })).toBe(
      'chargeNotLatest',
    );
    const otherRegister = bodyOf(after);
    otherRegister.assets[0] = {
      ...otherRegister.assets[0],
      subcategoryId: s.books,
    } as ChargeUpdate['assets'][0];
    expect(await refusal(s.credentials, otherRegister)).toBe('subcategoryOtherRegister');
  });

  it('changes the lines of the latest charge and numbers them again without gaps', async () => {
    const s = await schoolWithYear(t);
    await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.furniture, 300), asset(s.furniture, 30)],
    });
    const before = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.furniture,
      priceCents: 45_000,
      description: 'Banco',
    });
    const voucher = await charge(s.credentials, {
      date: '2026-02-02',
      causal: 'ACQ',
      assets: [
        asset(s.furniture, 500, 'Lavagna'),
        asset(s.furniture, 600, 'Cattedra'),
        asset(s.furniture, 40, 'Cestino'),
      ],
      waitingAssetIds: [before],
    });
    expect(numbersOf(voucher)).toEqual([
      ['Lavagna', 2, null],
      ['Cattedra', 3, null],
      ['Cestino', null, 2],
      ['Banco', 4, null],
    ]);
    const joining = await insertWaitingAsset(t, s.customerCode, {
      subcategoryId: s.furniture,
      priceCents: 70_000,
      description: 'Armadio',
    });
    const body = bodyOf(voucher);
    const [lavagna, cattedra, cestino] = body.assets;
    const after = await edited(s.credentials, {
      ...body,
      assets: [
        cattedra as ChargeUpdate['assets'][0],
        asset(s.furniture, 15, 'Portaombrelli'),
        cestino as ChargeUpdate['assets'][0],
        asset(s.furniture, 800, 'LIM'),
      ],
      waitingAssetIds: [joining],
    });
    expect(numbersOf(after)).toEqual([
      ['Cattedra', 2, null],
      ['Portaombrelli', null, 2],
      ['Cestino', null, 3],
      ['LIM', 3, null],
      ['Armadio', 4, null],
    ]);
    expect(after.totalValue).toBe(600 + 800 + 700);
    expect(await assetRow(t, s.customerCode, lavagna?.id ?? 0)).toBeUndefined();
    expect(await historyOf(t, s.customerCode, lavagna?.id ?? 0)).toEqual([]);
    expect(await assetRow(t, s.customerCode, before)).toMatchObject({
      status: 1,
      inventoryNumber: null,
      chargeMovementId: null,
    });
    expect((await historyOf(t, s.customerCode, before)).map((h) => h.action)).toEqual(['charge', 'uncharge']);
    expect((await historyOf(t, s.customerCode, cattedra?.id ?? 0)).at(-1)).toMatchObject({
      action: 'chargeEdit',
      changes: { inventoryNumber: { from: 3, to: 2 } },
    });
    expect((await historyOf(t, s.customerCode, joining)).map((h) => h.action)).toEqual(['charge']);
    const next = await charge(s.credentials, {
      date: '2026-02-03',
      causal: 'ACQ',
      assets: [asset(s.furniture, 300), asset(s.furniture, 3)],
    });
    expect(numbersOf(next).map(([, inventory, durable]) => [inventory, durable])).toEqual([
      [5, null],
      [null, 4],
    ]);
  });

  it('moves a line of the latest charge to another register and renumbers both', async () => {
    const s = await schoolWithYear(t);
    const voucher = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [
        asset(s.hardware, 300, 'PC'),
        asset(s.hardware, 300, 'Enciclopedia'),
        asset(s.hardware, 300, 'Tablet'),
      ],
    });
    const body = bodyOf(voucher);
    body.assets[1] = { ...body.assets[1], subcategoryId: s.books } as ChargeUpdate['assets'][0];
    const after = await edited(s.credentials, body);
    expect(numbersOf(after)).toEqual([
      ['PC', 1, null],
      ['Enciclopedia', 1, null],
      ['Tablet', 2, null],
    ]);
    expect(after.assets[1]?.register.id).not.toBe(after.assets[0]?.register.id);
    const next = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300), asset(s.books, 300)],
    });
    expect(next.assets.map((a) => a.inventoryNumber)).toEqual([3, 2]);
  });

  it('takes a universality in and out of the latest charge, whole', async () => {
    const s = await schoolWithYear(t);
    const voucher = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.furniture, 300, 'Armadio')],
    });
    const lab = await universalityWith(t, s.customerCode, s.furniture, [12_000, 11_000]);
    const withLab = await edited(s.credentials, { ...bodyOf(voucher), universalityId: lab.id });
    expect(numbersOf(withLab)).toEqual([
      ['Armadio', 1, null],
      ['Componente 1', 2, null],
      ['Componente 2', 2, null],
    ]);
    expect(withLab.totalValue).toBe(530);
    expect(await universalityRow(t, s.customerCode, lab.id)).toMatchObject({
      inventoryNumber: 2,
      chargeMovementId: voucher.id,
    });

    const missing = bodyOf(withLab);
    expect(await refusal(s.credentials, { ...missing, assets: missing.assets.slice(0, 2) })).toBe(
      'universalityCharged',
    );
    expect((await edit(s.credentials, { ...bodyOf(withLab), universalityId: null })).statusCode).toBe(400);
    const tooCheap = bodyOf(withLab);
    tooCheap.assets[1] = { ...tooCheap.assets[1], historicalPrice: 80 } as ChargeUpdate['assets'][0];
    expect(await refusal(s.credentials, tooCheap)).toBe('universalityIncomplete');
    const tooDear = bodyOf(withLab);
    tooDear.assets[1] = { ...tooDear.assets[1], historicalPrice: 200 } as ChargeUpdate['assets'][0];
    expect(await refusal(s.credentials, tooDear)).toBe('componentReachesThreshold');
    const repriced = bodyOf(withLab);
    repriced.assets[2] = { ...repriced.assets[2], historicalPrice: 150 } as ChargeUpdate['assets'][0];
    expect((await edited(s.credentials, repriced)).totalValue).toBe(570);

    const without = bodyOf(withLab);
    const withoutLab = await edited(s.credentials, {
      ...without,
      universalityId: null,
      assets: without.assets.slice(0, 1),
    });
    expect(numbersOf(withoutLab)).toEqual([['Armadio', 1, null]]);
    expect(await universalityRow(t, s.customerCode, lab.id)).toMatchObject({
      registerId: null,
      inventoryNumber: null,
      chargeMovementId: null,
    });
    expect(await assetRow(t, s.customerCode, lab.componentIds[0] ?? 0)).toMatchObject({
      status: 1,
      assetClass: 'durable',
      universalityId: lab.id,
      historicalPriceCents: 12_000,
    });
    const next = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.furniture, 300)],
    });
    expect(next.assets[0]?.inventoryNumber).toBe(2);
  });

  it("refuses another school's charge, lines and waiting assets with 404", async () => {
    const s = await schoolWithYear(t);
    const other = await schoolWithYear(t);
    const mine = await charge(s.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300)],
    });
    const theirs = await charge(other.credentials, {
      date: '2026-02-01',
      causal: 'ACQ',
      assets: [asset(other.hardware, 300)],
    });
    expect((await edit(other.credentials, bodyOf(mine))).statusCode).toBe(404);
    const foreignLine = bodyOf(mine);
    foreignLine.assets[0] = {
      ...foreignLine.assets[0],
      id: theirs.assets[0]?.id,
    } as ChargeUpdate['assets'][0];
    expect((await edit(s.credentials, foreignLine)).statusCode).toBe(404);
    const waiting = await insertWaitingAsset(t, other.customerCode, {
      subcategoryId: other.hardware,
      priceCents: 100,
    });
    expect((await edit(s.credentials, { ...bodyOf(mine), waitingAssetIds: [waiting] })).statusCode).toBe(404);
    expect(
      (await send(t, other.credentials, 'POST', '/movement/list/withAssets', { ids: [theirs.id] })).status,
    ).toBe(200);
  });

  it('keeps a closed year: notes only', async () => {
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
    expect(await refusal(s.credentials, { ...bodyOf(voucher), causal: 'DON' })).toBe('financialYearClosed');
    expect((await edited(s.credentials, { ...bodyOf(voucher), notes: 'Verificato' })).notes).toBe(
      'Verificato',
    );
  });
});
