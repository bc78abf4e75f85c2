import type { AssetDetail, AssetSummary } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { Location, Site } from '@inventario/shared/contracts/placement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signedInSchool, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  auditOf,
  chargeAssets,
  createUniversality,
  createWaiting,
  historyRows,
  patch,
  putInProposal,
  type School,
  schoolForAssets,
  setAssetStatus,
  setUniversality,
  waiting,
} from './asset.fixtures.ts';

type Page = { assets: AssetSummary[]; total: number };

describe('asset list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function schoolWithAssets() {
    const s = await signedInSchool(t);
    await send(t, s.credentials, 'POST', '/financialYear', { startDate: '2026-01-01' });
    const subcategories = (await send<Subcategory[]>(t, s.credentials, 'GET', '/subcategory/inventory')).body;
    const hardware = subcategories.find((x) => x.defaultCode === 'movable.03.01');
    const furniture = subcategories.find((x) => x.defaultCode === 'movable.01.01');
    const site = (await send<Site>(t, s.credentials, 'POST', '/site', { code: 'S1', description: 'Sede' }))
      .body;
    const lab = (
      await send<Location>(t, s.credentials, 'POST', '/location', {
        siteId: site.id,
        code: 'LAB',
        description: 'Laboratorio',
      })
    ).body;
    const office = (
      await send<Location>(t, s.credentials, 'POST', '/location', {
        siteId: site.id,
        code: 'UFF',
        description: 'Ufficio',
      })
    ).body;
    const charge = (
      await send<MovementWithAssets>(t, s.credentials, 'POST', '/movement/charge', {
        date: '2026-02-02',
        causal: 'ACQ',
        assets: [
          {
            description: 'Notebook Lenovo',
            subcategoryId: hardware?.id,
            historicalPrice: 700,
            locationId: lab.id,
            serialNumber: 'SN-001',
          },
          {
            description: 'Notebook Dell',
            subcategoryId: hardware?.id,
            historicalPrice: 650,
            locationId: lab.id,
            serialNumber: 'SN-002',
          },
          {
            description: 'Scrivania',
            subcategoryId: furniture?.id,
            historicalPrice: 320,
            locationId: office.id,
          },
          { description: 'Sedia', subcategoryId: furniture?.id, historicalPrice: 80, locationId: office.id },
        ],
      })
    ).body;
    return { ...s, site, lab, office, charge, hardware, furniture };
  }

  it('lists the assets by inventory number with register, subcategory, place and prices', async () => {
    const s = await schoolWithAssets();
    const page = await send<Page>(t, s.credentials, 'POST', '/asset/search/1/10', {});
    expect(page.body.total).toBe(4);
    expect(
      page.body.assets.map((a) => [
        a.description,
        a.inventoryNumber,
        a.durableNumber,
        a.location?.code,
        a.historicalPrice,
      ]),
    ).toEqual([
      ['Notebook Lenovo', 1, null, 'LAB', 700],
      ['Notebook Dell', 2, null, 'LAB', 650],
      ['Scrivania', 3, null, 'UFF', 320],
      ['Sedia', null, 1, 'UFF', 80],
    ]);
  });

  it('filters by location, site, subcategory, class, number range and text', async () => {
    const s = await schoolWithAssets();
    const search = async (body: object) =>
      (await send<Page>(t, s.credentials, 'POST', '/asset/search/1/10', body)).body.assets.map(
        (a) => a.description,
      );
    expect(await search({ locationId: s.office.id })).toEqual(['Scrivania', 'Sedia']);
    expect(await search({ siteId: s.site.id, assetClass: 'durable' })).toEqual(['Sedia']);
    expect(await search({ subcategoryId: s.hardware?.id, sortBy: 'historicalPrice' })).toEqual([
      'Notebook Dell',
      'Notebook Lenovo',
    ]);
    expect(await search({ inventoryNumber: { from: 2, to: 3 } })).toEqual(['Notebook Dell', 'Scrivania']);
    expect(await search({ text: 'sn-002' })).toEqual(['Notebook Dell']);
    expect(await search({ status: 1 })).toEqual([]);
    const counted = await send<Page>(t, s.credentials, 'POST', '/asset/search/1/1', { siteId: s.site.id });
    expect(counted.body.total).toBe(4);
  });

  it('refuses to deactivate a location that holds charged assets, and deactivates an empty one', async () => {
    const s = await schoolWithAssets();
    const deactivate = (location: Location) =>
      send(t, s.credentials, 'POST', '/location', {
        id: location.id,
        siteId: s.site.id,
        code: location.code,
        description: location.description,
        active: false,
      });
    const refused = await deactivate(s.lab);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'locationHasAssets' });
    const empty = (
      await send<Location>(t, s.credentials, 'POST', '/location', {
        siteId: s.site.id,
        code: 'MAG',
        description: 'Magazzino',
      })
    ).body;
    expect((await deactivate(empty)).body).toMatchObject({ active: false });
  });

  it("shows an asset and its history, and hides another school's", async () => {
    const s = await schoolWithAssets();
    const other = await signedInSchool(t);
    const [first] = s.charge.assets;
    expect((await send(t, s.credentials, 'GET', `/asset/${first?.id}`)).body).toMatchObject({
      description: 'Notebook Lenovo',
      status: 2,
    });
    const history = await send<{ action: string; actor: string; movement: { number: number } }[]>(
      t,
      s.credentials,
      'GET',
      `/movement/history/fromAsset/${first?.id}`,
    );
    expect(history.body).toEqual([
      expect.objectContaining({
        action: 'charge',
        actor: s.user.username,
        movement: expect.objectContaining({ number: 1, type: 1 }),
      }),
    ]);
    expect((await send(t, other.credentials, 'GET', `/asset/${first?.id}`)).status).toBe(404);
    expect((await send(t, other.credentials, 'GET', `/movement/history/fromAsset/${first?.id}`)).status).toBe(
      404,
    );
  });
});

describe('asset detail and waiting assets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('shows the whole record of a charged asset, and whether a later movement holds it', async () => {
    const s = await schoolForAssets(t);
    const other = await signedInSchool(t);
    const charge = await chargeAssets(t, s, [
      { description: 'Notebook', subcategoryId: s.hardware, historicalPrice: 700 },
    ]);
    const id = charge.assets[0]?.id ?? 0;
    const detail = await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${id}`);
    expect(detail.body).toMatchObject({
      description: 'Notebook',
      status: 2,
      origin: 'charge',
      inventoryNumber: 1,
      category: { code: expect.any(String) },
      location: { id: s.lab.id, code: 'LAB', siteCode: 'S1' },
      chargeMovement: { id: charge.id, year: 2026, number: 1, date: '2026-02-02' },
      universality: null,
      inLaterMovements: false,
    });
    expect(Date.parse(detail.body.createdAt)).not.toBeNaN();
    await putInProposal(t, s, id);
    expect((await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${id}`)).body).toMatchObject({
      status: 3,
      inLaterMovements: true,
    });
    expect((await send(t, other.credentials, 'GET', `/asset/${id}`)).status).toBe(404);
  });

  it('records a waiting asset classed by its price, without numbers, with its history and audit', async () => {
    const s = await schoolForAssets(t);
    const durable = await send<AssetDetail>(t, s.credentials, 'POST', '/asset', {
      ...waiting(s, { historicalPrice: 199.99, locationId: s.office.id, serialNumber: 'SN-9' }),
    });
    expect(durable.status).toBe(200);
    expect(durable.body).toMatchObject({
      status: 1,
      origin: 'waiting',
      assetClass: 'durable',
      inventoryNumber: null,
      durableNumber: null,
      historicalPrice: 199.99,
      actualPrice: 199.99,
      chargeMovement: null,
      register: { description: 'Beni mobili' },
      location: { id: s.office.id },
    });
    expect((await createWaiting(t, s, { historicalPrice: 200 })).assetClass).toBe('inventory');
    expect((await createWaiting(t, s, { historicalPrice: 200.01 })).assetClass).toBe('inventory');

    const [created] = await historyRows(t, s, [durable.body.id]);
    expect(created).toMatchObject({
      action: 'create',
      actorUsername: s.user.username,
      changes: expect.objectContaining({
        description: { from: null, to: 'Sedia' },
        historicalPrice: { from: null, to: 199.99 },
        locationId: { from: null, to: s.office.id },
      }),
    });
    const audit = await auditOf(t, s, 'asset', 'asset.create');
    expect(audit[0]).toMatchObject({ entityId: String(durable.body.id), actorUsername: s.user.username });
    const history = await send<{ action: string; actor: string }[]>(
      t,
      s.credentials,
      'GET',
      `/movement/history/fromAsset/${durable.body.id}`,
    );
    expect(history.body).toEqual([
      expect.objectContaining({ action: 'create', actor: s.user.username, movement: null }),
    ]);
  });

  it("refuses an inactive location, another school's subcategory or location, and an incomplete body", async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const create = (body: object) => send<{ code: string }>(t, s.credentials, 'POST', '/asset', body);
    const inactive = await create(waiting(s, { locationId: s.closed.id }));
    expect([inactive.status, inactive.body.code]).toEqual([409, 'locationInactive']);
    expect((await create(waiting(s, { locationId: other.lab.id }))).status).toBe(404);
    expect((await create(waiting(s, { subcategoryId: other.furniture }))).status).toBe(404);
    expect((await create({ description: 'Sedia' })).status).toBe(400);
    expect((await create(waiting(s, { historicalPrice: -1 }))).status).toBe(400);
  });

  it('records a component of a universality under its rules', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const universality = await createUniversality(t, s);
    const create = (body: object) =>
      send<AssetDetail & { code: string }>(t, s.credentials, 'POST', '/asset', body);
    const component = await create(waiting(s, { universalityId: universality.id, historicalPrice: 199.99 }));
    expect(component.body).toMatchObject({
      universalityId: universality.id,
      universality: { id: universality.id, description: 'Laboratorio di chimica' },
    });
    expect(
      (await create(waiting(s, { universalityId: universality.id, historicalPrice: 200 }))).body,
    ).toMatchObject({
      code: 'componentReachesThreshold',
    });
    expect(
      (
        await create(
          waiting(s, { universalityId: universality.id, subcategoryId: s.books, historicalPrice: 20 }),
        )
      ).body,
    ).toMatchObject({ code: 'universalityMixedRegisters' });
    expect(
      (await create(waiting(s, { universalityId: (await createUniversality(t, other)).id }))).status,
    ).toBe(404);

    const imported = await createUniversality(t, s, 'Importata');
    await setUniversality(t, s, imported.id, { imported: true });
    expect((await create(waiting(s, { universalityId: imported.id }))).body).toMatchObject({
      code: 'universalityImported',
    });
    const charged = await createUniversality(t, s, 'Caricata');
    const charge = await chargeAssets(t, s, [{ historicalPrice: 300 }]);
    await setUniversality(t, s, charged.id, { chargeMovementId: charge.id });
    const refused = await create(waiting(s, { universalityId: charged.id }));
    expect([refused.status, refused.body.code]).toEqual([409, 'universalityCharged']);
  });
});

describe('asset edit and delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const put = (s: School, id: number, body: object) =>
    send<AssetDetail & { code: string }>(t, s.credentials, 'PUT', `/asset/${id}`, body);

  it('changes every field of a waiting asset and records only what changed', async () => {
    const s = await schoolForAssets(t);
    const asset = await createWaiting(t, s, { historicalPrice: 150, notes: 'nota' });
    const edited = await put(
      s,
      asset.id,
      waiting(s, { historicalPrice: 250, subcategoryId: s.books, locationId: s.lab.id }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      assetClass: 'inventory',
      historicalPrice: 250,
      actualPrice: 250,
      subcategory: { id: s.books },
      register: { description: expect.stringMatching(/libr/i) },
      location: { id: s.lab.id },
      notes: null,
      inventoryNumber: null,
    });
    const rows = await historyRows(t, s, [asset.id]);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.actorUsername).toBe(s.user.username);
    expect(rows[1]?.changes).toEqual({
      historicalPrice: { from: 150, to: 250 },
      assetClass: { from: 'durable', to: 'inventory' },
      subcategoryId: { from: s.furniture, to: s.books },
      locationId: { from: null, to: s.lab.id },
      notes: { from: 'nota', to: null },
    });
    const [audit] = await auditOf(t, s, 'asset', 'asset.update');
    expect(audit).toMatchObject({
      entityId: String(asset.id),
      before: { historicalPrice: 150, notes: 'nota' },
      after: { historicalPrice: 250, notes: null },
    });

    const again = await put(
      s,
      asset.id,
      waiting(s, { historicalPrice: 250, subcategoryId: s.books, locationId: s.lab.id }),
    );
    expect(again.status).toBe(200);
    expect(await historyRows(t, s, [asset.id])).toHaveLength(2);
    expect(await auditOf(t, s, 'asset', 'asset.update')).toHaveLength(1);
  });

  it('checks the location of a waiting asset like a creation', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const asset = await createWaiting(t, s);
    expect((await put(s, asset.id, waiting(s, { locationId: s.closed.id }))).body.code).toBe(
      'locationInactive',
    );
    expect((await put(s, asset.id, waiting(s, { locationId: other.lab.id }))).status).toBe(404);
    expect((await put(s, asset.id, waiting(s, { subcategoryId: other.books }))).status).toBe(404);
    expect((await put(other, asset.id, waiting(other))).status).toBe(404);
  });

  it('moves a waiting asset in and out of universalities by their rules', async () => {
    const s = await schoolForAssets(t);
    const first = await createUniversality(t, s, 'Prima');
    const second = await createUniversality(t, s, 'Seconda');
    const asset = await createWaiting(t, s);
    expect((await put(s, asset.id, waiting(s, { universalityId: first.id }))).body.universalityId).toBe(
      first.id,
    );
    expect(
      (await put(s, asset.id, waiting(s, { universalityId: first.id, historicalPrice: 200 }))).body.code,
    ).toBe('componentReachesThreshold');
    await createWaiting(t, s, { universalityId: second.id, subcategoryId: s.books, historicalPrice: 10 });
    expect((await put(s, asset.id, waiting(s, { universalityId: second.id }))).body.code).toBe(
      'universalityMixedRegisters',
    );
    expect(
      (await put(s, asset.id, waiting(s, { universalityId: second.id, subcategoryId: s.books }))).body,
    ).toMatchObject({
      universalityId: second.id,
      subcategory: { id: s.books },
    });
    const [update] = (await historyRows(t, s, [asset.id])).filter((r) => r.action === 'update').slice(-1);
    expect(update?.changes).toMatchObject({ universalityId: { from: first.id, to: second.id } });

    await setUniversality(t, s, second.id, { imported: true });
    expect((await put(s, asset.id, waiting(s, { subcategoryId: s.books }))).body.code).toBe(
      'universalityImported',
    );
    expect(
      (
        await put(
          s,
          asset.id,
          waiting(s, { universalityId: second.id, subcategoryId: s.books, description: 'Altro' }),
        )
      ).status,
    ).toBe(200);
  });

  it('lets a charged asset change only its descriptive fields', async () => {
    const s = await schoolForAssets(t);
    const charge = await chargeAssets(t, s, [
      { description: 'Notebook', subcategoryId: s.hardware, historicalPrice: 700 },
    ]);
    const id = charge.assets[0]?.id ?? 0;
    const same = {
      description: 'Notebook',
      subcategoryId: s.hardware,
      historicalPrice: 700,
      locationId: s.lab.id,
    };
    const edited = await put(s, id, {
      ...same,
      description: 'Notebook Lenovo',
      serialNumber: 'SN-1',
      locationId: s.office.id,
    });
    expect(edited.body).toMatchObject({
      description: 'Notebook Lenovo',
      serialNumber: 'SN-1',
      status: 2,
      inventoryNumber: 1,
    });
    const rows = await historyRows(t, s, [id]);
    expect(rows.map((r) => r.action)).toEqual(['charge', 'update']);
    expect(rows[1]?.changes).toEqual({
      description: { from: 'Notebook', to: 'Notebook Lenovo' },
      serialNumber: { from: null, to: 'SN-1' },
      locationId: { from: s.lab.id, to: s.office.id },
    });
    const base = { ...same, description: 'Notebook Lenovo', serialNumber: 'SN-1', locationId: s.office.id };
    for (const change of [
      { historicalPrice: 700.01 },
      { subcategoryId: s.furniture },
      { universalityId: (await createUniversality(t, s)).id },
    ]) {
      const refused = await put(s, id, { ...base, ...change });
      expect([refused.status, refused.body.code]).toEqual([409, 'assetNotWaiting']);
    }
    await putInProposal(t, s, id);
    expect((await put(s, id, { ...base, notes: 'in proposta' })).body).toMatchObject({
      status: 3,
      notes: 'in proposta',
    });
    await setAssetStatus(t, s, id, 4);
    const discharged = await put(s, id, { ...base, notes: 'scaricato' });
    expect([discharged.status, discharged.body.code]).toEqual([409, 'assetDischarged']);
  });

  it('deletes a waiting asset with its history, keeping the record in the audit', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const asset = await createWaiting(t, s, { serialNumber: 'SN-DEL' });
    expect((await send(t, other.credentials, 'DELETE', `/asset/${asset.id}`)).status).toBe(404);
    expect((await send(t, s.credentials, 'DELETE', `/asset/${asset.id}`)).status).toBe(204);
    expect((await send(t, s.credentials, 'GET', `/asset/${asset.id}`)).status).toBe(404);
    expect(await historyRows(t, s, [asset.id])).toEqual([]);
    const [audit] = await auditOf(t, s, 'asset', 'asset.delete');
    expect(audit).toMatchObject({
      entityId: String(asset.id),
      before: expect.objectContaining({ serialNumber: 'SN-DEL', status: 1 }),
    });

    const charge = await chargeAssets(t, s, [{ historicalPrice: 300 }]);
    const refused = await send<{ code: string }>(
      t,
      s.credentials,
      'DELETE',
      `/asset/${charge.assets[0]?.id}`,
    );
    expect([refused.status, refused.body.code]).toEqual([409, 'assetNotWaiting']);
  });

  it('keeps a component of an imported universality', async () => {
    const s = await schoolForAssets(t);
    const universality = await createUniversality(t, s);
    const component = await createWaiting(t, s, { universalityId: universality.id });
    await setUniversality(t, s, universality.id, { imported: true });
    expect(
      (await send<{ code: string }>(t, s.credentials, 'DELETE', `/asset/${component.id}`)).body.code,
    ).toBe('universalityImported');
  });
});

describe('multiple edit, subcategory and location change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('changes only the fields present, one asset per call, with history and audit', async () => {
    const s = await schoolForAssets(t);
    const charge = await chargeAssets(t, s, [
      { historicalPrice: 300, serialNumber: 'OLD', editor: 'Zanichelli' },
    ]);
    const id = charge.assets[0]?.id ?? 0;
    const response = await patch(t, s.credentials, `/asset/${id}/fields`, {
      locationId: s.office.id,
      serialNumber: 'NEW',
      editor: null,
      chassis: 'TELAIO',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      location: { id: s.office.id },
      serialNumber: 'NEW',
      editor: null,
      chassis: 'TELAIO',
      licensePlate: null,
    });
    const rows = await historyRows(t, s, [id]);
    expect(rows[1]).toMatchObject({
      action: 'multipleEdit',
      actorUsername: s.user.username,
      changes: {
        locationId: { from: s.lab.id, to: s.office.id },
        serialNumber: { from: 'OLD', to: 'NEW' },
        editor: { from: 'Zanichelli', to: null },
        chassis: { from: null, to: 'TELAIO' },
      },
    });
    expect(await auditOf(t, s, 'asset', 'asset.fields')).toHaveLength(1);
    expect((await patch(t, s.credentials, `/asset/${id}/fields`, { serialNumber: 'NEW' })).statusCode).toBe(
      200,
    );
    expect(await historyRows(t, s, [id])).toHaveLength(2);
    expect(await auditOf(t, s, 'asset', 'asset.fields')).toHaveLength(1);
  });

  it('refuses an empty edit, an inactive location, a discharged asset and another school', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const asset = await createWaiting(t, s);
    expect((await patch(t, s.credentials, `/asset/${asset.id}/fields`, {})).statusCode).toBe(400);
    const inactive = await patch(t, s.credentials, `/asset/${asset.id}/fields`, { locationId: s.closed.id });
    expect([inactive.statusCode, inactive.json().code]).toEqual([409, 'locationInactive']);
    expect(
      (await patch(t, s.credentials, `/asset/${asset.id}/fields`, { locationId: other.lab.id })).statusCode,
    ).toBe(404);
    expect(
      (await patch(t, other.credentials, `/asset/${asset.id}/fields`, { serialNumber: 'X' })).statusCode,
    ).toBe(404);
    await setAssetStatus(t, s, asset.id, 4);
    expect(
      (await patch(t, s.credentials, `/asset/${asset.id}/fields`, { serialNumber: 'X' })).json(),
    ).toMatchObject({
      code: 'assetDischarged',
    });
  });

  it('moves assets to another subcategory of their register, all or none', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const charge = await chargeAssets(t, s, [{ historicalPrice: 300 }, { historicalPrice: 50 }]);
    const ids = charge.assets.map((a) => a.id);
    const waitingAsset = await createWaiting(t, s);
    const change = (c: School, body: object) =>
      send<{ changed: number; code: string }>(t, c.credentials, 'POST', '/asset/subcategoryChange', body);

    const books = await createWaiting(t, s, { subcategoryId: s.books, historicalPrice: 10 });
    const mixed = await change(s, { assetIds: [...ids, books.id], subcategoryId: s.hardware });
    expect([mixed.status, mixed.body.code]).toEqual([409, 'subcategoryOtherRegister']);
    expect((await change(s, { assetIds: [books.id], subcategoryId: s.hardware })).body.code).toBe(
      'subcategoryOtherRegister',
    );
    expect(
      (await change(s, { assetIds: [...ids, other.lab.id + 100_000], subcategoryId: s.hardware })).status,
    ).toBe(404);
    expect((await change(other, { assetIds: ids, subcategoryId: other.hardware })).status).toBe(404);
    expect((await change(s, { assetIds: ids, subcategoryId: other.hardware })).status).toBe(404);
    expect((await historyRows(t, s, ids)).map((r) => r.action)).toEqual(['charge', 'charge']);

    const done = await change(s, {
      assetIds: [...ids, waitingAsset.id],
      subcategoryId: s.hardware,
      date: '2026-03-15',
    });
    expect(done.body).toEqual({ changed: 3 });
    expect((await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${ids[0]}`)).body.subcategory.id).toBe(
      s.hardware,
    );
    const rows = (await historyRows(t, s, ids)).filter((r) => r.action === 'subcategoryChange');
    expect(rows.map((r) => [r.assetId, r.actorUsername, r.changes])).toEqual(
      ids.map((id) => [
        id,
        s.user.username,
        { subcategoryId: { from: s.furniture, to: s.hardware }, effectiveDate: '2026-03-15' },
      ]),
    );
    const audit = await auditOf(t, s, 'asset', 'asset.subcategoryChange');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ assetIds: [...ids, waitingAsset.id], subcategoryId: s.hardware });

    expect((await change(s, { assetIds: ids, subcategoryId: s.hardware })).body).toEqual({ changed: 0 });
    await setAssetStatus(t, s, ids[0] ?? 0, 4);
    expect((await change(s, { assetIds: ids, subcategoryId: s.furniture })).body.code).toBe(
      'assetDischarged',
    );
    expect((await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${ids[1]}`)).body.subcategory.id).toBe(
      s.hardware,
    );
  });

  it('moves assets to another active location, all or none', async () => {
    const s = await schoolForAssets(t);
    const other = await schoolForAssets(t);
    const charge = await chargeAssets(t, s, [{ historicalPrice: 300 }, { historicalPrice: 50 }]);
    const ids = charge.assets.map((a) => a.id);
    const change = (c: School, body: object) =>
      send<{ changed: number; code: string }>(t, c.credentials, 'POST', '/asset/locationChange', body);

    const inactive = await change(s, { assetIds: ids, locationId: s.closed.id });
    expect([inactive.status, inactive.body.code]).toEqual([409, 'locationInactive']);
    expect((await change(s, { assetIds: ids, locationId: other.lab.id })).status).toBe(404);
    expect((await change(other, { assetIds: ids, locationId: other.lab.id })).status).toBe(404);
    expect((await change(s, { assetIds: [], locationId: s.office.id })).status).toBe(400);

    expect((await change(s, { assetIds: ids, locationId: s.office.id })).body).toEqual({ changed: 2 });
    const rows = (await historyRows(t, s, ids)).filter((r) => r.action === 'locationChange');
    expect(rows.map((r) => r.changes)).toEqual(
      ids.map(() => ({ locationId: { from: s.lab.id, to: s.office.id }, effectiveDate: expect.any(String) })),
    );
    expect(await auditOf(t, s, 'asset', 'asset.locationChange')).toHaveLength(1);

    await setAssetStatus(t, s, ids[1] ?? 0, 4);
    expect((await change(s, { assetIds: ids, locationId: s.lab.id })).body.code).toBe('assetDischarged');
    expect((await send<AssetDetail>(t, s.credentials, 'GET', `/asset/${ids[0]}`)).body.location?.id).toBe(
      s.office.id,
    );
  });
});
